// LocalDate: a calendar date with no time and no zone, the unit of every legal period ("YYYY-MM-DD").
//
// Arithmetic is done on a day number (days since 1970-01-01 in the proleptic Gregorian calendar) so nothing here
// depends on the machine's time zone or reads a clock. ISO strings compare correctly with < and >.

declare const localDateBrand: unique symbol;
export type LocalDate = string & { readonly [localDateBrand]: true };

export type Weekday = 'MON' | 'TUE' | 'WED' | 'THU' | 'FRI' | 'SAT' | 'SUN';
export const WEEKDAYS: readonly Weekday[] = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];
const WEEKDAY_NAMES: Record<Weekday, string> = {
  MON: 'Monday',
  TUE: 'Tuesday',
  WED: 'Wednesday',
  THU: 'Thursday',
  FRI: 'Friday',
  SAT: 'Saturday',
  SUN: 'Sunday',
};
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const MONTH_NAMES_HI = [
  'जनवरी',
  'फ़रवरी',
  'मार्च',
  'अप्रैल',
  'मई',
  'जून',
  'जुलाई',
  'अगस्त',
  'सितंबर',
  'अक्तूबर',
  'नवंबर',
  'दिसंबर',
];

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

export function daysInMonth(y: number, m: number): number {
  return [31, isLeapYear(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]!;
}

/** Parses "YYYY-MM-DD" strictly; returns undefined for anything else, including 2026-02-30. */
export function tryParseLocalDate(s: string): LocalDate | undefined {
  const m = ISO.exec(s);
  if (!m) return undefined;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo)) return undefined;
  return s as LocalDate;
}

export function parseLocalDate(s: string): LocalDate {
  const d = tryParseLocalDate(s);
  if (d === undefined) throw new RangeError(`"${s}" is not a calendar date in the form YYYY-MM-DD`);
  return d;
}

export function isLocalDate(s: unknown): s is LocalDate {
  return typeof s === 'string' && tryParseLocalDate(s) !== undefined;
}

export function parts(d: LocalDate): { year: number; month: number; day: number } {
  return { year: Number(d.slice(0, 4)), month: Number(d.slice(5, 7)), day: Number(d.slice(8, 10)) };
}

export function fromParts(year: number, month: number, day: number): LocalDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` as LocalDate;
}

/** Days since 1970-01-01 (Howard Hinnant's days_from_civil). */
export function toDayNumber(d: LocalDate): number {
  const { year, month, day } = parts(d);
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export function fromDayNumber(n: number): LocalDate {
  const z = n + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return fromParts(year, month, day);
}

export function addDays(d: LocalDate, n: number): LocalDate {
  return fromDayNumber(toDayNumber(d) + n);
}

/** Calendar months; a day that does not exist in the target month becomes that month's last day. */
export function addMonths(d: LocalDate, n: number): { date: LocalDate; clamped: boolean } {
  const { year, month, day } = parts(d);
  const total = year * 12 + (month - 1) + n;
  const y = Math.floor(total / 12);
  const m = total - y * 12 + 1; // not `total % 12`, which is negative for a negative total
  const last = daysInMonth(y, m);
  return { date: fromParts(y, m, Math.min(day, last)), clamped: day > last };
}

export function daysBetween(from: LocalDate, to: LocalDate): number {
  return toDayNumber(to) - toDayNumber(from);
}

export function weekday(d: LocalDate): Weekday {
  // 1970-01-01 was a Thursday.
  const idx = (((toDayNumber(d) + 3) % 7) + 7) % 7; // 0 = Monday
  return WEEKDAYS[idx]!;
}

export function weekdayName(w: Weekday): string {
  return WEEKDAY_NAMES[w];
}

/** Which occurrence of its weekday in its month the date is (1 for the first Saturday, and so on). */
export function nthOfMonth(d: LocalDate): number {
  return Math.floor((parts(d).day - 1) / 7) + 1;
}

/** "9 Aug 2026" in prose; `long` gives "9 August 2026". */
export function formatLegal(d: LocalDate, style: 'short' | 'long' = 'short'): string {
  const { year, month, day } = parts(d);
  const name = MONTH_NAMES[month - 1]!;
  return `${day} ${style === 'long' ? name : name.slice(0, 3)} ${year}`;
}

/** "3 जुलाई 2026". */
export function formatLegalHi(d: LocalDate): string {
  const { year, month, day } = parts(d);
  return `${day} ${MONTH_NAMES_HI[month - 1]} ${year}`;
}

/** "03/07/2026", the Indian numeric form. */
export function formatDmy(d: LocalDate): string {
  const { year, month, day } = parts(d);
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
}
