// The due-clock sweep (issue 6) over 1M open cases with 1,000 alerts due today, on PostgreSQL, beside a bare indexed
// query as the baseline in the same run. `npm run bench:sweep`; BENCH_CASES (1000000), BENCH_DUE (1000), BENCH_ITER (20).
// Target: the sweep under 100 ms. Not part of npm test.
//
// Seeded by direct SQL into a fresh schema: each open case has one running clock (due from 8 to 190 days ahead) with
// its five alerts pending (reminders 7, 3, 1, 0 days before and the lapse), so 5M pending alerts; BENCH_DUE of the
// clocks are due in 7 days, so their 7-day reminder is the only alert due today. The sweep is the production use
// case (sweepAlerts): take the due alerts FOR UPDATE SKIP LOCKED, find the officers, compose each message, queue the
// messages (each an email, which the in-app inbox also shows, 0016-inbox.sql), in one transaction. Between runs the same
// alerts are planned again (not timed).

import { sql } from 'kysely';
import { sweepAlerts } from '../src/app/derived/notifications/watch.ts';
import { openDb } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { createNotificationRepo } from '../src/db/notifications.repo.ts';
import { FixedClock } from '../src/lib/clock.ts';
import { makeActor, OFFICES, seedJurisdiction } from '../test/factories.ts';
import { dropSchema, freshSchema } from '../test/portal.ts';

const BASE_URL = process.env['DATABASE_URL'] || 'postgres://postgres@127.0.0.1:5432/test';
const CASES = Number(process.env['BENCH_CASES'] || 1_000_000);
const DUE = Number(process.env['BENCH_DUE'] || 1000);
const ITER = Number(process.env['BENCH_ITER'] || 20);
const TODAY = '2026-12-01';

const pct = (xs: number[], p: number): number =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

const { schema } = await freshSchema(BASE_URL);
const db = await openDb({ databaseUrl: BASE_URL, schema, poolSize: 4 });
try {
  await migrate(db.kysely);
  await seedJurisdiction(db);
  await makeActor(db, 'A. Sharma', [{ role: 'adjudicating-officer', officeCode: OFFICES.agraSadar }]);
  await makeActor(db, 'B. Verma', [{ role: 'adjudicating-officer', officeCode: OFFICES.agraEtmadpur }]);
  await makeActor(db, 'D. M. Agra', [{ role: 'appellate-authority', districtCode: 'AGR' }]);
  const t0 = performance.now();
  const k = db.kysely;
  const step = 250_000;
  for (let from = 1; from <= CASES; from += step) {
    const to = Math.min(CASES, from + step - 1);
    await sql`
      with s as (
        insert into stream (kind, number, office_code, created_at)
        select 'adjudication', 'CTR/' || case when g % 2 = 0 then 'AGRS' else 'AGRE' end || '/2026/' || g, case when g % 2 = 0 then 'AGRS' else 'AGRE' end, now()
        from generate_series(${from}::int, ${to}::int) g
        returning id, (split_part(number, '/', 4))::int as g),
      c as (
        insert into case_clock (stream_id, clock, due, nominal_due, actor, duty, explanation, alerts_planned)
        select id, 'disposal', d, d, 'adjudicating-officer', 'authority', '{}'::jsonb, true
        from (select id, ${TODAY}::date + case when g <= ${DUE} then 7 else 8 + (g % 183) end as d from s) x
        returning stream_id, due)
      insert into clock_alert (stream_id, clock, due, kind, fire_on)
      select c.stream_id, 'disposal', c.due, k.kind, c.due + k.off
      from c cross join (values ('reminder-7', -7), ('reminder-3', -3), ('reminder-1', -1), ('reminder-0', 0), ('lapse', 1)) k(kind, off)`.execute(
      k,
    );
    console.error(`seeded ${to} cases (${Math.round((performance.now() - t0) / 1000)} s)`);
  }
  await sql`analyze`.execute(k);
  const counts = await sql<{ open: string; pending: string; due: string }>`
    select (select count(*) from case_clock)::text as open, (select count(*) from clock_alert)::text as pending,
      (select count(*) from clock_alert where fire_on <= ${TODAY}::date)::text as due`.execute(k);
  console.error(
    `open clocks ${counts.rows[0]!.open}, pending alerts ${counts.rows[0]!.pending}, due today ${counts.rows[0]!.due}`,
  );

  const raw = createNotificationRepo(k);
  // BENCH_PROFILE=1: the time of each statement of the sweep, printed after the runs.
  const prof = new Map<string, number[]>();
  const repo =
    process.env['BENCH_PROFILE'] !== '1'
      ? raw
      : {
          ...raw,
          transaction: <T>(fn: (tx: Parameters<Parameters<typeof raw.transaction>[0]>[0]) => Promise<T>) =>
            raw.transaction((tx) =>
              fn(
                new Proxy(tx, {
                  get(target, name: string) {
                    const f = (target as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>)[name]!;
                    return async (...a: unknown[]) => {
                      const t = performance.now();
                      const r = await f(...a);
                      prof.set(name, [...(prof.get(name) ?? []), performance.now() - t]);
                      return r;
                    };
                  },
                }),
              ),
            ),
        };
  const clock = new FixedClock(`${TODAY}T04:00:00Z`);
  const deps = { repo, clock, publicUrl: 'http://localhost:3000' };
  const sweep: number[] = [];
  const bare: number[] = [];
  let lastReport = '';
  for (let i = 0; i < ITER + 3; i++) {
    // Baseline: the bare indexed read of the same rows, no lock, no work.
    let t = performance.now();
    const r =
      await sql`select stream_id, clock, due, kind from clock_alert where fire_on <= ${TODAY}::date order by fire_on, stream_id limit ${DUE}`.execute(
        k,
      );
    const b = performance.now() - t;
    if (r.rows.length !== DUE) throw new Error(`expected ${DUE} due alerts, found ${r.rows.length}`);
    t = performance.now();
    const rep = await sweepAlerts(deps, DUE);
    const s = performance.now() - t;
    // Each reminder goes to one officer (no phone number here): one email, shown in the in-app inbox too.
    if (rep.reminders !== DUE || rep.messages !== DUE) throw new Error(`the sweep did ${JSON.stringify(rep)}`);
    lastReport = JSON.stringify(rep);
    if (i >= 3) {
      bare.push(b);
      sweep.push(s);
    }
    // Not timed: the same alerts pending again, their messages gone.
    await sql`delete from notification`.execute(k);
    await sql`insert into clock_alert (stream_id, clock, due, kind, fire_on) select stream_id, clock, due, 'reminder-7', due - 7 from case_clock where due = ${TODAY}::date + 7`.execute(
      k,
    );
    // The same keys come back each run (production never repeats one): vacuum, so their dead index entries do not
    // slow the next run's uniqueness checks.
    await sql`vacuum notification`.execute(k);
    await sql`vacuum clock_alert`.execute(k);
  }
  for (const [name, xs] of prof) console.error(`  ${name}: p50 ${pct(xs, 50).toFixed(2)} ms`);
  // The claim as the sweep runs it (an update of the due alerts, joined to their cases), rolled back.
  let plan = { rows: [] as { 'QUERY PLAN': string }[] };
  await k
    .transaction()
    .execute(async (tx) => {
      plan = await sql<{ 'QUERY PLAN': string }>`explain (analyze, buffers)
      with a as (
        delete from clock_alert where ctid = any(array(
          select ctid from clock_alert where fire_on <= ${TODAY}::date order by fire_on, stream_id limit ${DUE} for update skip locked))
        returning stream_id, clock, due, kind, fire_on)
      select a.*, s.number, s.office_code, c.actor from a join stream s on s.id = a.stream_id
        left join case_clock c on c.stream_id = a.stream_id and c.clock = a.clock and c.due = a.due`.execute(tx);
      await sql`rollback`.execute(tx).catch(() => {});
    })
    .catch(() => {});
  const planText = plan.rows.map((x) => x['QUERY PLAN']).join('\n');
  console.error(`\nEXPLAIN ANALYZE of the claim:\n${planText}\n`);
  console.log(
    `Due-clock sweep, PostgreSQL, ${CASES.toLocaleString('en-IN')} open cases (${counts.rows[0]!.pending} pending alerts), ${DUE} due today, ${ITER} runs:`,
  );
  console.log(
    `  baseline: bare indexed select of the ${DUE} due alerts   p50 ${pct(bare, 50).toFixed(2)} ms  p99 ${pct(bare, 99).toFixed(2)} ms`,
  );
  console.log(
    `  sweep: claim, compose and queue ${DUE} reminders, one tx  p50 ${pct(sweep, 50).toFixed(2)} ms  p99 ${pct(sweep, 99).toFixed(2)} ms  (target < 100 ms)`,
  );
  console.log(
    `  index: ${/Index (Only )?Scan using clock_alert_due|Bitmap Index Scan on clock_alert_due/.exec(planText) ? 'clock_alert_due' : 'NOT the due-date index'}; last sweep ${lastReport}; seeded in ${Math.round((performance.now() - t0) / 1000)} s`,
  );
} finally {
  await db.close();
  await dropSchema(BASE_URL, schema);
}
