// Issue 30: what stands on the case below across proceedings, and the record the parties read on the page.
//
// The order of the adjudicating officer is not the last word once an appeal is decided: the appellate order (Rule
// 7(11)) confirms, varies or sets it aside, and the penalty then runs from it (s.27C, Rule 7(12)). The party's page for
// the original case must show what stands now: the appellate outcome, what was deposited, what is still due and to
// whom, what was referred for recovery, and no invitation to an appeal already made. The money book follows the same
// events (src/app/money/case-events.ts: apply-appellate-order); this view reads the proceedings' own states, so the
// page needs no read of the whole book.

import type { AdjudicationState } from '../../domain/adjudication/index.ts';
import type { AppealState } from '../../domain/appeal/index.ts';
import type { DecideContext } from '../../domain/common.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { LocalDate } from '../../lib/local-date.ts';
import { addDays, daysBetween } from '../../lib/local-date.ts';
import { nextOpenDay } from '../../rules/time/calendar.ts';
import type { OfficeInfo } from '../ports/store.ts';
import { orderHeads } from './adjudication-view.ts';
import { appealOrder } from './appeal-view.ts';
import type { AppellateStanding, OrderTermsView, RecordView } from './types.ts';

/** An appeal against the case's order, with its replayed state. */
export interface AppealOfCase {
  readonly id: string;
  readonly number: string;
  readonly state: AppealState;
}

function appellateOf(a: AppealOfCase): AppellateStanding {
  const s = a.state;
  const status = s.decision ? 'decided' : s.stage === 'refused' ? 'refused' : 'pending';
  return {
    id: a.id,
    number: a.number,
    status,
    ...(s.filing?.on ? { filedOn: s.filing.on } : {}),
    ...(s.decision ? { on: s.decision.on, outcome: s.decision.outcome } : s.refusal ? { on: s.refusal.on } : {}),
  };
}

/** The appeal that bears on the order now: the decided one (the latest), else one pending, else one refused. */
export function governingAppeal(appeals: readonly AppealOfCase[]): AppealOfCase | undefined {
  const decided = appeals
    .filter((a) => a.state.decision)
    .sort((x, y) => (x.state.decision!.on < y.state.decision!.on ? -1 : 1));
  return (
    decided.at(-1) ??
    appeals.find((a) => !a.state.decision && a.state.stage !== 'refused') ??
    appeals.find((a) => a.state.stage === 'refused')
  );
}

/**
 * The order's terms as they stand now on the case below: the appellate order's terms once decided (the deposit's last
 * day then runs from it under s.27C), the deposits recorded, a penalty deposited beyond what now stands (to be
 * refunded), the reference for recovery under Rule 4(14) or 7(12), and the appeal's last day only while no appeal has
 * been made.
 */
export function standsNow(
  order: OrderTermsView,
  s: AdjudicationState,
  appeals: readonly AppealOfCase[],
  office: OfficeInfo,
  ctx: DecideContext,
): OrderTermsView {
  const payments = s.deposits.map((d) => ({
    on: d.on,
    amountPaise: d.amountPaise,
    receiptNo: d.receiptNo,
    mode: d.mode,
  }));
  const deposited = payments.reduce((a, p) => a + p.amountPaise, 0);
  const a = governingAppeal(appeals);
  const { appeal: _invitation, ...rest } = order;
  // An appeal made (pending or decided) ends the invitation to appeal; one refused registration leaves it.
  const appealed = a !== undefined && a.state.stage !== 'refused';
  const base: OrderTermsView = {
    ...(appealed ? rest : order),
    ...(payments.length > 0 ? { payments } : {}),
    ...(a ? { appellate: appellateOf(a) } : {}),
  };
  const referredHere = s.recoveryReferredOn
    ? { on: s.recoveryReferredOn, basis: ['in.ctr2026.r4.14'] as ProvisionId[] }
    : undefined;
  const decision = a?.state.decision;
  if (!a || !decision) {
    // Deposited in full: no last day to deposit is left to show.
    const { deposit: _paid, ...settled } = base;
    return { ...(base.outstandingPaise === 0 ? settled : base), ...(referredHere ? { recovery: referredHere } : {}) };
  }
  const appellate = appealOrder(a.state, office, ctx, deposited);
  const heads = orderHeads(decision.terms);
  const changed =
    heads.length !== order.heads.length ||
    heads.some((h, i) => order.heads[i]?.paise !== h.paise || order.heads[i]?.head !== h.head);
  const standingPenalty = decision.terms.penaltyPaise;
  const { deposit: _old, payAt: _where, compensationPayBy: _before, ...withoutDeposit } = base;
  const payBy = compensationDayAfterAppeal(s, decision.on, ctx);
  const recovery = a.state.recovery
    ? { on: a.state.recovery.on, basis: ['in.ctr2026.r7.12'] as ProvisionId[] }
    : referredHere;
  return {
    ...withoutDeposit,
    heads,
    ...(changed ? { original: order.heads } : {}),
    ...(appellate?.deposit && standingPenalty > deposited ? { deposit: appellate.deposit } : {}),
    ...(appellate?.payAt ? { payAt: appellate.payAt } : {}),
    depositedPaise: deposited,
    outstandingPaise: Math.max(0, standingPenalty - deposited),
    ...(deposited > standingPenalty ? { refundPaise: deposited - standingPenalty } : {}),
    ...(recovery ? { recovery } : {}),
    ...(payBy && heads.some((h) => h.head !== 'penalty')
      ? { compensationPayBy: payBy, compensationPayByCounted: true as const }
      : {}),
  };
}

/**
 * The day to pay the compensation, expenses or charges that stand after the appellate order (I-411): the Rules give
 * the appellate order no time to pay them (I-254), so the time the order below gave (its days, or the days from it to
 * the day it named) is counted from the appellate order, moved to the next open day of the office (GCA s.10). Nothing
 * when the order below gave none, or when that day has passed (the page shows no day that has gone by).
 */
export function compensationDayAfterAppeal(
  s: AdjudicationState,
  decidedOn: LocalDate,
  ctx: DecideContext,
): LocalDate | undefined {
  const o = s.order;
  if (!o?.compensationPayBy) return undefined;
  const days = o.compensationPayWithinDays ?? daysBetween(o.on, o.compensationPayBy);
  if (days < 1) return undefined;
  const due = nextOpenDay(ctx.calendar, addDays(decidedOn, days)).date;
  return due >= ctx.today ? due : undefined;
}

/** The complaint case's record in the words given (issue 30, point 2), with the appellate order when one stands. */
export function adjudicationRecord(s: AdjudicationState, appeals: readonly AppealOfCase[]): RecordView {
  const k = s.complaint?.particulars;
  const c = k?.contravener;
  const a = governingAppeal(appeals);
  const d = a?.state.decision;
  return {
    ...(k && c
      ? {
          allegation: {
            receivedOn: s.complaint!.receivedOn,
            complainantName: k.complainant.name,
            contravenerName: c.name,
            date: c.contravention.date,
            ...(c.contravention.time ? { time: c.contravention.time } : {}),
            place: c.contravention.place,
            nature: c.contravention.nature,
            provisionAlleged: c.provisionAlleged,
            statement: c.statement,
            evidence: c.evidence,
            ...(c.compensationOrCharges ? { claimed: c.compensationOrCharges } : {}),
            ...(s.notice ? { noticeFramed: s.notice.contravention } : {}),
          },
        }
      : {}),
    ...(s.reply
      ? {
          reply: {
            on: s.reply.on,
            admits: s.reply.admits,
            text: s.reply.text,
            late: s.reply.late,
            documents: s.reply.documents,
            witnesses: s.reply.witnesses,
          },
        }
      : {}),
    hearings: s.hearings.map((h) => ({
      on: h.on,
      noticeeAppeared: h.noticeeAppeared,
      complainantAppeared: h.complainantAppeared,
      inAbsence: h.inAbsence,
      notes: h.notes,
    })),
    ...(s.order ? { reasons: { on: s.order.on, text: s.order.reasons, provision: s.order.basis } } : {}),
    ...(a && d
      ? {
          appellate: {
            id: a.id,
            number: a.number,
            on: d.on,
            outcome: d.outcome,
            reasons: d.reasons,
            heads: orderHeads(d.terms),
          },
        }
      : {}),
  };
}

/** The appeal's record in the words given: the respondent's reply, each hearing, the appellate order's reasons. */
export function appealRecord(s: AppealState, self: { id: string; number: string }): RecordView {
  const d = s.decision;
  return {
    ...(s.reply?.text
      ? {
          reply: {
            on: s.reply.on,
            text: s.reply.text,
            late: s.reply.late,
            documents: s.reply.documents ?? [],
            witnesses: [],
          },
        }
      : {}),
    hearings: s.hearings.map((h) => ({ on: h.on, appearances: { ...h.appearances } })),
    ...(d
      ? {
          appellate: {
            id: self.id,
            number: self.number,
            on: d.on,
            outcome: d.outcome,
            reasons: d.reasons,
            heads: orderHeads(d.terms),
          },
        }
      : {}),
  };
}
