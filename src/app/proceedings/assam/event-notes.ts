// The notes the Assam track's catalogue (events.ts) adds to cognizance and conviction, in every reader's language.

import type { ImprisonmentTerm } from '../../../domain/assam/imprisonment-term.ts';
import type { DefaultTermReading } from '../../../domain/assam/default-term.ts';
import type { AssamEvent, LimitationNote } from '../../../domain/assam/events.ts';
import { formatLegal, formatLegalHi } from '../../../lib/local-date.ts';
import type { LocalDate } from '../../../lib/local-date.ts';
import type { Text } from '../catalogue.ts';
import { join } from '../catalogue.ts';

/** Dates in Assamese and Bengali as the pages give them (Intl as-IN, bn-IN, as src/web/format.ts). */
const INTL_DATES = {
  as: new Intl.DateTimeFormat('as-IN', { dateStyle: 'long', timeZone: 'UTC' }),
  bn: new Intl.DateTimeFormat('bn-IN', { dateStyle: 'long', timeZone: 'UTC' }),
} as const;

// The notes the law's reading adds to cognizance and conviction, worded here from the facts the event carries (the
// code by the day of cognizance, the dates, the term, the quarter), never by translating the domain's English. The
// disputed reading of the term in default (I-271) and the unverified start of the period (I-273) stay flagged in every
// language. Hindi terms from law/glossary-hi.md; the codes' Hindi abbreviations as the judgment form gives them.

const dated = (d: LocalDate): Text => {
  const at = Date.parse(`${d}T00:00:00Z`); // the day itself, not the clock
  return { en: formatLegal(d), hi: formatLegalHi(d), as: INTL_DATES.as.format(at), bn: INTL_DATES.bn.format(at) };
};

/** The limitation by the day of cognizance (CrPC s.468 / BNSS s.514), counted from the offence (s.469 / s.515). */
export function limitationWords(n: LimitationNote): Text | undefined {
  if (n.basis === undefined) return undefined;
  const bnss = n.basis.includes('in.bnss2023.s514');
  const code = bnss
    ? {
        bar: { en: 'BNSS s.514', hi: 'भा.ना.सु.सं. धारा 514', as: 'BNSS ধাৰা 514', bn: 'BNSS ধারা 514' },
        start: { en: 'BNSS s.515', hi: 'भा.ना.सु.सं. धारा 515', as: 'BNSS ধাৰা 515', bn: 'BNSS ধারা 515' },
        condone: { en: 'BNSS s.519', hi: 'भा.ना.सु.सं. धारा 519', as: 'BNSS ধাৰা 519', bn: 'BNSS ধারা 519' },
      }
    : {
        bar: { en: 'CrPC s.468', hi: 'दं.प्र.सं. धारा 468', as: 'CrPC ধাৰা 468', bn: 'CrPC ধারা 468' },
        start: { en: 'CrPC s.469', hi: 'दं.प्र.सं. धारा 469', as: 'CrPC ধাৰা 469', bn: 'CrPC ধারা 469' },
        condone: { en: 'CrPC s.473', hi: 'दं.प्र.सं. धारा 473', as: 'CrPC ধাৰা 473', bn: 'CrPC ধারা 473' },
      };
  const six = dated(n.sixMonthsEndOn);
  const one = dated(n.oneYearEndOn);
  const within = (ok: boolean): Text =>
    ok
      ? {
          en: 'the report was made within it',
          hi: 'रिपोर्ट इसके भीतर की गई',
          as: 'প্ৰতিবেদন ইয়াৰ ভিতৰত দিয়া হৈছিল',
          bn: 'প্রতিবেদন এর মধ্যে দেওয়া হয়েছিল',
        }
      : {
          en: `the report was made after it: the court may condone the delay (${code.condone.en})`,
          hi: `रिपोर्ट इसके बाद की गई: न्यायालय विलंब को क्षमा कर सकता है (${code.condone.hi})`,
          as: `প্ৰতিবেদন ইয়াৰ পিছত দিয়া হৈছিল: আদালতে পলম মাৰ্জনা কৰিব পাৰে (${code.condone.as})`,
          bn: `প্রতিবেদন এর পরে দেওয়া হয়েছিল: আদালত বিলম্ব মার্জনা করতে পারেন (${code.condone.bn})`,
        };
  const w6 = within(n.reportWithinSixMonths);
  const w1 = within(n.reportWithinOneYear);
  const on = n.cognizanceOn ? dated(n.cognizanceOn) : undefined;
  const head: Text = on
    ? {
        en: `${code.bar.en} (cognizance on ${on.en})`,
        hi: `${code.bar.hi} (संज्ञान ${on.hi} को लिया गया)`,
        as: `${code.bar.as} (${on.as} তাৰিখে সংজ্ঞান লোৱা হৈছিল)`,
        bn: `${code.bar.bn} (${on.bn} তারিখে আমলে নেওয়া হয়েছিল)`,
      }
    : code.bar;
  const body: Text =
    n.applies === undefined
      ? {
          en: `${head.en}: six months from the offence (to ${six.en}) if the offence is punishable with fine only (a first offence), one year (to ${one.en}) if imprisonment is possible (a subsequent offence). Six months: ${w6.en}; one year: ${w1.en}.`,
          hi: `${head.hi}: यदि अपराध केवल जुर्माने से दंडनीय है (प्रथम अपराध) तो अपराध से छह महीने (${six.hi} तक), यदि कारावास संभव है (पश्चात्वर्ती अपराध) तो एक वर्ष (${one.hi} तक)। छह महीने: ${w6.hi}; एक वर्ष: ${w1.hi}।`,
          as: `${head.as}: অপৰাধটো কেৱল অৰ্থদণ্ডৰে দণ্ডনীয় হ’লে (প্ৰথম অপৰাধ) অপৰাধৰ পৰা ছমাহ (${six.as}লৈ), কাৰাদণ্ড সম্ভৱ হ’লে (পৰৱৰ্তী অপৰাধ) এবছৰ (${one.as}লৈ)। ছমাহ: ${w6.as}; এবছৰ: ${w1.as}।`,
          bn: `${head.bn}: অপরাধ কেবল আদালতের জরিমানায় দণ্ডনীয় হলে (প্রথম অপরাধ) অপরাধ থেকে ছয় মাস (${six.bn} পর্যন্ত), কারাদণ্ড সম্ভব হলে (পরবর্তী অপরাধ) এক বছর (${one.bn} পর্যন্ত)। ছয় মাস: ${w6.bn}; এক বছর: ${w1.bn}।`,
        }
      : n.applies === 'six-months'
        ? {
            en: `${head.en}: a first offence under section 26 (Assam) is punishable with fine only: six months from the offence, to ${six.en}; ${w6.en}.`,
            hi: `${head.hi}: धारा 26 (असम) के अधीन प्रथम अपराध केवल जुर्माने से दंडनीय है: अपराध से छह महीने, ${six.hi} तक; ${w6.hi}।`,
            as: `${head.as}: ধাৰা 26 (অসম)ৰ অধীনত প্ৰথম অপৰাধ কেৱল অৰ্থদণ্ডৰে দণ্ডনীয়: অপৰাধৰ পৰা ছমাহ, ${six.as}লৈ; ${w6.as}।`,
            bn: `${head.bn}: ধারা 26 (আসাম)-এর অধীনে প্রথম অপরাধ কেবল আদালতের জরিমানায় দণ্ডনীয়: অপরাধ থেকে ছয় মাস, ${six.bn} পর্যন্ত; ${w6.bn}।`,
          }
        : {
            en: `${head.en}: a subsequent offence under section 26 (Assam) is punishable with simple imprisonment as an alternative to the fine: one year from the offence, to ${one.en}; ${w1.en}.`,
            hi: `${head.hi}: धारा 26 (असम) के अधीन पश्चात्वर्ती अपराध जुर्माने के विकल्प में सादा कारावास से दंडनीय है: अपराध से एक वर्ष, ${one.hi} तक; ${w1.hi}।`,
            as: `${head.as}: ধাৰা 26 (অসম)ৰ অধীনত পৰৱৰ্তী অপৰাধ অৰ্থদণ্ডৰ বিকল্প হিচাপে বিনাশ্ৰম কাৰাদণ্ডৰে দণ্ডনীয়: অপৰাধৰ পৰা এবছৰ, ${one.as}লৈ; ${w1.as}।`,
            bn: `${head.bn}: ধারা 26 (আসাম)-এর অধীনে পরবর্তী অপরাধ আদালতের জরিমানার বিকল্প হিসেবে বিনাশ্রম কারাদণ্ডে দণ্ডনীয়: অপরাধ থেকে এক বছর, ${one.bn} পর্যন্ত; ${w1.bn}।`,
          };
  const start: Text = {
    en: ` The period is counted from the date of the offence (${code.start.en}, the portal's reading, not verified against the text: it may start later where the offence or the offender was not known; the court decides).`,
    hi: ` अवधि अपराध की तारीख से गिनी गई है (${code.start.hi}; यह पोर्टल का पठन है, पाठ से सत्यापित नहीं: जहाँ अपराध या अपराधी ज्ञात नहीं था वहाँ यह बाद में आरंभ हो सकती है; निर्णय न्यायालय करता है)।`,
    as: ` সময়সীমা অপৰাধৰ তাৰিখৰ পৰা গণনা কৰা হৈছে (${code.start.as}; এয়া পৰ্টেলৰ পাঠ, আইনৰ পাঠৰ সৈতে পৰীক্ষা কৰা হোৱা নাই: অপৰাধ বা অপৰাধী জ্ঞাত নাথাকিলে ই পিছত আৰম্ভ হ’ব পাৰে; সিদ্ধান্ত আদালতে লয়)।`,
    bn: ` সময়সীমা অপরাধের তারিখ থেকে গোনা হয়েছে (${code.start.bn}; এটি পোর্টালের পাঠ, আইনের পাঠের সঙ্গে যাচাই করা হয়নি: অপরাধ বা অপরাধী জানা না থাকলে এটি পরে শুরু হতে পারে; সিদ্ধান্ত আদালতের)।`,
  };
  return join(body, start);
}

const termWords = (t: ImprisonmentTerm): Text => {
  const en = [
    t.months === 0 ? '' : `${t.months} month${t.months === 1 ? '' : 's'}`,
    t.days === 0 ? '' : `${t.days} day${t.days === 1 ? '' : 's'}`,
  ];
  const hi = [
    t.months === 0 ? '' : `${t.months} ${t.months === 1 ? 'महीना' : 'महीने'}`,
    t.days === 0 ? '' : `${t.days} दिन`,
  ];
  const as = [t.months === 0 ? '' : `${t.months} মাহ`, t.days === 0 ? '' : `${t.days} দিন`];
  const bn = [t.months === 0 ? '' : `${t.months} মাস`, t.days === 0 ? '' : `${t.days} দিন`];
  return {
    en: en.filter(Boolean).join(' '),
    hi: hi.filter(Boolean).join(' '),
    as: as.filter(Boolean).join(' '),
    bn: bn.filter(Boolean).join(' '),
  };
};

/** The term in default of the fine for a subsequent offence: a disputed reading, flagged (I-271), never settled. */
function defaultTermWords(r: DefaultTermReading, t: ImprisonmentTerm): Text {
  const law = r.basis.includes('in.bns2023.s8')
    ? { en: 'BNS s.8', hi: 'भा.न्या.सं. धारा 8', as: 'BNS ধাৰা 8', bn: 'BNS ধারা 8' }
    : { en: 'IPC s.65', hi: 'भा.दं.सं. धारा 65', as: 'IPC ধাৰা 65', bn: 'IPC ধারা 65' };
  const term = termWords(t);
  const months: Text =
    r.maxMonths === undefined
      ? { en: "the section's term", hi: 'धारा की अवधि', as: 'ধাৰাটোৰ ম্যাদ', bn: 'ধারার মেয়াদ' }
      : {
          en: `the section's "${r.maxMonths} months"`,
          hi: `धारा के "${r.maxMonths} महीने"`,
          as: `ধাৰাটোৰ "${r.maxMonths} মাহ"`,
          bn: `ধারার "${r.maxMonths} মাস"`,
        };
  return {
    en:
      `A disputed reading, not settled by the portal: the term in default of the fine for a subsequent offence under section 26 (Assam) is ${term.en} as the court imposed it. ` +
      `One reading takes ${months.en} as the term in default; the other takes them as the alternative punishment, and ${law.en} then limits a term in default to a quarter of the longest term fixed for the offence (about ${r.quarterDays} days). ` +
      (r.withinQuarter
        ? 'The term is within a quarter, so within both readings.'
        : 'The term is longer than a quarter, so it stands only on the first reading.'),
    hi:
      `यह एक विवादित पठन है, जिसे पोर्टल तय नहीं करता: धारा 26 (असम) के अधीन पश्चात्वर्ती अपराध के लिए जुर्माना देने में व्यतिक्रम होने पर सादा कारावास की अवधि ${term.hi} है, जैसी न्यायालय ने अधिरोपित की। ` +
      `एक पठन ${months.hi} को व्यतिक्रम की अवधि मानता है; दूसरा उन्हें वैकल्पिक दंड मानता है, और तब ${law.hi} व्यतिक्रम की अवधि को अपराध के लिए नियत सबसे लंबी अवधि के एक-चौथाई (लगभग ${r.quarterDays} दिन) तक सीमित करती है। ` +
      (r.withinQuarter
        ? 'यह अवधि एक-चौथाई के भीतर है, अतः दोनों पठनों के भीतर है।'
        : 'यह अवधि एक-चौथाई से अधिक है, अतः यह केवल पहले पठन पर ही टिकती है।'),
    as:
      `এটা বিতৰ্কিত পাঠ, যাক পৰ্টেলে নিষ্পত্তি নকৰে: ধাৰা 26 (অসম)ৰ অধীনত পৰৱৰ্তী অপৰাধৰ বাবে অৰ্থদণ্ড পৰিশোধ নকৰিলে বিনাশ্ৰম কাৰাদণ্ডৰ ম্যাদ ${term.as}, আদালতে যিদৰে আৰোপ কৰিছে। ` +
      `এটা পাঠে ${months.as} অৰ্থদণ্ড পৰিশোধ নকৰাৰ ম্যাদ বুলি ধৰে; আনটো পাঠে সেয়া বিকল্প দণ্ড বুলি ধৰে, আৰু তেতিয়া ${law.as}-এ অৰ্থদণ্ড পৰিশোধ নকৰাৰ ম্যাদ অপৰাধৰ বাবে নিৰ্ধাৰিত আটাইতকৈ দীঘল ম্যাদৰ এক-চতুৰ্থাংশলৈ (প্ৰায় ${r.quarterDays} দিন) সীমিত কৰে। ` +
      (r.withinQuarter
        ? 'ম্যাদটো এক-চতুৰ্থাংশৰ ভিতৰত, গতিকে দুয়োটা পাঠৰ ভিতৰত।'
        : 'ম্যাদটো এক-চতুৰ্থাংশতকৈ দীঘল, গতিকে ই কেৱল প্ৰথম পাঠতহে টিকে।'),
    bn:
      `এটি বিতর্কিত পাঠ, যা পোর্টাল নিষ্পত্তি করে না: ধারা 26 (আসাম)-এর অধীনে পরবর্তী অপরাধের জন্য আদালতের জরিমানা অনাদায়ে বিনাশ্রম কারাদণ্ডের মেয়াদ ${term.bn}, যেমন আদালত আরোপ করেছেন। ` +
      `একটি পাঠ ${months.bn}-কে জরিমানা অনাদায়ের মেয়াদ ধরে; অন্যটি সেগুলিকে বিকল্প দণ্ড ধরে, এবং তখন ${law.bn} জরিমানা অনাদায়ের মেয়াদকে অপরাধের জন্য নির্ধারিত দীর্ঘতম মেয়াদের এক-চতুর্থাংশে (প্রায় ${r.quarterDays} দিন) সীমিত করে। ` +
      (r.withinQuarter
        ? 'মেয়াদটি এক-চতুর্থাংশের মধ্যে, তাই দুটি পাঠেরই মধ্যে।'
        : 'মেয়াদটি এক-চতুর্থাংশের বেশি, তাই এটি কেবল প্রথম পাঠেই টেকে।'),
  };
}

/** The conviction's notes: the limitation that applies by the classification, then the disputed default term. */
export function convictionNote(e: Extract<AssamEvent, { type: 'accused-convicted' }>): Text | undefined {
  const lim = e.limitation ? limitationWords(e.limitation) : undefined;
  const t = e.sentence.defaultImprisonment;
  const dt = e.defaultTerm && t ? defaultTermWords(e.defaultTerm, t) : undefined;
  if (e.limitation && !lim) return undefined; // an old note without its code: the recorded words stand
  const parts = [lim, dt].filter((x): x is Text => x !== undefined);
  if (parts.length === 0) return undefined;
  return parts.length === 1 ? parts[0] : join(parts[0]!, { en: ' ', hi: ' ', as: ' ', bn: ' ' }, parts[1]!);
}
