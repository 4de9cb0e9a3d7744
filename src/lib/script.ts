// The script a piece of free text is written in (issue 30, point 7): Devanagari or Latin, by the letters it holds
// (digits, punctuation and spaces count for neither). A text with both is the script of most of its letters, so a Hindi
// sentence quoting an English name stays Hindi. Used to mark an officer's words in a document of the other language
// ("as recorded by the officer, in English") and to warn the officer before signing.

type Script = 'devanagari' | 'latin';

/** The script of most of the text's letters, or undefined when it has none of either. */
export function dominantScript(text: string): Script | undefined {
  let deva = 0;
  let latin = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp >= 0x0900 && cp <= 0x097f) {
      // Letters and vowel signs, not the danda or the Devanagari digits.
      if (!(cp >= 0x0964 && cp <= 0x096f)) deva += 1;
    } else if ((cp >= 0x41 && cp <= 0x5a) || (cp >= 0x61 && cp <= 0x7a) || (cp >= 0xc0 && cp <= 0x24f)) latin += 1;
  }
  if (deva === 0 && latin === 0) return undefined;
  return deva >= latin ? 'devanagari' : 'latin';
}

/** The script a document's language is written in. */
const scriptOfLanguage = (lang: string): Script | undefined =>
  lang === 'hi' ? 'devanagari' : lang === 'en' ? 'latin' : undefined;

/**
 * The language the text is written in when it is not the document's (English or Hindi), else undefined: the text
 * then needs its mark in that document.
 */
export function otherLanguage(text: string, lang: 'en' | 'hi'): 'en' | 'hi' | undefined {
  const s = dominantScript(text);
  if (!s || s === scriptOfLanguage(lang)) return undefined;
  return s === 'latin' ? 'en' : 'hi';
}
