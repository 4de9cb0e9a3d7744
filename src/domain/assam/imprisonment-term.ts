// Terms of simple imprisonment in months and days, and whether a term can never exceed a maximum stated in months.

/** A term as a magistrate states it: whole months plus days (e.g. 1 month, or 15 days, or 2 months 10 days). */
export interface ImprisonmentTerm {
  readonly months: number;
  readonly days: number;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * The fewest days that k consecutive calendar months can have (GCA s.3(35): a month is a calendar month):
 * 0 → 0, 1 → 28, 2 → 59, 3 → 89. A days part up to this figure fits inside k months whatever the start date.
 */
export function minDaysInMonths(k: number): number {
  let min = Infinity;
  for (let start = 0; start < 12; start++) {
    let sum = 0;
    for (let i = 0; i < k; i++) sum += MONTH_DAYS[(start + i) % 12]!;
    min = Math.min(min, sum);
  }
  return k <= 0 ? 0 : min;
}

export function isWellFormedTerm(t: ImprisonmentTerm): boolean {
  return Number.isSafeInteger(t.months) && Number.isSafeInteger(t.days) && t.months >= 0 && t.days >= 0;
}

export function isZeroTerm(t: ImprisonmentTerm): boolean {
  return t.months === 0 && t.days === 0;
}

/**
 * Whether the term is within `maxMonths` calendar months whatever day it starts on: the months part is at most the
 * maximum and the days part fits in the shortest possible run of the months left over. So 28 days is within one
 * month, 30 days is not (it would exceed a February); the magistrate states such a term as "1 month".
 */
export function isWithinMonths(t: ImprisonmentTerm, maxMonths: number): boolean {
  if (!isWellFormedTerm(t) || t.months > maxMonths) return false;
  return t.days <= minDaysInMonths(maxMonths - t.months);
}

export function formatTerm(t: ImprisonmentTerm): string {
  const m = t.months === 0 ? '' : `${t.months} month${t.months === 1 ? '' : 's'}`;
  const d = t.days === 0 ? '' : `${t.days} day${t.days === 1 ? '' : 's'}`;
  return [m, d].filter(Boolean).join(' ') || 'no term';
}
