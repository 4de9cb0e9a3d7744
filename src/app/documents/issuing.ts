// Which recorded event issues which document. When a use case appends one of these events, writeEvents
// (src/app/cases/record.ts) writes an outbox row per document and language in the same transaction; the document
// runner (src/jobs/document-runner.ts) renders, signs and stores it and records it in the order sheet as issued.
//
// The template ids are those of src/documents/types.ts (the app may not import the document engine; a test checks
// that every id here is one of its templates).

import type { RecordedEntry, StreamKind } from '../ports/store.ts';
import type { NewIssueJob } from '../ports/documents.ts';
import type { DocLang } from '../../rules/document-languages.ts';
import { COURT_TEMPLATES } from '../../rules/document-languages.ts';
import { documentsIssuedBy } from '../proceedings/events.ts';

/** The order-sheet row written when the document has been generated and stored: its id and SHA-256. */
export const DOCUMENT_ISSUED = 'document-issued';

/**
 * Every document is issued in both languages of its office's pair (rules/document-languages.ts): English and Hindi by
 * default, English and Assamese, Bengali or Bodo in Assam; a document for a court (the s.26A report) in English only.
 */
export const ISSUE_LANGS = ['en', 'hi'] as const;

/**
 * The documents drawn in Assamese, Bengali and Bodo (documents/templates/regional.ts; a test keeps the two lists
 * equal). An Assam office issues every other document in English only until its template is translated: never in
 * Hindi, which Assam's order does not name, and never English words under an Assamese title.
 */
export const REGIONAL_TEMPLATES: readonly string[] = [
  'form-2',
  'hearing-notice',
  'summons',
  'final-order',
  'form-1',
  'form-3',
  'respondent-notice',
  'appellate-order',
  'order-sheet',
  // The other orders and notices (regional-orders.ts).
  'reply-extension-order',
  'ex-parte-record',
  'proceedings-extension-order',
  'payment-receipt',
  'recovery-referral',
  'defect-intimation',
  'registration-refusal-order',
];

/** The languages a template is issued in by an office whose pair is `langs`. */
export function issueLangsOf(template: string, langs: readonly DocLang[]): readonly DocLang[] {
  if (COURT_TEMPLATES.has(template)) return ['en'];
  return langs.filter((l) => l === 'en' || l === 'hi' || REGIONAL_TEMPLATES.includes(template));
}

/** Which event issues which document, by proceeding: read from the event catalogues (src/app/proceedings/). */
export const DOCUMENTS_ISSUED_BY: Readonly<Record<StreamKind, Readonly<Record<string, readonly string[]>>>> = {
  adjudication: documentsIssuedBy('adjudication'),
  appeal: documentsIssuedBy('appeal'),
  assam: documentsIssuedBy('assam'),
};

/**
 * Documents issued with another enclosed: Form-II with a copy of the complaint (Rule 4(3)(b)), the notice to the
 * respondent with a copy of the appeal (Rule 7(8)). The order sheet's document-issued row names the enclosed copy.
 */
export const ENCLOSES: Readonly<Record<string, string>> = { 'form-2': 'form-1', 'respondent-notice': 'form-3' };

/** The outbox rows for freshly recorded entries of a proceeding. */
export function issueJobsFor(
  kind: StreamKind,
  streamId: string,
  recorded: readonly RecordedEntry[],
  at: Date,
  langs: readonly DocLang[] = ISSUE_LANGS,
): NewIssueJob[] {
  const table = DOCUMENTS_ISSUED_BY[kind];
  const out: NewIssueJob[] = [];
  for (const e of recorded) {
    for (const template of table[e.type] ?? []) {
      for (const lang of issueLangsOf(template, langs)) out.push({ streamId, seq: e.seq, template, lang, at });
    }
  }
  return out;
}

/**
 * Whether every row after `version` is a `document-issued` row: the runner wrote them, so a caller who saw `version`
 * decided on the same proceeding (optimistic concurrency must not refuse an officer because a PDF was made meanwhile).
 */
export function onlyDocumentsIssuedSince(entries: readonly RecordedEntry[], version: number): boolean {
  const after = entries.filter((e) => e.seq > version);
  return (
    version >= 0 &&
    after.length > 0 &&
    after.length === entries.length - version &&
    after.every((e) => e.type === DOCUMENT_ISSUED)
  );
}
