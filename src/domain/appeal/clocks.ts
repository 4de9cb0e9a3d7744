// The appeal's statutory clocks (rectify, refusal-communication, respondent-reply, deposit), computed with computeClock.

import type { LocalDate } from '../../lib/local-date.ts';
import { param } from '../../rules/packs.ts';
import type { Decided } from '../../rules/ruling.ts';
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

/** Rule 7(12) with s.27C: the configured s.27C period, counted from the appellate order. */
export function depositClock(decidedOn: LocalDate, ctx: ClockCtx): Decided<ClockResult> {
  const days = param(ctx.pack, 'deposit.period-days', decidedOn).value;
  return computeClock({ clock: 'deposit', from: decidedOn, days, calendar: ctx.calendar, pack: ctx.pack });
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
