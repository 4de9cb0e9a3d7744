// Checking the fields of a jurisdiction entry: codes (upper-cased), names in English and Hindi, office calendars.

import type { OfficeCalendar } from '../../rules/time/calendar.ts';
import { parseCalendar } from '../../rules/time/calendar.ts';
import type { FieldProblem } from '../validation.ts';

/** Codes are stored in capitals; input is trimmed and upper-cased first, so "agrs" and "AGRS" are one office. */
export const normalizeCode = (code: unknown): string => (typeof code === 'string' ? code.trim().toUpperCase() : '');

export function codeProblems(code: string, field: string, pattern: RegExp, shape: string): FieldProblem[] {
  if (code === '') return [{ field, message: `Give the ${field}` }];
  return pattern.test(code) ? [] : [{ field, message: `"${code}" is not a valid code: use ${shape}` }];
}

export const STATE_CODE = /^[A-Z]{2}$/;
export const PLACE_CODE = /^[A-Z0-9]{2,12}$/;
export const STATE_SHAPE = 'the two capital letters of the State (ISO 3166-2:IN), e.g. UP or AS';
export const PLACE_SHAPE = '2 to 12 capital letters or digits, e.g. AGRS';

const DEVANAGARI = /[\u0900-\u097F]/;

export function namesProblems(name: unknown, nameHi: unknown): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const n = typeof name === 'string' ? name.trim() : '';
  const h = typeof nameHi === 'string' ? nameHi.trim() : '';
  if (n === '' || n.length > 200)
    problems.push({ field: 'name', message: 'Give the name in English (1 to 200 characters)' });
  if (h === '' || h.length > 200)
    problems.push({ field: 'nameHi', message: 'Give the name in Hindi (1 to 200 characters)' });
  else if (!DEVANAGARI.test(h))
    problems.push({ field: 'nameHi', message: 'Write the Hindi name in Devanagari script, e.g. आगरा' });
  return problems;
}

/** An office's address in English and in Hindi: each optional, at most 500 characters, the Hindi one in Devanagari. */
export function addressProblems(address: unknown, addressHi: unknown): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (address !== undefined && (typeof address !== 'string' || address.length > 500))
    problems.push({ field: 'address', message: 'The address has at most 500 characters' });
  if (addressHi !== undefined) {
    if (typeof addressHi !== 'string' || addressHi.length > 500)
      problems.push({ field: 'addressHi', message: 'The address in Hindi has at most 500 characters' });
    else if (addressHi.trim() !== '' && !DEVANAGARI.test(addressHi))
      problems.push({
        field: 'addressHi',
        message: 'Write the Hindi address in Devanagari script, e.g. तहसील सदर, आगरा',
      });
  }
  return problems;
}

/** The calendar, or its problems with fields under "calendar." (e.g. "calendar.weeklyOff[0]"). */
export function calendarOrProblems(input: unknown): { calendar?: OfficeCalendar; problems: FieldProblem[] } {
  const r = parseCalendar(input);
  if (r.ok) return { calendar: r.value, problems: [] };
  return {
    problems: r.error.map((p) => ({ field: p.field ? `calendar.${p.field}` : 'calendar', message: p.message })),
  };
}
