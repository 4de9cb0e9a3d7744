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

// Money formatting lives in src/lib/indian-format.ts (the web portal uses it too).
export { groupIndian, rupees } from '../lib/indian-format.ts';

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
