// The documents issued in a proceeding, for those who may read it (parties and the officers of its office or
// district): each with its kind, language, the event that issued it and, once made, its SHA-256 from the order sheet.

import type { Actor } from '../actor.ts';
import type { CaseDeps } from '../cases/context.ts';
import { proceedingInScope } from '../cases/context.ts';
import { READ_POLICY } from '../policies/policies.ts';
import { DOCUMENT_ISSUED } from './issuing.ts';
import type { DocLang } from '../../rules/document-languages.ts';

export interface IssuedDocumentItem {
  readonly documentId: string;
  readonly template: string;
  readonly lang: DocLang;
  /** The order-sheet row of the event that issued it. */
  readonly issuedBySeq: number;
  readonly status: 'issued' | 'pending' | 'failed';
  readonly issuedSeq?: number;
  readonly sha256?: string;
  readonly fileName?: string;
  readonly byteSize?: number;
  /** The document issued with this one as its enclosure (Form-I with Form-II, Form-III with the notice to the respondent). */
  readonly encloses?: string;
}

export async function listIssuedDocuments(
  deps: CaseDeps,
  actor: Actor,
  streamId: string,
): Promise<{ number: string; items: IssuedDocumentItem[] }> {
  const r = deps.store.read;
  const { stream } = await proceedingInScope(
    r,
    actor,
    streamId,
    READ_POLICY['case:read'],
    (n) => `read the documents of ${n}`,
  );
  const [jobs, entries] = await Promise.all([r.documents.jobsOf(stream.id), r.entries(stream.id)]);
  const issued = new Map<
    string,
    { seq: number; sha256: string; fileName: string; byteSize: number; encloses?: string }
  >();
  for (const e of entries) {
    if (e.type !== DOCUMENT_ISSUED) continue;
    const p = e.payload as {
      documentId: string;
      sha256: string;
      fileName: string;
      byteSize: number;
      encloses?: string;
    };
    issued.set(p.documentId, {
      seq: e.seq,
      sha256: p.sha256,
      fileName: p.fileName,
      byteSize: p.byteSize,
      ...(p.encloses ? { encloses: p.encloses } : {}),
    });
  }
  const items = jobs.map((j): IssuedDocumentItem => {
    const i = issued.get(j.documentId);
    const base = { documentId: j.documentId, template: j.template, lang: j.lang, issuedBySeq: j.seq };
    if (i)
      return {
        ...base,
        status: 'issued',
        issuedSeq: i.seq,
        sha256: i.sha256,
        fileName: i.fileName,
        byteSize: i.byteSize,
        ...(i.encloses ? { encloses: i.encloses } : {}),
      };
    return { ...base, status: j.status === 'failed' ? 'failed' : 'pending' };
  });
  return { number: stream.number, items };
}
