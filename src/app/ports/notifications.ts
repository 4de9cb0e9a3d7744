// The storage ports of the deadline watcher and the notification outbox (src/db/notifications.repo.ts implements them).

import type { OfficeWords } from '../../lib/office-address.ts';
import type { LocalDate } from '../../lib/local-date.ts';
import type { JurisdictionId } from '../../rules/packs.ts';
import type { StoreTx } from './store.ts';

export interface UnplannedClock {
  readonly streamId: string;
  readonly caseNumber: string;
  readonly clock: string;
  readonly due: LocalDate;
  readonly actor: string;
  readonly duty: 'authority' | 'party';
  readonly jurisdiction: JurisdictionId;
}

export interface NewAlert {
  readonly streamId: string;
  readonly clock: string;
  readonly due: LocalDate;
  readonly kind: string;
  readonly fireOn: LocalDate;
}

export interface DueAlert extends NewAlert {
  readonly caseNumber: string;
  readonly officeCode: string;
  readonly districtCode: string;
  /** Null when the clock no longer runs (the act was done, the period extended): the alert is cancelled. */
  readonly actor: string | null;
  readonly duty: 'authority' | 'party' | null;
  readonly jurisdiction: JurisdictionId;
}

export interface Recipient {
  readonly accountId: string;
  /** Null for an account opened with a mobile number alone: its messages are kept in-app (and sent by SMS). */
  readonly email: string | null;
  /** Verified at registration (E.164); an SMS goes to it beside the email. */
  readonly phone: string | null;
  readonly lang: 'en' | 'hi' | 'as' | 'bn';
}

export interface PartyRecipient extends Recipient {
  readonly streamId: string;
  readonly role: string;
}

export interface OfficerRecipient extends Recipient {
  readonly role: string;
  readonly officeCode: string | null;
  readonly districtCode: string | null;
}

export type Attachment =
  | { readonly kind: 'document'; readonly documentId: string }
  | { readonly kind: 'ics'; readonly fileName: string; readonly content: string };

export interface NewNotification {
  /** What the message is for and to whom: nothing is queued twice under one key. */
  readonly key: string;
  readonly streamId: string | null;
  readonly accountId: string | null;
  readonly channel: 'email' | 'sms' | 'in-app';
  readonly address: string;
  readonly lang: 'en' | 'hi' | 'as' | 'bn';
  readonly subject: string;
  readonly body: string;
  readonly attachments: readonly Attachment[];
  readonly at: Date;
  /** On the email of a notice to the person it is to be served on: what its sending serves (service-by-email.ts). */
  readonly serves?: ServedNotice;
  /** The token of the notice's per-message link (/n/<token>); stored on the email row only. */
  readonly openToken?: string;
}

/** The notice an email serves (Rule 4(5)(ii), Rule 7(9)(ii)): its proceeding's machine, rule, notice and document. */
export interface ServedNotice {
  readonly kind: 'adjudication' | 'appeal';
  readonly rule: 'r4.5' | 'r7.9';
  /** A hearing notice (Rule 4(6)); the show-cause notice or the appeal notice when absent. */
  readonly hearingNoticeId?: string;
  readonly template: string;
  readonly documentId: string;
  readonly sha256?: string;
  /** The enclosed copy (the complaint with Form-II, the appeal with the respondent's notice). */
  readonly encloses?: string;
}

export interface NewAction {
  readonly streamId: string;
  readonly clock: string;
  readonly due: LocalDate;
  readonly action: string;
  readonly kind: 'proposal' | 'escalation' | 'lapse';
  readonly audience: string;
  readonly officeCode: string;
  readonly districtCode: string;
  readonly basis: readonly string[];
  readonly raisedOn: LocalDate;
}

export interface DeadlineAction extends NewAction {
  readonly caseNumber: string;
}

interface PaperPhone {
  readonly id: string;
  readonly streamId: string;
  readonly role: string;
  readonly phone: string;
  readonly lang: 'en' | 'hi' | 'as' | 'bn';
}

export interface IssuedEvent {
  readonly streamId: string;
  readonly seq: number;
  readonly caseNumber: string;
  readonly onDate: LocalDate;
  /** The document-issued row's payload. */
  readonly documentId: string;
  readonly template: string;
  readonly lang: 'en' | 'hi' | 'as' | 'bn';
  /** The document issued as its enclosure (Form-I with Form-II, Rule 4(3)(b); Form-III with the respondent's notice, Rule 7(8)). */
  readonly encloses?: string;
  /** The SHA-256 of the issued document (the order sheet's document-issued row). */
  readonly sha256?: string;
  /** The payload of the event that issued the document. */
  readonly issuing: Record<string, unknown>;
  /** The proceeding's office, its names and addresses (a hearing at the office is named in the message's language). */
  readonly office?: OfficeWords;
}

export interface WatchTx {
  /** Clock rows not yet planned, locked (SKIP LOCKED). */
  unplannedClocks(limit: number): Promise<UnplannedClock[]>;
  insertAlerts(rows: readonly NewAlert[]): Promise<void>;
  markPlanned(rows: readonly { streamId: string; clock: string; due: LocalDate }[]): Promise<void>;
  /** Takes (locks with SKIP LOCKED, and deletes) the alerts due on or before `today`, with whether their clock still runs. */
  claimDueAlerts(today: LocalDate, limit: number): Promise<DueAlert[]>;
  /** The accounts that are parties to the proceedings, with their roles. */
  parties(streamIds: readonly string[]): Promise<PartyRecipient[]>;
  /** Parties without an account (entered on paper, issue 15) who gave a phone number and have not claimed the case. */
  paperPhones(streamIds: readonly string[]): Promise<PaperPhone[]>;
  /** Adjudicating officers of offices and appellate authorities of districts. */
  officers(officeCodes: readonly string[], districtCodes: readonly string[]): Promise<OfficerRecipient[]>;
  insertActions(rows: readonly NewAction[]): Promise<void>;
  /** Queues messages; returns how many were new. */
  enqueue(rows: readonly NewNotification[]): Promise<number>;
  /** Documents issued and not yet announced, locked (SKIP LOCKED). */
  claimIssuedEvents(limit: number): Promise<IssuedEvent[]>;
  /**
   * Parties entered on paper whose phone number came after notices were issued (issue 30, point 6): those not yet
   * caught up, locked (SKIP LOCKED), each with every document already issued in its proceeding; marked caught up
   * by markPaperCaughtUp in the same transaction.
   */
  claimPaperCatchUp(limit: number): Promise<{ party: PaperPhone; issued: IssuedEvent[] }[]>;
  markPaperCaughtUp(partyIds: readonly string[], at: Date): Promise<void>;
  finishIssuedEvents(rows: readonly { streamId: string; seq: number }[]): Promise<void>;
}

export interface OutboxMessage {
  readonly id: string;
  readonly key: string;
  readonly channel: 'email' | 'sms' | 'in-app';
  readonly address: string;
  readonly lang: 'en' | 'hi' | 'as' | 'bn';
  readonly subject: string;
  readonly body: string;
  readonly attachments: readonly Attachment[];
  readonly attempts: number;
  readonly streamId?: string | null;
  /** What the email serves, when it carries a notice to its addressee (email rows only). */
  readonly serves?: ServedNotice | null;
}

export interface NotificationRepo {
  transaction<T>(fn: (tx: WatchTx) => Promise<T>): Promise<T>;
  /** Leases up to `limit` pending messages due at `now` (SKIP LOCKED): run_after moved on by the lease, attempts + 1. */
  claimMessages(now: Date, leaseMs: number, limit: number): Promise<OutboxMessage[]>;
  documentFile(id: string): Promise<{ fileName: string; content: Uint8Array } | undefined>;
  markSent(id: string, at: Date, messageId: string): Promise<void>;
  markFailed(id: string, error: string, at: Date, retryAfterMs: number | null): Promise<void>;
  /** Service by email (0017-service-by-email.sql): marking a notice's email sent and recording its attempt in one transaction. */
  readonly serving?: ServiceMailRepo;
  /** Reads for tests, dashboards and worklists. */
  actions(filter: { officeCode?: string; districtCode?: string; streamId?: string }): Promise<DeadlineAction[]>;
  messages(filter: {
    streamId?: string;
    accountId?: string;
  }): Promise<(OutboxMessage & { status: string; createdAt: Date; sentAt: Date | null })[]>;
}

/** A channel that delivers one message (SMTP, a mail directory, an SMS provider, the in-app inbox). */
export interface MessageTransport {
  send(m: {
    /** Stable per outbox row (a hash of its key): the Message-ID's local part and the mail directory's file name. */
    readonly id: string;
    readonly to: string;
    readonly subject: string;
    readonly text: string;
    readonly attachments: readonly { filename: string; content: Uint8Array | string; contentType: string }[];
  }): Promise<{ messageId: string }>;
}

/** A message in an account's in-app inbox (its email row: 0016-inbox.sql). */
export interface InboxRow {
  readonly id: string;
  readonly streamId: string | null;
  readonly caseNumber: string | null;
  readonly lang: 'en' | 'hi' | 'as' | 'bn';
  readonly subject: string;
  readonly body: string;
  readonly createdAt: Date;
  readonly readAt: Date | null;
  /** The documents the message carries (a notice and its enclosure, an order): the inbox links each (issue 15). */
  readonly documentIds: readonly string[];
}

/** The in-app inbox's reads and its read marker (src/db/notifications.repo.ts, createInboxRepo). Every call is for one account. */
export interface InboxRepo {
  /** The account's messages, newest first (created_at desc, id desc), after the position (ISO instant, id); up to `limit` rows. */
  list(
    accountId: string,
    after: { readonly createdAt: string; readonly id: string } | undefined,
    limit: number,
  ): Promise<InboxRow[]>;
  unreadCount(accountId: string): Promise<number>;
  /** Marks one message of the account read (the first mark stays); undefined when the account has no message with that id. */
  markRead(accountId: string, id: string, at: Date): Promise<'marked' | 'already-read' | undefined>;
  /** Marks every unread message of the account read; returns how many. */
  markAllRead(accountId: string, at: Date): Promise<number>;
}

/** The outbox row of an emailed notice, inside the transaction that records its attempt at service. */
export interface ServiceOutboxTx {
  markSent(id: string, at: Date, messageId: string): Promise<void>;
  /** What became of the attempt: 'recorded:<attemptId>' (also when a repeat finds it recorded), 'already-served' or 'refused:<code>'. */
  noteService(id: string, note: string): Promise<void>;
}

/** An emailed notice with its evidence, for the officer's case page. */
export interface EmailedNoticeRow {
  readonly id: string;
  readonly key: string;
  readonly accountId: string | null;
  readonly address: string;
  readonly lang: 'en' | 'hi' | 'as' | 'bn';
  readonly status: string;
  readonly serves: ServedNotice;
  readonly serviceNote: string | null;
  readonly sentAt: Date | null;
  readonly messageId: string | null;
  readonly openedAt: Date | null;
  readonly openedVia: 'link' | 'portal' | null;
}

/** The storage of service by email (src/db/service-mail.repo.ts). */
export interface ServiceMailRepo {
  /** One transaction over the proceeding (StoreTx) and the outbox row. */
  withCase<T>(fn: (tx: StoreTx, outbox: ServiceOutboxTx) => Promise<T>): Promise<T>;
  /** The notice a link's token names, without recording anything (a mail scanner's prefetch is not an opening). */
  peekToken(token: string): Promise<{ readonly streamId: string | null; readonly template: string | null } | undefined>;
  /** Records the first opening of a notice's link; undefined when no email has that token. */
  openByToken(
    token: string,
    at: Date,
  ): Promise<{ readonly streamId: string | null; readonly first: boolean } | undefined>;
  /** Records the first opening of a notice's document in the portal by its addressee; returns the rows newly opened. */
  openInPortal(accountId: string, documentId: string, at: Date): Promise<number>;
  /** The emailed notices of a proceeding, oldest first. */
  emailed(streamId: string): Promise<EmailedNoticeRow[]>;
}
