// Issue 31: the Assamese and Bengali legal terms are one list each (src/lib/assam-terms.ts, law/glossary-as.md and
// law/glossary-bn.md); a second spelling of a listed term in the language's catalogue or documents fails, as for Hindi
// (test/hindi-terms.test.ts), and every term no authoritative source fixes is marked awaiting review in the glossary.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { RegionalTerm } from '../src/lib/assam-terms.ts';
import { ASSAMESE_TERMS, BENGALI_TERMS } from '../src/lib/assam-terms.ts';
import { sources } from './assam-sources.ts';

/** Where a second spelling of a term appears: "term: the spelling in the text". */
export function secondSpellings(terms: Record<string, RegionalTerm>, texts: readonly string[]): string[] {
  const out: string[] = [];
  for (const [id, x] of Object.entries(terms))
    for (const n of x.not)
      for (const s of texts)
        if (typeof n === 'string' ? s.includes(n) : n.test(s)) out.push(`${id}: ${String(n)} in "${s.slice(0, 60)}"`);
  return out;
}

const cases = [
  ['as', ASSAMESE_TERMS, 'law/glossary-as.md'],
  ['bn', BENGALI_TERMS, 'law/glossary-bn.md'],
] as const;

describe('issue 31: one spelling of each Assamese and Bengali legal term', () => {
  for (const [l, terms, file] of cases) {
    it(`${l}: no second spelling of a listed term in the catalogue, documents or declarations`, () => {
      assert.deepEqual(secondSpellings(terms, sources(l)), []);
    });

    it(`${l}: ${file} and the list agree, and every term without an authoritative source is marked awaiting review`, () => {
      const md = readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
      for (const x of Object.values(terms) as RegionalTerm[]) {
        const row = md.split('\n').find((r) => r.startsWith(`| ${x.en} | `));
        assert.ok(row, `${x.en} is in ${file}`);
        assert.ok(row.includes(`| ${x.term} |`), `${x.en}: ${x.term} in ${file}`);
        assert.equal(row.includes('**awaiting review**'), x.review, `${x.en}: awaiting review as the list says`);
      }
    });
  }

  it('the test catches a planted second spelling (আপিল in Assamese, for আপীল)', () => {
    assert.deepEqual(secondSpellings(ASSAMESE_TERMS, ['আপীল কৰ্তৃপক্ষ', 'আপিল কৰিব পাৰি']).length, 1);
  });

  it('"issue": জাৰি is the one spelling; a planted জাৰী (the foot\'s old "জাৰী কৰোঁতা") fails', () => {
    assert.equal(ASSAMESE_TERMS.issue.term, 'জাৰি');
    assert.deepEqual(secondSpellings(ASSAMESE_TERMS, ['জাৰি কৰোঁতা', 'জাৰী কৰোঁতা']), ['issue: জাৰী in "জাৰী কৰোঁতা"']);
    assert.ok(sources('as').includes('জাৰি কৰোঁতা'), "the documents' foot is among the sources the test reads");
  });
});
