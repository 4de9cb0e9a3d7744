// Indian formats on screen: 03/07/2026 and "3 July 2026" / "3 जुलाई 2026"; ₹1,25,000; date input parsed from
// dd/mm/yyyy (or the yyyy-mm-dd a date picker sends) into a LocalDate.

import { rupees } from '../lib/indian-format.ts';
import type { LocalDate } from '../lib/local-date.ts';
import { addMonths, formatDmy, formatLegal, formatLegalHi, tryParseLocalDate } from '../lib/local-date.ts';
import { parseTypedDate } from '../lib/typed-date.ts';
import type { Lang } from './i18n/index.ts';

export { rupees };

const INTL_DATES = {
  as: new Intl.DateTimeFormat('as-IN', { dateStyle: 'long', timeZone: 'UTC' }),
  bn: new Intl.DateTimeFormat('bn-IN', { dateStyle: 'long', timeZone: 'UTC' }),
} as const;

/** "3 July 2026" / "3 जुलाई 2026" / "৩ জুলাই, ২০২৬" (Intl as-IN, bn-IN: issue 31). */
export function longDate(d: string, lang: Lang): string {
  const ld = tryParseLocalDate(d);
  if (!ld) return d;
  if (lang === 'as' || lang === 'bn') return INTL_DATES[lang].format(new Date(`${ld}T00:00:00Z`));
  return lang === 'hi' ? formatLegalHi(ld) : formatLegal(ld, 'long');
}

const INTL_MONEY = {
  as: new Intl.NumberFormat('as-IN', { style: 'currency', currency: 'INR' }),
  bn: new Intl.NumberFormat('bn-IN', { style: 'currency', currency: 'INR' }),
} as const;
const INTL_COUNT = { as: new Intl.NumberFormat('as-IN'), bn: new Intl.NumberFormat('bn-IN') } as const;

/** An amount in a sentence: "₹1,25,000" in English and Hindi; Intl as-IN, bn-IN ("₹ ১,২৫,০০০.০০", lakh grouping). */
export function amountIn(paise: number, lang: Lang): string {
  if (lang !== 'as' && lang !== 'bn') return rupees(paise);
  const p = BigInt(paise);
  const abs = p < 0n ? -p : p;
  // Exact: Intl formats a decimal string without passing it through a float.
  const decimal = `${p < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  return INTL_MONEY[lang].format(decimal as unknown as number);
}

/** A count of days in a sentence: "30" in English and Hindi; Intl as-IN, bn-IN ("৩০"). */
export function countIn(n: number, lang: Lang): string {
  return lang === 'as' || lang === 'bn' ? INTL_COUNT[lang].format(n) : String(n);
}

/** "03/07/2026". */
export function shortDate(d: string): string {
  const ld = tryParseLocalDate(d);
  return ld ? formatDmy(ld) : d;
}

/**
 * A typed date → LocalDate (undefined when it is not a calendar date): dd/mm/yyyy with "/", "-" or ".", ddmmyyyy,
 * yyyy-mm-dd, in ASCII or Devanagari digits. The one parser is src/lib/typed-date.ts.
 */
export function parseIndianDate(input: string): LocalDate | undefined {
  const d = parseTypedDate(input);
  // Issue 13: no typed date is before 1 January 1900 (a typing error in these proceedings).
  return d !== undefined && d >= '1900-01-01' ? d : undefined;
}

/** A six-digit Indian PIN code, not starting with 0. */
export const PIN_RE = /^[1-9][0-9]{5}$/;

/** Instants shown to people are in India's time: "3 July 2026, 14:05". */
export function instantIst(at: Date, lang: Lang): string {
  const ist = new Date(at.getTime() + 330 * 60_000);
  const d = ist.toISOString().slice(0, 10);
  return `${longDate(d, lang)}, ${ist.toISOString().slice(11, 16)}`;
}

/**
 * A typed date checked as the law's rule will check it (issue 13, point 7), with the refusal in the page's language
 * naming the limit: `past` (something that has happened) is from 1 January 1900 to today; `fixed` (a date fixed for
 * the future) from 1 January 1900 to a year after today; `any` (a calculator, a period) from 1 January 1900.
 */
export function readTypedDate(
  input: string,
  today: LocalDate,
  t: (
    key: 'date.err.format' | 'date.err.before1900' | 'date.err.future' | 'date.err.farAhead',
    p?: Record<string, string>,
  ) => string,
  lang: Lang,
  kind: 'past' | 'fixed' | 'any' = 'past',
): { date: LocalDate; error?: undefined } | { date?: undefined; error: string } {
  const d = parseTypedDate(input);
  if (d === undefined) return { error: t('date.err.format') };
  if (d < '1900-01-01') return { error: t('date.err.before1900') };
  if (kind === 'past' && d > today) return { error: t('date.err.future', { today: longDate(today, lang) }) };
  if (kind === 'fixed') {
    const latest = addMonths(today, 12).date;
    if (d > latest) return { error: t('date.err.farAhead', { latest: longDate(latest, lang) }) };
  }
  return { date: d };
}
