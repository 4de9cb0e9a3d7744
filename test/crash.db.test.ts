// Crash and multi-process safety on PostgreSQL, through the real command and HTTP: a server killed with SIGKILL in
// the middle of a stream of filings loses no filing it acknowledged and, with every unanswered filing retried under
// its Idempotency-Key, records each exactly once; two servers on one schema give unique, gapless case numbers.
// PGlite is one process by design (a data directory has one owner), so these run only when DATABASE_URL is set.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import { postgresTestDatabase } from './db.ts';
import type { Portal } from './portal.ts';
import { apiToken, complaintBody, file, startPortal } from './portal.ts';

const url = process.env['DATABASE_URL'] ?? '';
/** Reported by the runner as skipped (with the reason) when there is no PostgreSQL, never silently absent. */
const skip = url
  ? false
  : 'DATABASE_URL is not set: these need PostgreSQL (several server processes on one database); .ci/run sets it';

async function cases(dbUrl: string): Promise<{ number: string; key: string | null }[]> {
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  const r = await c.query<{ number: string; key: string | null }>(
    `select s.number, (select i.key from idempotency_key i where i.response->>'id' = s.id::text) as key from stream s order by s.created_at`,
  );
  await c.end();
  return r.rows;
}

function seqs(numbers: readonly string[]): number[] {
  return numbers.map((n) => Number(n.split('/').pop())).sort((a, b) => a - b);
}

describe('crash and multi-process safety on PostgreSQL (ctp start as child processes)', () => {
  const drops: (() => Promise<void>)[] = [];
  const portals: Portal[] = [];
  after(async () => {
    for (const p of portals) if (p.child.exitCode === null && p.child.signalCode === null) await p.kill();
    for (const drop of drops) await drop(); // none without DATABASE_URL: every test is skipped
  });
  /** A migrated, empty database of its own, copied from the migrated template; the first server seeds the demo. */
  async function database(): Promise<string> {
    const own = await postgresTestDatabase(url);
    drops.push(own.drop);
    return own.url;
  }

  it(
    'SIGKILL mid-stream: every 201 survives, and retries with the same keys make no duplicates',
    { skip },
    async () => {
      const dbUrl = await database();
      const run = Date.now().toString(36);
      let a = await startPortal({ DATABASE_URL: dbUrl });
      portals.push(a);
      const token = await apiToken(a.base);
      const N = 120;
      const keys = Array.from({ length: N }, (_, i) => `crash-${run}-${i}`);
      const acked = new Map<string, string>(); // key -> case number
      const unanswered = new Set(keys);
      let answered = 0;
      let killed = false;
      const port = a.port;
      // 12 clients at once; the server dies after about a third of the answers.
      let next = 0;
      await Promise.all(
        Array.from({ length: 12 }, async () => {
          while (next < N) {
            const i = next++;
            try {
              const r = await file(a.base, token, keys[i]!, complaintBody(i));
              assert.equal(r.status, 201, JSON.stringify(r.json));
              acked.set(keys[i]!, r.json.number!);
              unanswered.delete(keys[i]!);
              answered += 1;
              if (answered >= N / 3 && !killed) {
                killed = true;
                a.child.kill('SIGKILL');
              }
            } catch (e) {
              if (e instanceof assert.AssertionError) throw e;
              // connection refused or reset: the server is gone; the filing stays unanswered
            }
          }
        }),
      );
      assert.ok(killed, 'the server was killed mid-stream');
      assert.ok(unanswered.size > 0, 'some filings were left without an answer');
      await a.kill(); // already dead: waits for its exit
      a = await startPortal({ DATABASE_URL: dbUrl }, port);
      portals.push(a);
      for (const key of unanswered) {
        const i = keys.indexOf(key);
        const r = await file(a.base, token, key, complaintBody(i));
        assert.equal(r.status, 201, JSON.stringify(r.json));
        acked.set(key, r.json.number!);
      }
      await a.stop();
      const rows = await cases(dbUrl);
      // Every acknowledged filing is there, under the number it was given.
      const numbers = new Set(rows.map((r) => r.number));
      for (const [key, number] of acked)
        assert.ok(numbers.has(number), `${key} was acknowledged as ${number} but is missing`);
      // One case per key: no duplicates from the retries, and the numbers have no gaps.
      assert.equal(rows.length, new Set(keys).size);
      assert.equal(new Set(rows.map((r) => r.key)).size, N);
      assert.deepEqual(
        seqs(rows.map((r) => r.number)),
        Array.from({ length: N }, (_, i) => i + 1),
      );
    },
  );

  it('two servers on one schema: concurrent filings through both get unique, gapless numbers', { skip }, async () => {
    const dbUrl = await database();
    const run = Date.now().toString(36);
    const a = await startPortal({ DATABASE_URL: dbUrl }); // seeds the demo
    portals.push(a);
    const b = await startPortal({ DATABASE_URL: dbUrl });
    portals.push(b);
    const [ta, tb] = [await apiToken(a.base), await apiToken(b.base)];
    const N = 100;
    let next = 0;
    const numbers: string[] = [];
    await Promise.all(
      Array.from({ length: 16 }, async (_, w) => {
        while (next < N) {
          const i = next++;
          const [base, token] = w % 2 === 0 ? [a.base, ta] : [b.base, tb];
          const r = await file(base, token, `two-${run}-${i}`, complaintBody(i));
          assert.equal(r.status, 201, JSON.stringify(r.json));
          numbers.push(r.json.number!);
        }
      }),
    );
    assert.equal(await a.stop(), 0);
    assert.equal(await b.stop(), 0);
    assert.equal(new Set(numbers).size, N);
    assert.deepEqual(
      seqs(numbers),
      Array.from({ length: N }, (_, i) => i + 1),
    );
    assert.equal((await cases(dbUrl)).length, N);
  });
});
