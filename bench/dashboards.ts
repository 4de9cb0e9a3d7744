// Dashboard latency at 100k and 1M cases (issue 8): the office (SDM Sadar, AGRS), district (Agra), State (UP) and
// open data (India, and one CSV table) answers, through the use cases, beside two baselines measured in the same run:
// a bare `select 1` and the worklist of the same office. Seeded by `ctp seed --cases N` into one fresh PostgreSQL
// schema (grown in steps); the seeder fills the statistics counters in the same transactions as the cases.
// `npm run bench:dashboards`; BENCH_SIZES=100000,1000000 (default), BENCH_ITER (200). Target: p99 < 100 ms at 1M.
// Also checks the counters against a direct count of the seeded cases. Not part of npm test.

import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Actor } from '../src/app/actor.ts';
import { worklist } from '../src/app/cases/read-case.ts';
import { compose } from '../src/compose.ts';
import { readEnv } from '../src/config/env.ts';
import { addMonths, fromParts, parts } from '../src/lib/local-date.ts';
import { toCsv } from '../src/server/routes/stats.ts';
import { dropSchema, freshSchema, seedCases } from '../test/portal.ts';

const BASE_URL = process.env['DATABASE_URL'] || 'postgres://postgres@127.0.0.1:5432/test';
const SIZES = (process.env['BENCH_SIZES'] || '100000,1000000').split(',').map(Number);
const ITER = Number(process.env['BENCH_ITER'] || 200);

const pct = (xs: number[], p: number): number =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

const seed = seedCases;

const actor = (name: string, grants: Actor['grants']): Actor => ({
  kind: 'account',
  accountId: randomUUID(),
  name,
  grants,
});
const sdm = actor('SDM Sadar', [{ role: 'adjudicating-officer', officeCode: 'AGRS' }]);
const dm = actor('DM Agra', [{ role: 'appellate-authority', districtCode: 'AGR' }]);
const upAdmin = actor('UP administrator', [{ role: 'administrator', stateCode: 'UP' }]);
const board = actor('Board fund accountant', [{ role: 'fund-accountant' }]);

async function time(fn: () => Promise<unknown>): Promise<number[]> {
  const xs: number[] = [];
  for (let i = 0; i < ITER + 20; i++) {
    const t = performance.now();
    await fn();
    if (i >= 20) xs.push(performance.now() - t);
  }
  return xs;
}

const { schema, url } = await freshSchema(BASE_URL);
const out: string[] = [];
try {
  let have = 0;
  for (const size of SIZES) {
    const line = await seed(url, size - have);
    have = size;
    console.error(line);
    const c = await compose({ ...readEnv({ DATABASE_URL: url }) }, { log: () => {} });
    // The seeder writes no money: give the money counters (migration 0013) one row per office and day that has case
    // counters, with amounts from the penalty orders, so that their reads cost what they would with a real ledger.
    await sql`delete from stats_money_daily`.execute(c.db.kysely);
    await sql`insert into stats_money_daily (office_code, day, penalty_demanded, penalty_demand_entries, penalty_deposited, penalty_deposits, penalty_outstanding_delta, penalty_outstanding_cases_delta)
      select office_code, day, sum(orders_penalty) * 500000, sum(orders_penalty), sum(orders_penalty) / 2 * 500000, sum(orders_penalty) / 2,
             (sum(orders_penalty) - sum(orders_penalty) / 2) * 500000, sum(orders_penalty) - sum(orders_penalty) / 2
      from stats_daily group by office_code, day`.execute(c.db.kysely);
    await sql`analyze`.execute(c.db.kysely);
    const to = c.services.clock.today();
    const back = addMonths(to, -11).date;
    const from = fromParts(parts(back).year, parts(back).month, 1);
    const all = fromParts(2026, 7, 1);
    const s = c.services.stats;
    // Exactness: the counters against a direct count of the cases (all time, as on today).
    const direct = await sql<{ received: string; pending: string }>`
      select count(*) as received, count(*) filter (where state->'order' = 'null'::jsonb or state->'order' is null) as pending
      from case_summary where kind = 'adjudication'`.execute(c.db.kysely);
    const india = await c.services.stats.openData({ level: 'india', from: all, to });
    const dash = await s.dashboard(upAdmin, { level: 'state', code: 'UP', from: all, to });
    const asDirect = await sql<{
      n: string;
    }>`select count(*) as n from case_summary where kind = 'adjudication' and district_code = 'KMR'`.execute(
      c.db.kysely,
    );
    console.error(
      `counters vs cases: received ${india.figures['received']} vs ${direct.rows[0]!.received}; pending ${india.figures['pending']} vs ${direct.rows[0]!.pending}; UP received ${dash.figures['received']} + AS ${asDirect.rows[0]!.n}`,
    );
    const rows: [string, number[]][] = [
      ['baseline: select 1', await time(() => sql`select 1`.execute(c.db.kysely))],
      ['baseline: worklist AGRS (50)', await time(() => worklist(c.services.cases, sdm, undefined, 50))],
      ['office AGRS dashboard', await time(() => s.dashboard(sdm, { level: 'office', code: 'AGRS', from, to }))],
      ['district AGR dashboard', await time(() => s.dashboard(dm, { level: 'district', code: 'AGR', from, to }))],
      ['State UP dashboard', await time(() => s.dashboard(upAdmin, { level: 'state', code: 'UP', from, to }))],
      ['India dashboard with the fund', await time(() => s.dashboard(board, { level: 'india', from, to }))],
      ['open data India', await time(() => s.openData({ level: 'india', from, to }))],
      [
        'open data table CSV (India)',
        await time(async () => toCsv(await s.openTable('timeliness', { level: 'india', from, to }))),
      ],
    ];
    const counters = await sql<{ n: string }>`select count(*) as n from stats_daily`.execute(c.db.kysely);
    await c.close();
    out.push(
      `\n${size.toLocaleString('en-IN')} cases (${counters.rows[0]!.n} counter rows), period ${from} to ${to}, ${ITER} runs each, ms:`,
    );
    out.push(`  ${'query'.padEnd(32)} ${'p50'.padStart(7)} ${'p99'.padStart(7)}`);
    for (const [name, xs] of rows)
      out.push(`  ${name.padEnd(32)} ${pct(xs, 50).toFixed(2).padStart(7)} ${pct(xs, 99).toFixed(2).padStart(7)}`);
    console.log(out.slice(-rows.length - 2).join('\n'));
  }
} finally {
  await dropSchema(BASE_URL, schema);
}
console.log(out.join('\n'));
