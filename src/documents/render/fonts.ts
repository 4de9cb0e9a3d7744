// The fonts documents are set in: Noto Sans Devanagari (SIL OFL), shipped by npm, covering Latin and Devanagari; and
// for Assamese and Bengali documents (and the English copy of an office that issues in Assamese or Bengali, whose
// "English version prevails" line is in both), Noto Sans Bengali, covering Latin and the Bengali-Assamese script.
//
// One font for both scripts means no per-script runs: a Hindi line with digits, "₹" or an English name shapes in one
// pass. The fontkit objects are parsed once per process and shared by every document (pdfkit accepts a font object),
// so the glyph layout cache survives between renders.

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

/** The parsed font, loaded from node_modules on first use. */
export function font(name: FontName, script: FontScript = 'deva'): LoadedFont {
  const key = `${script}:${name}`;
  let f = cache.get(key);
  if (!f) {
    const buf = readFileSync(require.resolve(FILES[script][name]));
    f = fontkit().create(buf) as unknown as LoadedFont;
    cache.set(key, f);
  }
  return f;
}
