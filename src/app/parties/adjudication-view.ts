// The complaint case (Rules 3 to 6) as a party sees it: where it stands, what is next for this person and by when,
// the order's terms (each head, who pays whom, the deposit's last day, how to pay, the appeal's last day) and the
// hearing; built from the replayed state, never from the pages.

import { officeAddressIn, officePlaceIn } from '../../lib/office-address.ts';
import { personUrlProblem } from '../../lib/person-input.ts';
import type { AdjudicationState } from '../../domain/adjudication/index.ts';
import { orderDepositClock, outstandingPenaltyPaise, replyClock } from '../../domain/adjudication/index.ts';
import type { DecideContext } from '../../domain/common.ts';
import type { LocalDate } from '../../lib/local-date.ts';
import { param } from '../../rules/packs.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import { computeClock } from '../../rules/time/clocks.ts';
import type { OfficeInfo, PartyRole } from '../ports/store.ts';
import type { HearingView, NextStep, OrderHead, OrderTermsView, ReplyState, Standing } from './types.ts';

export const DEPOSIT_MODES = ['cash', 'bank-challan', 'demand-draft', 'online'] as const;

export function adjudicationStanding(s: AdjudicationState): Standing {
  if (s.closed) return { key: 'closed', ...(s.lastEventOn ? { on: s.lastEventOn } : {}) };
  if (s.order) {
    if (s.recoveryReferredOn) return { key: 'recovery', on: s.recoveryReferredOn };
    return { key: s.order.kind === 'dismissal' ? 'order-dismissed' : 'order-penalty', on: s.order.on };
  }
  const hn = s.hearingNotices.at(-1);
  const heardAfterNotice = hn && s.hearings.some((h) => h.on >= hn.hearingOn);
  if (s.hearings.length > 0 && (!hn || heardAfterNotice)) return { key: 'heard', on: s.hearings.at(-1)!.on };
  if (hn) return { key: 'hearing-fixed', on: hn.issuedOn, date: hn.hearingOn };
  if (s.exParte) return { key: 'ex-parte', on: s.exParte.on };
  if (s.reply) return { key: 'reply-received', on: s.reply.on };
  if (s.notice?.service.servedOn) return { key: 'notice-served', on: s.notice.service.servedOn };
  if (s.notice) return { key: 'notice-issued', on: s.notice.issuedOn };
  return { key: 'complaint-received', on: s.complaint!.receivedOn };
}

/**
 * A place the officer recorded, for a Hindi page: the office's own place (the form's default, the office's English name
 * and address) is printed in the Hindi forms entered with the office; any other place is printed as recorded.
 */
export function placeInHindi(recorded: string, office: OfficeInfo): string {
  return recorded.trim() === officePlaceIn(office, 'en') ? officePlaceIn(office, 'hi') : recorded;
}

export function adjudicationHearing(s: AdjudicationState, office: OfficeInfo): HearingView | undefined {
  const h = s.hearingNotices.at(-1);
  if (!h) return undefined;
  return {
    on: h.hearingOn,
    mode: h.mode,
    ...(h.time ? { time: h.time } : {}),
    // Shown as a link only when it is an https address (issue 16, point 7; rows written before the check included).
    ...(h.link && personUrlProblem(h.link) === undefined ? { link: h.link } : {}),
    place: h.place ?? officePlaceIn(office, 'en'),
    placeHi: h.place !== undefined ? placeInHindi(h.place, office) : officePlaceIn(office, 'hi'),
    placeIsOffice: h.place === undefined,
  };
}

/**
 * Whether the party may take a step of their own today: the catalogue of steps' dry run of the domain's decide() for
 * this person (readCase's actions, src/app/steps/), never a second copy of its guards.
 */
export type MayTake = (command: string) => boolean;

/** The reply to Form-II: while the person complained against may reply or ask for more time (decide() says when). */
export function replyState(s: AdjudicationState, ctx: DecideContext, may: MayTake): ReplyState | undefined {
  if (!s.notice || s.reply || s.exParte || s.order) return undefined;
  const served = s.notice.service.servedOn !== undefined;
  const due = served ? replyClock(s, ctx)?.due : undefined;
  const max = param(ctx.pack, 'reply.extension-max-days', s.complaint!.receivedOn).value;
  const granted = s.replyExtensions.reduce((a, e) => a + e.days, 0);
  const pending = (s.replyExtensionRequests ?? []).find((r) => r.status === 'pending');
  const open = may('submit-reply');
  return {
    open,
    ...(due ? { due } : {}),
    days: s.notice.replyDays,
    served,
    periodOver: served && !open,
    canAskMoreTime: may('request-reply-extension'),
    ...(pending ? { pendingRequestOn: pending.on } : {}),
    // What the page says may still be asked for; decide() refuses more (Rule 4(4)).
    extensionLeftDays: Math.max(0, max - granted),
    basis: granted > 0 ? ['in.ctr2026.r4.1', 'in.ctr2026.r4.4'] : ['in.ctr2026.r4.1'],
  };
}

function heads(t: {
  penaltyPaise: number;
  compensationPaise: number;
  expensesPaise: number;
  chargesPaise: number;
}): OrderHead[] {
  const all: OrderHead[] = [
    { head: 'penalty', paise: t.penaltyPaise, payer: 'contravener', payee: 'awbi-fund' },
    { head: 'compensation', paise: t.compensationPaise, payer: 'contravener', payee: 'complainant' },
    { head: 'expenses', paise: t.expensesPaise, payer: 'contravener', payee: 'complainant' },
    { head: 'charges', paise: t.chargesPaise, payer: 'contravener', payee: 'complainant' },
  ];
  return all.filter((h) => h.paise > 0);
}

export { heads as orderHeads };

/** The last day to appeal an order under s.27B: the portal's configured default (Form-III item 9). */
export function appealDue(orderOn: LocalDate, ctx: DecideContext): OrderTermsView['appeal'] {
  const r = computeClock({ clock: 'appeal', from: orderOn, calendar: ctx.calendar, pack: ctx.pack });
  if (!r.ok) return undefined;
  const p = param(ctx.pack, 'appeal.period-days', orderOn);
  return { due: r.value.value.due, days: p.value, provisional: p.status === 'configured', status: p.status };
}

export function payAt(office: OfficeInfo): NonNullable<OrderTermsView['payAt']> {
  return {
    office: office.name,
    officeHi: office.nameHi,
    address: office.address,
    addressHi: officeAddressIn(office, 'hi'),
    modes: DEPOSIT_MODES,
  };
}

export function adjudicationOrder(
  s: AdjudicationState,
  office: OfficeInfo,
  ctx: DecideContext,
): OrderTermsView | undefined {
  const o = s.order;
  if (!o) return undefined;
  const dep = orderDepositClock(s, ctx);
  const deposited = s.deposits.reduce((a, d) => a + d.amountPaise, 0);
  const appeal = appealDue(o.on, ctx);
  return {
    on: o.on,
    provision: o.basis,
    kind: o.kind,
    heads: o.kind === 'dismissal' ? [] : heads(o),
    contravenerName: o.contravenerName,
    complainantName: o.complainantName,
    ...(dep
      ? {
          deposit: {
            due: dep.due,
            days: o.depositDays!,
            provisional: false,
            basis: ['in.ctr2026.r4.12'] as ProvisionId[],
          },
        }
      : {}),
    depositedPaise: deposited,
    outstandingPaise: outstandingPenaltyPaise(s),
    ...(o.kind !== 'dismissal' && o.compensationPayBy ? { compensationPayBy: o.compensationPayBy } : {}),
    ...(o.kind === 'dismissal' ? {} : { payAt: payAt(office) }),
    ...(appeal ? { appeal } : {}),
  };
}

/** What is next for this person, by when and under which rule; "nothing" when the office acts next. */
export function adjudicationNext(
  s: AdjudicationState,
  role: PartyRole,
  ctx: DecideContext,
  order: OrderTermsView | undefined,
  may: MayTake,
): NextStep[] {
  const out: NextStep[] = [];
  const respondent = role === 'respondent';
  const reply = respondent ? replyState(s, ctx, may) : undefined;
  if (reply) {
    if (!reply.served) out.push({ key: 'reply-before-service', basis: ['in.ctr2026.r4.1'], days: reply.days! });
    else if (!reply.periodOver) out.push({ key: 'reply', due: reply.due!, basis: reply.basis });
    else if (reply.pendingRequestOn)
      out.push({ key: 'extension-pending', due: reply.pendingRequestOn, basis: ['in.ctr2026.r4.4'] });
    else if (reply.canAskMoreTime)
      out.push({
        key: 'reply-period-over',
        due: reply.due!,
        basis: ['in.ctr2026.r4.1', 'in.ctr2026.r4.4'],
        days: reply.extensionLeftDays,
      });
    else out.push({ key: 'extension-exhausted', due: reply.due!, basis: ['in.ctr2026.r4.4'] });
  }
  const hn = s.hearingNotices.at(-1);
  if (hn && !s.order && hn.hearingOn >= ctx.today)
    out.push({
      key: 'attend-hearing',
      due: hn.hearingOn,
      basis: hn.inAbsence ? ['in.ctr2026.r4.6', 'in.ctr2026.r4.7'] : ['in.ctr2026.r4.6'],
    });
  if (order) out.push(...orderSteps(order, respondent, ctx));
  if (out.length === 0) out.push({ key: 'nothing', basis: [] });
  return out;
}

/**
 * What the order, as it stands now (issue 30: after an appellate order, its terms), asks of this person: the penalty
 * to deposit by its last day and where, the compensation to pay or to receive and from or to whom, a refund of a
 * penalty deposited beyond what now stands, the reference for recovery, the appeal pending, and the appeal's last
 * day only while no appeal has been made and the day has not passed.
 */
export function orderSteps(order: OrderTermsView, respondent: boolean, ctx: DecideContext): NextStep[] {
  const out: NextStep[] = [];
  const appellate = order.appellate?.status === 'decided';
  const rule: ProvisionId[] = appellate ? ['in.ctr2026.r7.11'] : [order.provision];
  const toComplainant = order.heads.filter((h) => h.payee === 'complainant').reduce((a, h) => a + h.paise, 0);
  if (order.appellate?.status === 'pending')
    out.push({ key: 'appeal-pending', basis: ['in.ctr2026.r7.1'], number: order.appellate.number });
  if (respondent && order.recovery && order.outstandingPaise > 0) {
    out.push({
      key: 'recovery-referred',
      due: order.recovery.on,
      basis: order.recovery.basis,
      amountPaise: order.outstandingPaise,
    });
  } else if (respondent && order.deposit && order.outstandingPaise > 0) {
    out.push({
      key: 'deposit',
      due: order.deposit.due,
      basis: order.deposit.basis,
      amountPaise: order.outstandingPaise,
      ...(order.deposit.provisional ? { provisional: true } : {}),
      ...(order.payAt ? { name: order.payAt.office } : {}),
    });
  }
  if (respondent && order.refundPaise)
    out.push({ key: 'refund-due', basis: ['in.ctr2026.r7.11'], amountPaise: order.refundPaise });
  // The day the order fixed for paying the complainant (the order's compensation terms), when it fixed one.
  // After an appellate order, the portal's count of that day (I-411), said as such.
  const payBy = order.compensationPayBy
    ? { due: order.compensationPayBy, ...(order.compensationPayByCounted ? { provisional: true } : {}) }
    : {};
  if (toComplainant > 0) {
    out.push(
      respondent
        ? { key: 'pay-compensation', basis: rule, amountPaise: toComplainant, name: order.complainantName, ...payBy }
        : {
            key: 'receive-compensation',
            basis: rule,
            amountPaise: toComplainant,
            name: order.contravenerName,
            ...payBy,
          },
    );
  }
  if (order.appeal && ctx.today <= order.appeal.due) {
    out.push({
      key: 'may-appeal',
      due: order.appeal.due,
      basis: ['in.cta1871.s27b', 'in.ctr2026.r7.1'],
      provisional: order.appeal.provisional,
      days: order.appeal.days,
    });
  }
  return out;
}
