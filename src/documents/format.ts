// Indian formats for documents: dates ("03/07/2026", "3 July 2026", "3 जुलाई 2026") and money in Indian grouping.

import type { LocalDate } from '../lib/local-date.ts';
import { formatDmy, formatLegal, formatLegalHi } from '../lib/local-date.ts';
import type { Lang } from './types.ts';

/** "3 July 2026" / "3 जुलाई 2026". */
export function longDate(d: LocalDate, lang: Lang): string {
  return lang === 'hi' ? formatLegalHi(d) : formatLegal(d, 'long');
}

/** "03/07/2026" in both languages. */
export function shortDate(d: LocalDate): string {
  return formatDmy(d);
}

/** Indian digit grouping: 125000 → "1,25,000". */
export function groupIndian(n: number): string {
  const s = String(Math.trunc(Math.abs(n)));
  if (s.length <= 3) return s;
  const last3 = s.slice(-3);
  const rest = s.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${rest},${last3}`;
}

/** Integer paise → "₹1,25,000" (whole rupees) or "₹1,25,000.50". */
export function rupees(paise: number): string {
  if (!Number.isInteger(paise)) throw new RangeError(`money must be whole paise, got ${paise}`);
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const r = Math.floor(abs / 100);
  const p = abs % 100;
  return `${sign}₹${groupIndian(r)}${p === 0 ? '' : `.${String(p).padStart(2, '0')}`}`;
}

/** Chooses the text of the document's language. */
export function tr(lang: Lang, en: string, hi: string): string {
  return lang === 'hi' ? hi : en;
}

/** Joins a list the way each language does in prose. */
export function list(items: readonly string[], lang: Lang): string {
  if (items.length <= 1) return items.join('');
  const and = lang === 'hi' ? ' और ' : ' and ';
  return `${items.slice(0, -1).join(', ')}${and}${items[items.length - 1]}`;
}
