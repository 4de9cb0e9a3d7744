// The statutory clocks of a case (Rules 4(1), 4(4), 5, 6, 4(12)/s.27C), computed from its state with computeClock.
//
// Every period of a case is measured by the law in force on the day the complaint was received (its legally relevant
// date), except the deposit periods, which are measured by the law in force on the day of the order.

import type { LocalDate } from '../../lib/local-date.ts';
import type { ClockId, ClockResult } from '../../rules/time/clocks.ts';
import { computeClock } from '../../rules/time/clocks.ts';
import type { DecideContext } from '../common.ts';
import type { AdjudicationState, Extension } from './state.ts';
import { outstandingPenaltyPaise, totalDisposalExtension, totalReplyExtension } from './state.ts';

function clock(ctx: DecideContext, id: ClockId, from: LocalDate, lawOn: LocalDate, days?: number): ClockResult {
  const r = computeClock(
    days === undefined
      ? { clock: id, from, lawOn, calendar: ctx.calendar, pack: ctx.pack }
      : { clock: id, from, lawOn, days, calendar: ctx.calendar, pack: ctx.pack },
  );
  // The guards keep every stored length within its maximum, so a refusal here is a programming error.
  if (!r.ok) throw new Error(`clock ${id} could not be computed: ${r.error.code}: ${r.error.message}`);
  return r.value.value;
}

/** Rule 4(1): 15 days from receipt of the complaint to issue the show-cause notice. */
export function noticeIssueClock(s: AdjudicationState, ctx: DecideContext): ClockResult | undefined {
  if (!s.complaint) return undefined;
  return clock(ctx, 'notice-issue', s.complaint.receivedOn, s.complaint.receivedOn);
}

/** Rule 4(1): the reply period as first specified, from service of the notice. */
export function originalReplyClock(s: AdjudicationState, ctx: DecideContext): ClockResult | undefined {
  const served = s.notice?.service.servedOn;
  if (!s.complaint || !s.notice || served === undefined) return undefined;
  return clock(ctx, 'reply', served, s.complaint.receivedOn, s.notice.replyDays);
}

/**
 * Rule 4(4): the extended reply period. The further period runs from the nominal last day of the period as first
 * specified, for the total extension (I-4); but an extension granted after the last day of the period as it then
 * stood had passed runs from the day of its grant (issue 13, docs/assumptions.md I-C19), so that it never ends on a
 * day already past. Later extensions add to that one. The days always count toward the 15 in all.
 */
export function replyClockFor(
  s: AdjudicationState,
  ctx: DecideContext,
  extensions: readonly Extension[],
): ClockResult | undefined {
  const original = originalReplyClock(s, ctx);
  if (!original || !s.complaint) return undefined;
  if (extensions.length === 0) return original;
  let k = -1;
  extensions.forEach((e, i) => {
    if (e.runsFrom !== undefined) k = i;
  });
  const from = k >= 0 ? extensions[k]!.runsFrom! : original.nominalDue;
  const days = extensions.slice(Math.max(k, 0)).reduce((a, e) => a + e.days, 0);
  return clock(ctx, 'reply-extension', from, s.complaint.receivedOn, days);
}

/** The clock that governs the reply now: the extension when granted, else the original period. */
export function replyClock(s: AdjudicationState, ctx: DecideContext): ClockResult | undefined {
  return totalReplyExtension(s) > 0 ? replyClockFor(s, ctx, s.replyExtensions) : originalReplyClock(s, ctx);
}

/** Rule 5: six months from receipt of the complaint. */
export function originalDisposalClock(s: AdjudicationState, ctx: DecideContext): ClockResult | undefined {
  if (!s.complaint) return undefined;
  return clock(ctx, 'disposal', s.complaint.receivedOn, s.complaint.receivedOn);
}

/** Rule 6: the extension runs from the last day of the six months, for the total extension. */
export function disposalExtensionClock(
  s: AdjudicationState,
  ctx: DecideContext,
  totalDays: number,
): ClockResult | undefined {
  const original = originalDisposalClock(s, ctx);
  if (!original || !s.complaint || totalDays < 1) return undefined;
  return clock(ctx, 'disposal-extension', original.nominalDue, s.complaint.receivedOn, totalDays);
}

export function disposalClock(s: AdjudicationState, ctx: DecideContext): ClockResult | undefined {
  const total = totalDisposalExtension(s);
  return total > 0 ? disposalExtensionClock(s, ctx, total) : originalDisposalClock(s, ctx);
}

/** Rule 4(12): the time limit the order set for depositing the penalty. */
export function orderDepositClock(s: AdjudicationState, ctx: DecideContext): ClockResult | undefined {
  if (!s.order || s.order.depositDays === undefined) return undefined;
  return clock(ctx, 'deposit', s.order.on, s.order.on, s.order.depositDays);
}

/** Rule 4(14) with s.27C: the period after which the Board recovers an unpaid penalty (configured, see packs). */
export function s27cClock(s: AdjudicationState, ctx: DecideContext): ClockResult | undefined {
  if (!s.order || s.order.penaltyPaise === 0) return undefined;
  return clock(ctx, 'recovery', s.order.on, s.order.on);
}

export interface OpenClock extends ClockResult {
  /** True when today is past the due day. */
  readonly lapsed: boolean;
}

const open = (c: ClockResult | undefined, ctx: DecideContext): OpenClock[] =>
  c ? [{ ...c, lapsed: ctx.today > c.due }] : [];

/** Every statutory clock running in the case today: notice issue, reply (or its extension), disposal (or its extension), deposit. */
export function openClocks(s: AdjudicationState, ctx: DecideContext): OpenClock[] {
  if (!s.complaint || s.closed) return [];
  const out: OpenClock[] = [];
  if (!s.notice) out.push(...open(noticeIssueClock(s, ctx), ctx));
  if (s.notice?.service.servedOn !== undefined && !s.reply && !s.exParte && !s.order)
    out.push(...open(replyClock(s, ctx), ctx));
  if (!s.order) out.push(...open(disposalClock(s, ctx), ctx));
  if (s.order && outstandingPenaltyPaise(s) > 0 && s.recoveryReferredOn === undefined) {
    // The order's time limit (reminders to the penalised person), and the period of s.27C after which the penalty is
    // referred for recovery (Rule 4(14)): the watcher proposes the reference when the latter lapses, not the former.
    out.push(...open(orderDepositClock(s, ctx), ctx), ...open(s27cClock(s, ctx), ctx));
  }
  return out;
}
