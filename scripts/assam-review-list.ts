// Prints every Assamese, Bengali and Bodo string of the portal awaiting review by a legal reader of the language
// (issue 31), with their count: the glossary terms marked "awaiting review", the page catalogue's own strings (not
// those still shown in English), the step forms' words, the documents' words and the declarations.
// Run: node --import tsx scripts/assam-review-list.ts
// With --glossary it (re)writes law/glossary-as.md and law/glossary-bn.md from src/lib/assam-terms.ts.

import { writeFileSync } from 'node:fs';
import { ASSAMESE_TERMS, BENGALI_TERMS } from '../src/lib/assam-terms.ts';
import type { RegionalTerm } from '../src/lib/assam-terms.ts';
import { ownStrings } from '../src/web/i18n/regional-own.ts';
import { REGIONAL_WORDS } from '../src/documents/templates/regional.ts';
import { form1Declaration, form1Item2h, form3Declaration } from '../src/rules/form-texts.ts';
import { messageSources } from '../src/app/derived/notifications/regional-strings.ts';
import { summonsStrings } from '../src/documents/templates/regional-summons.ts';
import { appealDocumentStrings } from '../src/documents/templates/regional-appeal-words.ts';
import { bundleStrings } from '../src/documents/bundle-words.ts';
import { orderStrings } from '../src/documents/templates/regional-orders.ts';
import { paperRegionalStrings } from '../src/app/parties/paper-words-regional.ts';
import { REGIONAL_STEP_WORDS } from '../src/web/i18n/step-words.ts';
import { EVENT_CATALOGUES } from '../src/app/proceedings/events.ts';
import { MONEY_EVENTS } from '../src/app/proceedings/money/events.ts';
import type { EventEntry } from '../src/app/proceedings/catalogue.ts';
import { everySample } from '../test/event-samples.ts';
import { ADJUDICATION_EVENTS } from '../src/app/proceedings/adjudication/events.ts';
import type { AdjudicationEvent } from '../src/domain/adjudication/events.ts';
import type { AssamLang } from '../src/rules/document-languages.ts';
import { sheetRow } from '../src/documents/templates/regional-appeal.ts';

function glossary(lang: 'Assamese' | 'Bengali', terms: Record<string, RegionalTerm>, code: string): string {
  const rows = Object.values(terms)
    .map((x) => `| ${x.en} | ${x.term} | ${x.source} | ${x.review ? '**awaiting review**' : 'settled'} |`)
    .join('\n');
  return `# English-${lang} glossary of the terms the portal uses (issue 31)

Assam's offices issue their notices and orders in English and ${lang}${lang === 'Bengali' ? ' (the Barak Valley districts: Cachar, Hailakandi, Sribhumi)' : ''} under the State's order of 15 April 2025 under the Assam
Official Language Act, 1960; where the versions differ the English version prevails.

The authoritative sources for these terms are the Assam Official Language (Translation of Central Laws) Commission's
authenticated ${lang} texts of Central Acts, the Assam Gazette's bilingual notifications and the CSTT glossaries. **We
held none of them** (no internet access when this was written): every term whose source reads "our translation" is
**awaiting review** by a ${lang} legal reader, to be settled against those sources. In the code the same terms are one
list, \`src/lib/assam-terms.ts\` (\`${code}\`); \`test/assam-terms.test.ts\` fails when a source uses a second spelling,
or when that list and this file disagree.

| English | ${lang} | Source | Status |
|---|---|---|---|
${rows}

## Awaiting review

Besides the terms above, every ${lang} string of the portal is our own translation and awaits review: the page
catalogue, the documents' words and the declarations. \`node --import tsx scripts/assam-review-list.ts\` prints them with
their count.
`;
}

if (process.argv.includes('--glossary')) {
  writeFileSync(
    new URL('../law/glossary-as.md', import.meta.url),
    glossary('Assamese', ASSAMESE_TERMS, 'ASSAMESE_TERMS'),
  );
  writeFileSync(new URL('../law/glossary-bn.md', import.meta.url), glossary('Bengali', BENGALI_TERMS, 'BENGALI_TERMS'));
}

const words = (l: 'as' | 'bn' | 'brx'): string[] =>
  Object.values(REGIONAL_WORDS[l]).flatMap((v): string[] =>
    typeof v === 'string'
      ? [v]
      : typeof v === 'function'
        ? [(v as (...a: unknown[]) => string)('{1}', '{2}', '{3}', '')]
        : Object.values(v as Record<string, string>),
  );
// A party's sentence and the law's note, worded from an event's facts: each worded once per sample of every event type
// (test/event-samples.ts), the facts filled as the sample gives them and the {date}, {days} and {amount} left to fill.
const entries = new Map(
  [...Object.values(EVENT_CATALOGUES), MONEY_EVENTS].flatMap((c) =>
    Object.entries(c as Readonly<Record<string, EventEntry<unknown>>>),
  ),
);
const sentences = (l: 'as' | 'bn'): string[] => [
  ...new Set(
    everySample().flatMap(([type, e]) => {
      const entry = entries.get(type);
      const note = entry?.note?.(e);
      return entry ? [entry.party(e).text[l], ...(note ? [note[l]] : [])] : [];
    }),
  ),
];

// The order sheet's rows in Assam's languages, worded from each sample's facts as the English rows are.
const rows = (l: AssamLang): string[] => [
  ...new Set(
    everySample()
      .filter(([type]) => type in ADJUDICATION_EVENTS)
      .map(([, e]) => sheetRow(l, e as unknown as AdjudicationEvent)),
  ),
];

const lists: [string, string[]][] = [
  [
    'Assamese glossary terms',
    Object.values(ASSAMESE_TERMS)
      .filter((x) => x.review)
      .map((x) => `${x.en}: ${x.term}`),
  ],
  [
    'Bengali glossary terms',
    Object.values(BENGALI_TERMS)
      .filter((x) => x.review)
      .map((x) => `${x.en}: ${x.term}`),
  ],
  ['Assamese page strings', ownStrings('as')],
  ...(['as', 'bn'] as const).map((l): [string, string[]] => [
    `${l === 'as' ? 'Assamese' : 'Bengali'} event lines (the officer's list of a case)`,
    [...Object.values(EVENT_CATALOGUES).flatMap((c) => Object.values(c)), ...Object.values(MONEY_EVENTS)]
      .map((e) => e.officer[l])
      .filter((x): x is string => x !== undefined),
  ]),
  ["Assamese party's sentences and notes (a case's record, worded from its facts)", sentences('as')],
  ["Bengali party's sentences and notes (a case's record, worded from its facts)", sentences('bn')],
  ['Bengali page strings', ownStrings('bn')],
  ["Assamese step forms' words", Object.values(REGIONAL_STEP_WORDS.as)],
  ["Bengali step forms' words", Object.values(REGIONAL_STEP_WORDS.bn)],
  [
    'Assamese document words',
    [
      ...words('as'),
      ...summonsStrings('as'),
      ...appealDocumentStrings('as'),
      ...bundleStrings('as'),
      ...paperRegionalStrings('as'),
      ...orderStrings('as'),
      ...rows('as'),
    ],
  ],
  [
    'Bengali document words',
    [
      ...words('bn'),
      ...summonsStrings('bn'),
      ...appealDocumentStrings('bn'),
      ...bundleStrings('bn'),
      ...paperRegionalStrings('bn'),
      ...orderStrings('bn'),
      ...rows('bn'),
    ],
  ],
  [
    'Bodo document words',
    [
      ...words('brx'),
      ...summonsStrings('brx'),
      ...appealDocumentStrings('brx'),
      ...bundleStrings('brx'),
      ...paperRegionalStrings('brx'),
      ...orderStrings('brx'),
      ...rows('brx'),
    ],
  ],
  ['Assamese emails, SMS and calendar entries', messageSources('as')],
  ['Bengali emails, SMS and calendar entries', messageSources('bn')],
  [
    'Declarations (as, bn)',
    (['as', 'bn'] as const).flatMap((l) => [form1Declaration(l, '{name}'), form3Declaration(l), form1Item2h(l)]),
  ],
];
let total = 0;
for (const [name, xs] of lists) {
  total += xs.length;
  if (process.argv.includes('--all')) {
    console.log(`\n## ${name} (${xs.length})`);
    for (const x of xs) console.log(`- ${x}`);
  } else console.log(`${name}: ${xs.length}`);
}
console.log(`Awaiting review in all: ${total}`);
