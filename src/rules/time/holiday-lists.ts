// A State's notified holiday list for a year: read from CSV or iCalendar, recorded with the notification's number and
// date, and merged into an office calendar so that every explanation relying on a holiday names the notification.
// General Clauses Act s.10 moves a party's last day past a day the office is closed; the State's notification is what
// says which days those are. The library list (holidays.ts) may seed a draft for the administrator to check against the
// notification; it is never imported as the authority (docs/assumptions.md I-AS1, I-AS2).

import type { LocalDate } from '../../lib/local-date.ts';
import { formatLegal, tryParseLocalDate } from '../../lib/local-date.ts';
import type { Result } from '../../lib/result.ts';
import { err, ok } from '../../lib/result.ts';
import type { CalendarProblem, ClosedDate, HolidayListRef, OfficeCalendar } from './calendar.ts';
import type { IndianRegionCode } from './holidays.ts';
import { HOLIDAY_LIBRARY, seedHolidays } from './holidays.ts';

export type HolidayListFormat = 'csv' | 'ics';

export interface StateHolidayList extends HolidayListRef {
  readonly holidays: readonly { readonly date: LocalDate; readonly name: string }[];
}

const MAX_ROWS = 400;
/** A control character (other than tab, line feed, carriage return) makes a name unreadable. */
const hasControl = (s: string): boolean =>
  [...s].some((ch) => {
    const c = ch.codePointAt(0)!;
    return (c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 127;
  });

/** "notification No. GAD/HOL/2026/1 dated 20 Dec 2025": the words every explanation relying on the list shows. */
export function notificationText(ref: HolidayListRef): string {
  return `notified by the State (${ref.state}) for ${ref.year}, notification No. ${ref.notification.number} dated ${formatLegal(ref.notification.date)}`;
}

function checkRows(
  rows: readonly { line: number; date: string; name: string }[],
  year: number,
): Result<StateHolidayList['holidays'], CalendarProblem[]> {
  const problems: CalendarProblem[] = [];
  const seen = new Map<LocalDate, string>();
  if (rows.length === 0) problems.push({ field: 'file', message: 'The list has no holidays in it.' });
  if (rows.length > MAX_ROWS)
    problems.push({ field: 'file', message: `The list has ${rows.length} entries; at most ${MAX_ROWS} are read.` });
  for (const r of rows.slice(0, MAX_ROWS)) {
    const d = tryParseLocalDate(r.date);
    const name = r.name.trim();
    if (d === undefined)
      problems.push({
        field: `file.line${r.line}.date`,
        message: `Line ${r.line}: "${r.date}" is not a date written YYYY-MM-DD.`,
      });
    else if (Number(d.slice(0, 4)) !== year)
      problems.push({
        field: `file.line${r.line}.date`,
        message: `Line ${r.line}: ${formatLegal(d)} is not in ${year}, the year of this list.`,
      });
    else if (seen.has(d))
      problems.push({
        field: `file.line${r.line}.date`,
        message: `Line ${r.line}: ${formatLegal(d)} is listed twice.`,
      });
    if (name === '' || name.length > 200 || hasControl(name))
      problems.push({
        field: `file.line${r.line}.name`,
        message: `Line ${r.line}: give the holiday's name (plain text, up to 200 characters).`,
      });
    if (d !== undefined) seen.set(d, name);
  }
  if (problems.length > 0) return err(problems);
  return ok([...seen.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([date, name]) => ({ date, name })));
}

/** Splits one CSV line (RFC 4180 quotes, commas). */
function csvFields(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out.map((f) => f.trim());
}

/** CSV: `date,name` per line (YYYY-MM-DD); a first line "date,name" is a header; blank lines are skipped. */
export function parseHolidayCsv(text: string, year: number): Result<StateHolidayList['holidays'], CalendarProblem[]> {
  const rows: { line: number; date: string; name: string }[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  for (const [i, raw] of lines.entries()) {
    if (raw.trim() === '') continue;
    const f = csvFields(raw);
    if (i === 0 && f[0]?.toLowerCase() === 'date') continue;
    rows.push({ line: i + 1, date: f[0] ?? '', name: f.slice(1).join(', ') });
  }
  return checkRows(rows, year);
}

/** iCalendar (RFC 5545): each VEVENT's DTSTART (a DATE, or a date-time whose date part is taken) and SUMMARY. */
export function parseHolidayIcs(text: string, year: number): Result<StateHolidayList['holidays'], CalendarProblem[]> {
  // Unfold continuation lines (a line starting with a space or tab continues the previous one).
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .reduce<string[]>((acc, l) => {
      if ((l.startsWith(' ') || l.startsWith('\t')) && acc.length > 0) acc[acc.length - 1] += l.slice(1);
      else acc.push(l);
      return acc;
    }, []);
  if (!lines.some((l) => l.trim().toUpperCase() === 'BEGIN:VCALENDAR'))
    return err([{ field: 'file', message: 'This is not an iCalendar file (no BEGIN:VCALENDAR).' }]);
  const rows: { line: number; date: string; name: string }[] = [];
  let cur: { line: number; date: string; name: string } | undefined;
  for (const [i, l] of lines.entries()) {
    const upper = l.toUpperCase();
    if (upper === 'BEGIN:VEVENT') cur = { line: i + 1, date: '', name: '' };
    else if (upper === 'END:VEVENT' && cur) {
      rows.push(cur);
      cur = undefined;
    } else if (cur && upper.startsWith('DTSTART')) {
      const v = l.slice(l.indexOf(':') + 1).trim();
      const m = /^(\d{4})(\d{2})(\d{2})/.exec(v);
      cur.date = m ? `${m[1]}-${m[2]}-${m[3]}` : v;
    } else if (cur && upper.startsWith('SUMMARY')) {
      cur.name = l
        .slice(l.indexOf(':') + 1)
        .replace(/\\([,;\\])/g, '$1')
        .replace(/\\n/gi, ' ');
    }
  }
  return checkRows(rows, year);
}

export function parseHolidayList(
  format: HolidayListFormat,
  text: string,
  year: number,
): Result<StateHolidayList['holidays'], CalendarProblem[]> {
  return format === 'csv' ? parseHolidayCsv(text, year) : parseHolidayIcs(text, year);
}

/**
 * The office calendar with the State's lists merged: each listed holiday becomes a closed date naming its
 * notification; a date the office itself lists keeps the office's entry. The lists are remembered, so a due date in a
 * year without one is flagged.
 */
export function withHolidayLists(cal: OfficeCalendar, lists: readonly StateHolidayList[]): OfficeCalendar {
  if (lists.length === 0) return cal;
  const closed = new Map<LocalDate, ClosedDate>();
  for (const l of lists)
    for (const h of l.holidays) closed.set(h.date, { date: h.date, name: h.name, source: notificationText(l) });
  for (const c of cal.closed) closed.set(c.date, c);
  const refs: HolidayListRef[] = [
    ...(cal.holidayLists ?? []),
    ...lists.map((l) => ({ state: l.state, year: l.year, notification: l.notification })),
  ];
  return { ...cal, closed: [...closed.values()].sort((a, b) => (a.date < b.date ? -1 : 1)), holidayLists: refs };
}

/**
 * A draft list from the holiday library for the administrator to check against the notification and correct: CSV text,
 * headed by a comment line that it is a draft. Importing it still needs the notification's number and date.
 */
export function draftHolidayCsv(state: IndianRegionCode | undefined, year: number): string {
  const rows = seedHolidays(state ? { country: 'IN', state, years: [year] } : { country: 'IN', years: [year] });
  const q = (s: string): string => (/[",]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s);
  return (
    [
      'date,name',
      ...rows.map(
        (r) => `${r.date},${q(`${r.name ?? ''} (DRAFT from ${HOLIDAY_LIBRARY}: check against the notification)`)}`,
      ),
    ].join('\n') + '\n'
  );
}
