// The appeal's event catalogue (Rule 7): every event of the domain's AppealEvent union with the officer's line, the
// party's sentence and the documents it issues. Typed against the union: an event without its entry does not compile.
// The appeal has no signed order sheet of its own; its documents are the orders and notices listed under `issues`.

import type { AppealEvent } from '../../../domain/appeal/events.ts';
import type { EventCatalogue, Text } from '../catalogue.ts';
import { fill, join, NOTHING as NONE } from '../catalogue.ts';
import { APPEAL_OUTCOME, BY_PORTAL, DEEMED, known, LATE, MODE, outcomeOf, SERVICE_OUTCOME, TO } from '../words.ts';

/** Rule 7(10), issue 27: who sought the adjournment a hearing fixed again follows on. */
const ADJOURNED_BY = {
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

export const APPEAL_EVENTS: EventCatalogue<AppealEvent> = {
  'appeal.filed': {
    officer: { en: 'Appeal filed (Form-III)', hi: 'अपील दाखिल (प्ररूप-III)' },
    party: () => ({
      text: {
        en: 'The appeal (Form-III) was received.',
        hi: 'अपील (प्ररूप-III) प्राप्त हुई।',
        as: 'আপীল (প্ৰপত্ৰ-III) প্ৰাপ্ত হ’ল।',
        bn: 'আপিল (প্রপত্র-III) পাওয়া গেছে।',
      },
    }),
    issues: ['form-3'], // Rule 7(1), Form-III with the receipt
  },
  'appeal.records-called-for': {
    officer: { en: 'Records called for', hi: 'अभिलेख मंगाया गया' },
    party: () => ({
      text: {
        en: 'The records of the case were called for.',
        hi: 'मामले का अभिलेख मंगाया गया।',
        as: 'গোচৰৰ নথি তলব কৰা হ’ল।',
        bn: 'মামলার নথি তলব করা হয়েছে।',
      },
    }),
    issues: [],
  },
  'appeal.records-received': {
    officer: { en: 'Records received', hi: 'अभिलेख प्राप्त' },
    party: () => ({
      text: {
        en: 'The records of the case were received.',
        hi: 'मामले का अभिलेख प्राप्त हुआ।',
        as: 'গোচৰৰ নথি প্ৰাপ্ত হ’ল।',
        bn: 'মামলার নথি পাওয়া গেছে।',
      },
    }),
    issues: [],
  },
  'appeal.defects-intimated': {
    officer: { en: 'Defects intimated', hi: 'त्रुटियां सूचित' },
    party: (e) => ({
      text: {
        en: 'Defects in the appeal were pointed out, to be corrected by {date}.',
        hi: 'अपील की त्रुटियां बताई गईं, जिन्हें {date} तक सुधारना है।',
        as: 'আপীলৰ ত্ৰুটি দেখুওৱা হ’ল, {date}ৰ ভিতৰত শুধৰাব লাগিব।',
        bn: 'আপিলের ত্রুটিগুলি জানানো হয়েছে, {date}-এর মধ্যে সংশোধন করতে হবে।',
      },
      date: e.rectifyDue,
    }),
    issues: ['defect-intimation'], // Rule 7(6)
  },
  'appeal.defects-rectified': {
    officer: { en: 'Defects rectified', hi: 'त्रुटियां सुधारी गईं' },
    party: () => ({
      text: {
        en: 'The defects were corrected.',
        hi: 'त्रुटियां सुधारी गईं।',
        as: 'ত্ৰুটিসমূহ শুধৰোৱা হ’ল।',
        bn: 'ত্রুটিগুলি সংশোধন করা হয়েছে।',
      },
    }),
    issues: [],
  },
  'appeal.registration-refused': {
    officer: { en: 'Registration refused', hi: 'पंजीकरण अस्वीकार' },
    party: () => ({
      text: {
        en: 'Registration of the appeal was refused.',
        hi: 'अपील पंजीकृत करने से इंकार किया गया।',
        as: 'আপীলৰ পঞ্জীয়ন নাকচ কৰা হ’ল।',
        bn: 'আপিলের নিবন্ধন নামঞ্জুর হয়েছে।',
      },
    }),
    issues: ['registration-refusal-order'], // Rule 7(6)
  },
  'appeal.refusal-communicated': {
    officer: { en: 'Refusal communicated', hi: 'अस्वीकृति की सूचना दी गई' },
    party: () => ({
      text: {
        en: 'The refusal was communicated to the appellant.',
        hi: 'इंकार की सूचना अपीलार्थी को दी गई।',
        as: 'নাকচৰ কথা আপীলকাৰীক জনোৱা হ’ল।',
        bn: 'নামঞ্জুরের কথা আপিলকারীকে জানানো হয়েছে।',
      },
    }),
    issues: [],
  },
  'appeal.admitted': {
    officer: { en: 'Appeal admitted', hi: 'अपील ग्रहण की गई' },
    party: () => ({
      text: {
        en: 'The appeal was admitted.',
        hi: 'अपील ग्रहण की गई।',
        as: 'আপীল গ্ৰহণ কৰা হ’ল।',
        bn: 'আপিলটি গৃহীত হয়েছে।',
      },
    }),
    issues: [],
  },
  'appeal.notice-issued': {
    officer: { en: 'Notice issued to the respondent', hi: 'प्रत्यर्थी को सूचना जारी' },
    party: (e) => ({
      text: {
        en: 'Notice of the appeal was issued to the respondent, with {days} days from service to reply.',
        hi: 'अपील की सूचना प्रत्यर्थी को जारी की गई, तामील से उत्तर के लिए {days} दिन।',
        as: 'প্ৰতিবাদীলৈ আপীলৰ জাননী জাৰি কৰা হ’ল; প্ৰদানৰ পৰা উত্তৰৰ বাবে {days} দিন।',
        bn: 'উত্তরদাতাকে আপিলের নোটিশ জারি হয়েছে; পৌঁছানো থেকে উত্তরের জন্য {days} দিন।',
      },
      days: e.replyDays,
    }),
    issues: ['respondent-notice'], // Rule 7(8)
  },
  'appeal.service-attempted': {
    officer: { en: 'Service of the notice attempted', hi: 'सूचना की तामील का प्रयास' },
    party: (e) => ({
      text: fill(
        {
          en: 'The notice of the appeal was sent for service {mode}: {outcome}.',
          hi: 'अपील की सूचना की तामील {mode} की गई: {outcome}।',
          as: 'আপীলৰ জাননী {mode} প্ৰদানৰ বাবে পঠোৱা হ’ল: {outcome}।',
          bn: 'আপিলের নোটিশ {mode} পৌঁছে দেওয়ার জন্য পাঠানো হয়েছে: {outcome}।',
        },
        { mode: known(MODE, e.attempt.mode), outcome: outcomeOf(e.type, e, e.attempt.outcome) },
      ),
    }),
    proof: (e) => (e.attempt.proof ? { manner: e.attempt.mode, proof: e.attempt.proof } : undefined),
    issues: [],
  },
  'appeal.service-outcome': {
    officer: { en: 'Outcome of service recorded', hi: 'तामील का परिणाम दर्ज' },
    ...SERVICE_OUTCOME,
    issues: [],
  },
  'appeal.service-deemed': {
    officer: { en: 'Service deemed', hi: 'समझी गई तामील दर्ज' },
    party: (e) => ({ text: fill(DEEMED, { delivery: outcomeOf(e.type, e, undefined) }) }),
    issues: [],
  },
  'appeal.respondent-replied': {
    officer: { en: 'Reply of the respondent', hi: 'प्रत्यर्थी का उत्तर' },
    party: (e) => ({
      text: join(
        {
          en: 'The respondent’s reply was received.',
          hi: 'प्रत्यर्थी का उत्तर प्राप्त हुआ।',
          as: 'প্ৰতিবাদীৰ উত্তৰ প্ৰাপ্ত হ’ল।',
          bn: 'উত্তরদাতার উত্তর পাওয়া গেছে।',
        },
        e.submittedBy === 'respondent' ? BY_PORTAL : NONE,
        e.late ? LATE : NONE,
      ),
    }),
    issues: [],
  },
  'appeal.hearing-scheduled': {
    officer: { en: 'Hearing fixed', hi: 'सुनवाई नियत' },
    party: (e) => ({
      text: {
        en:
          'The hearing of the appeal was fixed for {date}.' +
          (e.withdraws ? ' The earlier notice of hearing is withdrawn; this date replaces it.' : '') +
          (e.adjourned ? ` ${ADJOURNED_BY[e.adjourned.soughtBy].en}: ${e.adjourned.reasons}` : ''),
        hi:
          'अपील की सुनवाई {date} के लिए नियत की गई।' +
          (e.withdraws ? ' पूर्व सुनवाई की सूचना वापस ली गई; यह तारीख उसके स्थान पर है।' : '') +
          (e.adjourned ? ` ${ADJOURNED_BY[e.adjourned.soughtBy].hi}: ${e.adjourned.reasons}` : ''),
        as:
          'আপীলৰ শুনানি {date} তাৰিখে ধাৰ্য কৰা হ’ল।' +
          (e.withdraws ? ' আগৰ শুনানিৰ জাননী প্ৰত্যাহাৰ কৰা হ’ল; এই তাৰিখে তাৰ ঠাই ল’লে।' : '') +
          (e.adjourned ? ` ${ADJOURNED_BY[e.adjourned.soughtBy].as}: ${e.adjourned.reasons}` : ''),
        bn:
          'আপিলের শুনানি {date} তারিখে ধার্য হয়েছে।' +
          (e.withdraws ? ' আগের শুনানির নোটিশ প্রত্যাহার করা হয়েছে; এই তারিখ তার স্থান নিয়েছে।' : '') +
          (e.adjourned ? ` ${ADJOURNED_BY[e.adjourned.soughtBy].bn}: ${e.adjourned.reasons}` : ''),
      },
      date: e.hearingOn,
    }),
    issues: [],
  },
  'appeal.hearing-held': {
    officer: { en: 'Hearing held', hi: 'सुनवाई हुई' },
    party: () => ({
      text: { en: 'The appeal was heard.', hi: 'अपील की सुनवाई हुई।', as: 'আপীলৰ শুনানি হ’ল।', bn: 'আপিলের শুনানি হয়েছে।' },
    }),
    issues: [],
  },
  'appeal.decided': {
    officer: { en: 'Appeal decided', hi: 'अपील का विनिश्चय' },
    party: (e) => ({
      text: fill(
        {
          en: 'The appeal was decided: {outcome}.',
          hi: 'अपील का विनिश्चय हुआ: {outcome}।',
          as: 'আপীলৰ নিষ্পত্তি হ’ল: {outcome}।',
          bn: 'আপিলটি নিষ্পত্তি হয়েছে: {outcome}।',
        },
        { outcome: known(APPEAL_OUTCOME, e.outcome) },
      ),
    }),
    issues: ['appellate-order'], // Rule 7(11)
  },
  'appeal.copy-supplied': {
    officer: { en: 'Copy of the decision supplied', hi: 'विनिश्चय की प्रति दी गई' },
    party: (e) => ({
      text: fill(
        {
          en: 'A signed copy of the order on the appeal was given free of cost to {to}.',
          hi: 'अपील पर आदेश की हस्ताक्षरित प्रति {to} को निःशुल्क दी गई।',
          as: 'আপীলৰ আদেশৰ স্বাক্ষৰিত প্ৰতিলিপি বিনামূলীয়াকৈ {to}ক দিয়া হ’ল।',
          bn: 'আপিলের আদেশের একটি স্বাক্ষরিত প্রতিলিপি বিনামূল্যে {to}-কে দেওয়া হয়েছে।',
        },
        { to: known(TO, e.party) },
      ),
    }),
    issues: [],
  },
  'appeal.referred-for-recovery': {
    officer: { en: 'Referred for recovery', hi: 'बोर्ड को वसूली हेतु संदर्भ भेजा गया' },
    party: (e) => ({
      text: {
        en: '{amount} unpaid was referred to the Animal Welfare Board of India for recovery.',
        hi: 'असंदत्त {amount} वसूली हेतु भारतीय जीव-जंतु कल्याण बोर्ड को संदर्भित की गई।',
        as: 'নিদিয়া {amount} আদায়ৰ বাবে ভাৰতীয় জীৱ-জন্তু কল্যাণ ব’ৰ্ডলৈ পঠোৱা হ’ল।',
        bn: 'অনাদায়ী {amount} আদায়ের জন্য ভারতীয় প্রাণী কল্যাণ পর্ষদে পাঠানো হয়েছে।',
      },
      amountPaise: e.unpaidPaise,
    }),
    issues: ['recovery-referral'], // Rule 7(12)
  },
  'appeal.service-objected': {
    officer: { en: 'Objection to service', hi: 'तामील पर आपत्ति' },
    party: () => ({
      text: {
        en: 'Objection that the notice of the appeal was not served as recorded',
        hi: 'आपत्ति कि अपील की सूचना की तामील अभिलिखित रूप में नहीं हुई',
      },
    }),
    issues: [],
  },
  'appeal.service-objection-decided': {
    officer: { en: 'Objection to service decided', hi: 'तामील पर आपत्ति का निर्णय' },
    party: () => ({
      text: {
        en: 'The appellate authority decided the objection to service',
        hi: 'अपील प्राधिकारी ने तामील पर आपत्ति का निर्णय किया',
      },
    }),
    issues: [],
  },
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
};

function lower(t: Text): Text {
  return { ...t, en: t.en.charAt(0).toLowerCase() + t.en.slice(1) };
}
