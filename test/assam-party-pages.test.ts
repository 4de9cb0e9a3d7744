// Issue 31: every page a party reads is in Assamese and Bengali, with no silent English. The catalogues are typed
// against the English one (a missing key fails the type check); this test checks what the types cannot: that a key a
// party reads is not filled from English. Only the officers', process servers' and administrators' areas (PENDING_EN)
// may still be shown in English, and no party module is among them.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { en } from '../src/web/i18n/en.ts';
import { as, PENDING_EN } from '../src/web/i18n/as.ts';
import { bn } from '../src/web/i18n/bn.ts';
import { fileEn } from '../src/web/i18n/file.ts';
import { datesEn } from '../src/web/i18n/dates.ts';
import { partiesEn } from '../src/web/i18n/parties.ts';

/** The language switch names English in English on purpose; "MB" is a unit, the same in every language. */
const SAME_ON_PURPOSE = new Set(['lang.switch', 'lang.switchLabel', 'size.mb', 'wl.stage.other']);
const hasWords = (s: string): boolean => /\p{L}/u.test(s.replace(/\{\w+\}/g, ''));

/** The keys outside the officers' areas whose text is the English one. */
function englishFallbacks(cat: Readonly<Record<keyof typeof en, string>>): string[] {
  const pending = new Set(Object.keys(PENDING_EN));
  return (Object.keys(en) as (keyof typeof en)[]).filter(
    (k) => !pending.has(k) && !SAME_ON_PURPOSE.has(k) && hasWords(en[k]) && cat[k] === en[k],
  );
}

describe('issue 31: a party reads Assamese and Bengali pages, never English filled in silently', () => {
  it('filing (Form-I), its receipt, the date refusals and the case page are not among the areas shown in English', () => {
    const pending = new Set(Object.keys(PENDING_EN));
    const party = [...Object.keys(fileEn), ...Object.keys(datesEn), ...Object.keys(partiesEn)];
    assert.deepEqual(
      party.filter((k) => pending.has(k)),
      [],
    );
  });

  for (const [l, cat] of [
    ['as', as],
    ['bn', bn],
  ] as const) {
    it(`${l}: every key outside the officers' areas has its own text, not the English one`, () => {
      assert.deepEqual(englishFallbacks(cat), []);
    });
  }

  it('the check fails on a key filled from English (a planted fallback)', () => {
    assert.deepEqual(englishFallbacks({ ...bn, 'pc.order.title': en['pc.order.title'] }), ['pc.order.title']);
  });
});
