// The typed views of a proceeding as a party sees it (issue 15): where it stands, what is next for them, the issued
// documents, the order's terms and the order sheet in plain words. Built in the application layer from the replayed
// state; the pages render these and never read an event's payload.

import type { Delivery } from '../cases/delivery.ts';
import type { ServiceProof } from '../../domain/service/service.ts';
import type { ServiceView } from './service-view.ts';
import type { LocalDate } from '../../lib/local-date.ts';
import type { ParamStatus } from '../../rules/parameters.ts';
import type { ProvisionId } from '../../rules/provisions.ts';
import type { PartyRole, StreamKind } from '../ports/store.ts';
import type { Sentence, Text } from '../proceedings/catalogue.ts';

/** One sentence on where the case stands: a key the pages word in the reader's language, and its dates. */
export interface Standing {
  readonly key:
    | 'complaint-received'
    | 'notice-issued'
    | 'notice-served'
    | 'reply-received'
    | 'ex-parte'
    | 'hearing-fixed'
    | 'heard'
    | 'order-penalty'
    | 'order-dismissed'
    | 'recovery'
    | 'closed'
    | 'appeal-filed'
    | 'appeal-defects'
    | 'appeal-refused'
    | 'appeal-admitted'
    | 'appeal-noticed'
    | 'appeal-replied'
    | 'appeal-hearing-fixed'
    | 'appeal-heard'
    | 'appeal-decided'
    | 'order-appealed'
    | 'order-appeal-decided';
  readonly on?: LocalDate;
  /** The appeal's number, on the case below (issue 30). */
  readonly number?: string;
  /** A second date (the hearing's, for instance). */
  readonly date?: LocalDate;
  readonly outcome?: 'confirm' | 'vary' | 'set-aside';
}

/** Something the person must (or may) do, by when, under which rule. */
export interface NextStep {
  readonly key:
    | 'reply'
    | 'reply-before-service'
    | 'reply-period-over'
    | 'extension-pending'
    | 'extension-exhausted'
    | 'attend-hearing'
    | 'deposit'
    | 'may-appeal'
    | 'appeal-reply'
    | 'appeal-reply-period-over'
    | 'rectify'
    | 'receive-compensation'
    | 'pay-compensation'
    | 'refund-due'
    | 'recovery-referred'
    | 'appeal-pending'
    | 'nothing';
  readonly due?: LocalDate;
  readonly basis: readonly ProvisionId[];
  readonly amountPaise?: number;
  /** A period that is the portal's configured default (s.27B, s.27C), shown as such. */
  readonly provisional?: boolean;
  /** Days of a period, when the words need them. */
  readonly days?: number;
  /** Who is paid or who pays, by name, when the words need it (issue 30: a to-do names its payee). */
  readonly name?: string;
  /** The proceeding the step concerns, when it is another (the appeal pending against the order). */
  readonly number?: string;
}

export interface DocumentCopy {
  readonly documentId: string;
  readonly fileName: string;
  readonly byteSize: number;
}

/** One issued document of the case in both languages (either may still be in preparation). */
export interface IssuedDocument {
  readonly template: string;
  readonly issuedOn: LocalDate;
  /** Issue 27: a notice of hearing replaced by a later one: withdrawn on that day, no longer to be acted on. */
  readonly withdrawnOn?: LocalDate;
  readonly en?: DocumentCopy;
  readonly hi?: DocumentCopy;
  /** An Assam office's copies in Assamese, Bengali or Bodo (rules/document-languages.ts). */
  readonly as?: DocumentCopy;
  readonly bn?: DocumentCopy;
  readonly brx?: DocumentCopy;
  /** The enclosed copy issued with it (Form-I with Form-II, Form-III with the notice of the appeal), by language. */
  readonly encloses?: {
    readonly en?: string;
    readonly hi?: string;
    readonly as?: string;
    readonly bn?: string;
    readonly brx?: string;
  };
}

export interface UploadedDocument extends DocumentCopy {
  readonly on: LocalDate;
}

export interface DocumentsView {
  readonly issued: readonly IssuedDocument[];
  readonly uploaded: readonly UploadedDocument[];
  /** Issuing events whose documents are still being prepared. */
  readonly pending: number;
}

export type Head = 'penalty' | 'compensation' | 'expenses' | 'charges';

export interface OrderHead {
  readonly head: Head;
  readonly paise: number;
  /** Who pays: always the person complained against; to whom: the Board's fund (penalty, s.28) or the complainant. */
  readonly payer: 'contravener';
  readonly payee: 'awbi-fund' | 'complainant';
}

/** The order's terms as a party needs them (Rule 4(12) or 4(13); Rule 7(11) in an appeal). */
export interface OrderTermsView {
  readonly on: LocalDate;
  readonly provision: ProvisionId;
  readonly kind: 'penalty-or-compensation' | 'dismissal' | 'confirm' | 'vary' | 'set-aside';
  readonly heads: readonly OrderHead[];
  readonly contravenerName: string;
  readonly complainantName: string;
  /** The last day to deposit the penalty: the order's time limit (Rule 4(12)), or the s.27C period after an appeal. */
  readonly deposit?: {
    readonly due: LocalDate;
    readonly days: number;
    readonly provisional: boolean;
    readonly basis: readonly ProvisionId[];
  };
  readonly depositedPaise: number;
  readonly outstandingPaise: number;
  /** The day by which the order directs the compensation, expenses or charges to be paid to the complainant. */
  readonly compensationPayBy?: LocalDate;
  /** The day above is the portal's count after an appellate order, not a day an order named (I-411). */
  readonly compensationPayByCounted?: true;
  /** How to pay: at the office, in these manners (the portal records the deposit; it takes no money). */
  readonly payAt?: {
    readonly office: string;
    readonly officeHi: string;
    readonly address: string;
    /** The address in Hindi as entered with the office, else the English one (lib/office-address.ts). */
    readonly addressHi: string;
    readonly modes: readonly string[];
  };
  /** The last day to appeal (s.27B), a period the portal's configured default until the State notifies a period. */
  readonly appeal?: {
    readonly due: LocalDate;
    readonly days: number;
    readonly provisional: boolean;
    readonly status: ParamStatus;
  };
  /**
   * Issue 30: on the case below, what stands across proceedings. The appeal against the order (pending, refused or
   * decided); when an appellate order has been passed, `heads` are the terms it left standing and `original` the
   * order's own; the deposits recorded; any penalty to be refunded; the reference for recovery.
   */
  readonly appellate?: AppellateStanding;
  readonly original?: readonly OrderHead[];
  readonly payments?: readonly Payment[];
  readonly refundPaise?: number;
  readonly recovery?: { readonly on: LocalDate; readonly basis: readonly ProvisionId[] };
}

/** The appeal against an order, as it bears on what stands (issue 30). */
export interface AppellateStanding {
  readonly id: string;
  readonly number: string;
  readonly status: 'pending' | 'refused' | 'decided';
  readonly filedOn?: LocalDate;
  readonly on?: LocalDate;
  readonly outcome?: 'confirm' | 'vary' | 'set-aside';
}

/** A deposit of the penalty recorded on the case (Rule 4(12), s.27C). */
export interface Payment {
  readonly on: LocalDate;
  readonly amountPaise: number;
  readonly receiptNo: string;
  readonly mode: string;
}

/**
 * Issue 30, point 2: the record as the parties read it on the page, in the words given: the allegation (Form-I, as
 * the notice framed it), the reply, each hearing, the order's reasons and operative part, and the appellate order.
 */
export interface RecordView {
  readonly allegation?: {
    readonly receivedOn: LocalDate;
    readonly complainantName: string;
    readonly contravenerName: string;
    readonly date: LocalDate;
    readonly time?: string;
    readonly place: string;
    readonly nature: string;
    readonly provisionAlleged: string;
    readonly statement: string;
    readonly evidence: readonly string[];
    readonly claimed?: string;
    /** The contravention as the show-cause notice framed it (Form-II). */
    readonly noticeFramed?: string;
  };
  readonly reply?: {
    readonly on: LocalDate;
    readonly admits?: boolean;
    readonly text: string;
    readonly late: boolean;
    readonly documents: readonly string[];
    readonly witnesses: readonly string[];
  };
  readonly hearings: readonly {
    readonly on: LocalDate;
    readonly noticeeAppeared?: boolean;
    readonly complainantAppeared?: boolean;
    readonly inAbsence?: boolean;
    readonly notes?: string;
    readonly appearances?: Readonly<Record<string, string>>;
  }[];
  readonly reasons?: { readonly on: LocalDate; readonly text: string; readonly provision: ProvisionId };
  readonly appellate?: {
    readonly id: string;
    readonly number: string;
    readonly on: LocalDate;
    readonly outcome: 'confirm' | 'vary' | 'set-aside';
    readonly reasons: string;
    readonly heads: readonly OrderHead[];
  };
}

export interface HearingView {
  readonly on: LocalDate;
  readonly time?: string;
  /** The place given on the notice, or else the office of the authority that hears. */
  readonly place: string;
  /** The same in Hindi: the office's Hindi name when the place is the office (the notice's own words otherwise). */
  readonly placeHi: string;
  readonly placeIsOffice: boolean;
  readonly mode: 'in-person' | 'electronic';
  readonly link?: string;
}

/** One entry of the order sheet as a typed fact; the pages word it. */
export interface PlainEntry {
  readonly seq: number;
  readonly on: LocalDate;
  readonly type: string;
  readonly basis: readonly ProvisionId[];
  /** The party's sentence, from the event catalogue (src/app/proceedings/). */
  readonly sentence: Sentence;
  /** The officer's line, from the event catalogue. */
  readonly line: Text;
  /** The proof of a service attempt (who tendered to whom, the article number, the affixing), as recorded. */
  readonly proof?: ServiceProof;
  /** The manner of the attempt whose proof that is ('outcome': an acknowledgement recorded with the result). */
  readonly manner?: string;
  /** A line of service: what became of the notice (src/app/cases/delivery.ts). */
  readonly delivery?: Delivery;
  /** Issue 27: a notice of hearing that replaced an earlier one, which is withdrawn. */
  readonly withdrewEarlier?: boolean;
  /** Issue 27: an extension of the Rule 5 period given after it had ended: the day it ended. */
  readonly afterLapseOf?: LocalDate;
  /** Assisted access (issue 30): the operator who recorded the party's act for them, with the consent on record. */
  readonly actedFor?: { readonly operator: string; readonly party: string; readonly consentDocumentId: string };
  /** The note the law's reading adds (an Assam limitation or disputed default term), in the reader's language. */
  readonly note?: Text;
}

/** The reply the person may give on the portal now, and its clock. */
export interface ReplyState {
  readonly open: boolean;
  readonly due?: LocalDate;
  readonly days?: number;
  readonly served: boolean;
  readonly periodOver: boolean;
  readonly canAskMoreTime: boolean;
  readonly pendingRequestOn?: LocalDate;
  readonly extensionLeftDays: number;
  readonly basis: readonly ProvisionId[];
}

/** In an appeal: what the respondent reads (Form-III's grounds and facts) and the case below. */
export interface AppealReading {
  readonly appellantName?: string;
  readonly grounds?: string;
  readonly statementOfFacts?: string;
  readonly reliefClaimed?: string;
  readonly orderOn?: LocalDate;
  readonly caseBelow?: { readonly id: string; readonly number: string };
}

export interface PartyCaseView {
  readonly id: string;
  readonly number: string;
  readonly kind: StreamKind;
  /** The reader's part in the proceeding; absent for staff reading the case. */
  readonly role?: PartyRole;
  readonly version: number;
  readonly standing: Standing;
  readonly next: readonly NextStep[];
  readonly documents: DocumentsView;
  readonly order?: OrderTermsView;
  readonly hearing?: HearingView;
  readonly orderSheet: readonly PlainEntry[];
  /** The reply to Form-II (Rule 4(1), 4(6)) or to the appeal (Rule 7(8)), when the person is the one to reply. */
  readonly reply?: ReplyState;
  readonly appeal?: AppealReading;
  /** Issue 30: the record readable on the page (the PDFs stay for printing). */
  readonly record?: RecordView;
  /** Issue 32: how the notices were served on the reader, and their objections to service. */
  readonly service?: ServiceView;
  readonly related: readonly { readonly id: string; readonly number: string; readonly kind: string }[];
}
