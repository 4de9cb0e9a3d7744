// Indian formats for documents: dates ("03/07/2026", "3 July 2026", "3 जुलाई 2026", "৪ ডিচেম্বৰ, ২০২৬") and money in
// Indian grouping. Assamese, Bengali and Bodo dates and amounts come from Intl (as-IN, bn-IN, brx-IN); case numbers,
// document ids, GRNs and article numbers are never passed through them and stay in ASCII digits.

import type { LocalDate } from '../lib/local-date.ts';
import { formatDmy, formatLegal, formatLegalHi } from '../lib/local-date.ts';
import { rupees as rupeesAscii } from '../lib/indian-format.ts';
import type { AssamLang, Lang } from './types.ts';
import { otherLanguage } from '../lib/script.ts';

export const isRegional = (l: Lang): l is AssamLang => l === 'as' || l === 'bn' || l === 'brx';

const LOCALE: Record<AssamLang, string> = { as: 'as-IN', bn: 'bn-IN', brx: 'brx-IN' };
const dateFormats = new Map<AssamLang, Intl.DateTimeFormat>();
const moneyFormats = new Map<AssamLang, Intl.NumberFormat>();

/** "3 July 2026" / "3 जुलाई 2026" / "৩ জুলাই, ২০২৬" (Intl, as-IN) / "৩ জুলাই, ২০২৬" (bn-IN) / "3 जुलाई, 2026" (brx-IN). */
export function longDate(d: LocalDate, lang: Lang): string {
  if (isRegional(lang)) {
    let f = dateFormats.get(lang);
    if (!f) {
      f = new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: 'long', timeZone: 'UTC' });
      dateFormats.set(lang, f);
    }
    return f.format(new Date(`${d}T00:00:00Z`));
  }
  return lang === 'hi' ? formatLegalHi(d) : formatLegal(d, 'long');
}

/** "03/07/2026" in every language. */
export function shortDate(d: LocalDate): string {
  return formatDmy(d);
}

// Money formatting lives in src/lib/indian-format.ts (the web portal uses it too).
export { groupIndian, rupees } from '../lib/indian-format.ts';

/** An amount in paise in the document's language: Intl with lakh grouping for Assam's languages, else "₹ 1,500.00". */
export function money(paise: number | bigint, lang: Lang): string {
  if (!isRegional(lang)) return rupeesAscii(paise);
  let f = moneyFormats.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(LOCALE[lang], { style: 'currency', currency: 'INR' });
    moneyFormats.set(lang, f);
  }
  const p = BigInt(paise);
  const abs = p < 0n ? -p : p;
  // Exact: Intl formats a decimal string without passing it through a float.
  const decimal = `${p < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  return f.format(decimal as unknown as number);
}

/** A template with English and Hindi words only: its language (a throw for Assam's languages, never English instead). */
export function base(lang: Lang): 'en' | 'hi' {
  if (isRegional(lang)) throw new Error(`this document has no ${lang} template yet`);
  return lang;
}

/** The words of Assam's three languages for one thing (a template's text for Assamese, Bengali and Bodo). */
export type Regional = Readonly<Record<AssamLang, string>>;

/**
 * Chooses the text of the document's language. A text without its Assamese, Bengali and Bodo words cannot be drawn in
 * those languages: it throws rather than put English in an Assamese document.
 */
export function tr(lang: Lang, en: string, hi: string, r?: Regional): string {
  if (isRegional(lang)) {
    if (!r) throw new Error(`no ${lang} text for "${en}"`);
    return r[lang];
  }
  return lang === 'hi' ? hi : en;
}

/**
 * An officer's words in a document of the other language (issue 30, point 7): English words in a Hindi document are
 * printed as written, marked "as recorded by the officer, in English" (and Hindi words in an English document "in
 * Hindi"); words in the document's own language, and every regional document, as they are.
 */
export function asRecorded(text: string, lang: Lang): string {
  if (lang !== 'en' && lang !== 'hi') return text;
  if (!otherLanguage(text, lang)) return text;
  return lang === 'hi'
    ? `${text} (अधिकारी द्वारा अंग्रेज़ी में यथा अभिलिखित)`
    : `${text} (as recorded by the officer, in Hindi)`;
}

/** Joins a list the way each language does in prose. */
export function list(items: readonly string[], lang: Lang): string {
  if (items.length <= 1) return items.join('');
  const and = { en: ' and ', hi: ' और ', as: ' আৰু ', bn: ' এবং ', brx: ' आरो ' }[lang];
  return `${items.slice(0, -1).join(', ')}${and}${items[items.length - 1]}`;
}
