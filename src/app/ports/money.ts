// The storage the money use cases need: the money book's append-only log with its postings and receipts.
// src/db/money.repo.ts implements it; it is reached as `tx.money` on a StoreTx, so a case event that moves money
// (an order, a deposit, a reference for recovery, an appellate order) and its ledger postings commit together.

import type { JournalEntry, MoneyEvent } from '../../domain/money/index.ts';

export interface MoneyEventMeta {
  /** The order-sheet stream of the case or appeal event that caused it, if one did. */
  readonly streamId: string | null;
  /** The case the money belongs to (the complaint case's stream id), if any. */
  readonly caseKey: string | null;
  readonly actorId: string | null;
  readonly actorRole: string;
  readonly recordedAt: Date;
}

export interface MoneyTx {
  /** Locks the book for this transaction (writers queue here) and returns every event in order. */
  lockAndLoad(): Promise<MoneyEvent[]>;
  /** Appends the event, its postings and its receipt (a receipt number used before fails here too). Returns its seq. */
  append(event: MoneyEvent, meta: MoneyEventMeta): Promise<number>;
}

/** A stored journal line, as `ctp ledger verify` reads it back. */
export interface StoredPosting {
  readonly entryId: string;
  readonly lineNo: number;
  readonly eventSeq: number;
  readonly onDate: string;
  readonly account: string;
  readonly amountPaise: number;
  readonly source: string;
  readonly sanctionRef: string | null;
  readonly reverses: string | null;
  readonly caseKey: string | null;
}

export interface MoneyReads {
  /** Every event in order (outside a transaction: a consistent snapshot of committed events). */
  events(): Promise<{ readonly seq: number; readonly event: MoneyEvent }[]>;
  /** Every stored posting line, ordered by event and line. */
  postings(): Promise<StoredPosting[]>;
}

/** Entries rebuilt from stored lines (grouped by entry, in posting order) for the independent re-check. */
export function entriesFromPostings(rows: readonly StoredPosting[]): JournalEntry[] {
  const out: JournalEntry[] = [];
  const byId = new Map<string, { -readonly [K in keyof JournalEntry]: JournalEntry[K] }>();
  for (const r of rows) {
    let e = byId.get(r.entryId);
    if (!e) {
      e = {
        entryId: r.entryId,
        on: r.onDate as JournalEntry['on'],
        source: r.source as JournalEntry['source'],
        memo: '',
        basis: [],
        lines: [],
        ...(r.sanctionRef !== null ? { sanctionRef: r.sanctionRef } : {}),
        ...(r.reverses !== null ? { reverses: r.reverses } : {}),
        ...(r.caseKey !== null ? { caseId: r.caseKey } : {}),
      };
      byId.set(r.entryId, e);
      out.push(e);
    }
    e.lines = [...e.lines, { account: r.account, amountPaise: r.amountPaise }];
  }
  return out;
}
