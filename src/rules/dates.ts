// Dates a person types: a calendar date from 1 January 1900 to today (India), for every date of a past fact.
//
// Dates before 1900 are typing errors in this jurisdiction's proceedings (the Rules commenced in 2026; the Assam
// amendment in 2002); a date after today cannot be the date of something that happened.

import type { LocalDate } from '../lib/local-date.ts';
import { formatLegal, tryParseLocalDate } from '../lib/local-date.ts';
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
      `${what} (${formatLegal(d)}) is after today (${formatLegal(today)}); a date of something that happened cannot be in the future.`,
      basis,
      field,
    );
  }
  return undefined;
}
