// The statistics counters (stats_daily, migration 0008): the upsert the case transaction runs, and the sums the
// dashboards read. Column names come from the fixed MEASURES list of src/app/ports/stats.ts, never from a request.

import { CompiledQuery, sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { LocalDate } from '../lib/local-date.ts';
import type {
  AmountMeasure,
  CountMeasure,
  DailyDelta,
  Directory,
  ExtensionReason,
  FundSums,
  MonthPoint,
  OfficeSums,
  StatsReads,
  StatsWriter,
} from '../app/ports/stats.ts';
import {
  ALL_MEASURES,
  isAmountMeasure,
  FLOW_MEASURES,
  MEASURES,
  MONEY_FLOWS,
  MONEY_MEASURES,
  MONEY_STOCKS,
  STOCK_MEASURES,
} from '../app/ports/stats.ts';
import type { Database } from './schema.ts';
import { mergeDeltasByOffice } from './stats-merge.ts';
import { rebuildMoneyStats } from './money.repo.ts';

type Q = Kysely<Database> | Transaction<Database>;

const COLS = MEASURES.join(', ');
const RECORD_TYPES = MEASURES.map((m) => `${m} int`).join(', ');
const ZERO_IF_ABSENT = MEASURES.map((m) => `coalesce(${m}, 0)`).join(', ');
const ADD = MEASURES.map((m) => `${m} = stats_daily.${m} + excluded.${m}`).join(', ');

/**
 * Adds the deltas to the counters: one statement (a multi-row upsert) whatever the number of days and measures.
 * Rows of several offices at once for the bulk seeder. Nothing is sent when there is nothing to add.
 */
/** The upsert of statistics deltas, or undefined when there is nothing to add. */
export function addStatsQuery(
  q: Q,
  rows: readonly { readonly officeCode: string; readonly shard?: number; readonly deltas: readonly DailyDelta[] }[],
): CompiledQuery | undefined {
  const out: Record<string, string | number>[] = [];
  for (const r of rows) {
    for (const d of r.deltas) {
      // Only the measures that move travel (a filing moves 5 of 27 on its 6 days); the others are read as 0.
      const row: Record<string, string | number> = { office_code: r.officeCode, day: d.day, shard: r.shard ?? 0 };
      for (const m of MEASURES) {
        const v = d.add[m];
        if (v) row[m] = v;
      }
      out.push(row);
    }
  }
  if (out.length === 0) return undefined;
  void q;
  return CompiledQuery.raw(ADD_STATS, [JSON.stringify(out)]);
}

// One text whatever the rows (they travel as one jsonb parameter): built once, one prepared statement.
const ADD_STATS = `insert into stats_daily (office_code, day, shard, ${COLS})
    select office_code, day, shard, ${ZERO_IF_ABSENT}
    from jsonb_to_recordset($1::jsonb) as t(office_code text, day date, shard smallint, ${RECORD_TYPES})
    order by office_code, day, shard
    on conflict (office_code, day, shard) do update set ${ADD}`;

export async function addStats(
  q: Q,
  rows: readonly { readonly officeCode: string; readonly shard?: number; readonly deltas: readonly DailyDelta[] }[],
): Promise<void> {
  const cq = addStatsQuery(q, rows);
  if (cq) await q.executeQuery(cq);
}

/** The counter row a case writes to: 0 to 7 from its id (a UUID), always the same for one case. */
export function shardOf(streamId: string): number {
  return parseInt(streamId.slice(0, 2), 16) % 8;
}

function sumsSelect(from: LocalDate) {
  return sql.join([
    ...FLOW_MEASURES.map(
      (m) => sql`coalesce(sum(${sql.ref(m)}) filter (where day >= ${from}::date), 0)::int as ${sql.ref(m)}`,
    ),
    ...STOCK_MEASURES.map((m) => sql`coalesce(sum(${sql.ref(m)}), 0)::int as ${sql.ref(m)}`),
  ]);
}

export function createStatsReads(db: Kysely<Database>): StatsReads {
  return {
    async directory(): Promise<Directory> {
      // One round trip for the three small tables.
      const r = await sql<{
        t: 'state' | 'district' | 'office';
        code: string;
        name: string;
        name_hi: string;
        parent: string | null;
        kind: string | null;
      }>`
        select 'state' as t, code, name, name_hi, null as parent, null as kind from state
        union all select 'district', code, name, name_hi, state_code, null from district
        union all select 'office', code, name, name_hi, district_code, kind from office
        order by 1, 2`.execute(db);
      const of = (t: string) => r.rows.filter((x) => x.t === t);
      return {
        states: of('state').map((s) => ({ code: s.code, name: s.name, nameHi: s.name_hi })),
        districts: of('district').map((d) => ({ code: d.code, name: d.name, nameHi: d.name_hi, stateCode: d.parent! })),
        offices: of('office').map((o) => ({
          code: o.code,
          name: o.name,
          nameHi: o.name_hi,
          kind: o.kind!,
          districtCode: o.parent!,
        })),
      };
    },

    async sums(officeCodes, from, to) {
      const out = new Map<string, OfficeSums>();
      if (officeCodes.length === 0) return out;
      // Flows: the days of the period; stocks: every day up to `to`. One index range scan per office (primary key).
      const codes = [...officeCodes];
      const [r, money] = await Promise.all([
        sql<Record<string, number | string>>`
          select office_code, ${sumsSelect(from)}
          from stats_daily
          where office_code = any(${codes}::text[]) and day <= ${to}::date
          group by office_code`.execute(db),
        // The money counters (migration 0013), the same way: flows over the period, stocks up to `to`. The sums come
        // back as text: an amount in paise may pass 2^53 and is kept exact (bigint).
        sql<Record<string, number | string>>`
          select office_code, ${sql.join([
            ...MONEY_FLOWS.map(
              (m) => sql`coalesce(sum(${sql.ref(m)}) filter (where day >= ${from}::date), 0)::text as ${sql.ref(m)}`,
            ),
            ...MONEY_STOCKS.map((m) => sql`coalesce(sum(${sql.ref(m)}), 0)::text as ${sql.ref(m)}`),
          ])}
          from stats_money_daily
          where office_code = any(${codes}::text[]) and day <= ${to}::date
          group by office_code`.execute(db),
      ]);
      const at = (code: string): Sums => {
        let s = out.get(code) as Sums | undefined;
        if (!s) out.set(code, (s = zeroSums()));
        return s;
      };
      for (const row of r.rows) {
        const s = at(String(row['office_code']));
        for (const m of MEASURES) s[m] = Number(row[m]);
      }
      // Amounts read back as the exact decimal text of the sum (numeric), never through a JavaScript number.
      for (const row of money.rows) {
        const s = at(String(row['office_code']));
        for (const m of MONEY_MEASURES)
          if (isAmountMeasure(m)) s[m] = BigInt(String(row[m]));
          else s[m] = Number(row[m]);
      }
      return out;
    },

    async monthly(officeCodes, from, to): Promise<MonthPoint[]> {
      if (officeCodes.length === 0) return [];
      const r = await sql<{ month: string; received: number; disposed: number }>`
        select to_char(date_trunc('month', day), 'YYYY-MM-DD') as month, sum(received)::int as received, sum(disposed)::int as disposed
        from stats_daily
        where office_code = any(${[...officeCodes]}::text[]) and day between ${from}::date and ${to}::date
        group by 1 order by 1`.execute(db);
      return r.rows.map((x) => ({
        month: x.month as LocalDate,
        received: Number(x.received),
        disposed: Number(x.disposed),
      }));
    },

    async fund(from, to): Promise<FundSums> {
      const [bal, rel] = await Promise.all([
        sql<{ credits: string; released: string }>`
          select (select coalesce(sum(penalty_deposited + penalty_recovered - penalty_refunded), 0) from stats_money_daily where day <= ${to}::date)::text as credits,
                 (select coalesce(sum(released), 0) from stats_fund_daily where day <= ${to}::date)::text as released`.execute(
          db,
        ),
        sql<{ purpose: string; released: string; releases: string }>`
          select purpose, sum(released)::text as released, sum(releases)::text as releases from stats_fund_daily
          where day between ${from}::date and ${to}::date group by purpose order by purpose`.execute(db),
      ]);
      const b = bal.rows[0]!;
      return {
        balancePaise: BigInt(b.credits) - BigInt(b.released),
        releasedByPurpose: Object.fromEntries(rel.rows.map((x) => [x.purpose, BigInt(x.released)])),
        releases: rel.rows.reduce((n, x) => n + Number(x.releases), 0),
      };
    },

    async extensionReasons(officeCodes, from, to, limit): Promise<ExtensionReason[]> {
      if (officeCodes.length === 0) return [];
      const r = await sql<{
        number: string;
        office_code: string;
        on_date: string;
        type: string;
        days: number | null;
        reasons: string | null;
      }>`
        select s.number, s.office_code, to_char(o.on_date, 'YYYY-MM-DD') as on_date, o.type,
               coalesce((o.payload->>'extraDays')::int, (o.payload->>'days')::int) as days, o.payload->>'reasons' as reasons
        from order_sheet o join stream s on s.id = o.stream_id
        where o.type in ('reply-period-extended', 'proceedings-extended')
          and o.on_date between ${from}::date and ${to}::date
          and s.office_code = any(${[...officeCodes]}::text[])
        order by o.on_date desc, s.number, o.seq
        limit ${limit}`.execute(db);
      return r.rows.map((x) => ({
        caseNumber: x.number,
        officeCode: x.office_code,
        on: x.on_date as LocalDate,
        kind: x.type === 'reply-period-extended' ? 'reply' : 'disposal',
        days: Number(x.days ?? 0),
        reasons: x.reasons ?? '',
      }));
    },
  };
}

type Sums = Record<CountMeasure, number> & Record<AmountMeasure, bigint>;

/** Every counter at zero: counts 0, amounts 0n. */
function zeroSums(): Sums {
  return Object.fromEntries(ALL_MEASURES.map((m) => [m, isAmountMeasure(m) ? 0n : 0])) as Sums;
}

const REBUILD_PAGE = 1000;

export function createStatsWriter(db: Kysely<Database>): StatsWriter {
  return {
    rebuild: (compute, onProgress) =>
      db.transaction().execute(async (tx) => {
        // Blocks the projections' upserts (ROW EXCLUSIVE) until commit; reads stay free.
        await sql`lock table stats_daily in share row exclusive mode`.execute(tx);
        await sql`delete from stats_daily`.execute(tx);
        let after = '00000000-0000-0000-0000-000000000000';
        let streams = 0;
        for (;;) {
          const page = await tx
            .selectFrom('stream')
            .select(['id', 'kind', 'office_code'])
            .where('id', '>', after)
            .orderBy('id')
            .limit(REBUILD_PAGE)
            .execute();
          if (page.length === 0) break;
          const sheet = await tx
            .selectFrom('order_sheet')
            .select(['stream_id', 'type', 'payload'])
            .where(
              'stream_id',
              'in',
              page.map((p) => p.id),
            )
            .orderBy('stream_id')
            .orderBy('seq')
            .execute();
          const byStream = new Map<string, { type: string; payload: unknown }[]>();
          for (const e of sheet) {
            const list = byStream.get(e.stream_id) ?? [];
            list.push({ type: e.type, payload: e.payload });
            byStream.set(e.stream_id, list);
          }
          const rows: { officeCode: string; deltas: readonly DailyDelta[] }[] = [];
          for (const p of page)
            rows.push({
              officeCode: p.office_code,
              deltas: await compute({
                id: p.id,
                kind: p.kind,
                officeCode: p.office_code,
                entries: byStream.get(p.id) ?? [],
              }),
            });
          await addStats(tx, mergeDeltasByOffice(rows));
          streams += page.length;
          onProgress?.(streams);
          after = page[page.length - 1]!.id;
        }
        // The money counters (migration 0013) from the money book's log, in the same transaction.
        await rebuildMoneyStats(tx);
        const n = await sql<{ n: string }>`select count(*) as n from stats_daily`.execute(tx);
        return { streams, rows: Number(n.rows[0]!.n) };
      }),
  };
}
