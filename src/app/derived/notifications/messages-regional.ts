// The emails a person receives, in Assamese and Bengali (issue 31): the same messages as messages.ts (a reminder, a
// new period, a lapsed period, a warning, an issued document), typed per language so a word missing in one does not
// compile. Legal terms follow law/glossary-as.md and law/glossary-bn.md; every string here is our translation,
// awaiting review by an Assamese (Bengali) legal reader (scripts/assam-review-list.ts lists them). Dates come from
// Intl (as-IN, bn-IN); case numbers stay in ASCII digits. Pure: nothing here reads a clock.

import type { LocalDate } from '../../../lib/local-date.ts';
import { daysBetween } from '../../../lib/local-date.ts';
import type { ProvisionId } from '../../../rules/provisions.ts';
import type { LapseEffect } from '../../../rules/time/watch.ts';
import { longDate } from '../../../documents/format.ts';
import { count, regionalLabel } from '../../../documents/templates/regional.ts';

export type RegionalMessageLang = 'as' | 'bn';

/** The clocks a message names (messages.ts CLOCK_TITLE's keys). */
type Clock =
  | 'notice-issue'
  | 'reply'
  | 'reply-extension'
  | 'disposal'
  | 'disposal-extension'
  | 'rectify'
  | 'refusal-communication'
  | 'respondent-reply'
  | 'deposit'
  | 'recovery'
  | 'appeal';

/** The documents a message names (messages.ts DOCUMENT_TITLE's keys). */
type Template =
  | 'form-1'
  | 'form-2'
  | 'hearing-notice'
  | 'summons'
  | 'reply-extension-order'
  | 'ex-parte-record'
  | 'final-order'
  | 'proceedings-extension-order'
  | 'payment-receipt'
  | 'recovery-referral'
  | 'form-3'
  | 'defect-intimation'
  | 'registration-refusal-order'
  | 'respondent-notice'
  | 'appellate-order'
  | 'order-sheet'
  | 'assam-s26a-report';

export interface MessageWords {
  /** "the reply to the show-cause notice": what a period is for, and what to do in it. */
  readonly clock: Readonly<Record<Clock, { readonly title: string; readonly todo: string }>>;
  readonly clockOther: string;
  readonly action: Readonly<Record<LapseEffect['action'], string>>;
  readonly document: Readonly<Record<Template, string>>;
  readonly documentOther: string;
  readonly caseN: (n: string) => string;
  readonly lastDayToday: string;
  readonly daysLeft: (n: string) => string;
  /** `of` is the title in the genitive ("জৰিমনা জমা দিয়াৰ", "জরিমানা জমা দেওয়ার"): see genitive(). */
  readonly dueSubject: (of: string, due: string, when: string) => string;
  readonly dueBody: (of: string, due: string, when: string, cite: string) => string;
  readonly whatToDo: string;
  readonly setSubject: (of: string, due: string) => string;
  readonly setBody: (of: string, due: string, cite: string) => string;
  readonly endedSubject: (of: string, due: string) => string;
  readonly endedBody: (of: string, due: string, cite: string) => string;
  readonly endsSubject: (of: string, due: string, left: string) => string;
  readonly endsBody: (of: string, due: string, left: string, cite: string) => string;
  readonly issuedSubject: (title: string) => string;
  readonly issuedBody: (title: string, on: string) => string;
  readonly hearing: (on: string, time: string, place: string, link: string) => string;
  readonly depositBy: (on: string) => string;
  readonly replyRuns: string;
  readonly provisional: (cite: string) => string;
  readonly see: (link: string) => string;
  readonly aid: string;
}

const AS: MessageWords = {
  clock: {
    'notice-issue': {
      title: 'কাৰণ দৰ্শোৱাৰ জাননী (প্ৰপত্ৰ-II) জাৰি কৰা',
      todo: 'প্ৰপত্ৰ-IIত কাৰণ দৰ্শোৱাৰ জাননী জাৰি কৰক।',
    },
    reply: { title: 'কাৰণ দৰ্শোৱাৰ জাননীৰ উত্তৰ', todo: 'কাৰণ দৰ্শোৱাৰ জাননীৰ উত্তৰ পঠিয়াওক।' },
    'reply-extension': {
      title: 'কাৰণ দৰ্শোৱাৰ জাননীৰ উত্তৰ (বৃদ্ধি কৰা সময়সীমা)',
      todo: 'কাৰণ দৰ্শোৱাৰ জাননীৰ উত্তৰ পঠিয়াওক।',
    },
    disposal: {
      title: 'কাৰ্যবাহী সম্পূৰ্ণ কৰা',
      todo: 'কাৰ্যবাহী সম্পূৰ্ণ কৰক, বা লিখিতভাৱে কাৰণ লিপিবদ্ধ কৰি সময়সীমা বৃদ্ধি কৰক।',
    },
    'disposal-extension': { title: 'কাৰ্যবাহী সম্পূৰ্ণ কৰা (বৃদ্ধি কৰা সময়সীমা)', todo: 'কাৰ্যবাহী সম্পূৰ্ণ কৰক।' },
    rectify: { title: 'আপীলৰ ত্ৰুটি শুধৰণি', todo: 'আপোনাৰ আপীলৰ ত্ৰুটিসমূহ শুধৰাওক।' },
    'refusal-communication': {
      title: 'আপীল পঞ্জীয়ন নাকচৰ কথা জনোৱা',
      todo: 'আপীলকাৰীক নাকচৰ কথা জনাওক।',
    },
    'respondent-reply': { title: 'আপীলৰ ওপৰত প্ৰতিবাদীৰ উত্তৰ', todo: 'আপীলৰ উত্তৰ পঠিয়াওক।' },
    deposit: { title: 'জৰিমনা জমা দিয়া', todo: 'জৰিমনা জমা দিয়ক।' },
    recovery: {
      title: 'আদায়ৰ বাবে পঠোৱাৰ আগতে জৰিমনা পৰিশোধ',
      todo: 'জৰিমনা জমা দিয়ক; এই সময়সীমাৰ পিছত ইয়াক আদায়ৰ বাবে ভাৰতীয় জীৱ-জন্তু কল্যাণ ব’ৰ্ডলৈ পঠোৱা হ’ব।',
    },
    appeal: { title: 'আপীল', todo: 'আদেশ মানি নল’লে জিলা দণ্ডাধীশৰ ওচৰত আপীল কৰিব পাৰে।' },
  },
  clockOther: 'সময়সীমা',
  action: {
    'proceed-ex-parte': 'সময়সীমাৰ ভিতৰত উত্তৰ পোৱা নগ’ল। প্ৰস্তাৱ: কাৰণ লিপিবদ্ধ কৰি একপক্ষীয়ভাৱে কাৰ্যবাহী চলাব নেকি?',
    'refuse-registration': '15 দিনৰ ভিতৰত ত্ৰুটি শুধৰোৱা নহ’ল। প্ৰস্তাৱ: কাৰণসহ আদেশেৰে আপীলৰ পঞ্জীয়ন নাকচ কৰিব নেকি?',
    'refer-for-recovery':
      'সময়সীমাৰ ভিতৰত জৰিমনা জমা দিয়া নহ’ল। প্ৰস্তাৱ: আদায়ৰ বাবে ভাৰতীয় জীৱ-জন্তু কল্যাণ ব’ৰ্ডলৈ পঠিয়াব নেকি?',
    'extend-disposal':
      'কাৰ্যবাহী সম্পূৰ্ণ কৰাৰ সময়সীমা সোনকালে শেষ হ’ব। প্ৰস্তাৱ: লিখিতভাৱে কাৰণ লিপিবদ্ধ কৰি অধিক 30 দিনলৈকে বৃদ্ধি কৰিব নেকি?',
    'notice-overdue': 'অভিযোগ পোৱাৰ 15 দিনৰ ভিতৰত কাৰণ দৰ্শোৱাৰ জাননী জাৰি কৰা নহ’ল।',
    'disposal-near': 'কাৰ্যবাহী সম্পূৰ্ণ কৰাৰ সময়সীমা সোনকালে শেষ হ’ব।',
    'disposal-overdue': 'সময়সীমাৰ ভিতৰত কাৰ্যবাহী সম্পূৰ্ণ নহ’ল।',
  },
  document: {
    'form-1': 'প্ৰপত্ৰ-Iত অভিযোগ আৰু ইয়াৰ প্ৰাপ্তি-ৰচিদ',
    'form-2': 'প্ৰপত্ৰ-IIত কাৰণ দৰ্শোৱাৰ জাননী',
    'hearing-notice': 'শুনানিৰ জাননী',
    summons: 'চমন',
    'reply-extension-order': 'উত্তৰৰ সময়সীমা বৃদ্ধিৰ আদেশ',
    'ex-parte-record': 'একপক্ষীয় কাৰ্যবাহীৰ নথি',
    'final-order': 'আদেশ',
    'proceedings-extension-order': 'কাৰ্যবাহীৰ সময়সীমা বৃদ্ধিৰ আদেশ',
    'payment-receipt': 'জমাৰ ৰচিদ',
    'recovery-referral': 'আদায়ৰ বাবে ব’ৰ্ডলৈ প্ৰেৰণ',
    'form-3': 'প্ৰপত্ৰ-IIIত আপীল আৰু ইয়াৰ প্ৰাপ্তি-ৰচিদ',
    'defect-intimation': 'আপীলৰ ত্ৰুটিৰ জাননী',
    'registration-refusal-order': 'আপীল পঞ্জীয়ন নাকচৰ আদেশ',
    'respondent-notice': 'আপীলৰ জাননী',
    'appellate-order': 'আপীলৰ আদেশ',
    'order-sheet': 'আদেশ-পত্ৰ',
    'assam-s26a-report': 'ধাৰা 26ক (অসম)ৰ অধীনত প্ৰতিবেদন',
  },
  documentOther: 'নথি',
  caseN: (n) => `গোচৰ ${n}`,
  lastDayToday: 'আজি শেষ দিন',
  daysLeft: (n) => `${n} দিন বাকী`,
  dueSubject: (of, due, when) => `${of} শেষ দিন ${due} (${when})`,
  dueBody: (of, due, when, cite) => `${of} শেষ দিন ${due} (${when}; ${cite})।`,
  whatToDo: 'আপুনি কি কৰিব লাগিব: ',
  setSubject: (of, due) => `${of} শেষ দিন ${due}`,
  setBody: (of, due, cite) => `${of} সময়সীমা আৰম্ভ হৈছে; শেষ দিন ${due} (${cite})। কেলেণ্ডাৰৰ প্ৰৱিষ্টি সংলগ্ন কৰা হৈছে।`,
  endedSubject: (of, due) => `${of} সময়সীমা ${due} তাৰিখে শেষ হ’ল`,
  endedBody: (of, due, cite) => `${of} সময়সীমা ${due} তাৰিখে শেষ হ’ল (${cite})।`,
  endsSubject: (of, due, left) => `${of} সময়সীমা ${due} তাৰিখে শেষ হ’ব (${left} দিন বাকী)`,
  endsBody: (of, due, left, cite) => `${of} সময়সীমা ${due} তাৰিখে শেষ হ’ব (${left} দিন বাকী; ${cite})।`,
  issuedSubject: (title) => `${title} জাৰি কৰা হ’ল`,
  issuedBody: (title, on) => `${on} তাৰিখে ${title} জাৰি কৰা হ’ল; স্বাক্ষৰিত প্ৰতিলিপি (PDF) সংলগ্ন কৰা হৈছে।`,
  hearing: (on, time, place, link) =>
    `শুনানিৰ তাৰিখ: ${on}${time ? `, সময় ${time}` : ''}${place ? `, স্থান: ${place}` : ''}${link ? `, ভিডিঅ’ লিংক: ${link}` : ''}। নিজে বা আইনী প্ৰতিনিধিৰ জৰিয়তে উপস্থিত থাকক। কেলেণ্ডাৰৰ প্ৰৱিষ্টি সংলগ্ন কৰা হৈছে।`,
  depositBy: (on) => `জৰিমনা জমা দিয়াৰ শেষ দিন: ${on}। কেলেণ্ডাৰৰ প্ৰৱিষ্টি সংলগ্ন কৰা হৈছে।`,
  replyRuns: 'উত্তৰৰ সময়সীমা জাননী প্ৰদানৰ তাৰিখৰ পৰা আৰম্ভ হয়; প্ৰদান লিপিবদ্ধ হ’লে আপোনাক শেষ দিনটো পঠিওৱা হ’ব।',
  provisional: (cite) =>
    `এই সময়সীমা নিয়মাৱলীত নাই: ৰাজ্যই ${cite}ৰ অধীনত সময়সীমা অধিসূচিত নকৰালৈকে ই পৰ্টেলৰ পূৰ্বনিৰ্ধাৰিত মান।`,
  see: (link) => `গোচৰটো চাওক: ${link}`,
  aid: 'পশু অনধিকাৰ প্ৰৱেশ গোচৰ পৰ্টেলৰ পৰা পঠোৱা হৈছে। সোঁৱৰণী এটা প্ৰশাসনিক সহায়; ই আইনে ধাৰ্য কৰা কোনো সময়সীমা সলনি নকৰে।',
};

const BN: MessageWords = {
  clock: {
    'notice-issue': {
      title: 'কারণ দর্শানোর নোটিশ (প্রপত্র-II) জারি করা',
      todo: 'প্রপত্র-II-এ কারণ দর্শানোর নোটিশ জারি করুন।',
    },
    reply: { title: 'কারণ দর্শানোর নোটিশের উত্তর', todo: 'কারণ দর্শানোর নোটিশের উত্তর পাঠান।' },
    'reply-extension': {
      title: 'কারণ দর্শানোর নোটিশের উত্তর (বর্ধিত সময়)',
      todo: 'কারণ দর্শানোর নোটিশের উত্তর পাঠান।',
    },
    disposal: {
      title: 'কার্যবিবরণী সম্পূর্ণ করা',
      todo: 'কার্যবিবরণী সম্পূর্ণ করুন, অথবা লিখিতভাবে কারণ লিপিবদ্ধ করে সময় বাড়ান।',
    },
    'disposal-extension': { title: 'কার্যবিবরণী সম্পূর্ণ করা (বর্ধিত সময়)', todo: 'কার্যবিবরণী সম্পূর্ণ করুন।' },
    rectify: { title: 'আপিলের ত্রুটি সংশোধন', todo: 'আপনার আপিলের ত্রুটিগুলি সংশোধন করুন।' },
    'refusal-communication': {
      title: 'আপিল নিবন্ধন অস্বীকারের কথা জানানো',
      todo: 'আপিলকারীকে অস্বীকারের কথা জানান।',
    },
    'respondent-reply': { title: 'আপিলে উত্তরদাতার উত্তর', todo: 'আপিলের উত্তর পাঠান।' },
    deposit: { title: 'জরিমানা জমা দেওয়া', todo: 'জরিমানা জমা দিন।' },
    recovery: {
      title: 'আদায়ের জন্য পাঠানোর আগে জরিমানা পরিশোধ',
      todo: 'জরিমানা জমা দিন; এই সময়ের পরে এটি আদায়ের জন্য ভারতীয় প্রাণী কল্যাণ পর্ষদে পাঠানো হবে।',
    },
    appeal: { title: 'আপিল', todo: 'আদেশ মেনে না নিলে জেলা শাসকের কাছে আপিল করতে পারেন।' },
  },
  clockOther: 'সময়সীমা',
  action: {
    'proceed-ex-parte': 'সময়ের মধ্যে উত্তর পাওয়া যায়নি। প্রস্তাব: কারণ লিপিবদ্ধ করে একতরফা কার্যবিবরণী চালাবেন কি?',
    'refuse-registration': '15 দিনের মধ্যে ত্রুটি সংশোধন হয়নি। প্রস্তাব: কারণসহ আদেশে আপিলের নিবন্ধন অস্বীকার করবেন কি?',
    'refer-for-recovery': 'সময়ের মধ্যে জরিমানা জমা হয়নি। প্রস্তাব: আদায়ের জন্য ভারতীয় প্রাণী কল্যাণ পর্ষদে পাঠাবেন কি?',
    'extend-disposal':
      'কার্যবিবরণী সম্পূর্ণ করার সময় শীঘ্রই শেষ হবে। প্রস্তাব: লিখিতভাবে কারণ লিপিবদ্ধ করে সর্বাধিক 30 দিন বাড়াবেন কি?',
    'notice-overdue': 'অভিযোগ পাওয়ার 15 দিনের মধ্যে কারণ দর্শানোর নোটিশ জারি হয়নি।',
    'disposal-near': 'কার্যবিবরণী সম্পূর্ণ করার সময় শীঘ্রই শেষ হবে।',
    'disposal-overdue': 'সময়ের মধ্যে কার্যবিবরণী সম্পূর্ণ হয়নি।',
  },
  document: {
    'form-1': 'প্রপত্র-I-এ অভিযোগ ও তার প্রাপ্তি-রসিদ',
    'form-2': 'প্রপত্র-II-এ কারণ দর্শানোর নোটিশ',
    'hearing-notice': 'শুনানির নোটিশ',
    summons: 'সমন',
    'reply-extension-order': 'উত্তরের সময়বৃদ্ধির আদেশ',
    'ex-parte-record': 'একতরফা কার্যবিবরণীর নথি',
    'final-order': 'আদেশ',
    'proceedings-extension-order': 'কার্যবিবরণীর সময়বৃদ্ধির আদেশ',
    'payment-receipt': 'জমার রসিদ',
    'recovery-referral': 'আদায়ের জন্য পর্ষদে প্রেরণ',
    'form-3': 'প্রপত্র-III-এ আপিল ও তার প্রাপ্তি-রসিদ',
    'defect-intimation': 'আপিলের ত্রুটির সূচনা',
    'registration-refusal-order': 'আপিল নিবন্ধন অস্বীকারের আদেশ',
    'respondent-notice': 'আপিলের নোটিশ',
    'appellate-order': 'আপিলের আদেশ',
    'order-sheet': 'আদেশপত্র',
    'assam-s26a-report': 'ধারা 26ক (অসম)-এর অধীনে প্রতিবেদন',
  },
  documentOther: 'নথি',
  caseN: (n) => `মামলা ${n}`,
  lastDayToday: 'আজ শেষ দিন',
  daysLeft: (n) => `${n} দিন বাকি`,
  dueSubject: (of, due, when) => `${of} শেষ দিন ${due} (${when})`,
  dueBody: (of, due, when, cite) => `${of} শেষ দিন ${due} (${when}; ${cite})।`,
  whatToDo: 'আপনাকে কী করতে হবে: ',
  setSubject: (of, due) => `${of} শেষ দিন ${due}`,
  setBody: (of, due, cite) => `${of} সময় শুরু হয়েছে; শেষ দিন ${due} (${cite})। ক্যালেন্ডারের এন্ট্রি সংযুক্ত আছে।`,
  endedSubject: (of, due) => `${of} সময় ${due} তারিখে শেষ হয়েছে`,
  endedBody: (of, due, cite) => `${of} সময় ${due} তারিখে শেষ হয়েছে (${cite})।`,
  endsSubject: (of, due, left) => `${of} সময় ${due} তারিখে শেষ হবে (${left} দিন বাকি)`,
  endsBody: (of, due, left, cite) => `${of} সময় ${due} তারিখে শেষ হবে (${left} দিন বাকি; ${cite})।`,
  issuedSubject: (title) => `${title} জারি হয়েছে`,
  issuedBody: (title, on) => `${on} তারিখে ${title} জারি হয়েছে; স্বাক্ষরিত প্রতিলিপি (PDF) সংযুক্ত আছে।`,
  hearing: (on, time, place, link) =>
    `শুনানির তারিখ: ${on}${time ? `, সময় ${time}` : ''}${place ? `, স্থান: ${place}` : ''}${link ? `, ভিডিও লিংক: ${link}` : ''}। নিজে বা আইনি প্রতিনিধির মাধ্যমে উপস্থিত থাকুন। ক্যালেন্ডারের এন্ট্রি সংযুক্ত আছে।`,
  depositBy: (on) => `জরিমানা জমা দেওয়ার শেষ দিন: ${on}। ক্যালেন্ডারের এন্ট্রি সংযুক্ত আছে।`,
  replyRuns: 'উত্তরের সময় নোটিশ পৌঁছানোর তারিখ থেকে শুরু হয়; পৌঁছানো লিপিবদ্ধ হলে আপনাকে শেষ দিনটি পাঠানো হবে।',
  provisional: (cite) =>
    `এই সময় নিয়মাবলীতে নেই: রাজ্য ${cite}-এর অধীনে সময় বিজ্ঞপ্ত না করা পর্যন্ত এটি পোর্টালের পূর্বনির্ধারিত মান।`,
  see: (link) => `মামলাটি দেখুন: ${link}`,
  aid: 'পশু অনধিকার প্রবেশ মামলা পোর্টাল থেকে পাঠানো। অনুস্মারক একটি প্রশাসনিক সহায়তা; এটি আইনে নির্ধারিত কোনো সময় পরিবর্তন করে না।',
};

export const MESSAGE_WORDS: Readonly<Record<RegionalMessageLang, MessageWords>> = { as: AS, bn: BN };

/**
 * A title in the genitive, the case ending on its head before a closing parenthesis: Assamese adds ৰ ("উত্তৰৰ",
 * "জমা দিয়াৰ"); Bengali adds র after a vowel sign and এর after a consonant ("দেওয়ার", "উত্তরের").
 */
export function genitive(title: string, L: RegionalMessageLang): string {
  const m = /^(.*?)(\s*\([^)]*\))?$/u.exec(title)!;
  const head = m[1]!;
  const tail = m[2] ?? '';
  const of = L === 'as' ? `${head}ৰ` : /[\u09be-\u09cc\u0985-\u0994]$/u.test(head) ? `${head}র` : `${head}ের`;
  return `${of}${tail}`;
}

const clockOf = (w: MessageWords, clock: string, L: RegionalMessageLang) => {
  const c = clock in w.clock ? w.clock[clock as Clock] : { title: w.clockOther, todo: '' };
  return { ...c, of: genitive(c.title, L) };
};
const cite = (ids: readonly ProvisionId[], L: RegionalMessageLang): string =>
  ids.map((id) => regionalLabel(id, L)).join(', ');
const date = (d: LocalDate, L: RegionalMessageLang): string => longDate(d, L);

interface Message {
  readonly subject: string;
  readonly body: string;
}

interface Base {
  readonly lang: RegionalMessageLang;
  readonly caseNumber: string;
  readonly clock: string;
  readonly due: LocalDate;
  readonly basis: readonly ProvisionId[];
  readonly link: string;
}

function footer(m: { lang: RegionalMessageLang; link: string }, provisionalOf?: ProvisionId): string {
  const w = MESSAGE_WORDS[m.lang];
  return `${provisionalOf ? `\n\n${w.provisional(cite([provisionalOf], m.lang))}` : ''}\n\n${w.see(m.link)}\n\n${w.aid}`;
}

export function regionalReminder(m: Base & { readonly today: LocalDate }, provisionalOf?: ProvisionId): Message {
  const w = MESSAGE_WORDS[m.lang];
  const left = daysBetween(m.today, m.due);
  const when = left === 0 ? w.lastDayToday : w.daysLeft(count(left, m.lang));
  const c = clockOf(w, m.clock, m.lang);
  const due = date(m.due, m.lang);
  return {
    subject: `${w.caseN(m.caseNumber)}: ${w.dueSubject(c.of, due, when)}`,
    body: `${w.caseN(m.caseNumber)}\n\n${w.dueBody(c.of, due, when, cite(m.basis, m.lang))}\n\n${w.whatToDo}${c.todo}${footer(m, provisionalOf)}`,
  };
}

export function regionalDeadlineSet(m: Base, provisionalOf?: ProvisionId): Message {
  const w = MESSAGE_WORDS[m.lang];
  const c = clockOf(w, m.clock, m.lang);
  const due = date(m.due, m.lang);
  return {
    subject: `${w.caseN(m.caseNumber)}: ${w.setSubject(c.of, due)}`,
    body: `${w.caseN(m.caseNumber)}\n\n${w.setBody(c.of, due, cite(m.basis, m.lang))}\n\n${w.whatToDo}${c.todo}${footer(m, provisionalOf)}`,
  };
}

export function regionalLapse(
  m: Base & { readonly effect?: LapseEffect; readonly today?: LocalDate },
  provisionalOf?: ProvisionId,
): Message {
  const w = MESSAGE_WORDS[m.lang];
  const c = clockOf(w, m.clock, m.lang);
  const due = date(m.due, m.lang);
  const action = m.effect ? `\n\n${w.action[m.effect.action]}` : '';
  const n = w.caseN(m.caseNumber);
  if (m.today !== undefined) {
    const left = count(daysBetween(m.today, m.due), m.lang);
    return {
      subject: `${n}: ${w.endsSubject(c.of, due, left)}`,
      body: `${n}\n\n${w.endsBody(c.of, due, left, cite(m.basis, m.lang))}${action}${footer(m, provisionalOf)}`,
    };
  }
  return {
    subject: `${n}: ${w.endedSubject(c.of, due)}`,
    body: `${n}\n\n${w.endedBody(c.of, due, cite(m.basis, m.lang))}${action}${footer(m, provisionalOf)}`,
  };
}

export interface RegionalDocumentInput {
  readonly lang: RegionalMessageLang;
  readonly caseNumber: string;
  readonly template: string;
  readonly issuedOn: LocalDate;
  readonly hearingOn?: LocalDate;
  readonly hearingAt?: { readonly time?: string; readonly place?: string; readonly link?: string };
  readonly depositDueOn?: LocalDate;
  readonly link: string;
}

export function regionalDocument(m: RegionalDocumentInput): Message {
  const w = MESSAGE_WORDS[m.lang];
  const title = m.template in w.document ? w.document[m.template as Template] : w.documentOther;
  const lines: string[] = [];
  if (m.hearingOn)
    lines.push(
      w.hearing(date(m.hearingOn, m.lang), m.hearingAt?.time ?? '', m.hearingAt?.place ?? '', m.hearingAt?.link ?? ''),
    );
  if (m.depositDueOn) lines.push(w.depositBy(date(m.depositDueOn, m.lang)));
  if (m.template === 'form-2') lines.push(w.replyRuns);
  const n = w.caseN(m.caseNumber);
  return {
    subject: `${n}: ${w.issuedSubject(title)}`,
    body: `${n}\n\n${w.issuedBody(title, date(m.issuedOn, m.lang))}${lines.length ? `\n\n${lines.join('\n')}` : ''}${footer(m)}`,
  };
}

/** Every word of these messages in the language, for the script lint, the terms test and the review list. */
export function messageStrings(L: RegionalMessageLang): string[] {
  const w = MESSAGE_WORDS[L];
  const out: string[] = [w.clockOther, w.documentOther, w.lastDayToday, w.whatToDo, w.replyRuns, w.aid];
  for (const c of Object.values(w.clock)) out.push(c.title, c.todo);
  out.push(...Object.values(w.action), ...Object.values(w.document));
  const f = (fn: (...a: string[]) => string): string => fn('১', '২', '৩', '৪');
  for (const fn of [
    w.caseN,
    w.daysLeft,
    w.dueSubject,
    w.dueBody,
    w.setSubject,
    w.setBody,
    w.endedSubject,
    w.endedBody,
    w.endsSubject,
    w.endsBody,
    w.issuedSubject,
    w.issuedBody,
    w.hearing,
    w.depositBy,
    w.provisional,
    w.see,
  ] as ((...a: string[]) => string)[])
    out.push(f(fn));
  return out;
}
