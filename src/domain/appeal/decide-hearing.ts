// Deciding the hearing (Rule 7(10)), the appellate order (7(11)), copies (7(13)) and reference for recovery (7(12)).

import { personUrlProblem } from '../../lib/person-input.ts';
import type { LocalDate } from '../../lib/local-date.ts';
import { formatLegal } from '../../lib/local-date.ts';
import { err } from '../../lib/result.ts';
import { checkPenaltyAmount, checkPenaltyAvailable } from '../../rules/amounts.ts';
import { checkFixedDate } from '../../rules/dates.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { DecideContext } from '../common.ts';
import { hasText } from '../common.ts';
import { orderTimeToPay, respondentReplyClock } from './clocks.ts';
import { param } from '../../rules/packs.ts';
import { isPortalDefault } from '../../rules/parameters.ts';
import type { DecideAppeal, RecordHearing, ScheduleHearing } from './commands.ts';
import type { HearingScheduled } from './events.ts';
import type { AppealDecision } from './guards.ts';
import { inStage, isWholePaise, no, yes } from './guards.ts';
import type { AppealState, OrderTerms, PenaltyAccountAfter } from './state.ts';
import { NIL_TERMS, pendingAdjournment, termsOf } from './state.ts';
import { objectionGate } from './decide-objection.ts';
import { KEYS, accountAfter, enhancementGate, wholeTerms } from './decide-terms.ts';
import { checkSittingDay, checkSittingTime, isRefusal } from '../service/opportunity.ts';
import { appealGate } from './opportunity.ts';
import { answerGrounds } from './grounds.ts';

const R7_10: ProvisionId[] = ['in.ctr2026.r7.10'];
const R7_11: ProvisionId[] = ['in.ctr2026.r7.11'];

const notAdmitted = (s: AppealState, act: string, basis: readonly ProvisionId[]): AppealDecision | undefined =>
  s.stage === 'filed'
    ? no('APPEAL.NOT_ADMITTED', `The appeal has not been admitted; admit it under Rule 7(7) before you ${act}.`, [
        ...basis,
        'in.ctr2026.r7.7',
      ])
    : inStage(s, ['admitted'], act, basis);

/**
 * Rule 7(10): a hearing is fixed only after the respondent has been served with the notice, and (unless the reply is
 * in) for a day after the reply period: a hearing before then would not be a reasonable opportunity to all parties.
 */
export function decideScheduleHearing(
  s: AppealState,
  c: ScheduleHearing,
  ctx: DecideContext,
  granted?: { readonly soughtBy: 'appellant' | 'respondent'; readonly reasons: string; readonly adjournmentId: string },
): AppealDecision {
  const stage = notAdmitted(s, 'fix a hearing', R7_10);
  if (stage) return stage;
  // Rule 7(10), issue 27: a hearing already fixed is moved only on an adjournment: a party's, granted with reasons
  // (decide-adjournment), or the authority's own, with its reasons recorded (A-255).
  const fixedNow = s.scheduledHearing;
  let adjourned: NonNullable<HearingScheduled['adjourned']> | undefined;
  if (fixedNow !== undefined && granted !== undefined) adjourned = { ...granted, from: fixedNow.hearingOn };
  else if (fixedNow !== undefined) {
    const waiting = pendingAdjournment(s);
    if (waiting)
      return no(
        'APPEAL.WRONG_STAGE',
        `The ${waiting.soughtBy} asked on ${formatLegal(waiting.on)} to adjourn the hearing of ${formatLegal(waiting.from)}; grant that request (fixing the new date) or refuse it, with reasons, rather than re-fixing the hearing of your own motion.`,
        R7_10,
        'hearingOn',
      );
    if (!hasText(c.adjournmentReasons))
      return no(
        'APPEAL.REASONS_REQUIRED',
        `A hearing is fixed for ${formatLegal(fixedNow.hearingOn)}; to fix another date, record why the hearing is adjourned (Rule 7(10): the parties are told who moved it and why).`,
        R7_10,
        'adjournmentReasons',
      );
    adjourned = {
      soughtBy: 'officer',
      reasons: c.adjournmentReasons.trim(),
      from: fixedNow.hearingOn,
      adjournmentId: `adj${(s.adjournments ?? []).length + 1}`,
    };
  } else if (granted !== undefined) {
    const held = s.hearings.at(-1);
    adjourned = { ...granted, from: held?.on ?? c.on };
  }
  const n = s.notice;
  if (n === undefined)
    return no('NOTICE.NOT_ISSUED', 'Issue the notice to the respondent under Rule 7(8) before fixing a hearing.', [
      ...R7_10,
      'in.ctr2026.r7.8',
    ]);
  if (n.service.servedOn === undefined) {
    return no(
      'NOTICE.NOT_SERVED',
      'The notice has not been served on the respondent; serve it under Rule 7(9) before fixing a hearing.',
      [...R7_10, 'in.ctr2026.r7.9'],
    );
  }
  const objected = objectionGate(s, 'fixing the hearing');
  if (objected) return err(objected);
  if (c.hearingOn < c.on) {
    return no(
      'HEARING.DATE_INVALID',
      `The hearing date ${formatLegal(c.hearingOn)} is before the day it is fixed (${formatLegal(c.on)}); choose a later date.`,
      R7_10,
      'hearingOn',
    );
  }
  const fixed = checkFixedDate(c.hearingOn, c.on, 'hearingOn', R7_10, 'The hearing date');
  if (fixed) return err(fixed);
  // Issue 27: a day the office is closed only on the officer's confirmation of the warning naming the closure.
  const day = checkSittingDay(ctx.calendar, c.hearingOn, c.closedDayConfirmed, R7_10, 'hearingOn', 'the hearing');
  if (isRefusal(day)) return err(day);
  if (c.time !== undefined && c.time !== '' && !/^([01]\d|2[0-3]):[0-5]\d$/.test(c.time)) {
    return no(
      'HEARING.DATE_INVALID',
      `Give the time of the hearing as hours and minutes, 24-hour (for example 10:30 or 14:00), not "${c.time}".`,
      R7_10,
      'time',
    );
  }
  // Issue 27: a notice of hearing without a time is refused (the parties cannot know when to come).
  const untimed = checkSittingTime(c.time, R7_10, 'the hearing');
  if (untimed) return err(untimed);
  // The video link of an electronic hearing is shown to the parties as a link (issue 16, point 7): https only.
  const linkProblem =
    c.mode === 'electronic' && typeof c.venueOrLink === 'string' && c.venueOrLink.trim() !== ''
      ? personUrlProblem(c.venueOrLink)
      : undefined;
  if (linkProblem)
    return no(
      'HEARING.LINK_NOT_HTTPS',
      `${linkProblem}: give the video hearing's web address (https://...).`,
      R7_10,
      'venueOrLink',
    );
  if (s.reply === undefined) {
    const clock = respondentReplyClock(n.service.servedOn, n.replyDays, n.issuedOn, ctx);
    if (!clock.ok) return clock;
    const due = clock.value.value.due;
    if (!(c.hearingOn > due)) {
      return no(
        'HEARING.DATE_INVALID',
        `The respondent may reply until ${formatLegal(due)}; fix the hearing for a later day, or record the reply first.`,
        [...R7_10, 'in.ctr2026.r7.8'],
        'hearingOn',
      );
    }
  }
  const e = c.enhancement;
  if (e !== undefined && (!hasText(e.reasons) || !wholeTerms(e.proposed))) {
    return no(
      'APPEAL.ENHANCEMENT_NOT_NOTIFIED',
      'A notice against enhancement states the terms proposed (whole paise) and the reasons for proposing them.',
      [...R7_10, ...R7_11],
      'enhancement',
    );
  }
  const enhancement = e ? { proposed: { ...e.proposed }, reasons: e.reasons.trim() } : undefined;
  // Issue 27: each notice of hearing has its id, for its service on each party; a hearing fixed while another is
  // pending replaces it, and the earlier notice is recorded as withdrawn.
  const notices = s.hearingNotices ?? [];
  const replaced = s.scheduledHearing !== undefined ? notices.at(-1) : undefined;
  return yes({
    type: 'appeal.hearing-scheduled',
    on: c.on,
    basis: R7_10,
    hearingOn: c.hearingOn,
    mode: c.mode,
    ...(c.venueOrLink !== undefined ? { venueOrLink: c.venueOrLink } : {}),
    ...(c.time ? { time: c.time } : {}),
    ...(enhancement ? { enhancement } : {}),
    hearingNoticeId: `hn${notices.length + 1}`,
    ...(replaced !== undefined && replaced.withdrawnOn === undefined ? { withdraws: replaced.id } : {}),
    ...(day.closedDay !== undefined ? { closedDay: day.closedDay } : {}),
    ...(adjourned !== undefined ? { adjourned } : {}),
  });
}

/** Rule 7(10): the hearing held on the day fixed, in person or by electronic means, parties in person or by lawyer. */
export function decideRecordHearing(s: AppealState, c: RecordHearing): AppealDecision {
  const stage = notAdmitted(s, 'record a hearing', R7_10);
  if (stage) return stage;
  const h = s.scheduledHearing;
  if (h === undefined)
    return no(
      'HEARING.NOT_NOTIFIED',
      'No hearing has been fixed; fix the hearing and notify the parties first.',
      R7_10,
    );
  if (c.on !== h.hearingOn) {
    return no(
      'HEARING.DATE_INVALID',
      `The hearing was fixed for ${formatLegal(h.hearingOn)}; record it on that day, or fix a new date.`,
      R7_10,
      'on',
    );
  }
  const notice = (s.hearingNotices ?? []).at(-1);
  return yes({
    type: 'appeal.hearing-held',
    on: c.on,
    basis: R7_10,
    ...(notice !== undefined && notice.withdrawnOn === undefined ? { hearingNoticeId: notice.id } : {}),
    mode: c.mode,
    appearances: c.appearances,
    ...(c.representatives !== undefined ? { representatives: c.representatives } : {}),
  });
}

const same = (a: OrderTerms, b: OrderTerms): boolean =>
  a.penaltyPaise === b.penaltyPaise &&
  a.compensationPaise === b.compensationPaise &&
  a.expensesPaise === b.expensesPaise &&
  a.chargesPaise === b.chargesPaise;

/** Rule 7(11): confirm, vary (with the varied terms) or set aside, with reasons, after the parties were heard. */
export function decideAppeal(s: AppealState, c: DecideAppeal, ctx: DecideContext): AppealDecision {
  const stage = notAdmitted(s, 'decide the appeal', R7_11);
  if (stage) return stage;
  const objected = objectionGate(s, 'deciding the appeal');
  if (objected) return err(objected);
  if (s.hearings.length === 0) {
    return no(
      'APPEAL.NOT_HEARD',
      'The parties have not been heard; give them a hearing under Rule 7(10) before deciding the appeal.',
      [...R7_11, ...R7_10],
    );
  }
  if (s.scheduledHearing !== undefined) {
    return no(
      'APPEAL.NOT_HEARD',
      `A hearing is fixed for ${formatLegal(s.scheduledHearing.hearingOn)}; record it before deciding the appeal.`,
      [...R7_11, ...R7_10],
    );
  }
  // Issue 27: the one gate: the appellant and the respondent each heard, or absent after a notice of hearing served
  // on them the minimum interval ahead (Rule 7(10): a reasonable opportunity of hearing to all parties).
  const gated = appealGate(
    s,
    ctx,
    { what: 'decide the appeal', on: c.on, rule: [...R7_11, ...R7_10] },
    {
      kind: 'decision',
    },
  );
  if (gated) return err(gated);
  if (!hasText(c.reasons))
    return no('APPEAL.REASONS_REQUIRED', 'Write the reasons for the appellate order.', R7_11, 'reasons');
  // Rule 7(11) with Form-III item 4: each ground of appeal accepted or rejected, with the reasons for that answer.
  const answered = answerGrounds(s.form?.grounds, c.answers);
  if (!answered.ok) return err(answered.error);
  const answers = answered.value.length > 0 ? { answers: answered.value } : {};
  const original = termsOf(s.order!);
  let terms: OrderTerms;
  if (c.outcome === 'confirm') terms = original;
  else if (c.outcome === 'set-aside') terms = NIL_TERMS;
  else {
    const v = c.varied;
    if (v === undefined) {
      return no(
        'APPEAL.VARIATION_REQUIRED',
        'To vary the order, state the varied penalty, compensation, expenses and charges.',
        R7_11,
        'varied',
      );
    }
    if (![v.penaltyPaise, v.compensationPaise, v.expensesPaise, v.chargesPaise].every(isWholePaise)) {
      return no(
        'ORDER.AMOUNT_INVALID',
        'The varied amounts must be whole numbers of paise, zero or more.',
        R7_11,
        'varied',
      );
    }
    if (same(v, original)) {
      return no(
        'APPEAL.VARIATION_REQUIRED',
        'The varied terms are the same as the order appealed against; confirm the order instead, or state what is varied.',
        R7_11,
        'varied',
      );
    }
    terms = {
      penaltyPaise: v.penaltyPaise,
      compensationPaise: v.compensationPaise,
      expensesPaise: v.expensesPaise,
      chargesPaise: v.chargesPaise,
    };
    // Issue 27 (point 5): enhancement only after notice to the appellant to show cause against it, at a hearing
    // fixed the minimum interval ahead (or attended), and no further than the terms noticed.
    const enhanced = KEYS.some((k) => terms[k] > original[k]);
    if (enhanced) {
      const refused = enhancementGate(s, terms, c.on, ctx);
      if (refused) return refused;
    }
  }
  // The penalty that stands is held to the law of the day of the act (Article 20(1)) and to ss.20-22 (issue 27).
  let ceiling: { maxRupees: number | null; readOn: LocalDate } | undefined;
  if (terms.penaltyPaise > 0) {
    const o = s.order!;
    // On the sections the order found contravened where it records them, else on the provision charged.
    const charged = o.sectionsFound ? `Sections ${o.sectionsFound.join(', ')}` : o.provisionCharged;
    if (charged !== undefined) {
      const available = checkPenaltyAvailable(charged, terms.penaltyPaise);
      if (!available.ok) return err({ ...available.error, field: 'varied.penaltyPaise' });
    }
    const readOn = o.contraventionOn ?? o.on;
    // The order below carried the officer's confirmation where no ceiling was notified; the appellate authority's
    // reasons stand for it here.
    const checked = checkPenaltyAmount(ctx.pack, readOn, terms.penaltyPaise, true);
    if (!checked.ok) return err({ ...checked.error, field: c.outcome === 'vary' ? 'varied.penaltyPaise' : 'outcome' });
    ceiling = { maxRupees: checked.value.value.ceiling.maxRupees, readOn };
  }
  // Rule 7(12): what was deposited and referred below is accounted for; only the balance is demanded (issue 27).
  let account: PenaltyAccountAfter | undefined;
  if (ctx.penaltyAccountBelow !== undefined) {
    const a = accountAfter(terms.penaltyPaise, ctx.penaltyAccountBelow);
    if (!a) return no('ORDER.AMOUNT_INVALID', 'The amounts deposited and referred must be whole paise.', R7_11);
    account = a;
  }
  const balance = account ? account.balancePaise : terms.penaltyPaise;
  const extra = { ...(ceiling !== undefined ? { ceiling } : {}), ...(account !== undefined ? { account } : {}) };
  // Rule 7(11), 7(12): a penalty that stands is paid within the time the appellate authority fixes (a whole number of
  // days from this order). A s.27C period a State notified binds; the portal's default only proposes (issue 27).
  if (balance > 0) {
    const days = c.payWithinDays;
    if (days === undefined || !Number.isInteger(days) || days < 1) {
      return no(
        'ORDER.DEPOSIT_TIME_LIMIT_REQUIRED',
        'A penalty stands under the appellate order: fix the time to pay it, a whole number of days from the order, at least 1.',
        [...R7_11, 'in.ctr2026.r7.12'],
        'payWithinDays',
      );
    }
    const s27c = param(ctx.pack, 'deposit.period-days', c.on);
    if (days > s27c.value && !isPortalDefault(s27c)) {
      return no(
        'ORDER.DEPOSIT_TIME_LIMIT_EXCEEDS_S27C',
        `The time to pay may not run beyond the period under section 27C, ${s27c.value} days${s27c.notification ? ` (Notification No. ${s27c.notification.number} dated ${formatLegal(s27c.notification.date)})` : ''}. Set ${s27c.value} days or fewer.`,
        [...R7_11, 'in.cta1871.s27c'],
        'payWithinDays',
      );
    }
    const fixed = orderTimeToPay(c.on, days, ctx);
    if (!fixed.ok) return fixed;
    const k = fixed.value.value;
    const payBy = { due: k.due, periodDays: k.days, periodStatus: s27c.status, timeToPay: k.timeToPay };
    return yes({
      type: 'appeal.decided',
      on: c.on,
      basis: [...R7_11, 'in.ctr2026.r7.12', 'in.cta1871.s27c'],
      outcome: c.outcome,
      reasons: c.reasons,
      ...answers,
      terms,
      payBy,
      ...extra,
    });
  }
  return yes({
    type: 'appeal.decided',
    on: c.on,
    basis: terms.penaltyPaise > 0 || account ? [...R7_11, 'in.ctr2026.r7.12'] : R7_11,
    outcome: c.outcome,
    reasons: c.reasons,
    ...answers,
    terms,
    ...extra,
  });
}

/**
 * Rule 7(13): a signed copy, free of cost, to the respondent, the appellant or the authorised officer. An order
 * refusing registration (Rule 7(6)) is also "an order made under this rule", so its copy is supplied the same way.
 */
