// A date as a person types it on a phone, in the one place every form reads it: day/month/year with "/", "-", "." or
// spaces between, the eight digits run together (24112026), or the ISO form a date picker sends (2026-11-24); digits
// may be Devanagari (२४/११/२०२६) and the text may carry stray spaces. The result is a LocalDate, or undefined when it
// is not a calendar date (31/02/2026) or not a form we read (11/24/2026 is not read as November).

import type { LocalDate } from './local-date.ts';
import { fromParts, tryParseLocalDate } from './local-date.ts';

const DEVANAGARI_ZERO = 0x0966;

/** Devanagari digits (०-९) as ASCII digits; other characters unchanged. */
export function asciiDigits(s: string): string {
  return s.replace(/[\u0966-\u096F]/g, (ch) => String(ch.charCodeAt(0) - DEVANAGARI_ZERO));
}

function build(y: number, m: number, d: number): LocalDate | undefined {
  if (y < 1000 || y > 9999 || m < 1 || m > 12 || d < 1 || d > 31) return undefined;
  return tryParseLocalDate(fromParts(y, m, d));
}

/** 24/11/2026, 24-11-2026, 24.11.2026, 24 11 2026, 24112026, 2026-11-24 (digits ASCII or Devanagari) → LocalDate. */
export function parseTypedDate(input: string): LocalDate | undefined {
  const s = asciiDigits(input.normalize('NFC'))
    .trim()
    .replace(/\s*([/.-])\s*/g, '$1');
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(s);
  if (m) return build(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})(?:[/.-]|\s+)(\d{1,2})(?:[/.-]|\s+)(\d{4})$/.exec(s);
  if (m) return build(Number(m[3]), Number(m[2]), Number(m[1]));
  m = /^(\d{2})(\d{2})(\d{4})$/.exec(s);
  if (m) return build(Number(m[3]), Number(m[2]), Number(m[1]));
  return undefined;
}
