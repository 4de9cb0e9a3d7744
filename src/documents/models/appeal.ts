// Document models of the appeal (Rule 7): Form-III, the defect intimation, the refusal order, the notice to the
// respondent, the appellate order and the referral for recovery of a confirmed penalty.

import type { LocalDate } from '../../lib/local-date.ts';
import type { Pack } from '../../rules/packs.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type {
  AppealState,
  Appearances,
  AppealOutcome,
  Filing,
  Form3Particulars,
  OrderTerms,
  OrderUnderAppeal,
} from '../../domain/appeal/state.ts';
import type {
  AppealDecided,
  DefectsIntimated,
  NoticeIssued,
  ReferredForRecovery,
  RegistrationRefused,
} from '../../domain/appeal/events.ts';
import type { BuildContext, DocumentModel } from '../types.ts';
import { configuredNotes, header, need } from './common.ts';
import type { RecoveryReferralValues } from './adjudication.ts';

export interface AppealParties {
  readonly appellant: string;
  readonly respondent: string;
}

const partiesOf = (f: Form3Particulars): AppealParties => ({
  appellant: f.appellant.name ?? '',
  respondent: f.respondent.name ?? '',
});

/** Form-III as the appellant filed it. The portal's count for item 9 is not here: it is a note for the authority (I-W2). */
export interface Form3Values {
  readonly form: Form3Particulars;
  readonly filing: Filing;
  readonly order: OrderUnderAppeal;
}

export function buildForm3(ctx: BuildContext, s: AppealState, _pack: Pack): DocumentModel<Form3Values> {
  const form = need(s.form, 'form-3', 'appeal');
  const filing = need(s.filing, 'form-3', 'appeal filing');
  const order = need(s.order, 'form-3', 'order under appeal');
  return {
    header: header(ctx, 'form-3', filing.on, [
      'in.ctr2026.r7.1',
      'in.ctr2026.r7.2',
      'in.ctr2026.r7.4',
      'in.ctr2026.form3',
      'in.ctr2026.form3.item9',
      'in.cta1871.s27b',
    ]),
    values: { form, filing, order },
  };
}

export interface DefectIntimationValues {
  readonly parties: AppealParties;
  readonly appellantAddress: string;
  readonly filedOn: LocalDate;
  readonly defects: readonly { readonly field: string; readonly description: string }[];
  readonly rectifyDays: number;
  readonly rectifyDue: LocalDate;
}

export function buildDefectIntimation(
  ctx: BuildContext,
  s: AppealState,
  e: DefectsIntimated,
): DocumentModel<DefectIntimationValues> {
  const form = need(s.form, 'defect-intimation', 'appeal');
  const filing = need(s.filing, 'defect-intimation', 'appeal filing');
  return {
    header: header(ctx, 'defect-intimation', e.on, ['in.ctr2026.r7.6', ...e.basis]),
    values: {
      parties: partiesOf(form),
      appellantAddress: form.appellant.address ?? '',
      filedOn: filing.on,
      defects: e.defects.map((d) => ({ field: d.field, description: d.description })),
      rectifyDays: e.rectifyDays,
      rectifyDue: e.rectifyDue,
    },
  };
}

export interface RefusalOrderValues {
  readonly parties: AppealParties;
  readonly filedOn: LocalDate;
  readonly defects: readonly { readonly field: string; readonly description: string }[];
  readonly lastDayForRectification: LocalDate;
  readonly communicationDue: LocalDate;
  readonly reasons: string;
}

export function buildRefusalOrder(
  ctx: BuildContext,
  s: AppealState,
  e: RegistrationRefused,
): DocumentModel<RefusalOrderValues> {
  const form = need(s.form, 'registration-refusal-order', 'appeal');
  const filing = need(s.filing, 'registration-refusal-order', 'appeal filing');
  return {
    header: header(ctx, 'registration-refusal-order', e.on, ['in.ctr2026.r7.6', ...e.basis]),
    values: {
      parties: partiesOf(form),
      filedOn: filing.on,
      defects: s.defects
        .filter((d) => e.defectIds.includes(d.id))
        .map((d) => ({ field: d.field, description: d.description })),
      lastDayForRectification: e.lastDayForRectification,
      communicationDue: e.communicationDue,
      reasons: e.reasons,
    },
  };
}

export interface RespondentNoticeValues {
  readonly parties: AppealParties;
  readonly respondentAddress: string;
  readonly filedOn: LocalDate;
  readonly admittedOn: LocalDate;
  readonly orderOn: LocalDate;
  readonly replyDays: number;
  readonly copyOfAppealEnclosed: true;
}

export function buildRespondentNotice(
  ctx: BuildContext,
  s: AppealState,
  e: NoticeIssued,
): DocumentModel<RespondentNoticeValues> {
  const form = need(s.form, 'respondent-notice', 'appeal');
  return {
    header: header(ctx, 'respondent-notice', e.on, ['in.ctr2026.r7.8', 'in.ctr2026.r7.9', 'in.ctr2026.r7.10']),
    values: {
      parties: partiesOf(form),
      respondentAddress: form.respondent.address ?? '',
      filedOn: need(s.filing, 'respondent-notice', 'filing').on,
      admittedOn: need(s.admittedOn, 'respondent-notice', 'admission'),
      orderOn: need(s.order, 'respondent-notice', 'order').on,
      replyDays: e.replyDays,
      copyOfAppealEnclosed: true,
    },
  };
}

export interface AppellateOrderValues {
  readonly parties: AppealParties;
  readonly filedOn: LocalDate;
  readonly order: OrderUnderAppeal;
  readonly hearings: readonly { readonly on: LocalDate; readonly appearances: Appearances }[];
  readonly outcome: AppealOutcome;
  readonly reasons: string;
  readonly terms: OrderTerms;
  /** When a penalty that stands must be paid (Rule 7(12), s.27C), as the decision recorded it. */
  readonly payBy?: AppealDecided['payBy'];
  /** Issue 27: the ceiling applied (read on the day of the contravention) and the penalty's account after the order. */
  readonly ceiling?: AppealDecided['ceiling'];
  readonly account?: AppealDecided['account'];
  /** The answer to each ground of Form-III item 4 (Rule 7(11)). */
  readonly answers?: AppealDecided['answers'];
}

export function buildAppellateOrder(
  ctx: BuildContext,
  s: AppealState,
  pack: Pack,
  e: AppealDecided,
): DocumentModel<AppellateOrderValues> {
  const form = need(s.form, 'appellate-order', 'appeal');
  const order = need(s.order, 'appellate-order', 'order under appeal');
  const basis: ProvisionId[] = ['in.ctr2026.r7.10', 'in.ctr2026.r7.11', 'in.ctr2026.r7.13'];
  const penaltyStands = e.outcome !== 'set-aside' && e.terms.penaltyPaise > 0;
  if (penaltyStands) basis.push('in.ctr2026.r7.12', 'in.cta1871.s27c');
  return {
    header: header(
      ctx,
      'appellate-order',
      e.on,
      basis,
      penaltyStands ? configuredNotes(pack, ['deposit.period-days'], e.on) : [],
    ),
    values: {
      parties: partiesOf(form),
      filedOn: need(s.filing, 'appellate-order', 'filing').on,
      order,
      hearings: s.hearings.map((h) => ({ on: h.on, appearances: h.appearances })),
      outcome: e.outcome,
      reasons: e.reasons,
      terms: e.terms,
      ...(e.payBy !== undefined ? { payBy: e.payBy } : {}),
      ...(e.ceiling !== undefined ? { ceiling: e.ceiling } : {}),
      ...(e.account !== undefined ? { account: e.account } : {}),
      ...(e.answers !== undefined ? { answers: e.answers } : {}),
    },
  };
}

export function buildAppealRecoveryReferral(
  ctx: BuildContext,
  s: AppealState,
  pack: Pack,
  e: ReferredForRecovery,
): DocumentModel<RecoveryReferralValues> {
  const form = need(s.form, 'recovery-referral', 'appeal');
  const order = need(s.order, 'recovery-referral', 'order under appeal');
  const decision = need(s.decision, 'recovery-referral', 'appellate order');
  return {
    header: header(
      ctx,
      'recovery-referral',
      e.on,
      ['in.ctr2026.r7.12', 'in.cta1871.s27c', ...e.basis],
      configuredNotes(pack, ['deposit.period-days'], decision.on),
    ),
    values: {
      source: 'appeal',
      person: { name: form.appellant.name ?? '', address: form.appellant.address ?? '' },
      orderOn: order.on,
      appellateOrderOn: decision.on,
      penaltyPaise: decision.terms.penaltyPaise,
      depositedPaise: decision.terms.penaltyPaise - e.unpaidPaise,
      outstandingPaise: e.unpaidPaise,
      dueOn: e.depositDue,
      periodDays: e.periodDays,
    },
  };
}
