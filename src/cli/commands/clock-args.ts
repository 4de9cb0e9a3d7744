// Reading `ctp clock`'s arguments: the clock id, the day it runs from, the office calendar and the State's notified
// holiday list. A usage problem is thrown as a UsageError (exit code 2), with the valid values listed.

import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { LocalDate } from '../../lib/local-date.ts';
import { parts, tryParseLocalDate } from '../../lib/local-date.ts';
import { EARLIEST_TYPED_DATE } from '../../rules/dates.ts';
import type { JurisdictionId } from '../../rules/packs.ts';
import { isJurisdictionId, JURISDICTIONS } from '../../rules/packs.ts';
import { labels } from '../../rules/provisions.ts';
import type { OfficeCalendar } from '../../rules/time/calendar.ts';
import { parseCalendar, SUNDAYS_AND_2ND_4TH_SATURDAYS } from '../../rules/time/calendar.ts';
import type { StateHolidayList } from '../../rules/time/holiday-lists.ts';
import { parseHolidayList, withHolidayLists } from '../../rules/time/holiday-lists.ts';
import type { ClockId } from '../../rules/time/clocks.ts';
import { CLOCK_IDS, CLOCKS, isClockId } from '../../rules/time/clocks.ts';
import { withSeededHolidays } from '../../rules/time/holidays.ts';

export const CLOCK_USAGE =
  'Usage: ctp clock <clock-id> --from YYYY-MM-DD [--days N] [--calendar FILE] [--holidays] [--holiday-list FILE.csv|FILE.ics --state XX --year YYYY --notification-number N --notification-date YYYY-MM-DD] [--jurisdiction in|in-as] [--json]';

export function clockList(): string {
  return CLOCK_IDS.map((id) => {
    const c = CLOCKS[id];
    const len = c.length.kind === 'fixed' ? 'fixed period' : 'needs --days';
    return `  ${id.padEnd(22)} ${c.title} (${labels(c.basis).join(', ')}; ${len})`;
  }).join('\n');
}

export function helpText(): string {
  return [
    CLOCK_USAGE,
    '',
    'Clocks:',
    clockList(),
    '',
    'Options:',
    '  --from YYYY-MM-DD     the day of the event the period runs from (that day is excluded: GCA s.9)',
    '  --days N              the days set by the officer or the order, for clocks that need it',
    '  --calendar FILE       the office calendar (JSON); default: Sundays and 2nd and 4th Saturdays, no holidays',
    '  --holidays            add the public holidays date-holidays knows for the years concerned (thin list)',
    '  --holiday-list FILE   the State\'s notified holiday list for a year (CSV "date,name" or iCalendar .ics), with',
    '                        --state XX --year YYYY --notification-number N --notification-date YYYY-MM-DD',
    `  --jurisdiction ID     ${JURISDICTIONS.join(' or ')} (default in)`,
    '  --json                one JSON object on stdout',
  ].join('\n');
}

export interface UsageProblem {
  readonly code: string;
  readonly message: string;
  readonly field?: string;
}

export class UsageError extends Error {
  readonly problem: UsageProblem;
  constructor(problem: UsageProblem) {
    super(problem.message);
    this.problem = problem;
  }
}

export interface Parsed {
  readonly clock: ClockId;
  readonly from: LocalDate;
  readonly days?: number;
  readonly jurisdiction: JurisdictionId;
  readonly calendar: OfficeCalendar;
  readonly calendarSource: 'default' | 'file';
  readonly calendarFile?: string;
  readonly holidays: boolean;
  readonly holidayList?: StateHolidayList;
}

function usage(code: string, message: string, field?: string): never {
  throw new UsageError(field === undefined ? { code, message } : { code, message, field });
}

function readCalendar(file: string): OfficeCalendar {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    usage('USAGE.CALENDAR_UNREADABLE', `Cannot read the calendar file "${file}": ${(e as Error).message}`, 'calendar');
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    usage('CALENDAR.INVALID', `The calendar file "${file}" is not valid JSON: ${(e as Error).message}`, 'calendar');
  }
  const r = parseCalendar(json);
  if (!r.ok) {
    const lines = r.error.map((p) => `  ${p.field === '' ? '(whole file)' : p.field}: ${p.message}`);
    usage(
      'CALENDAR.INVALID',
      `The calendar file "${file}" has ${r.error.length} problem(s):\n${lines.join('\n')}`,
      'calendar',
    );
  }
  return r.value;
}

/** The State's notified list for a year, from a CSV or iCalendar file, with its notification's number and date. */
function readHolidayList(file: string, values: Record<string, string | boolean | undefined>): StateHolidayList {
  const state = values['state'];
  const yearRaw = values['year'];
  const number = values['notification-number'];
  const dateRaw = values['notification-date'];
  if (typeof state !== 'string' || !/^[A-Z]{2,3}$/.test(state.trim().toUpperCase()))
    usage('USAGE.BAD_OPTION', "Give --state with the State's code (e.g. AS) for the holiday list.", 'state');
  if (typeof yearRaw !== 'string' || !/^\d{4}$/.test(yearRaw.trim()))
    usage('USAGE.BAD_OPTION', 'Give --year YYYY: the year the holiday list is for.', 'year');
  if (typeof number !== 'string' || number.trim() === '')
    usage(
      'USAGE.BAD_OPTION',
      "Give --notification-number: the number of the State's notification of the holiday list.",
      'notification-number',
    );
  const date = typeof dateRaw === 'string' ? tryParseLocalDate(dateRaw) : undefined;
  if (date === undefined)
    usage(
      'USAGE.BAD_DATE',
      "Give --notification-date YYYY-MM-DD: the date of the State's notification.",
      'notification-date',
    );
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    usage(
      'USAGE.CALENDAR_UNREADABLE',
      `Cannot read the holiday list "${file}": ${(e as Error).message}`,
      'holiday-list',
    );
  }
  const year = Number(yearRaw);
  const r = parseHolidayList(/\.ics$/i.test(file) ? 'ics' : 'csv', text, year);
  if (!r.ok)
    usage(
      'CALENDAR.INVALID',
      `The holiday list "${file}" has ${r.error.length} problem(s):\n${r.error.map((p) => `  ${p.field}: ${p.message}`).join('\n')}`,
      'holiday-list',
    );
  return { state: state.trim().toUpperCase(), year, notification: { number: number.trim(), date }, holidays: r.value };
}

export function parse(args: string[]): Parsed {
  let values: Record<string, string | boolean | undefined>;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: {
        from: { type: 'string' },
        days: { type: 'string' },
        calendar: { type: 'string' },
        jurisdiction: { type: 'string', default: 'in' },
        holidays: { type: 'boolean', default: false },
        'holiday-list': { type: 'string' },
        state: { type: 'string' },
        year: { type: 'string' },
        'notification-number': { type: 'string' },
        'notification-date': { type: 'string' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (e) {
    usage('USAGE.BAD_OPTION', `${(e as Error).message}\n${CLOCK_USAGE}`);
  }
  const [id, ...extra] = positionals;
  if (id === undefined) usage('CLOCK.UNKNOWN', `Give a clock id. Valid clocks:\n${clockList()}`, 'clock');
  if (!isClockId(id))
    usage('CLOCK.UNKNOWN', `Unknown clock "${id}". Valid clocks: ${CLOCK_IDS.join(', ')}.\n${clockList()}`, 'clock');
  if (extra.length > 0) usage('USAGE.BAD_OPTION', `Unexpected argument(s): ${extra.join(' ')}\n${CLOCK_USAGE}`);

  const fromRaw = values['from'];
  if (typeof fromRaw !== 'string')
    usage('USAGE.BAD_DATE', `Give --from YYYY-MM-DD: the date of "${CLOCKS[id].trigger.toLowerCase()}".`, 'from');
  const from = tryParseLocalDate(fromRaw);
  if (from === undefined)
    usage(
      'USAGE.BAD_DATE',
      `--from "${fromRaw}" is not a calendar date; valid values are dates written YYYY-MM-DD, e.g. 2026-07-10.`,
      'from',
    );
  if (from < EARLIEST_TYPED_DATE)
    usage('USAGE.BAD_DATE', `--from ${fromRaw} is before 1 January 1900; give a date on or after 1900-01-01.`, 'from');

  const j = values['jurisdiction'] as string;
  if (!isJurisdictionId(j))
    usage(
      'USAGE.BAD_JURISDICTION',
      `Unknown jurisdiction "${j}". Valid values: ${JURISDICTIONS.join(', ')}.`,
      'jurisdiction',
    );

  let days: number | undefined;
  const daysRaw = values['days'];
  if (typeof daysRaw === 'string') {
    if (!/^\d+$/.test(daysRaw.trim()))
      usage('USAGE.BAD_DAYS', `--days "${daysRaw}" is not a whole number of days.`, 'days');
    days = Number(daysRaw.trim());
  }

  const file = values['calendar'];
  let calendar: OfficeCalendar = typeof file === 'string' ? readCalendar(file) : SUNDAYS_AND_2ND_4TH_SATURDAYS;
  const holidays = values['holidays'] === true;
  if (holidays) {
    // The years the period can reach: the longest clock is 6 months (Rule 5); a run of closures may cross a year end.
    const y = parts(from).year;
    calendar = withSeededHolidays(
      calendar,
      j === 'in-as' ? { country: 'IN', state: 'AS', years: [y, y + 1] } : { country: 'IN', years: [y, y + 1] },
    );
  }
  const listFile = values['holiday-list'];
  let holidayList: StateHolidayList | undefined;
  if (typeof listFile === 'string') {
    holidayList = readHolidayList(listFile, values);
    calendar = withHolidayLists(calendar, [holidayList]);
  }
  const base = { clock: id, from, jurisdiction: j, calendar, holidays, ...(holidayList ? { holidayList } : {}) };
  const withDays = days === undefined ? base : { ...base, days };
  return typeof file === 'string'
    ? { ...withDays, calendarSource: 'file', calendarFile: file }
    : { ...withDays, calendarSource: 'default' };
}
