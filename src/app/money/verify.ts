// `ctp ledger verify`: every invariant re-checked from the stored postings, that they agree with the events that
// made them, and that each event is decided again the same on the book before it (decisions read no clock).

import type { Book, JournalEntry, LedgerBreak } from '../../domain/money/index.ts';
import { decideMoney, EMPTY_BOOK, evolveMoney, fundBalance, verifyLedger } from '../../domain/money/index.ts';
import type { MoneyReads } from '../ports/money.ts';
import { entriesFromPostings } from '../ports/money.ts';

export interface LedgerCheck {
  readonly events: number;
  readonly entries: number;
  readonly lines: number;
  readonly fundBalancePaise: number;
  readonly breaks: readonly LedgerBreak[];
}

export async function checkLedger(reads: MoneyReads): Promise<LedgerCheck> {
  const events = await reads.events();
  const stored = entriesFromPostings(await reads.postings());
  const v = verifyLedger(stored);
  const breaks: LedgerBreak[] = [...v.breaks];
  // The stored lines must be exactly the events' entries (nothing added, lost or altered beside the log).
  const fromEvents = events.flatMap((x) => x.event.entries);
  const key = (e: JournalEntry) =>
    `${e.entryId}|${e.on}|${e.source}|${e.lines.map((l) => `${l.account}:${l.amountPaise}`).join(',')}`;
  const storedKeys = new Map(stored.map((e) => [e.entryId, key(e)]));
  for (const e of fromEvents) {
    const s = storedKeys.get(e.entryId);
    if (s === undefined)
      breaks.push({ entryId: e.entryId, problem: 'in the event log but not among the stored postings' });
    else if (s !== key(e))
      breaks.push({ entryId: e.entryId, problem: 'stored postings differ from the event that made them' });
    storedKeys.delete(e.entryId);
  }
  for (const id of storedKeys.keys())
    breaks.push({ entryId: id, problem: 'stored postings with no event that made them' });
  // Each event decided again on the book before it (decisions read no clock): refused, or different, is a break.
  let b: Book = EMPTY_BOOK;
  for (const { seq, event } of events) {
    const r = decideMoney(b, event.command);
    if (!r.ok)
      breaks.push({
        entryId: `event ${seq}`,
        problem: `${event.type} would be refused on the book before it: ${r.error.code}`,
      });
    else if (r.value.entries.map(key).join(';') !== event.entries.map(key).join(';'))
      breaks.push({ entryId: `event ${seq}`, problem: `${event.type} posts other entries when decided again` });
    b = evolveMoney(b, event);
  }
  const fund = fundBalance(v.balances);
  return {
    events: events.length,
    entries: stored.length,
    lines: stored.reduce((s, e) => s + e.lines.length, 0),
    fundBalancePaise: fund,
    breaks,
  };
}
