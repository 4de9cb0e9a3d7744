// The state of one appeal under Rule 7 and Form-III: what has been filed, scrutinised, admitted, heard and decided.

import type { LocalDate } from '../../lib/local-date.ts';
import type { ParamStatus } from '../../rules/parameters.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { ServiceObjection } from '../service/objection.ts';
import type { ActSection } from '../../rules/act-sections.ts';
import type { ServiceState } from '../service/service.ts';
import type { AnsweredGround } from './grounds.ts';

/**
 * The order appealed against, as the app layer describes it. Defined here (not imported from adjudication) so the
 * two areas stay independent; the app layer fills it from the adjudication record or from the enclosed copy.
 */
export interface OrderUnderAppeal {
  readonly caseNumber?: string;
  /** The provision the order was made under; only Rule 4(12) and Rule 4(13) orders are appealable (Rule 7(1)). */
  readonly provision: ProvisionId;
  readonly kind: string;
  readonly on: LocalDate;
  readonly penaltyPaise: number;
  readonly compensationPaise: number;
  readonly expensesPaise: number;
  readonly chargesPaise: number;
  /** Form-I item 2(d): the day of the contravention; the penalty ceiling is read on it (Article 20(1); issue 27). */
  readonly contraventionOn?: LocalDate;
  /** The provision charged in the show-cause notice (a complaint under s.20 gives no penalty; issue 27). */
  readonly provisionCharged?: string;
  /** The sections of the Act the order found contravened (its findings, Rule 4(12)); absent on older orders. */
  readonly sectionsFound?: readonly ActSection[];
  /** Whom the order below made the compensation, expenses or charges payable to. */
  readonly compensationPayee?: 'complainant' | 'contravener';
  /** Issue 30: the time to pay the order below fixed, shown beside the amounts the appeal varies: the penalty's
   * deposit (Rule 4(12)), in days from the order and its last day; the day to pay the compensation, expenses or
   * charges. Absent on appeals filed before it was kept, and where the order fixed none. */
  readonly depositDays?: number;
  readonly depositDue?: LocalDate;
  readonly compensationPayBy?: LocalDate;
}

/**
 * Rule 7(12), issue 27: the penalty's account when the appeal is decided, as the app layer reads it from the case
 * below (deposits recorded, the amount referred to the Board for recovery and when).
 */
export interface PenaltyAccountBelow {
  readonly depositedPaise: number;
  readonly referredPaise: number;
  readonly referredOn?: LocalDate;
}

/**
 * What the appellate order says of the penalty that stands: deposited, still under recovery by the Board (the
 * referral stands only for what remains), the balance to pay here, and any excess deposited that is to be refunded.
 */
export interface PenaltyAccountAfter extends PenaltyAccountBelow {
  readonly balancePaise: number;
  readonly excessPaise: number;
}

/** The amounts an order imposes or awards, in integer paise. */
export interface OrderTerms {
  readonly penaltyPaise: number;
  readonly compensationPaise: number;
  readonly expensesPaise: number;
  readonly chargesPaise: number;
}

/** Form-III items 1 and 5, (a) to (e). Every field is optional so that a gap becomes a defect, not a lost filing. */
export interface PartyParticulars {
  readonly name?: string;
  readonly parentName?: string;
  readonly address?: string;
  readonly contact?: string;
  readonly email?: string;
}

/**
 * What the appellant wrote in Form-III, kept as written. Item 9 is the appellant's own answer (`withinTimeAnswer`),
 * with their explanation of any delay and request that it be condoned; the portal's count of the s.27B period is a
 * separate note for the appellate authority (`Item9`), never the appellant's answer (docs/assumptions.md I-W2).
 */
export interface Form3Particulars {
  readonly appellant: PartyParticulars;
  readonly provisions?: string;
  readonly statementOfContravention?: string;
  readonly grounds?: string;
  readonly respondent: PartyParticulars;
  readonly statementOfFacts?: string;
  readonly orderDate?: LocalDate;
  readonly reliefClaimed?: string;
  /** Item 9, the appellant's own answer: printed in Form-III as given; the portal's count is a note beside it. */
  readonly withinTimeAnswer?: 'YES' | 'NO';
  /** With item 9: the appellant's explanation of a delay and request that it be condoned (I-W2). */
  readonly delayExplanation?: string;
  readonly pendingElsewhere?: { readonly pending: boolean; readonly details?: string };
  readonly declaration?: { readonly made: boolean; readonly signedOn?: LocalDate; readonly name?: string };
  readonly enclosures: { readonly copyOfOrder: boolean; readonly documentsRelied: readonly string[] };
}

/**
 * The portal's count for Form-III item 9, a note for the appellate authority: the order date, the s.27B period
 * (the portal's configured default until the State notifies a period under s.27B) and the day of receipt. Not the appellant's
 * answer, which is `Form3Particulars.withinTimeAnswer`.
 */
export interface Item9 {
  readonly answer: 'YES' | 'NO';
  readonly orderOn: LocalDate;
  readonly receivedOn: LocalDate;
  readonly due: LocalDate;
  readonly periodDays: number;
  readonly paramStatus: ParamStatus;
  readonly paramSource: string;
  readonly appellantAnswer?: 'YES' | 'NO';
  readonly explanation: readonly string[];
}

export type FiledBy = 'appellant-in-person' | 'authorised-representative';
export type FilingMedium = 'writing' | 'electronic';

export interface Filing {
  readonly on: LocalDate;
  readonly filedBy: FiledBy;
  readonly medium: FilingMedium;
  readonly representative?: { readonly name?: string; readonly authorisation?: string };
}

/**
 * A defect in the appeal. `found` = noticed by the portal at filing (a missing particular), not yet intimated;
 * `intimated` = told to the appellant under Rule 7(6), with the day by which to rectify; `rectified` = cured.
 * A defect is outstanding while it is not rectified.
 */
export interface Defect {
  readonly id: string;
  readonly field: string;
  readonly description: string;
  readonly basis: readonly ProvisionId[];
  readonly status: 'found' | 'intimated' | 'rectified';
  readonly foundOn: LocalDate;
  readonly intimatedOn?: LocalDate;
  readonly rectifyDue?: LocalDate;
  readonly rectifiedOn?: LocalDate;
  readonly rectifiedLate?: boolean;
}

export interface Refusal7_6 {
  readonly on: LocalDate;
  readonly reasons: string;
  readonly defectIds: readonly string[];
  readonly lastDayForRectification: LocalDate;
  readonly communicationDue: LocalDate;
  readonly communicatedOn?: LocalDate;
  readonly communicatedLate?: boolean;
  readonly delayReason?: string;
}

export interface RespondentNotice {
  readonly issuedOn: LocalDate;
  readonly replyDays: number;
  readonly copyOfAppealEnclosed: true;
  readonly service: ServiceState;
}

export type HearingMode = 'in-person' | 'electronic';
export type Appearance = 'in-person' | 'legal-representative' | 'absent';
export type Party = 'appellant' | 'respondent' | 'authorised-officer';

/** How each party appeared: the appellant and the respondent are always accounted for (Rule 7(10): all parties). */
export interface Appearances {
  readonly appellant: Appearance;
  readonly respondent: Appearance;
  readonly 'authorised-officer'?: Appearance;
}

/**
 * A notice of hearing under Rule 7(10) (issue 27): issued to the appellant and to the respondent, each served under
 * Rule 7(9) and recorded like the Rule 7(8) notice; a notice replaced by a new date is withdrawn, never relied on.
 */
export interface AppealHearingNotice {
  readonly id: string;
  readonly issuedOn: LocalDate;
  readonly hearingOn: LocalDate;
  readonly time?: string;
  readonly service: { readonly appellant: ServiceState; readonly respondent: ServiceState };
  readonly withdrawnOn?: LocalDate;
  /** The office is closed on the day fixed: the closure the officer confirmed (issue 27). */
  readonly closedDay?: string;
  /** The notice to the appellant carries the proposal to enhance (issue 27). */
  readonly enhancement?: boolean;
}

/**
 * Rule 7(10), issue 27: an adjournment of the hearing sought by a party (or moved by the authority of its own motion,
 * soughtBy 'officer'), and what became of it.
 */
export interface AppealAdjournment {
  readonly id: string;
  readonly on: LocalDate;
  readonly soughtBy: 'appellant' | 'respondent' | 'officer';
  readonly reasons: string;
  readonly from: LocalDate;
  readonly outcome: 'pending' | 'granted' | 'refused';
  readonly decidedOn?: LocalDate;
  readonly decisionReasons?: string;
  readonly to?: LocalDate;
  /** 'party': sought by the party on the portal. */
  readonly submittedBy?: 'party';
}

export interface HearingHeld {
  readonly on: LocalDate;
  /** The notice of hearing the sitting was held on (issue 27); absent on hearings recorded before notices were kept. */
  readonly noticeId?: string;
  readonly mode: HearingMode;
  readonly appearances: Appearances;
  readonly representatives?: Readonly<Partial<Record<Party, string>>>;
}

export type AppealOutcome = 'confirm' | 'vary' | 'set-aside';

export interface AppellateDecision {
  readonly on: LocalDate;
  readonly outcome: AppealOutcome;
  readonly reasons: string;
  /** The terms that stand after the appellate order: the original on confirm, the varied terms on vary, nil on set-aside. */
  readonly terms: OrderTerms;
  /** Rule 7(12), issue 27: the penalty's account after the order, when the case below had deposits or a referral. */
  readonly account?: PenaltyAccountAfter;
  /** The answer to each ground of Form-III item 4 (Rule 7(11)). */
  readonly answers?: readonly AnsweredGround[];
  /** Rule 7(12): the time to pay the order fixed (absent on orders recorded before it was kept). */
  readonly payBy?: {
    readonly due: LocalDate;
    readonly periodDays: number;
    readonly timeToPay?: 'order' | 'notified-s27c';
  };
}

export type AppealStage = 'none' | 'filed' | 'refused' | 'admitted' | 'decided';

export interface AppealState {
  readonly stage: AppealStage;
  readonly order?: OrderUnderAppeal;
  readonly form?: Form3Particulars;
  readonly filing?: Filing;
  readonly item9?: Item9;
  readonly defects: readonly Defect[];
  readonly records: { readonly calledOn?: LocalDate; readonly receivedOn?: LocalDate };
  readonly refusal?: Refusal7_6;
  readonly admittedOn?: LocalDate;
  /** Issue 27: a late appeal admitted on the delay condoned, for the reasons recorded. */
  readonly delayCondoned?: { readonly reasons: string };
  readonly notice?: RespondentNotice;
  readonly reply?: {
    readonly on: LocalDate;
    readonly late: boolean;
    readonly text?: string;
    readonly documents?: readonly string[];
    readonly submittedBy?: 'respondent';
  };
  readonly scheduledHearing?: { readonly on: LocalDate; readonly hearingOn: LocalDate; readonly mode: HearingMode };
  /** Issue 27: every notice of hearing issued, with its service on each party; the last is the one in force. */
  readonly hearingNotices?: readonly AppealHearingNotice[];
  /** Issue 27: the notice to the appellant to show cause against enhancement, and the hearing it fixed. */
  readonly enhancementNotice?: {
    readonly on: LocalDate;
    readonly hearingOn: LocalDate;
    readonly proposed: OrderTerms;
    readonly reasons: string;
    /** The notice of hearing that carried it, served on the appellant like any notice (issue 27). */
    readonly noticeId?: string;
  };
  readonly hearings: readonly HearingHeld[];
  /** Issue 27: the adjournments of the hearing sought, granted or refused (absent when none). */
  readonly adjournments?: readonly AppealAdjournment[];
  /** The respondent's objections to the service of the notice and the decisions (issue 32); absent when none. */
  readonly serviceObjections?: readonly ServiceObjection[];
  readonly decision?: AppellateDecision;
  readonly copies: readonly { readonly party: Party; readonly on: LocalDate }[];
  readonly recovery?: { readonly on: LocalDate; readonly unpaidPaise: number; readonly depositDue: LocalDate };
  /** The date of the latest event: no proceeding may be dated before it. */
  readonly lastEventOn?: LocalDate;
}

export const INITIAL_APPEAL: AppealState = {
  stage: 'none',
  defects: [],
  records: {},
  hearings: [],
  copies: [],
};

export const APPEALABLE_PROVISIONS: readonly ProvisionId[] = ['in.ctr2026.r4.12', 'in.ctr2026.r4.13'];

export const outstandingDefects = (s: AppealState): Defect[] => s.defects.filter((d) => d.status !== 'rectified');

export const termsOf = (o: OrderUnderAppeal): OrderTerms => ({
  penaltyPaise: o.penaltyPaise,
  compensationPaise: o.compensationPaise,
  expensesPaise: o.expensesPaise,
  chargesPaise: o.chargesPaise,
});

export const NIL_TERMS: OrderTerms = { penaltyPaise: 0, compensationPaise: 0, expensesPaise: 0, chargesPaise: 0 };

/** Issue 27: the first adjournment a party sought that the authority has not decided (Rule 7(10)). */
export const pendingAdjournment = (s: AppealState): AppealAdjournment | undefined =>
  (s.adjournments ?? []).find((a) => a.outcome === 'pending');
