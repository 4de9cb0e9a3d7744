// The order sheet in the database: append-only, hash-chained, and every break found by re-walking the chains.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { testBackends } from '../../test/db.ts';
import type { Db } from './client.ts';
import { appendEntries, GENESIS_HASH, readStream, verifyAll } from './order-sheet.repo.ts';

async function seedStream(db: Db, number: string): Promise<string> {
  const k = db.kysely;
  await k
    .insertInto('state')
    .values({ code: 'UP', name: 'Uttar Pradesh', name_hi: 'उत्तर प्रदेश', jurisdiction: 'in' })
    .onConflict((o) => o.doNothing())
    .execute();
  await k
    .insertInto('district')
    .values({ code: 'LKO', state_code: 'UP', name: 'Lucknow', name_hi: 'लखनऊ' })
    .onConflict((o) => o.doNothing())
    .execute();
  await k
    .insertInto('subdivision')
    .values({ code: 'LKOS', district_code: 'LKO', name: 'Sadar', name_hi: 'सदर' })
    .onConflict((o) => o.doNothing())
    .execute();
  await k
    .insertInto('office')
    .values({
      code: 'LKOS',
      kind: 'adjudicating',
      district_code: 'LKO',
      subdivision_code: 'LKOS',
      name: 'SDM Sadar',
      name_hi: 'एसडीएम सदर',
      calendar: JSON.stringify({ weeklyOff: ['SUN'] }),
    })
    .onConflict((o) => o.doNothing())
    .execute();
  const s = await k
    .insertInto('stream')
    .values({ kind: 'adjudication', number, office_code: 'LKOS', parent_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return s.id;
}

const entry = (type: string, onDate: string) => ({
  type,
  onDate,
  payload: { note: `${type} स्थिति`, list: [1, 2] },
  basis: ['in.ctr2026.r3'],
  actorId: null,
  actorRole: 'system',
  recordedAt: new Date('2026-07-10T05:00:00.123Z'),
});

for (const backend of testBackends()) {
  describe(`order sheet on ${backend.name}`, () => {
    let db: Db;
    before(async () => {
      db = await backend.open();
    });
    after(async () => {
      await db.close();
    });

    it('appends rows chained to the previous row and verifies them', async () => {
      const id = await seedStream(db, 'CTR/LKOS/2026/1');
      await db.kysely.transaction().execute(async (tx) => {
        const rows = await appendEntries(tx, id, 0, GENESIS_HASH, [
          entry('complaint-registered', '2026-07-10'),
          entry('notice-issued', '2026-07-12'),
        ]);
        await tx.updateTable('stream').set({ version: 2 }).where('id', '=', id).execute();
        assert.equal(rows[1]!.prevHash, rows[0]!.hash);
      });
      const back = await readStream(db.kysely, id);
      assert.equal(back.length, 2);
      assert.deepEqual(back[0]!.payload, { note: 'complaint-registered स्थिति', list: [1, 2] });
      const v = await verifyAll(db.kysely);
      assert.deepEqual(v.breaks, []);
      assert.equal(v.rows, 2);
    });

    it('the database refuses UPDATE, DELETE and TRUNCATE on the order sheet', async () => {
      await assert.rejects(sql`update order_sheet set type = 'x'`.execute(db.kysely), /append-only/);
      await assert.rejects(sql`delete from order_sheet`.execute(db.kysely), /append-only/);
      await assert.rejects(sql`truncate order_sheet`.execute(db.kysely), /append-only/);
    });

    it('reports a row altered or deleted by the database owner, with the case and row', async () => {
      const id = await seedStream(db, 'CTR/LKOS/2026/2');
      await db.kysely.transaction().execute(async (tx) => {
        await appendEntries(tx, id, 0, GENESIS_HASH, [
          entry('a', '2026-07-10'),
          entry('b', '2026-07-11'),
          entry('c', '2026-07-12'),
        ]);
        await tx.updateTable('stream').set({ version: 3 }).where('id', '=', id).execute();
      });
      // The owner bypasses the refusal by switching the trigger off.
      await sql`alter table order_sheet disable trigger order_sheet_no_update_delete`.execute(db.kysely);
      await sql`update order_sheet set payload = '{"note":"forged"}' where stream_id = ${id} and seq = 2`.execute(
        db.kysely,
      );
      await sql`delete from order_sheet where stream_id = ${id} and seq = 3`.execute(db.kysely);
      await sql`alter table order_sheet enable trigger order_sheet_no_update_delete`.execute(db.kysely);
      const v = await verifyAll(db.kysely);
      const mine = v.breaks.filter((b) => b.number === 'CTR/LKOS/2026/2');
      assert.ok(
        mine.some((b) => b.seq === 2 && /altered/.test(b.problem)),
        JSON.stringify(mine),
      );
      assert.ok(
        mine.some((b) => /3 rows but 2/.test(b.problem)),
        JSON.stringify(mine),
      );
    });
  });
}
