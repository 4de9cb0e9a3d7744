// The appeal's adjournments (Rule 7(10), issue 27): a request to adjourn the hearing and the appellate authority's
// decision on it with reasons; their entries of the appeal's event catalogue (events.ts joins them in).

import type { AppealEvent } from '../../../domain/appeal/events.ts';
import type { EventCatalogue, Text } from '../catalogue.ts';
import { fill } from '../catalogue.ts';

/** Rule 7(10), issue 27: who sought the adjournment a hearing fixed again follows on. */
export const ADJOURNED_BY = {
  appellant: {
    en: 'Adjourned on the request of the appellant',
    hi: 'अपीलार्थी के अनुरोध पर स्थगित',
    as: 'আপীলকাৰীৰ অনুৰোধত স্থগিত',
    bn: 'আপিলকারীর অনুরোধে মুলতবি',
  },
  respondent: {
    en: 'Adjourned on the request of the respondent',
    hi: 'प्रत्यर्थी के अनुरोध पर स्थगित',
    as: 'প্ৰত্যৰ্থীৰ অনুৰোধত স্থগিত',
    bn: 'প্রতিপক্ষের অনুরোধে মুলতবি',
  },
  officer: {
    en: 'Adjourned by the appellate authority of its own motion',
    hi: 'अपील प्राधिकारी द्वारा स्वप्रेरणा से स्थगित',
    as: 'আপীল কৰ্তৃপক্ষই নিজৰ উদ্যোগত স্থগিত ৰাখিলে',
    bn: 'আপিল কর্তৃপক্ষ স্বতঃপ্রণোদিতভাবে মুলতবি করেছেন',
  },
} as const;
const SIDE_WORDS = {
  appellant: { en: 'The appellant', hi: 'अपीलार्थी', as: 'আপীলকাৰী', bn: 'আপিলকারী' },
  respondent: { en: 'The respondent', hi: 'प्रत्यर्थी', as: 'প্ৰত্যৰ্থী', bn: 'প্রতিপক্ষ' },
} as const;

export const APPEAL_ADJOURNMENT_EVENTS = {
  // Rule 7(10), issue 27: a request to adjourn the hearing, and the authority's decision on it with reasons.
  'appeal.adjournment-sought': {
    officer: {
      en: 'Adjournment of the hearing sought',
      hi: 'सुनवाई के स्थगन का अनुरोध',
      as: 'শুনানি স্থগিত ৰখাৰ অনুৰোধ',
      bn: 'শুনানি মুলতবির অনুরোধ',
    },
    party: (e) => ({
      text: fill(
        {
          en: '{who} asked that the hearing of {date} be adjourned: {reasons}',
          hi: '{who} ने अनुरोध किया कि {date} की सुनवाई स्थगित की जाए: {reasons}',
          as: '{who} পক্ষই {date} তাৰিখৰ শুনানি স্থগিত ৰখাৰ অনুৰোধ কৰিছে: {reasons}',
          bn: '{who} {date} তারিখের শুনানি মুলতবির অনুরোধ করেছেন: {reasons}',
        },
        { who: SIDE_WORDS[e.by], reasons: e.reasons },
      ),
      date: e.from,
    }),
    issues: [],
  },
  'appeal.adjournment-decided': {
    officer: {
      en: 'Request to adjourn the hearing decided',
      hi: 'सुनवाई के स्थगन के अनुरोध का निर्णय',
      as: 'শুনানি স্থগিত ৰখাৰ অনুৰোধৰ সিদ্ধান্ত',
      bn: 'শুনানি মুলতবির অনুরোধের সিদ্ধান্ত',
    },
    party: (e) =>
      e.granted
        ? {
            text: fill(
              {
                en: 'The appellate authority granted the adjournment {who} asked for; the hearing is now on {date}. Reasons: {reasons}',
                hi: 'अपील प्राधिकारी ने {who} द्वारा मांगा गया स्थगन स्वीकार किया; सुनवाई अब {date} को होगी। कारण: {reasons}',
                as: 'আপীল কৰ্তৃপক্ষই {who} পক্ষৰ শুনানি স্থগিত ৰখাৰ অনুৰোধ মঞ্জুৰ কৰিলে; শুনানি এতিয়া {date} তাৰিখে হ’ব। কাৰণ: {reasons}',
                bn: 'আপিল কর্তৃপক্ষ {who} পক্ষের চাওয়া মুলতবি মঞ্জুর করেছেন; শুনানি এখন {date} তারিখে হবে। কারণ: {reasons}',
              },
              { who: lower(SIDE_WORDS[e.by]), reasons: e.reasons },
            ),
            ...(e.to !== undefined ? { date: e.to } : {}),
          }
        : {
            text: fill(
              {
                en: 'The appellate authority refused the adjournment {who} asked for; the hearing stays on {date}. Reasons: {reasons}',
                hi: 'अपील प्राधिकारी ने {who} द्वारा मांगा गया स्थगन अस्वीकार किया; सुनवाई {date} को ही होगी। कारण: {reasons}',
                as: 'আপীল কৰ্তৃপক্ষই {who} পক্ষৰ শুনানি স্থগিত ৰখাৰ অনুৰোধ নাকচ কৰিলে; শুনানি {date} তাৰিখতে হ’ব। কাৰণ: {reasons}',
                bn: 'আপিল কর্তৃপক্ষ {who} পক্ষের চাওয়া মুলতবি প্রত্যাখ্যান করেছেন; শুনানি {date} তারিখেই হবে। কারণ: {reasons}',
              },
              { who: lower(SIDE_WORDS[e.by]), reasons: e.reasons },
            ),
            date: e.from,
          },
    issues: [],
  },
} satisfies Partial<EventCatalogue<AppealEvent>>;

function lower(t: Text): Text {
  return { ...t, en: t.en.charAt(0).toLowerCase() + t.en.slice(1) };
}
