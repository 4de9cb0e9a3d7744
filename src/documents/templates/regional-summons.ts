// The summons to enforce a witness's attendance (Rule 4(2)) in Assam's languages (issue 31): Assamese, Bengali and
// Bodo in Devanagari, issued with its English copy under the State's order of 15 April 2025 under the Assam Official
// Language Act, 1960. The words are typed per language (a word missing in one does not compile); our translation,
// awaiting review by a legal reader of the language (scripts/assam-review-list.ts lists them).

import type { AssamLang } from '../../rules/document-languages.ts';

export interface SummonsWords {
  readonly title: string;
  readonly para: (appearOn: string, what: string) => string;
  readonly purpose: Readonly<Record<'evidence' | 'documents' | 'evidence-and-documents', string>>;
  readonly witness: string;
  readonly appearOn: string;
  readonly purposeLabel: string;
}

const AS: SummonsWords = {
  title: 'উপস্থিতি বলবৎ কৰিবলৈ চমন',
  para: (on, what) =>
    `আপুনি এই অভিযোগৰ তথ্য আৰু পৰিস্থিতিৰ বিষয়ে জানে যেন দেখা যায়। সেয়েহে আপোনাক ${what} ${on} তাৰিখে তলত স্বাক্ষৰকাৰীৰ সন্মুখত উপস্থিত হ’বলৈ চমন দিয়া হৈছে।`,
  purpose: {
    evidence: 'সাক্ষ্য দিবলৈ',
    documents: 'নথি বা প্ৰতিবেদন দাখিল কৰিবলৈ',
    'evidence-and-documents': 'সাক্ষ্য দিবলৈ আৰু নথি বা প্ৰতিবেদন দাখিল কৰিবলৈ',
  },
  witness: 'সাক্ষী',
  appearOn: 'উপস্থিতিৰ তাৰিখ',
  purposeLabel: 'উদ্দেশ্য',
};

const BN: SummonsWords = {
  title: 'উপস্থিতি বলবৎ করার জন্য সমন',
  para: (on, what) =>
    `আপনি এই অভিযোগের তথ্য ও পরিস্থিতি সম্পর্কে অবগত বলে মনে হয়। সেই কারণে আপনাকে ${what} ${on} তারিখে নিম্নস্বাক্ষরকারীর সামনে উপস্থিত হওয়ার জন্য সমন দেওয়া হচ্ছে।`,
  purpose: {
    evidence: 'সাক্ষ্য দেওয়ার জন্য',
    documents: 'নথি বা প্রতিবেদন পেশ করার জন্য',
    'evidence-and-documents': 'সাক্ষ্য দেওয়ার এবং নথি বা প্রতিবেদন পেশ করার জন্য',
  },
  witness: 'সাক্ষী',
  appearOn: 'উপস্থিতির তারিখ',
  purposeLabel: 'উদ্দেশ্য',
};

const BRX: SummonsWords = {
  title: 'फैनायखौ गोहो होनायनि थाखाय समन',
  para: (on, what) =>
    `नोंथाङा बे नालिसनि थाखो आरो थासारिनि सोमोनदै मिथिगौ होन्नानै नुनो मोनो। बेनिखायनो नोंथाङखौ ${what} ${on} तारिखाव गाहायाव सहि होग्रानि सिगाङाव फैनो समन होनाय जायो।`,
  purpose: {
    evidence: 'साक्षि होनो',
    documents: 'बिलाइ एबा रिपर्ट दिन्थिनो',
    'evidence-and-documents': 'साक्षि होनो आरो बिलाइ एबा रिपर्ट दिन्थिनो',
  },
  witness: 'साक्षी',
  appearOn: 'फैनायनि तारिख',
  purposeLabel: 'थांखि',
};

export const SUMMONS_WORDS: Readonly<Record<AssamLang, SummonsWords>> = { as: AS, bn: BN, brx: BRX };

/** Every word of the summons in the language, for the script lint, the terms test and the review list. */
export function summonsStrings(L: AssamLang): string[] {
  const w = SUMMONS_WORDS[L];
  return [w.title, w.para('১', '২'), ...Object.values(w.purpose), w.witness, w.appearOn, w.purposeLabel];
}
