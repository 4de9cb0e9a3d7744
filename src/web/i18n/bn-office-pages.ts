// Bengali: the office's pages that were still in English (issue 31): the page for parties without an account and the
// paper claims made on the portal, the help desk acting for a party and the note on documents' languages, the office's
// names and address, and the appeal's amounts, uploads and the help desk's appeal (as in as-office-pages.ts). Typed
// against the English modules: a key missing here does not compile. Terms from law/glossary-bn.md; our translation,
// awaiting review by a Bengali legal reader like the rest (scripts/assam-review-list.ts lists it).

import type { claimsOfficeEn } from './as-parties-now.ts';
import type { officeWordsEn } from './office-words.ts';
import type { frictionEn } from './friction.ts';
import type { PartiesNowOfficeKey, PhoneOfficeKey } from './as-office-pages.ts';

export const phoneOfficeBn: { readonly [K in PhoneOfficeKey]: string } = {
  'pp.back': 'মামলা {number}-এ ফিরে যান',
  'pp.title': 'অ্যাকাউন্টহীন পক্ষ: {number}',
  'pp.lead':
    'অ্যাকাউন্ট নেই এমন পক্ষকে নাম, ঠিকানা ও ফোন (যদি থাকে) দিয়ে নথিভুক্ত করুন। তাঁকে পৌঁছাতে হবে এমন প্রতিটি নোটিশ ও আদেশ হাতে হাতে দেওয়া, স্পিড পোস্ট বা লাগিয়ে দেওয়ার জন্য এখানে ছাপা হয়, ব্যক্তির কাছে রেখে আসা একটি পৃষ্ঠায় একটি দাবির কোডসহ ("এই পৃষ্ঠাটি রাখুন")।',
  'pp.none': 'এই মামলায় অ্যাকাউন্টহীন কোনো পক্ষ নথিভুক্ত হয়নি।',
  'pp.party': '{name}, {role}',
  'pp.phone': 'ফোন: {phone}',
  'pp.noPhone': 'ফোন নেই',
  'pp.claimed': '{date} তারিখে পোর্টালে দাবি করা হয়েছে',
  'pp.unclaimed': 'এখনও পোর্টালে দাবি করা হয়নি',
  'pp.toServe': 'যা পৌঁছাতে হবে',
  'pp.nothingToServe': 'এই পক্ষকে পৌঁছানোর মতো কোনো স্বাক্ষরিত নথি এখনও নেই।',
  'pp.print': 'নোটিশ পৌঁছানোর জন্য ছাপুন (PDF)',
  'pp.printAll': 'যা কিছু পৌঁছাতে হবে সব ছাপুন (PDF)',
  'pp.enter': 'অ্যাকাউন্টহীন পক্ষ নথিভুক্ত করুন',
  'pp.f.role': 'কার্যধারায় ভূমিকা',
  'pp.f.name': 'নাম',
  'pp.f.address': 'নোটিশ পৌঁছানোর ঠিকানা',
  'pp.f.phone': 'মোবাইল নম্বর',
  'pp.f.phoneHint': 'বার্তা এতে SMS-এ যায়; পক্ষের না থাকলে খালি রাখুন।',
  'pp.f.lang': 'নথির ভাষা',
  'pp.f.submit': 'পক্ষ নথিভুক্ত করুন',
  'pp.entered': 'পক্ষ নথিভুক্ত হয়েছে। যে নথিগুলি পৌঁছাতে হবে সেগুলি নিচে ছাপুন।',
  'pp.role.respondent': 'যাঁর বিরুদ্ধে অভিযোগ করা হয়েছে',
  'pp.role.complainant': 'অভিযোগকারী',
  'pp.role.appellant': 'আপিলকারী',
  'pp.role.appeal-respondent': 'আপিলে উত্তরদাতা',
  'pp.err.role': 'কার্যধারায় পক্ষের ভূমিকা বেছে নিন',
  'pp.err.name': 'নাম দিন',
  'pp.err.address': 'নোটিশ পৌঁছানোর ঠিকানা দিন',
  'pp.err.phone': '10 অঙ্কের মোবাইল নম্বর দিন, অথবা খালি রাখুন',
};

export const claimsOfficeBn: { readonly [K in keyof typeof claimsOfficeEn]: string } = {
  'pp.claims': 'পোর্টালে করা দাবি',
  'pp.claims.none': 'এখনও কেউ এই মামলার কোনো পক্ষকে দাবি করেননি।',
  'pp.claim.line': '{account} {date} তারিখে {party}-কে ({role}) দাবি করেছেন',
  'pp.claim.given': 'দেওয়া নাম: {name}',
  'pp.claim.givenAddress': 'দেওয়া ঠিকানা: {address}',
  'pp.claim.status.linked': 'যুক্ত হয়েছে: নাম নথির সঙ্গে মিলেছে',
  'pp.claim.status.pending': 'আপনার সিদ্ধান্তের অপেক্ষায়: বিবরণ নথির সঙ্গে মেলে না',
  'pp.claim.status.approved': '{date} তারিখে {by} অনুমোদন করেছেন',
  'pp.claim.status.refused': '{date} তারিখে প্রত্যাখ্যাত',
  'pp.claim.status.undone': '{date} তারিখে {by} বাতিল করেছেন',
  'pp.claim.reason.already-party': 'পোর্টাল প্রত্যাখ্যান করেছে: অ্যাকাউন্টটি ইতিমধ্যে এই মামলার পক্ষ',
  'pp.claim.reason.officer': 'পোর্টাল প্রত্যাখ্যান করেছে: অ্যাকাউন্টটি এই মামলার সিদ্ধান্ত নেওয়া কার্যালয়ের',
  'pp.claim.reasonsGiven': 'কারণ: {reasons}',
  'pp.claim.reasons': 'আপনার সিদ্ধান্তের কারণ',
  'pp.claim.reasonsHint': 'আপনি দাবি অনুমোদন বা বাতিল করলে আদেশপত্রে লেখা হয়',
  'pp.claim.approve': 'দাবি অনুমোদন করুন',
  'pp.claim.refuse': 'দাবি প্রত্যাখ্যান করুন',
  'pp.claim.undo': 'দাবি বাতিল করুন',
  'pp.claim.decided': 'দাবির বিষয়ে আপনার সিদ্ধান্ত লিপিবদ্ধ হয়েছে।',
  'pp.err.reasons': 'আপনার সিদ্ধান্তের কারণ দিন',
  'pp.printFresh': 'নতুন দাবির কোডসহ ছাপুন (আগের সব কোড অচল হবে)',
};

export const partiesNowOfficeBn: { readonly [K in PartiesNowOfficeKey]: string } = {
  'assist.title': 'সহায়তা কেন্দ্র: পক্ষের হয়ে কাজ – {number}',
  'assist.lead':
    'নিজের ফোন বা ইমেল নেই এমন ব্যক্তি সহায়তা কেন্দ্রকে তাঁর হয়ে কাজ করতে বলতে পারেন। তাঁর ভাষায় সম্মতির প্রপত্র ছাপুন, তাঁকে পড়ে শোনান, তাঁকে তাতে স্বাক্ষর বা টিপসই দিতে বলুন, স্ক্যান করে এখানে আপলোড করুন। তাঁর সম্মতি নথিভুক্ত থাকা পর্যন্ত আপনি তাঁর নিজের পদক্ষেপ তাঁর হয়ে নিতে পারেন; প্রতিটি পদক্ষেপে দেখা যায় যে আপনি তাঁর হয়ে করেছেন।',
  'assist.none': 'কার্যালয় এখনও এই মামলায় কাগজে কোনো পক্ষ নথিভুক্ত করেনি।',
  'assist.party': '{name} ({role})',
  'assist.print': 'সম্মতির প্রপত্র ছাপুন',
  'assist.file': 'স্বাক্ষরিত সম্মতি, স্ক্যান করা (PDF, JPEG বা PNG)',
  'assist.upload': 'সম্মতি লিপিবদ্ধ করুন',
  'assist.onRecord': '{date} থেকে সম্মতি নথিভুক্ত: {operator} এই পক্ষের হয়ে কাজ করেন (নথি {document})।',
  'assist.withdrawn': '{date} তারিখে সম্মতি প্রত্যাহার করা হয়েছে।',
  'assist.withdraw': 'সম্মতি প্রত্যাহার করুন',
  'assist.recorded': 'সম্মতি নথিভুক্ত হয়েছে।',
  'assist.done': 'পক্ষের হয়ে লিপিবদ্ধ হয়েছে।',
  'assist.act': '{name}-এর হয়ে কাজ করুন',
  'assist.err.file': 'আপলোড করার জন্য স্ক্যান করা সম্মতি বেছে নিন',
  'assist.nav': 'সহায়তা কেন্দ্র',
  'assist.link': 'সহায়তা কেন্দ্র: পক্ষের সম্মতিতে তাঁর হয়ে কাজ করুন',
  'assist.find': 'মামলার নম্বর',
  'assist.findHint': 'নোটিশে যেমন আছে, যেমন CTR/AGRS/2026/000123',
  'assist.open': 'খুলুন',
  'assist.err.number': 'আপনার কার্যালয়ের কোনো মামলার এই নম্বর নেই; নোটিশের সঙ্গে মিলিয়ে দেখুন',
  'script.note':
    'নথিগুলি ইংরেজি ও হিন্দিতে জারি হয়: আপনি যে শব্দ লেখেন তা দুটি প্রতিলিপিতেই আপনি যেমন লিখেছেন তেমনই ছাপা হয়, অন্য প্রতিলিপিতে সেই ভাষায় আধিকারিকের লিপিবদ্ধ বলে চিহ্নিত করে।',
  'script.warn':
    'ইংরেজিতে লেখা: {fields}। নথির হিন্দি প্রতিলিপিতে এই শব্দগুলি আপনি যেমন লিখেছেন তেমনই ছাপা হবে, "আধিকারিকের ইংরেজিতে লিপিবদ্ধ অনুযায়ী" বলে চিহ্নিত করে। সেগুলি হিন্দিতে লিখুন, অথবা যেমন আছে তেমনই লিপিবদ্ধ করুন।',
  'script.ack': 'আমি পড়েছি: এই ক্ষেত্রগুলি আধিকারিকের ইংরেজিতে লিপিবদ্ধ অনুযায়ী ছাপা হবে',
  'script.ack.err': 'ইংরেজিতে লেখা শব্দগুলি কীভাবে ছাপা হবে তা পড়েছেন বলে চিহ্নিত করুন, অথবা সেগুলি হিন্দিতে লিখুন',
};

export const officeWordsBn: { readonly [K in keyof typeof officeWordsEn]: string } = {
  'ofn.address': 'ঠিকানা',
  'ofn.addressHi': 'হিন্দিতে ঠিকানা',
  'ofn.missing': 'নথিভুক্ত হয়নি: হিন্দি পৃষ্ঠা ও নথিতে ইংরেজি ঠিকানা ছাপা হয়',
  'ofn.edit': '{code}-এর নাম ও ঠিকানা',
  'ofn.title': 'কার্যালয় {code}: নাম ও ঠিকানা',
  'ofn.lead':
    'কার্যালয়ের প্রতিটি পৃষ্ঠা ও নথিতে এই শব্দগুলি পাঠকের ভাষায় ছাপা হয়: হিন্দি পৃষ্ঠা, নোটিশ, আদেশ ও বার্তায় হিন্দিগুলি। হিন্দিতে ঠিকানা খালি রাখলে নথিভুক্ত ইংরেজি ঠিকানাটি ছাপা হয়; পোর্টাল কিছুই অনুবাদ করে না।',
  'ofn.f.name': 'ইংরেজিতে নাম',
  'ofn.f.nameHi': 'হিন্দিতে নাম (দেবনাগরী)',
  'ofn.f.address': 'ইংরেজিতে ঠিকানা',
  'ofn.f.addressHi': 'হিন্দিতে ঠিকানা (দেবনাগরী)',
  'ofn.h.addressHi': 'উদাহরণস্বরূপ: तहसील सदर, आगरा, उत्तर प्रदेश',
  'ofn.save': 'নাম ও ঠিকানা সংরক্ষণ করুন',
  'ofn.saved': '{code}-এর নাম ও ঠিকানা সংরক্ষিত হয়েছে।',
  'ofn.back': 'প্রশাসনের পৃষ্ঠায় ফিরে যান',
  'pc.next.pay-compensation.by':
    'আদেশের নির্দেশ অনুযায়ী {due}-এর মধ্যে {name}-কে (অভিযোগকারী) {amount} পরিশোধ করুন ({rule})। ন্যায়নির্ণায়ক আধিকারিকের কার্যালয় পরিশোধ লিপিবদ্ধ করে।',
  'pc.next.receive-compensation.named.by':
    'আদেশ আপনাকে {amount} প্রদান করেছে, যা {name} {due}-এর মধ্যে আপনাকে পরিশোধ করবেন ({rule}); ন্যায়নির্ণায়ক আধিকারিকের কার্যালয় এর পরিশোধ লিপিবদ্ধ করে।',
  'pc.next.pay-compensation.by.counted':
    '{due}-এর মধ্যে {name}-কে (অভিযোগকারী) {amount} পরিশোধ করুন: প্রথম আদেশে দেওয়া সময়, আপিলের আদেশ থেকে গণনা করা ({rule}; পোর্টালের পাঠ, কারণ আপিলের আদেশ কোনো দিন নির্ধারণ করে না)। ন্যায়নির্ণায়ক আধিকারিকের কার্যালয় পরিশোধ লিপিবদ্ধ করে।',
  'pc.next.receive-compensation.named.by.counted':
    'বর্তমান আদেশ আপনাকে {amount} প্রদান করেছে, যা {name} {due}-এর মধ্যে আপনাকে পরিশোধ করবেন: প্রথম আদেশে দেওয়া সময়, আপিলের আদেশ থেকে গণনা করা ({rule}; পোর্টালের পাঠ, কারণ আপিলের আদেশ কোনো দিন নির্ধারণ করে না); ন্যায়নির্ণায়ক আধিকারিকের কার্যালয় এর পরিশোধ লিপিবদ্ধ করে।',
};

export const frictionBn: { readonly [K in keyof typeof frictionEn]: string } = {
  'aa.below.legend': 'আপিলকৃত আদেশ',
  'aa.below.lead':
    '{date} তারিখে {number}-এ {provision}-এর অধীনে প্রদত্ত। নিচের পরিমাণগুলি সেই আদেশের পরিমাণ থেকে শুরু হয়; এটি পরিবর্তন করতে, এই আদেশ যেগুলি পরিবর্তন করে সেগুলি বদলান।',
  'aa.below.item': 'পরিমাণ',
  'aa.below.then': 'আপিলকৃত আদেশ',
  'aa.below.now': 'এই প্রপত্রে নথিভুক্ত অনুযায়ী',
  'aa.below.varied': '{amount} (পরিবর্তিত)',
  'aa.below.payee': 'ক্ষতিপূরণ, খরচ ও মাশুল যাঁকে দিতে হবে: {who}।',
  'sp.ack.upload': 'অথবা প্রাপ্তিস্বীকার এখনই আপলোড করুন (PDF, JPEG বা PNG)',
  'sp.ack.uploadHint': 'ফাইলটি মামলার সঙ্গে যুক্ত হয় এবং এই নোটিশ পৌঁছানোর প্রমাণ হিসাবে উল্লিখিত হয়।',
  'sp.photo.upload': 'অথবা লাগানো প্রতিলিপির ছবি এখনই আপলোড করুন (PDF, JPEG বা PNG)',
  'pr.file': 'লিখিত উত্তর, স্ক্যান করা (PDF, JPEG বা PNG)',
  'pr.fileHint': 'ঐচ্ছিক: উত্তরের সঙ্গে মামলায় যুক্ত হয়।',
  'assist.appeal.title': '{name}-এর হয়ে আপিল দাখিল করুন (প্রপত্র-III)',
  'assist.appeal.lead':
    'এই মামলার আদেশের বিরুদ্ধে (নিয়ম 7(1))। আপিলকারী {name}; আপিলকারীর বিবরণ, উত্তরদাতা, বিধানসমূহ ও আদেশের তারিখ নথি থেকে নেওয়া হয়। পক্ষের সঙ্গে, তাঁর নিজের কথায় লিখুন; তাঁকে পড়ে শোনান এবং ছাপা প্রপত্রে স্বাক্ষর বা টিপসই দিতে বলুন।',
  'assist.appeal.grounds': 'আপিলের কারণ (দফা 4)',
  'assist.appeal.facts': 'ঘটনার সংক্ষিপ্ত বিবরণ (দফা 6)',
  'assist.appeal.relief': 'প্রার্থিত প্রতিকার (দফা 8)',
  'assist.appeal.withinTime': 'পক্ষ কি বলেন যে আপিল সময়সীমার মধ্যে (দফা 9)?',
  'assist.appeal.delay': 'না হলে, বিলম্ব কেন মার্জনা করা উচিত',
  'assist.appeal.documents': 'নির্ভর করা নথি, প্রতি লাইনে একটি',
  'assist.appeal.pending': 'একই বিষয়ে অন্য কোনো আদালতে আপিল বিচারাধীন আছে কি (দফা 10)?',
  'assist.appeal.declared': 'পক্ষ ঘোষণায় স্বাক্ষর বা টিপসই দিয়েছেন',
  'assist.appeal.submit': 'পক্ষের হয়ে আপিল দাখিল করুন',
  'assist.appeal.done': 'পক্ষের হয়ে আপিল {number} দাখিল হয়েছে; এর আদেশপত্রে লিপিবদ্ধ আছে যে আপনি তাঁর হয়ে দাখিল করেছেন।',
  'assist.appeal.err.required': '{field} লিখুন',
  'assist.appeal.err.choose': 'একটি উত্তর বেছে নিন',
  'aa.below.depositBy': 'সেই আদেশের অধীনে জরিমানা জমা দেওয়ার সময়: তার থেকে {days} দিন, {date} পর্যন্ত।',
  'aa.below.payBy': 'সেই আদেশের অধীনে ক্ষতিপূরণ, খরচ ও মাশুল দেওয়ার সময়: {date} পর্যন্ত।',
};
