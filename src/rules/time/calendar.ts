// Office calendars: which days an office is open, for GCA s.10 ("next day the office is open").
//
// A day is closed when it is a weekly off (e.g. Sunday), an nth weekday off (e.g. 2nd and 4th Saturdays) or a listed
// closed date (a holiday); an exceptional open date overrides all three. The calendar is data, parsed and validated
// here; holidays are seeded from a maintained library (holidays.ts) and then edited by the office.

import type { LocalDate, Weekday } from '../../lib/local-date.ts';
import {
  addDays,
  formatLegal,
  nthOfMonth,
  tryParseLocalDate,
  weekday,
  weekdayName,
  WEEKDAYS,
} from '../../lib/local-date.ts';
import type { Result } from '../../lib/result.ts';
import { err, ok } from '../../lib/result.ts';

export interface ClosedDate {
  readonly date: LocalDate;
  readonly name?: string;
  /** Where the closure comes from, shown in every explanation relying on it: "notification No. X dated Y". */
  readonly source?: string;
}

/** A State's notified holiday list for one year, as imported by a State administrator (holiday-lists.ts). */
export interface HolidayListRef {
  readonly state: string;
  readonly year: number;
  readonly notification: { readonly number: string; readonly date: LocalDate };
}

export interface OfficeCalendar {
  readonly name?: string;
  readonly weeklyOff: readonly Weekday[];
  readonly nthWeekdayOff: readonly { readonly weekday: Weekday; readonly nth: readonly number[] }[];
  readonly closed: readonly ClosedDate[];
  readonly open: readonly LocalDate[];
  /** The State holiday lists merged into `closed`, one per year; a year without one is flagged in explanations. */
  readonly holidayLists?: readonly HolidayListRef[];
  /** Only ALWAYS_OPEN (pure arithmetic in tests) leaves out the national holidays; every office calendar has them. */
  readonly nationalHolidays?: false;
}

/**
 * The three national holidays every office in India closes on (26 January, 15 August, 2 October), in every calendar
 * whatever its list says (docs/assumptions.md I-AS1).
 */
export const NATIONAL_HOLIDAYS: readonly {
  readonly monthDay: string;
  readonly name: string;
  readonly nameHi: string;
}[] = [
  { monthDay: '01-26', name: 'Republic Day, a national holiday', nameHi: 'गणतंत्र दिवस, राष्ट्रीय अवकाश' },
  { monthDay: '08-15', name: 'Independence Day, a national holiday', nameHi: 'स्वतंत्रता दिवस, राष्ट्रीय अवकाश' },
  { monthDay: '10-02', name: 'Gandhi Jayanti, a national holiday', nameHi: 'गांधी जयंती, राष्ट्रीय अवकाश' },
];

export function nationalHoliday(d: LocalDate): (typeof NATIONAL_HOLIDAYS)[number] | undefined {
  return NATIONAL_HOLIDAYS.find((h) => d.endsWith(`-${h.monthDay}`));
}

/**
 * The year of `d` when the calendar has no State holiday list entered for it (so a notified holiday may still move
 * the date), else undefined. ALWAYS_OPEN (pure arithmetic) never warns.
 */
export function holidayListMissingYear(cal: OfficeCalendar, d: LocalDate): number | undefined {
  if (cal.nationalHolidays === false) return undefined;
  const year = Number(d.slice(0, 4));
  return (cal.holidayLists ?? []).some((l) => l.year === year) ? undefined : year;
}

export const holidayListMissingText = (year: number): { en: string; hi: string } => ({
  en: `The holiday list for ${year} has not been entered: this date may move.`,
  hi: `${year} की अवकाश सूची दर्ज नहीं की गई है: यह तारीख बदल सकती है।`,
});

/** Every day open. Used only where no office calendar applies (tests, pure arithmetic); never a default for a real office. */
export const ALWAYS_OPEN: OfficeCalendar = {
  name: 'no closures',
  weeklyOff: [],
  nthWeekdayOff: [],
  closed: [],
  open: [],
  nationalHolidays: false,
};

/**
 * The usual Government office week: Sundays and 2nd and 4th Saturdays off, and the national holidays only. The CLI's
 * default when no office calendar is given (docs/assumptions.md A-4); it says so in its output.
 */
export const SUNDAYS_AND_2ND_4TH_SATURDAYS: OfficeCalendar = {
  name: 'Sundays and 2nd and 4th Saturdays, and the national holidays',
  weeklyOff: ['SUN'],
  nthWeekdayOff: [{ weekday: 'SAT', nth: [2, 4] }],
  closed: [],
  open: [],
};

const ORDINAL = ['', '1st', '2nd', '3rd', '4th', '5th'];

/** Why `d` would be closed under the weekly offs, nth-weekday offs and closed list, ignoring exceptional open dates. */
export function closureCause(cal: OfficeCalendar, d: LocalDate): string | undefined {
  const listed = cal.closed.find((c) => c.date === d);
  if (listed) return `${listed.name ?? 'a closed date of the office'}${listed.source ? `, ${listed.source}` : ''}`;
  const national = cal.nationalHolidays === false ? undefined : nationalHoliday(d);
  if (national) return national.name;
  const wd = weekday(d);
  if (cal.weeklyOff.includes(wd)) return 'weekly off';
  const n = nthOfMonth(d);
  if (cal.nthWeekdayOff.some((r) => r.weekday === wd && r.nth.includes(n)))
    return `${ORDINAL[n]} ${weekdayName(wd)} of the month`;
  return undefined;
}

/** Why the office is closed on `d` ("weekly off", "2nd Saturday of the month", "Independence Day"), or undefined when it is open. */
export function closedReason(cal: OfficeCalendar, d: LocalDate): string | undefined {
  if (cal.open.includes(d)) return undefined;
  return closureCause(cal, d);
}

export function isOpen(cal: OfficeCalendar, d: LocalDate): boolean {
  return closedReason(cal, d) === undefined;
}

/** "9 Aug 2026 is a Sunday; office closed (weekly off)", "12 Sep 2026 is a Saturday; office open (a listed open date, …)". */
export function describeDay(cal: OfficeCalendar, d: LocalDate): string {
  const head = `${formatLegal(d)} is a ${weekdayName(weekday(d))}`;
  const cause = closureCause(cal, d);
  if (cause === undefined) return `${head}; office open`;
  if (cal.open.includes(d)) return `${head}; office open (a listed open date, overriding the closure: ${cause})`;
  return `${head}; office closed (${cause})`;
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
  for (const k of Object.keys(input))
    if (!known.has(k))
      problems.push({ field: k, message: `Unknown field "${k}"; expected one of ${[...known].join(', ')}` });

  const weekdayOf = (v: unknown, field: string): Weekday | undefined => {
    if (typeof v === 'string' && (WEEKDAYS as readonly string[]).includes(v.toUpperCase()))
      return v.toUpperCase() as Weekday;
    problems.push({ field, message: `"${String(v)}" is not a weekday; use one of ${WEEKDAYS.join(', ')}` });
    return undefined;
  };
  const dateOf = (v: unknown, field: string): LocalDate | undefined => {
    const d = typeof v === 'string' ? tryParseLocalDate(v) : undefined;
    if (d === undefined) problems.push({ field, message: `"${String(v)}" is not a date in the form YYYY-MM-DD` });
    return d;
  };
  const nameOf = (v: unknown, field: string): string | undefined => {
    if (v === undefined) return undefined;
    if (typeof v === 'string' && v.trim() !== '') return v.trim();
    problems.push({ field, message: `"${field}" must be a non-empty text` });
    return undefined;
  };
  const unknownKeys = (v: Record<string, unknown>, allowed: readonly string[], field: string): void => {
    for (const k of Object.keys(v)) {
      if (!allowed.includes(k))
        problems.push({ field: `${field}.${k}`, message: `Unknown field "${k}"; expected ${allowed.join(', ')}` });
    }
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

  const weeklyOff = arrayAt('weeklyOff')
    .map((v, i) => weekdayOf(v, `weeklyOff[${i}]`))
    .filter((v): v is Weekday => v !== undefined);
  const nthWeekdayOff = arrayAt('nthWeekdayOff').flatMap((v, i) => {
    if (!isRecord(v)) {
      problems.push({ field: `nthWeekdayOff[${i}]`, message: 'Each entry must be {"weekday":"SAT","nth":[2,4]}' });
      return [];
    }
    unknownKeys(v, ['weekday', 'nth'], `nthWeekdayOff[${i}]`);
    const wd = weekdayOf(v['weekday'], `nthWeekdayOff[${i}].weekday`);
    const nth = Array.isArray(v['nth']) ? v['nth'] : [];
    const bad = nth.filter((n) => !(Number.isInteger(n) && (n as number) >= 1 && (n as number) <= 5));
    if (!Array.isArray(v['nth']) || nth.length === 0 || bad.length > 0) {
      problems.push({
        field: `nthWeekdayOff[${i}].nth`,
        message: '"nth" must be a non-empty list of whole numbers from 1 to 5',
      });
      return [];
    }
    return wd ? [{ weekday: wd, nth: nth as number[] }] : [];
  });
  const closed = arrayAt('closed').flatMap((v, i): ClosedDate[] => {
    if (isRecord(v)) {
      unknownKeys(v, ['date', 'name'], `closed[${i}]`);
      const d = dateOf(v['date'], `closed[${i}].date`);
      const name = nameOf(v['name'], `closed[${i}].name`);
      return d ? [name ? { date: d, name } : { date: d }] : [];
    }
    const d = dateOf(v, `closed[${i}]`);
    return d ? [{ date: d }] : [];
  });
  const open = arrayAt('open')
    .map((v, i) => dateOf(v, `open[${i}]`))
    .filter((v): v is LocalDate => v !== undefined);
  const name = nameOf(input['name'], 'name');
  if (new Set(weeklyOff).size === WEEKDAYS.length && open.length === 0) {
    problems.push({
      field: 'weeklyOff',
      message: 'Every day of the week is a weekly off, so the office is never open; list the open dates in "open"',
    });
  }

  if (problems.length > 0) return err(problems);
  return ok(name ? { name, weeklyOff, nthWeekdayOff, closed, open } : { weeklyOff, nthWeekdayOff, closed, open });
}
