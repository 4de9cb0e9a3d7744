// Backup and restore: an archive of 10,000 bulk-seeded cases restores every case and every chain, on each backend.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { postgresTestUrl, testBackends } from '../../test/db.ts';
import { bulkCasePlan, OFFICES, seedJurisdiction } from '../../test/factories.ts';
import type { BulkCase, OfficeInfo } from '../app/ports/store.ts';
import { backup, BackupError, restorePglite, restorePostgres } from './backup.ts';
import { bulkCaseWriter } from './bulk.repo.ts';
import type { Db } from './client.ts';
import { openDb } from './client.ts';
import { verifyAll } from './order-sheet.repo.ts';
import { createStore } from './store.ts';

const CASES = 10_000;

// The cases are generated once per process (the machine runs and projections cost about 5 s of CPU) and the same
// batches are written to each backend: both seed the same jurisdiction, and the writer takes its case numbers, stream
// ids and hash chains per database, reading the cases without changing them.
let batches: { office: OfficeInfo; batches: readonly BulkCase[][] } | undefined;
function seedBatches(office: OfficeInfo): readonly BulkCase[][] {
  if (batches) {
    assert.deepEqual(office, batches.office, 'both backends seed the same office');
    return batches.batches;
  }
  const plan = bulkCasePlan(office, 42);
  const out: BulkCase[][] = [];
  for (let i = 0; i < CASES; i += 1000) out.push(plan.next(1000));
  batches = { office, batches: out };
  return out;
}

async function fingerprint(db: Db): Promise<{ summaries: string; hashes: string; counts: string }> {
  const s = await sql<{
    x: string;
  }>`select md5(string_agg(row(number, kind, office_code, stage, status, received_on, closed_on, next_due, next_clock, version, state::text)::text, '|' order by number)) as x from case_summary`.execute(
    db.kysely,
  );
  const h = await sql<{
    x: string;
  }>`select md5(string_agg(s.number || ':' || o.seq || ':' || o.hash, '|' order by s.number, o.seq)) as x from order_sheet o join stream s on s.id = o.stream_id`.execute(
    db.kysely,
  );
  const c = await sql<{
    x: string;
  }>`select (select count(*) from stream) || '/' || (select count(*) from order_sheet) || '/' || (select count(*) from case_clock) || '/' || (select max(last) from case_number_counter) as x`.execute(
    db.kysely,
  );
  return { summaries: s.rows[0]!.x, hashes: h.rows[0]!.x, counts: c.rows[0]!.x };
}

for (const backend of testBackends()) {
  describe(`backup and restore on ${backend.name}`, () => {
    let db: Db;
    let dir: string;
    before(async () => {
      dir = mkdtempSync(join(tmpdir(), 'ctp-backup-'));
      db = await backend.open();
      await seedJurisdiction(db);
      const office = (await createStore(db.kysely).read.office(OFFICES.agraSadar))!;
      const w = bulkCaseWriter(db.kysely);
      for (const batch of seedBatches(office)) await w.writeCases(batch);
    });
    after(async () => {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it(`restores all ${CASES} cases and every chain verifies`, async () => {
      const before = await fingerprint(db);
      assert.match(before.counts, new RegExp(`^${CASES}/`));
      assert.deepEqual((await verifyAll(db.kysely)).breaks, []);
      const file = join(dir, backend.name === 'pglite' ? 'ctp.tgz' : 'ctp.dump');
      // On PostgreSQL the test's database is one of its own (schema public): the backup and the restore name it.
      const schemaUrl = backend.name === 'postgres' ? postgresTestUrl(db) : undefined;
      const b = await backup(db, schemaUrl, file);
      assert.ok(b.bytes > 0);

      let restored: Db;
      if (backend.name === 'pglite') {
        const dataDir = join(dir, 'data');
        const r = await restorePglite(file, dataDir, false);
        restored = await openDb({ dataDir: r.target });
        // A second restore into the now non-empty directory is refused without --force.
        await assert.rejects(restorePglite(file, dataDir, false), BackupError);
      } else {
        // Refused while the schema holds tables; with force, replaced in one transaction.
        await assert.rejects(restorePostgres(db, schemaUrl!, file, false), /--force/);
        await restorePostgres(db, schemaUrl!, file, true);
        restored = db;
      }
      try {
        const after = await fingerprint(restored);
        assert.deepEqual(after, before);
        const v = await verifyAll(restored.kysely);
        assert.equal(v.streams, CASES);
        assert.deepEqual(v.breaks, []);
      } finally {
        if (restored !== db) await restored.close();
      }
    });
  });
}
