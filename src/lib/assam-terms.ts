// The portal's Assamese and Bengali legal terms (issue 31): one list each, the code's form of law/glossary-as.md and
// law/glossary-bn.md. test/assam-terms.test.ts fails when a second spelling (`not`) appears in the Assamese (Bengali)
// catalogue or document words, or when a list and its glossary disagree. `review: true` marks a term that no
// authoritative source we hold fixes (we had no access to the Assam Official Language (Translation of Central Laws)
// Commission's authenticated texts, the Assam Gazette's bilingual notifications or the CSTT glossaries): it awaits
// review by an Assamese (Bengali) legal reader, and the glossary lists it so.

export interface RegionalTerm {
  readonly en: string;
  /** The one spelling the portal uses. */
  readonly term: string;
  /** Second spellings and paraphrases that must not appear. */
  readonly not: readonly (string | RegExp)[];
  readonly review: boolean;
  /** Where the term comes from. */
  readonly source: string;
}

const OURS = 'our translation (no authoritative source held)';
const t = (en: string, term: string, not: readonly (string | RegExp)[] = [], source = OURS): RegionalTerm => ({
  en,
  term,
  not,
  review: source === OURS,
  source,
});

export const ASSAMESE_TERMS = {
  act: t('Cattle-trespass Act, 1871', 'পশু অনধিকাৰ প্ৰৱেশ আইন, 1871', ['গো-মহিষ অনধিকাৰ']),
  rules: t('Cattle-trespass Rules, 2026', 'পশু অনধিকাৰ প্ৰৱেশ নিয়মাৱলী, 2026', ['নিয়মাবলী']),
  complaint: t('complaint', 'অভিযোগ', ['নালিচ']),
  complainant: t('complainant', 'অভিযোগকাৰী', ['অভিযোক্তা']),
  case: t('case', 'গোচৰ', ['মোকৰ্দমা']),
  hearing: t('hearing', 'শুনানি', ['শুনানী']),
  penalty: t('penalty', 'জৰিমনা', ['জৰিমানা']),
  compensation: t('compensation', 'ক্ষতিপূৰণ', ['খেসাৰত']),
  showCause: t('show-cause notice', 'কাৰণ দৰ্শোৱাৰ জাননী', ['শ্ব-কজ', 'কাৰণ দর্শানো']),
  order: t('order', 'আদেশ', ['হুকুম']),
  orderSheet: t('order sheet', 'আদেশ-পত্ৰ', [/আদেশ পত্ৰ(?!ত)/]),
  adjudicatingOfficer: t('adjudicating officer', 'ন্যায়নিৰ্ণায়ক বিষয়া', ['ন্যায় নিৰ্ণায়ক']),
  appellateAuthority: t('appellate authority', 'আপীল কৰ্তৃপক্ষ', ['আপিল কৰ্তৃপক্ষ']),
  appeal: t('appeal', 'আপীল', [/আপিল/]),
  contravention: t('contravention', 'উলংঘন', ['উল্লংঘন', 'লঙ্ঘন']),
  objection: t('objection', 'আপত্তি'),
  court: t('court', 'আদালত', ['ন্যায়ালয়']),
  sdm: t('Sub-Divisional Magistrate', 'মহকুমা দণ্ডাধীশ', ['মহকুমা শাসক']),
  board: t('Animal Welfare Board of India', 'ভাৰতীয় জীৱ-জন্তু কল্যাণ ব’ৰ্ড', ['প্ৰাণী কল্যাণ']),
  exParte: t('ex parte', 'একপক্ষীয়ভাৱে', ['একতৰফা']),
  englishPrevails: t(
    'the English version prevails',
    'ইংৰাজী সংস্কৰণহে গ্ৰাহ্য হ’ব',
    [],
    "our wording of Assam's order of 15 April 2025 (its Assamese text not held)",
  ),
  // "Issued by" on every document's foot and "issued" on the pages: one spelling, জাৰি (the pages' and the documents'
  // spelling; the foot had জাৰী).
  issue: t('issue (a notice or order)', 'জাৰি', ['জাৰী']),
} as const satisfies Record<string, RegionalTerm>;

export const BENGALI_TERMS = {
  act: t('Cattle-trespass Act, 1871', 'পশু অনধিকার প্রবেশ আইন, 1871'),
  rules: t('Cattle-trespass Rules, 2026', 'পশু অনধিকার প্রবেশ নিয়মাবলী, 2026', ['বিধিমালা']),
  complaint: t('complaint', 'অভিযোগ', ['নালিশ']),
  complainant: t('complainant', 'অভিযোগকারী', ['অভিযোক্তা']),
  case: t('case', 'মামলা', ['মোকদ্দমা']),
  hearing: t('hearing', 'শুনানি', ['শুনানী']),
  penalty: t('penalty', 'জরিমানা', ['অর্থদণ্ড']),
  compensation: t('compensation', 'ক্ষতিপূরণ', ['খেসারত']),
  showCause: t('show-cause notice', 'কারণ দর্শানোর নোটিশ', ['শো-কজ']),
  adjudicatingOfficer: t('adjudicating officer', 'ন্যায়নির্ণায়ক আধিকারিক', ['ন্যায় নির্ণায়ক']),
  appellateAuthority: t('appellate authority', 'আপিল কর্তৃপক্ষ', ['আপীল']),
  contravention: t('contravention', 'লঙ্ঘন', ['উলংঘন']),
  board: t('Animal Welfare Board of India', 'ভারতীয় প্রাণী কল্যাণ পর্ষদ', ['প্রাণী কল্যাণ বোর্ড']),
  sdm: t('Sub-Divisional Magistrate', 'মহকুমা শাসক'),
  exParte: t('ex parte', 'একতরফা', ['একপক্ষীয়']),
  englishPrevails: t(
    'the English version prevails',
    'ইংরেজি সংস্করণই গ্রাহ্য হবে',
    [],
    "our wording of Assam's order of 15 April 2025 (its Bengali text not held)",
  ),
  issue: t('issue (a notice or order)', 'জারি', ['জারী']),
} as const satisfies Record<string, RegionalTerm>;

/**
 * For search only (issue 31): Bengali র typed on a Bengali keyboard matches Assamese ৰ, and Assamese ৱ matches ব;
 * both sides NFC and lower-cased. The stored party names are folded the same way in SQL (search_fold,
 * 0251-search-fold-assamese.sql); the names themselves stay as written.
 */
export function assameseSearchKey(s: string): string {
  return s
    .normalize('NFC')
    .toLowerCase()
    .replace(/\u09b0/g, '\u09f0')
    .replace(/\u09f1/g, '\u09ac');
}
