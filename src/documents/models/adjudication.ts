// Document models of the adjudication (Rules 3 to 6): Form-I, Form-II, the notices, orders and records, each built
// by a pure function from the case state (and the event that issues it).

import type { LocalDate } from '../../lib/local-date.ts';
import { addDays } from '../../lib/local-date.ts';
import type { Pack } from '../../rules/packs.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type {
  AdjudicationState,
  ComplaintParticulars,
  DepositMode,
  FiledBy,
  HearingNotice,
  Summons,
} from '../../domain/adjudication/state.ts';
import type {
  ExParteRecorded,
  OrderPassed,
  ProceedingsExtended,
  ReferredForRecovery,
  ReplyPeriodExtended,
} from '../../domain/adjudication/events.ts';
import type { BuildContext, DocumentModel } from '../types.ts';
import { configuredNotes, header, need } from './common.ts';

export interface Parties {
  readonly complainant: { readonly name: string; readonly address: string };
  readonly contravener: { readonly name: string; readonly address: string };
}

const addr = (a: { text: string; pin?: string }): string => (a.pin ? `${a.text} - ${a.pin}` : a.text);

export function partiesOf(p: ComplaintParticulars): Parties {
  return {
    complainant: { name: p.complainant.name, address: addr(p.complainant.address) },
    contravener: { name: p.contravener.name, address: addr(p.contravener.address) },
  };
}

// ---- Form-I -------------------------------------------------------------------------------------------------------

export interface Form1Values {
  readonly particulars: ComplaintParticulars;
  readonly complainantAddress: string;
  readonly contravenerAddress: string;
  readonly filedBy: FiledBy;
  readonly mode: 'writing' | 'electronic';
  readonly receipt: { readonly caseNumber: string; readonly receivedOn: LocalDate };
}

export function buildForm1(ctx: BuildContext, s: AdjudicationState): DocumentModel<Form1Values> {
  const c = need(s.complaint, 'form-1', 'complaint');
  const p = c.particulars;
  return {
    header: header(ctx, 'form-1', c.receivedOn, ['in.ctr2026.r3', 'in.ctr2026.form1', 'in.ctr2026.form1.declaration']),
    values: {
      particulars: p,
      complainantAddress: addr(p.complainant.address),
      contravenerAddress: addr(p.contravener.address),
      filedBy: c.filedBy,
      mode: c.mode,
      receipt: { caseNumber: ctx.caseNumber, receivedOn: c.receivedOn },
    },
  };
}

// ---- Form-II ------------------------------------------------------------------------------------------------------

export interface Form2Values {
  readonly complainant: string;
  readonly addressee: { readonly name: string; readonly address: string };
  readonly complaintDate: LocalDate;
  readonly sectionAlleged: string;
  readonly contravention: string;
  readonly replyDays: number;
  readonly aoName: string;
  readonly aoOffice: string;
  readonly copyOfComplaintEnclosed: true;
}

export function buildForm2(ctx: BuildContext, s: AdjudicationState): DocumentModel<Form2Values> {
  const c = need(s.complaint, 'form-2', 'complaint');
  const n = need(s.notice, 'form-2', 'show-cause notice');
  return {
    header: header(ctx, 'form-2', n.issuedOn, [
      'in.ctr2026.r4.1',
      'in.ctr2026.r4.3.a',
      'in.ctr2026.r4.3.b',
      'in.ctr2026.form2',
    ]),
    values: {
      complainant: c.particulars.complainant.name,
      addressee: partiesOf(c.particulars).contravener,
      complaintDate: c.receivedOn,
      sectionAlleged: n.provisionAlleged,
      contravention: n.contravention,
      replyDays: n.replyDays,
      aoName: n.aoName,
      aoOffice: n.aoOffice,
      copyOfComplaintEnclosed: true,
    },
  };
}

// ---- Notice of hearing, summons ----------------------------------------------------------------------------------

export interface HearingNoticeValues {
  readonly parties: Parties;
  readonly noticeIssuedOn: LocalDate;
  readonly replyReceivedOn?: LocalDate;
  readonly hearingOn: LocalDate;
  readonly mode: 'in-person' | 'electronic';
  readonly link?: string;
  /** The time ("HH:MM") and place, when the officer gave them (issue 15). */
  readonly time?: string;
  readonly place?: string;
  readonly inAbsence: boolean;
}

export function buildHearingNotice(
  ctx: BuildContext,
  s: AdjudicationState,
  h: HearingNotice,
): DocumentModel<HearingNoticeValues> {
  const c = need(s.complaint, 'hearing-notice', 'complaint');
  const n = need(s.notice, 'hearing-notice', 'show-cause notice');
  const basis: ProvisionId[] = ['in.ctr2026.r4.6', 'in.ctr2026.r4.9', 'in.ctr2026.r4.10', 'in.ctr2026.r4.11'];
  if (h.inAbsence) basis.push('in.ctr2026.r4.7');
  return {
    header: header(ctx, 'hearing-notice', h.issuedOn, basis),
    values: {
      parties: partiesOf(c.particulars),
      noticeIssuedOn: n.issuedOn,
      ...(s.reply ? { replyReceivedOn: s.reply.on } : {}),
      hearingOn: h.hearingOn,
      mode: h.mode,
      ...(h.link !== undefined ? { link: h.link } : {}),
      ...(h.time !== undefined ? { time: h.time } : {}),
      // Rule 4(6): in person, at the adjudicating officer's own office unless the notice names another place.
      ...(h.place !== undefined
        ? { place: h.place }
        : h.mode === 'in-person'
          ? { place: [ctx.issuer.office, ctx.issuer.place].filter(Boolean).join(', ') }
          : {}),
      inAbsence: h.inAbsence,
    },
  };
}

export interface SummonsValues {
  readonly parties: Parties;
  readonly witnessName: string;
  readonly purpose: Summons['purpose'];
  readonly appearOn: LocalDate;
}

export function buildSummons(ctx: BuildContext, s: AdjudicationState, sm: Summons): DocumentModel<SummonsValues> {
  const c = need(s.complaint, 'summons', 'complaint');
  return {
    header: header(ctx, 'summons', sm.on, ['in.ctr2026.r4.2']),
    values: {
      parties: partiesOf(c.particulars),
      witnessName: sm.witnessName,
      purpose: sm.purpose,
      appearOn: sm.appearOn,
    },
  };
}

// ---- Orders in the course of the inquiry -------------------------------------------------------------------------

export interface ReplyExtensionValues {
  readonly parties: Parties;
  readonly noticeIssuedOn: LocalDate;
  readonly originalDays: number;
  readonly extraDays: number;
  readonly totalDays: number;
  readonly reasons: string;
  readonly dueOn: LocalDate;
}

export function buildReplyExtension(
  ctx: BuildContext,
  s: AdjudicationState,
  e: ReplyPeriodExtended,
): DocumentModel<ReplyExtensionValues> {
  const c = need(s.complaint, 'reply-extension-order', 'complaint');
  const n = need(s.notice, 'reply-extension-order', 'show-cause notice');
  return {
    header: header(ctx, 'reply-extension-order', e.on, ['in.ctr2026.r4.4', ...e.basis]),
    values: {
      parties: partiesOf(c.particulars),
      noticeIssuedOn: n.issuedOn,
      originalDays: n.replyDays,
      extraDays: e.extraDays,
      totalDays: e.totalDays,
      reasons: e.reasons,
      dueOn: e.dueOn,
    },
  };
}

export interface ExParteValues {
  readonly parties: Parties;
  readonly noticeIssuedOn: LocalDate;
  readonly servedOn?: LocalDate;
  readonly replyDueOn: LocalDate;
  readonly reasons: string;
}

export function buildExParte(
  ctx: BuildContext,
  s: AdjudicationState,
  e: ExParteRecorded,
): DocumentModel<ExParteValues> {
  const c = need(s.complaint, 'ex-parte-record', 'complaint');
  const n = need(s.notice, 'ex-parte-record', 'show-cause notice');
  return {
    header: header(ctx, 'ex-parte-record', e.on, ['in.ctr2026.r4.7', ...e.basis]),
    values: {
      parties: partiesOf(c.particulars),
      noticeIssuedOn: n.issuedOn,
      ...(n.service.servedOn !== undefined ? { servedOn: n.service.servedOn } : {}),
      replyDueOn: e.replyDueOn,
      reasons: e.reasons,
    },
  };
}

export interface ProceedingsExtensionValues {
  readonly parties: Parties;
  readonly receivedOn: LocalDate;
  readonly days: number;
  readonly totalDays: number;
  readonly reasons: string;
  readonly dueOn: LocalDate;
}

export function buildProceedingsExtension(
  ctx: BuildContext,
  s: AdjudicationState,
  e: ProceedingsExtended,
): DocumentModel<ProceedingsExtensionValues> {
  const c = need(s.complaint, 'proceedings-extension-order', 'complaint');
  return {
    header: header(ctx, 'proceedings-extension-order', e.on, ['in.ctr2026.r5', 'in.ctr2026.r6', ...e.basis]),
    values: {
      parties: partiesOf(c.particulars),
      receivedOn: c.receivedOn,
      days: e.days,
      totalDays: e.totalDays,
      reasons: e.reasons,
      dueOn: e.dueOn,
    },
  };
}

// ---- Final order (Rule 4(12) / 4(8) / 4(13)) ---------------------------------------------------------------------

export interface FinalOrderValues {
  readonly parties: Parties;
  readonly kind: 'penalty-or-compensation' | 'dismissal';
  readonly onAdmission: boolean;
  readonly exParte: boolean;
  readonly complaintReceivedOn: LocalDate;
  readonly contravention: string;
  readonly provisionAlleged: string;
  readonly hearings: readonly LocalDate[];
  readonly replyOn?: LocalDate;
  readonly amounts: {
    readonly penaltyPaise: number;
    readonly compensationPaise: number;
    readonly expensesPaise: number;
    readonly chargesPaise: number;
    readonly totalPaise: number;
  };
  readonly depositDays?: number;
  readonly depositDueOn?: LocalDate;
  readonly penaltyPayableTo?: 'awbi-fund';
  readonly reasons: string;
  /** Rule 4(6) after an admission (issue 13): the hearing on the amounts, or why the person was not heard. */
  readonly heardOnAmountOn?: LocalDate;
  readonly notHeardOnAmountReasons?: string;
  /** The penalty ceiling applied (rupees), or null: none configured for the State. Absent without a penalty. */
  readonly penaltyCeilingRupees?: number | null;
  /** The hearings held in the absence of the person (Rule 4(7)), with the complainant's material examined. */
  readonly hearingsInAbsence?: readonly { readonly on: LocalDate; readonly materialExamined: readonly string[] }[];
}

export function buildFinalOrder(
  ctx: BuildContext,
  s: AdjudicationState,
  pack: Pack,
  e?: OrderPassed,
): DocumentModel<FinalOrderValues> {
  const c = need(s.complaint, 'final-order', 'complaint');
  const o = need(e?.order ?? s.order, 'final-order', 'final order');
  const total = o.penaltyPaise + o.compensationPaise + o.expensesPaise + o.chargesPaise;
  const penalty = o.kind === 'penalty-or-compensation' && o.penaltyPaise > 0;
  const basis: ProvisionId[] = [o.basis];
  if (o.onAdmission) basis.push('in.ctr2026.r4.8');
  if (o.exParte) basis.push('in.ctr2026.r4.7');
  if (penalty) basis.push('in.cta1871.s27c', 'in.cta1871.s28');
  basis.push('in.ctr2026.r4.15', 'in.ctr2026.r7.1');
  const depositDueOn = e?.depositDueOn ?? (o.depositDays !== undefined ? addDays(o.on, o.depositDays) : undefined);
  return {
    header: header(
      ctx,
      'final-order',
      o.on,
      basis,
      configuredNotes(pack, penalty ? ['deposit.period-days', 'appeal.period-days'] : ['appeal.period-days'], o.on),
    ),
    values: {
      parties: partiesOf(c.particulars),
      kind: o.kind,
      onAdmission: o.onAdmission,
      exParte: o.exParte,
      complaintReceivedOn: o.complaintReceivedOn,
      contravention: o.contravention,
      provisionAlleged: o.provisionAlleged,
      hearings: s.hearings.map((h) => h.on),
      ...(s.reply ? { replyOn: s.reply.on } : {}),
      amounts: {
        penaltyPaise: o.penaltyPaise,
        compensationPaise: o.compensationPaise,
        expensesPaise: o.expensesPaise,
        chargesPaise: o.chargesPaise,
        totalPaise: total,
      },
      ...(o.depositDays !== undefined ? { depositDays: o.depositDays } : {}),
      ...(depositDueOn !== undefined ? { depositDueOn } : {}),
      ...(penalty ? { penaltyPayableTo: 'awbi-fund' as const } : {}),
      reasons: o.reasons,
      ...(o.heardOnAmountOn !== undefined ? { heardOnAmountOn: o.heardOnAmountOn } : {}),
      ...(o.notHeardOnAmountReasons !== undefined ? { notHeardOnAmountReasons: o.notHeardOnAmountReasons } : {}),
      ...(o.penaltyCeilingRupees !== undefined ? { penaltyCeilingRupees: o.penaltyCeilingRupees } : {}),
      ...(s.hearings.some((h) => h.inAbsence && h.materialExamined)
        ? {
            hearingsInAbsence: s.hearings
              .filter((h) => h.inAbsence && h.materialExamined)
              .map((h) => ({ on: h.on, materialExamined: h.materialExamined! })),
          }
        : {}),
    },
  };
}

// ---- Payment receipt, referral for recovery ----------------------------------------------------------------------

export interface PaymentReceiptValues {
  readonly parties: Parties;
  readonly receiptNo: string;
  readonly on: LocalDate;
  readonly amountPaise: number;
  readonly mode: DepositMode;
  readonly orderOn: LocalDate;
  readonly penaltyPaise: number;
  readonly depositedToDatePaise: number;
  readonly outstandingPaise: number;
}

export function buildPaymentReceipt(
  ctx: BuildContext,
  s: AdjudicationState,
  receiptNo: string,
): DocumentModel<PaymentReceiptValues> {
  const c = need(s.complaint, 'payment-receipt', 'complaint');
  const o = need(s.order, 'payment-receipt', 'final order');
  const idx = s.deposits.findIndex((x) => x.receiptNo === receiptNo);
  const d = need(idx >= 0 ? s.deposits[idx] : undefined, 'payment-receipt', `deposit with receipt ${receiptNo}`);
  const toDate = s.deposits.slice(0, idx + 1).reduce((a, x) => a + x.amountPaise, 0);
  return {
    header: header(ctx, 'payment-receipt', d.on, ['in.ctr2026.r4.12', 'in.cta1871.s28']),
    values: {
      parties: partiesOf(c.particulars),
      receiptNo: d.receiptNo,
      on: d.on,
      amountPaise: d.amountPaise,
      mode: d.mode,
      orderOn: o.on,
      penaltyPaise: o.penaltyPaise,
      depositedToDatePaise: toDate,
      outstandingPaise: Math.max(0, o.penaltyPaise - toDate),
    },
  };
}

export interface RecoveryReferralValues {
  readonly source: 'adjudication' | 'appeal';
  readonly person: { readonly name: string; readonly address: string };
  readonly orderOn: LocalDate;
  readonly appellateOrderOn?: LocalDate;
  readonly penaltyPaise: number;
  readonly depositedPaise: number;
  readonly outstandingPaise: number;
  readonly dueOn: LocalDate;
  readonly periodDays: number;
}

export function buildRecoveryReferral(
  ctx: BuildContext,
  s: AdjudicationState,
  pack: Pack,
  e: ReferredForRecovery,
): DocumentModel<RecoveryReferralValues> {
  const c = need(s.complaint, 'recovery-referral', 'complaint');
  const o = need(s.order, 'recovery-referral', 'final order');
  const deposited = s.deposits.reduce((a, x) => a + x.amountPaise, 0);
  return {
    header: header(
      ctx,
      'recovery-referral',
      e.on,
      ['in.ctr2026.r4.14', 'in.cta1871.s27c', ...e.basis],
      configuredNotes(pack, ['deposit.period-days'], o.on),
    ),
    values: {
      source: 'adjudication',
      person: partiesOf(c.particulars).contravener,
      orderOn: o.on,
      penaltyPaise: o.penaltyPaise,
      depositedPaise: deposited,
      outstandingPaise: e.outstandingPaise,
      dueOn: e.s27cDueOn,
      periodDays: o.depositDays ?? 0,
    },
  };
}
