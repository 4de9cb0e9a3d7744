// The appeal (Rule 7) as a party sees it: where it stands, what is next (rectify a defect, reply to the appeal within
// the period the authority set, attend the hearing, deposit a penalty the appellate order keeps), the appellate
// order's terms, and what the respondent reads: the grounds, the facts stated and the relief claimed.

import { personUrlProblem } from '../../lib/person-input.ts';
import type { AppealState } from '../../domain/appeal/index.ts';
import { appellateDueOn, outstandingDefects, respondentReplyClock } from '../../domain/appeal/index.ts';
import type { DecideContext } from '../../domain/common.ts';
import type { LocalDate } from '../../lib/local-date.ts';
import { param } from '../../rules/packs.ts';
import type { OfficeInfo, PartyRole } from '../ports/store.ts';
import { orderHeads, payAt, placeInHindi } from './adjudication-view.ts';
import { officePlaceIn } from '../../lib/office-address.ts';
import type { MayTake } from './adjudication-view.ts';
import type { AppealReading, HearingView, NextStep, OrderTermsView, ReplyState, Standing } from './types.ts';

export function appealStanding(s: AppealState): Standing {
  if (s.decision) return { key: 'appeal-decided', on: s.decision.on, outcome: s.decision.outcome };
  if (s.stage === 'refused') return { key: 'appeal-refused', ...(s.refusal ? { on: s.refusal.on } : {}) };
  if (s.hearings.length > 0) return { key: 'appeal-heard', on: s.hearings.at(-1)!.on };
  if (s.scheduledHearing)
    return { key: 'appeal-hearing-fixed', on: s.scheduledHearing.on, date: s.scheduledHearing.hearingOn };
  if (s.reply) return { key: 'appeal-replied', on: s.reply.on };
  if (s.notice) return { key: 'appeal-noticed', on: s.notice.issuedOn };
  if (s.stage === 'admitted') return { key: 'appeal-admitted', ...(s.admittedOn ? { on: s.admittedOn } : {}) };
  if (outstandingDefects(s).some((d) => d.status === 'intimated')) return { key: 'appeal-defects' };
  return { key: 'appeal-filed', ...(s.filing ? { on: s.filing.on } : {}) };
}

/** The respondent's reply under Rule 7(8): open from the notice until the reply, counted from service. */
export function appealReplyState(s: AppealState, ctx: DecideContext, may: MayTake): ReplyState | undefined {
  const n = s.notice;
  if (s.stage !== 'admitted' || !n || s.reply) return undefined;
  const servedOn = n.service.servedOn;
  let due: LocalDate | undefined;
  if (servedOn !== undefined) {
    const c = respondentReplyClock(servedOn, n.replyDays, n.issuedOn, ctx);
    if (c.ok) due = c.value.value.due;
  }
  // Open while decide() accepts the respondent's reply (the catalogue's dry run for this person).
  const open = may('submit-respondent-reply');
  const periodOver = servedOn !== undefined && !open;
  return {
    open,
    ...(due ? { due } : {}),
    days: n.replyDays,
    served: servedOn !== undefined,
    periodOver,
    canAskMoreTime: false,
    extensionLeftDays: 0,
    basis: ['in.ctr2026.r7.8'],
  };
}

export function appealHearing(
  s: AppealState,
  venueOrLink: string | undefined,
  office: OfficeInfo | undefined,
  time?: string,
): HearingView | undefined {
  const h = s.scheduledHearing;
  if (!h) return undefined;
  const electronic = h.mode === 'electronic';
  const officePlace = office ? officePlaceIn(office, 'en') : '';
  const officePlaceHi = office ? officePlaceIn(office, 'hi') : '';
  return {
    on: h.hearingOn,
    mode: h.mode,
    ...(time ? { time } : {}),
    // Shown as a link only when it is an https address (issue 16, point 7; rows written before the check included).
    ...(electronic && venueOrLink && personUrlProblem(venueOrLink) === undefined ? { link: venueOrLink } : {}),
    place: !electronic && venueOrLink ? venueOrLink : officePlace,
    placeHi: !electronic && venueOrLink ? (office ? placeInHindi(venueOrLink, office) : venueOrLink) : officePlaceHi,
    placeIsOffice: electronic || !venueOrLink,
  };
}

export function appealOrder(
  s: AppealState,
  office: OfficeInfo,
  ctx: DecideContext,
  deposited: number,
): OrderTermsView | undefined {
  const d = s.decision;
  if (!d) return undefined;
  const t = d.terms;
  let deposit: OrderTermsView['deposit'];
  if (t.penaltyPaise > 0) {
    const due = appellateDueOn(d, ctx);
    const p = param(ctx.pack, 'deposit.period-days', d.on);
    if (due !== undefined)
      deposit = {
        due,
        days: d.payBy?.periodDays ?? p.value,
        provisional: d.payBy?.timeToPay !== 'order' && p.status === 'configured',
        basis: ['in.ctr2026.r7.12', 'in.cta1871.s27c'],
      };
  }
  return {
    on: d.on,
    provision: 'in.ctr2026.r7.11',
    kind: d.outcome,
    heads: orderHeads(t),
    contravenerName: s.form?.appellant.name ?? '',
    complainantName: s.form?.respondent.name ?? '',
    ...(deposit ? { deposit } : {}),
    depositedPaise: deposited,
    outstandingPaise: Math.max(0, t.penaltyPaise - deposited),
    ...(t.penaltyPaise + t.compensationPaise + t.expensesPaise + t.chargesPaise > 0 ? { payAt: payAt(office) } : {}),
  };
}

export function appealReading(s: AppealState, parent: { id: string; number: string } | undefined): AppealReading {
  const f = s.form;
  return {
    ...(f?.appellant.name ? { appellantName: f.appellant.name } : {}),
    ...(f?.grounds ? { grounds: f.grounds } : {}),
    ...(f?.statementOfFacts ? { statementOfFacts: f.statementOfFacts } : {}),
    ...(f?.reliefClaimed ? { reliefClaimed: f.reliefClaimed } : {}),
    ...(s.order ? { orderOn: s.order.on } : {}),
    ...(parent ? { caseBelow: parent } : {}),
  };
}

export function appealNext(
  s: AppealState,
  role: PartyRole,
  ctx: DecideContext,
  order: OrderTermsView | undefined,
  isContravener: boolean,
  may: MayTake,
): NextStep[] {
  const out: NextStep[] = [];
  if (role === 'appellant') {
    const open = outstandingDefects(s).filter((d) => d.status === 'intimated' && d.rectifyDue);
    if (s.stage === 'filed' && open.length > 0) {
      const due = open
        .map((d) => d.rectifyDue!)
        .sort()
        .at(-1)!;
      out.push({ key: 'rectify', due, basis: ['in.ctr2026.r7.6'] });
    }
  }
  if (role === 'appeal-respondent') {
    const r = appealReplyState(s, ctx, may);
    if (r && !r.periodOver)
      out.push({ key: 'appeal-reply', ...(r.due ? { due: r.due } : {}), basis: ['in.ctr2026.r7.8'], days: r.days! });
    else if (r)
      out.push({ key: 'appeal-reply-period-over', due: r.due!, basis: ['in.ctr2026.r7.8', 'in.ctr2026.r7.10'] });
  }
  const h = s.scheduledHearing;
  if (h && !s.decision && h.hearingOn >= ctx.today)
    out.push({ key: 'attend-hearing', due: h.hearingOn, basis: ['in.ctr2026.r7.10'] });
  if (order?.deposit && isContravener && order.outstandingPaise > 0 && !s.recovery) {
    out.push({
      key: 'deposit',
      due: order.deposit.due,
      basis: order.deposit.basis,
      amountPaise: order.outstandingPaise,
      provisional: order.deposit.provisional,
    });
  }
  if (out.length === 0) out.push({ key: 'nothing', basis: [] });
  return out;
}
