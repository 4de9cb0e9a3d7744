// The languages an office issues its notices, orders and order sheet in: a dated, cited setting per State and
// district (issue 31). Documents follow the office, not the reader's choice; the reader's pages follow the reader.
//
// Assam: the State's order of 15 April 2025 under the Assam Official Language Act, 1960 requires notifications and
// orders in English and Assamese; in the Barak Valley districts Bengali is used with English, and in the Bodoland
// Territorial Region's districts Bodo (in Devanagari) with English; where the versions differ the English version
// prevails, and documents submitted to courts stay in English. The order's number is not in the texts we hold
// (docs/assumptions.md, A-220): it is cited by its date and the Act it is made under.
// Every other State keeps the Rules' pair, English and Hindi (the Hindi-speaking States the portal serves today).

import type { LocalDate } from '../lib/local-date.ts';

/** Every language a document can be issued in: English, Hindi, Assamese, Bengali, Bodo (Devanagari). */
export type DocLang = 'en' | 'hi' | 'as' | 'bn' | 'brx';
export const DOC_LANGS: readonly DocLang[] = ['en', 'hi', 'as', 'bn', 'brx'];
export const isDocLang = (s: unknown): s is DocLang => typeof s === 'string' && (DOC_LANGS as string[]).includes(s);

/** The languages that go with English under Assam's order. */
export type AssamLang = 'as' | 'bn' | 'brx';
export const isAssamLang = (l: DocLang): l is AssamLang => l === 'as' || l === 'bn' || l === 'brx';

export interface DocumentLanguages {
  /** English first, then the State's language: every document of the office is issued in both. */
  readonly pair: readonly ['en', Exclude<DocLang, 'en'>];
  /** Where the two versions differ the English version prevails (said on the document in both languages). */
  readonly englishPrevails: boolean;
  /** Since when the setting applies, and the instrument it comes from, in words a reader can look up. */
  readonly since: LocalDate | null;
  readonly source: string;
}

export const ASSAM_ORDER_DATE = '2025-04-15' as LocalDate;
export const ASSAM_ORDER =
  "Government of Assam, order of 15 April 2025 under the Assam Official Language Act, 1960 (the order's number is not in the texts we hold)";

/** Barak Valley: Bengali with English. Sribhumi was Karimganj district until 2024; both names are accepted. */
const BENGALI_DISTRICTS = ['Cachar', 'Hailakandi', 'Sribhumi', 'Karimganj'] as const;
/** Bodoland Territorial Region: Bodo (Devanagari) with English. */
const BODO_DISTRICTS = ['Kokrajhar', 'Chirang', 'Baksa', 'Udalguri', 'Tamulpur'] as const;

const norm = (s: string): string =>
  s
    .normalize('NFC')
    .trim()
    .toLowerCase()
    .replace(/\s+district$/, '');

/** Assam's language for a district named as the order names it; Assamese for every other district of Assam. */
export function assamLanguageOf(districtName: string): AssamLang {
  const n = norm(districtName);
  if (BENGALI_DISTRICTS.some((d) => norm(d) === n)) return 'bn';
  if (BODO_DISTRICTS.some((d) => norm(d) === n)) return 'brx';
  return 'as';
}

export interface OfficePlace {
  readonly stateCode: string;
  /** The district's name (the order names districts, not codes). */
  readonly districtName: string;
}

/** The pair of languages an office issues its documents in on a date. */
export function documentLanguages(office: OfficePlace, on: LocalDate): DocumentLanguages {
  if (office.stateCode === 'AS' && on >= ASSAM_ORDER_DATE) {
    const lang = assamLanguageOf(office.districtName);
    const which =
      lang === 'bn'
        ? 'Bengali with English in the Barak Valley districts (Cachar, Hailakandi, Sribhumi)'
        : lang === 'brx'
          ? 'Bodo (Devanagari) with English in the districts of the Bodoland Territorial Region (Kokrajhar, Chirang, Baksa, Udalguri, Tamulpur)'
          : 'Assamese with English';
    return { pair: ['en', lang], englishPrevails: true, since: ASSAM_ORDER_DATE, source: `${ASSAM_ORDER}: ${which}` };
  }
  return {
    pair: ['en', 'hi'],
    englishPrevails: false,
    since: null,
    source: 'The forms of the Cattle-trespass Rules, 2026 in English and Hindi',
  };
}

/** Documents submitted to a court stay in English under Assam's order (the s.26A written report). */
export const COURT_TEMPLATES: ReadonlySet<string> = new Set(['assam-s26a-report']);
