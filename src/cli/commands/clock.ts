// `ctp clock <clock-id> --from YYYY-MM-DD [--days N] [--calendar FILE] [--holidays] [--jurisdiction in|in-as] [--json]`
//
// Computes one statutory clock with its explanation. Exit codes: 0 computed; 1 refused by the law (e.g. more days than
// the Rules allow: the message names the provision and the maximum); 2 a usage error (unknown clock, bad date, bad
// jurisdiction, unreadable calendar), with the valid values listed.
//
// Office calendar: `--calendar FILE` reads `{"weeklyOff":["SUN"], "nthWeekdayOff":[{"weekday":"SAT","nth":[2,4]}],
// "closed":["2026-08-15"], "open":[]}`. Without it the calendar is "Sundays and 2nd and 4th Saturdays" with no
// holidays (docs/assumptions.md A-4), and the output says so: no holiday list is authoritative without the office's
// notified list, and leaving holidays out can only make a party's due day earlier, never later. `--holidays` adds the
// public holidays date-holidays knows for the years concerned (a thin list; stack.md §12).

import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { LocalDate } from '../../lib/local-date.ts';
import { formatLegal, parts, tryParseLocalDate, weekday, weekdayName } from '../../lib/local-date.ts';
import { EARLIEST_TYPED_DATE } from '../../rules/dates.ts';
import type { JurisdictionId } from '../../rules/packs.ts';
import { appliesIn, isJurisdictionId, JURISDICTIONS, pack } from '../../rules/packs.ts';
import { labels } from '../../rules/provisions.ts';
import type { Refusal } from '../../rules/ruling.ts';
import { refuse } from '../../rules/ruling.ts';
import type { OfficeCalendar } from '../../rules/time/calendar.ts';
import {
  closedReason,
  holidayListMissingText,
  parseCalendar,
  SUNDAYS_AND_2ND_4TH_SATURDAYS,
} from '../../rules/time/calendar.ts';
import type { StateHolidayList } from '../../rules/time/holiday-lists.ts';
import { notificationText, parseHolidayList, withHolidayLists } from '../../rules/time/holiday-lists.ts';
import type { ClockId, ClockResult } from '../../rules/time/clocks.ts';
import { actorName, CLOCK_IDS, CLOCKS, computeClock, isClockId, lowerFirst } from '../../rules/time/clocks.ts';
import { withSeededHolidays } from '../../rules/time/holidays.ts';
import type { CliIo } from '../io.ts';

export const CLOCK_USAGE =
  'Usage: ctp clock <clock-id> --from YYYY-MM-DD [--days N] [--calendar FILE] [--holidays] [--holiday-list FILE.csv|FILE.ics --state XX --year YYYY --notification-number N --notification-date YYYY-MM-DD] [--jurisdiction in|in-as] [--json]';

const dayAndDate = (d: LocalDate): string => `${weekdayName(weekday(d))} ${formatLegal(d)}`;

function clockList(): string {
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

interface UsageProblem {
  readonly code: string;
  readonly message: string;
  readonly field?: string;
}

class UsageError extends Error {
  readonly problem: UsageProblem;
  constructor(problem: UsageProblem) {
    super(problem.message);
    this.problem = problem;
  }
}

interface Parsed {
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

function parse(args: string[]): Parsed {
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

function calendarNote(p: Parsed): string {
  const name = p.calendar.name ?? 'unnamed calendar';
  const list = p.holidayList
    ? ` State holiday list: ${p.holidayList.holidays.length} holiday(s) ${notificationText(p.holidayList)}.`
    : '';
  if (p.calendarSource === 'file') return `Office calendar: ${name} (from ${p.calendarFile}).${list}`;
  if (list) return `Office calendar: ${name} (the default).${list}`;
  return `Office calendar: ${name} (the default${p.holidays ? '' : '; no State holiday list'}: give --holiday-list FILE with the State's notified holidays, or --calendar FILE).`;
}

function paramNotes(r: ClockResult): string[] {
  return r.params
    .filter((p) => p.status === 'configured')
    .map(
      (p) =>
        `NOTE: a configured value was used, not one enacted in the texts held: ${p.id} = ${String(p.value)} (${labels(p.basis).join(', ')}). ${p.source}`,
    );
}

/** The sentence a person reads first. */
export function sentence(r: ClockResult): string {
  const def = CLOCKS[r.clock];
  const lines = [`The ${lowerFirst(r.title)} is due by ${dayAndDate(r.due)} (${labels(def.basis).join(', ')}).`];
  const len = `${r.length.n} ${r.length.unit}${r.legalMaximum ? ` (at most ${r.legalMaximum.n} ${r.legalMaximum.unit})` : ''}`;
  lines.push(
    `Counted ${len} from the ${lowerFirst(def.trigger)} on ${dayAndDate(r.from)}, that day excluded; the last day counted is ${dayAndDate(r.nominalDue)}.`,
  );
  if (r.moved) {
    const why = r.skipped[0] ? ` (${r.skipped[0].reason})` : '';
    lines.push(
      `The office is closed on ${dayAndDate(r.nominalDue)}${why}, so the ${actorName(r.actor)} may act on the next open day, ${dayAndDate(r.due)} (Section 10 of the General Clauses Act, 1897).`,
    );
  }
  if (r.holidayListMissing !== undefined) lines.push(holidayListMissingText(r.holidayListMissing).en);
  return lines.join('\n');
}

function authorityNote(r: ClockResult, cal: OfficeCalendar): string | undefined {
  if (r.nextOpenDayApplies) return undefined;
  const reason = closedReason(cal, r.nominalDue);
  if (reason === undefined) return undefined;
  return `The office is closed on ${dayAndDate(r.nominalDue)} (${reason}), but this is a duty of the ${actorName(r.actor)} itself: the day is not moved (docs/assumptions.md I-2).`;
}

function problemJson(p: UsageProblem | Refusal, exitCode: number): string {
  const base = {
    ok: false,
    exitCode,
    problem: { code: p.code, message: p.message, ...(p.field === undefined ? {} : { field: p.field }) },
  };
  if ('basis' in p) {
    return JSON.stringify(
      { ...base, problem: { ...base.problem, basis: labels(p.basis), basisIds: p.basis } },
      null,
      2,
    );
  }
  return JSON.stringify(base, null, 2);
}

export async function run(args: string[], io: CliIo): Promise<number> {
  const json = args.includes('--json');
  if (args.includes('--help') || args.includes('-h')) {
    io.out(helpText());
    return 0;
  }
  let p: Parsed;
  try {
    p = parse(args);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    io.err(e.problem.message);
    if (json) io.out(problemJson(e.problem, 2));
    return 2;
  }

  const pk = pack(p.jurisdiction);
  const def = CLOCKS[p.clock];
  const missing = def.basis.filter((b) => !appliesIn(pk, b));
  let refusal: Refusal | undefined;
  let result: ClockResult | undefined;
  if (missing.length > 0) {
    refusal = refuse(
      'CLOCK.NOT_IN_JURISDICTION',
      `${labels(missing).join(', ')} does not apply in ${pk.title}.`,
      missing,
      'jurisdiction',
    );
  } else {
    const decided = computeClock(
      p.days === undefined
        ? { clock: p.clock, from: p.from, calendar: p.calendar, pack: pk }
        : { clock: p.clock, from: p.from, days: p.days, calendar: p.calendar, pack: pk },
    );
    if (decided.ok) result = decided.value.value;
    else refusal = decided.error;
  }

  if (refusal !== undefined || result === undefined) {
    const r = refusal!;
    io.err(`Refused (${r.code}): ${r.message}\nBasis: ${labels(r.basis).join(', ')}`);
    if (json) io.out(problemJson(r, 1));
    return 1;
  }

  const notes = [calendarNote(p), ...paramNotes(result)];
  const authority = authorityNote(result, p.calendar);
  if (json) {
    const out = {
      ok: true,
      clock: result.clock,
      title: result.title,
      jurisdiction: p.jurisdiction,
      from: result.from,
      ...(p.days === undefined ? {} : { days: p.days }),
      length: result.length,
      ...(result.legalMaximum ? { legalMaximum: result.legalMaximum } : {}),
      due: result.due,
      dueWeekday: weekday(result.due),
      nominalDue: result.nominalDue,
      nominalDueWeekday: weekday(result.nominalDue),
      moved: result.moved,
      ...(result.holidayListMissing === undefined ? {} : { holidayListMissing: result.holidayListMissing }),
      skipped: result.skipped.map((s) => ({ date: s.date, weekday: weekday(s.date), reason: s.reason })),
      actor: result.actor,
      nextOpenDayApplies: result.nextOpenDayApplies,
      basis: labels(result.basis),
      basisIds: result.basis,
      params: result.params.map((u) => ({
        id: u.id,
        value: u.value,
        status: u.status,
        basis: labels(u.basis),
        basisIds: u.basis,
        from: u.from,
        ...(u.to === undefined ? {} : { to: u.to }),
        source: u.source,
        ...(u.note === undefined ? {} : { note: u.note }),
      })),
      configured: result.params.some((u) => u.status === 'configured'),
      calendar: {
        name: p.calendar.name ?? null,
        source: p.calendarSource,
        ...(p.calendarFile ? { file: p.calendarFile } : {}),
        holidaysSeeded: p.holidays,
      },
      steps: result.steps,
      notes: authority ? [authority, ...notes] : notes,
      summary: sentence(result),
    };
    io.out(JSON.stringify(out, null, 2));
    return 0;
  }

  const lines = [sentence(result)];
  if (authority) lines.push(authority);
  lines.push('', 'How it was computed:', ...result.steps.map((s, i) => `  ${i + 1}. ${s}`), '');
  lines.push(`Basis: ${labels(result.basis).join('; ')}.`);
  lines.push(...notes);
  io.out(lines.join('\n'));
  return 0;
}
