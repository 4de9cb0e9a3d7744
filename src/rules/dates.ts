// Dates a person types: a calendar date from 1 January 1900 to today (India), for every date of a past fact.
//
// Dates before 1900 are typing errors in this jurisdiction's proceedings (the Rules commenced in 2026; the Assam
// amendment in 2002); a date after today cannot be the date of something that happened.

import type { LocalDate } from '../lib/local-date.ts';
import { addMonths, formatLegal, tryParseLocalDate } from '../lib/local-date.ts';
import type { ProvisionId } from './provisions.ts';
import type { Refusal } from './ruling.ts';
import { refuse } from './ruling.ts';

export const EARLIEST_TYPED_DATE = '1900-01-01' as LocalDate;

/** Undefined when the date is a real calendar date from 1 Jan 1900 to `today`; else the refusal naming the field. */
export function checkTypedDate(
  value: unknown,
  today: LocalDate,
  field: string,
  basis: readonly ProvisionId[],
  what = 'The date',
): Refusal | undefined {
  const d = typeof value === 'string' ? tryParseLocalDate(value) : undefined;
  if (d === undefined)
    return refuse(
      'DATE.OUT_OF_RANGE',
      `${what} is not a calendar date; write it as YYYY-MM-DD, e.g. 2026-07-10.`,
      basis,
      field,
    );
  if (d < EARLIEST_TYPED_DATE) {
    return refuse(
      'DATE.OUT_OF_RANGE',
      `${what} (${formatLegal(d)}) is before 1 January 1900; check the year.`,
      basis,
      field,
    );
  }
  if (d > today) {
    return refuse(
      'DATE.OUT_OF_RANGE',
      `${what} (${formatLegal(d)}) is after today (${formatLegal(today)}); a date of something that has happened cannot be in the future: enter a date on or before today.`,
      basis,
      field,
    );
  }
  return undefined;
}

/** How far ahead a date fixed for the future may be typed: a year (our reading, docs/assumptions.md I-D2). */
export const FIXED_DATE_HORIZON_MONTHS = 12;

/**
 * A date fixed for the future (a hearing, a day to appear, a day to pay by): a real calendar date from 1 Jan 1900 and
 * not more than a year after `fixedOn`, the day it is fixed (itself not after today). Whether it may be before or on a
 * given day is the rule's own check.
 */
export function checkFixedDate(
  value: unknown,
  fixedOn: LocalDate,
  field: string,
  basis: readonly ProvisionId[],
  what = 'The date',
): Refusal | undefined {
  const d = typeof value === 'string' ? tryParseLocalDate(value) : undefined;
  if (d === undefined || d < EARLIEST_TYPED_DATE) return checkTypedDate(value, fixedOn, field, basis, what);
  const latest = addMonths(fixedOn, FIXED_DATE_HORIZON_MONTHS).date;
  if (d > latest) {
    return refuse(
      'DATE.OUT_OF_RANGE',
      `${what} (${formatLegal(d)}) is more than a year after the day it is fixed (${formatLegal(fixedOn)}); fix a date on or before ${formatLegal(latest)}, and check the year.`,
      basis,
      field,
    );
  }
  return undefined;
}
