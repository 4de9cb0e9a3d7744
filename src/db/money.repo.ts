// The money book's storage (migration 0010): money_event (append-only, numbered by money_head, whose row lock
// serialises writers), money_posting (immutable journal lines) and money_receipt (each receipt number once).

import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { MoneyEvent } from '../domain/money/index.ts';
import type { MoneyReads, MoneyTx, StoredPosting } from '../app/ports/money.ts';
import { moneyStatsOf, penaltyCasesOf } from '../app/derived/stats/money.ts';
import { MONEY_MEASURES } from '../app/ports/stats.ts';
import type { Database } from './schema.ts';

type Q = Kysely<Database> | Transaction<Database>;

function receiptOf(e: MoneyEvent): string | undefined {
  const c = e.command;
  if ((c.type === 'record-deposit' || c.type === 'record-recovery') && c.amountPaise > 0 && c.receiptNo !== undefined)
    return c.receiptNo.trim();
  return undefined;
}

function caseOf(e: MoneyEvent): string | null {
  const c = e.command as { caseId?: string };
  return typeof c.caseId === 'string' ? c.caseId : null;
}

export function moneyTx(q: Q): MoneyTx {
  return {
    async lockAndLoad() {
      await sql`select seq from money_head where id = 1 for update`.execute(q);
      const r = await sql<{ payload: MoneyEvent | string }>`select payload from money_event order by seq`.execute(q);
      return r.rows.map((x) => (typeof x.payload === 'string' ? (JSON.parse(x.payload) as MoneyEvent) : x.payload));
    },
    async append(event, meta) {
      const head = await sql<{
        seq: string | number;
      }>`update money_head set seq = seq + 1 where id = 1 returning seq`.execute(q);
      const seq = Number(head.rows[0]!.seq);
      await sql`insert into money_event (seq, type, on_date, stream_id, case_key, payload, basis, actor_id, actor_role, recorded_at)
        values (${seq}, ${event.type}, ${event.on}, ${meta.streamId}, ${meta.caseKey ?? caseOf(event)}, ${JSON.stringify(event)}::jsonb,
                array(select jsonb_array_elements_text(${JSON.stringify(event.basis)}::jsonb)),
                ${meta.actorId}, ${meta.actorRole}, ${meta.recordedAt})`.execute(q);
      const before = await penaltyOutstanding(q, penaltyCasesOf(event));
      const lines = event.entries.flatMap((e) =>
        e.lines.map((l, i) => ({
          entry_id: e.entryId,
          line_no: i + 1,
          event_seq: seq,
          on_date: e.on,
          account: l.account,
          amount_paise: l.amountPaise,
          source: e.source,
          case_key: e.caseId ?? null,
          sanction_ref: e.sanctionRef ?? null,
          reverses: e.reverses ?? null,
        })),
      );
      if (lines.length > 0) {
        await sql`insert into money_posting (entry_id, line_no, event_seq, on_date, account, amount_paise, source, case_key, sanction_ref, reverses)
          select entry_id, line_no, event_seq, on_date, account, amount_paise, source, case_key, sanction_ref, reverses
          from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb)
            as t(entry_id text, line_no int, event_seq bigint, on_date date, account text, amount_paise bigint, source text, case_key text, sanction_ref text, reverses text)`.execute(
          q,
        );
      }
      await addMoneyStats(q, moneyStatsOf(event, before));
      const receipt = receiptOf(event);
      if (receipt !== undefined)
        await sql`insert into money_receipt (receipt_no, event_seq) values (${receipt}, ${seq})`.execute(q);
      return seq;
    },
  };
}

/** The penalty receivable of each case before an event (for the dashboards' stock of cases owing). */
async function penaltyOutstanding(q: Q, cases: readonly string[]): Promise<Map<string, number>> {
  if (cases.length === 0) return new Map();
  const accounts = cases.map((c) => `receivable:penalty:${c}`);
  const r = await sql<{ account: string; n: string | number }>`select account, sum(amount_paise) as n from money_posting
    where account in (${sql.join(accounts)}) group by account`.execute(q);
  return new Map(r.rows.map((x) => [x.account.slice('receivable:penalty:'.length), Number(x.n)]));
}

const MONEY_COLS = MONEY_MEASURES.join(', ');
const MONEY_TYPES = MONEY_MEASURES.map((m) => `${m} bigint`).join(', ');
const MONEY_ADD = MONEY_MEASURES.map((m) => `${m} = stats_money_daily.${m} + excluded.${m}`).join(', ');

/** The event's money figures onto the counters (stats_money_daily at the case's office; stats_fund_daily by purpose). */
async function addMoneyStats(q: Q, s: ReturnType<typeof moneyStatsOf>): Promise<void> {
  if (s.rows.length > 0) {
    const rows = s.rows.map((r) => ({
      case_key: r.caseKey,
      day: r.day,
      ...Object.fromEntries(MONEY_MEASURES.map((m) => [m, r.add[m] ?? 0])),
    }));
    await sql`insert into stats_money_daily (office_code, day, ${sql.raw(MONEY_COLS)})
      select s.office_code, t.day, ${sql.raw(MONEY_MEASURES.map((m) => `sum(t.${m})`).join(', '))}
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as t(case_key text, day date, ${sql.raw(MONEY_TYPES)})
      join stream s on s.id = (case when t.case_key ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then t.case_key::uuid end)
      group by s.office_code, t.day
      order by s.office_code, t.day
      on conflict (office_code, day) do update set ${sql.raw(MONEY_ADD)}`.execute(q);
  }
  for (const r of s.releases) {
    await sql`insert into stats_fund_daily (day, purpose, released, releases)
      select ${r.day}::date, coalesce((select payload -> 'command' ->> 'purpose' from money_event
        where type = 'grant-sanction' and payload -> 'command' ->> 'sanctionRef' = ${r.sanctionRef} limit 1), 'unknown'), ${r.amountPaise}, 1
      on conflict (day, purpose) do update set released = stats_fund_daily.released + excluded.released, releases = stats_fund_daily.releases + 1`.execute(
      q,
    );
  }
}

/**
 * Recomputes the money counters (stats_money_daily, stats_fund_daily) from the money book's log, in the caller's
 * transaction, after locking the book against writers: the same function the appends use, event by event in order.
 */
export async function rebuildMoneyStats(q: Q): Promise<void> {
  await sql`select seq from money_head where id = 1 for update`.execute(q);
  await sql`delete from stats_money_daily`.execute(q);
  await sql`delete from stats_fund_daily`.execute(q);
  const r = await sql<{ payload: MoneyEvent | string }>`select payload from money_event order by seq`.execute(q);
  const balances = new Map<string, number>();
  for (const row of r.rows) {
    const e = typeof row.payload === 'string' ? (JSON.parse(row.payload) as MoneyEvent) : row.payload;
    await addMoneyStats(q, moneyStatsOf(e, balances));
    for (const en of e.entries)
      for (const l of en.lines) {
        if (l.account.startsWith('receivable:penalty:')) {
          const k = l.account.slice('receivable:penalty:'.length);
          balances.set(k, (balances.get(k) ?? 0) + l.amountPaise);
        }
      }
  }
}

export function moneyReads(db: Kysely<Database>): MoneyReads {
  return {
    async events() {
      const r = await sql<{
        seq: string | number;
        payload: MoneyEvent | string;
      }>`select seq, payload from money_event order by seq`.execute(db);
      return r.rows.map((x) => ({
        seq: Number(x.seq),
        event: typeof x.payload === 'string' ? (JSON.parse(x.payload) as MoneyEvent) : x.payload,
      }));
    },
    async postings() {
      const r = await sql<{
        entry_id: string;
        line_no: number;
        event_seq: string | number;
        on_date: string | Date;
        account: string;
        amount_paise: string | number;
        source: string;
        sanction_ref: string | null;
        reverses: string | null;
        case_key: string | null;
      }>`
        select entry_id, line_no, event_seq, on_date, account, amount_paise, source, sanction_ref, reverses, case_key
        from money_posting order by event_seq, (substring(entry_id from 2))::bigint, line_no`.execute(db);
      return r.rows.map((x): StoredPosting => ({
        entryId: x.entry_id,
        lineNo: Number(x.line_no),
        eventSeq: Number(x.event_seq),
        onDate: typeof x.on_date === 'string' ? x.on_date : x.on_date.toISOString().slice(0, 10),
        account: x.account,
        amountPaise: Number(x.amount_paise),
        source: x.source,
        sanctionRef: x.sanction_ref,
        reverses: x.reverses,
        caseKey: x.case_key,
      }));
    },
  };
}
