// The portal's Devanagari web font (scripts/build-fonts.ts): WOFF2, covering every Devanagari character the Hindi
// catalogues use and nothing Latin (the phone's own font shows Latin text), and shaping Hindi as the full font does:
// every conjunct forms (क्ष, द्ध, र्म, स्व, त्र ...), never a letter with a visible halant.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { hi } from './i18n/hi.ts';

interface Shaped {
  glyphs: { id: number; advanceWidth: number }[];
}
interface Face {
  readonly 'OS/2': { usWeightClass: number };
  hasGlyphForCodePoint(cp: number): boolean;
  layout(text: string): Shaped;
}

const require = createRequire(import.meta.url);

function load(name: string): Face {
  const buf = readFileSync(new URL(`./assets/fonts/${name}`, import.meta.url));
  assert.equal(buf.subarray(0, 4).toString('latin1'), 'wOF2', `${name} is WOFF2`);
  return fontkit.create(buf) as unknown as Face;
}

/** Conjuncts of every kind: akhn (क्ष, ज्ञ), pres/cjct ligatures (द्ध, द्व, ह्म, ट्ट, श्र), reph (र्म), half forms (स्व, न्द), rakar (त्र, प्र), and words. */
export const CONJUNCTS = [
  'क्ष',
  'ज्ञ',
  'द्ध',
  'द्व',
  'द्य',
  'ह्म',
  'ह्न',
  'ट्ट',
  'श्र',
  'र्म',
  'स्व',
  'त्र',
  'प्र',
  'क्त',
  'न्द',
  'उद्धरण',
  'धर्मार्थ',
  'विद्यालय',
  'ब्रह्मा',
  'क्षतिपूर्ति',
  'हिन्दी',
];

/** Each glyph's advance: the same run in two fonts gives the same list only if both formed the same glyphs. */
const advances = (f: Face, text: string): string =>
  f
    .layout(text)
    .glyphs.map((g) => g.advanceWidth)
    .join(',');
const width = (f: Face, text: string): number => f.layout(text).glyphs.reduce((s, g) => s + g.advanceWidth, 0);

describe('web fonts: the Devanagari subset', () => {
  const used = new Set<number>();
  for (const v of Object.values(hi))
    for (const ch of v) {
      const cp = ch.codePointAt(0)!;
      if (cp >= 0x0900 && cp <= 0x097f) used.add(cp);
    }
  const full = fontkit.create(
    readFileSync(
      require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf'),
    ),
  ) as unknown as Face;
  const file = 'noto-sans-devanagari-400.woff2';

  it(`${file}: weight 400, every Devanagari character of the Hindi catalogue, no Latin, under 48 KB`, () => {
    const f = load(file);
    assert.equal(f['OS/2'].usWeightClass, 400);
    assert.ok(used.size > 40, 'the catalogue uses Devanagari');
    for (const cp of used) assert.ok(f.hasGlyphForCodePoint(cp), `U+${cp.toString(16)} in ${file}`);
    assert.equal(f.hasGlyphForCodePoint(0x41), false, 'no Latin A');
    assert.ok(readFileSync(new URL(`./assets/fonts/${file}`, import.meta.url)).byteLength < 48 * 1024);
  });

  it(`${file}: every conjunct shapes to the full font's glyphs (no visible halant)`, () => {
    const f = load(file);
    for (const text of CONJUNCTS) assert.equal(advances(f, text), advances(full, text), `${text} as the full font`);
    // A conjunct is narrower than the same letters kept apart by a zero-width non-joiner (the halant shown).
    for (const text of ['क्ष', 'द्ध', 'र्म', 'स्व', 'त्र', 'ह्म', 'द्व']) {
      const apart = text.replace(/\u094d/g, '\u094d\u200c');
      assert.ok(width(f, text) < width(f, apart), `${text} forms a conjunct (${width(f, text)} < ${width(f, apart)})`);
      assert.ok(f.layout(text).glyphs.length <= 2, `${text}: at most two glyphs`);
    }
  });

  it('noto-sans-devanagari-switch.woff2: the word हिन्दी shapes as in the full bold font', () => {
    const f = load('noto-sans-devanagari-switch.woff2');
    const bold = fontkit.create(
      readFileSync(require.resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf')),
    ) as unknown as Face;
    assert.equal(advances(f, 'हिन्दी'), advances(bold, 'हिन्दी'));
  });
});
