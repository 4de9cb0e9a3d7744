// The storage ports of the deadline watcher and the notification outbox (src/db/notifications.repo.ts implements them).

import type { LocalDate } from '../../lib/local-date.ts';
import type { JurisdictionId } from '../../rules/packs.ts';

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
  readonly email: string;
  /** Verified at registration (E.164); an SMS goes to it beside the email. */
  readonly phone: string | null;
  readonly lang: 'en' | 'hi';
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
  readonly lang: 'en' | 'hi';
  readonly subject: string;
  readonly body: string;
  readonly attachments: readonly Attachment[];
  readonly at: Date;
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

export interface IssuedEvent {
  readonly streamId: string;
  readonly seq: number;
  readonly caseNumber: string;
  readonly onDate: LocalDate;
  /** The document-issued row's payload. */
  readonly documentId: string;
  readonly template: string;
  readonly lang: 'en' | 'hi';
  /** The document issued as its enclosure (Form-I with Form-II, Rule 4(3)(b); Form-III with the respondent's notice, Rule 7(8)). */
  readonly encloses?: string;
  /** The payload of the event that issued the document. */
  readonly issuing: Record<string, unknown>;
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
  /** Adjudicating officers of offices and appellate authorities of districts. */
  officers(officeCodes: readonly string[], districtCodes: readonly string[]): Promise<OfficerRecipient[]>;
  insertActions(rows: readonly NewAction[]): Promise<void>;
  /** Queues messages; returns how many were new. */
  enqueue(rows: readonly NewNotification[]): Promise<number>;
  /** Documents issued and not yet announced, locked (SKIP LOCKED). */
  claimIssuedEvents(limit: number): Promise<IssuedEvent[]>;
  finishIssuedEvents(rows: readonly { streamId: string; seq: number }[]): Promise<void>;
}

export interface OutboxMessage {
  readonly id: string;
  readonly key: string;
  readonly channel: 'email' | 'sms' | 'in-app';
  readonly address: string;
  readonly lang: 'en' | 'hi';
  readonly subject: string;
  readonly body: string;
  readonly attachments: readonly Attachment[];
  readonly attempts: number;
}

export interface NotificationRepo {
  transaction<T>(fn: (tx: WatchTx) => Promise<T>): Promise<T>;
  /** Leases up to `limit` pending messages due at `now` (SKIP LOCKED): run_after moved on by the lease, attempts + 1. */
  claimMessages(now: Date, leaseMs: number, limit: number): Promise<OutboxMessage[]>;
  documentFile(id: string): Promise<{ fileName: string; content: Uint8Array } | undefined>;
  markSent(id: string, at: Date, messageId: string): Promise<void>;
  markFailed(id: string, error: string, at: Date, retryAfterMs: number | null): Promise<void>;
  /** Reads for tests, dashboards and worklists. */
  actions(filter: { officeCode?: string; districtCode?: string; streamId?: string }): Promise<DeadlineAction[]>;
  messages(filter: { streamId?: string; accountId?: string }): Promise<(OutboxMessage & { status: string; createdAt: Date; sentAt: Date | null })[]>;
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
