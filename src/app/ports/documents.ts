// The storage the issuing of documents needs: the outbox of documents to issue (document_job) and the issued
// documents' metadata. src/db/documents.repo.ts implements it; it is reached as `tx.documents` on a StoreTx, so the
// outbox row is written in the same transaction as the event that issues the document.

import type { DocLang } from '../../rules/document-languages.ts';

export type IssueJobStatus = 'pending' | 'done' | 'failed';

export interface NewIssueJob {
  readonly streamId: string;
  /** The order-sheet row of the issuing event. */
  readonly seq: number;
  readonly template: string;
  readonly lang: DocLang;
  /** From the Clock: when the job may first run. */
  readonly at: Date;
}

export interface IssueJob {
  readonly id: string;
  readonly streamId: string;
  readonly seq: number;
  readonly template: string;
  readonly lang: DocLang;
  /** Fixed when the job is written, so the QR code can carry it before the PDF exists. */
  readonly documentId: string;
  readonly status: IssueJobStatus;
  readonly attempts: number;
  readonly createdAt: Date;
  readonly lastError: string | null;
  /** The `document-issued` row, once done. */
  readonly issuedSeq: number | null;
}

export interface DocumentTx {
  enqueue(jobs: readonly NewIssueJob[]): Promise<void>;
  /**
   * Takes the pending job due first (FOR UPDATE SKIP LOCKED, so concurrent runners never take the same one), counts the
   * attempt and leases it for `leaseMs` after `now`; a runner that dies leaves it to be taken again after the lease.
   */
  claim(now: Date, leaseMs: number): Promise<IssueJob | undefined>;
  /** The job, locked until commit. */
  lockJob(id: string): Promise<IssueJob | undefined>;
  complete(id: string, issuedSeq: number, at: Date): Promise<void>;
  /** Back to pending until `retryAfterMs` after `now`, or `failed` for good when retryAfterMs is null. */
  fail(id: string, error: string, now: Date, retryAfterMs: number | null): Promise<void>;
  jobByDocument(documentId: string): Promise<IssueJob | undefined>;
  jobsOf(streamId: string): Promise<IssueJob[]>;
  /** Pending jobs due at `now` (for drain and monitoring). */
  pendingCount(now: Date): Promise<number>;
  accountName(accountId: string): Promise<string | undefined>;
  /** Stores the bytes under the job's document id; a second call with the same id changes nothing. */
  insertIssued(d: {
    id: string;
    streamId: string;
    sha256: string;
    byteSize: number;
    fileName: string;
    content: Uint8Array;
    at: Date;
  }): Promise<void>;
}
