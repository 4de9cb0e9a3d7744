// The words of a step form in the page's language (issue 31): the catalogue (src/app/steps) holds English and Hindi;
// Assamese and Bengali come from their own lists, keyed by the English (as-step-words.ts, bn-step-words.ts), which
// test/assam-step-words.test.ts keeps complete.

import type { Words } from '../../app/steps/step.ts';
import type { Lang } from './index.ts';
import { stepWordsAs } from './as-step-words.ts';
import { stepWordsBn } from './bn-step-words.ts';

/** The Assamese and Bengali step words, by their English. */
export const REGIONAL_STEP_WORDS: Readonly<Record<'as' | 'bn', Readonly<Record<string, string>>>> = {
  as: stepWordsAs,
  bn: stepWordsBn,
};

/** A step's words in the page's language. */
export function stepWords(x: Words, lang: Lang): string {
  if (lang === 'as' || lang === 'bn') return REGIONAL_STEP_WORDS[lang][x.en] ?? x.en;
  return x[lang];
}
