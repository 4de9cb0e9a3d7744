// The order sheet's rows in Assam's languages (issue 31): for every event of the complaint case, the row states the
// facts its English row states (who, the dates, the days, the amounts, the notice and attempt, the reasons as
// recorded), in Assamese, Bengali or Bodo. Typed against the domain's union: an event without its row in a language
// does not compile. The rows of each language: regional-sheet-as.ts, regional-sheet-bn.ts, regional-sheet-brx.ts.
// What a person or officer wrote (names, reasons, statements) is printed as written; dates, amounts and counts come
// from Intl in the language (RowFacts); case numbers, notice and attempt ids stay in ASCII.

import type { AdjudicationEvent } from '../../domain/adjudication/events.ts';
import type { ServiceProof } from '../../domain/service/service.ts';
import type { LocalDate } from '../../lib/local-date.ts';

/** A row's dates, amounts and counts in the document's language (Intl as-IN, bn-IN, brx-IN). */
export interface RowFacts {
  readonly date: (d: LocalDate) => string;
  readonly money: (paise: number) => string;
  readonly count: (n: number) => string;
}

/** The row of every event of the complaint case, worded from its facts. */
export type SheetRows = {
  readonly [T in AdjudicationEvent['type']]: (
    e: Extract<AdjudicationEvent, { readonly type: T }>,
    f: RowFacts,
  ) => string;
};

/** The words a language gives the proof of an attempt at service (Rule 4(5)). */
export interface ProofWords {
  readonly article: (n: string) => string;
  readonly tendered: (by: string, to: string, at: string) => string;
  readonly affixed: (place: string, at: string, witnesses: string) => string;
  readonly emailed: (address: string, id: string) => string;
  readonly acknowledgement: (id: string) => string;
  readonly photo: (id: string) => string;
}

/** The proof of an attempt at service as a sentence in the language, with every fact the English one gives. */
export function proofIn(p: ServiceProof | undefined, w: ProofWords): string {
  if (!p) return '';
  const d = (id: string | undefined, f: (id: string) => string): string => (id ? ` ${f(id)}` : '');
  if (p.articleNumber) return w.article(p.articleNumber);
  if (p.tenderedBy || p.tenderedTo)
    return (
      w.tendered(p.tenderedBy ?? '—', p.tenderedTo ?? '—', p.at ?? '—') +
      d(p.acknowledgementDocumentId, w.acknowledgement)
    );
  if (p.place || p.photoDocumentId)
    return w.affixed(p.place ?? '—', p.at ?? '—', (p.witnesses ?? []).join(', ')) + d(p.photoDocumentId, w.photo);
  if (p.address || p.messageId) return w.emailed(p.address ?? '—', p.messageId ?? '—');
  return '';
}

/** Words without their own full stop (the row adds its own). */
export const bare = (x: string): string => x.trim().replace(/[.।]+$/u, '');
