// CTP_JOBS=separate: `ctp start` serves pages and the API only, and `ctp worker` runs the background jobs beside it
// (PostgreSQL only: a PGlite directory has one owner, so there the jobs run inside ctp start and the setting is refused).
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readEnv, EnvError } from '../src/config/env.ts';
import { postgresTestDatabase } from './db.ts';
import type { Portal } from './portal.ts';
import { apiToken, complaintBody, demoCertificateBeside, file, runCtp, startPortal } from './portal.ts';

const url = process.env['DATABASE_URL'] ?? '';
/** Reported by the runner as skipped (with the reason) when there is no PostgreSQL, never silently passing. */
const skip = url
  ? false
  : 'DATABASE_URL is not set: ctp start beside ctp worker needs PostgreSQL (PGlite admits one process); .ci/run sets it';

describe('CTP_JOBS: where the background jobs run', () => {
  it('CTP_JOBS=separate without DATABASE_URL is refused with the reason; a misspelt value is refused', () => {
    assert.throws(
      () => readEnv({ CTP_JOBS: 'separate' }),
      (e: unknown) => e instanceof EnvError && /needs DATABASE_URL/.test(e.message),
    );
    assert.throws(
      () => readEnv({ CTP_JOBS: 'elsewhere', DATABASE_URL: 'postgres://x/y' }),
      (e: unknown) => e instanceof EnvError && /in-process or separate/.test(e.message),
    );
    assert.equal(readEnv({}).jobs, 'in-process');
  });

  let own: Awaited<ReturnType<typeof postgresTestDatabase>> | undefined;
  let scratch = '';
  let portal: Portal | undefined;
  after(async () => {
    if (portal && portal.child.exitCode === null) await portal.kill();
    await own?.drop();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it(
    'Rule 3: the filing is received by the server, and its Form-I is issued only when ctp worker runs',
    { skip },
    async () => {
      // A migrated, empty database of its own (copied from the migrated template): the server seeds the demo into it.
      own = await postgresTestDatabase(url);
      scratch = mkdtempSync(join(tmpdir(), 'ctp-separate-'));
      portal = await startPortal({ DATABASE_URL: own.url, CTP_JOBS: 'separate' });
      assert.match(portal.output(), /not run here \(CTP_JOBS=separate\): run `ctp worker`/);
      const token = await apiToken(portal.base);
      const filed = await file(portal.base, token, `sep-${Date.now()}`, complaintBody(1));
      assert.equal(filed.status, 201);
      const list = async () => {
        const r = await fetch(`${portal!.base}/api/v1/cases/${filed.json.id}/documents`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return ((await r.json()) as { items: { template: string; lang: string; status: string }[] }).items;
      };
      // The server alone issues nothing, however long it runs (its runner would have polled every second).
      await new Promise((r) => setTimeout(r, 1500));
      assert.deepEqual(
        (await list()).map((i) => i.status),
        ['pending', 'pending'],
      );
      // The office certificate the worker signs with, ready beside its data directory (this is not its first start).
      await demoCertificateBeside(join(scratch, 'worker'));
      const w = await runCtp(['worker', '--once'], {
        DATABASE_URL: own.url,
        CTP_DATA_DIR: join(scratch, 'worker'),
      });
      assert.equal(w.code, 0, w.stderr);
      assert.match(w.stdout, /Issued 2 documents\./);
      assert.deepEqual((await list()).map((i) => `${i.template}.${i.lang}:${i.status}`).sort(), [
        'form-1.en:issued',
        'form-1.hi:issued',
      ]);
    },
  );

  it('in-process (the default): ctp start issues the Form-I of a filing itself, rendered and signed on its render thread', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ctp-inprocess-'));
    // Its office certificate ready beside the data directory (the first start's making one is first-start.test.ts's).
    await demoCertificateBeside(join(dir, 'data'));
    const p = await startPortal({ CTP_DATA_DIR: join(dir, 'data') });
    try {
      const token = await apiToken(p.base);
      const filed = await file(p.base, token, `inproc-${Date.now()}`, complaintBody(1));
      assert.equal(filed.status, 201);
      let items: { template: string; lang: string; status: string; sha256?: string }[] = [];
      for (let i = 0; i < 300; i++) {
        const r = await fetch(`${p.base}/api/v1/cases/${filed.json.id}/documents`, {
          headers: { authorization: `Bearer ${token}` },
        });
        items = ((await r.json()) as { items: typeof items }).items;
        if (items.length === 2 && items.every((x) => x.status === 'issued')) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      assert.deepEqual(items.map((i) => `${i.template}.${i.lang}:${i.status}`).sort(), [
        'form-1.en:issued',
        'form-1.hi:issued',
      ]);
      assert.ok(
        items.every((i) => /^[0-9a-f]{64}$/.test(i.sha256 ?? '')),
        'each recorded with its SHA-256',
      );
    } finally {
      await p.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
