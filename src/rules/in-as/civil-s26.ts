// Section 26 as substituted for Assam (Assam Act XV of 2002): the damage, injury or obstruction by cattle it describes
// is an offence "on conviction before a judicial magistrate", of which a court takes cognizance only on a written report
// (s.26A). A complaint under the Rules that alleges section 26 at an office in Assam is therefore on the wrong track;
// this reads the provision the complainant alleged (Form-I item 2(e), free text in any of the portal's languages).

import type { ProvisionId } from '../provisions.ts';

/** What the refusal, and the registration on the officer's finding, rest on. */
export const CIVIL_S26_BASIS: readonly ProvisionId[] = [
  'in-as.cta.s26',
  'in-as.cta.s26a',
  'in-as.cta2002.s1',
  'in.ctr2026.form1.item2.e',
];

const DIGITS: Readonly<Record<string, string>> = Object.fromEntries([
  ...[...'०१२३४५६७८९'].map((c, i) => [c, String(i)]),
  ...[...'০১২৩৪৫৬৭৮৯'].map((c, i) => [c, String(i)]),
]);

/** A word naming a section, in English, Hindi, Assamese or Bengali, followed by its number(s). */
const MARKER = /(?<!\p{L})(?:sections?|secs?\.?|ss?\.|u\/s\.?|धाराओं|धाराएँ|धाराएं|धारा|ধাৰা|ধারা)\s*/giu;
/** A list of section numbers after the marker: "20, 26 and 27", "26(1)". */
const NUMBERS = /^\d+[A-Za-z]?(?:\(\w+\))*(?:\s*(?:,|and|&|or|\/|और|तथा|व|আৰু|ও|এবং)\s*\d+[A-Za-z]?(?:\(\w+\))*)*/iu;

/**
 * Whether the alleged provision names section 26 (not 26A, not 260): a section word followed by a list of numbers one of
 * which is 26 or 26(...). A bare number elsewhere (a date, an amount) is not read as a section.
 */
export function allegesSection26(text: string): boolean {
  const t = [...text].map((c) => DIGITS[c] ?? c).join('');
  for (const m of t.matchAll(MARKER)) {
    const rest = t.slice(m.index + m[0].length);
    const list = NUMBERS.exec(rest)?.[0];
    if (list === undefined) continue;
    if (list.split(/[^0-9A-Za-z()]+/u).some((n) => /^26(?:\(\w+\))*$/u.test(n))) return true;
  }
  return false;
}
