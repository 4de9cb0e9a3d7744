// The events of an appeal: each is one entry of the appellate order sheet, dated, with the provisions it rests on.

import type { LocalDate } from '../../lib/local-date.ts';
import type { AnsweredGround } from './grounds.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { EventBase } from '../common.ts';
import type { ServiceAttempt } from '../service/service.ts';
import type {
  Appearances,
  AppealOutcome,
  Defect,
  FiledBy,
  FilingMedium,
  Form3Particulars,
  HearingMode,
  Item9,
  OrderTerms,
  OrderUnderAppeal,
  PenaltyAccountAfter,
  Party,
} from './state.ts';

/** Rule 7(1)-(4), Form-III: the appeal received by the appellate authority (deemed filed on `on`). */
export interface AppealFiled extends EventBase<'appeal.filed'> {
  readonly order: OrderUnderAppeal;
  readonly form: Form3Particulars;
  readonly filedBy: FiledBy;
  readonly medium: FilingMedium;
  readonly representative?: { readonly name?: string; readonly authorisation?: string };
  readonly item9: Item9;
  /** Missing particulars the portal found; they await intimation under Rule 7(6). */
  readonly defectsFound: readonly Pick<Defect, 'id' | 'field' | 'description' | 'basis'>[];
}

export interface RecordsCalledFor extends EventBase<'appeal.records-called-for'> {
  readonly note?: string;
}
export interface RecordsReceived extends EventBase<'appeal.records-received'> {
  readonly note?: string;
}

export interface DefectsIntimated extends EventBase<'appeal.defects-intimated'> {
  readonly defects: readonly {
    readonly id: string;
    readonly field: string;
    readonly description: string;
    readonly basis: readonly ProvisionId[];
    readonly wasFound: boolean;
  }[];
  /** The last day to rectify, from the 'rectify' clock (GCA s.10 applied). */
  readonly rectifyDue: LocalDate;
  readonly rectifyDays: number;
}

export interface DefectsRectified extends EventBase<'appeal.defects-rectified'> {
  readonly rectified: readonly { readonly id: string; readonly late: boolean }[];
  readonly amendments?: Partial<Form3Particulars>;
  readonly note?: string;
}

export interface RegistrationRefused extends EventBase<'appeal.registration-refused'> {
  readonly reasons: string;
  readonly defectIds: readonly string[];
  readonly lastDayForRectification: LocalDate;
  /** The last day to communicate the refusal, from the 'refusal-communication' clock. */
  readonly communicationDue: LocalDate;
}

export interface RefusalCommunicated extends EventBase<'appeal.refusal-communicated'> {
  readonly due: LocalDate;
  readonly late: boolean;
  readonly delayReason?: string;
  readonly means?: string;
}

export interface AppealAdmitted extends EventBase<'appeal.admitted'> {
  readonly note?: string;
  /** Issue 27: a late appeal admitted on the delay condoned, for these reasons. */
  readonly delayCondoned?: { readonly reasons: string };
}

export interface NoticeIssued extends EventBase<'appeal.notice-issued'> {
  readonly replyDays: number;
  readonly replyMaxDays: number;
  readonly copyOfAppealEnclosed: true;
}

/** Issue 27: the notice of hearing (its id) and the party whose copy a service entry concerns; absent: the Rule 7(8) notice. */
export interface HearingServiceRef {
  readonly hearingNoticeId?: string;
  readonly to?: 'appellant' | 'respondent';
}

export interface ServiceAttempted extends EventBase<'appeal.service-attempted'>, HearingServiceRef {
  readonly attempt: ServiceAttempt;
  /** Rule 7(9)(i) (issue 13): a tender the respondent refused to accept, with what was said or done. */
  readonly refused?: { readonly refusal: string; readonly witnesses: readonly string[] };
}
export interface ServiceOutcomeRecorded extends EventBase<'appeal.service-outcome'>, HearingServiceRef {
  readonly attemptId: string;
  readonly outcome: 'served' | 'failed';
  /** The acknowledgement of a tender found served, added to the attempt's proof. */
  readonly acknowledgementDocumentId?: string;
}
/** Recorded before issue 13 only: deemed service is no longer a manner the portal records (Rule 7(9), I-P8). */
export interface ServiceDeemed extends EventBase<'appeal.service-deemed'> {
  readonly ground: string;
}

export interface RespondentReplied extends EventBase<'appeal.respondent-replied'> {
  /** The reply due date where the notice had been served; absent when the reply came before service was recorded. */
  readonly due?: LocalDate;
  readonly late: boolean;
  /** The reply's text and documents, when the respondent submitted it on the portal (submittedBy 'respondent'). */
  readonly text?: string;
  readonly documents?: readonly string[];
  readonly submittedBy?: 'respondent';
}

export interface HearingScheduled extends EventBase<'appeal.hearing-scheduled'> {
  readonly hearingOn: LocalDate;
  readonly mode: HearingMode;
  readonly venueOrLink?: string;
  readonly time?: string;
  /** Issue 27: notice to the appellant to show cause against enhancement to these terms. */
  readonly enhancement?: { readonly proposed: OrderTerms; readonly reasons: string };
  /** Issue 27: the notice's id (served on each party), the notice it replaces (withdrawn), the closure confirmed. */
  readonly hearingNoticeId?: string;
  readonly withdraws?: string;
  readonly closedDay?: string;
  /**
   * Rule 7(10), issue 27: the hearing fixed replaces one adjourned: who sought it (the authority of its own motion:
   * 'officer'), why, the date it moves from, and the request granted (absent for the authority's own motion).
   */
  readonly adjourned?: {
    readonly soughtBy: 'appellant' | 'respondent' | 'officer';
    readonly reasons: string;
    readonly from: LocalDate;
    readonly adjournmentId: string;
  };
}

export interface HearingRecorded extends EventBase<'appeal.hearing-held'> {
  /** Issue 27: the notice of hearing the sitting was held on. */
  readonly hearingNoticeId?: string;
  readonly mode: HearingMode;
  readonly appearances: Appearances;
  readonly representatives?: Readonly<Partial<Record<Party, string>>>;
}

export interface AppealDecided extends EventBase<'appeal.decided'> {
  readonly outcome: AppealOutcome;
  readonly reasons: string;
  readonly terms: OrderTerms;
  /**
   * When a penalty the order upholds or varies must be paid (Rule 7(12)), stated in the order: the days from the
   * order and the last day. `timeToPay` says whether the appellate authority fixed it ('order') or a s.27C period a
   * State notified binds ('notified-s27c'); absent on orders recorded before it was kept (then the s.27C period).
   * `periodStatus` is the status of the s.27C value in force. Absent when no penalty stands.
   */
  readonly payBy?: {
    readonly due: LocalDate;
    readonly periodDays: number;
    readonly periodStatus: 'enacted' | 'configured';
    readonly timeToPay?: 'order' | 'notified-s27c';
  };
  /** The penalty ceiling applied, read on the day of the contravention (Article 20(1); issue 27); null: none. */
  readonly ceiling?: { readonly maxRupees: number | null; readonly readOn: LocalDate };
  /** Rule 7(12), issue 27: what was deposited and referred below, and what is left to pay or refund. */
  readonly account?: PenaltyAccountAfter;
  /** The answer to each ground of Form-III item 4 (Rule 7(11)); absent on orders recorded before it was kept. */
  readonly answers?: readonly AnsweredGround[];
}

export interface CopySupplied extends EventBase<'appeal.copy-supplied'> {
  readonly party: Party;
  readonly of: 'appellate-order' | 'refusal-order';
  readonly signed: true;
  readonly feePaise: 0;
}

export interface ReferredForRecovery extends EventBase<'appeal.referred-for-recovery'> {
  readonly unpaidPaise: number;
  readonly depositDue: LocalDate;
  readonly periodDays: number;
  readonly periodStatus: 'enacted' | 'configured';
}

/** Issue 32, Rule 7(9): the respondent's objection to the service of the notice, and the authority's decision. */
export interface ServiceObjected extends EventBase<'appeal.service-objected'> {
  readonly objectionId: string;
  readonly attemptId: string;
  readonly grounds: string;
}

export interface ServiceObjectionDecided extends EventBase<'appeal.service-objection-decided'> {
  readonly objectionId: string;
  readonly attemptId: string;
  /** Upheld: the attempt did not serve the notice, which is to be served again (a hearing fixed on it falls). */
  readonly upheld: boolean;
  readonly reasons: string;
}

/** Rule 7(10), issue 27: a party asks that the hearing fixed be adjourned; undecided, it holds up every adverse decision. */
export interface AdjournmentSought extends EventBase<'appeal.adjournment-sought'> {
  readonly adjournmentId: string;
  readonly by: 'appellant' | 'respondent';
  readonly reasons: string;
  /** The day of the hearing it asks to move, and its notice. */
  readonly from: LocalDate;
  readonly hearingNoticeId?: string;
  /** 'party': made by the party on the portal; absent: recorded by the appellate authority. */
  readonly submittedBy?: 'party';
}

/** Rule 7(10): the authority's decision on it, with reasons; granted, the new hearing follows (appeal.hearing-scheduled). */
export interface AdjournmentDecided extends EventBase<'appeal.adjournment-decided'> {
  readonly adjournmentId: string;
  readonly by: 'appellant' | 'respondent';
  readonly granted: boolean;
  readonly reasons: string;
  readonly from: LocalDate;
  readonly to?: LocalDate;
}

export type AppealEvent =
  | AppealFiled
  | RecordsCalledFor
  | RecordsReceived
  | DefectsIntimated
  | DefectsRectified
  | RegistrationRefused
  | RefusalCommunicated
  | AppealAdmitted
  | NoticeIssued
  | ServiceAttempted
  | ServiceOutcomeRecorded
  | ServiceDeemed
  | RespondentReplied
  | HearingScheduled
  | HearingRecorded
  | AppealDecided
  | CopySupplied
  | ReferredForRecovery
  | ServiceObjected
  | ServiceObjectionDecided
  | AdjournmentSought
  | AdjournmentDecided;
