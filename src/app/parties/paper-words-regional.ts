// The titles of the documents in the paper bundle and the parties' titles on its covering sheet and consent form, in
// Assam's languages (issue 31): a party of an Assam office with neither phone nor email is served in the office's
// pair, English or Assamese, Bengali or Bodo (Devanagari). Our translation, awaiting review by a legal reader of the
// language (scripts/assam-review-list.ts lists it); the terms are those of law/glossary-as.md and law/glossary-bn.md.

import type { AssamLang } from '../../rules/document-languages.ts';
import type { PaperRole } from '../ports/parties.ts';

type R = Readonly<Record<AssamLang, string>>;

export const REGIONAL_BUNDLE_TITLES: Readonly<Record<string, R>> = {
  'form-1': { as: 'অভিযোগৰ প্ৰতিলিপি (প্ৰপত্ৰ-I)', bn: 'অভিযোগের প্রতিলিপি (প্রপত্র-I)', brx: 'नालिसनि कपि (फारम-I)' },
  'form-2': {
    as: 'কাৰণ দৰ্শোৱাৰ জাননী (প্ৰপত্ৰ-II)',
    bn: 'কারণ দর্শানোর নোটিশ (প্রপত্র-II)',
    brx: 'जाहोन दिन्थिनाय नटिस (फारम-II)',
  },
  'hearing-notice': { as: 'শুনানিৰ জাননী', bn: 'শুনানির নোটিশ', brx: 'खोनासंनायनि नटिस' },
  'reply-extension-order': {
    as: 'উত্তৰৰ সময় বৃদ্ধিৰ আদেশ',
    bn: 'উত্তরের সময়বৃদ্ধির আদেশ',
    brx: 'फिननायनि सम बांहोनायनि हुकुम',
  },
  'final-order': {
    as: 'ন্যায়নিৰ্ণায়ক বিষয়াৰ আদেশ (স্বাক্ষৰিত প্ৰতিলিপি, বিনামূলীয়া)',
    bn: 'ন্যায়নির্ণায়ক আধিকারিকের আদেশ (স্বাক্ষরিত প্রতিলিপি, বিনামূল্যে)',
    brx: 'न्यायनिर्णायक अफिसारनि हुकुम (सहि होनाय कपि, बेसेन गैयै)',
  },
  'form-3': { as: 'আপীলৰ প্ৰতিলিপি (প্ৰপত্ৰ-III)', bn: 'আপিলের প্রতিলিপি (প্রপত্র-III)', brx: 'आपिलनि कपि (फारम-III)' },
  'defect-intimation': {
    as: 'আপীলৰ ত্ৰুটিৰ জাননী',
    bn: 'আপিলের ত্রুটির নোটিশ',
    brx: 'आपिलनि गोरोन्थिनि नटिस',
  },
  'registration-refusal-order': {
    as: 'আপীল পঞ্জীভুক্ত নকৰাৰ আদেশ',
    bn: 'আপিল নথিভুক্ত না করার আদেশ',
    brx: 'आपिल थिसननो नेवसिनायनि हुकुम',
  },
  'respondent-notice': { as: 'আপীলৰ জাননী', bn: 'আপিলের নোটিশ', brx: 'आपिलनि नटिस' },
  'appellate-order': {
    as: 'আপীলৰ ওপৰত আদেশ (স্বাক্ষৰিত প্ৰতিলিপি, বিনামূলীয়া)',
    bn: 'আপিলের উপর আদেশ (স্বাক্ষরিত প্রতিলিপি, বিনামূল্যে)',
    brx: 'आपिलनि सायाव हुकुम (सहि होनाय कपि, बेसेन गैयै)',
  },
};

export const REGIONAL_ROLE_TITLES: Readonly<Record<PaperRole, R>> = {
  respondent: {
    as: 'যিগৰাকী ব্যক্তিৰ বিৰুদ্ধে অভিযোগ কৰা হৈছে',
    bn: 'যাঁর বিরুদ্ধে অভিযোগ করা হয়েছে',
    brx: 'जाय मानसिनि सोमोनदै नालिस होनाय जादों',
  },
  complainant: { as: 'অভিযোগকাৰী', bn: 'অভিযোগকারী', brx: 'नालिसगिरि' },
  appellant: { as: 'আপীলকাৰী', bn: 'আপিলকারী', brx: 'आपिलगिरि' },
  'appeal-respondent': { as: 'প্ৰতিবাদী', bn: 'প্রতিবাদী', brx: 'प्रत्यर्थी' },
};

/** Every string here in the language (the script lint, the terms test and the review list). */
export const paperRegionalStrings = (L: AssamLang): string[] => [
  ...Object.values(REGIONAL_BUNDLE_TITLES).map((r) => r[L]),
  ...Object.values(REGIONAL_ROLE_TITLES).map((r) => r[L]),
];
