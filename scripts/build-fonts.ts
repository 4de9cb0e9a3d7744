// Builds the portal's Devanagari web font: WOFF2, one variable file from the installed Noto Sans Devanagari package
// (@fontsource-variable, the same family the PDF engine embeds from @expo-google-fonts), its weight axis limited to
// 400-700, so the same file sets body text (400) and headings, labels and buttons (700) in a true bold.
//
// The characters kept are the ones Hindi writes (SUBSET_RANGES, src/web/font-ranges.ts): the Devanagari letters and signs of Hindi,
// the nukta letters (क़ ज़ फ़ ड़ ढ़ ...), the candra letters of English loan words (ऑ, ॉ, ॅ), the danda and double
// danda (Hindi's own punctuation), the abbreviation sign, the Devanagari digits, the zero-width joiners and the dotted
// circle. Left out: the Vedic accents and signs, the letters of Sanskrit (ॠ ॡ ऌ ॄ), Marathi, Kashmiri, Sindhi and the
// Dravidian transliteration (ऎ ऒ ॆ ॊ ऱ ऴ ऩ ॲ ॻ ...): src/web/fonts.test.ts checks that no page, dictionary or Hindi term
// uses one. Latin letters, ASCII punctuation and ₹ come from the phone's own font: the stylesheet's unicode-range
// names exactly these code points, so an English page never downloads it.
//
// Every shaping feature of Devanagari is kept, with the glyphs it reaches (harfbuzz's layout closure): conjuncts
// (क्ष, ज्ञ, द्ध, द्व, ह्म, ट्ट: 'akhn', 'pres', 'cjct'), half forms (स्व), reph (र्म), rakar (त्र, प्र), nukta,
// below- and above-base forms, and mark positioning. A conjunct is never shown as a letter with a visible halant.
//
// Issue 30, point 9 (no page over 60 KB in Hindi, 40 KB in English, without a system Devanagari font): without
// 'calt' and 'dist' the variable file is 53.1 KB; English pages set a Hindi name in noto-sans-devanagari-names.woff2
// (the 400 instance of the letters, 29 KB), never the full file.
//
// Sizes (WOFF2): the whole block, static regular 40.2 KB + static bold 43.6 KB; the Hindi letters, static regular
// 31.4 KB + bold 34.0 KB (65 KB, over the Hindi filing page's 60 KB first-load budget, bench/web-filing-size.ts);
// the Hindi letters, one variable file 400-700: 53.8 KB for both weights.
//
// A second, tiny file holds only the glyphs of "हिन्दी" (bold): the language switch on English pages is set in it, so
// an English page shows its one Devanagari word without fetching the Hindi font.
//
// Output: src/web/assets/fonts/noto-sans-devanagari-wght.woff2 (committed) and noto-sans-devanagari-switch.woff2.
// Run: npm run build:fonts (after upgrading either package; the same inputs give the same bytes).

import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import { BENGALI_RANGES, NAME_RANGES, SUBSET_RANGES } from '../src/web/font-ranges.ts';

const require = createRequire(import.meta.url);

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

function text(ranges: readonly (readonly [number, number])[] = SUBSET_RANGES): string {
  let s = '';
  for (const [a, b] of ranges) for (let c = a; c <= b; c++) s += String.fromCodePoint(c);
  return s;
}

/**
 * Issue 30, point 9: the web files leave out 'calt' and 'dist' (contextual alternates and the distance adjustments
 * between letters, 2 KB of positioning); every substitution that forms conjuncts, half forms, reph and rakar, and every
 * mark positioning, stays (src/web/fonts.test.ts). The PDFs embed the full fonts.
 */
const WEB_FEATURES = FEATURES.filter((f) => f !== 'calt' && f !== 'dist');

const out = new URL('../src/web/assets/fonts/', import.meta.url);
const variable = readFileSync(
  require.resolve('@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2'),
);
const woff2 = await subsetFont(variable, text(), {
  targetFormat: 'woff2',
  keepFeatures: WEB_FEATURES,
  variationAxes: { wght: { min: 400, max: 700 } },
});
writeFileSync(new URL('noto-sans-devanagari-wght.woff2', out), woff2);
console.log(`noto-sans-devanagari-wght.woff2: ${woff2.byteLength} B (from ${variable.byteLength} B)`);

// Issue 30, point 9: a person's name in Hindi on an English page (NAME_RANGES), the 400 instance alone: an English
// page that shows one stays within its 40 KB first load (bench/web-filing-size.ts).
const names = await subsetFont(variable, text(NAME_RANGES), {
  targetFormat: 'woff2',
  keepFeatures: WEB_FEATURES.filter((f) => f !== 'kern'),
  variationAxes: { wght: 400 },
});
writeFileSync(new URL('noto-sans-devanagari-names.woff2', out), names);
console.log(`noto-sans-devanagari-names.woff2: ${names.byteLength} B`);

/** The language switch's word on English pages (the catalogue's 'lang.switch'). */
export const SWITCH_WORD = 'हिन्दी';
const bold = readFileSync(
  require.resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf'),
);
const sw = await subsetFont(bold, SWITCH_WORD, { targetFormat: 'woff2', keepFeatures: FEATURES });
writeFileSync(new URL('noto-sans-devanagari-switch.woff2', out), sw);
console.log(`noto-sans-devanagari-switch.woff2: ${sw.byteLength} B`);

// Issue 31: Noto Sans Bengali for Assamese and Bengali pages, with every shaping feature of the script (ক্ৰ প্ৰ ৰ্ম স্ৱ
// ক্ষ and the pre-base vowel signs ি ে ৈ), and a tiny bold file with only the glyphs of "অসমীয়া" and "বাংলা" for the
// language switch on English and Hindi pages. The Bengali script is the larger: its variable file for 400 to 700 is
// 68 KB, over the filing page's 60 KB budget by itself, so the web file is the 400 instance (38.6 KB) and the browser
// emboldens headings and labels (the PDFs embed the true bold).
const bengaliText = (): string => {
  let s = '';
  for (const [a, b] of BENGALI_RANGES) for (let c = a; c <= b; c++) s += String.fromCodePoint(c);
  return s;
};
const bengali = readFileSync(
  require.resolve('@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2'),
);
const bnWoff2 = await subsetFont(bengali, bengaliText(), {
  targetFormat: 'woff2',
  keepFeatures: FEATURES,
  variationAxes: { wght: 400 },
});
writeFileSync(new URL('noto-sans-bengali-400.woff2', out), bnWoff2);
console.log(`noto-sans-bengali-400.woff2: ${bnWoff2.byteLength} B (from ${bengali.byteLength} B)`);

/** The language switch's words on English and Hindi pages (LANG_NAMES in src/web/i18n/index.ts). */
export const BENGALI_SWITCH_WORDS = 'অসমীয়া বাংলা';
const bnBold = readFileSync(
  require.resolve('@expo-google-fonts/noto-sans-bengali/700Bold/NotoSansBengali_700Bold.ttf'),
);
const bnSw = await subsetFont(bnBold, BENGALI_SWITCH_WORDS, { targetFormat: 'woff2', keepFeatures: FEATURES });
writeFileSync(new URL('noto-sans-bengali-switch.woff2', out), bnSw);
console.log(`noto-sans-bengali-switch.woff2: ${bnSw.byteLength} B`);
