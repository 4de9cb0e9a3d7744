// The appeal's statutory clocks (rectify, refusal-communication, respondent-reply, deposit), computed with computeClock.

import type { LocalDate } from '../../lib/local-date.ts';
import { param } from '../../rules/packs.ts';
import { isPortalDefault } from '../../rules/parameters.ts';
import type { Decided } from '../../rules/ruling.ts';
import { ruling } from '../../rules/ruling.ts';
import { ok } from '../../lib/result.ts';
import type { ClockResult } from '../../rules/time/clocks.ts';
import { computeClock } from '../../rules/time/clocks.ts';
import type { DecideContext } from '../common.ts';
import type { AppealState } from './state.ts';
import { outstandingDefects } from './state.ts';

type ClockCtx = Pick<DecideContext, 'pack' | 'calendar'>;

/** Rule 7(6): 15 days from the intimation of a defect; a party's act, so GCA s.10 applies. */
export function rectifyClock(intimatedOn: LocalDate, ctx: ClockCtx): Decided<ClockResult> {
  return computeClock({ clock: 'rectify', from: intimatedOn, calendar: ctx.calendar, pack: ctx.pack });
}

/** Rule 7(6): 7 days from the last day for rectification; the authority's duty, so the nominal day stands. */
export function refusalCommunicationClock(lastDayForRectification: LocalDate, ctx: ClockCtx): Decided<ClockResult> {
  return computeClock({
    clock: 'refusal-communication',
    from: lastDayForRectification,
    calendar: ctx.calendar,
    pack: ctx.pack,
  });
}

/** Rule 7(8): the days the authority set (at most 30 by the law on the date of the notice), from service. */
export function respondentReplyClock(
  servedOn: LocalDate,
  replyDays: number,
  noticeOn: LocalDate,
  ctx: ClockCtx,
): Decided<ClockResult> {
  return computeClock({
    clock: 'respondent-reply',
    from: servedOn,
    days: replyDays,
    lawOn: noticeOn,
    calendar: ctx.calendar,
    pack: ctx.pack,
  });
}

/** Rule 7(12) with s.27C: the s.27C period in the pack (a State's, or the portal's default), from the appellate order. */
export function depositClock(decidedOn: LocalDate, ctx: ClockCtx): Decided<ClockResult> {
  const days = param(ctx.pack, 'deposit.period-days', decidedOn).value;
  return computeClock({ clock: 'deposit', from: decidedOn, days, calendar: ctx.calendar, pack: ctx.pack });
}

/** The time to pay an appellate order states: the days, the last day, and whether the order or a notified s.27C fixed it. */
export interface TimeToPay {
  readonly days: number;
  readonly due: LocalDate;
  readonly timeToPay: 'order' | 'notified-s27c';
}

/**
 * Rule 7(11), 7(12) with s.27C: the time to pay the appellate authority fixed, in whole days from its order, running to
 * the next open day (GCA s.10). A s.27C period a State notified binds too, and the later of the two days stands; the
 * portal's configured default only proposes and never fixes a day by itself.
 */
export function orderTimeToPay(decidedOn: LocalDate, days: number, ctx: ClockCtx): Decided<TimeToPay> {
  const fixed = computeClock({ clock: 'deposit', from: decidedOn, days, calendar: ctx.calendar, pack: ctx.pack });
  if (!fixed.ok) return fixed;
  const f = fixed.value.value;
  const s27c = param(ctx.pack, 'deposit.period-days', decidedOn);
  const notified = isPortalDefault(s27c) ? undefined : depositClock(decidedOn, ctx);
  const n = notified?.ok ? notified.value.value : undefined;
  if (n !== undefined && n.due > f.due)
    return ok(ruling({ days: n.length.n, due: n.due, timeToPay: 'notified-s27c' as const }, n.basis, n.steps));
  return ok(ruling({ days, due: f.due, timeToPay: 'order' as const }, f.basis, f.steps));
}

/**
 * The last day to pay under an appellate order: the one the order records (the officer's time to pay, or a notified
 * s.27C period); an order recorded before the time to pay was kept falls back to the s.27C period in the pack.
 */
export function appellateDueOn(
  decision: { readonly on: LocalDate; readonly payBy?: { readonly due: LocalDate } },
  ctx: ClockCtx,
): LocalDate | undefined {
  if (decision.payBy !== undefined) return decision.payBy.due;
  const c = depositClock(decision.on, ctx);
  return c.ok ? c.value.value.due : undefined;
}

/** The last day for rectification of the given defects: the latest of their due dates. */
export function lastDayForRectification(dues: readonly LocalDate[]): LocalDate | undefined {
  return dues.reduce<LocalDate | undefined>((m, d) => (m === undefined || d > m ? d : m), undefined);
}

/**
 * The clocks running on an appeal now: one 'rectify' clock per intimation date with defects still outstanding,
 * the 'refusal-communication' clock while a refusal is not communicated, and the 'respondent-reply' clock from
 * service until the reply is recorded (stopped by the appellate order).
 */
export function openClocks(state: AppealState, ctx: ClockCtx): ClockResult[] {
  const out: ClockResult[] = [];
  const push = (d: Decided<ClockResult>): void => {
    if (d.ok) out.push(d.value.value);
  };
  if (state.stage === 'filed') {
    const dates = [...new Set(outstandingDefects(state).flatMap((d) => (d.intimatedOn ? [d.intimatedOn] : [])))].sort();
    for (const on of dates) push(rectifyClock(on, ctx));
  }
  if (state.stage === 'refused' && state.refusal && state.refusal.communicatedOn === undefined) {
    push(refusalCommunicationClock(state.refusal.lastDayForRectification, ctx));
  }
  const n = state.notice;
  if (state.stage === 'admitted' && n?.service.servedOn !== undefined && state.reply === undefined) {
    push(respondentReplyClock(n.service.servedOn, n.replyDays, n.issuedOn, ctx));
  }
  return out;
}
