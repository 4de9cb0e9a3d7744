// The documents of a proceeding as its parties see them: each issued document (Form-I, Form-II, the hearing notice,
// the order, the appellate order...) with its English and Hindi copies, and the files the parties and the office
// uploaded; read from the order sheet's document-issued and document-attached rows.

import type { LocalDate } from '../../lib/local-date.ts';
import { DOCUMENT_ISSUED, DOCUMENTS_ISSUED_BY, REGIONAL_TEMPLATES } from '../documents/issuing.ts';
import type { RecordedEntry, StreamKind } from '../ports/store.ts';
import type { DocumentCopy, DocumentsView, IssuedDocument, UploadedDocument } from './types.ts';
import type { DocLang } from '../../rules/document-languages.ts';
import { COURT_TEMPLATES, isDocLang } from '../../rules/document-languages.ts';

interface IssuedRow {
  readonly documentId: string;
  readonly template: string;
  readonly lang: DocLang;
  readonly issuedBy: number;
  readonly fileName: string;
  readonly byteSize: number;
  readonly encloses?: string;
}

const isIssued = (p: unknown): p is IssuedRow => {
  const x = p as Partial<IssuedRow> | null;
  return (
    !!x &&
    typeof x.documentId === 'string' &&
    typeof x.template === 'string' &&
    isDocLang(x.lang) &&
    typeof x.issuedBy === 'number'
  );
};

export function documentsView(kind: StreamKind, entries: readonly RecordedEntry[]): DocumentsView {
  const byKey = new Map<
    string,
    {
      template: string;
      issuedOn: LocalDate;
      en?: DocumentCopy;
      hi?: DocumentCopy;
      as?: DocumentCopy;
      bn?: DocumentCopy;
      brx?: DocumentCopy;
      encloses: { en?: string; hi?: string; as?: string; bn?: string; brx?: string };
    }
  >();
  const issuingOn = new Map(entries.map((e) => [e.seq, e.onDate]));
  for (const e of entries) {
    if (e.type !== DOCUMENT_ISSUED || !isIssued(e.payload)) continue;
    const p = e.payload;
    const key = `${p.issuedBy}:${p.template}`;
    const cur = byKey.get(key) ?? {
      template: p.template,
      issuedOn: issuingOn.get(p.issuedBy) ?? e.onDate,
      encloses: {},
    };
    cur[p.lang] = { documentId: p.documentId, fileName: p.fileName, byteSize: p.byteSize };
    if (p.encloses) cur.encloses[p.lang] = p.encloses;
    byKey.set(key, cur);
  }
  // Issue 27: a notice of hearing replaced by a later one is withdrawn: the event that issued it named its id, and the
  // later notice's event names it as the one it withdraws.
  const noticeIdOf = new Map<number, string>();
  const withdrawnOn = new Map<string, LocalDate>();
  for (const e of entries) {
    const p = (e.payload ?? {}) as { hearingNoticeId?: unknown; withdraws?: unknown };
    if (typeof p.hearingNoticeId === 'string') noticeIdOf.set(e.seq, p.hearingNoticeId);
    if (typeof p.withdraws === 'string') withdrawnOn.set(p.withdraws, e.onDate);
  }
  const withdrawnFor = (issuedBy: number): LocalDate | undefined => {
    const id = noticeIdOf.get(issuedBy);
    return id === undefined ? undefined : withdrawnOn.get(id);
  };
  const issued: IssuedDocument[] = [...byKey.entries()].map(([key, d]) => ({
    template: d.template,
    issuedOn: d.issuedOn,
    ...(withdrawnFor(Number(key.split(':')[0])) ? { withdrawnOn: withdrawnFor(Number(key.split(':')[0]))! } : {}),
    ...(d.en ? { en: d.en } : {}),
    ...(d.hi ? { hi: d.hi } : {}),
    // An Assam office's copies in Assamese, Bengali or Bodo (issue 31): served on paper in the party's language.
    ...(d.as ? { as: d.as } : {}),
    ...(d.bn ? { bn: d.bn } : {}),
    ...(d.brx ? { brx: d.brx } : {}),
    ...(Object.values(d.encloses).some(Boolean) ? { encloses: d.encloses } : {}),
  }));
  const table = DOCUMENTS_ISSUED_BY[kind];
  // Issued when every copy of its office's pair is: English, and Hindi or the Assam office's language; an Assam office
  // issues a court's document, and one not yet drawn in its language, in English only (app/documents/issuing.ts).
  const assamOffice = [...byKey.values()].some((d) => d.as || d.bn || d.brx);
  const complete = (template: string, d: (typeof byKey extends Map<string, infer V> ? V : never) | undefined) =>
    d !== undefined &&
    d.en !== undefined &&
    (COURT_TEMPLATES.has(template) ||
      d.hi !== undefined ||
      d.as !== undefined ||
      d.bn !== undefined ||
      d.brx !== undefined ||
      (assamOffice && !REGIONAL_TEMPLATES.includes(template)));
  let pending = 0;
  for (const e of entries) {
    for (const template of table[e.type] ?? []) {
      if (!complete(template, byKey.get(`${e.seq}:${template}`))) pending += 1;
    }
  }
  const uploaded: UploadedDocument[] = entries
    .filter((e) => e.type === 'document-attached')
    .flatMap((e) => {
      const p = e.payload as { documentId?: unknown; fileName?: unknown; byteSize?: unknown };
      return typeof p.documentId === 'string' && typeof p.fileName === 'string'
        ? [{ documentId: p.documentId, fileName: p.fileName, byteSize: Number(p.byteSize ?? 0), on: e.onDate }]
        : [];
    });
  return { issued, uploaded, pending };
}
