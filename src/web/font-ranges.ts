// The Devanagari code points of the portal's web font (scripts/build-fonts.ts says which and why); the stylesheet's
// @font-face unicode-range lists the same (src/web/fonts.test.ts checks).

/** The code points kept; the stylesheet's @font-face unicode-range is the same list. */
export const SUBSET_RANGES: readonly (readonly [number, number])[] = [
  [0x0901, 0x0903], // candrabindu, anusvara, visarga
  [0x0905, 0x090b], // vowels अ-ऋ
  [0x090d, 0x090d], // candra ए (ऍ)
  [0x090f, 0x0911], // ए ऐ ऑ
  [0x0913, 0x0928], // ओ औ, consonants क-न
  [0x092a, 0x0930], // प-र
  [0x0932, 0x0933], // ल ळ
  [0x0935, 0x0939], // व-ह
  [0x093c, 0x0943], // nukta, avagraha, vowel signs ा-ृ
  [0x0945, 0x0945], // candra e sign (ॅ)
  [0x0947, 0x0949], // े ै ॉ
  [0x094b, 0x094d], // ो ौ, halant
  [0x0950, 0x0950], // ॐ
  [0x0958, 0x095f], // nukta letters क़-य़
  [0x0964, 0x0970], // danda, double danda, digits ०-९, abbreviation sign
  [0x200c, 0x200d], // zero-width non-joiner and joiner
  [0x25cc, 0x25cc], // dotted circle (a sign shown alone)
];

/**
 * The Devanagari of names and short phrases on English pages (issue 30, point 9): a person's name in Hindi on an English
 * page is set in a smaller file of its own, the letters and signs of SUBSET_RANGES and the danda, without the digits,
 * double danda, abbreviation sign and ॐ, at 400 only (bold emboldened by the browser); the stylesheet's "CTP Hindi
 * Names" face names exactly these.
 */
export const NAME_RANGES: readonly (readonly [number, number])[] = [
  ...SUBSET_RANGES.filter(([a]) => a !== 0x0950 && a !== 0x0964),
  [0x0964, 0x0964], // danda
];

/**
 * The Bengali-script code points of the portal's Noto Sans Bengali subset (issue 31: Assamese and Bengali pages): the
 * letters and signs of both languages (with Assamese ৰ U+09F0 and ৱ U+09F1), the digits, the danda and double danda
 * (Devanagari's code points, shared by both scripts), the zero-width joiners and the dotted circle. The stylesheet's
 * Bengali @font-face names exactly these, so English and Hindi pages never download the file.
 */
export const BENGALI_RANGES: readonly (readonly [number, number])[] = [
  [0x0981, 0x0983], // candrabindu, anusvara, visarga
  [0x0985, 0x098c], // vowels অ-ঌ
  [0x098f, 0x0990], // এ ঐ
  [0x0993, 0x09a8], // ও ঔ, consonants ক-ন
  [0x09aa, 0x09b0], // প-র
  [0x09b2, 0x09b2], // ল
  [0x09b6, 0x09b9], // শ-হ
  [0x09bc, 0x09c4], // nukta, avagraha, vowel signs া-ৄ
  [0x09c7, 0x09c8], // ে ৈ
  [0x09cb, 0x09ce], // ো ৌ, virama, khanda ta
  [0x09d7, 0x09d7], // au length mark
  [0x09dc, 0x09dd], // ড় ঢ়
  [0x09df, 0x09e3], // য়, vocalic letters and signs
  [0x09e6, 0x09f1], // digits ০-৯, Assamese ৰ ৱ
  [0x0964, 0x0965], // danda, double danda
  [0x200c, 0x200d], // zero-width non-joiner, joiner
  [0x25cc, 0x25cc], // dotted circle
];

/** The stylesheet's unicode-range for a list of ranges. */
export function unicodeRange(ranges: readonly (readonly [number, number])[]): string {
  const hex = (n: number): string => n.toString(16).toUpperCase().padStart(4, '0');
  return ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ');
}
