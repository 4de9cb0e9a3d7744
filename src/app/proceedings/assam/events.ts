// The Assam track's event catalogue (s.26, s.26A of the Act as amended in Assam): every event of the domain's
// AssamEvent union with the officer's line, the sentence a reader of the record is shown, and the documents it issues.
// Typed against the union: an event without its entry does not compile. Hindi terms from law/glossary-hi.md.

import type { ImprisonmentTerm } from '../../../domain/assam/imprisonment-term.ts';
import type { DefaultTermReading } from '../../../domain/assam/default-term.ts';
import type { AssamEvent, LimitationNote } from '../../../domain/assam/events.ts';
import { formatLegal, formatLegalHi } from '../../../lib/local-date.ts';
import type { LocalDate } from '../../../lib/local-date.ts';
import type { EventCatalogue, Text } from '../catalogue.ts';
import { join } from '../catalogue.ts';

/** An event the record states in one sentence for every reader, with its short line for the officer's list. */
const plain = (officer: Text, sentence: Text) => ({ officer, party: () => ({ text: sentence }) });

export const ASSAM_EVENTS: EventCatalogue<AssamEvent> = {
  'written-report-made': {
    ...plain(
      { en: 'Written report made (s.26A)', hi: 'लिखित रिपोर्ट की गई (धारा 26क)' },
      { en: 'A written report of the offence was made.', hi: 'अपराध की लिखित रिपोर्ट की गई।' },
    ),
    issues: ['assam-s26a-report'], // s.26A (Assam)
  },
  'report-forwarded': {
    ...plain(
      { en: 'Report forwarded to the court', hi: 'रिपोर्ट न्यायालय को भेजी गई' },
      { en: 'The report was forwarded to the court.', hi: 'रिपोर्ट न्यायालय को भेजी गई।' },
    ),
    issues: [],
  },
  'cognizance-taken': {
    ...plain(
      { en: 'Cognizance taken by the court', hi: 'न्यायालय द्वारा संज्ञान लिया गया' },
      { en: 'The court took cognizance of the offence.', hi: 'न्यायालय ने अपराध का संज्ञान लिया।' },
    ),
    issues: [],
    note: (e) => ('basis' in e.limitation ? limitationWords(e.limitation) : undefined),
  },
  'summons-served': {
    ...plain(
      { en: 'Summons served on the accused', hi: 'अभियुक्त पर समन की तामील' },
      { en: "The court's summons was served on the accused.", hi: 'न्यायालय के समन की तामील अभियुक्त पर की गई।' },
    ),
    issues: [],
  },
  'appearance-recorded': {
    ...plain(
      { en: 'Appearance of the accused recorded', hi: 'अभियुक्त की उपस्थिति अभिलिखित' },
      {
        en: 'Whether the accused appeared before the court was recorded.',
        hi: 'अभियुक्त न्यायालय के समक्ष उपस्थित हुआ या नहीं, यह अभिलिखित किया गया।',
      },
    ),
    issues: [],
  },
  'accused-acquitted': {
    ...plain(
      { en: 'Accused acquitted', hi: 'अभियुक्त दोषमुक्त' },
      { en: 'The accused was acquitted.', hi: 'अभियुक्त को दोषमुक्त किया गया।' },
    ),
    issues: [],
  },
  'accused-convicted': {
    ...plain(
      { en: 'Accused convicted', hi: 'अभियुक्त की दोषसिद्धि' },
      { en: 'The accused was convicted.', hi: 'अभियुक्त को दोषसिद्ध किया गया।' },
    ),
    issues: [],
    note: (e) => convictionNote(e),
  },
  'compensation-ordered': {
    officer: { en: 'Compensation ordered', hi: 'प्रतिकर का आदेश' },
    party: (e) => ({
      text: {
        en: 'Compensation of {amount} was ordered, to be paid by {date}.',
        hi: '{amount} के प्रतिकर का आदेश दिया गया, जिसे {date} तक देना है।',
      },
      amountPaise: e.amountRupees * 100,
      date: e.payBy,
    }),
    issues: [],
  },
  // Issue 27: the accused's application to adjourn a sitting, and the court's order, with reasons.
  'adjournment-applied': {
    officer: { en: 'Application to adjourn the sitting', hi: 'पेशी के स्थगन का आवेदन' },
    party: (e) => ({
      text: {
        en: `The accused applied to the court to adjourn the sitting of {date}: ${e.reasons}`,
        hi: `अभियुक्त ने {date} की पेशी स्थगित करने के लिए न्यायालय से आवेदन किया: ${e.reasons}`,
      },
      date: e.from,
    }),
    issues: [],
  },
  'adjournment-ordered': {
    officer: { en: 'Adjournment of the sitting ordered or refused', hi: 'पेशी के स्थगन का आदेश या अस्वीकृति' },
    party: (e) =>
      e.granted
        ? {
            text:
              e.soughtBy === 'accused'
                ? {
                    en: `On the accused's application, the court adjourned the sitting to {date}. Reasons: ${e.reasons}`,
                    hi: `अभियुक्त के आवेदन पर न्यायालय ने पेशी {date} तक स्थगित की। कारण: ${e.reasons}`,
                  }
                : {
                    en: `The court adjourned the sitting of its own motion to {date}. Reasons: ${e.reasons}`,
                    hi: `न्यायालय ने स्वप्रेरणा से पेशी {date} तक स्थगित की। कारण: ${e.reasons}`,
                  },
            ...(e.to !== undefined ? { date: e.to } : {}),
          }
        : {
            text: {
              en: `The court refused the accused's application to adjourn the sitting of {date}. Reasons: ${e.reasons}`,
              hi: `न्यायालय ने {date} की पेशी स्थगित करने का अभियुक्त का आवेदन अस्वीकार किया। कारण: ${e.reasons}`,
            },
            date: e.from,
          },
    issues: [],
  },
  'compensation-paid': {
    ...plain(
      { en: 'Compensation paid', hi: 'प्रतिकर दिया गया' },
      { en: 'The compensation was paid.', hi: 'प्रतिकर दिया गया।' },
    ),
    issues: [],
  },
  'compensation-defaulted': {
    ...plain(
      { en: 'Compensation not paid in time', hi: 'प्रतिकर समय पर नहीं दिया गया' },
      { en: 'The compensation was not paid in time.', hi: 'प्रतिकर समय पर नहीं दिया गया।' },
    ),
    issues: [],
  },
  'cattle-forfeited': {
    ...plain({ en: 'Cattle forfeited', hi: 'पशु समपहृत' }, { en: 'The cattle were forfeited.', hi: 'पशु समपहृत किए गए।' }),
    issues: [],
  },
  'cattle-auctioned': {
    ...plain(
      { en: 'Cattle auctioned', hi: 'पशु नीलाम' },
      { en: 'The cattle were sold by auction.', hi: 'पशु नीलाम किए गए।' },
    ),
    issues: [],
  },
};

// The notes the law's reading adds to cognizance and conviction, worded here from the facts the event carries (the
// code by the day of cognizance, the dates, the term, the quarter), never by translating the domain's English. The
// disputed reading of the term in default (I-271) and the unverified start of the period (I-273) stay flagged in every
// language. Hindi terms from law/glossary-hi.md; the codes' Hindi abbreviations as the judgment form gives them.

const dated = (d: LocalDate): Text => ({ en: formatLegal(d), hi: formatLegalHi(d) });

/** The limitation by the day of cognizance (CrPC s.468 / BNSS s.514), counted from the offence (s.469 / s.515). */
function limitationWords(n: LimitationNote): Text | undefined {
  if (n.basis === undefined) return undefined;
  const bnss = n.basis.includes('in.bnss2023.s514');
  const code = bnss
    ? {
        bar: { en: 'BNSS s.514', hi: 'भा.ना.सु.सं. धारा 514' },
        start: { en: 'BNSS s.515', hi: 'भा.ना.सु.सं. धारा 515' },
        condone: { en: 'BNSS s.519', hi: 'भा.ना.सु.सं. धारा 519' },
      }
    : {
        bar: { en: 'CrPC s.468', hi: 'दं.प्र.सं. धारा 468' },
        start: { en: 'CrPC s.469', hi: 'दं.प्र.सं. धारा 469' },
        condone: { en: 'CrPC s.473', hi: 'दं.प्र.सं. धारा 473' },
      };
  const six = dated(n.sixMonthsEndOn);
  const one = dated(n.oneYearEndOn);
  const within = (ok: boolean): Text =>
    ok
      ? { en: 'the report was made within it', hi: 'रिपोर्ट इसके भीतर की गई' }
      : {
          en: `the report was made after it: the court may condone the delay (${code.condone.en})`,
          hi: `रिपोर्ट इसके बाद की गई: न्यायालय विलंब को क्षमा कर सकता है (${code.condone.hi})`,
        };
  const w6 = within(n.reportWithinSixMonths);
  const w1 = within(n.reportWithinOneYear);
  const on = n.cognizanceOn ? dated(n.cognizanceOn) : undefined;
  const head: Text = on
    ? { en: `${code.bar.en} (cognizance on ${on.en})`, hi: `${code.bar.hi} (संज्ञान ${on.hi} को लिया गया)` }
    : code.bar;
  const body: Text =
    n.applies === undefined
      ? {
          en: `${head.en}: six months from the offence (to ${six.en}) if the offence is punishable with fine only (a first offence), one year (to ${one.en}) if imprisonment is possible (a subsequent offence). Six months: ${w6.en}; one year: ${w1.en}.`,
          hi: `${head.hi}: यदि अपराध केवल जुर्माने से दंडनीय है (प्रथम अपराध) तो अपराध से छह महीने (${six.hi} तक), यदि कारावास संभव है (पश्चात्वर्ती अपराध) तो एक वर्ष (${one.hi} तक)। छह महीने: ${w6.hi}; एक वर्ष: ${w1.hi}।`,
        }
      : n.applies === 'six-months'
        ? {
            en: `${head.en}: a first offence under section 26 (Assam) is punishable with fine only: six months from the offence, to ${six.en}; ${w6.en}.`,
            hi: `${head.hi}: धारा 26 (असम) के अधीन प्रथम अपराध केवल जुर्माने से दंडनीय है: अपराध से छह महीने, ${six.hi} तक; ${w6.hi}।`,
          }
        : {
            en: `${head.en}: a subsequent offence under section 26 (Assam) is punishable with simple imprisonment as an alternative to the fine: one year from the offence, to ${one.en}; ${w1.en}.`,
            hi: `${head.hi}: धारा 26 (असम) के अधीन पश्चात्वर्ती अपराध जुर्माने के विकल्प में सादा कारावास से दंडनीय है: अपराध से एक वर्ष, ${one.hi} तक; ${w1.hi}।`,
          };
  const start: Text = {
    en: ` The period is counted from the date of the offence (${code.start.en}, the portal's reading, not verified against the text: it may start later where the offence or the offender was not known; the court decides).`,
    hi: ` अवधि अपराध की तारीख से गिनी गई है (${code.start.hi}; यह पोर्टल का पठन है, पाठ से सत्यापित नहीं: जहाँ अपराध या अपराधी ज्ञात नहीं था वहाँ यह बाद में आरंभ हो सकती है; निर्णय न्यायालय करता है)।`,
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
  return { en: en.filter(Boolean).join(' '), hi: hi.filter(Boolean).join(' ') };
};

/** The term in default of the fine for a subsequent offence: a disputed reading, flagged (I-271), never settled. */
function defaultTermWords(r: DefaultTermReading, t: ImprisonmentTerm): Text {
  const law = r.basis.includes('in.bns2023.s8')
    ? { en: 'BNS s.8', hi: 'भा.न्या.सं. धारा 8' }
    : { en: 'IPC s.65', hi: 'भा.दं.सं. धारा 65' };
  const term = termWords(t);
  const months: Text =
    r.maxMonths === undefined
      ? { en: "the section's term", hi: 'धारा की अवधि' }
      : { en: `the section's "${r.maxMonths} months"`, hi: `धारा के "${r.maxMonths} महीने"` };
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
  };
}

/** The conviction's notes: the limitation that applies by the classification, then the disputed default term. */
function convictionNote(e: Extract<AssamEvent, { type: 'accused-convicted' }>): Text | undefined {
  const lim = e.limitation ? limitationWords(e.limitation) : undefined;
  const t = e.sentence.defaultImprisonment;
  const dt = e.defaultTerm && t ? defaultTermWords(e.defaultTerm, t) : undefined;
  if (e.limitation && !lim) return undefined; // an old note without its code: the recorded words stand
  const parts = [lim, dt].filter((x): x is Text => x !== undefined);
  if (parts.length === 0) return undefined;
  return parts.length === 1 ? parts[0] : join(parts[0]!, { en: ' ', hi: ' ' }, parts[1]!);
}
