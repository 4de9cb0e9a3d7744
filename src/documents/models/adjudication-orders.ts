// Document models of the adjudication, the order and after it (Rules 4(12) to 4(15), s.27C): the final order, the
// receipt of a payment and the referral for recovery; re-exported by adjudication.ts.

import type { LocalDate } from '../../lib/local-date.ts';
import { addDays } from '../../lib/local-date.ts';
import type { Pack } from '../../rules/packs.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { ActSection } from '../../rules/act-sections.ts';
import type { AdjudicationState, DepositMode } from '../../domain/adjudication/state.ts';
import type { OrderPassed, ReferredForRecovery } from '../../domain/adjudication/events.ts';
import type { BuildContext, DocumentModel } from '../types.ts';
import { configuredNotes, header, need } from './common.ts';
import type { Parties } from './parties.ts';
import { partiesOf } from './parties.ts';

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
  /** The day the ceiling was read on: the day of the contravention (Article 20(1); issue 27). */
  readonly ceilingReadOn?: LocalDate;
  /** The hearings held in the absence of the person (Rule 4(7)), with the complainant's material examined. */
  readonly hearingsInAbsence?: readonly { readonly on: LocalDate; readonly materialExamined: readonly string[] }[];
  /** The finding on each ground: the section, contravened or not, and the reasons (Rule 4(12), 4(13)). */
  readonly findings?: readonly {
    readonly section: ActSection;
    readonly contravened: boolean;
    readonly reasons: string;
  }[];
  /** Each witness or document listed under Rule 4(11): examined or rejected, with reasons. */
  readonly listed?: readonly {
    readonly kind: 'witness' | 'document';
    readonly by: 'contravener' | 'complainant';
    readonly item: string;
    readonly examined: boolean;
    readonly reasons: string;
  }[];
  /** Whom the compensation, expenses or charges are paid to (by name and as which party), and by when. */
  readonly compensationPayee?: { readonly party: 'contravener' | 'complainant'; readonly name: string };
  readonly compensationPayBy?: LocalDate;
  readonly compensationPayWithinDays?: number;
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
      ...(o.ceilingReadOn !== undefined ? { ceilingReadOn: o.ceilingReadOn } : {}),
      ...(o.findings ? { findings: o.findings } : {}),
      ...(o.listed
        ? {
            listed: o.listed.map((x) => ({
              kind: x.kind,
              by: x.by,
              item: x.item,
              examined: x.examined,
              reasons: x.reasons,
            })),
          }
        : {}),
      ...(o.compensationPayee
        ? {
            compensationPayee: {
              party: o.compensationPayee,
              name: o.compensationPayee === 'complainant' ? o.complainantName : o.contravenerName,
            },
          }
        : {}),
      ...(o.compensationPayBy !== undefined ? { compensationPayBy: o.compensationPayBy } : {}),
      ...(o.compensationPayWithinDays !== undefined ? { compensationPayWithinDays: o.compensationPayWithinDays } : {}),
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
  /** Rule 4(14), issue 27: the appeal against the order pending when the reference was made. */
  readonly appealPending?: { readonly number: string; readonly filedOn: LocalDate };
  /** The sections the order found contravened, on which the penalty rests. */
  readonly sectionsFound?: readonly ActSection[];
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
      ...(e.appealPending ? { appealPending: e.appealPending } : {}),
      ...(o.findings?.some((f) => f.contravened)
        ? { sectionsFound: o.findings.filter((f) => f.contravened).map((f) => f.section) }
        : {}),
    },
  };
}
