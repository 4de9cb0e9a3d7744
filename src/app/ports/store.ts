// Ports: what the use cases need from storage, as interfaces. src/db implements them; tests may too.

import type { StateValue } from '../../rules/state-values.ts';
import type { LocalDate } from '../../lib/local-date.ts';
import type { JurisdictionId } from '../../rules/packs.ts';
import type { OfficeCalendar } from '../../rules/time/calendar.ts';
import type { RoleGrant } from '../actor.ts';
import type { DailyDelta } from './stats.ts';
import type { DocumentTx } from './documents.ts';
import type { MoneyTx } from './money.ts';

export type StreamKind = 'adjudication' | 'appeal' | 'assam';

export interface StreamRef {
  readonly id: string;
  readonly kind: StreamKind;
  readonly number: string;
  readonly officeCode: string;
  readonly parentId: string | null;
  readonly version: number;
}

export interface OfficeInfo {
  readonly code: string;
  readonly kind: 'adjudicating' | 'appellate';
  readonly name: string;
  readonly nameHi: string;
  readonly address: string;
  /** The address in Hindi as the administrator entered it, '' when not yet entered (see officeAddress). */
  readonly addressHi?: string;
  readonly districtCode: string;
  /** The district's name: the languages of the office's documents follow it (rules/document-languages.ts). */
  readonly districtName?: string;
  readonly districtNameHi?: string;
  readonly subdivisionCode: string | null;
  readonly stateCode: string;
  readonly jurisdiction: JurisdictionId;
  readonly calendar: OfficeCalendar;
  /** Issue 27: the values the State notified for configured parameters, read over the pack's defaults. */
  readonly stateValues?: readonly StateValue[];
}

export interface NewRecord {
  readonly type: string;
  readonly onDate: LocalDate;
  readonly payload: unknown;
  readonly basis: readonly string[];
  readonly actorId: string | null;
  readonly actorRole: string;
  readonly recordedAt: Date;
}

export interface RecordedEntry extends NewRecord {
  readonly seq: number;
  readonly hash: string;
}

export interface ClockRow {
  readonly clock: string;
  readonly due: LocalDate;
  readonly nominalDue: LocalDate;
  readonly actor: string;
  readonly duty: 'authority' | 'party';
  readonly explanation: unknown;
}

export interface CaseProjection {
  readonly stage: string;
  readonly status: string;
  readonly receivedOn: LocalDate;
  readonly closedOn: LocalDate | null;
  readonly districtCode: string;
  readonly clocks: readonly ClockRow[];
  /** A compact, non-personal view of the state for lists; the full record is the order sheet. */
  readonly state: unknown;
  /** What the office's statistics counters change by (src/app/derived/stats/figures.ts); written in the same transaction. */
  readonly stats?: readonly DailyDelta[];
}

export type PartyRole =
  'complainant' | 'respondent' | 'appellant' | 'appeal-respondent' | 'authorised-officer' | 'representative';

/** One transaction. Every write of a use case goes through one of these, or none does. */
export interface StoreTx {
  office(code: string): Promise<OfficeInfo | undefined>;
  /** The next number in a gapless sequence per scope and year; the row stays locked until commit. */
  nextNumber(scope: string, year: number): Promise<number>;
  createStream(s: {
    kind: StreamKind;
    number: string;
    officeCode: string;
    parentId: string | null;
    createdAt: Date;
  }): Promise<StreamRef>;
  /**
   * The last number taken in a gapless sequence, its counter row locked until commit (so the next openStream of that
   * scope and year in this transaction takes exactly one more), or undefined when the scope has none this year yet.
   * Read with a transaction's first reads, it lets openStream travel with the writes after it (one round trip less).
   */
  peekNumber(scope: string, year: number): Promise<number | undefined>;
  /**
   * nextNumber, createStream and addParty in one step (one round trip): the stream numbered
   * `${numberPrefix}/${year}/${seq}` with the next gapless seq of (numberPrefix, year), whose counter row stays locked
   * until commit, and its parties. With `expectedSeq` (peekNumber's answer plus one, in the same transaction) the
   * stream is returned without waiting for the server; the transaction fails if the number taken is another.
   */
  openStream(s: {
    kind: StreamKind;
    numberPrefix: string;
    year: number;
    officeCode: string;
    parentId: string | null;
    createdAt: Date;
    parties: readonly { readonly accountId: string; readonly role: PartyRole }[];
    expectedSeq?: number;
  }): Promise<StreamRef>;
  /** The stream, locked for update until commit. */
  lockStream(id: string): Promise<StreamRef | undefined>;
  entries(streamId: string): Promise<RecordedEntry[]>;
  /**
   * Assam s.26: the written report and outcome rows of every other Assam report (the portal's own records of the
   * accused and their convictions), for the offender history (app/assam/offender-history.ts).
   */
  assamRecords(
    exceptStreamId: string,
  ): Promise<{ streamId: string; number: string; type: string; onDate: LocalDate; payload: unknown }[]>;
  /** Appends after the stream's version, chaining hashes; returns the rows with their seq and hash. */
  append(stream: StreamRef, records: readonly NewRecord[]): Promise<RecordedEntry[]>;
  project(stream: StreamRef, p: CaseProjection, updatedAt: Date): Promise<void>;
  /** Links the account as a party; false when no account has that id (nothing written). */
  addParty(streamId: string, accountId: string, role: PartyRole): Promise<boolean>;
  parties(streamId: string): Promise<{ accountId: string; role: PartyRole }[]>;
  /** The appellate authority's office of a district. */
  appellateOffice(districtCode: string): Promise<OfficeInfo | undefined>;
  streamByNumber(number: string): Promise<StreamRef | undefined>;
  stream(id: string): Promise<StreamRef | undefined>;
  /**
   * Claims an idempotency key in this transaction. `fresh` when new (the key row stays locked until commit, so a
   * concurrent retry waits and then sees the stored response); `replay` with the stored response; `conflict` when the
   * key was used for a different request. `at` (from the Clock) is the claim's created_at.
   */
  claimIdempotency(
    scope: string,
    key: string,
    requestHash: string,
    at: Date,
  ): Promise<{ kind: 'fresh' } | { kind: 'replay'; response: unknown } | { kind: 'conflict' }>;
  saveIdempotentResponse(scope: string, key: string, response: unknown): Promise<void>;
  logPersonalDataRead(accountId: string, streamId: string, purpose: string, at: Date): Promise<void>;
  /** Stores an uploaded document's bytes; returns its id. */
  insertDocument(d: NewDocument): Promise<string>;
  /** A stored document with its bytes, or undefined. */
  document(id: string): Promise<StoredDocument | undefined>;
  /** The outbox of documents to issue and the issued documents (src/app/ports/documents.ts). */
  readonly documents: DocumentTx;
  /** The money book: demands, deposits, recovery and the penalty fund ledger (src/app/ports/money.ts, issue 7). */
  readonly money: MoneyTx;
  /** The officer's decisions on claims of parties entered on paper (issue 28, point 3; src/db/paper.repo.ts). */
  readonly paperClaims: PaperClaimTx;
  /** The appeals filed against a complaint case (streams whose parent it is), oldest first (issue 27, Rule 4(14)). */
  appealsOf(streamId: string): Promise<StreamRef[]>;
}

/** A claim of a party entered on paper, with the party claimed (issue 28, point 3). */
export interface PaperClaimRow {
  readonly id: string;
  readonly partyId: string;
  readonly accountId: string;
  readonly role: PartyRole;
  readonly partyName: string;
  readonly status: 'linked' | 'pending' | 'approved' | 'refused' | 'undone';
  readonly givenName: string;
  readonly givenAddress: string | null;
  /** The account the party is claimed by now, if any. */
  readonly partyClaimedBy: string | null;
}

export interface PaperClaimTx {
  /** The claim of a party of the stream, locked until commit; undefined when the stream has no such claim. */
  claim(claimId: string, streamId: string): Promise<PaperClaimRow | undefined>;
  /**
   * Records the officer's decision. approved: the party is marked claimed by the claim's account and the account
   * becomes a party in its role. undone: the account is no longer a party in that role, the party is unclaimed and
   * every code printed for it stops working. refused: the decision alone.
   */
  decide(d: {
    claim: PaperClaimRow;
    streamId: string;
    status: 'approved' | 'refused' | 'undone';
    by: string;
    at: Date;
    reasons: string;
  }): Promise<void>;
}

export type DocumentMediaType = 'application/pdf' | 'image/jpeg' | 'image/png';

export interface NewDocument {
  readonly streamId: string;
  readonly sha256: string;
  readonly mediaType: DocumentMediaType;
  readonly byteSize: number;
  readonly fileName: string;
  readonly content: Uint8Array;
  /** Null for a document the office issued (generated on an event), not uploaded. */
  readonly uploadedBy: string | null;
  /** From the Clock port. */
  readonly createdAt: Date;
}

export interface StoredDocument extends NewDocument {
  readonly id: string;
  readonly createdAt: Date;
}

export interface CaseSummaryRow {
  readonly streamId: string;
  readonly kind: StreamKind;
  readonly number: string;
  readonly officeCode: string;
  readonly districtCode: string;
  readonly stage: string;
  readonly status: string;
  readonly receivedOn: LocalDate;
  readonly closedOn: LocalDate | null;
  readonly nextDue: LocalDate | null;
  readonly nextClock: string | null;
  readonly nextActor: string | null;
  readonly version: number;
}

export interface Page<T> {
  readonly items: readonly T[];
  /** Opaque; pass it back to get the next page. Absent on the last page. */
  readonly nextCursor?: string;
}

/** Whose cases a worklist reads, and how they are narrowed. */
export interface WorklistScope {
  readonly officeCodes: readonly string[];
  readonly districtCodes: readonly string[];
  readonly stage?: string;
  readonly kind?: StreamKind;
  /** A case number without spaces, upper-cased ("CTR/AGRS/2026/12" or its last parts "2026/12"), and/or the words of a name, lower-cased. */
  readonly search?: { readonly number?: string; readonly words: readonly string[] };
}

export interface CaseReads {
  summary(streamId: string): Promise<CaseSummaryRow | undefined>;
  clocks(streamId: string): Promise<ClockRow[]>;
  /**
   * Open cases of the offices or districts, nearest statutory due date first (no due date last). With `search`, the
   * cases of the scope, open or closed, whose number is `search.number` (or ends with `/${search.number}`), or where
   * every one of `search.words` begins some word of a party's name (0085-worklist-search.sql).
   */
  worklist(scope: WorklistScope, cursor: string | undefined, limit: number): Promise<Page<CaseSummaryRow>>;
  /** Proceedings the account is a party to, newest first. */
  casesOfAccount(
    accountId: string,
    cursor: string | undefined,
    limit: number,
  ): Promise<Page<CaseSummaryRow & { partyRole: PartyRole }>>;
  /** Appeals against a case, or the case an appeal is against. */
  related(stream: StreamRef): Promise<{ id: string; number: string; kind: string }[]>;
}

export interface Store {
  transaction<T>(fn: (tx: StoreTx) => Promise<T>): Promise<T>;
  /** Reads outside a transaction. */
  read: StoreTx;
  cases: CaseReads;
  grantsOf(accountId: string): Promise<RoleGrant[]>;
}

/** A whole proceeding written at once by the bulk seeder (benchmarks): its records, projection and parties. */
export interface BulkCase {
  readonly kind: StreamKind;
  /** e.g. "CTR/AGRS": numbered `${prefix}/${year}/${seq}` from the same gapless counter as filings. */
  readonly numberPrefix: string;
  readonly year: number;
  readonly officeCode: string;
  readonly records: readonly NewRecord[];
  readonly projection: CaseProjection;
  readonly updatedAt: Date;
  readonly parties: readonly { readonly accountId: string; readonly role: PartyRole }[];
}

/** Writes many proceedings in one transaction, hash-chained and numbered exactly as the use cases would. */
export interface BulkCaseWriter {
  writeCases(cases: readonly BulkCase[]): Promise<void>;
}
