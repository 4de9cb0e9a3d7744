// The officer's case page's own words that came from areas still in English (issue 31): its links to the page for
// parties without an account and to field service, adding a party by email or mobile number, the help desk's mark on
// a recorded step, and the note on a section 26 (Assam) complaint. In Assamese and Bengali, typed (a key missing here
// does not compile once it is out of PENDING_EN); our translation, awaiting review like the rest.

import type { MessageKey } from './en.ts';

export const OFFICER_PAGE_KEYS = [
  'pp.link',
  'fo.caseLink',
  'who.f.contact',
  'who.h.partyContact',
  'who.err.contact',
  'who.err.noMobileAccount',
  'assist.actedFor',
  'as.crossTrack.title',
  'as.crossTrack.explain',
] as const satisfies readonly MessageKey[];
export type OfficerPageKey = (typeof OFFICER_PAGE_KEYS)[number];

/** An area still shown in English, less the officer's case page's keys (translated here). */
export function withoutOfficerPage<T extends Record<string, string>>(area: T): Omit<T, OfficerPageKey> {
  const out: Record<string, string> = { ...area };
  for (const k of OFFICER_PAGE_KEYS) delete out[k];
  return out as Omit<T, OfficerPageKey>;
}

export const officerPageAs: { readonly [K in OfficerPageKey]: string } = {
  'pp.link': 'একাউণ্ট নথকা পক্ষ আৰু জাননী প্ৰদানৰ বাবে ছপা',
  'fo.caseLink': 'ক্ষেত্ৰত জাননী প্ৰদান: জাননী প্ৰদানৰ দায়িত্ব এজন জাননী প্ৰদানকাৰীক দিয়ক, আৰু তেওঁৰ ফ’নৰ পৰা অহা প্ৰমাণ চাওক',
  'who.f.contact': 'ইমেইল ঠিকনা বা মোবাইল নম্বৰ',
  'who.h.partyContact':
    'ব্যক্তিগৰাকীয়ে পঞ্জীয়ন কৰা ইমেইল ঠিকনা, বা 10 অংকৰ মোবাইল নম্বৰ। কেৱল মোবাইল নম্বৰেৰে পঞ্জীয়ন কৰা ব্যক্তিক সেই নম্বৰেৰে বিচাৰি পোৱা যায়।',
  'who.err.contact': 'ইমেইল ঠিকনা, বা 98765 43210ৰ দৰে 10 অংকৰ মোবাইল নম্বৰ দিয়ক',
  'who.err.noMobileAccount': 'এই মোবাইল নম্বৰেৰে কোনো একাউণ্ট পঞ্জীয়ন কৰা হোৱা নাই; ব্যক্তিগৰাকীক প্ৰথমে পঞ্জীয়ন কৰিবলৈ কওক',
  'assist.actedFor': '{party}ৰ হৈ {operator}এ লিপিবদ্ধ কৰিছে, সন্মতিৰ নথি {document}',
  'as.crossTrack.title': 'ধাৰা 26 (অসম): অধিক্ষেত্ৰৰ বিষয়ে বিষয়াৰ সিদ্ধান্তৰ ভিত্তিত পঞ্জীয়ন কৰা হৈছে',
  'as.crossTrack.explain':
    'অসমত, 2002 চনৰ অসম আইন XVৰ দ্বাৰা প্ৰতিস্থাপিত ধাৰা 26 এটা অপৰাধ, যাৰ বিচাৰ লিখিত প্ৰতিবেদনৰ ভিত্তিত (ধাৰা 26ক) ন্যায়িক দণ্ডাধীশে কৰে। এই অভিযোগত ধাৰা 26ৰ অভিযোগ কৰা হৈছে আৰু বিষয়াৰ সিদ্ধান্তৰ ভিত্তিতহে ইয়াক নিয়মাৱলীৰ অধীনত পঞ্জীয়ন কৰা হৈছে:',
};

export const officerPageBn: { readonly [K in OfficerPageKey]: string } = {
  'pp.link': 'অ্যাকাউন্টহীন পক্ষ এবং নোটিশ পৌঁছানোর জন্য ছাপা',
  'fo.caseLink': 'মাঠে নোটিশ পৌঁছানো: নোটিশ পৌঁছানোর দায়িত্ব একজন নোটিশ বাহককে দিন, এবং তাঁর ফোন থেকে আসা প্রমাণ দেখুন',
  'who.f.contact': 'ইমেল ঠিকানা বা মোবাইল নম্বর',
  'who.h.partyContact':
    'ব্যক্তি যে ইমেল ঠিকানা, বা 10 অঙ্কের মোবাইল নম্বর দিয়ে নিবন্ধন করেছেন। কেবল মোবাইল নম্বর দিয়ে নিবন্ধিত ব্যক্তিকে সেই নম্বরেই খুঁজে পাওয়া যায়।',
  'who.err.contact': 'ইমেল ঠিকানা, বা 98765 43210-এর মতো 10 অঙ্কের মোবাইল নম্বর দিন',
  'who.err.noMobileAccount': 'এই মোবাইল নম্বরে কোনো অ্যাকাউন্ট নিবন্ধিত হয়নি; ব্যক্তিকে আগে নিবন্ধন করতে বলুন',
  'assist.actedFor': '{party}-এর হয়ে {operator} লিপিবদ্ধ করেছেন, সম্মতির নথি {document}',
  'as.crossTrack.title': 'ধারা 26 (অসম): এক্তিয়ার সম্পর্কে আধিকারিকের সিদ্ধান্তের ভিত্তিতে নিবন্ধিত',
  'as.crossTrack.explain':
    'অসমে, 2002 সালের অসম আইন XV দ্বারা প্রতিস্থাপিত ধারা 26 একটি অপরাধ, যার বিচার লিখিত প্রতিবেদনের ভিত্তিতে (ধারা 26ক) বিচারবিভাগীয় ম্যাজিস্ট্রেট করেন। এই অভিযোগে ধারা 26-এর অভিযোগ করা হয়েছে এবং কেবল আধিকারিকের সিদ্ধান্তের ভিত্তিতে এটি নিয়মাবলীর অধীনে নিবন্ধিত হয়েছে:',
};
