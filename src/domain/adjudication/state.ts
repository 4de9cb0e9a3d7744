// The state of one adjudication case (Rules 3 to 6), rebuilt by folding its events; no dates are read from a clock.

import type { LocalDate } from '../../lib/local-date.ts';
import type { ServiceObjection } from '../service/objection.ts';
import type { ActSection } from '../../rules/act-sections.ts';
import type { ServiceState } from '../service/service.ts';
import type { ProvisionId } from '../../rules/provisions.ts';

/** The authorised officer's bodies under Rule 2(1)(b) (who may complain under Rule 3). */
export const OFFICER_BODIES = [
  'central-government',
  'state-government',
  'ut-administration',
  'local-authority',
  'awbi',
] as const;
export type OfficerBody = (typeof OFFICER_BODIES)[number];

export type FiledBy =
  | { readonly capacity: 'aggrieved-person' }
  | { readonly capacity: 'authorised-representative'; readonly representedPerson: string }
  | {
      readonly capacity: 'authorised-officer';
      readonly body: OfficerBody;
      readonly designation: string;
      readonly office: string;
    };

export interface Address {
  readonly text: string;
  /** Postal index number, six digits. */
  readonly pin?: string;
}

/** Form-I particulars, item by item. Optional fields are optional in law as we read the form (see complaint-form.ts). */
export interface ComplaintParticulars {
  readonly complainant: {
    readonly name: string; // 1(a)
    readonly parentName?: string; // 1(b)
    readonly address: Address; // 1(c)
    readonly contactNumber?: string; // 1(d)
    readonly email?: string; // 1(e)
  };
  readonly contravener: {
    readonly name: string; // 2(a)
    readonly parentName?: string; // 2(b)
    readonly address: Address; // 2(c)
    readonly contravention: {
      // 2(d)
      readonly date: LocalDate;
      readonly time?: string;
      readonly place: string;
      readonly nature: string;
    };
    readonly provisionAlleged: string; // 2(e)
    readonly statement: string; // 2(f)
    readonly evidence: readonly string[]; // 2(g)
    readonly compensationOrCharges?: string; // 2(h)
  };
  readonly declaration: { readonly declared: boolean; readonly signedName: string };
}

export interface Complaint {
  readonly receivedOn: LocalDate;
  readonly filedBy: FiledBy;
  readonly mode: 'writing' | 'electronic';
  readonly particulars: ComplaintParticulars;
  /** Section 26 (Assam): registered on the officer's finding on jurisdiction (the cross-track flag). */
  readonly crossTrack?: CrossTrackFlag;
}

export interface ShowCauseNotice {
  readonly issuedOn: LocalDate;
  readonly replyDays: number;
  readonly contravention: string;
  readonly provisionAlleged: string;
  readonly aoName: string;
  readonly aoOffice: string;
  readonly late: boolean;
  readonly delayReason?: string;
  readonly service: ServiceState;
}

export interface Extension {
  readonly on: LocalDate;
  readonly days: number;
  readonly reasons: string;
  /** Rule 4(4), granted after the period had run out (issue 13, I-C19): the further period runs from this day. */
  readonly runsFrom?: LocalDate;
}

/** A request for more time under Rule 4(4) and what the officer did with it. */
export interface ExtensionRequest {
  readonly on: LocalDate;
  readonly reasons: string;
  readonly days?: number;
  readonly status: 'pending' | 'granted' | 'refused';
  readonly decidedOn?: LocalDate;
  readonly decisionReasons?: string;
}

export interface Reply {
  readonly on: LocalDate;
  readonly admits: boolean;
  readonly text: string;
  readonly late: boolean;
  readonly witnesses: readonly string[];
  readonly documents: readonly string[];
  readonly submittedBy?: 'noticee';
  /** Received after the officer decided to proceed ex parte (issue 13): on record; the officer may recall ex parte. */
  readonly afterExParte?: boolean;
}

export interface Summons {
  readonly summonsId: string;
  readonly on: LocalDate;
  readonly witnessName: string;
  readonly purpose: 'evidence' | 'documents' | 'evidence-and-documents';
  readonly appearOn: LocalDate;
  readonly time?: string;
  readonly place?: string;
  readonly enforced: readonly { readonly on: LocalDate; readonly reasons: string }[];
  /** Rule 4(2): the day the person appeared as summoned. */
  readonly appearedOn?: LocalDate;
}

export interface HearingNotice {
  readonly hearingNoticeId: string;
  readonly issuedOn: LocalDate;
  readonly hearingOn: LocalDate;
  readonly mode: 'in-person' | 'electronic';
  readonly link?: string;
  readonly time?: string;
  readonly place?: string;
  readonly inAbsence: boolean;
  readonly service: ServiceState;
  /** Rule 4(6) calls the complainant too (issue 27): the service of the notice on the complainant; absent before it. */
  readonly complainantService?: ServiceState;
  /** The officer's recorded reasons for a date fixed at less than the minimum interval after service (issue 27). */
  readonly shortNoticeReasons?: string;
  /** Replaced by a later notice of hearing (an adjournment): withdrawn on the order sheet, shown so to the parties. */
  readonly withdrawnOn?: LocalDate;
}

/** A party's own waiver of being heard (issue 27, I-100): their words, on their signed writing attached to the case. */
export interface Waiver {
  readonly on: LocalDate;
  readonly by: Party;
  readonly words: string;
  readonly documentId: string;
}

/** An adjournment: a notice of hearing replaced by another, who sought it and why (issue 27). */
export interface Adjournment {
  readonly on: LocalDate;
  readonly withdrawn: string;
  readonly replacedBy: string;
  readonly soughtBy: Party | 'officer';
  readonly reasons: string;
}

/** Issue 27: a party's request to adjourn a sitting, and the officer's decision on it. */
export interface AdjournmentRequest {
  readonly requestId: string;
  readonly on: LocalDate;
  readonly by: Party;
  readonly made: 'portal' | 'orally' | 'in-writing';
  readonly hearingNoticeId: string;
  readonly sittingOn: LocalDate;
  readonly reasons: string;
  readonly status: 'pending' | 'granted' | 'refused';
  readonly decidedOn?: LocalDate;
  readonly decisionReasons?: string;
  /** When granted: the new date and the notice of hearing fixing it. */
  readonly to?: LocalDate;
  readonly replacedBy?: string;
}

export interface Hearing {
  readonly on: LocalDate;
  readonly hearingNoticeId?: string;
  readonly noticeeAppeared: boolean;
  readonly complainantAppeared: boolean;
  readonly explained: boolean;
  readonly inAbsence: boolean;
  readonly notes: string;
  /** Rule 4(7) (issue 13): at a hearing in the absence, the complainant's material examined, item by item. */
  readonly materialExamined?: readonly string[];
}

/** Rule 4(7) (issue 13): an ex parte proceeding recalled for reasons recorded; the ordinary Rule 4(6) hearing follows. */
export interface ExParteRecall {
  readonly exParteOn: LocalDate;
  readonly on: LocalDate;
  readonly reasons: string;
}

/** A party to the case: the person complained against, or the complainant (who may be an authorised officer). */
export type Party = 'contravener' | 'complainant';

export interface PartyFiling {
  readonly on: LocalDate;
  readonly by: Party;
  readonly kind: 'witness-list' | 'document-list' | 'written-submission';
  readonly items: readonly string[];
}

/** A witness or document a party listed under Rule 4(11), with the reply or in a list of its own. */
export interface ListedItem {
  /** Stable key: "reply-witness-1", "reply-document-2", "list-3-1" (the third filing's first item). */
  readonly key: string;
  readonly by: Party;
  readonly kind: 'witness' | 'document';
  readonly item: string;
}

/** Every witness and document the parties listed under Rule 4(11), in the order they came on record. */
export function listedItems(s: AdjudicationState): readonly ListedItem[] {
  const out: ListedItem[] = [];
  const r = s.reply;
  r?.witnesses.forEach((item, i) =>
    out.push({ key: `reply-witness-${i + 1}`, by: 'contravener', kind: 'witness', item }),
  );
  r?.documents.forEach((item, i) =>
    out.push({ key: `reply-document-${i + 1}`, by: 'contravener', kind: 'document', item }),
  );
  s.filings.forEach((f, n) => {
    if (f.kind === 'written-submission') return;
    const kind = f.kind === 'witness-list' ? 'witness' : 'document';
    f.items.forEach((item, i) => out.push({ key: `list-${n + 1}-${i + 1}`, by: f.by, kind, item }));
  });
  return out;
}

/** The final order under Rule 4(12) (also on admission, Rule 4(8)) or Rule 4(13). The appeal machine reads this. */
export interface AdjudicationOrder {
  readonly kind: 'penalty-or-compensation' | 'dismissal';
  readonly basis: 'in.ctr2026.r4.12' | 'in.ctr2026.r4.13';
  readonly on: LocalDate;
  readonly onAdmission: boolean;
  readonly exParte: boolean;
  readonly penaltyPaise: number;
  readonly compensationPaise: number;
  readonly expensesPaise: number;
  readonly chargesPaise: number;
  /** Time limit for depositing the penalty, in days from the order; set whenever a penalty is imposed. */
  readonly depositDays?: number;
  readonly reasons: string;
  readonly late: boolean;
  readonly delayReason?: string;
  /** Rule 4(6) after an admission (issue 13): the hearing at which the person was heard on the amounts, or why not. */
  readonly heardOnAmountOn?: LocalDate;
  readonly notHeardOnAmountReasons?: string;
  /** The penalty ceiling in force on the day of the order (rupees), or null: none configured, the officer confirmed it. */
  readonly penaltyCeilingRupees?: number | null;
  /** The day the ceiling was read on: the day of the contravention (Article 20(1); issue 27). */
  readonly ceilingReadOn?: LocalDate;
  /** The finding on each ground: the section, contravened or not, and why (Rule 4(12), 4(13)); absent on orders
   * recorded before findings were required. */
  readonly findings?: readonly {
    readonly section: ActSection;
    readonly contravened: boolean;
    readonly reasons: string;
  }[];
  /** Each witness or document listed under Rule 4(11): examined, or rejected with reasons. */
  readonly listed?: readonly (ListedItem & { readonly examined: boolean; readonly reasons: string })[];
  /** Who is paid the compensation, expenses or charges, and the day by which they are to be paid. */
  readonly compensationPayee?: Party;
  readonly compensationPayBy?: LocalDate;
  readonly compensationPayWithinDays?: number;
  /** From the show-cause notice: what the order was made on (Form-III items 2 and 3 ask for these). */
  readonly contravention: string;
  readonly provisionAlleged: string;
  readonly complainantName: string;
  readonly contravenerName: string;
  readonly complaintReceivedOn: LocalDate;
}

export interface Deposit {
  readonly on: LocalDate;
  readonly amountPaise: number;
  readonly receiptNo: string;
  readonly mode: DepositMode;
}
export type DepositMode = 'cash' | 'bank-challan' | 'online' | 'demand-draft';

export interface AdjudicationState {
  readonly lastEventOn?: LocalDate;
  readonly eventCount: number;
  readonly complaint?: Complaint;
  readonly notice?: ShowCauseNotice;
  readonly replyExtensions: readonly Extension[];
  /** Requests for more time under Rule 4(4), oldest first; absent in states built before issue 15. */
  readonly replyExtensionRequests?: readonly ExtensionRequest[];
  readonly reply?: Reply;
  /** The ex parte proceeding in force (Rule 4(7)); cleared when recalled. */
  readonly exParte?: { readonly on: LocalDate; readonly reasons: string };
  /** Ex parte proceedings recalled, oldest first (issue 13); absent when none. */
  readonly exParteRecalls?: readonly ExParteRecall[];
  readonly summonses: readonly Summons[];
  readonly hearingNotices: readonly HearingNotice[];
  readonly hearings: readonly Hearing[];
  readonly writtenSubmissionsAllowed?: { readonly on: LocalDate; readonly issues: string };
  readonly filings: readonly PartyFiling[];
  readonly disposalExtensions: readonly Extension[];
  readonly order?: AdjudicationOrder;
  readonly copiesSupplied: readonly { readonly on: LocalDate; readonly to: Party }[];
  readonly deposits: readonly Deposit[];
  readonly recoveryReferredOn?: LocalDate;
  /** The amount referred to the Board (issue 27: the appellate order accounts for it). */
  readonly recoveryReferredPaise?: number;
  /** The parties' own waivers of being heard (issue 27); absent when none. */
  readonly waivers?: readonly Waiver[];
  /** The person's objections to service and the officer's decisions (issue 32); absent when none. */
  readonly serviceObjections?: readonly ServiceObjection[];
  /** Notices of hearing replaced by later ones (issue 27); absent when none. */
  readonly adjournments?: readonly Adjournment[];
  /** The parties' requests to adjourn a sitting and their decisions (issue 27); absent when none. */
  readonly adjournmentRequests?: readonly AdjournmentRequest[];
  /** Derived: order passed, copies supplied to both parties, and no penalty left to collect here. */
  readonly closed: boolean;
}

export const INITIAL_STATE: AdjudicationState = {
  eventCount: 0,
  replyExtensions: [],
  summonses: [],
  hearingNotices: [],
  hearings: [],
  filings: [],
  disposalExtensions: [],
  copiesSupplied: [],
  deposits: [],
  closed: false,
};

export const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

export const totalReplyExtension = (s: AdjudicationState): number => sum(s.replyExtensions.map((e) => e.days));
export const totalDisposalExtension = (s: AdjudicationState): number => sum(s.disposalExtensions.map((e) => e.days));
export const depositedPaise = (s: AdjudicationState): number => sum(s.deposits.map((d) => d.amountPaise));

/** Penalty still to be deposited; 0 without a penalty order. */
export function outstandingPenaltyPaise(s: AdjudicationState): number {
  return s.order ? Math.max(0, s.order.penaltyPaise - depositedPaise(s)) : 0;
}

/** The request for more time awaiting the officer's decision, if any. */
export const pendingExtensionRequest = (s: AdjudicationState): ExtensionRequest | undefined =>
  (s.replyExtensionRequests ?? []).find((r) => r.status === 'pending');

/** Issue 27: the requests to adjourn awaiting the officer's decision. */
export const pendingAdjournments = (s: AdjudicationState): readonly AdjournmentRequest[] =>
  (s.adjournmentRequests ?? []).filter((r) => r.status === 'pending');

/** Rule 4(7): a hearing held in the person's absence after the ex parte decision, the complainant's material examined. */
export const hearingInAbsence = (s: AdjudicationState): Hearing | undefined =>
  s.exParte
    ? s.hearings.find((h) => h.inAbsence && (h.materialExamined?.length ?? 0) > 0 && h.on >= s.exParte!.on)
    : undefined;

/** An ordinary hearing under Rules 4(6), 4(9), 4(10): held on notice, not in the absence under Rule 4(7). */
export const ordinaryHearings = (s: AdjudicationState): readonly Hearing[] => s.hearings.filter((h) => !h.inAbsence);

/**
 * Whether the record allows a final order (Rule 4(12), 4(13); issue 13). While an ex parte proceeding stands, only a
 * hearing held in the absence with the complainant's material examined (Rule 4(7): "proceed with the hearing in the
 * absence"); otherwise an admission (Rule 4(8)) or an ordinary hearing held.
 */
export function readyForOrder(s: AdjudicationState): boolean {
  if (s.exParte) return hearingInAbsence(s) !== undefined;
  return (s.reply?.admits ?? false) || ordinaryHearings(s).length > 0;
}

export function isClosed(s: AdjudicationState): boolean {
  if (!s.order) return false;
  const copied = (p: Party): boolean => s.copiesSupplied.some((c) => c.to === p);
  const collectedHere = outstandingPenaltyPaise(s) === 0 || s.recoveryReferredOn !== undefined;
  return copied('contravener') && copied('complainant') && collectedHere;
}

/** The order under appeal, once passed. */
export function finalOrderOf(s: AdjudicationState): AdjudicationOrder | undefined {
  return s.order;
}

/** A complaint under the Rules that alleges what, in Assam, is an offence under section 26 (Assam Act XV of 2002). */
export interface CrossTrackFlag {
  readonly kind: 'assam-s26';
  /** The officer's recorded finding on jurisdiction, in the officer's words. */
  readonly finding: string;
  readonly basis: readonly ProvisionId[];
}
