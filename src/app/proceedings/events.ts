// The event catalogues of every proceeding, read by type as the order sheet stores it: the officer's line and the
// party's sentence of a recorded entry, the proof of a line of service, and the documents an event issues. A stored
// entry's payload is the domain's event itself (the machines replay it); it is read through its entry here, once.

import type { StreamKind } from '../ports/store.ts';
import type { EventEntry, ProofLine, Sentence, Text } from './catalogue.ts';
import { fill } from './catalogue.ts';
import { ADJUDICATION_EVENTS } from './adjudication/events.ts';
import { APPEAL_EVENTS } from './appeal/events.ts';
import { ASSAM_EVENTS } from './assam/events.ts';

type AnyEntry = EventEntry<never>;

/** Each proceeding's catalogue, by the kind of its stream. */
export const EVENT_CATALOGUES: Readonly<Record<StreamKind, Readonly<Record<string, AnyEntry>>>> = {
  adjudication: ADJUDICATION_EVENTS,
  appeal: APPEAL_EVENTS,
  assam: ASSAM_EVENTS,
};

const BY_TYPE: ReadonlyMap<string, AnyEntry> = new Map(
  Object.values(EVENT_CATALOGUES).flatMap((c) => Object.entries(c)),
);

/** An entry of a type no catalogue has (an entry written by a later version of the portal): said, not hidden. */
const OTHER_LINE: Text = { en: 'Entry: {type}', hi: 'प्रविष्टि: {type}', as: 'ভুক্তি: {type}', bn: 'এন্ট্রি: {type}' };
const OTHER_SENTENCE: Text = {
  en: 'An entry was recorded.',
  hi: 'एक प्रविष्टि दर्ज की गई।',
  as: 'এটা ভুক্তি লিপিবদ্ধ কৰা হ’ল।',
  bn: 'একটি বিবরণ লিপিবদ্ধ হয়েছে।',
};

/** The officer's line for a recorded entry. */
export function officerLine(type: string): Text {
  return BY_TYPE.get(type)?.officer ?? fill(OTHER_LINE, { type });
}

/** The party's sentence for a recorded entry (its stored payload, the domain's event). */
export function partySentence(type: string, payload: unknown): Sentence {
  const entry = BY_TYPE.get(type) as EventEntry<unknown> | undefined;
  return entry ? entry.party(payload) : { text: OTHER_SENTENCE };
}

/** The proof of service a recorded line of service carries, if any. */
export function proofOf(type: string, payload: unknown): ProofLine | undefined {
  const entry = BY_TYPE.get(type) as EventEntry<unknown> | undefined;
  return entry?.proof?.(payload);
}

/** The note the law's reading adds to a recorded entry (worded from its facts), if any. */
export function noteOf(type: string, payload: unknown): Text | undefined {
  const entry = BY_TYPE.get(type) as EventEntry<unknown> | undefined;
  return entry?.note?.(payload);
}

/** The documents each event of a proceeding issues (only the events that issue one). */
export function documentsIssuedBy(kind: StreamKind): Readonly<Record<string, readonly string[]>> {
  return Object.fromEntries(
    Object.entries(EVENT_CATALOGUES[kind]).flatMap(([t, e]) => (e.issues.length ? [[t, e.issues]] : [])),
  );
}
