// The Hindi legal terms are one list (src/lib/hindi-terms.ts, the code's form of law/glossary-hi.md): every source
// that holds words people read (web dictionaries, page templates, document templates, notifications, provision
// labels) uses the one spelling; a second spelling of a listed term fails here, with the file and line.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { HINDI_TERMS } from '../src/lib/hindi-terms.ts';
import type { HindiTerm } from '../src/lib/hindi-terms.ts';
import { cite } from '../src/rules/provisions.ts';

const ROOT = new URL('..', import.meta.url).pathname;
const TERMS: readonly [string, HindiTerm][] = Object.entries(HINDI_TERMS);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.ts$/.test(name) && !p.endsWith(join('lib', 'hindi-terms.ts'))
      ? [p]
      : [];
  });
}

/** Every second spelling of a listed term in the text, as "file:line: «found» (use «the term»)". */
export function secondSpellings(file: string, text: string): string[] {
  const out: string[] = [];
  text.split('\n').forEach((line, i) => {
    for (const [, t] of TERMS) {
      for (const bad of t.not ?? []) {
        const m = typeof bad === 'string' ? (line.includes(bad) ? bad : undefined) : bad.exec(line)?.[0];
        if (m !== undefined) out.push(`${file}:${i + 1}: «${m}» (use «${t.hi}»)`);
      }
    }
  });
  return out;
}

describe('Glossary (law/glossary-hi.md): one Hindi spelling per term', () => {
  it('no source of words people read uses a second spelling of a listed term', () => {
    const files = sources(join(ROOT, 'src'));
    assert.ok(
      files.length > 100 && files.some((f) => f.includes('i18n')) && files.some((f) => f.includes('templates')),
      'the dictionaries and templates are searched',
    );
    const found = files.flatMap((f) => secondSpellings(relative(ROOT, f), readFileSync(f, 'utf8')));
    assert.deepEqual(found, []);
  });

  it('the check finds a second spelling (धारा 27C, उप-खंड, इनकार, मानी गई तामील, कांजी हाउस, नवीनीकरण, निपटारा, कथित अपराध, वसूली हेतु निर्देश)', () => {
    for (const bad of [
      'धारा 27C',
      'धारा 27 B',
      'उप-खंड मजिस्ट्रेट',
      'लेने से इनकार किया',
      'तामील मानी गई',
      'कांजी हाउस',
      'नवीनीकरण',
      'मामले का निपटारा',
      'कथित अपराध की रिपोर्ट',
      'बोर्ड को वसूली हेतु निर्देश',
      'धारा 26A',
      'विन्यस्त मान',
      // Issue 27: a default is never said to be fixed by the State; one spelling each of inquiry and amount
      'राज्य द्वारा अनंतिम रूप से नियत',
      'provisionally fixed by the State',
      'जाँच',
      'रकम',
    ]) {
      assert.notDeepEqual(secondSpellings('probe', bad), [], bad);
    }
    for (const good of [
      'धारा 27ग',
      'उपखंड मजिस्ट्रेट',
      'इंकार',
      'समझी गई तामील',
      'कांजी हौस',
      'नवीकरण',
      'निपटान',
      'अभिकथित अपराध',
      'बोर्ड को वसूली हेतु संदर्भ',
      'पोर्टल का पूर्वनिर्धारित मान',
      'जांच',
      'राशि',
    ]) {
      assert.deepEqual(secondSpellings('probe', good), [], good);
    }
  });

  it('the list in code and the glossary agree: each listed term is a row of law/glossary-hi.md with the same Hindi', () => {
    const rows = readFileSync(join(ROOT, 'law/glossary-hi.md'), 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('| ') && !l.startsWith('| English') && !l.startsWith('|---'))
      .map((l) => l.split('|').map((c) => c.trim()));
    const byEn = new Map(rows.map((r) => [r[1]!, r[2]!]));
    for (const [id, t] of TERMS) {
      assert.ok(byEn.has(t.en), `${id}: «${t.en}» is a row of the glossary`);
      assert.ok(byEn.get(t.en)!.startsWith(t.hi), `${id}: the glossary gives «${byEn.get(t.en)}», the code «${t.hi}»`);
    }
    for (const r of rows)
      assert.deepEqual(
        secondSpellings('law/glossary-hi.md', r[2]!),
        [],
        `the glossary's Hindi for «${r[1]}» is itself one spelling`,
      );
  });

  it('s.26, s.26A (Assam): cited in Hindi as sections of the Cattle-trespass Act, 1871 as substituted/inserted by Assam Act XV of 2002', () => {
    assert.equal(cite('in-as.cta.s26a', 'hi'), HINDI_TERMS.s26aAssam.hi);
    assert.equal(cite('in-as.cta.s26', 'hi'), HINDI_TERMS.s26Assam.hi);
    assert.equal(
      cite('in-as.cta.s26a', 'en'),
      'Section 26A of the Cattle-trespass Act, 1871, as inserted in Assam by Assam Act XV of 2002 (Cattle Trespass (Assam Amendment) Act, 2002)',
    );
  });
});
