// Office calendars: which days an office is open, for GCA s.10 ("next day the office is open").
//
// A day is closed when it is a weekly off (e.g. Sunday), an nth weekday off (e.g. 2nd and 4th Saturdays) or a listed
// closed date (a holiday); an exceptional open date overrides all three. The calendar is data, parsed and validated
// here; holidays are seeded from a maintained library (holidays.ts) and then edited by the office.

import type { LocalDate, Weekday } from '../../lib/local-date.ts';
import { addDays, formatLegal, nthOfMonth, tryParseLocalDate, weekday, weekdayName, WEEKDAYS } from '../../lib/local-date.ts';
import type { Result } from '../../lib/result.ts';
import { err, ok } from '../../lib/result.ts';

export interface ClosedDate {
  readonly date: LocalDate;
  readonly name?: string;
}

export interface OfficeCalendar {
  readonly name?: string;
  readonly weeklyOff: readonly Weekday[];
  readonly nthWeekdayOff: readonly { readonly weekday: Weekday; readonly nth: readonly number[] }[];
  readonly closed: readonly ClosedDate[];
  readonly open: readonly LocalDate[];
}

/** Every day open: the calendar used when no office calendar is given. */
export const ALWAYS_OPEN: OfficeCalendar = { name: 'no closures', weeklyOff: [], nthWeekdayOff: [], closed: [], open: [] };

/** The usual Government of India office week: Sundays and 2nd and 4th Saturdays off. */
export const SUNDAYS_AND_2ND_4TH_SATURDAYS: OfficeCalendar = {
  name: 'Sundays and 2nd and 4th Saturdays',
  weeklyOff: ['SUN'],
  nthWeekdayOff: [{ weekday: 'SAT', nth: [2, 4] }],
  closed: [],
  open: [],
};

const ORDINAL = ['', '1st', '2nd', '3rd', '4th', '5th'];

/** Why the office is closed on `d`, or undefined when it is open. */
export function closedReason(cal: OfficeCalendar, d: LocalDate): string | undefined {
  if (cal.open.includes(d)) return undefined;
  const listed = cal.closed.find((c) => c.date === d);
  if (listed) return listed.name ? `${listed.name} (office closed)` : 'a closed date of the office';
  const wd = weekday(d);
  if (cal.weeklyOff.includes(wd)) return `a ${weekdayName(wd)} (weekly off)`;
  const n = nthOfMonth(d);
  if (cal.nthWeekdayOff.some((r) => r.weekday === wd && r.nth.includes(n))) return `the ${ORDINAL[n]} ${weekdayName(wd)} of the month (office closed)`;
  return undefined;
}

export function isOpen(cal: OfficeCalendar, d: LocalDate): boolean {
  return closedReason(cal, d) === undefined;
}

export interface SkippedDay {
  readonly date: LocalDate;
  readonly reason: string;
}

/** The first open day on or after `d`, with each closed day passed over and why. Gives up after two years. */
export function nextOpenDay(cal: OfficeCalendar, d: LocalDate): { date: LocalDate; skipped: SkippedDay[] } {
  const skipped: SkippedDay[] = [];
  let cur = d;
  for (let i = 0; i < 731; i++) {
    const reason = closedReason(cal, cur);
    if (reason === undefined) return { date: cur, skipped };
    skipped.push({ date: cur, reason });
    cur = addDays(cur, 1);
  }
  throw new RangeError(`The calendar has no open day within two years after ${formatLegal(d)}`);
}

export interface CalendarProblem {
  readonly field: string;
  readonly message: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Reads a calendar from JSON of the form
 * `{"weeklyOff":["SUN"], "nthWeekdayOff":[{"weekday":"SAT","nth":[2,4]}], "closed":["2026-08-15"], "open":[]}`.
 * A closed entry may also be `{"date":"2026-08-15","name":"Independence Day"}`. Every problem is reported with its field.
 */
export function parseCalendar(input: unknown): Result<OfficeCalendar, CalendarProblem[]> {
  const problems: CalendarProblem[] = [];
  if (!isRecord(input)) return err([{ field: '', message: 'The calendar must be a JSON object' }]);
  const known = new Set(['name', 'weeklyOff', 'nthWeekdayOff', 'closed', 'open']);
  for (const k of Object.keys(input)) if (!known.has(k)) problems.push({ field: k, message: `Unknown field "${k}"; expected one of ${[...known].join(', ')}` });

  const weekdayOf = (v: unknown, field: string): Weekday | undefined => {
    if (typeof v === 'string' && (WEEKDAYS as readonly string[]).includes(v.toUpperCase())) return v.toUpperCase() as Weekday;
    problems.push({ field, message: `"${String(v)}" is not a weekday; use one of ${WEEKDAYS.join(', ')}` });
    return undefined;
  };
  const dateOf = (v: unknown, field: string): LocalDate | undefined => {
    const d = typeof v === 'string' ? tryParseLocalDate(v) : undefined;
    if (d === undefined) problems.push({ field, message: `"${String(v)}" is not a date in the form YYYY-MM-DD` });
    return d;
  };
  const arrayAt = (k: string): unknown[] => {
    const v = input[k];
    if (v === undefined) return [];
    if (!Array.isArray(v)) {
      problems.push({ field: k, message: `"${k}" must be a list` });
      return [];
    }
    return v;
  };

  const weeklyOff = arrayAt('weeklyOff').map((v, i) => weekdayOf(v, `weeklyOff[${i}]`)).filter((v): v is Weekday => v !== undefined);
  const nthWeekdayOff = arrayAt('nthWeekdayOff').flatMap((v, i) => {
    if (!isRecord(v)) {
      problems.push({ field: `nthWeekdayOff[${i}]`, message: 'Each entry must be {"weekday":"SAT","nth":[2,4]}' });
      return [];
    }
    const wd = weekdayOf(v['weekday'], `nthWeekdayOff[${i}].weekday`);
    const nth = Array.isArray(v['nth']) ? v['nth'] : [];
    const bad = nth.filter((n) => !(Number.isInteger(n) && (n as number) >= 1 && (n as number) <= 5));
    if (!Array.isArray(v['nth']) || nth.length === 0 || bad.length > 0) {
      problems.push({ field: `nthWeekdayOff[${i}].nth`, message: '"nth" must be a non-empty list of whole numbers from 1 to 5' });
      return [];
    }
    return wd ? [{ weekday: wd, nth: nth as number[] }] : [];
  });
  const closed = arrayAt('closed').flatMap((v, i): ClosedDate[] => {
    if (isRecord(v)) {
      const d = dateOf(v['date'], `closed[${i}].date`);
      const name = typeof v['name'] === 'string' ? v['name'] : undefined;
      return d ? [name ? { date: d, name } : { date: d }] : [];
    }
    const d = dateOf(v, `closed[${i}]`);
    return d ? [{ date: d }] : [];
  });
  const open = arrayAt('open').map((v, i) => dateOf(v, `open[${i}]`)).filter((v): v is LocalDate => v !== undefined);
  const name = typeof input['name'] === 'string' ? input['name'] : undefined;

  if (problems.length > 0) return err(problems);
  return ok(name ? { name, weeklyOff, nthWeekdayOff, closed, open } : { weeklyOff, nthWeekdayOff, closed, open });
}
