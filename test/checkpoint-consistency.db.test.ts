// Checkpoints that can be trusted (issue 28, point 5), through the commands, on PGlite and PostgreSQL: a new
// checkpoint must extend the previous one (every chain's head unchanged or extended by rows that chain to it) and is
// refused loudly otherwise; `ctp verify --checkpoint --trust SHA256` pins the office certificate, so a swapped key
// cannot re-sign history; a refused checkpoint (exit 3) and a broken chain (exit 1) exit differently. The commands
// run in this process on the test's open database (test/cli.ts: the same main() as bin/ctp.js, the office
// certificate and checkpoints read from disk at each command as in a process of its own).

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash, X509Certificate } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
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
  const plan = bulkCasePlan(office, 11);
  await bulkCaseWriter(db.kysely).writeCases(plan.next(n));
}

const variants = commandBackends();

const fingerprintOf = (file: string): string => {
  const c = JSON.parse(readFileSync(file, 'utf8')) as { signature: { certificatePem: string } };
  return createHash('sha256').update(new X509Certificate(c.signature.certificatePem).raw).digest('hex');
};

for (const v of variants) {
  describe(`checkpoints that can be trusted on ${v.name}`, () => {
    let dir: string;
    let db: Db;
    let env: Record<string, string>;
    before(async () => {
      dir = mkdtempSync(join(tmpdir(), 'ctp-cp-'));
      const opened = await v.open(dir);
      db = opened.db;
      env = opened.env;
      await seed(db, 12);
    });
    after(async () => {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
      rmSync(`${resolve(env['CTP_DATA_DIR']!)}.office-certificate`, { recursive: true, force: true });
      rmSync(`${resolve(env['CTP_DATA_DIR']!)}.office-certificate.old`, { recursive: true, force: true });
    });
    const ctp = (args: string[]) => ctpHere(args, env, db);
    const checkpoints = () => readdirSync(join(env['CTP_DATA_DIR']!, 'checkpoints')).filter((n) => n.endsWith('.json'));

    it('security: a checkpoint after a chain was rewritten with recomputed hashes is refused, naming the case; a pinned certificate refuses a re-signed history (exit 3), a broken chain exits 1', async () => {
      const first = await ctp(['checkpoint', '--json']);
      assert.equal(first.code, 0, first.stdout + first.stderr);
      const file1 = (JSON.parse(first.stdout) as { file: string }).file;
      const trusted = fingerprintOf(file1);

      // Appending in the ordinary way extends the checkpoint: the next one is written.
      const d = db;
      const rows = await sql<{ number: string; id: string }>`
        select number, id from stream where version >= 3 order by number limit 1`.execute(d.kysely);
      const victim = rows.rows[0]!;
      // The database's owner rewrites one case from row 2 on behind the trigger, every hash recomputed.
      await sql`alter table order_sheet disable trigger order_sheet_no_update_delete`.execute(d.kysely);
      const entries = await readStream(d.kysely, victim.id);
      const forged = chainEntries(
        victim.id,
        1,
        entries[0]!.hash,
        entries.slice(1).map((e, i) => (i === 0 ? { ...e, payload: { ...(e.payload as object), forged: true } } : e)),
      );
      for (const e of forged)
        await sql`update order_sheet set payload = ${JSON.stringify(e.payload)}::jsonb, prev_hash = ${e.prevHash}, hash = ${e.hash} where stream_id = ${victim.id} and seq = ${e.seq}`.execute(
          d.kysely,
        );
      await sql`alter table order_sheet enable trigger order_sheet_no_update_delete`.execute(d.kysely);

      const refused = await ctp(['checkpoint', '--json']);
      assert.equal(refused.code, 1, `a checkpoint over a rewritten chain must be refused: ${refused.stdout}`);
      assert.match(refused.stderr, /CHECKPOINT REFUSED/);
      assert.ok(refused.stderr.includes(victim.number), refused.stderr);
      assert.equal(checkpoints().length, 1, 'nothing is written');

      // The attacker swaps the office key (a new demo certificate) and removes the earlier checkpoints: the new key
      // signs the rewritten history as a first checkpoint, which the machine's own key then accepts.
      const certDir = `${resolve(env['CTP_DATA_DIR']!)}.office-certificate`;
      assert.ok(existsSync(certDir));
      renameSync(certDir, `${certDir}.old`);
      const kept = join(dir, 'kept-checkpoint.json');
      writeFileSync(kept, readFileSync(file1));
      rmSync(join(env['CTP_DATA_DIR']!, 'checkpoints'), { recursive: true });
      const resigned = await ctp(['checkpoint', '--json']);
      assert.equal(resigned.code, 0, resigned.stdout + resigned.stderr);
      const file2 = (JSON.parse(resigned.stdout) as { file: string }).file;
      assert.notEqual(fingerprintOf(file2), trusted);

      const pinned = await ctp(['verify', '--checkpoint', file2, '--trust', trusted]);
      assert.equal(
        pinned.code,
        3,
        `the re-signed checkpoint is refused under the pinned certificate: ${pinned.stdout}`,
      );
      assert.match(pinned.stdout, /CHECKPOINT REFUSED: .*not the certificate you trust/);
      // The kept checkpoint, signed by the trusted certificate, verifies under the pin and names the rewritten case.
      const broken = await ctp([
        'verify',
        '--checkpoint',
        kept,
        '--trust',
        trusted.toUpperCase().match(/../g)!.join(':'),
      ]);
      assert.equal(broken.code, 1, broken.stdout + broken.stderr);
      assert.ok(broken.stdout.includes(`BREAK ${victim.number}: rewritten`), broken.stdout);
      // A signature that does not verify: refused, exit 3 (not 1).
      const c = JSON.parse(readFileSync(kept, 'utf8')) as { signature: { value: string } };
      const sig = Buffer.from(c.signature.value, 'base64');
      sig[5] = sig[5]! ^ 0xff;
      const bad = join(dir, 'bad.json');
      writeFileSync(bad, JSON.stringify({ ...c, signature: { ...c.signature, value: sig.toString('base64') } }));
      const badSig = await ctp(['verify', '--checkpoint', bad, '--trust', trusted]);
      assert.equal(badSig.code, 3, badSig.stdout);
      assert.match(badSig.stdout, /CHECKPOINT REFUSED: .*bad signature/);
      const malformed = await ctp(['verify', '--checkpoint', kept, '--trust', 'abc']);
      assert.equal(malformed.code, 2, 'a fingerprint that is not 64 hex digits is a usage error');
    });
  });
}
