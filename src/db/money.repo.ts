// The money book's storage (migration 0010): money_event (append-only, numbered by money_head, whose row lock
// serialises writers), money_posting (immutable journal lines) and money_receipt (each receipt number once).

import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { MoneyEvent } from '../domain/money/index.ts';
import type { MoneyReads, MoneyTx, StoredPosting } from '../app/money/ports.ts';
import type { Database } from './schema.ts';

type Q = Kysely<Database> | Transaction<Database>;

function receiptOf(e: MoneyEvent): string | undefined {
  const c = e.command;
  if ((c.type === 'record-deposit' || c.type === 'record-recovery') && c.amountPaise > 0 && c.receiptNo !== undefined) return c.receiptNo.trim();
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
      const head = await sql<{ seq: string | number }>`update money_head set seq = seq + 1 where id = 1 returning seq`.execute(q);
      const seq = Number(head.rows[0]!.seq);
      await sql`insert into money_event (seq, type, on_date, stream_id, case_key, payload, basis, actor_id, actor_role, recorded_at)
        values (${seq}, ${event.type}, ${event.on}, ${meta.streamId}, ${meta.caseKey ?? caseOf(event)}, ${JSON.stringify(event)}::jsonb,
                array(select jsonb_array_elements_text(${JSON.stringify(event.basis)}::jsonb)),
                ${meta.actorId}, ${meta.actorRole}, ${meta.recordedAt})`.execute(q);
      const lines = event.entries.flatMap((e) => e.lines.map((l, i) => ({
        entry_id: e.entryId, line_no: i + 1, event_seq: seq, on_date: e.on, account: l.account, amount_paise: l.amountPaise, source: e.source,
        case_key: e.caseId ?? null, sanction_ref: e.sanctionRef ?? null, reverses: e.reverses ?? null,
      })));
      if (lines.length > 0) {
        await sql`insert into money_posting (entry_id, line_no, event_seq, on_date, account, amount_paise, source, case_key, sanction_ref, reverses)
          select entry_id, line_no, event_seq, on_date, account, amount_paise, source, case_key, sanction_ref, reverses
          from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb)
            as t(entry_id text, line_no int, event_seq bigint, on_date date, account text, amount_paise bigint, source text, case_key text, sanction_ref text, reverses text)`.execute(q);
      }
      const receipt = receiptOf(event);
      if (receipt !== undefined) await sql`insert into money_receipt (receipt_no, event_seq) values (${receipt}, ${seq})`.execute(q);
      return seq;
    },
  };
}

export function moneyReads(db: Kysely<Database>): MoneyReads {
  return {
    async events() {
      const r = await sql<{ seq: string | number; payload: MoneyEvent | string }>`select seq, payload from money_event order by seq`.execute(db);
      return r.rows.map((x) => ({ seq: Number(x.seq), event: typeof x.payload === 'string' ? (JSON.parse(x.payload) as MoneyEvent) : x.payload }));
    },
    async postings() {
      const r = await sql<{ entry_id: string; line_no: number; event_seq: string | number; on_date: string | Date; account: string; amount_paise: string | number; source: string; sanction_ref: string | null; reverses: string | null; case_key: string | null }>`
        select entry_id, line_no, event_seq, on_date, account, amount_paise, source, sanction_ref, reverses, case_key
        from money_posting order by event_seq, (substring(entry_id from 2))::bigint, line_no`.execute(db);
      return r.rows.map((x): StoredPosting => ({
        entryId: x.entry_id, lineNo: Number(x.line_no), eventSeq: Number(x.event_seq), onDate: typeof x.on_date === 'string' ? x.on_date : x.on_date.toISOString().slice(0, 10),
        account: x.account, amountPaise: Number(x.amount_paise), source: x.source, sanctionRef: x.sanction_ref, reverses: x.reverses, caseKey: x.case_key,
      }));
    },
  };
}
