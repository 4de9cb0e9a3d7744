// The portal when PostgreSQL drops its connections (issue 28, point 1), through the real command and HTTP: a server of
// the test's own (pg-instance.ts) is stopped for a few seconds while several clients file, and one idle backend is
// ended with pg_terminate_backend. The process stays up, answers 503 problem+json with Retry-After while the
// database is away (health check too), files again once it is back, and no acknowledged filing is lost or doubled.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Portal } from './portal.ts';
import { apiToken, complaintBody, freshSchema, startPortal } from './portal.ts';
import { ctpHere } from './cli.ts';
import type { OwnPostgres } from './pg-instance.ts';
import { ownPostgres, ownPostgresUnavailable, query } from './pg-instance.ts';

const skip = ownPostgresUnavailable() ?? false;
// Where CI runs (CI is set) PostgreSQL's programs are installed: a test that cannot run there fails, never skips.
if (skip && process.env['CI']) throw new Error(`the PostgreSQL outage tests cannot run: ${skip}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Answer {
  readonly key: string;
  readonly status: number;
  readonly retryAfter: string | null;
  readonly type: string | null;
  readonly number?: string;
  /** The phase when the request was sent and when its answer came. */
  readonly sent: Phase;
  readonly came: Phase;
}
type Phase = 'before' | 'stopping' | 'down' | 'starting' | 'after';

async function fileOnce(base: string, token: string, key: string, i: number): Promise<Omit<Answer, 'sent' | 'came'>> {
  const r = await fetch(`${base}/api/v1/complaints`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': key },
    body: JSON.stringify(complaintBody(i)),
  });
  const json = (await r.json()) as { number?: string };
  return {
    key,
    status: r.status,
    retryAfter: r.headers.get('retry-after'),
    type: r.headers.get('content-type'),
    ...(json.number ? { number: json.number } : {}),
  };
}

async function stored(url: string): Promise<{ number: string; key: string | null }[]> {
  return query<{ number: string; key: string | null }>(
    url,
    `select s.number, (select i.key from idempotency_key i where i.response->>'id' = s.id::text) as key from stream s`,
  );
}

describe('the portal through a PostgreSQL outage (its own server, started and stopped by the test)', { skip }, () => {
  let pgsrv: OwnPostgres;
  let url: string;
  // One portal for both tests (a first start on PostgreSQL migrates and seeds: most of this file's time).
  let portal: Portal;
  let token: string;
  /** Every filing acknowledged (key → case number), by both tests. */
  const acked = new Map<string, string>();
  before(async () => {
    pgsrv = await ownPostgres();
    url = (await freshSchema(pgsrv.url)).url;
    portal = await startPortal({ DATABASE_URL: url, CTP_DB_POOL: '4' });
    token = await apiToken(portal.base);
  });
  after(async () => {
    if (portal && portal.child.exitCode === null && portal.child.signalCode === null) await portal.kill();
    await pgsrv?.destroy();
  });

  it('pg_terminate_backend of an idle connection: the portal serves on', async () => {
    for (let i = 0; i < 4; i++) {
      const r = await fileOnce(portal.base, token, `idle-${i}-xxxxxxxx`, i);
      assert.equal(r.status, 201);
      acked.set(r.key, r.number!);
    }
    const ended = await query<{ pid: number; ok: boolean }>(
      pgsrv.url,
      `select pid, pg_terminate_backend(pid) as ok from pg_stat_activity
        where backend_type = 'client backend' and state = 'idle' and pid <> pg_backend_pid() limit 1`,
    );
    assert.equal(ended.length, 1, 'an idle backend of the portal was ended');
    assert.equal(ended[0]!.ok, true);
    await sleep(300);
    assert.equal(portal.child.exitCode, null, `the portal is still running:\n${portal.output()}`);
    for (let i = 4; i < 12; i++) {
      const r = await fileOnce(portal.base, token, `idle-${i}-xxxxxxxx`, i);
      assert.equal(r.status, 201, JSON.stringify(r));
      acked.set(r.key, r.number!);
    }
    assert.equal((await fetch(`${portal.base}/healthz`)).status, 200);
    assert.equal(portal.child.exitCode, null);
  });

  it('stopped for a few seconds under load: 503 with Retry-After meanwhile, 201 after, each filing once', async () => {
    const pid = portal.child.pid;
    const token = await apiToken(portal.base);
    let phase: Phase = 'before';
    const answers: Answer[] = [];
    const failures: string[] = [];
    let next = 0;
    let createdAfter = 0;
    const deadline = Date.now() + 40_000;
    const clients = Array.from({ length: 6 }, async () => {
      while (createdAfter < 20 && Date.now() < deadline) {
        const i = next++;
        const sent = phase;
        try {
          const r = await fileOnce(portal.base, token, `outage-${i}-xxxxxxxx`, i);
          answers.push({ ...r, sent, came: phase });
          if (r.status === 201 && sent === 'after') createdAfter += 1;
          if (r.status !== 201) await sleep(300);
        } catch (e) {
          failures.push(`${phase}: ${(e as Error).message}`); // the connection to the portal failed: it died
          await sleep(100);
        }
      }
    });
    const health: { phase: Phase; status: number; retryAfter: string | null }[] = [];
    const outage = (async () => {
      while (answers.filter((a) => a.status === 201).length < 30) await sleep(20);
      phase = 'stopping';
      await pgsrv.stop();
      phase = 'down';
      const h = await fetch(`${portal.base}/healthz`);
      health.push({ phase, status: h.status, retryAfter: h.headers.get('retry-after') });
      await sleep(3000);
      phase = 'starting';
      await pgsrv.start();
      phase = 'after';
    })();
    await Promise.all([...clients, outage]);

    assert.deepEqual(failures, [], 'every request was answered');
    assert.equal(portal.child.exitCode, null, `the portal is still running:\n${portal.output()}`);
    assert.equal(portal.child.pid, pid);
    // Nothing but 201 and 503; 503s carry Retry-After and are problem+json.
    const statuses = new Set(answers.map((a) => a.status));
    assert.deepEqual([...statuses].sort(), [201, 503], JSON.stringify([...statuses]));
    for (const a of answers.filter((x) => x.status === 503)) {
      assert.match(a.retryAfter ?? '', /^[1-9]\d*$/, JSON.stringify(a));
      assert.equal(a.type, 'application/problem+json');
    }
    // While the server was down (asked and answered then): only 503s.
    const down = answers.filter((a) => a.sent === 'down' && a.came === 'down');
    assert.ok(down.length >= 6, `requests during the outage: ${down.length}`);
    assert.deepEqual(
      down.filter((a) => a.status !== 503),
      [],
    );
    assert.equal(health[0]?.status, 503);
    assert.match(health[0]?.retryAfter ?? '', /^[1-9]\d*$/);
    // Afterwards the same process files again.
    assert.ok(answers.some((a) => a.sent === 'after' && a.status === 201));
    const h = await fetch(`${portal.base}/healthz`);
    assert.equal(h.status, 200);
    const before503 = answers.filter((a) => a.sent === 'before' && a.came === 'before' && a.status !== 201);
    assert.deepEqual(before503, []);

    // Each filing refused with 503 is sent again under its key (a client's retry): recorded once, whether or not
    // its first attempt had committed.
    for (const a of answers) if (a.status === 201) acked.set(a.key, a.number!);
    const again = [...new Set(answers.filter((x) => x.status === 503 && !acked.has(x.key)).map((x) => x.key))];
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        for (let key = again.pop(); key !== undefined; key = again.pop()) {
          const r = await fileOnce(portal.base, token, key, Number(key.split('-')[1]));
          assert.equal(r.status, 201, JSON.stringify(r));
          acked.set(key, r.number!);
        }
      }),
    );
    // The background jobs resumed with the database: the Form-I of a filing made after the outage is issued by the
    // portal's own document job (its poll loop rode out the outage and reconnects through the same pool).
    const late = answers.find((a) => a.sent === 'after' && a.status === 201)!.number!.replaceAll("'", "''");
    let jobs: { status: string }[] = [];
    for (let i = 0; i < 150; i++) {
      jobs = await query<{ status: string }>(
        url,
        `select j.status from document_job j join stream s on s.id = j.stream_id where s.number = '${late}'`,
      );
      if (jobs.length >= 2 && jobs.every((j) => j.status === 'done')) break;
      await sleep(200);
    }
    assert.ok(
      jobs.length >= 2 && jobs.every((j) => j.status === 'done'),
      `Form-I jobs of ${late}: ${JSON.stringify(jobs)}`,
    );
    assert.equal(await portal.stop(), 0);
    const rows = await stored(url);
    const numbers = rows.map((r) => r.number);
    for (const [key, number] of acked) assert.ok(numbers.includes(number), `${key} (${number}) is missing`);
    assert.equal(rows.length, acked.size, 'one case per key: none lost, none doubled');
    assert.equal(new Set(rows.map((r) => r.key)).size, rows.length);
    const seqs = numbers.map((n) => Number(n.split('/').pop())).sort((a, b) => a - b);
    assert.deepEqual(
      seqs,
      Array.from({ length: rows.length }, (_, k) => k + 1),
      'gapless numbers',
    );
    // `ctp verify` in this process (test/cli.ts), on the database the portal wrote.
    const verify = await ctpHere(['verify'], { DATABASE_URL: url });
    assert.equal(verify.code, 0, verify.stdout + verify.stderr);
    console.log(
      `filings: ${answers.filter((a) => a.sent === 'before' && a.status === 201).length} before, ${down.length} answered 503 while down, ${answers.filter((a) => a.sent === 'after' && a.status === 201).length} after; ${rows.length} cases, numbers 1-${rows.length}`,
    );
  });
});
