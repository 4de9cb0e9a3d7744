// Issue 31: the step forms an officer (or a party) fills in (src/app/steps: each step's label and help, each field's
// label, help and fixed choices, the money book's too) read in Assamese and Bengali, never in English filled in
// silently: every English words of the catalogues has its Assamese and Bengali in the lists keyed by the English, and
// the page takes them from there. A new or changed step without them fails here.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ADJUDICATION_STEPS, APPEAL_STEPS, ASSAM_STEPS } from '../src/app/steps/index.ts';
import { MONEY_STEPS } from '../src/app/steps/money.ts';
import { MW } from '../src/app/steps/money-words.ts';
import { REGIONAL_STEP_WORDS, stepWords } from '../src/web/i18n/step-words.ts';
import { scriptOffences } from './assam-sources.ts';

/** The English of every Words a catalogue holds (choices read from a case's state are the case's own words). */
function englishOf(x: unknown, out: Set<string>, depth = 0): Set<string> {
  if (depth > 8 || x === null || typeof x !== 'object') return out;
  const o = x as Record<string, unknown>;
  if (typeof o['en'] === 'string' && typeof o['hi'] === 'string') return out.add(o['en']);
  for (const v of Object.values(o)) englishOf(v, out, depth + 1);
  return out;
}

const ENGLISH = [...englishOf([ADJUDICATION_STEPS, APPEAL_STEPS, ASSAM_STEPS, MONEY_STEPS, MW], new Set())];

/** The catalogue's English words a list has no translation of. */
const missing = (list: Readonly<Record<string, string>>): string[] => ENGLISH.filter((e) => !(e in list));

describe("issue 31: the step forms' words in Assamese and Bengali", () => {
  for (const l of ['as', 'bn'] as const) {
    it(`${l}: every step's label and help, and every field's label, help and choice has its own words`, () => {
      assert.ok(ENGLISH.length > 250, `${ENGLISH.length} words`);
      assert.deepEqual(missing(REGIONAL_STEP_WORDS[l]), []);
      for (const e of ENGLISH) assert.notEqual(REGIONAL_STEP_WORDS[l][e], e, `${l}: "${e}" is not translated`);
    });

    it(`${l}: the lists hold no words a step no longer has, and keep the script rule and NFC`, () => {
      const all = new Set(ENGLISH);
      assert.deepEqual(
        Object.keys(REGIONAL_STEP_WORDS[l]).filter((e) => !all.has(e)),
        [],
      );
      const texts = Object.values(REGIONAL_STEP_WORDS[l]);
      assert.deepEqual(scriptOffences(l, texts), []);
      assert.deepEqual(
        texts.filter((s) => s !== s.normalize('NFC')),
        [],
      );
    });
  }

  it('Rule 4(1): the show-cause notice step reads in the page language; English and Hindi from the catalogue', () => {
    const label = ADJUDICATION_STEPS['issue-show-cause-notice'].label;
    assert.equal(stepWords(label, 'as'), 'কাৰণ দৰ্শোৱাৰ জাননী জাৰি কৰক (প্ৰপত্ৰ-II)');
    assert.equal(stepWords(label, 'bn'), 'কারণ দর্শানোর নোটিশ জারি করুন (প্রপত্র-II)');
    assert.equal(stepWords(label, 'en'), label.en);
    assert.equal(stepWords(label, 'hi'), label.hi);
  });

  it('the check fails on a step whose English has no translation (a planted new step)', () => {
    const { ['Proceed ex parte']: _gone, ...rest } = REGIONAL_STEP_WORDS.as;
    assert.deepEqual(missing(rest), ['Proceed ex parte']);
  });
});
