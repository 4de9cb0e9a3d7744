// The small vocabularies the event catalogues share: how a notice was sent, what became of it, to whom a copy went,
// what the appeal decided; and the sentences of a service proof on the signed order sheet.

import type { LocalDate } from '../../lib/local-date.ts';
import { formatLegal, formatLegalHi } from '../../lib/local-date.ts';
import type { ServiceProof } from '../../domain/service/service.ts';
import type { Delivery } from '../cases/delivery.ts';
import { deliveryOf } from '../cases/delivery.ts';
import type { ProofLine, Sentence, SheetWords, Text } from './catalogue.ts';
import { fill } from './catalogue.ts';
import { otherLanguage } from '../../lib/script.ts';

/** The manner of service, as the party reads it. */
export const MODE: Readonly<Record<string, Text>> = {
  tender: {
    en: 'by delivering it to the person',
    hi: 'व्यक्ति को सौंपकर',
    as: 'ব্যক্তিগৰাকীক হাতে হাতে দি',
    bn: 'ব্যক্তির হাতে দিয়ে',
  },
  electronic: { en: 'by electronic means', hi: 'इलेक्ट्रॉनिक माध्यम से', as: 'ইলেকট্ৰনিক মাধ্যমেৰে', bn: 'বৈদ্যুতিন মাধ্যমে' },
  'speed-post': { en: 'by speed post', hi: 'स्पीड पोस्ट से', as: 'স্পীড পোষ্টেৰে', bn: 'স্পিড পোস্টে' },
  affixing: {
    en: 'by affixing it on the outer door',
    hi: 'बाहरी द्वार पर चिपकाकर',
    as: 'বাহিৰৰ দুৱাৰত লগাই',
    bn: 'বাইরের দরজায় লাগিয়ে',
  },
};

/** The result of an attempt at service, as the party reads it. */
export const RESULT: Readonly<Record<string, Text>> = {
  served: { en: 'served', hi: 'तामील हुई', as: 'প্ৰদান কৰা হ’ল', bn: 'পৌঁছে দেওয়া হয়েছে' },
  failed: { en: 'not served', hi: 'तामील नहीं हुई', as: 'প্ৰদান কৰিব পৰা নগ’ল', bn: 'পৌঁছানো যায়নি' },
  pending: { en: 'result awaited', hi: 'परिणाम की प्रतीक्षा', as: 'ফলাফললৈ অপেক্ষা', bn: 'ফলের অপেক্ষা' },
};

/** A party of either proceeding, as "given to ..." reads it. */
export const TO: Readonly<Record<string, Text>> = {
  contravener: {
    en: 'the person complained against',
    hi: 'जिसके विरुद्ध शिकायत की गई',
    as: 'যাৰ বিৰুদ্ধে অভিযোগ কৰা হৈছে তেওঁ',
    bn: 'যাঁর বিরুদ্ধে অভিযোগ',
  },
  complainant: { en: 'the complainant', hi: 'शिकायतकर्ता', as: 'অভিযোগকাৰী', bn: 'অভিযোগকারী' },
  appellant: { en: 'the appellant', hi: 'अपीलार्थी', as: 'আপীলকাৰী', bn: 'আপিলকারী' },
  respondent: { en: 'the respondent', hi: 'प्रत्यर्थी', as: 'প্ৰতিবাদী', bn: 'উত্তরদাতা' },
  'authorised-officer': {
    en: 'the authorised officer',
    hi: 'प्राधिकृत अधिकारी',
    as: 'ক্ষমতাপ্ৰাপ্ত বিষয়া',
    bn: 'ক্ষমতাপ্রাপ্ত আধিকারিক',
  },
};

/** What the appellate authority decided (Rule 7(11)). */
export const APPEAL_OUTCOME: Readonly<Record<string, Text>> = {
  confirm: {
    en: 'the order was confirmed',
    hi: 'आदेश पुष्ट किया गया',
    as: 'আদেশ বহাল ৰখা হৈছে',
    bn: 'আদেশ বহাল রাখা হয়েছে',
  },
  vary: {
    en: 'the order was varied',
    hi: 'आदेश परिवर्तित किया गया',
    as: 'আদেশ সংশোধন কৰা হৈছে',
    bn: 'আদেশ পরিবর্তন করা হয়েছে',
  },
  'set-aside': {
    en: 'the order was set aside',
    hi: 'आदेश अपास्त किया गया',
    as: 'আদেশ বাতিল কৰা হৈছে',
    bn: 'আদেশ রদ করা হয়েছে',
  },
};

/** What became of the notice, on every line of service (issue 14): delivered, refused, returned or pending. */
export const DELIVERY: Readonly<Record<Delivery, Text>> = {
  delivered: { en: 'delivered', hi: 'सुपुर्द हुई', as: 'বিলি কৰা হ’ল', bn: 'বিলি হয়েছে' },
  refused: {
    en: 'refused by the addressee',
    hi: 'पाने वाले ने लेने से इंकार किया',
    as: 'প্ৰাপকে ল’বলৈ অস্বীকাৰ কৰিলে',
    bn: 'প্রাপক নিতে অস্বীকার করেছেন',
  },
  returned: {
    en: 'returned undelivered',
    hi: 'बिना तामील लौटी',
    as: 'বিলি নোহোৱাকৈ ঘূৰি আহিল',
    bn: 'বিলি না হয়ে ফেরত এসেছে',
  },
  pending: {
    en: 'pending (result awaited)',
    hi: 'लंबित (परिणाम की प्रतीक्षा)',
    as: 'বাকী আছে (ফলাফললৈ অপেক্ষা)',
    bn: 'বাকি (ফলের অপেক্ষা)',
  },
};

/** Service treated as complete (Rules 4(5), 7(9)), with what became of the notice. */
export const DEEMED: Text = {
  en: 'The notice was {delivery}; service is treated as complete.',
  hi: 'सूचना: {delivery}; तामील पूर्ण मानी गई।',
  as: 'জাননী: {delivery}; প্ৰদান সম্পূৰ্ণ হোৱা বুলি গণ্য কৰা হ’ল।',
  bn: 'নোটিশ: {delivery}; পৌঁছানো সম্পূর্ণ বলে গণ্য করা হয়েছে।',
};

/** A reply's added clauses: submitted on the portal by the party; received after the period. */
export const BY_PORTAL = {
  en: ' It was submitted on the portal.',
  hi: ' यह पोर्टल पर प्रस्तुत किया गया।',
  as: ' ইয়াক পৰ্টেলত দাখিল কৰা হৈছিল।',
  bn: ' এটি পোর্টালে জমা দেওয়া হয়েছে।',
};
export const LATE = {
  en: ' It came after the period.',
  hi: ' यह अवधि के पश्चात् आया।',
  as: ' ই সময়সীমাৰ পিছত আহিছিল।',
  bn: ' এটি সময়ের পরে এসেছে।',
};

/** Words for a value the vocabulary does not know: the value itself in every language, never a blank. */
export const known = (table: Readonly<Record<string, Text>>, v: string): Text =>
  table[v] ?? { en: v, hi: v, as: v, bn: v };

/** What became of a line of service, from the event (the delivery, else the result of the attempt). */
export function outcomeOf(type: string, e: unknown, outcome: string | undefined): Text | string {
  const d = deliveryOf(type, e);
  if (d) return DELIVERY[d];
  return outcome ? known(RESULT, outcome) : '';
}

/** The outcome of a service attempt recorded, in either proceeding: the party's sentence naming what became of the
 * attempt, and the acknowledgement found later as its proof. */
export const SERVICE_OUTCOME = {
  party: (e: { readonly type: string; readonly outcome?: string }): Sentence => ({
    text: fill(
      {
        en: 'The result of a service attempt was recorded: {outcome}.',
        hi: 'तामील के प्रयास का परिणाम दर्ज किया गया: {outcome}।',
        as: 'প্ৰদানৰ প্ৰচেষ্টাৰ ফলাফল লিপিবদ্ধ কৰা হ’ল: {outcome}।',
        bn: 'পৌঁছে দেওয়ার চেষ্টার ফল লিপিবদ্ধ হয়েছে: {outcome}।',
      },
      { outcome: outcomeOf(e.type, e, e.outcome) },
    ),
  }),
  proof: (e: { readonly acknowledgementDocumentId?: string }): ProofLine | undefined =>
    e.acknowledgementDocumentId
      ? { manner: 'outcome', proof: { acknowledgementDocumentId: e.acknowledgementDocumentId } }
      : undefined,
};

/** The delivery words of a line of service on the signed order sheet ('' for any other entry). */
export function deliveryWords(type: string, e: unknown): SheetWords {
  const d = deliveryOf(type, e);
  return d ? DELIVERY[d] : { en: '', hi: '' };
}

/** The same sentence in the order sheet's two languages, each built from that language's words. */
export function both(f: (L: 'en' | 'hi') => string): SheetWords {
  return { en: f('en'), hi: f('hi') };
}

/** Dates in Assamese and Bengali as the pages give them (Intl as-IN, bn-IN, as src/web/format.ts). */
const INTL_DATES = {
  as: new Intl.DateTimeFormat('as-IN', { dateStyle: 'long', timeZone: 'UTC' }),
  bn: new Intl.DateTimeFormat('bn-IN', { dateStyle: 'long', timeZone: 'UTC' }),
} as const;

/** A date in every reader's words: "3 July 2026", "3 जुलाई 2026", "৩ জুলাই, ২০২৬" (as-IN), "৩ জুলাই, ২০২৬" (bn-IN). */
export function dateText(d: LocalDate): Text {
  const at = Date.parse(`${d}T00:00:00Z`); // the day itself, not the clock
  return {
    en: formatLegal(d, 'long'),
    hi: formatLegalHi(d),
    as: INTL_DATES.as.format(at),
    bn: INTL_DATES.bn.format(at),
  };
}

/** "3 July 2026" / "3 जुलाई 2026". */
export const dateIn = (d: LocalDate, L: 'en' | 'hi'): string =>
  L === 'hi' ? formatLegalHi(d) : formatLegal(d, 'long');

/** The manner of service on the signed order sheet. */
export const SERVICE: Readonly<Record<string, SheetWords>> = {
  tender: { en: 'by tender', hi: 'निविदान द्वारा' },
  electronic: { en: 'through electronic means', hi: 'इलेक्ट्रॉनिक साधन से' },
  'speed-post': { en: 'by speed post', hi: 'स्पीड पोस्ट द्वारा' },
  affixing: { en: 'by affixing on the outer door', hi: 'बाहरी द्वार पर चिपकाकर' },
};

/** The proof of an attempt at service, by its manner (Rule 4(5); service.ts ServiceProof), as a sentence. */
export function proofText(p: ServiceProof | undefined, L: 'en' | 'hi'): string {
  if (!p) return '';
  const tr = (en: string, hi: string): string => (L === 'hi' ? hi : en);
  const doc = (id: string | undefined, en: string, hi: string): string =>
    id ? tr(` ${en} on record (document ${id}).`, ` ${hi} अभिलेख पर (दस्तावेज़ ${id})।`) : '';
  if (p.articleNumber) return tr(`Article number ${p.articleNumber}.`, `वस्तु संख्या ${p.articleNumber}।`);
  if (p.tenderedBy || p.tenderedTo) {
    return (
      tr(
        `Tendered by ${p.tenderedBy ?? '—'} to ${p.tenderedTo ?? '—'} at ${p.at ?? '—'}.`,
        `${p.tenderedBy ?? '—'} द्वारा ${p.tenderedTo ?? '—'} को ${p.at ?? '—'} बजे निविदान।`,
      ) + doc(p.acknowledgementDocumentId, 'Acknowledgement', 'पावती')
    );
  }
  if (p.place || p.photoDocumentId) {
    const w = (p.witnesses ?? []).join(', ');
    return (
      tr(
        `Affixed at ${p.place ?? '—'} at ${p.at ?? '—'} before the witnesses ${w}.`,
        `${p.place ?? '—'} पर ${p.at ?? '—'} बजे साक्षियों ${w} के समक्ष चिपकाया गया।`,
      ) + doc(p.photoDocumentId, 'Photograph', 'फ़ोटो')
    );
  }
  if (p.address || p.messageId)
    return tr(
      `Emailed to ${p.address ?? '—'}, Message-ID ${p.messageId ?? '—'}.`,
      `${p.address ?? '—'} को ईमेल, Message-ID ${p.messageId ?? '—'}।`,
    );
  return '';
}

/**
 * An officer's or party's own words in the signed order sheet: printed as written, marked "as recorded by the
 * officer, in English" in the Hindi sheet (and "in Hindi" in the English one) when written in the other language.
 */
export function asRecorded(text: string, lang: 'en' | 'hi'): string {
  if (!otherLanguage(text, lang)) return text;
  return lang === 'hi'
    ? `${text} (अधिकारी द्वारा अंग्रेज़ी में यथा अभिलिखित)`
    : `${text} (as recorded by the officer, in Hindi)`;
}
