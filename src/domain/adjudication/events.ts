// The events of an adjudication case: what the order sheet records, each with its date and legal basis.

import type { LocalDate } from '../../lib/local-date.ts';
import type { AttemptOutcome, ServiceMode, ServiceProof } from '../service/service.ts';
import type { EventBase } from '../common.ts';
import type { AdjudicationOrder, ComplaintParticulars, CrossTrackFlag, DepositMode, FiledBy, Party } from './state.ts';
export type { CrossTrackFlag } from './state.ts';

/** Which notice a service event is about: the show-cause notice, or a hearing notice by its id. */
export interface NoticeTarget {
  readonly hearingNoticeId?: string;
  /** The complainant's copy of a notice of hearing (issue 27); the person's when absent. */
  readonly to?: 'complainant';
}

export interface ComplaintRegistered extends EventBase<'complaint-registered'> {
  readonly filedBy: FiledBy;
  readonly mode: 'writing' | 'electronic';
  readonly particulars: ComplaintParticulars;
  /** Days from the contravention to receipt, recorded because Rule 3 lifts the s.20 limit. */
  readonly daysSinceContravention: number;
  /** Section 26 (Assam): registered on the officer's finding on jurisdiction; the case carries the cross-track flag. */
  readonly crossTrack?: CrossTrackFlag;
}

/** The Form-II text as issued, paragraph by paragraph. */
export interface Form2 {
  readonly para1: {
    readonly complaintDate: LocalDate;
    readonly complainant: string;
    readonly copyEnclosed: true;
    readonly sectionAlleged: string;
  };
  readonly para2: string;
  readonly para3: { readonly days: number };
  readonly para4: string;
  readonly signature: { readonly name: string; readonly office: string };
}

export interface ShowCauseNoticeIssued extends EventBase<'show-cause-notice-issued'> {
  readonly replyDays: number;
  readonly contravention: string;
  readonly provisionAlleged: string;
  readonly aoName: string;
  readonly aoOffice: string;
  readonly form2: Form2;
  /** Last day to issue under Rule 4(1); `late` when issued after it. */
  readonly issueDueOn: LocalDate;
  readonly late: boolean;
  readonly delayReason?: string;
}

export interface ServiceAttempted extends EventBase<'service-attempted'>, NoticeTarget {
  readonly attemptId: string;
  readonly mode: ServiceMode;
  readonly outcome: AttemptOutcome;
  readonly particulars: string;
  /** The same particulars in Hindi, where the portal wrote them itself (a proof from a process server's phone). */
  readonly particularsHi?: string;
  /** The structured proof (issue 6); absent on attempts recorded before it. */
  readonly proof?: ServiceProof;
  /** Rule 4(5)(i) (issue 13): a tender the person refused to accept (outcome failed), with what was said or done. */
  readonly refused?: { readonly refusal: string; readonly witnesses: readonly string[] };
}

export interface ServiceOutcomeRecorded extends EventBase<'service-outcome-recorded'>, NoticeTarget {
  readonly attemptId: string;
  readonly outcome: 'served' | 'failed';
  /** The acknowledgement of a tender found served, added to the attempt's proof. */
  readonly acknowledgementDocumentId?: string;
}

/** Recorded before issue 13 only: deemed service is no longer a manner the portal records (Rule 4(5), I-C16). */
export interface ServiceDeemed extends EventBase<'service-deemed'>, NoticeTarget {
  readonly ground: DeemedGround;
  readonly reasons: string;
}
export type DeemedGround = 'refused-to-accept' | 'evading-service' | 'other';

export interface SummonsIssued extends EventBase<'summons-issued'> {
  readonly summonsId: string;
  readonly witnessName: string;
  readonly purpose: 'evidence' | 'documents' | 'evidence-and-documents';
  readonly appearOn: LocalDate;
  /** Issue 27: the office is closed that day; the closure the officer confirmed. */
  readonly closedDay?: string;
  /** When and where to appear; absent on summonses recorded before they were required. */
  readonly time?: string;
  readonly place?: string;
}

export interface SummonsAppearanceRecorded extends EventBase<'summons-appearance-recorded'> {
  readonly summonsId: string;
  readonly statement: string;
}

export interface AttendanceEnforced extends EventBase<'attendance-enforced'> {
  readonly summonsId: string;
  readonly reasons: string;
}

export interface ReplyPeriodExtended extends EventBase<'reply-period-extended'> {
  readonly extraDays: number;
  readonly totalDays: number;
  readonly reasons: string;
  readonly sufficientCause: true;
  readonly dueOn: LocalDate;
  /** Granted after the last day of the period as it then stood (issue 13, I-C19): the further period runs from the grant. */
  readonly runsFrom?: LocalDate;
  /** That last day, which had passed when the extension was granted. */
  readonly lapsedOn?: LocalDate;
}

export interface ReplyRecorded extends EventBase<'reply-recorded'> {
  readonly admits: boolean;
  readonly text: string;
  readonly witnesses: readonly string[];
  readonly documents: readonly string[];
  /** The last day for the reply; absent when the noticee replied before service was recorded. */
  readonly dueOn?: LocalDate;
  readonly late: boolean;
  /** 'noticee': submitted by the person on the portal (submit-reply); absent: recorded by the office. */
  readonly submittedBy?: 'noticee';
  /** Received after the decision to proceed ex parte (issue 13); the ex parte proceeding stands until recalled. */
  readonly afterExParte?: true;
}

/** Rule 4(4): the noticee's request for more time, with the cause shown; the officer grants or refuses it. */
export interface ReplyExtensionRequested extends EventBase<'reply-extension-requested'> {
  readonly reasons: string;
  readonly days?: number;
  /** The last day of the reply period when the request was made (absent before service). */
  readonly replyDueOn?: LocalDate;
}

export interface ReplyExtensionRefused extends EventBase<'reply-extension-refused'> {
  readonly reasons: string;
  readonly requestedOn: LocalDate;
}

export interface ExParteRecorded extends EventBase<'ex-parte-recorded'> {
  readonly reasons: string;
  readonly replyDueOn: LocalDate;
}

/** Rule 4(7) (issue 13): the ex parte proceeding recalled for reasons recorded in writing. */
export interface ExParteRecalled extends EventBase<'ex-parte-recalled'> {
  readonly reasons: string;
  readonly exParteOn: LocalDate;
}

export interface HearingNoticeIssued extends EventBase<'hearing-notice-issued'> {
  readonly hearingNoticeId: string;
  readonly hearingOn: LocalDate;
  readonly mode: 'in-person' | 'electronic';
  readonly link?: string;
  /** "HH:MM", India time, and the place of an in-person hearing, when the officer gave them. */
  readonly time?: string;
  readonly place?: string;
  /** Issued after an ex parte order under Rule 4(7): to the complainant, the noticee being heard in absence. */
  readonly inAbsence: boolean;
  readonly shortNoticeReasons?: string;
  /** The office is closed that day and the officer confirmed the warning naming the closure (issue 27). */
  readonly closedDay?: string;
  /** The earlier notice of hearing this one replaces, withdrawn on the order sheet, and the adjournment. */
  readonly withdraws?: string;
  readonly adjournment?: { readonly soughtBy: Party | 'officer'; readonly reasons: string };
}

/** Issue 27: a party's own waiver of being heard. */
export interface WaiverRecorded extends EventBase<'waiver-recorded'> {
  readonly by: Party;
  readonly words: string;
  readonly documentId: string;
}

/** Issue 32: the person's objection that they were not served as recorded, and the officer's decision on it. */
export interface ServiceObjected extends EventBase<'service-objected'> {
  readonly objectionId: string;
  readonly hearingNoticeId?: string;
  /** The attempt the record says served the notice ('deemed' for a service deemed in an older record). */
  readonly attemptId: string;
  readonly grounds: string;
}

export interface ServiceObjectionDecided extends EventBase<'service-objection-decided'> {
  readonly objectionId: string;
  readonly hearingNoticeId?: string;
  readonly attemptId: string;
  /** Upheld: the attempt did not serve the notice, which is to be served again. */
  readonly upheld: boolean;
  readonly reasons: string;
}

export interface HearingRecorded extends EventBase<'hearing-recorded'> {
  readonly hearingNoticeId?: string;
  readonly noticeeAppeared: boolean;
  readonly complainantAppeared: boolean;
  readonly explained: boolean;
  readonly inAbsence: boolean;
  readonly notes: string;
  /** Rule 4(7) (issue 13): the complainant's material examined at a hearing in the absence. */
  readonly materialExamined?: readonly string[];
}

export interface WrittenSubmissionsAllowed extends EventBase<'written-submissions-allowed'> {
  readonly issues: string;
}

export interface PartyFiled extends EventBase<'party-filed'> {
  readonly by: Party;
  readonly kind: 'witness-list' | 'document-list' | 'written-submission';
  readonly items: readonly string[];
}

/** Rule 4(10): a party's written brief in support of their claim, filed after the officer granted the opportunity. */
export interface WrittenBriefFiled extends EventBase<'written-brief-filed'> {
  readonly by: Party;
  readonly text: string;
}

export interface ProceedingsExtended extends EventBase<'proceedings-extended'> {
  readonly days: number;
  readonly totalDays: number;
  readonly reasons: string;
  readonly dueOn: LocalDate;
  /** Issue 27: given after the period (as it then stood) had ended: the day it ended, how long before, and why. */
  readonly afterLapse?: { readonly periodEndedOn: LocalDate; readonly daysLapsed: number; readonly reasons: string };
}

export interface OrderPassed extends EventBase<'order-passed'> {
  readonly order: AdjudicationOrder;
  /** For a penalty: the Fund of the Animal Welfare Board of India, under s.28. */
  readonly penaltyPayableTo?: 'awbi-fund';
  readonly depositDueOn?: LocalDate;
  readonly disposalDueOn: LocalDate;
  /** What the officer was told and confirmed (issue 13): e.g. that no penalty ceiling is configured, in both languages. */
  readonly notices?: readonly { readonly code: string; readonly en: string; readonly hi: string }[];
}

/**
 * A copy handed over in the field (Rule 4(15)): the process server who handed it, to whom, the time ('HH:MM', India
 * time), the place, and the SHA-256 of the proof the server's phone signed and the portal verified.
 */
export interface FieldCopyProof {
  readonly sha256: string;
  readonly servedBy: string;
  readonly receivedBy: string;
  readonly at: string;
  readonly place?: string;
  readonly photoDocumentId?: string;
}

export interface OrderCopySupplied extends EventBase<'order-copy-supplied'> {
  readonly to: Party;
  readonly feePaise: 0;
  readonly signed: true;
  /** Handed over by a process server, on a verified proof from the phone; absent when the office supplied it. */
  readonly fieldProof?: FieldCopyProof;
}

export interface DepositRecorded extends EventBase<'deposit-recorded'> {
  readonly amountPaise: number;
  readonly receiptNo: string;
  readonly mode: DepositMode;
  readonly outstandingAfterPaise: number;
}

export interface ReferredForRecovery extends EventBase<'referred-for-recovery'> {
  readonly outstandingPaise: number;
  readonly to: 'awbi';
  /** The day the time to pay ended: the order's own time (Rule 4(12)), or a s.27C period a State notified if later. */
  readonly s27cDueOn: LocalDate;
  /** Issue 27: what that day rests on; absent on references recorded before it was kept. */
  readonly timeToPay?: 'order' | 'notified-s27c';
  /** Rule 4(14), issue 27: the appeal against the order pending when the reference was made, if one was. */
  readonly appealPending?: { readonly number: string; readonly filedOn: LocalDate };
}

/** Issue 27: a party asked to adjourn a sitting fixed: on the portal, or orally or in writing as the officer recorded. */
export interface AdjournmentSought extends EventBase<'adjournment-sought'> {
  readonly requestId: string;
  readonly by: Party;
  readonly made: 'portal' | 'orally' | 'in-writing';
  readonly hearingNoticeId: string;
  /** The date of the sitting asked to be adjourned. */
  readonly sittingOn: LocalDate;
  readonly reasons: string;
}

/** The request to adjourn granted: the sitting moves from one date to another (the new notice of hearing follows). */
export interface AdjournmentGranted extends EventBase<'adjournment-granted'> {
  readonly requestId: string;
  readonly by: Party;
  readonly soughtOn: LocalDate;
  readonly soughtReasons: string;
  readonly from: LocalDate;
  readonly to: LocalDate;
  /** The notice adjourned (withdrawn) and the one fixing the new date. */
  readonly hearingNoticeId: string;
  readonly newHearingNoticeId: string;
  readonly reasons: string;
}

/** The request to adjourn refused, for the reasons recorded; the sitting stands. */
export interface AdjournmentRefused extends EventBase<'adjournment-refused'> {
  readonly requestId: string;
  readonly by: Party;
  readonly soughtOn: LocalDate;
  readonly soughtReasons: string;
  readonly hearingNoticeId: string;
  readonly sittingOn: LocalDate;
  readonly reasons: string;
}

export type AdjudicationEvent =
  | ComplaintRegistered
  | ShowCauseNoticeIssued
  | ServiceAttempted
  | ServiceOutcomeRecorded
  | ServiceDeemed
  | SummonsIssued
  | SummonsAppearanceRecorded
  | AttendanceEnforced
  | ReplyPeriodExtended
  | ReplyRecorded
  | ReplyExtensionRequested
  | ReplyExtensionRefused
  | ExParteRecorded
  | ExParteRecalled
  | HearingNoticeIssued
  | HearingRecorded
  | WrittenSubmissionsAllowed
  | PartyFiled
  | WrittenBriefFiled
  | ProceedingsExtended
  | OrderPassed
  | OrderCopySupplied
  | DepositRecorded
  | ReferredForRecovery
  | WaiverRecorded
  | ServiceObjected
  | ServiceObjectionDecided
  | AdjournmentSought
  | AdjournmentGranted
  | AdjournmentRefused;
