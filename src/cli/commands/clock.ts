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

import type { LocalDate } from '../../lib/local-date.ts';
import { formatLegal, weekday, weekdayName } from '../../lib/local-date.ts';
import { appliesIn, pack } from '../../rules/packs.ts';
import { labels } from '../../rules/provisions.ts';
import type { Refusal } from '../../rules/ruling.ts';
import { refuse } from '../../rules/ruling.ts';
import type { OfficeCalendar } from '../../rules/time/calendar.ts';
import { closedReason, holidayListMissingText } from '../../rules/time/calendar.ts';
import { notificationText } from '../../rules/time/holiday-lists.ts';
import type { ClockResult } from '../../rules/time/clocks.ts';
import { actorName, CLOCKS, computeClock, lowerFirst } from '../../rules/time/clocks.ts';
import type { CliIo } from '../io.ts';
import type { Parsed, UsageProblem } from './clock-args.ts';
import { helpText, parse, UsageError } from './clock-args.ts';

export { CLOCK_USAGE, helpText } from './clock-args.ts';

const dayAndDate = (d: LocalDate): string => `${weekdayName(weekday(d))} ${formatLegal(d)}`;

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
