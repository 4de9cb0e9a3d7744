// Every Assamese (Bengali) string the portal shows or prints, for the script lint and the terms test (issue 31).

import { ownStrings } from '../src/web/i18n/regional-own.ts';
import { REGIONAL_WORDS, prevailsLines } from '../src/documents/templates/regional.ts';
import { form1Declaration, form1Item2h, form3Declaration } from '../src/rules/form-texts.ts';
import { messageSources } from '../src/app/derived/notifications/regional-strings.ts';
import { summonsStrings } from '../src/documents/templates/regional-summons.ts';
import { appealDocumentStrings } from '../src/documents/templates/regional-appeal-words.ts';
import { FURNITURE } from '../src/documents/render/furniture-words.ts';
import { bundleStrings } from '../src/documents/bundle-words.ts';
import { orderStrings } from '../src/documents/templates/regional-orders.ts';
import { paperRegionalStrings } from '../src/app/parties/paper-words-regional.ts';
import { REGIONAL_STEP_WORDS } from '../src/web/i18n/step-words.ts';
import { EVENT_CATALOGUES } from '../src/app/proceedings/events.ts';
import { MONEY_EVENTS } from '../src/app/proceedings/money/events.ts';
import type { EventEntry } from '../src/app/proceedings/catalogue.ts';
import { ADJUDICATION_EVENTS } from '../src/app/proceedings/adjudication/events.ts';
import type { AdjudicationEvent } from '../src/domain/adjudication/events.ts';
import { sheetRow } from '../src/documents/templates/regional-appeal.ts';
import { everySample } from './event-samples.ts';

const ENTRIES = new Map(
  [...Object.values(EVENT_CATALOGUES), MONEY_EVENTS].flatMap((c) =>
    Object.entries(c as Readonly<Record<string, EventEntry<unknown>>>),
  ),
);

/** Each event's party sentence and note, and the complaint case's order sheet rows, worded from every sample's facts. */
const recordWords = (l: 'as' | 'bn'): string[] =>
  everySample().flatMap(([type, e]) => {
    const entry = ENTRIES.get(type)!;
    const note = entry.note?.(e);
    return [
      entry.party(e).text[l],
      ...(note ? [note[l]] : []),
      ...(type in ADJUDICATION_EVENTS ? [sheetRow(l, e as unknown as AdjudicationEvent)] : []),
    ];
  });

/** The event catalogues' officer lines written in the language (the proceedings' and the money book's). */
const officerLines = (l: 'as' | 'bn'): string[] =>
  [...Object.values(EVENT_CATALOGUES).flatMap((c) => Object.values(c)), ...Object.values(MONEY_EVENTS)]
    .map((e) => e.officer[l])
    .filter((x): x is string => x !== undefined);

const words = (l: 'as' | 'bn'): string[] =>
  Object.values(REGIONAL_WORDS[l]).flatMap((v): string[] =>
    typeof v === 'string'
      ? [v]
      : typeof v === 'function'
        ? [(v as (...a: unknown[]) => string)('১', '২', '৩', '')]
        : Object.values(v as Record<string, string>),
  );

/** Every Assamese (Bengali) string the portal shows or prints. */
export const sources = (l: 'as' | 'bn'): string[] => [
  ...ownStrings(l),
  ...words(l),
  ...summonsStrings(l),
  prevailsLines(l)[1],
  form1Declaration(l, 'নাম'),
  form3Declaration(l),
  form1Item2h(l),
  ...messageSources(l),
  // Form-I, Form-III, the Rule 7(8) notice, the appellate order, the order sheet, and every document's head and foot.
  ...appealDocumentStrings(l),
  ...Object.values(FURNITURE).map((x) => x[l]),
  // The paper bundle and the consent form of a party with neither phone nor email.
  ...bundleStrings(l),
  ...paperRegionalStrings(l),
  ...orderStrings(l),
  ...Object.values(REGIONAL_STEP_WORDS[l]),
  ...officerLines(l),
  ...recordWords(l),
];

/** The strings of a list that break the script rule of the language. */
export function scriptOffences(l: 'as' | 'bn', texts: readonly string[]): string[] {
  return texts.filter((s) => (l === 'as' ? /\u09b0/.test(s) : /[\u09f0\u09f1]/.test(s)));
}
