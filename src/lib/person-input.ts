// What a person may type (issue 16, points 2 and 7; Rule 3(1) and Form-I): text without control characters or
// lone surrogates, an Indian telephone number, an email address, a six-digit PIN, a web address that is https.
// Shared by the request contract (src/contract/common.ts, the edge) and the domain's Form checks (web and API).

const PAIR = '[\\uD800-\\uDBFF][\\uDC00-\\uDFFF]';
// The bidirectional embedding, override and isolate controls (U+202A-U+202E, U+2066-U+2069) are refused too (issue
// 28, point 6): invisible, they make a name or a reason read otherwise than it is stored, on a page and on a printed
// bundle ("Trojan Source"). The marks a right-to-left name may need (U+200E, U+200F, U+061C) pass.
const BIDI = '\\u202A-\\u202E\\u2066-\\u2069';
/** A whole string without C0/C1 controls, DEL, bidi controls or lone surrogates (tab, LF and CR allowed: multi-line text). */
export const TEXT_PATTERN = new RegExp(
  `^(?:[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F${BIDI}\\uD800-\\uDFFF]|${PAIR})*$`,
);
/** A whole string without any control character (no tab or line break either), bidi control or lone surrogate. */
export const LINE_PATTERN = new RegExp(`^(?:[^\\u0000-\\u001F\\u007F-\\u009F${BIDI}\\uD800-\\uDFFF]|${PAIR})*$`);

export const isCleanText = (s: string): boolean => TEXT_PATTERN.test(s);
export const isCleanLine = (s: string): boolean => LINE_PATTERN.test(s);

// A mobile: 10 digits from 6-9. A landline: STD code and number, 10 digits, written with its trunk 0 (11 digits)
// or after +91. Spaces and hyphens anywhere between digits.
const PHONE = String.raw`(?:\+91[\s-]*|0[\s-]*)?(?:[6-9](?:[\s-]*\d){9}|[1-5](?:[\s-]*\d){9})`;
export const PHONE_PATTERN = new RegExp(`^\\s*${PHONE}\\s*$`);
export const OPTIONAL_PHONE_PATTERN = new RegExp(`^\\s*(?:${PHONE})?\\s*$`);
export const PHONE_MESSAGE =
  'Give an Indian telephone number: a 10-digit mobile number, or a landline with its STD code, in digits with spaces or hyphens, optionally starting +91 (e.g. +91 98765 43210 or 0562-252 0000).';

const EMAIL = String.raw`[A-Za-z0-9.!#$%&'*+/=?^_\`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}`;
export const EMAIL_PATTERN = new RegExp(`^\\s*${EMAIL}\\s*$`);
export const OPTIONAL_EMAIL_PATTERN = new RegExp(`^\\s*(?:${EMAIL})?\\s*$`);
export const EMAIL_MESSAGE = 'Give an email address such as name@example.in.';

export const OPTIONAL_PIN_PATTERN = /^\s*(?:[1-9][0-9]{5})?\s*$/;
export const PIN_MESSAGE = 'Give the six-digit PIN code, not starting with 0 (e.g. 282001).';

/** Why a web address a person typed is refused, or undefined: https only; http only for loopback (development). */
export function personUrlProblem(raw: string): string | undefined {
  let u: URL;
  try {
    u = new URL(raw.trim());
  } catch {
    return 'Give a full web address starting with https://';
  }
  if (u.protocol === 'https:' && u.hostname !== '') return undefined;
  if (
    u.protocol === 'http:' &&
    (u.hostname === 'localhost' || u.hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(u.hostname))
  )
    return undefined;
  return `Only a web address starting with https:// is accepted here, not one starting "${u.protocol}"`;
}
