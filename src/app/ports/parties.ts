// Ports of the parties without an account (issue 15): the parties the officer enters on paper, their claim codes
// (digests only) and the claim attempts that the throttle counts. src/db/paper.repo.ts implements them; the bundle
// renderer (cover sheet and merged PDFs) is the document engine's, wired in compose.ts.

import type { LocalDate } from '../../lib/local-date.ts';
import type { PartyRole } from './store.ts';
import type { DocLang } from '../../rules/document-languages.ts';

export type PaperRole = Extract<PartyRole, 'complainant' | 'respondent' | 'appellant' | 'appeal-respondent'>;
export const PAPER_ROLES: readonly PaperRole[] = ['respondent', 'complainant', 'appellant', 'appeal-respondent'];

export interface PaperParty {
  readonly id: string;
  readonly streamId: string;
  readonly role: PaperRole;
  readonly name: string;
  readonly address: string;
  readonly phone: string | null;
  /** The language of the documents served on the party: English or the office's other language (issue 31). */
  readonly lang: DocLang;
  readonly enteredAt: Date;
  readonly claimedAt: Date | null;
}

export interface PaperRepo {
  insert(p: Omit<PaperParty, 'id' | 'claimedAt'> & { enteredBy: string }): Promise<string>;
  ofStream(streamId: string): Promise<PaperParty[]>;
  byId(id: string): Promise<PaperParty | undefined>;
  addCode(partyId: string, codeHash: string, documentId: string | null, at: Date): Promise<void>;
  /** The unclaimed party of the stream one of whose codes has this digest. */
  partyByCode(streamId: string, codeHash: string): Promise<PaperParty | undefined>;
  /**
   * Marks the party claimed (once) and adds the account to the proceeding's parties in its role, in one transaction;
   * false when it was claimed meanwhile.
   */
  claimInto(partyId: string, accountId: string, at: Date): Promise<boolean>;
  recordAttempt(a: { accountId: string; clientAddress: string; at: Date; success: boolean }): Promise<void>;
  /** Keeps a claim for the office to see (issue 28, point 3); returns its id. */
  recordClaim(c: {
    partyId: string;
    accountId: string;
    at: Date;
    givenName: string;
    givenAddress: string | null;
    status: 'linked' | 'pending' | 'refused';
    reasons?: string;
  }): Promise<string>;
  /** Every claim of the proceeding's parties entered on paper, oldest first. */
  claimsOf(streamId: string): Promise<PaperClaim[]>;
  /** Every code printed for the party stops working. */
  voidCodes(partyId: string, at: Date): Promise<void>;
  /** Unclaimed parties with a phone number of these streams (the SMS announcing a document to be served). */
  withPhone(streamIds: readonly string[]): Promise<PaperParty[]>;
  // Assisted access (issue 30): the party's consent that an operator act for them, on record until withdrawn.
  addConsent(c: {
    streamId: string;
    partyId: string;
    operatorId: string;
    documentId: string;
    recordedBy: string;
    at: Date;
  }): Promise<string>;
  /** Every consent of the proceeding, oldest first, withdrawn ones too. */
  consentsOf(streamId: string): Promise<AssistedConsent[]>;
  /** Withdraws the consent; false when it was not on record (unknown, of another proceeding, or withdrawn). */
  withdrawConsent(consentId: string, streamId: string, by: string, at: Date): Promise<boolean>;
}

/** A party's consent that an operator act for them (assisted access, issue 30). */
export interface AssistedConsent {
  readonly id: string;
  readonly streamId: string;
  readonly partyId: string;
  readonly partyRole: PaperRole;
  readonly partyName: string;
  readonly operatorId: string;
  readonly operatorName: string;
  readonly documentId: string;
  readonly recordedAt: Date;
  readonly withdrawnAt: Date | null;
}

/** A claim as the office sees it (issue 28, point 3). */
export interface PaperClaim {
  readonly id: string;
  readonly partyId: string;
  readonly role: PaperRole;
  readonly partyName: string;
  readonly partyAddress: string;
  readonly accountId: string;
  readonly accountName: string;
  readonly at: Date;
  readonly givenName: string;
  readonly givenAddress: string | null;
  readonly status: 'linked' | 'pending' | 'approved' | 'refused' | 'undone';
  readonly decidedAt: Date | null;
  readonly decidedByName: string | null;
  readonly reasons: string | null;
}

/** One document to be served, with what is enclosed with it, as the bundle renderer needs it. */
export interface BundleDocument {
  readonly template: string;
  readonly title: string;
  readonly issuedOn: LocalDate;
  /** The served copy's id: the covering sheet's QR code leads to its public verification. */
  readonly documentId: string;
  readonly pdf: Uint8Array;
  readonly enclosure?: { readonly title: string; readonly pdf: Uint8Array };
}

export interface BundleInput {
  readonly lang: DocLang;
  /** Rule 4(5) serves the complaint case's notices, Rule 7(9) the appeal's. */
  readonly kind: 'adjudication' | 'appeal';
  readonly caseNumber: string;
  readonly office: { readonly name: string; readonly address: string };
  readonly party: { readonly name: string; readonly address: string; readonly roleTitle: string };
  readonly documents: readonly BundleDocument[];
  /** The claim code, printed on the covering sheet; absent once the case is claimed. */
  readonly claimCode?: string;
  readonly portalUrl: string;
  readonly printedOn: LocalDate;
}

/** Renders the covering sheet (address, manners of service with their proof blanks, the claim code) and appends the documents. */
export interface BundleRenderer {
  render(input: BundleInput): Promise<Uint8Array>;
  /** The consent form a party signs or thumb-impresses so that an operator may act for them (assisted access). */
  consent(input: ConsentFormInput): Promise<Uint8Array>;
}

export interface ConsentFormInput {
  readonly lang: DocLang;
  readonly caseNumber: string;
  readonly office: { readonly name: string; readonly address: string };
  readonly party: { readonly name: string; readonly address: string; readonly roleTitle: string };
  readonly operatorName: string;
  readonly printedOn: LocalDate;
  readonly portalUrl: string;
  /** The help desk's page of the case where the signed scan of this form is attached (the form's QR code). */
  readonly attachAt: string;
}
