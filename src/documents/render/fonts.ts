// The fonts documents are set in: Noto Sans Devanagari (SIL OFL), shipped by npm, covering Latin and Devanagari.
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
  regular: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
} as const;

export type FontName = keyof typeof FILES;

const cache = new Map<FontName, LoadedFont>();

/** The parsed font, loaded from node_modules on first use. */
export function font(name: FontName): LoadedFont {
  let f = cache.get(name);
  if (!f) {
    const buf = readFileSync(require.resolve(FILES[name]));
    f = fontkit().create(buf) as unknown as LoadedFont;
    cache.set(name, f);
  }
  return f;
}

/** Where the font files are, for a start-up check that documents can be rendered. */
export function fontPaths(): Record<FontName, string> {
  return { regular: require.resolve(FILES.regular), bold: require.resolve(FILES.bold) };
}
