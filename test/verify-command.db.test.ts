// `ctp verify` naming every altered or deleted row, and `ctp checkpoint`, run in this process on the test's open
// database (test/cli.ts: the same main() that bin/ctp.js calls, its output and exit code caught), so that no process
// boots the app and opens the database again for each command. That a real `ctp` process exits with the code main()
// returns is shown where the process is the subject (src/cli/commands/clock.test.ts, test/disk-full.test.ts).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { commandBackends } from './db.ts';
import { bulkCasePlan, OFFICES, seedJurisdiction } from './factories.ts';
import { bulkCaseWriter } from '../src/db/bulk.repo.ts';
import type { Db } from '../src/db/client.ts';
import { createStore } from '../src/db/store.ts';
import { chainEntries, readStream } from '../src/db/order-sheet.repo.ts';
import { ctpHere } from './cli.ts';

async function seed(db: Db, n: number): Promise<void> {
  await seedJurisdiction(db);
  const office = (await createStore(db.kysely).read.office(OFFICES.agraSadar))!;
  const plan = bulkCasePlan(office, 7);
  await bulkCaseWriter(db.kysely).writeCases(plan.next(n));
}

const variants = commandBackends();

for (const v of variants) {
  describe(`ctp verify on ${v.name}`, () => {
    let dir: string;
    let db: Db;
    let env: Record<string, string>;
    before(async () => {
      dir = mkdtempSync(join(tmpdir(), 'ctp-verify-'));
      ({ db, env } = await v.open(dir));
      await seed(db, 40);
    });
    after(async () => {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('exits 0 when every chain verifies, with progress on stderr', async () => {
      const r = await ctpHere(['verify'], env, db);
      assert.equal(r.code, 0, r.stderr);
      assert.match(r.stdout, /Every order sheet verifies: 40 proceedings/);
      assert.match(r.stderr, /verifying/);
    });

    it('names the case and row of a row altered and of a row deleted by the owner behind the trigger; exit 1', async () => {
      const rows = await sql<{
        number: string;
        id: string;
        version: number;
      }>`select number, id, version from stream where version >= 3 order by number limit 2`.execute(db.kysely);
      const [altered, cut] = rows.rows;
      assert.ok(altered && cut);
      await sql`alter table order_sheet disable trigger order_sheet_no_update_delete`.execute(db.kysely);
      await sql`update order_sheet set payload = jsonb_set(payload, '{forged}', 'true') where stream_id = ${altered.id} and seq = 2`.execute(
        db.kysely,
      );
      await sql`delete from order_sheet where stream_id = ${cut.id} and seq = ${Number(cut.version)}`.execute(
        db.kysely,
      );
      await sql`alter table order_sheet enable trigger order_sheet_no_update_delete`.execute(db.kysely);
      const r = await ctpHere(['verify'], env, db);
      assert.equal(r.code, 1, r.stdout + r.stderr);
      assert.ok(
        r.stdout.includes(`BREAK ${altered.number} row 2: row content does not match its hash (altered)`),
        r.stdout,
      );
      assert.ok(r.stdout.includes(`BREAK ${cut.number} row ${Number(cut.version)}:`), r.stdout);
      assert.match(r.stdout, /2 break\(s\) in 2 of 40 proceedings/);
    });

    it('security: against a signed checkpoint, a chain rewritten with recomputed hashes and a truncated tail are named with their case; exit 1', async () => {
      // The two chains the test before broke are mended first (the altered row's content put back, the deleted tail
      // left out of the stream's version): a checkpoint is refused while any chain is broken (issue 28, point 5).
      await sql`alter table order_sheet disable trigger order_sheet_no_update_delete`.execute(db.kysely);
      await sql`update order_sheet set payload = payload - 'forged' where payload ? 'forged'`.execute(db.kysely);
      await sql`update stream s set version = (select coalesce(max(seq), 0) from order_sheet o where o.stream_id = s.id)`.execute(
        db.kysely,
      );
      await sql`alter table order_sheet enable trigger order_sheet_no_update_delete`.execute(db.kysely);
      const cp = await ctpHere(['checkpoint', '--json'], env, db);
      assert.equal(cp.code, 0, cp.stderr);
      const { file, treeSize } = JSON.parse(cp.stdout) as { file: string; treeSize: number };
      assert.equal(treeSize, 40);
      assert.ok(file.startsWith(join(env['CTP_DATA_DIR']!, 'checkpoints')), file);
      const rows = await sql<{
        number: string;
        id: string;
        version: number;
      }>`select number, id, version from stream where version >= 3 order by number desc limit 2`.execute(db.kysely);
      const [rewritten, truncated] = rows.rows;
      assert.ok(rewritten && truncated);
      await sql`alter table order_sheet disable trigger order_sheet_no_update_delete`.execute(db.kysely);
      // The whole chain of one case rewritten from row 2 on, every hash recomputed: the chain itself re-walks.
      const entries = await readStream(db.kysely, rewritten.id);
      const forged = chainEntries(
        rewritten.id,
        1,
        entries[0]!.hash,
        entries.slice(1).map((e, i) => (i === 0 ? { ...e, payload: { ...(e.payload as object), forged: true } } : e)),
      );
      for (const e of forged)
        await sql`update order_sheet set payload = ${JSON.stringify(e.payload)}::jsonb, prev_hash = ${e.prevHash}, hash = ${e.hash} where stream_id = ${rewritten.id} and seq = ${e.seq}`.execute(
          db.kysely,
        );
      // The last row of another deleted, and its stream's version lowered to match.
      await sql`delete from order_sheet where stream_id = ${truncated.id} and seq = ${Number(truncated.version)}`.execute(
        db.kysely,
      );
      await sql`update stream set version = version - 1 where id = ${truncated.id}`.execute(db.kysely);
      await sql`alter table order_sheet enable trigger order_sheet_no_update_delete`.execute(db.kysely);
      const plain = await ctpHere(['verify'], env, db);
      assert.ok(
        !plain.stdout.includes(rewritten.number) && !plain.stdout.includes(truncated.number),
        `without a checkpoint both pass: ${plain.stdout}`,
      );
      const r = await ctpHere(['verify', '--checkpoint', file], env, db);
      assert.equal(r.code, 1, r.stdout + r.stderr);
      assert.ok(r.stdout.includes(`BREAK ${rewritten.number}: rewritten`), r.stdout);
      assert.ok(r.stdout.includes(`BREAK ${truncated.number}: truncated`), r.stdout);

      // A checkpoint whose signature does not verify is refused, naming why.
      const c = JSON.parse(readFileSync(file, 'utf8')) as {
        root: string;
        heads: { head: string }[];
        signature: { value: string };
      };
      const bad = join(dir, 'bad-signature.json');
      const sig = Buffer.from(c.signature.value, 'base64');
      sig[10] = sig[10]! ^ 0xff;
      writeFileSync(bad, JSON.stringify({ ...c, signature: { ...c.signature, value: sig.toString('base64') } }));
      const refused = await ctpHere(['verify', '--checkpoint', bad], env, db);
      assert.equal(refused.code, 3, 'a refused checkpoint exits 3, not 1 as a broken chain');
      assert.match(refused.stdout, /CHECKPOINT REFUSED: .*bad signature/);
      // Heads edited to match a forged database, with the root left alone: refused too.
      const edited = join(dir, 'edited-heads.json');
      writeFileSync(
        edited,
        JSON.stringify({ ...c, heads: c.heads.map((h, i) => (i === 0 ? { ...h, head: 'f'.repeat(64) } : h)) }),
      );
      const refused2 = await ctpHere(['verify', '--checkpoint', edited], env, db);
      assert.equal(refused2.code, 3);
      assert.match(refused2.stdout, /CHECKPOINT REFUSED: .*signed root/);
    });
  });
}
