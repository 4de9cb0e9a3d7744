// The fonts documents are set in: Noto Sans Devanagari (SIL OFL), shipped by npm, covering Latin and Devanagari; and
// for Assamese and Bengali documents (and the English copy of an office that issues in Assamese or Bengali, whose
// "English version prevails" line is in both), Noto Sans Bengali, covering Latin and the Bengali-Assamese script.
//
// One font for both scripts means no per-script runs: a Hindi line with digits, "₹" or an English name shapes in one
// pass. The fontkit objects are parsed once per process and shared by every document (pdfkit accepts a font object),
// so the glyph layout cache survives between renders. But fontkit's own cache of glyph objects is replaced
// (glyphsByCharacters): it keeps each glyph with the characters it was first shaped from, and pdfkit writes those into
// the PDF's ToUnicode map, so a conjunct first met in a Bodo word would be mapped differently in a Hindi order rendered
// later in the same process, and a stored document would not re-render to the bytes recorded. Glyphs are kept by
// glyph and characters together instead: a word's shaped run (cached per word) carries its own characters, a document's
// bytes depend on the document alone, and a glyph's outline and metrics are still read from the font once, not each
// time a document is laid out or its font subset is written.

import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type * as FontkitModule from 'fontkit';
import { lazyPackage } from '../../lib/lazy-package.ts';

const require = createRequire(import.meta.url);
const fontkit = lazyPackage<typeof FontkitModule>('fontkit');

export interface LoadedFont {
  readonly layout: (text: string) => unknown;
}

const FILES = {
  deva: {
    regular: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
  },
  beng: {
    regular: '@expo-google-fonts/noto-sans-bengali/400Regular/NotoSansBengali_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-bengali/700Bold/NotoSansBengali_700Bold.ttf',
  },
} as const;

export type FontName = keyof (typeof FILES)['deva'];
/** The script a document is set in: Devanagari (English, Hindi, Bodo) or Bengali-Assamese. */
export type FontScript = keyof typeof FILES;

const cache = new Map<string, LoadedFont>();

interface FontkitFont extends LoadedFont {
  getGlyph(id: number, characters?: number[]): unknown;
  _glyphs: Record<number, unknown>;
}

/** Each glyph object is made for the characters it is asked for, not taken from an earlier request (see above). */
function glyphsByCharacters(f: FontkitFont): LoadedFont {
  const made = f.getGlyph.bind(f);
  const kept = new Map<string, unknown>();
  f.getGlyph = (id: number, characters: number[] = []) => {
    const key = `${id}:${characters.join(',')}`;
    let g = kept.get(key);
    if (g === undefined) {
      g = made(id, characters);
      delete f._glyphs[id];
      if (kept.size >= 50_000) kept.clear(); // bound the memory
      kept.set(key, g);
    }
    return g;
  };
  return f;
}

/** The parsed font, loaded from node_modules on first use. */
export function font(name: FontName, script: FontScript = 'deva'): LoadedFont {
  const key = `${script}:${name}`;
  let f = cache.get(key);
  if (!f) {
    const buf = readFileSync(require.resolve(FILES[script][name]));
    f = glyphsByCharacters(fontkit().create(buf) as unknown as FontkitFont);
    cache.set(key, f);
  }
  return f;
}
