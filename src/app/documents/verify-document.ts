// The public check of an issued document (the page its QR code opens): is it one this portal issued, do the stored
// bytes still have the SHA-256 the order sheet recorded, and (for a copy someone holds) is the copy those bytes.
// Nothing personal is returned: the kind of document, the case number, dates and hashes only.

import { createHash } from 'node:crypto';
import type { CaseDeps } from '../cases/context.ts';
import { DOCUMENT_ISSUED } from './issuing.ts';
import type { DocLang } from '../../rules/document-languages.ts';

export interface DocumentVerification {
  readonly documentId: string;
  /** found: issued and stored; pending: to be issued (the runner has not made it yet); unknown: no such document. */
  readonly status: 'found' | 'pending' | 'unknown';
  readonly template?: string;
  readonly lang?: DocLang;
  readonly caseNumber?: string;
  /** The date of the order-sheet row that records the document as issued. */
  readonly issuedOn?: string;
  /** The SHA-256 the order sheet recorded when the document was issued. */
  readonly recordedSha256?: string;
  /** The SHA-256 of the bytes stored now. */
  readonly storedSha256?: string;
  /** recordedSha256 === storedSha256. */
  readonly storedMatchesRecord?: boolean;
  readonly orderSheetSeq?: number;
  /** The stored bytes, for the signature check the caller makes (never sent to the public as such). */
  readonly content?: Uint8Array;
}

export const sha256Hex = (b: Uint8Array): string => createHash('sha256').update(b).digest('hex');

export async function verifyIssuedDocument(deps: CaseDeps, documentId: string): Promise<DocumentVerification> {
  const r = deps.store.read;
  const job = await r.documents.jobByDocument(documentId);
  if (!job) return { documentId, status: 'unknown' };
  const stream = await r.stream(job.streamId);
  if (!stream) return { documentId, status: 'unknown' };
  const base = { documentId, template: job.template, lang: job.lang, caseNumber: stream.number };
  if (job.status !== 'done') return { ...base, status: 'pending' };
  const [doc, entries] = await Promise.all([r.document(documentId), r.entries(stream.id)]);
  const row = entries.find(
    (e) => e.type === DOCUMENT_ISSUED && (e.payload as { documentId?: string }).documentId === documentId,
  );
  if (!doc || !row) return { ...base, status: 'pending' };
  const recordedSha256 = (row.payload as { sha256: string }).sha256;
  const storedSha256 = sha256Hex(doc.content);
  return {
    ...base,
    status: 'found',
    issuedOn: row.onDate,
    recordedSha256,
    storedSha256,
    storedMatchesRecord: recordedSha256 === storedSha256,
    orderSheetSeq: row.seq,
    content: doc.content,
  };
}
