// The portal's Devanagari web font (scripts/build-fonts.ts): one variable WOFF2 file, weights 400 to 700, covering every
// Devanagari character the Hindi pages, dictionaries and terms use and nothing Latin (the phone's own font shows Latin
// text), and shaping Hindi as the full regular and bold fonts do: every conjunct forms (क्ष, द्ध, र्म, स्व, त्र ...),
// never a letter with a visible halant, at 400 and at 700.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { convert } from 'fontverter';
import { NAME_RANGES, SUBSET_RANGES, unicodeRange } from './font-ranges.ts';

interface Shaped {
  glyphs: { id: number; advanceWidth: number }[];
}
interface Face {
  readonly 'OS/2': { usWeightClass: number };
  readonly variationAxes: Record<string, { min: number; default: number; max: number }>;
  hasGlyphForCodePoint(cp: number): boolean;
  layout(text: string): Shaped;
  getVariation(settings: Record<string, number>): Face;
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

/** Each glyph's advance (rounded: a variable instance computes it in floating point): the same run in two fonts gives the same list only if both formed the same glyphs. */
const advances = (f: Face, text: string): string =>
  f
    .layout(text)
    .glyphs.map((g) => Math.round(g.advanceWidth))
    .join(',');
const width = (f: Face, text: string): number => f.layout(text).glyphs.reduce((s, g) => s + g.advanceWidth, 0);

/** Every Devanagari character written in the web pages' sources, the dictionaries and the Hindi terms. */
function devanagariInSources(): Map<number, string> {
  const found = new Map<number, string>();
  const walk = (dir: URL): void => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) walk(new URL(`${e.name}/`, dir));
      else if (/\.tsx?$/.test(e.name) && !e.name.endsWith('.test.ts'))
        for (const ch of readFileSync(new URL(e.name, dir), 'utf8')) {
          const cp = ch.codePointAt(0)!;
          if (cp >= 0x0900 && cp <= 0x097f && !found.has(cp)) found.set(cp, new URL(e.name, dir).pathname);
        }
    }
  };
  walk(new URL('./', import.meta.url));
  walk(new URL('../lib/', import.meta.url));
  return found;
}

const fullFont = (file: string): Face =>
  fontkit.create(readFileSync(require.resolve(`@expo-google-fonts/noto-sans-devanagari/${file}`))) as unknown as Face;

describe('web fonts: the Devanagari subset', async () => {
  const file = 'noto-sans-devanagari-wght.woff2';
  // fontkit shapes a variable font's instances from the decoded (sfnt) file.
  const variable = fontkit.create(
    await convert(readFileSync(new URL(`./assets/fonts/${file}`, import.meta.url)), 'sfnt'),
  ) as unknown as Face;
  const weights = [
    [400, variable.getVariation({ wght: 400 }), fullFont('400Regular/NotoSansDevanagari_400Regular.ttf')],
    [700, variable.getVariation({ wght: 700 }), fullFont('700Bold/NotoSansDevanagari_700Bold.ttf')],
  ] as const;

  it(`${file}: one variable file, weights 400 to 700, every Devanagari character the pages use, no Latin, under 54 KB`, () => {
    const f = load(file);
    assert.equal(f['OS/2'].usWeightClass, 400);
    assert.deepEqual(
      {
        min: variable.variationAxes.wght?.min,
        default: variable.variationAxes.wght?.default,
        max: variable.variationAxes.wght?.max,
      },
      { min: 400, default: 400, max: 700 },
    );
    const used = devanagariInSources();
    assert.ok(used.size > 40, 'the pages use Devanagari');
    for (const [cp, where] of used) {
      assert.ok(
        f.hasGlyphForCodePoint(cp),
        `U+${cp.toString(16)} (${String.fromCodePoint(cp)}, in ${where}) in ${file}`,
      );
      assert.ok(
        SUBSET_RANGES.some(([a, b]) => cp >= a && cp <= b),
        `U+${cp.toString(16)} in the subset's ranges`,
      );
    }
    assert.equal(f.hasGlyphForCodePoint(0x41), false, 'no Latin A');
    for (const cp of [0x0951, 0x0960, 0x0972, 0x097b])
      assert.equal(f.hasGlyphForCodePoint(cp), false, 'no Vedic, Sanskrit-only or Sindhi letters');
    assert.ok(readFileSync(new URL(`./assets/fonts/${file}`, import.meta.url)).byteLength < 54 * 1024);
  });

  it("the stylesheet loads it only for the subset's characters, for weights 400 and 700 (a true bold)", () => {
    const css = readFileSync(new URL('./assets/portal.css', import.meta.url), 'utf8');
    const hex = (n: number): string => n.toString(16).toUpperCase().padStart(4, '0');
    const range = [...SUBSET_RANGES.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`))].join(', ');
    const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)]
      .map((m) => m[1]!)
      .filter((f) => /font-family:\s*"Noto Sans Devanagari"/.test(f));
    assert.deepEqual(
      faces.map((f) => /font-weight:\s*([^;]+);/.exec(f)?.[1]),
      ['400', '700'],
    );
    for (const f of faces) {
      assert.equal(/unicode-range:\s*([^;]+);/.exec(f)?.[1], range);
      assert.ok(f.includes('url("__FONT_URL__")'));
    }
  });

  for (const [weight, f, full] of weights)
    it(`${file} at ${weight}: every conjunct shapes to the full ${weight} font's glyphs (no visible halant)`, () => {
      for (const text of CONJUNCTS) assert.equal(advances(f, text), advances(full, text), `${text} as the full font`);
      // A conjunct is narrower than the same letters kept apart by a zero-width non-joiner (the halant shown).
      for (const text of ['क्ष', 'द्ध', 'र्म', 'स्व', 'त्र', 'ह्म', 'द्व']) {
        const apart = text.replace(/\u094d/g, '\u094d\u200c');
        assert.ok(
          width(f, text) < width(f, apart),
          `${text} forms a conjunct (${width(f, text)} < ${width(f, apart)})`,
        );
        assert.ok(f.layout(text).glyphs.length <= 2, `${text}: at most two glyphs`);
      }
    });

  it(`${file}: the bold is a true bold (wider strokes, wider letters than the regular)`, () => {
    const [[, regular], [, bold]] = weights;
    for (const text of ['क्षतिपूर्ति', 'हिन्दी', 'विद्यालय'])
      assert.ok(width(bold, text) > width(regular, text) * 1.05, text);
  });

  it('noto-sans-devanagari-names.woff2 (issue 30): a Hindi name on an English page, at 400, every conjunct as the full font, under 29 KB', () => {
    const file = 'noto-sans-devanagari-names.woff2';
    const f = fontkit.create(readFileSync(new URL(`./assets/fonts/${file}`, import.meta.url))) as unknown as Face;
    const regular = fullFont('400Regular/NotoSansDevanagari_400Regular.ttf');
    for (const text of [...CONJUNCTS, 'मोहन', 'रामप्रकाश', 'शर्मा', 'श्रीमती', 'कृष्णा'])
      assert.equal(advances(f, text), advances(regular, text), `${text} as the full font`);
    for (const [a, b] of NAME_RANGES)
      for (let cp = a; cp <= b; cp++) assert.ok(f.hasGlyphForCodePoint(cp), `U+${cp.toString(16)} in ${file}`);
    assert.equal(f.hasGlyphForCodePoint(0x41), false, 'no Latin A');
    assert.ok(readFileSync(new URL(`./assets/fonts/${file}`, import.meta.url)).byteLength < 29 * 1024);
    const css = readFileSync(new URL('./assets/portal.css', import.meta.url), 'utf8');
    const face = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)]
      .map((m) => m[1]!)
      .find((x) => x.includes('"CTP Hindi Names"'));
    assert.ok(face?.includes('unicode-range: __NAME_RANGE__;'), 'its unicode-range is NAME_RANGES');
    assert.ok(unicodeRange(NAME_RANGES).length > 0);
    assert.match(css, /body \{[^}]*font-family:[^;]*"CTP Hindi Names"/, "the English pages' stack names it");
    assert.doesNotMatch(css, /body \{[^}]*font-family:[^;]*"Noto Sans Devanagari"/, 'not the full file');
  });

  it('noto-sans-devanagari-switch.woff2: the word हिन्दी shapes as in the full bold font', () => {
    const f = load('noto-sans-devanagari-switch.woff2');
    const bold = fullFont('700Bold/NotoSansDevanagari_700Bold.ttf');
    assert.equal(advances(f, 'हिन्दी'), advances(bold, 'हिन्दी'));
  });
});
