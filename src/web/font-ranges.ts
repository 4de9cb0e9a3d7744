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
