// The portal's Devanagari web fonts (scripts/build-fonts.ts): regular and bold, WOFF2, covering every Devanagari
// character the Hindi catalogues use and nothing Latin (the phone's own font shows Latin text).

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import { hi } from './i18n/hi.ts';

interface Face {
  readonly 'OS/2': { usWeightClass: number };
  hasGlyphForCodePoint(cp: number): boolean;
  layout(text: string): { glyphs: unknown[] };
}

function load(name: string): Face {
  const buf = readFileSync(new URL(`./assets/fonts/${name}`, import.meta.url));
  assert.equal(buf.subarray(0, 4).toString('latin1'), 'wOF2', `${name} is WOFF2`);
  return fontkit.create(buf) as unknown as Face;
}

describe('web fonts: Devanagari subsets in regular and bold', () => {
  const used = new Set<number>();
  for (const v of Object.values(hi))
    for (const ch of v) {
      const cp = ch.codePointAt(0)!;
      if (cp >= 0x0900 && cp <= 0x097f) used.add(cp);
    }

  for (const [file, weight] of [
    ['noto-sans-devanagari-400.woff2', 400],
    ['noto-sans-devanagari-700.woff2', 700],
  ] as const) {
    it(`${file}: weight ${weight}, every Devanagari character of the Hindi catalogue, no Latin, under 32 KB`, () => {
      const f = load(file);
      assert.equal(f['OS/2'].usWeightClass, weight);
      assert.ok(used.size > 40, 'the catalogue uses Devanagari');
      for (const cp of used) assert.ok(f.hasGlyphForCodePoint(cp), `U+${cp.toString(16)} in ${file}`);
      assert.equal(f.hasGlyphForCodePoint(0x41), false, 'no Latin A');
      assert.ok(readFileSync(new URL(`./assets/fonts/${file}`, import.meta.url)).byteLength < 32 * 1024);
      // Shaping is kept: क + ् + ष forms the conjunct क्ष in one glyph, and र + ् + क puts the reph above.
      assert.equal(f.layout('क्ष').glyphs.length, 1, 'akhn conjunct');
      assert.ok(f.layout('कर्म').glyphs.length < 'कर्म'.length, 'reph');
    });
  }
});
