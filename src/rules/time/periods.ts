// Counting legal periods: N days or N months "from" an event, per the General Clauses Act, 1897.
//
// s.9: the day of the event is excluded, so N days from 1 June ends on 11 June (day 1 is 2 June).
// s.3(35): a month is a calendar month; N months from 31 Aug ends on the last day of the target month when the
//   same day does not exist there (28 or 29 Feb), which is our stated interpretation (docs/assumptions.md I-3).
// s.10: where an act is to be done in an office within a period and the office is closed on the last day, it may be
//   done on the next open day. Whether s.10 applies to a clock is decided by the clock, not here.

import type { LocalDate } from '../../lib/local-date.ts';
import { addDays, addMonths, formatLegal, weekday, weekdayName } from '../../lib/local-date.ts';
import type { ProvisionId } from '../provisions.ts';
import type { OfficeCalendar, SkippedDay } from './calendar.ts';
import { closedReason, describeDay, holidayListMissingText, holidayListMissingYear, nextOpenDay } from './calendar.ts';

export type PeriodLength =
  { readonly unit: 'days'; readonly n: number } | { readonly unit: 'months'; readonly n: number };

export interface CountedPeriod {
  /** The last day of the period as counted, before any move to an open day. */
  readonly nominalLastDay: LocalDate;
  readonly basis: readonly ProvisionId[];
  readonly steps: readonly string[];
}

const plural = (n: number, unit: string): string => `${n} ${n === 1 ? unit.replace(/s$/, '') : unit}`;

/** The last day of a period of `length` from `trigger`, the trigger day excluded (GCA s.9). */
export function countPeriod(trigger: LocalDate, length: PeriodLength, triggerLabel: string): CountedPeriod {
  const steps: string[] = [];
  const first = addDays(trigger, 1);
  steps.push(
    `${triggerLabel}: ${formatLegal(trigger)}. That day is excluded (General Clauses Act, 1897, s.9); the period starts on ${formatLegal(first)}.`,
  );
  if (length.unit === 'days') {
    const last = addDays(trigger, length.n);
    steps.push(
      length.n === 1
        ? `Day 1, ${formatLegal(first)}, is the last day of a period of 1 day.`
        : `Day 1 is ${formatLegal(first)}; day ${length.n} is ${formatLegal(last)}: the last day of ${plural(length.n, 'days')}.`,
    );
    return { nominalLastDay: last, basis: ['in.gca1897.s9'], steps };
  }
  const { date, clamped } = addMonths(trigger, length.n);
  if (clamped) {
    steps.push(
      `${plural(length.n, 'calendar months')} (General Clauses Act, 1897, s.3(35)) from ${formatLegal(trigger)} end in a month without that day; the period ends on the last day of that month, ${formatLegal(date)}.`,
    );
  } else {
    steps.push(
      `${plural(length.n, 'calendar months')} (General Clauses Act, 1897, s.3(35)) from ${formatLegal(trigger)} end on ${formatLegal(date)}.`,
    );
  }
  return { nominalLastDay: date, basis: ['in.gca1897.s9', 'in.gca1897.s3.35'], steps };
}

export interface DueDay {
  readonly due: LocalDate;
  readonly moved: boolean;
  readonly skipped: readonly SkippedDay[];
  readonly basis: readonly ProvisionId[];
  readonly steps: readonly string[];
  /** The due date's year when no State holiday list is entered for it: the date may still move. */
  readonly holidayListMissing?: number;
}

/**
 * The day by which the act must be done. With `nextOpenDayApplies`, a last day on which the office is closed moves to
 * the next open day (GCA s.10); otherwise the nominal last day stands and, if the office is closed then, that is said.
 */
export function dueDay(cal: OfficeCalendar, nominal: LocalDate, nextOpenDayApplies: boolean): DueDay {
  const d = dueDayOn(cal, nominal, nextOpenDayApplies);
  // A party's day moves on a notified holiday: without the State's list for the year, say the date may still move.
  const missing = nextOpenDayApplies ? holidayListMissingYear(cal, d.due) : undefined;
  return missing === undefined
    ? d
    : { ...d, holidayListMissing: missing, steps: [...d.steps, holidayListMissingText(missing).en] };
}

function dueDayOn(cal: OfficeCalendar, nominal: LocalDate, nextOpenDayApplies: boolean): DueDay {
  const reason = closedReason(cal, nominal);
  if (reason === undefined) {
    return { due: nominal, moved: false, skipped: [], basis: [], steps: [`Last day ${describeDay(cal, nominal)}.`] };
  }
  if (!nextOpenDayApplies) {
    return {
      due: nominal,
      moved: false,
      skipped: [],
      basis: [],
      steps: [
        `Last day ${describeDay(cal, nominal)}. This is a duty of the authority itself, so the nominal last day stands: General Clauses Act, 1897, s.10 is not applied to it.`,
      ],
    };
  }
  const { date, skipped } = nextOpenDay(cal, nominal);
  const list = skipped.map((s) => describeDay(cal, s.date)).join('; ');
  return {
    due: date,
    moved: true,
    skipped,
    basis: ['in.gca1897.s10'],
    steps: [
      `Last day ${list}; next open day ${formatLegal(date)}, a ${weekdayName(weekday(date))} (General Clauses Act, 1897, s.10).`,
    ],
  };
}
