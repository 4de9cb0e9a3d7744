// Builds the portal's Devanagari web font from the installed Noto Sans Devanagari package (the family the PDF engine
// embeds): WOFF2, subset to the Devanagari block (U+0900-097F, which holds the danda and double danda, Hindi's own
// punctuation, and the Devanagari digits), the zero-width joiners and the dotted circle. Latin letters, ASCII
// punctuation and ₹ come from the phone's own font: the stylesheet's unicode-range names exactly these code points,
// so an English page never downloads it.
//
// Every shaping feature of Devanagari is kept, with the glyphs it reaches (harfbuzz's layout closure): conjuncts
// (क्ष, ज्ञ, द्ध, द्व, ह्म, ट्ट: 'akhn', 'pres', 'cjct'), half forms (स्व), reph (र्म), rakar (त्र, प्र), nukta,
// below- and above-base forms, and mark positioning. A conjunct is never shown as a letter with a visible halant.
//
// One weight, regular (~40 KB): the browser emboldens it for headings, labels and buttons (the stylesheet declares
// it for weight 400 only, so bold is synthesised). A second, bold file with the same conjuncts would add ~43 KB and
// put the Hindi filing page over its 60 KB first-load budget (bench/web-filing-size.ts).
//
// A third, tiny file holds only the glyphs of "हिन्दी" (bold): the language switch on English pages is set in it, so
// an English page shows its one Devanagari word without fetching the Hindi font.
//
// Output: src/web/assets/fonts/noto-sans-devanagari-400.woff2 (committed) and noto-sans-devanagari-switch.woff2.
// Run: npm run build:fonts (after upgrading either package; the same inputs give the same bytes).

import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);

/** The code points kept; the stylesheet's @font-face unicode-range is the same list. */
export const SUBSET_RANGES: readonly (readonly [number, number])[] = [
  [0x0900, 0x097f], // Devanagari (letters, signs, digits, danda)
  [0x200c, 0x200d], // zero-width non-joiner and joiner
  [0x25cc, 0x25cc], // dotted circle (a sign shown alone)
];

/** The shaping features kept: all of Devanagari's (the OpenType script development spec), with 'kern' and 'calt'. */
const FEATURES = [
  'ccmp',
  'locl',
  'nukt',
  'akhn',
  'rphf',
  'rkrf',
  'pref',
  'blwf',
  'abvf',
  'half',
  'pstf',
  'vatu',
  'cjct',
  'init',
  'pres',
  'abvs',
  'blws',
  'psts',
  'haln',
  'calt',
  'kern',
  'dist',
  'abvm',
  'blwm',
  'mark',
  'mkmk',
];

function text(): string {
  let s = '';
  for (const [a, b] of SUBSET_RANGES) for (let c = a; c <= b; c++) s += String.fromCodePoint(c);
  return s;
}

const out = new URL('../src/web/assets/fonts/', import.meta.url);
for (const [weight, file] of [[400, '400Regular/NotoSansDevanagari_400Regular.ttf']] as const) {
  const ttf = readFileSync(require.resolve(`@expo-google-fonts/noto-sans-devanagari/${file}`));
  const woff2 = await subsetFont(ttf, text(), { targetFormat: 'woff2', keepFeatures: FEATURES });
  writeFileSync(new URL(`noto-sans-devanagari-${weight}.woff2`, out), woff2);
  console.log(`noto-sans-devanagari-${weight}.woff2: ${woff2.byteLength} B (from ${ttf.byteLength} B)`);
}

/** The language switch's word on English pages (the catalogue's 'lang.switch'). */
export const SWITCH_WORD = 'हिन्दी';
const bold = readFileSync(
  require.resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf'),
);
const sw = await subsetFont(bold, SWITCH_WORD, { targetFormat: 'woff2', keepFeatures: FEATURES });
writeFileSync(new URL('noto-sans-devanagari-switch.woff2', out), sw);
console.log(`noto-sans-devanagari-switch.woff2: ${sw.byteLength} B`);
