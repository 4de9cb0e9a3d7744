// The commands an adjudicating officer's office gives a case; each carries `on`, the date of the proceeding.

import type { LocalDate } from '../../lib/local-date.ts';
import type { ActSection } from '../../rules/act-sections.ts';
import type { AttemptOutcome, ServiceMode, ServiceProof } from '../service/service.ts';
import type { ComplaintParticulars, DepositMode, Party } from './state.ts';

interface CommandBase<T extends string> {
  readonly type: T;
  readonly on: LocalDate;
}

/** Loosely typed where the input comes from a form: the guard checks capacity and body at run time. */
export interface FiledByInput {
  readonly capacity: string;
  readonly representedPerson?: string;
  readonly body?: string;
  readonly designation?: string;
  readonly office?: string;
}

export interface RegisterComplaint extends CommandBase<'register-complaint'> {
  readonly filedBy: FiledByInput;
  readonly mode: 'writing' | 'electronic';
  readonly particulars: ComplaintParticulars;
  /**
   * Section 26 (Assam): the officer's recorded finding on jurisdiction, without which a complaint alleging section 26 at
   * an office in Assam is refused (the Assam Amendment makes it an offence tried on a s.26A report). Only an officer of
   * the office gives it (the filing use case drops it from anyone else).
   */
  readonly jurisdictionFinding?: { readonly reasons: string };
}

export interface IssueShowCauseNotice extends CommandBase<'issue-show-cause-notice'> {
  readonly replyDays: number;
  readonly contravention: string;
  readonly provisionAlleged: string;
  readonly complaintCopyEnclosed: boolean;
  readonly aoName: string;
  readonly aoOffice: string;
  readonly delayReason?: string;
}

/** Service commands address the show-cause notice unless `hearingNoticeId` names a hearing notice. */
export interface RecordServiceAttempt extends CommandBase<'record-service-attempt'> {
  readonly hearingNoticeId?: string;
  /** A notice of hearing is served on both parties (Rule 4(6)): 'complainant' addresses the complainant's copy. */
  readonly to?: 'complainant';
  readonly attemptId: string;
  readonly mode: ServiceMode;
  readonly outcome?: AttemptOutcome;
  /** Free particulars; required when no proof is given (an electronic attempt without address or Message-ID). */
  readonly particulars?: string;
  /** The structured proof for the manner (service.ts checkProof): required for tender, speed post and affixing. */
  readonly proof?: ServiceProof;
}

export interface RecordServiceOutcome extends CommandBase<'record-service-outcome'> {
  readonly hearingNoticeId?: string;
  readonly to?: 'complainant';
  readonly attemptId: string;
  readonly outcome: 'served' | 'failed';
  /** A tender found served later: its acknowledgement, a document attached to the case (service.ts checkOutcomeProof). */
  readonly acknowledgementDocumentId?: string;
}

/**
 * Rule 4(5)(i) (issue 13): the person (or the authorised representative) refused to accept the notice tendered. Recorded
 * as a tender refused, with who tendered, to whom, when, and what was said or done; the officer then serves by the
 * next manner (clause (ii), then (iii)). A refusal is not service.
 */
export interface RecordTenderRefused extends CommandBase<'record-tender-refused'> {
  readonly hearingNoticeId?: string;
  readonly to?: 'complainant';
  readonly attemptId: string;
  readonly proof: { readonly tenderedBy: string; readonly tenderedTo: string; readonly at: string };
  readonly refusal: string;
  readonly witnesses?: readonly string[];
}

export interface IssueSummons extends CommandBase<'issue-summons'> {
  readonly summonsId: string;
  readonly witnessName: string;
  readonly purpose: 'evidence' | 'documents' | 'evidence-and-documents';
  readonly appearOn: LocalDate;
  /** The officer confirms the warning that the office is closed on the day fixed (the holiday named; issue 27). */
  readonly closedDayConfirmed?: boolean;
  /** The hour to appear ("10:30"); a summons states its time and place. */
  readonly time: string;
  /** Where to appear (the office, its address). */
  readonly place: string;
}

export interface EnforceAttendance extends CommandBase<'enforce-attendance'> {
  readonly summonsId: string;
  readonly reasons: string;
}

/** Rule 4(2): the person summoned appeared, and what they gave (evidence, documents or reports). */
export interface RecordSummonsAppearance extends CommandBase<'record-summons-appearance'> {
  readonly summonsId: string;
  readonly statement: string;
}

export interface ExtendReplyPeriod extends CommandBase<'extend-reply-period'> {
  readonly extraDays: number;
  readonly reasons: string;
  readonly sufficientCauseShown: boolean;
}

export interface RecordReply extends CommandBase<'record-reply'> {
  readonly admits: boolean;
  readonly text: string;
  readonly witnesses?: readonly string[];
  readonly documents?: readonly string[];
}

/** The noticee's own reply on the portal (Rule 4(1), 4(6), 4(8), 4(11)): refused after the period, unlike the office's record. */
export interface SubmitReply extends CommandBase<'submit-reply'> {
  readonly admits: boolean;
  readonly text: string;
  readonly witnesses?: readonly string[];
  /** The documents relied on: names, or the ids of files attached to the case. */
  readonly documents?: readonly string[];
}

/** Rule 4(4): the noticee asks for more time, showing the cause; the officer grants (extend-reply-period) or refuses. */
export interface RequestReplyExtension extends CommandBase<'request-reply-extension'> {
  readonly reasons: string;
  /** The further days asked for; the officer decides how many (at most 15 in all). */
  readonly days?: number;
}

export interface RefuseReplyExtension extends CommandBase<'refuse-reply-extension'> {
  readonly reasons: string;
}

export interface ProceedExParte extends CommandBase<'proceed-ex-parte'> {
  readonly reasons: string;
}

/** Rule 4(7) (issue 13): the ex parte proceeding recalled for reasons recorded in writing; the Rule 4(6) hearing follows. */
export interface RecallExParte extends CommandBase<'recall-ex-parte'> {
  readonly reasons: string;
}

/**
 * Rule 4(7) (issue 13): the hearing held in the absence of the person after the ex parte decision: the complainant's
 * material examined, item by item, and the record of the hearing.
 */
export interface RecordHearingInAbsence extends CommandBase<'record-hearing-in-absence'> {
  /** The notice of hearing to the complainant, when one was issued. */
  readonly hearingNoticeId?: string;
  readonly complainantAppeared: boolean;
  readonly materialExamined: readonly string[];
  readonly notes: string;
}

export interface IssueHearingNotice extends CommandBase<'issue-hearing-notice'> {
  readonly hearingNoticeId: string;
  readonly hearingOn: LocalDate;
  readonly mode: 'in-person' | 'electronic';
  readonly link?: string;
  /** The time of the hearing, "HH:MM" (24-hour, India time), and its place; the notice tells the parties both. */
  readonly time?: string;
  readonly place?: string;
  /** Reasons for a date less than the minimum interval after service (issue 27): the notice is short only with them. */
  readonly shortNoticeReasons?: string;
  /** The officer confirms the warning that the office is closed on the date fixed (the holiday named). */
  readonly closedDayConfirmed?: boolean;
  /** An adjournment (issue 27): who sought the new date and why; the notice it replaces is withdrawn. */
  readonly adjournment?: { readonly soughtBy: Party | 'officer'; readonly reasons: string };
}

/** Issue 27: the party's own waiver of being heard, copied from their signed writing attached to the case. */
export interface RecordWaiver extends CommandBase<'record-waiver'> {
  readonly by: Party;
  readonly words: string;
  readonly documentId: string;
}

/**
 * Rule 4(5), Rule 4(7) (issue 32): the person complained against says they were not served as the record claims (the
 * show-cause notice, or a notice of hearing when `hearingNoticeId` names it); the officer decides it, for reasons.
 */
export interface ObjectToService extends CommandBase<'object-to-service'> {
  readonly objectionId: string;
  readonly hearingNoticeId?: string;
  readonly grounds: string;
}

export interface DecideServiceObjection extends CommandBase<'decide-service-objection'> {
  readonly objectionId: string;
  readonly upheld: boolean;
  readonly reasons: string;
}

export interface RecordHearing extends CommandBase<'record-hearing'> {
  readonly hearingNoticeId?: string;
  readonly noticeeAppeared: boolean;
  readonly complainantAppeared: boolean;
  /** Rule 4(9): the contravention and the provisions were explained to the person or his legal representative. */
  readonly explained: boolean;
  /** Rule 4(10): a reasonable opportunity of being heard was afforded. */
  readonly opportunityAfforded: boolean;
  readonly notes: string;
}

export interface AllowWrittenSubmissions extends CommandBase<'allow-written-submissions'> {
  readonly issues: string;
}

export interface RecordWrittenSubmission extends CommandBase<'record-written-submission'> {
  readonly by: Party;
  readonly text: string;
}

/**
 * Rule 4(10), its second limb: after the hearing, where the officer has granted the opportunity, a party's written
 * brief in support of their claim, filed by the party on the portal.
 */
export interface SubmitWrittenBrief extends CommandBase<'submit-written-brief'> {
  readonly by: Party;
  readonly text: string;
}

export interface SubmitList extends CommandBase<'submit-witness-list' | 'submit-document-list'> {
  readonly by: Party;
  readonly items: readonly string[];
}

export interface OrderAmounts {
  readonly penaltyPaise: number;
  readonly compensationPaise: number;
  readonly expensesPaise: number;
  readonly chargesPaise: number;
}

/**
 * A finding on one ground (Rule 4(12), 4(13)): a section of the Act, whether the person is found to have contravened
 * it, and the reasons for that finding. The grounds are the sections the notice alleges; the officer may find another.
 */
export interface OrderFinding {
  readonly section: ActSection;
  readonly contravened: boolean;
  readonly reasons: string;
}

/** What the order says of one witness or document a party listed under Rule 4(11) (its key: listedItems()). */
export interface ListedItemFinding {
  readonly item: string;
  readonly examined: boolean;
  readonly reasons: string;
}

/** Who is paid the compensation, expenses or charges, and by when: a date, or days from the order. */
export interface CompensationTerms {
  readonly payee: Party;
  readonly payByOn?: LocalDate;
  readonly payWithinDays?: number;
}

interface OrderGrounds {
  /** A finding on each ground; an order without one is refused (ORDER.FINDING_REQUIRED). */
  readonly findings?: readonly OrderFinding[];
  /** Each witness or document listed under Rule 4(11): examined, or rejected with reasons. */
  readonly listed?: readonly ListedItemFinding[];
}

export type PassOrder =
  | (CommandBase<'pass-order'> &
      OrderGrounds & {
        readonly kind: 'penalty-or-compensation';
        readonly amounts: OrderAmounts;
        readonly depositDays?: number;
        /** Required when compensation, expenses or charges are awarded. */
        readonly compensation?: CompensationTerms;
        readonly reasons: string;
        readonly delayReason?: string;
        /** The officer confirms the notice that no penalty ceiling is configured for this State (issue 13, A-3). */
        readonly noCeilingConfirmed?: boolean;
        /** On an admission with no hearing held: why the person was not heard on the amounts (Rule 4(6), issue 13). */
        readonly notHeardOnAmountReasons?: string;
      })
  | (CommandBase<'pass-order'> &
      OrderGrounds & {
        readonly kind: 'dismissal';
        readonly reasons: string;
        readonly delayReason?: string;
      });

export interface ExtendProceedings extends CommandBase<'extend-proceedings'> {
  readonly days: number;
  readonly reasons: string;
  /** Issue 27: given after the period had ended, why it was not extended before it ended (recorded with the lapse). */
  readonly lapseReasons?: string;
}

export interface SupplyOrderCopy extends CommandBase<'supply-order-copy'> {
  readonly to: Party;
  readonly feePaise: number;
  readonly signed: boolean;
}

export interface RecordDeposit extends CommandBase<'record-deposit'> {
  readonly amountPaise: number;
  readonly receiptNo: string;
  readonly mode: DepositMode;
}

export interface ReferForRecovery extends CommandBase<'refer-for-recovery'> {
  /**
   * Issue 27: the officer's reasons for referring although the order reached the person less than the minimum
   * interval before the time to pay ended (the gate accepts the shorter time only with them).
   */
  readonly lateServiceReasons?: string;
}

/**
 * Issue 27: an adjournment of a sitting fixed, sought by a party. The Rules are silent on adjournments; the portal
 * records them under Rule 4(6) (the hearing on the date fixed) and Rule 4(7), as natural justice asks (I-330). The party
 * asks on the portal (`seek-adjournment`); one made orally or in writing at or before the sitting the officer records
 * (`record-adjournment-request`), with who sought it and the reasons as given.
 */
export interface SeekAdjournment extends CommandBase<'seek-adjournment'> {
  readonly requestId: string;
  readonly by: Party;
  /** The notice of hearing fixing the sitting; absent: the sitting now fixed. */
  readonly hearingNoticeId?: string;
  readonly reasons: string;
}

export interface RecordAdjournmentRequest extends CommandBase<'record-adjournment-request'> {
  readonly requestId: string;
  readonly by: Party;
  readonly made: 'orally' | 'in-writing';
  readonly hearingNoticeId?: string;
  /** The reasons as the party gave them. */
  readonly reasons: string;
}

/**
 * Issue 27: the officer decides a request to adjourn: granted, fixing the new date by a notice of hearing that
 * replaces (and withdraws) the one adjourned; or refused, for reasons recorded that answer the request.
 */
export interface DecideAdjournment extends CommandBase<'decide-adjournment'> {
  readonly requestId: string;
  readonly granted: boolean;
  readonly reasons: string;
  /** When granted: the new notice of hearing, as issue-hearing-notice fixes it. */
  readonly hearingNoticeId?: string;
  readonly hearingOn?: LocalDate;
  readonly mode?: 'in-person' | 'electronic';
  readonly time?: string;
  readonly place?: string;
  readonly link?: string;
  readonly shortNoticeReasons?: string;
  readonly closedDayConfirmed?: boolean;
}

export type AdjudicationCommand =
  | RegisterComplaint
  | IssueShowCauseNotice
  | RecordServiceAttempt
  | RecordServiceOutcome
  | RecordTenderRefused
  | IssueSummons
  | EnforceAttendance
  | RecordSummonsAppearance
  | ExtendReplyPeriod
  | RecordReply
  | SubmitReply
  | RequestReplyExtension
  | RefuseReplyExtension
  | ProceedExParte
  | RecallExParte
  | RecordHearingInAbsence
  | IssueHearingNotice
  | RecordHearing
  | AllowWrittenSubmissions
  | RecordWrittenSubmission
  | SubmitWrittenBrief
  | SubmitList
  | PassOrder
  | ExtendProceedings
  | SupplyOrderCopy
  | RecordDeposit
  | ReferForRecovery
  | RecordWaiver
  | ObjectToService
  | DecideServiceObjection
  | SeekAdjournment
  | RecordAdjournmentRequest
  | DecideAdjournment;

export type AdjudicationCommandType = AdjudicationCommand['type'];
