// The Assam track's event catalogue (s.26, s.26A of the Act as amended in Assam): every event of the domain's
// AssamEvent union with the officer's line, the sentence a reader of the record is shown, and the documents it issues.
// Typed against the union: an event without its entry does not compile. Hindi terms from law/glossary-hi.md; Assamese
// and Bengali from law/glossary-as.md and law/glossary-bn.md. The notes on cognizance and conviction: event-notes.ts.

import type { AssamEvent } from '../../../domain/assam/events.ts';
import type { EventCatalogue, Text } from '../catalogue.ts';
import { convictionNote, limitationWords } from './event-notes.ts';

/** An event the record states in one sentence for every reader, with its short line for the officer's list. */
const plain = (officer: Text, sentence: Text) => ({ officer, party: () => ({ text: sentence }) });

export const ASSAM_EVENTS: EventCatalogue<AssamEvent> = {
  'written-report-made': {
    ...plain(
      {
        en: 'Written report made (s.26A)',
        hi: 'लिखित रिपोर्ट की गई (धारा 26क)',
        as: 'লিখিত প্ৰতিবেদন দিয়া হ’ল (ধাৰা 26ক)',
        bn: 'লিখিত প্রতিবেদন দেওয়া হয়েছে (ধারা 26ক)',
      },
      {
        en: 'A written report of the offence was made.',
        hi: 'अपराध की लिखित रिपोर्ट की गई।',
        as: 'অপৰাধৰ লিখিত প্ৰতিবেদন দিয়া হ’ল।',
        bn: 'অপরাধের লিখিত প্রতিবেদন দেওয়া হয়েছে।',
      },
    ),
    issues: ['assam-s26a-report'], // s.26A (Assam)
  },
  'report-forwarded': {
    ...plain(
      {
        en: 'Report forwarded to the court',
        hi: 'रिपोर्ट न्यायालय को भेजी गई',
        as: 'প্ৰতিবেদন আদালতলৈ প্ৰেৰণ কৰা হ’ল',
        bn: 'প্রতিবেদন আদালতে পাঠানো হয়েছে',
      },
      {
        en: 'The report was forwarded to the court.',
        hi: 'रिपोर्ट न्यायालय को भेजी गई।',
        as: 'প্ৰতিবেদন আদালতলৈ প্ৰেৰণ কৰা হ’ল।',
        bn: 'প্রতিবেদন আদালতে পাঠানো হয়েছে।',
      },
    ),
    issues: [],
  },
  'cognizance-taken': {
    ...plain(
      {
        en: 'Cognizance taken by the court',
        hi: 'न्यायालय द्वारा संज्ञान लिया गया',
        as: 'আদালতে সংজ্ঞান ল’লে',
        bn: 'আদালত আমলে নিয়েছেন',
      },
      {
        en: 'The court took cognizance of the offence.',
        hi: 'न्यायालय ने अपराध का संज्ञान लिया।',
        as: 'আদালতে অপৰাধৰ সংজ্ঞান ল’লে।',
        bn: 'আদালত অপরাধটি আমলে নিয়েছেন।',
      },
    ),
    issues: [],
    note: (e) => ('basis' in e.limitation ? limitationWords(e.limitation) : undefined),
  },
  'summons-served': {
    ...plain(
      {
        en: 'Summons served on the accused',
        hi: 'अभियुक्त पर समन की तामील',
        as: 'অভিযুক্তক চমন প্ৰদান',
        bn: 'অভিযুক্তের কাছে সমন পৌঁছানো হয়েছে',
      },
      {
        en: "The court's summons was served on the accused.",
        hi: 'न्यायालय के समन की तामील अभियुक्त पर की गई।',
        as: 'আদালতৰ চমন অভিযুক্তক প্ৰদান কৰা হ’ল।',
        bn: 'আদালতের সমন অভিযুক্তের কাছে পৌঁছানো হয়েছে।',
      },
    ),
    issues: [],
  },
  'appearance-recorded': {
    ...plain(
      {
        en: 'Appearance of the accused recorded',
        hi: 'अभियुक्त की उपस्थिति अभिलिखित',
        as: 'অভিযুক্তৰ উপস্থিতি লিপিবদ্ধ',
        bn: 'অভিযুক্তের হাজিরা লিপিবদ্ধ',
      },
      {
        en: 'Whether the accused appeared before the court was recorded.',
        hi: 'अभियुक्त न्यायालय के समक्ष उपस्थित हुआ या नहीं, यह अभिलिखित किया गया।',
        as: 'অভিযুক্ত আদালতত উপস্থিত হৈছিল নে নাই, সেয়া লিপিবদ্ধ কৰা হ’ল।',
        bn: 'অভিযুক্ত আদালতে হাজির হয়েছিলেন কি না, তা লিপিবদ্ধ করা হয়েছে।',
      },
    ),
    issues: [],
  },
  'accused-acquitted': {
    ...plain(
      { en: 'Accused acquitted', hi: 'अभियुक्त दोषमुक्त', as: 'অভিযুক্ত নিৰ্দোষী সাব্যস্ত', bn: 'অভিযুক্ত খালাস' },
      {
        en: 'The accused was acquitted.',
        hi: 'अभियुक्त को दोषमुक्त किया गया।',
        as: 'অভিযুক্তক নিৰ্দোষী সাব্যস্ত কৰি মুক্তি দিয়া হ’ল।',
        bn: 'অভিযুক্তকে খালাস দেওয়া হয়েছে।',
      },
    ),
    issues: [],
  },
  'accused-convicted': {
    ...plain(
      { en: 'Accused convicted', hi: 'अभियुक्त की दोषसिद्धि', as: 'অভিযুক্ত দোষী সাব্যস্ত', bn: 'অভিযুক্ত দোষী সাব্যস্ত' },
      {
        en: 'The accused was convicted.',
        hi: 'अभियुक्त को दोषसिद्ध किया गया।',
        as: 'অভিযুক্তক দোষী সাব্যস্ত কৰা হ’ল।',
        bn: 'অভিযুক্তকে দোষী সাব্যস্ত করা হয়েছে।',
      },
    ),
    issues: [],
    note: (e) => convictionNote(e),
  },
  'compensation-ordered': {
    officer: { en: 'Compensation ordered', hi: 'प्रतिकर का आदेश', as: 'ক্ষতিপূৰণৰ আদেশ', bn: 'ক্ষতিপূরণের আদেশ' },
    party: (e) => ({
      text: {
        en: 'Compensation of {amount} was ordered, to be paid by {date}.',
        hi: '{amount} के प्रतिकर का आदेश दिया गया, जिसे {date} तक देना है।',
        as: '{amount} ক্ষতিপূৰণৰ আদেশ দিয়া হ’ল, {date} তাৰিখৰ ভিতৰত পৰিশোধ কৰিবলগীয়া।',
        bn: '{amount} ক্ষতিপূরণের আদেশ দেওয়া হয়েছে, {date} তারিখের মধ্যে দিতে হবে।',
      },
      amountPaise: e.amountRupees * 100,
      date: e.payBy,
    }),
    issues: [],
  },
  // Issue 27: the accused's application to adjourn a sitting, and the court's order, with reasons.
  'adjournment-applied': {
    officer: {
      en: 'Application to adjourn the sitting',
      hi: 'पेशी के स्थगन का आवेदन',
      as: 'শুনানিৰ দিন স্থগিত ৰখাৰ আবেদন',
      bn: 'শুনানির দিন মুলতবির আবেদন',
    },
    party: (e) => ({
      text: {
        en: `The accused applied to the court to adjourn the sitting of {date}: ${e.reasons}`,
        hi: `अभियुक्त ने {date} की पेशी स्थगित करने के लिए न्यायालय से आवेदन किया: ${e.reasons}`,
        as: `অভিযুক্তই {date} তাৰিখৰ শুনানি স্থগিত ৰাখিবলৈ আদালতত আবেদন কৰিলে: ${e.reasons}`,
        bn: `অভিযুক্ত {date} তারিখের শুনানি মুলতবির জন্য আদালতে আবেদন করেছেন: ${e.reasons}`,
      },
      date: e.from,
    }),
    issues: [],
  },
  'adjournment-ordered': {
    officer: {
      en: 'Adjournment of the sitting ordered or refused',
      hi: 'पेशी के स्थगन का आदेश या अस्वीकृति',
      as: 'শুনানিৰ দিন স্থগিত ৰখাৰ আদেশ বা নাকচ',
      bn: 'শুনানির দিন মুলতবির আদেশ বা প্রত্যাখ্যান',
    },
    party: (e) =>
      e.granted
        ? {
            text:
              e.soughtBy === 'accused'
                ? {
                    en: `On the accused's application, the court adjourned the sitting to {date}. Reasons: ${e.reasons}`,
                    hi: `अभियुक्त के आवेदन पर न्यायालय ने पेशी {date} तक स्थगित की। कारण: ${e.reasons}`,
                    as: `অভিযুক্তৰ আবেদনত আদালতে শুনানি {date} তাৰিখলৈ স্থগিত ৰাখিলে। কাৰণ: ${e.reasons}`,
                    bn: `অভিযুক্তের আবেদনে আদালত শুনানি {date} তারিখ পর্যন্ত মুলতবি করেছেন। কারণ: ${e.reasons}`,
                  }
                : {
                    en: `The court adjourned the sitting of its own motion to {date}. Reasons: ${e.reasons}`,
                    hi: `न्यायालय ने स्वप्रेरणा से पेशी {date} तक स्थगित की। कारण: ${e.reasons}`,
                    as: `আদালতে নিজৰ উদ্যোগত শুনানি {date} তাৰিখলৈ স্থগিত ৰাখিলে। কাৰণ: ${e.reasons}`,
                    bn: `আদালত স্বতঃপ্রণোদিতভাবে শুনানি {date} তারিখ পর্যন্ত মুলতবি করেছেন। কারণ: ${e.reasons}`,
                  },
            ...(e.to !== undefined ? { date: e.to } : {}),
          }
        : {
            text: {
              en: `The court refused the accused's application to adjourn the sitting of {date}. Reasons: ${e.reasons}`,
              hi: `न्यायालय ने {date} की पेशी स्थगित करने का अभियुक्त का आवेदन अस्वीकार किया। कारण: ${e.reasons}`,
              as: `আদালতে {date} তাৰিখৰ শুনানি স্থগিত ৰখাৰ বাবে অভিযুক্তৰ আবেদন নাকচ কৰিলে। কাৰণ: ${e.reasons}`,
              bn: `আদালত {date} তারিখের শুনানি মুলতবির জন্য অভিযুক্তের আবেদন প্রত্যাখ্যান করেছেন। কারণ: ${e.reasons}`,
            },
            date: e.from,
          },
    issues: [],
  },
  'compensation-paid': {
    ...plain(
      { en: 'Compensation paid', hi: 'प्रतिकर दिया गया', as: 'ক্ষতিপূৰণ পৰিশোধ কৰা হ’ল', bn: 'ক্ষতিপূরণ দেওয়া হয়েছে' },
      {
        en: 'The compensation was paid.',
        hi: 'प्रतिकर दिया गया।',
        as: 'ক্ষতিপূৰণ পৰিশোধ কৰা হ’ল।',
        bn: 'ক্ষতিপূরণ দেওয়া হয়েছে।',
      },
    ),
    issues: [],
  },
  'compensation-defaulted': {
    ...plain(
      {
        en: 'Compensation not paid in time',
        hi: 'प्रतिकर समय पर नहीं दिया गया',
        as: 'ক্ষতিপূৰণ সময়মতে পৰিশোধ কৰা নহ’ল',
        bn: 'ক্ষতিপূরণ সময়মতো দেওয়া হয়নি',
      },
      {
        en: 'The compensation was not paid in time.',
        hi: 'प्रतिकर समय पर नहीं दिया गया।',
        as: 'ক্ষতিপূৰণ সময়মতে পৰিশোধ কৰা নহ’ল।',
        bn: 'ক্ষতিপূরণ সময়মতো দেওয়া হয়নি।',
      },
    ),
    issues: [],
  },
  'cattle-forfeited': {
    ...plain(
      { en: 'Cattle forfeited', hi: 'पशु समपहृत', as: 'পশু বাজেয়াপ্ত', bn: 'পশু বাজেয়াপ্ত' },
      {
        en: 'The cattle were forfeited.',
        hi: 'पशु समपहृत किए गए।',
        as: 'পশুবোৰ বাজেয়াপ্ত কৰা হ’ল।',
        bn: 'পশুগুলি বাজেয়াপ্ত করা হয়েছে।',
      },
    ),
    issues: [],
  },
  'cattle-auctioned': {
    ...plain(
      { en: 'Cattle auctioned', hi: 'पशु नीलाम', as: 'পশু নিলাম', bn: 'পশু নিলাম' },
      {
        en: 'The cattle were sold by auction.',
        hi: 'पशु नीलाम किए गए।',
        as: 'পশুবোৰ নিলামত বিক্ৰী কৰা হ’ল।',
        bn: 'পশুগুলি নিলামে বিক্রি করা হয়েছে।',
      },
    ),
    issues: [],
  },
};
