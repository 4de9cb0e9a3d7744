// PGlite on a full disk (issue 28, point 2): the data directory on a small filesystem of its own (a tmpfs mounted by
// the test), filled while complaints are filed. Filings then answer 503 with Retry-After, the same words for everyone,
// the cause in the operator's log only; nothing is half-written; once space returns the same database files again.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { pino } from 'pino';
import type { Db } from '../src/db/client.ts';
import { validParticulars } from '../src/domain/adjudication/fixtures.ts';
import { createApp } from '../src/server/app.ts';
import { send } from './api.ts';
import { pgliteTestDataDir } from './db.ts';
import { makeActor, OFFICES, seedJurisdiction } from './factories.ts';
import { freePort, runCtp } from './portal.ts';
import { testServices } from './services.ts';

/** A tmpfs of the test's own (48 MB unless said), or why there cannot be one here (mounting needs root). */
function smallFilesystem(options = 'size=48m'): { dir: string } | string {
  const dir = mkdtempSync(join(tmpdir(), 'ctp-full-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir], { stdio: 'ignore' });
    return { dir };
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return 'mounting a small filesystem needs root (mount -t tmpfs)';
  }
}

const fs = process.platform === 'linux' ? smallFilesystem() : 'mount -t tmpfs is Linux only';
// Where CI runs (CI is set) the machine can mount one: a test that cannot run there fails instead of being skipped.
if (typeof fs === 'string' && process.env['CI']) throw new Error(`the full-disk tests cannot run: ${fs}`);
const skip = typeof fs === 'string' ? fs : false;

describe('PGlite on a full disk', { skip }, () => {
  const mnt = typeof fs === 'string' ? '' : fs.dir;
  let db: Db;
  let app: ReturnType<typeof createApp>;
  let token: string;
  const logged: string[] = [];
  const fillers: string[] = [];

  before(async () => {
    db = await pgliteTestDataDir(join(mnt, 'data'));
    await seedJurisdiction(db);
    const t = testServices(db, '2026-07-06T04:00:00Z');
    const logger = pino({ level: 'warn' }, { write: (s: string) => void logged.push(s) });
    app = createApp(t.services, {
      logger,
      publicUrl: 'http://localhost:3000',
      uploadMaxBytes: 4096,
      cookieSecure: false,
    });
    token = await t.tokenFor(await makeActor(db, 'Ramesh Kumar', [{ role: 'citizen' }]));
  });
  after(async () => {
    await db?.close();
    if (mnt) {
      execFileSync('umount', [mnt]);
      rmSync(mnt, { recursive: true, force: true });
    }
  });

  const file = (key: string) =>
    send(app, 'POST', '/api/v1/complaints', {
      token,
      headers: { 'idempotency-key': key },
      body: {
        officeCode: OFFICES.agraSadar,
        filedBy: { capacity: 'aggrieved-person' },
        mode: 'electronic',
        particulars: withStatement(`${key}: `.repeat(300)),
      },
    });

  function withStatement(statement: string) {
    const p = validParticulars();
    return { ...p, contravener: { ...p.contravener, statement } };
  }

  function fill(): void {
    for (const size of [1024 * 1024, 4096]) {
      try {
        for (;;) {
          const f = join(mnt, `filler-${fillers.length}`);
          fillers.push(f);
          writeFileSync(f, Buffer.alloc(size, 1));
        }
      } catch (e) {
        assert.equal((e as NodeJS.ErrnoException).code, 'ENOSPC');
      }
    }
  }

  async function counts(): Promise<{ streams: number; orphans: number; keys: number }> {
    const r = await sql<{ streams: string; orphans: string; keys: string }>`
      select (select count(*) from stream)::text as streams,
             (select count(*) from stream s where not exists (select 1 from order_sheet o where o.stream_id = s.id))::text as orphans,
             (select count(*) from idempotency_key)::text as keys`.execute(db.kysely);
    const row = r.rows[0]!;
    return { streams: Number(row.streams), orphans: Number(row.orphans), keys: Number(row.keys) };
  }

  it('filings answer 503 with Retry-After while the disk is full, and 201 again once space returns', async () => {
    for (let i = 0; i < 5; i++) assert.equal((await file(`before-${i}-key`)).status, 201);
    fill();
    const refused: string[] = [];
    const statuses: number[] = [];
    for (let i = 0; i < 40 && refused.length < 5; i++) {
      const key = `full-${i}-key`;
      const r = await file(key);
      statuses.push(r.status);
      if (r.status === 503) {
        refused.push(key);
        assert.match(r.headers.get('retry-after') ?? '', /^[1-9]\d*$/);
        assert.equal(r.headers.get('content-type'), 'application/problem+json');
        assert.equal(r.body.code, 'SERVICE.UNAVAILABLE');
        assert.doesNotMatch(r.text, /space|disk|device|extend file/i, 'the cause is not told to the citizen');
      } else assert.equal(r.status, 201, r.text);
    }
    assert.ok(refused.length >= 5, `refused while full: ${statuses.join(' ')}`);
    // The operator is told why, in the log.
    const log = logged.join('');
    assert.match(log, /the database disk is full/);
    assert.match(log, /No space left on device/);
    // Nothing half-written: every case has its order sheet, and a refused filing left no case and no key.
    const full = await counts();
    assert.equal(full.orphans, 0);
    assert.equal(full.streams, full.keys);
    const present = await sql<{ key: string }>`select key from idempotency_key`.execute(db.kysely);
    for (const key of refused)
      assert.ok(!present.rows.some((r) => r.key === key), `${key} was refused but left a record`);

    for (const f of fillers) rmSync(f, { force: true });
    for (const key of refused) {
      const r = await file(key);
      assert.equal(r.status, 201, r.text);
    }
    const end = await counts();
    assert.equal(end.streams, full.streams + refused.length);
    assert.equal(end.orphans, 0);
    const numbers = await sql<{ number: string }>`select number from stream`.execute(db.kysely);
    const seqs = numbers.rows.map((r) => Number(r.number.split('/').pop())).sort((a, b) => a - b);
    assert.deepEqual(
      seqs,
      Array.from({ length: seqs.length }, (_, k) => k + 1),
      'gapless numbers',
    );
  });
});

describe('ctp start on a data directory it cannot use', { skip }, () => {
  const mounts: string[] = [];
  after(() => {
    for (const m of mounts) {
      execFileSync('umount', ['-l', m]);
      rmSync(m, { recursive: true, force: true });
    }
  });
  const mount = (options: string): string => {
    const m = smallFilesystem(options);
    assert.equal(typeof m, 'object', String(m));
    mounts.push((m as { dir: string }).dir);
    return (m as { dir: string }).dir;
  };

  it('a read-only data directory: one line saying so, exit code 74, no stack', { timeout: 90_000 }, async () => {
    const ro = mount('ro,size=1m');
    const r = await runCtp(['start'], { CTP_DATA_DIR: join(ro, 'data'), PORT: String(await freePort()) });
    assert.equal(r.code, 74, r.stdout + r.stderr);
    const lines = r.stderr.trim().split('\n');
    assert.equal(lines.length, 1, r.stderr);
    assert.match(lines[0]!, /read-only filesystem \(EROFS\).*CTP_DATA_DIR/);
    assert.doesNotMatch(r.stderr, /\n\s+at /);
  });

  it(
    'a data directory that cannot reopen for want of space: says how much is free and how much is needed',
    { timeout: 90_000 },
    async () => {
      const small = mount('size=64m');
      const dataDir = join(small, 'data');
      await (await pgliteTestDataDir(dataDir)).close();
      // Leave about 8 MB free: less than the 16 MB log file opening writes.
      const s = (await import('node:fs')).statfsSync(small);
      writeFileSync(join(small, 'filler'), Buffer.alloc(s.bavail * s.bsize - 8 * 1024 * 1024, 1));
      const r = await runCtp(['start'], { CTP_DATA_DIR: dataDir, PORT: String(await freePort()) });
      assert.equal(r.code, 74, r.stdout + r.stderr);
      assert.match(r.stderr, /its disk has [0-9] MB free and opening it needs at least 32 MB/);
      assert.doesNotMatch(r.stderr, /\n\s+at /);
    },
  );
});
