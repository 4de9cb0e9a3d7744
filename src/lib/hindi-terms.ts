// The portal's Hindi legal terms: one list, the code's form of law/glossary-hi.md (which it extends). The web
// dictionaries (src/web/i18n), the document templates (src/documents/templates), the notifications and the provision
// labels take their Hindi from here or spell it exactly so; test/hindi-terms.test.ts fails when a second spelling of
// a listed term (`not`) appears in any of those sources, or when this list and the glossary disagree.

export interface HindiTerm {
  /** The English term, as in the glossary's first column. */
  readonly en: string;
  /** The one Hindi spelling the portal uses. */
  readonly hi: string;
  /** Second spellings and paraphrases that must not appear (the test searches the sources for each). */
  readonly not?: readonly (string | RegExp)[];
}

const term = (en: string, hi: string, not: readonly (string | RegExp)[] = []): HindiTerm => ({ en, hi, not });

export const HINDI_TERMS = {
  act: term('Cattle-trespass Act, 1871', 'पशु अतिचार अधिनियम, 1871'),
  rules: term('Cattle-trespass Rules, 2026', 'पशु अतिचार नियम, 2026'),
  assamAct: term('Assam Act XV of 2002', 'असम अधिनियम XV, 2002'),
  s26Assam: term(
    'section 26 of the Cattle-trespass Act, 1871, as substituted in Assam by Assam Act XV of 2002',
    'पशु अतिचार अधिनियम, 1871 की धारा 26, असम अधिनियम XV, 2002 द्वारा यथा प्रतिस्थापित',
    [/असम संशोधन\) अधिनियम, 2002 की धारा 26/],
  ),
  s26aAssam: term(
    'section 26A of the Cattle-trespass Act, 1871, as inserted in Assam by Assam Act XV of 2002',
    'पशु अतिचार अधिनियम, 1871 की धारा 26क, असम अधिनियम XV, 2002 द्वारा यथा अंतःस्थापित',
    [/धारा\s*26\s*A/, /धारा\s*26-क/],
  ),
  s27b: term('section 27B', 'धारा 27ख', [/धारा\s*27\s*B/, /धारा\s*27-ख/, 'धारा 27 ख']),
  s27c: term('section 27C', 'धारा 27ग', [/धारा\s*27\s*C/, /धारा\s*27-ग/, 'धारा 27 ग']),
  subDivision: term('sub-division (Sub-Divisional Magistrate)', 'उपखंड', ['उप-खंड', 'उपखण्ड', 'उप खंड']),
  refuse: term('refusal / refuse', 'इंकार', ['इनकार', 'इन्कार']),
  deemedService: term('deemed service', 'समझी गई तामील', ['मानी गई तामील', 'तामील मानी गई', 'तामील समझी गई']),
  pound: term('pound', 'कांजी हौस', ['कांजी हाउस', 'काँजी हाउस', 'काँजी हौस', 'कांजीहौस', 'कांजी-हौस']),
  renovation: term('renovation', 'नवीकरण', ['नवीनीकरण']),
  disposal: term('disposal', 'निपटान', ['निपटारा', 'निपटारे', 'निपटारों']),
  recoveryReference: term('reference to the Board for recovery', 'बोर्ड को वसूली हेतु संदर्भ', [
    'वसूली हेतु निर्देश',
    'वसूली के लिए निर्देश',
    'वसूली के लिए भेज',
    'वसूली के लिए भारतीय',
  ]),
  allegedOffence: term('alleged offence', 'अभिकथित अपराध', [/(?<!अभि)कथित अपराध/]),
  condonationOfDelay: term('condonation of delay', 'विलंब क्षमा', ['विलंब माफ़', 'विलंब माफ', 'विलम्ब']),
  // Issue 27: a value no State has notified is the portal's configured default, never "fixed by the State".
  provisionallyFixed: term("the portal's configured default", 'पोर्टल का पूर्वनिर्धारित मान', [
    'विन्यस्त',
    'राज्य द्वारा अनंतिम रूप से नियत',
    /provisionally fixed by the State/,
  ]),
  penalty: term('penalty', 'शास्ति'),
  compensation: term('compensation', 'प्रतिकर'),
  appellateAuthority: term('appellate authority', 'अपील प्राधिकारी'),
  adjudicatingOfficer: term('adjudicating officer', 'न्यायनिर्णायक अधिकारी', [
    'न्याय निर्णायक अधिकारी',
    'न्यायनिर्णयन अधिकारी',
  ]),
  board: term('Animal Welfare Board of India', 'भारतीय जीव-जंतु कल्याण बोर्ड', [
    'भारतीय जीव जंतु कल्याण बोर्ड',
    'भारतीय पशु कल्याण बोर्ड',
  ]),
  showCause: term('show-cause notice', 'कारण बताओ सूचना', ['कारण बताओ नोटिस']),
  // Issue 27 (h27b): one spelling each for inquiry and amount.
  inquiry: term('inquiry', 'जांच', ['जाँच']),
  amount: term('amount (of penalty, compensation, expenses or charges)', 'राशि', ['रकम']),
} as const satisfies Record<string, HindiTerm>;

export type HindiTermId = keyof typeof HINDI_TERMS;

/** The Hindi of a listed term. */
export const hiTerm = (id: HindiTermId): string => HINDI_TERMS[id].hi;
