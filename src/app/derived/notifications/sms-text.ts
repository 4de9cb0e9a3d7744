// SMS that carry the facts (issue 30, point 6). A feature phone cannot open a link, so each message says the case
// number, what happened or is due, and the date, time and place, or the amount and the last day, in the party's
// language, within two SMS parts. The parts are counted as the networks count them: a message wholly in the GSM 7-bit
// alphabet fits 160 characters in one part and 153 a part when split (the extension characters count twice); any
// other character (Devanagari, "₹") makes the whole message UCS-2: 70 characters in one part, 67 a part when split.
// A link is added only when it still fits; a long place is shortened, never the case number, date or amount.

import type { LocalDate } from '../../../lib/local-date.ts';
import { regionalDraft } from './sms-regional.ts';

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

export interface SmsCount {
  readonly encoding: 'gsm-7' | 'ucs-2';
  /** Septets (GSM) or UTF-16 code units (UCS-2). */
  readonly units: number;
  readonly parts: number;
}

export function smsCount(text: string): SmsCount {
  let septets = 0;
  let gsm = true;
  for (const ch of text) {
    if (GSM_BASIC.includes(ch)) septets += 1;
    else if (GSM_EXTENDED.includes(ch)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (gsm) return { encoding: 'gsm-7', units: septets, parts: septets <= 160 ? 1 : Math.ceil(septets / 153) };
  const units = text.length;
  return { encoding: 'ucs-2', units, parts: units <= 70 ? 1 : Math.ceil(units / 67) };
}

export const SMS_MAX_PARTS = 2;

export interface SmsFacts {
  readonly lang: 'en' | 'hi' | 'as' | 'bn';
  readonly caseNumber: string;
  readonly template: string;
  readonly issuedOn: LocalDate;
  readonly hearingOn?: LocalDate;
  readonly hearingAt?: { readonly time?: string; readonly place?: string; readonly link?: string };
  readonly electronic?: boolean;
  /** The amounts an order or an appellate order leaves standing, in paise. */
  readonly amounts?: {
    readonly penaltyPaise: number;
    readonly compensationPaise: number;
    readonly expensesPaise: number;
    readonly chargesPaise: number;
  };
  readonly dismissed?: boolean;
  readonly outcome?: 'confirm' | 'vary' | 'set-aside';
  /** The last day to deposit the penalty. */
  readonly depositDueOn?: LocalDate;
  readonly replyDays?: number;
}

/** dd/mm/yyyy: short, and the same in both languages. */
const dmy = (d: LocalDate): string => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;

/** Indian grouping of whole rupees (12,34,567); "Rs" in English keeps the message in the GSM alphabet. */
function rupees(paise: number, lang: 'en' | 'hi' | 'as' | 'bn'): string {
  const r = Math.floor(paise / 100);
  const s = String(r);
  const last3 = s.slice(-3);
  const rest = s.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  const grouped = rest ? `${rest},${last3}` : last3;
  const p = paise % 100;
  const whole = p ? `${grouped}.${String(p).padStart(2, '0')}` : grouped;
  return lang === 'hi' ? `₹${whole}` : `Rs ${whole}`;
}

const TITLE: Readonly<Record<string, { en: string; hi: string }>> = {
  'form-1': { en: 'complaint received', hi: 'शिकायत प्राप्त' },
  'form-2': { en: 'show-cause notice issued', hi: 'कारण बताओ सूचना जारी' },
  'hearing-notice': { en: 'hearing', hi: 'सुनवाई' },
  summons: { en: 'summons issued', hi: 'समन जारी' },
  'reply-extension-order': { en: 'reply period extended', hi: 'उत्तर की अवधि बढ़ी' },
  'ex-parte-record': { en: 'case to proceed ex parte', hi: 'एकपक्षीय कार्यवाही' },
  'final-order': { en: 'order passed', hi: 'आदेश पारित' },
  'proceedings-extension-order': { en: 'period of proceedings extended', hi: 'कार्यवाही की अवधि बढ़ी' },
  'payment-receipt': { en: 'deposit received', hi: 'जमा प्राप्त' },
  'recovery-referral': { en: 'penalty referred to the Board for recovery', hi: 'शास्ति वसूली हेतु बोर्ड को संदर्भित' },
  'form-3': { en: 'appeal received', hi: 'अपील प्राप्त' },
  'defect-intimation': { en: 'defects in the appeal to correct', hi: 'अपील की त्रुटियाँ सुधारें' },
  'registration-refusal-order': { en: 'appeal not registered', hi: 'अपील पंजीकृत नहीं' },
  'respondent-notice': { en: 'notice of appeal issued', hi: 'अपील की सूचना जारी' },
  'appellate-order': { en: 'order on the appeal', hi: 'अपील पर आदेश' },
};

const OUTCOME = {
  confirm: { en: 'order confirmed', hi: 'आदेश पुष्ट' },
  vary: { en: 'order varied', hi: 'आदेश परिवर्तित' },
  'set-aside': { en: 'order set aside, nothing to pay', hi: 'आदेश अपास्त, कुछ देय नहीं' },
} as const;

/**
 * The amounts in a few words: "penalty Rs 2,000 to deposit by 29/10/2026; compensation Rs 10,000 to the complainant";
 * compact, the heads paid to the complainant go as one sum: "to the complainant Rs 10,500".
 */
function amountWords(f: SmsFacts & { readonly lang: 'en' | 'hi' }, compact = false): string {
  const a = f.amounts;
  if (!a) return '';
  const hi = f.lang === 'hi';
  const bits: string[] = [];
  const due = f.depositDueOn ? dmy(f.depositDueOn) : undefined;
  if (a.penaltyPaise > 0) {
    const r = rupees(a.penaltyPaise, f.lang);
    if (hi) bits.push(`शास्ति ${r}${due ? `, ${due} तक${compact ? '' : ' जमा'}` : ''}`);
    else bits.push(`penalty ${r}${due ? (compact ? ` by ${due}` : ` to deposit by ${due}`) : ''}`);
  }
  const toComplainant = a.compensationPaise + a.expensesPaise + a.chargesPaise;
  if (toComplainant > 0) {
    const r = rupees(toComplainant, f.lang);
    const onlyCompensation = toComplainant === a.compensationPaise;
    if (compact) bits.push(hi ? `शिकायतकर्ता को ${r}` : `to the complainant ${r}`);
    else if (onlyCompensation) bits.push(hi ? `प्रतिकर ${r} शिकायतकर्ता को` : `compensation ${r} to the complainant`);
    else
      bits.push(
        hi ? `प्रतिकर, व्यय, प्रभार ${r} शिकायतकर्ता को` : `compensation, expenses, charges ${r} to the complainant`,
      );
  }
  return bits.join('; ');
}

/** The message without the link, with the place (the only part that may be shortened) given separately. */
function draft(f: SmsFacts, compact = false): { head: string; place?: string; tail: string } {
  if (f.lang === 'as' || f.lang === 'bn')
    return regionalDraft({ ...f, lang: f.lang }, (d) => dmy(d as LocalDate), compact);
  const e = { ...f, lang: f.lang };
  const hi = f.lang === 'hi';
  const title = TITLE[f.template]?.[f.lang] ?? (hi ? 'दस्तावेज़ जारी' : 'document issued');
  const c = hi ? `मामला ${f.caseNumber}` : `Case ${f.caseNumber}`;
  if (f.hearingOn) {
    const time = f.hearingAt?.time ? (hi ? `, ${f.hearingAt.time} बजे` : ` at ${f.hearingAt.time}`) : '';
    const place = f.electronic ? undefined : f.hearingAt?.place;
    const how = f.electronic
      ? hi
        ? '। वीडियो से उपस्थित हों; लिंक सूचना में है।'
        : '. Join by video; the link is in the notice.'
      : hi
        ? '। स्वयं या वकील द्वारा उपस्थित हों।'
        : '. Attend in person or through a lawyer.';
    return {
      head: `${c}: ${title} ${dmy(f.hearingOn)}${time}${place ? ', ' : ''}`,
      ...(place ? { place } : {}),
      tail: how,
    };
  }
  if (f.template === 'appellate-order' && f.outcome) {
    const what = OUTCOME[f.outcome][f.lang];
    const amounts = f.outcome === 'set-aside' ? '' : amountWords(e, compact);
    return {
      head: hi
        ? `${c}: अपील पर ${dmy(f.issuedOn)} को ${what}${amounts ? `; ${amounts}` : ''}।`
        : `${c}: ${title} ${dmy(f.issuedOn)}: ${what}${amounts ? `; ${amounts}` : ''}.`,
      tail: '',
    };
  }
  if (f.template === 'final-order') {
    const amounts = f.dismissed ? (hi ? 'शिकायत खारिज' : 'complaint dismissed') : amountWords(e);
    return { head: `${c}: ${title} ${dmy(f.issuedOn)}${amounts ? `: ${amounts}` : ''}${hi ? '।' : '.'}`, tail: '' };
  }
  if (f.template === 'form-2' || f.template === 'respondent-notice') {
    const reply = f.replyDays
      ? hi
        ? ` तामील से ${f.replyDays} दिन में उत्तर दें।`
        : ` Reply within ${f.replyDays} days of service.`
      : '';
    return { head: `${c}: ${title} ${dmy(f.issuedOn)}${hi ? '।' : '.'}${reply}`, tail: '' };
  }
  if (f.depositDueOn)
    return {
      head: hi
        ? `${c}: ${title} ${dmy(f.issuedOn)}। शास्ति ${dmy(f.depositDueOn)} तक जमा करें।`
        : `${c}: ${title} ${dmy(f.issuedOn)}. Deposit the penalty by ${dmy(f.depositDueOn)}.`,
      tail: '',
    };
  return { head: `${c}: ${title} ${dmy(f.issuedOn)}${hi ? '।' : '.'}`, tail: '' };
}

/**
 * The SMS for an issued document: the facts first, the link (where to read or claim the case) only when it fits in
 * two parts; a place too long for two parts is shortened with "…".
 */
export function documentSms(f: SmsFacts, link?: string): string {
  const fits = (s: string): boolean => smsCount(s).parts <= SMS_MAX_PARTS;
  let last = '';
  for (const compact of [false, true]) {
    const d = draft(f, compact);
    const compose = (place: string | undefined, withLink: boolean): string =>
      `${d.head}${place ?? ''}${d.tail}${withLink && link ? ` ${link}` : ''}`;
    const full = compose(d.place, true);
    if (fits(full)) return full;
    const noLink = compose(d.place, false);
    if (fits(noLink)) return noLink;
    const more = f.lang === 'en' ? '...' : '…';
    let place = d.place ?? '';
    while (place.length > 8 && !fits(compose(`${place}${more}`, false))) place = place.slice(0, -1).trimEnd();
    last = compose(place ? `${place}${more}` : undefined, false);
    if (fits(last)) return last;
  }
  // Last: the case number stands without the word "case" before it.
  return last.replace(/^(मामला|Case|গোচৰ|মামলা) /, '');
}
