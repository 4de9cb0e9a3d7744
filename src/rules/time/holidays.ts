// Seeding office closed dates from a maintained holiday library, and building an office calendar from them.
//
// THE LIBRARY'S LIST IS A SEED, NOT THE CALENDAR (docs/design/stack.md §12; docs/assumptions.md A-4).
// date-holidays 3.37.0 gives India only six public holidays a year (Republic Day, Good Friday, Ambedkar Jayanti,
// Independence Day, Gandhi Jayanti, Christmas Day: no Holi, Diwali, Dussehra or Eid) and a few more per State (nine for
// Assam in 2026). The days an office is actually closed are the ones its government notifies each year, plus local and
// restricted holidays it observes: every office must add its notified list (`extraClosed`) and its exceptional working
// days (`open`), and record each change.
//
// Dates: the library computes each holiday in the country's own zone (Asia/Kolkata) and also reports it as a pair of
// instants (`start`, `end`). The instants must not be used as dates: Independence Day 2026 starts at
// 2026-08-14T18:30:00Z, so `start.toISOString()` (or any local-time reading on a machine west of India) gives
// 14 August. We read the calendar date from the library's own date string ("2026-08-15 00:00:00"), which does not
// depend on the zone the process runs in, and count the days of a multi-day holiday from it.

import { createRequire } from 'node:module';
import type HolidaysType from 'date-holidays';
import type { LocalDate, Weekday } from '../../lib/local-date.ts';
import { addDays, tryParseLocalDate } from '../../lib/local-date.ts';
import type { ClosedDate, OfficeCalendar } from './calendar.ts';

// The library is loaded when a calendar is first seeded, not when the portal starts: its data for every country takes
// longer to load than the rest of the rules together, and most starts and commands never seed a calendar.
let library: typeof HolidaysType | undefined;
function holidaysLibrary(): typeof HolidaysType {
  library ??= createRequire(import.meta.url)('date-holidays') as typeof HolidaysType;
  return library;
}

/** The library whose lists seed the calendar; named in every seeded calendar. */
export const HOLIDAY_LIBRARY = 'date-holidays 3.37.0';

/** The State and union-territory codes date-holidays 3.37.0 knows for India (ISO 3166-2:IN without the prefix). */
export const INDIAN_REGION_CODES = [
  'AN',
  'AP',
  'AR',
  'AS',
  'BR',
  'CH',
  'CT',
  'DD',
  'DL',
  'DN',
  'GA',
  'GJ',
  'HP',
  'HR',
  'JK',
  'KA',
  'KL',
  'LD',
  'MH',
  'ML',
  'MN',
  'MP',
  'MZ',
  'NL',
  'OR',
  'PB',
  'PY',
  'RJ',
  'SK',
  'TG',
  'TN',
  'TR',
  'UP',
  'UT',
  'WB',
] as const;
export type IndianRegionCode = (typeof INDIAN_REGION_CODES)[number];

export interface SeedOptions {
  readonly country: 'IN';
  /** A State or union territory: its public holidays are added to the national ones. */
  readonly state?: IndianRegionCode;
  readonly years: readonly number[];
}

const DAY_MS = 86_400_000;
const DATE_PREFIX = /^(\d{4}-\d{2}-\d{2})/;

/**
 * Public holidays (type "public" only: no observances, optional or bank holidays) for the given years, one entry per
 * calendar day, sorted, with the holiday's English name. Two holidays on one day are joined ("A / B").
 */
export function seedHolidays(opts: SeedOptions): ClosedDate[] {
  for (const y of opts.years) {
    if (!Number.isInteger(y) || y < 1900 || y > 2200) throw new RangeError(`Year ${String(y)} is outside 1900 to 2200`);
  }
  const Holidays = holidaysLibrary();
  const hd = opts.state ? new Holidays(opts.country, opts.state) : new Holidays(opts.country);
  const byDate = new Map<LocalDate, string[]>();
  for (const year of [...new Set(opts.years)]) {
    for (const h of hd.getHolidays(year, 'en')) {
      if (h.type !== 'public') continue;
      const m = DATE_PREFIX.exec(h.date);
      const first = m ? tryParseLocalDate(m[1]!) : undefined;
      if (first === undefined)
        throw new Error(`${HOLIDAY_LIBRARY} returned a holiday date "${h.date}" that is not YYYY-MM-DD`);
      // The length in days comes from the two instants; their difference does not depend on the process's zone.
      const days = Math.max(1, Math.round((h.end.getTime() - h.start.getTime()) / DAY_MS));
      for (let i = 0; i < days; i++) {
        const d = addDays(first, i);
        const names = byDate.get(d) ?? [];
        if (!names.includes(h.name)) names.push(h.name);
        byDate.set(d, names);
      }
    }
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, names]) => ({ date, name: names.join(' / ') }));
}

export interface OfficeCalendarOptions {
  readonly name?: string;
  /** Days off every week; Sunday when absent. */
  readonly weeklyOff?: readonly Weekday[];
  /** Days off by their place in the month; 2nd and 4th Saturdays when absent. Pass [] for none. */
  readonly nthWeekdayOff?: readonly { readonly weekday: Weekday; readonly nth: readonly number[] }[];
  /** Seed the State's public holidays as well as the national ones. */
  readonly state?: IndianRegionCode;
  /** Years whose public holidays are seeded from the library; none when empty. */
  readonly years?: readonly number[];
  /** The office's own notified closures; on a date the library also lists, the office's name wins. */
  readonly extraClosed?: readonly ClosedDate[];
  /** Exceptional working days: open even if a weekly off, an nth-weekday off or a closed date. */
  readonly open?: readonly LocalDate[];
}

/** An office calendar: weekly offs, nth-weekday offs, seeded public holidays, the office's own closures and open days. */
export function officeCalendar(opts: OfficeCalendarOptions = {}): OfficeCalendar {
  const weeklyOff = opts.weeklyOff ?? ['SUN'];
  const nthWeekdayOff = opts.nthWeekdayOff ?? [{ weekday: 'SAT', nth: [2, 4] }];
  const years = opts.years ?? [];
  const seeded =
    years.length > 0
      ? seedHolidays(opts.state ? { country: 'IN', state: opts.state, years } : { country: 'IN', years })
      : [];
  const closed = new Map<LocalDate, ClosedDate>();
  for (const c of seeded) closed.set(c.date, c);
  for (const c of opts.extraClosed ?? []) closed.set(c.date, c);
  const describe = (): string => {
    const parts: string[] = [];
    const off = [
      ...weeklyOff.map((w) => `${w} weekly`),
      ...nthWeekdayOff.map((r) => `${r.weekday} ${r.nth.join('/')}`),
    ];
    parts.push(off.length > 0 ? `off: ${off.join(', ')}` : 'no weekly offs');
    if (years.length > 0)
      parts.push(
        `public holidays of India${opts.state ? ` and ${opts.state}` : ''} for ${years.join(', ')} seeded from ${HOLIDAY_LIBRARY} (a thin list)`,
      );
    if ((opts.extraClosed ?? []).length > 0) parts.push(`${opts.extraClosed!.length} office-listed closure(s)`);
    if ((opts.open ?? []).length > 0) parts.push(`${opts.open!.length} listed open day(s)`);
    return parts.join('; ');
  };
  return {
    name: opts.name ?? describe(),
    weeklyOff: [...weeklyOff],
    nthWeekdayOff: nthWeekdayOff.map((r) => ({ weekday: r.weekday, nth: [...r.nth] })),
    closed: [...closed.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
    open: [...(opts.open ?? [])],
  };
}

/** Adds seeded public holidays to an existing calendar (e.g. one read from a file); the calendar's own entries win. */
export function withSeededHolidays(cal: OfficeCalendar, seed: SeedOptions): OfficeCalendar {
  const closed = new Map<LocalDate, ClosedDate>();
  for (const c of seedHolidays(seed)) closed.set(c.date, c);
  for (const c of cal.closed) closed.set(c.date, c);
  const note = `public holidays of India${seed.state ? ` and ${seed.state}` : ''} for ${seed.years.join(', ')} seeded from ${HOLIDAY_LIBRARY} (a thin list)`;
  return {
    ...cal,
    name: cal.name ? `${cal.name}; ${note}` : note,
    closed: [...closed.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
  };
}
