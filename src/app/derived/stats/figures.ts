// The statistics' definitions, in one place: what each counter counts, on which day, and on which provision it rests.
// docs/statistics.md restates them in words; the data dictionary (dictionary.ts) is built from the same lists.
//
// Every figure is a sum of per-case contributions kept in daily counters (office × day), written in the same
// transaction as the events (see delta() and src/db/stats.repo.ts):
//  - a FLOW counts events on the day they are dated (received, notices issued, orders…): its figure over [from, to] is
//    the sum of the days in the period;
//  - a STOCK (pending, pendency by age, over the limit) is kept as +1 on the day a case enters the state and -1 on the
//    day it leaves it: its figure on a day D is the sum of every day up to and including D. So pendency "as on D" is
//    exact for any D, past or future, without a scan of the cases.
// A case's contributions are a pure function of its state (contributions()); when events change the state, the
// difference between the contributions after and before is added (delta()). Nothing is ever recomputed from a clock.

import type { LocalDate } from '../../../lib/local-date.ts';
import { addDays, addMonths } from '../../../lib/local-date.ts';
import type { AdjudicationState } from '../../../domain/adjudication/index.ts';
import { disposalClock, noticeIssueClock, originalDisposalClock } from '../../../domain/adjudication/clocks.ts';
import type { AppealState } from '../../../domain/appeal/index.ts';
import type { DecideContext } from '../../../domain/common.ts';
import type { ProvisionId } from '../../../rules/provisions.ts';
import type { StreamKind } from '../../ports/store.ts';
import type { DailyDelta, Measure } from '../../ports/stats.ts';
import { MEASURES } from '../../ports/stats.ts';

export type { DailyDelta, Measure } from '../../ports/stats.ts';

/** Pendency by age: calendar months from receipt (lib addMonths: 31 Aug + 1 month = 30 Sep). Lower bound inclusive. */
export const AGE_BUCKETS = [
  { measure: 'age_lt1_delta', fromMonths: 0, toMonths: 1, label: 'under 1 month' },
  { measure: 'age_1to3_delta', fromMonths: 1, toMonths: 3, label: '1 to 3 months' },
  { measure: 'age_3to6_delta', fromMonths: 3, toMonths: 6, label: '3 to 6 months' },
  { measure: 'age_gt6_delta', fromMonths: 6, toMonths: undefined, label: 'over 6 months' },
] as const satisfies readonly { measure: Measure; fromMonths: number; toMonths: number | undefined; label: string }[];

/**
 * Where each counter rests in law, for the dictionary and the docs (ADR 0009 names this table as the one record of it).
 * @public
 */
export const MEASURE_BASIS: Readonly<Record<Measure, readonly ProvisionId[]>> = {
  received: ['in.ctr2026.r3'],
  disposed: ['in.ctr2026.r4.12', 'in.ctr2026.r4.13'],
  disposed_in_time: ['in.ctr2026.r5'],
  disposed_in_extension: ['in.ctr2026.r6'],
  notices: ['in.ctr2026.r4.1'],
  notices_in_time: ['in.ctr2026.r4.1'],
  replies: ['in.ctr2026.r4.1'],
  replies_in_time: ['in.ctr2026.r4.1', 'in.ctr2026.r4.4'],
  reply_extensions: ['in.ctr2026.r4.4'],
  disposal_extensions: ['in.ctr2026.r6'],
  orders_penalty: ['in.ctr2026.r4.12'],
  orders_compensation: ['in.ctr2026.r4.12'],
  orders_dismissal: ['in.ctr2026.r4.13'],
  orders_ex_parte: ['in.ctr2026.r4.7'],
  appeals_filed: ['in.ctr2026.r7.4'],
  appeals_refused: ['in.ctr2026.r7.6'],
  appeals_admitted: ['in.ctr2026.r7.7'],
  appeals_confirmed: ['in.ctr2026.r7.11'],
  appeals_varied: ['in.ctr2026.r7.11'],
  appeals_set_aside: ['in.ctr2026.r7.11'],
  pending_delta: ['in.ctr2026.r5'],
  age_lt1_delta: ['in.ctr2026.r5'],
  age_1to3_delta: ['in.ctr2026.r5'],
  age_3to6_delta: ['in.ctr2026.r5'],
  age_gt6_delta: ['in.ctr2026.r5'],
  over_limit_delta: ['in.ctr2026.r5', 'in.ctr2026.r6'],
  notice_overdue_delta: ['in.ctr2026.r4.1'],
};

type Bag = Map<LocalDate, Partial<Record<Measure, number>>>;

function put(bag: Bag, day: LocalDate, m: Measure, n: number): void {
  const row = bag.get(day) ?? {};
  row[m] = (row[m] ?? 0) + n;
  bag.set(day, row);
}

/** A stock held over [start, stop): +1 on start, -1 on stop (none when it never stops); nothing when empty. */
function hold(bag: Bag, m: Measure, start: LocalDate, stop: LocalDate | undefined): void {
  if (stop !== undefined && stop <= start) return;
  put(bag, start, m, 1);
  if (stop !== undefined) put(bag, stop, m, -1);
}

const minDate = (a: LocalDate, b: LocalDate | undefined): LocalDate => (b !== undefined && b < a ? b : a);

/**
 * A complaint case's contributions (Rules 3 to 6):
 * - received on the day of receipt (Rule 3; the receipt date is the one Rule 4(1) and Rule 5 count from);
 * - disposed on the day of the final order, under Rule 4(12) (including on admission, Rule 4(8)) or Rule 4(13): the
 *   order completes the proceedings for Rule 5; copies (Rule 4(15)) and recovery (Rule 4(14)) come after;
 * - disposed in time when the order is dated on or before the last day of the six months (Rule 5, GCA s.9/s.10 as the
 *   disposal clock counts them); in the extension when after it but on or before the extended last day (Rule 6);
 * - a notice in time when issued on or before the Rule 4(1) last day (the `late` flag the machine recorded);
 * - a reply in time when received on or before the period as specified, or as extended under Rule 4(4);
 * - pending from the day of receipt until the day of the order (not pending on the day of the order);
 * - over the limit from the day after the governing last day (the six months, or as extended) until the order;
 * - notice overdue from the day after the Rule 4(1) last day until the notice is issued or the order is passed.
 */
export function adjudicationContributions(s: AdjudicationState, ctx: DecideContext): Bag {
  const bag: Bag = new Map();
  if (!s.complaint) return bag;
  const r = s.complaint.receivedOn;
  put(bag, r, 'received', 1);
  if (s.notice) {
    put(bag, s.notice.issuedOn, 'notices', 1);
    if (!s.notice.late) put(bag, s.notice.issuedOn, 'notices_in_time', 1);
  }
  if (s.reply) {
    put(bag, s.reply.on, 'replies', 1);
    if (!s.reply.late) put(bag, s.reply.on, 'replies_in_time', 1);
  }
  for (const e of s.replyExtensions) put(bag, e.on, 'reply_extensions', 1);
  for (const e of s.disposalExtensions) put(bag, e.on, 'disposal_extensions', 1);
  const o = s.order;
  const end = o?.on;
  if (o) {
    put(bag, o.on, 'disposed', 1);
    const sixMonths = originalDisposalClock(s, ctx)!.due;
    const extended = s.disposalExtensions.length > 0 ? disposalClock(s, ctx)!.due : sixMonths;
    if (o.on <= sixMonths) put(bag, o.on, 'disposed_in_time', 1);
    else if (o.on <= extended) put(bag, o.on, 'disposed_in_extension', 1);
    if (o.penaltyPaise > 0) put(bag, o.on, 'orders_penalty', 1);
    if (o.compensationPaise + o.expensesPaise + o.chargesPaise > 0) put(bag, o.on, 'orders_compensation', 1);
    if (o.kind === 'dismissal') put(bag, o.on, 'orders_dismissal', 1);
    if (o.exParte) put(bag, o.on, 'orders_ex_parte', 1);
  }
  hold(bag, 'pending_delta', r, end);
  for (const b of AGE_BUCKETS) {
    const start = b.fromMonths === 0 ? r : addMonths(r, b.fromMonths).date;
    const stop = b.toMonths === undefined ? end : minDate(addMonths(r, b.toMonths).date, end);
    if (end !== undefined && start >= end) continue;
    hold(bag, b.measure, start, stop);
  }
  hold(bag, 'over_limit_delta', addDays(disposalClock(s, ctx)!.due, 1), end);
  // Rule 4(1): the notice is overdue from the day after its 15 days until it is issued (or the case is disposed).
  hold(
    bag,
    'notice_overdue_delta',
    addDays(noticeIssueClock(s, ctx)!.due, 1),
    s.notice ? minDate(s.notice.issuedOn, end ?? s.notice.issuedOn) : end,
  );
  return bag;
}

/** An appeal's contributions (Rule 7): filed on the day received (7(4)), refused (7(6)), admitted (7(7)), decided (7(11)). */
export function appealContributions(s: AppealState): Bag {
  const bag: Bag = new Map();
  if (!s.filing) return bag;
  put(bag, s.filing.on, 'appeals_filed', 1);
  if (s.refusal) put(bag, s.refusal.on, 'appeals_refused', 1);
  if (s.admittedOn) put(bag, s.admittedOn, 'appeals_admitted', 1);
  if (s.decision) {
    const m: Measure =
      s.decision.outcome === 'confirm'
        ? 'appeals_confirmed'
        : s.decision.outcome === 'vary'
          ? 'appeals_varied'
          : 'appeals_set_aside';
    put(bag, s.decision.on, m, 1);
  }
  return bag;
}

/** Contributions of any proceeding. The Assam s.26 track is a criminal prosecution outside Rules 3 to 7: none. */
export function contributions(kind: StreamKind, state: unknown, ctx: DecideContext): Bag {
  if (kind === 'adjudication') return adjudicationContributions(state as AdjudicationState, ctx);
  if (kind === 'appeal') return appealContributions(state as AppealState);
  return new Map();
}

/** What the counters must change by when a proceeding goes from `before` to `after`: only non-zero days and measures. */
export function delta(kind: StreamKind, before: unknown, after: unknown, ctx: DecideContext): DailyDelta[] {
  const a = contributions(kind, after, ctx);
  const b = contributions(kind, before, ctx);
  const days = new Set<LocalDate>([...a.keys(), ...b.keys()]);
  const out: DailyDelta[] = [];
  for (const day of [...days].sort()) {
    const x = a.get(day) ?? {};
    const y = b.get(day) ?? {};
    const add: Partial<Record<Measure, number>> = {};
    let any = false;
    for (const m of MEASURES) {
      const d = (x[m] ?? 0) - (y[m] ?? 0);
      if (d !== 0) {
        add[m] = d;
        any = true;
      }
    }
    if (any) out.push({ day, add });
  }
  return out;
}
