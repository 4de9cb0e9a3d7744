// The commands a user may give on an appeal; each carries the date of the proceeding (`on`), never read from a clock.

import type { LocalDate } from '../../lib/local-date.ts';
import type { GroundAnswer } from './grounds.ts';
import type { ServiceMode, ServiceProof } from '../service/service.ts';
import type {
  Appearances,
  AppealOutcome,
  FiledBy,
  FilingMedium,
  Form3Particulars,
  HearingMode,
  OrderTerms,
  OrderUnderAppeal,
  Party,
} from './state.ts';

interface Base<T extends string> {
  readonly type: T;
  /** The date of the proceeding: not after today, not before the previous event. */
  readonly on: LocalDate;
}

/** `on` is the day the appellate authority received the appeal (Rule 7(4)). */
export interface FileAppeal extends Base<'file-appeal'> {
  readonly order: OrderUnderAppeal;
  readonly form: Form3Particulars;
  readonly filedBy: FiledBy;
  readonly medium: FilingMedium;
  readonly representative?: { readonly name?: string; readonly authorisation?: string };
}

export interface CallForRecords extends Base<'call-for-records'> {
  readonly note?: string;
}
export interface RecordRecordsReceived extends Base<'record-records-received'> {
  readonly note?: string;
}

export interface IntimateDefects extends Base<'intimate-defects'> {
  readonly defects: readonly { readonly field: string; readonly description: string }[];
}

export interface RecordRectification extends Base<'record-rectification'> {
  /** The defects cured; all outstanding ones when absent. */
  readonly defectIds?: readonly string[];
  readonly amendments?: Partial<Form3Particulars>;
  readonly note?: string;
}

export interface RefuseRegistration extends Base<'refuse-registration'> {
  readonly reasons: string;
}

export interface RecordRefusalCommunicated extends Base<'record-refusal-communicated'> {
  readonly means?: string;
  /** Required when the refusal is communicated after the 7 days of Rule 7(6). */
  readonly delayReason?: string;
}

export interface Admit extends Base<'admit'> {
  readonly note?: string;
  /** A late appeal (Form-III item 9 "no", or the portal's count): the authority's reasoned decision on the delay. */
  readonly condoneDelay?: { readonly condoned: boolean; readonly reasons: string };
}

export interface IssueNoticeToRespondent extends Base<'issue-notice-to-respondent'> {
  readonly replyDays: number;
  readonly copyOfAppealEnclosed: boolean;
}

/**
 * Which notice a service command addresses: the Rule 7(8) notice to the respondent (the default), or the notice of
 * the hearing fixed now (Rule 7(10), issue 27), served on the appellant or on the respondent.
 */
export interface ServiceTarget {
  readonly notice?: 'respondent-notice' | 'hearing';
  /** With notice 'hearing': whose copy. */
  readonly to?: 'appellant' | 'respondent';
}

/** The attempt's id is given by decide ("a1", "a2", ...) in order, so it is the same on replay, unless the command names one. */
export interface RecordServiceAttempt extends Base<'record-service-attempt'>, ServiceTarget {
  readonly mode: ServiceMode;
  /** A job's own id for the attempt (the mail dispatcher's `email-<message key>`); new on this notice. */
  readonly attemptId?: string;
  /** Known at once (tender refused, email bounced) or 'pending' until the outcome is recorded. */
  readonly outcome?: 'pending' | 'served' | 'failed';
  readonly particulars?: string;
  /** The structured proof for the manner (service.ts checkProof): required for tender, speed post and affixing. */
  readonly proof?: ServiceProof;
}

export interface RecordServiceOutcome extends Base<'record-service-outcome'>, ServiceTarget {
  readonly attemptId: string;
  readonly outcome: 'served' | 'failed';
  /** A tender found served later: its acknowledgement, a document attached to the appeal (service.ts checkOutcomeProof). */
  readonly acknowledgementDocumentId?: string;
}

/** Rule 7(9)(i) (issue 13): the respondent refused to accept the tendered notice; recorded as such, not as service. */
export interface RecordTenderRefused extends Base<'record-tender-refused'>, ServiceTarget {
  readonly attemptId?: string;
  readonly proof: { readonly tenderedBy: string; readonly tenderedTo: string; readonly at: string };
  readonly refusal: string;
  readonly witnesses?: readonly string[];
}

export interface RecordRespondentReply extends Base<'record-respondent-reply'> {
  readonly note?: string;
}

/** Rule 7(8): the respondent's own reply on the portal, within the period the authority set (refused after it). */
export interface SubmitRespondentReply extends Base<'submit-respondent-reply'> {
  readonly text: string;
  /** The documents relied on: names, or the ids of files attached to the appeal. */
  readonly documents?: readonly string[];
}

export interface ScheduleHearing extends Base<'schedule-hearing'> {
  readonly hearingOn: LocalDate;
  readonly mode: HearingMode;
  readonly venueOrLink?: string;
  /** The time of the hearing, "HH:MM" (24-hour, India time); the parties are told it with the date and place. */
  readonly time?: string;
  /** The officer confirms the warning that the office is closed on the day fixed (the holiday named; issue 27). */
  readonly closedDayConfirmed?: boolean;
  /** Issue 27: the notice tells the appellant to show cause at this hearing against enhancement to these terms. */
  readonly enhancement?: { readonly proposed: OrderTerms; readonly reasons: string };
  /**
   * Rule 7(10): re-fixing a hearing already fixed (adjourning it of the authority's own motion): the reasons, recorded
   * on the order sheet and shown to the parties (docs/assumptions.md A-255).
   */
  readonly adjournmentReasons?: string;
}

export interface RecordHearing extends Base<'record-hearing'> {
  readonly mode: HearingMode;
  readonly appearances: Appearances;
  readonly representatives?: Readonly<Partial<Record<Party, string>>>;
}

export interface DecideAppeal extends Base<'decide-appeal'> {
  readonly outcome: AppealOutcome;
  readonly reasons: string;
  /** Required with outcome 'vary': the terms as varied. */
  readonly varied?: OrderTerms;
  /** The answer to each ground of Form-III item 4, by its number: accepted or rejected, with reasons. */
  readonly answers?: readonly GroundAnswer[];
  /** Rule 7(11), 7(12): when a penalty stands, the time to pay it the authority fixes, in whole days from the order. */
  readonly payWithinDays?: number;
}

export interface SupplyCopy extends Base<'supply-copy'> {
  readonly party: Party;
}

export interface ReferForRecovery extends Base<'refer-for-recovery'> {
  /** The unpaid part of the penalty, from the ledger. */
  readonly unpaidPaise: number;
  /** Issue 27: reasons for referring although the appellate order reached a party late (fewer days than the minimum). */
  readonly lateServiceReasons?: string;
}

/**
 * Rule 7(9) (issue 32): the respondent says the notice of the appeal was not served on them as recorded; the
 * appellate authority decides it, for reasons recorded, before fixing the hearing or deciding the appeal.
 */
export interface ObjectToService extends Base<'object-to-service'> {
  readonly objectionId: string;
  readonly grounds: string;
}

export interface DecideServiceObjection extends Base<'decide-service-objection'> {
  readonly objectionId: string;
  readonly upheld: boolean;
  readonly reasons: string;
}

/**
 * Rule 7(10) (issue 27): the appellant or the respondent asks that the hearing fixed be adjourned, for reasons; by
 * themselves on the portal (`seek-adjournment`) or as the appellate authority records a request made in writing or at
 * the sitting (`record-adjournment-request`). Its id ("adj1", ...) is given by decide, in order.
 */
export interface SeekAdjournment extends Base<'seek-adjournment'> {
  readonly by: 'appellant' | 'respondent';
  readonly reasons: string;
}
export interface RecordAdjournmentRequest extends Base<'record-adjournment-request'> {
  readonly by: 'appellant' | 'respondent';
  readonly reasons: string;
}

/**
 * Rule 7(10): the appellate authority grants the adjournment (fixing the new hearing, whose notice replaces the one
 * withdrawn) or refuses it; either way with reasons.
 */
export interface DecideAdjournment extends Base<'decide-adjournment'> {
  readonly adjournmentId: string;
  readonly grant: boolean;
  readonly reasons: string;
  /** With grant: the new hearing, as schedule-hearing fixes it. */
  readonly hearingOn?: LocalDate;
  readonly time?: string;
  readonly mode?: HearingMode;
  readonly venueOrLink?: string;
  readonly closedDayConfirmed?: boolean;
}

export type AppealCommand =
  | FileAppeal
  | CallForRecords
  | RecordRecordsReceived
  | IntimateDefects
  | RecordRectification
  | RefuseRegistration
  | RecordRefusalCommunicated
  | Admit
  | IssueNoticeToRespondent
  | RecordServiceAttempt
  | RecordServiceOutcome
  | RecordTenderRefused
  | RecordRespondentReply
  | SubmitRespondentReply
  | ScheduleHearing
  | RecordHearing
  | DecideAppeal
  | SupplyCopy
  | ReferForRecovery
  | ObjectToService
  | DecideServiceObjection
  | SeekAdjournment
  | RecordAdjournmentRequest
  | DecideAdjournment;

export type AppealCommandType = AppealCommand['type'];
