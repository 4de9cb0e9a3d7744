// The Store's single-statement writes (filing throughput, issue 3): opening a numbered stream with its parties,
// appending with the version check, and replacing the projection's clocks, each in one round trip.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { testBackends } from '../../test/db.ts';
import { makeActor, OFFICES, seedJurisdiction } from '../../test/factories.ts';
import type { Actor } from '../app/actor.ts';
import type { CaseProjection, ClockRow, NewRecord } from '../app/ports/store.ts';
import type { LocalDate } from '../lib/local-date.ts';
import type { Db } from './client.ts';
import { GENESIS_HASH, verifyAll } from './order-sheet.repo.ts';
import { createStore } from './store.ts';

const AT = new Date('2026-07-06T06:00:00Z');
const H = 'a'.repeat(64); // a request's hash
const record = (type: string): NewRecord => ({
  type,
  onDate: '2026-07-06' as LocalDate,
  payload: { type },
  basis: ['in.ctr2026.r3'],
  actorId: null,
  actorRole: 'system:test',
  recordedAt: AT,
});
const clock = (name: string, due: string, explanation: unknown = { why: name }): ClockRow => ({
  clock: name,
  due: due as LocalDate,
  nominalDue: due as LocalDate,
  actor: 'adjudicating-officer',
  duty: 'authority',
  explanation,
});
const projection = (clocks: readonly ClockRow[], stage = 'registered'): CaseProjection => ({
  stage,
  status: 'open',
  receivedOn: '2026-07-06' as LocalDate,
  closedOn: null,
  districtCode: 'AGR',
  clocks,
  state: { stage },
});

for (const backend of testBackends()) {
  describe(`store writes on ${backend.name}`, () => {
    let db: Db;
    let citizen: Actor;
    before(async () => {
      db = await backend.open();
      await seedJurisdiction(db);
      citizen = await makeActor(db, 'Store Citizen', [{ role: 'citizen' }]);
    });
    after(async () => {
      await db.close();
    });

    const open = (prefix: string) => ({
      kind: 'adjudication' as const,
      numberPrefix: prefix,
      year: 2026,
      officeCode: OFFICES.agraSadar,
      parentId: null,
      createdAt: AT,
    });

    it('Rule 3: openStream numbers gaplessly per prefix and year, adds the parties, and a rollback gives the number back', async () => {
      const store = createStore(db.kysely);
      const a = await store.transaction((tx) =>
        tx.openStream({ ...open('CTR/TST1'), parties: [{ accountId: citizen.accountId, role: 'complainant' }] }),
      );
      assert.equal(a.number, 'CTR/TST1/2026/1');
      assert.equal(a.version, 0);
      await assert.rejects(
        store.transaction(async (tx) => {
          const b = await tx.openStream({ ...open('CTR/TST1'), parties: [] });
          assert.equal(b.number, 'CTR/TST1/2026/2');
          throw new Error('refused after numbering');
        }),
        /refused after numbering/,
      );
      const c = await store.transaction((tx) => tx.openStream({ ...open('CTR/TST1'), parties: [] }));
      assert.equal(c.number, 'CTR/TST1/2026/2', 'the rolled-back number is reused: no gap');
      assert.deepEqual(await store.read.parties(a.id), [{ accountId: citizen.accountId, role: 'complainant' }]);
      assert.deepEqual(await store.read.parties(c.id), []);
    });

    it('Rule 3: a number read with peekNumber is the one openStream takes; another number fails the transaction and takes none', async () => {
      const store = createStore(db.kysely);
      assert.equal(await store.transaction((tx) => tx.peekNumber('CTR/TST3', 2026)), undefined);
      await store.transaction((tx) => tx.openStream({ ...open('CTR/TST3'), parties: [] }));
      const b = await store.transaction(async (tx) => {
        const last = await tx.peekNumber('CTR/TST3', 2026);
        assert.equal(last, 1);
        const s = await tx.openStream({ ...open('CTR/TST3'), parties: [], expectedSeq: last! + 1 });
        assert.equal(s.number, 'CTR/TST3/2026/2');
        assert.equal(s.version, 0);
        return s;
      });
      assert.deepEqual(await store.read.stream(b.id), b, 'the stream as returned before the server answered');
      await assert.rejects(
        store.transaction((tx) => tx.openStream({ ...open('CTR/TST3'), parties: [], expectedSeq: 7 })),
        /null value in column "number"/,
      );
      const c = await store.transaction((tx) => tx.openStream({ ...open('CTR/TST3'), parties: [] }));
      assert.equal(c.number, 'CTR/TST3/2026/3', 'the failed transaction took no number');
    });

    it('append chains a new stream to the genesis hash, moves the version on, and refuses a stale version', async () => {
      const store = createStore(db.kysely);
      const s = await store.transaction((tx) => tx.openStream({ ...open('CTR/TST2'), parties: [] }));
      const first = await store.transaction((tx) =>
        tx.append(s, [record('complaint-registered'), record('notice-issued')]),
      );
      assert.deepEqual(
        first.map((e) => e.seq),
        [1, 2],
      );
      const rows = await db.kysely
        .selectFrom('order_sheet')
        .select(['seq', 'prev_hash', 'hash'])
        .where('stream_id', '=', s.id)
        .orderBy('seq')
        .execute();
      assert.equal(rows[0]!.prev_hash, GENESIS_HASH);
      assert.equal(rows[1]!.prev_hash, rows[0]!.hash);
      const locked = await store.transaction(async (tx) => (await tx.lockStream(s.id))!);
      assert.equal(locked.version, 2);
      const third = await store.transaction((tx) => tx.append(locked, [record('hearing-fixed')]));
      assert.equal(third[0]!.seq, 3);
      // The same (now stale) version again: the order sheet refuses it and nothing is written.
      await assert.rejects(store.transaction((tx) => tx.append(locked, [record('hearing-fixed')])));
      assert.equal((await store.read.stream(s.id))!.version, 3);
      assert.deepEqual((await verifyAll(db.kysely)).breaks, []);
    });

    it('Rule 3: the writes after the order sheet (summary, clocks, response) land with it, and one refused undoes all', async () => {
      // On PostgreSQL these writes travel as one statement (merge-writes.ts); on PGlite one after another.
      const store = createStore(db.kysely);
      const s = await store.transaction((tx) => tx.openStream({ ...open('CTR/TST4'), parties: [] }));
      const orderSheet = async () =>
        (await db.kysely.selectFrom('order_sheet').select('seq').where('stream_id', '=', s.id).execute()).length;
      // A summary naming a district that does not exist: the foreign key refuses it, and the order-sheet row goes too.
      await assert.rejects(
        store.transaction(async (tx) => {
          const at = await tx.claimIdempotency(citizen.accountId, `k-${s.id}`, H, AT);
          assert.equal(at.kind, 'fresh');
          await tx.append(s, [record('complaint-registered')]);
          await tx.project(
            { ...s, version: 1 },
            { ...projection([clock('reply', '2026-08-05')]), districtCode: 'ZZZ' },
            AT,
          );
          await tx.saveIdempotentResponse(citizen.accountId, `k-${s.id}`, { ok: true });
        }),
        /case_summary_district_code_fkey/,
      );
      assert.equal(await orderSheet(), 0);
      assert.equal((await store.read.stream(s.id))!.version, 0);
      assert.equal(await store.cases.summary(s.id), undefined);
      // A stale version with a good summary: the append's check refuses it, and the summary is not written either.
      const stale = { ...s, version: 5 };
      await assert.rejects(
        store.transaction(async (tx) => {
          await tx.append(stale, [record('complaint-registered')]);
          await tx.project({ ...stale, version: 6 }, projection([clock('reply', '2026-08-05')]), AT);
        }),
        /changed under a lock/,
      );
      assert.equal(await store.cases.summary(s.id), undefined);
      // All good: every write is there.
      await store.transaction(async (tx) => {
        await tx.claimIdempotency(citizen.accountId, `k2-${s.id}`, H, AT);
        await tx.append(s, [record('complaint-registered')]);
        await tx.project({ ...s, version: 1 }, projection([clock('reply', '2026-08-05')]), AT);
        await tx.saveIdempotentResponse(citizen.accountId, `k2-${s.id}`, { ok: true });
      });
      assert.equal(await orderSheet(), 1);
      assert.equal((await store.cases.summary(s.id))!.version, 1);
      assert.equal((await store.cases.clocks(s.id)).length, 1);
      const claim = await store.transaction((tx) => tx.claimIdempotency(citizen.accountId, `k2-${s.id}`, H, AT));
      assert.deepEqual(claim, { kind: 'replay', response: { ok: true } });
    });

    it('project makes the case clocks exactly the running ones: stopped deleted, changed updated, new added', async () => {
      const store = createStore(db.kysely);
      const s = await store.transaction((tx) => tx.openStream({ ...open('CTR/TST3'), parties: [] }));
      const clocksOf = async () =>
        (await store.cases.clocks(s.id)).map((c) => [c.clock, c.due, (c.explanation as { why: string }).why]);
      await store.transaction((tx) =>
        tx.project(
          { ...s, version: 1 },
          projection([
            clock('reply', '2026-08-05'),
            clock('disposal', '2026-10-04'),
            clock('reply', '2026-08-05', { why: 'duplicate' }),
          ]),
          AT,
        ),
      );
      assert.deepEqual(
        await clocksOf(),
        [
          ['reply', '2026-08-05', 'reply'],
          ['disposal', '2026-10-04', 'disposal'],
        ],
        'the first of two equal clocks is kept',
      );
      await store.transaction((tx) =>
        tx.project(
          { ...s, version: 2 },
          projection([clock('disposal', '2026-10-04', { why: 'recomputed' }), clock('hearing', '2026-09-01')], 'heard'),
          AT,
        ),
      );
      assert.deepEqual(await clocksOf(), [
        ['hearing', '2026-09-01', 'hearing'],
        ['disposal', '2026-10-04', 'recomputed'],
      ]);
      const summary = (await store.cases.summary(s.id))!;
      assert.equal(summary.stage, 'heard');
      assert.equal(summary.version, 2);
      assert.equal(summary.nextDue, '2026-09-01');
      await store.transaction((tx) => tx.project({ ...s, version: 3 }, projection([], 'closed'), AT));
      assert.deepEqual(await clocksOf(), []);
      assert.equal((await store.cases.summary(s.id))!.nextDue, null);
    });
  });
}
