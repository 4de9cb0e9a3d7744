// A provision's name in Assamese or Bengali (issue 31), as the catalogues write it: "নিয়ম 4(1)", "প্ৰপত্ৰ-II" (Bengali
// "প্রপত্র-II"), "ধাৰা 27খ" (Bengali "ধারা 27খ"), a clause "(ক)", an item "দফা". Before this an Assamese or Bengali
// reader got the Hindi names, in a script the page does not load. Our translation, awaiting review like the rest.

/** The letters of sections and clauses (26A, 27B; clause (a)) in the Bengali script, as the catalogues write them. */
const LETTERS = ['ক', 'খ', 'গ', 'ঘ', 'ঙ', 'চ', 'ছ', 'জ'];
const letter = (ch: string): string => LETTERS[ch.toLowerCase().charCodeAt(0) - 97] ?? ch;

const WORDS = {
  as: {
    rule: 'নিয়ম ',
    form: 'প্ৰপত্ৰ-',
    section: 'ধাৰা ',
    item: ' দফা ',
    gca: (s: string) => `সাধাৰণ দফা আইন, 1897ৰ ধাৰা ${s}`,
  },
  bn: {
    rule: 'নিয়ম ',
    form: 'প্রপত্র-',
    section: 'ধারা ',
    item: ' দফা ',
    gca: (s: string) => `সাধারণ ধারা আইন, 1897-এর ধারা ${s}`,
  },
} as const;

/** The rest of a provision's English name: the Forms' parts, the Assam Act's sections and the criminal codes. */
const PARTS: readonly (readonly [string, string, string])[] = [
  [' declaration', ' ঘোষণা', ' ঘোষণা'],
  [' para ', ' অনুচ্ছেদ ', ' অনুচ্ছেদ '],
  [' signature', ' স্বাক্ষৰ', ' স্বাক্ষর'],
  [' enclosures', ' সংলগ্নী', ' সংযুক্তি'],
  ['(Assam Act XV of 2002)', '(2002 চনৰ অসম আইন XV)', '(2002 সালের অসম আইন XV)'],
  ['(Assam)', '(অসম)', '(অসম)'],
  [', first offence', ', প্ৰথম অপৰাধ', ', প্রথম অপরাধ'],
  [', subsequent offence', ', পৰৱৰ্তী অপৰাধ', ', পরবর্তী অপরাধ'],
  [', compensation', ', ক্ষতিপূৰণ', ', ক্ষতিপূরণ'],
  ['(IPC)', '(ভাৰতীয় দণ্ডবিধি)', '(ভারতীয় দণ্ডবিধি)'],
  ['(CrPC)', '(ফৌজদাৰী কাৰ্যবিধি)', '(ফৌজদারি কার্যবিধি)'],
  ['(BNSS)', '(ভাৰতীয় নাগৰিক সুৰক্ষা সংহিতা)', '(ভারতীয় নাগরিক সুরক্ষা সংহিতা)'],
  ['(BNS)', '(ভাৰতীয় ন্যায় সংহিতা)', '(ভারতীয় ন্যায় সংহিতা)'],
];

/** The English name of a provision ("Rule 4(1)", "Section 9 of the General Clauses Act, 1897") in Assamese or Bengali. */
export function regionalProvisionLabel(label: string, lang: 'as' | 'bn'): string {
  const w = WORDS[lang];
  const gca = /^Section (\S+) of the General Clauses Act, 1897$/.exec(label);
  if (gca) return w.gca(gca[1] ?? '');
  let out = label;
  for (const [en, as, bn] of PARTS) out = out.split(en).join(lang === 'as' ? as : bn);
  return out
    .replace(/^Rule /, w.rule)
    .replace(/^Form-/, w.form)
    .replace(/^[Ss]ection |^s\./, w.section)
    .replace(/ item /, w.item)
    .replace(/\(([a-h])\)/g, (_m, l: string) => `(${letter(l)})`)
    .replace(/(\d)([A-Z])\b/g, (_m, d: string, l: string) => `${d}${letter(l)}`);
}
