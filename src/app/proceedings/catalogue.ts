// The event catalogue of a proceeding: for every event the domain records, the words people read about it (the
// officer's line on the case page, the party's sentence in plain words, the signed order sheet's sentence) and the
// documents it issues. One `EventCatalogue<Union>` per proceeding (adjudication/events.ts, appeal/events.ts,
// assam/events.ts), typed against the domain's event union: an event type without its entry does not compile
// ("Property 'x' is missing in type ..."). To add an event: add it to the domain's union, then its entry here.
//
// Words are in every language a reader may choose: an officer's line, a party's sentence or a note without its Assamese
// or Bengali words does not compile (`Text`), so no reader of those languages is shown the English in their place.

import type { LocalDate } from '../../lib/local-date.ts';
import type { ServiceProof } from '../../domain/service/service.ts';

/** The languages a reader may choose (the web's Lang). */
export type ReaderLang = 'en' | 'hi' | 'as' | 'bn';

/** Words in every language a reader may choose: English, Hindi, Assamese and Bengali, each required. */
export interface Text {
  readonly en: string;
  readonly hi: string;
  readonly as: string;
  readonly bn: string;
}

/** Words outside the event catalogues (a step form's label) whose Assamese or Bengali may still be unwritten. */
export interface SomeText {
  readonly en: string;
  readonly hi: string;
  readonly as?: string;
  readonly bn?: string;
}

/** The text in the reader's language (a `SomeText` without it: the English words, never a key or a blank). */
export function say(t: Text | SomeText, lang: ReaderLang): string {
  return t[lang] ?? t.en;
}

/**
 * A party's sentence: its words, whose {date}, {days} and {amount} the page fills in the reader's own formats (a date
 * in words, an amount in rupees with Indian grouping), from the figures carried beside them.
 */
export interface Sentence {
  readonly text: Text;
  readonly date?: LocalDate;
  readonly days?: number;
  readonly amountPaise?: number;
}

/** The signed order sheet's sentence, in the two languages its template is drawn in. */
export interface SheetWords {
  readonly en: string;
  readonly hi: string;
}

/** The proof of a line of service: the attempt's manner ('outcome' for the acknowledgement found later) and proof. */
export interface ProofLine {
  readonly manner: string;
  readonly proof: ServiceProof;
}

/** One event's entry: what each reader is told about it, and the documents (template ids) it issues. */
export interface EventEntry<E> {
  /** The officer's line on the case page's order sheet. */
  readonly officer: Text;
  /** The party's sentence on their case page, in plain words. */
  readonly party: (e: E) => Sentence;
  /** The documents the event issues (src/documents/types.ts template ids; app/documents/issuing.ts reads them). */
  readonly issues: readonly string[];
  /** A line of service: the proof of the attempt as recorded, shown beside the sentence, and its manner. */
  readonly proof?: (e: E) => ProofLine | undefined;
  /** A note the law's reading adds to the entry (a limitation, a disputed reading), worded from the event's facts. */
  readonly note?: (e: E) => Text | undefined;
}

/** An entry of a proceeding whose order sheet is signed as a document: its sentence there too. */
export interface SignedEventEntry<E> extends EventEntry<E> {
  readonly sheet: (e: E) => SheetWords;
}

type AnyEvent = { readonly type: string };

/** Every event type of the union U has its entry; a missing one does not compile. */
export type EventCatalogue<U extends AnyEvent> = {
  readonly [T in U['type']]: EventEntry<Extract<U, { readonly type: T }>>;
};
export type SignedEventCatalogue<U extends AnyEvent> = {
  readonly [T in U['type']]: SignedEventEntry<Extract<U, { readonly type: T }>>;
};

/** Words with their {placeholders} filled, each language by that language's words of the value (English if none). */
export function fill(t: Text, params: Readonly<Record<string, Text | string | number>>): Text {
  const one = (lang: ReaderLang, s: string): string =>
    s.replace(/\{(\w+)\}/g, (m, name: string) => {
      const v = params[name];
      if (v === undefined) return m;
      return typeof v === 'object' ? say(v, lang) : String(v);
    });
  return { en: one('en', t.en), hi: one('hi', t.hi), as: one('as', t.as), bn: one('bn', t.bn) };
}

/** Words joined one after another (a sentence and its added clauses), language by language. */
export function join(...parts: readonly Text[]): Text {
  const all = (lang: ReaderLang): string => parts.map((p) => p[lang]).join('');
  return { en: all('en'), hi: all('hi'), as: all('as'), bn: all('bn') };
}

export const NOTHING: Text = { en: '', hi: '', as: '', bn: '' };
