// Assamese: the office's pages that were still in English (issue 31): the page for parties without an account and the
// paper claims made on the portal (phone.ts' and claims.ts' office keys), the help desk acting for a party and the
// note on documents' languages (parties-now.ts' office keys, assisted.ts), the office's names and address
// (office-words.ts), and the appeal's amounts, uploads and the help desk's appeal (friction.ts). Typed against the
// English modules: a key missing here does not compile. Terms from law/glossary-as.md; our translation, awaiting review
// by an Assamese legal reader like the rest (scripts/assam-review-list.ts lists it).

import type { phoneOfficeEn } from './as-parties-more.ts';
import type { claimsOfficeEn, partiesNowOfficeEn } from './as-parties-now.ts';
import type { officeWordsEn } from './office-words.ts';
import type { frictionEn } from './friction.ts';
import type { OfficerPageKey } from './officer-page-regional.ts';

export type PhoneOfficeKey = Exclude<keyof typeof phoneOfficeEn, OfficerPageKey>;
export type PartiesNowOfficeKey = Exclude<keyof typeof partiesNowOfficeEn, OfficerPageKey>;

export const phoneOfficeAs: { readonly [K in PhoneOfficeKey]: string } = {
  'pp.back': 'গোচৰ {number}লৈ উভতি যাওক',
  'pp.title': 'একাউণ্ট নথকা পক্ষ: {number}',
  'pp.lead':
    'একাউণ্ট নথকা পক্ষক নাম, ঠিকনা আৰু ফ’ন (যদি থাকে)ৰে অন্তৰ্ভুক্ত কৰক। তেওঁক প্ৰদান কৰিবলগীয়া প্ৰতিখন জাননী আৰু আদেশ হাতে হাতে প্ৰদান, স্পীড পোষ্ট বা লগাই দিয়াৰ বাবে ইয়াত ছপা কৰা হয়, ব্যক্তিগৰাকীৰ ওচৰত এৰি অহা এখন পৃষ্ঠাত এটা দাবীৰ ক’ডৰ সৈতে ("এই পৃষ্ঠাখন ৰাখক")।',
  'pp.none': 'এই গোচৰত একাউণ্ট নথকা কোনো পক্ষ অন্তৰ্ভুক্ত কৰা হোৱা নাই।',
  'pp.party': '{name}, {role}',
  'pp.phone': 'ফ’ন: {phone}',
  'pp.noPhone': 'ফ’ন নাই',
  'pp.claimed': '{date}ত পৰ্টেলত দাবী কৰা হৈছে',
  'pp.unclaimed': 'এতিয়াও পৰ্টেলত দাবী কৰা হোৱা নাই',
  'pp.toServe': 'প্ৰদান কৰিবলগীয়া',
  'pp.nothingToServe': 'এই পক্ষক প্ৰদান কৰিবলগীয়া কোনো স্বাক্ষৰিত নথি এতিয়াও নাই।',
  'pp.print': 'জাননী প্ৰদানৰ বাবে ছপা কৰক (PDF)',
  'pp.printAll': 'প্ৰদান কৰিবলগীয়া সকলো ছপা কৰক (PDF)',
  'pp.enter': 'একাউণ্ট নথকা পক্ষ অন্তৰ্ভুক্ত কৰক',
  'pp.f.role': 'প্ৰক্ৰিয়াত ভূমিকা',
  'pp.f.name': 'নাম',
  'pp.f.address': 'জাননী প্ৰদানৰ ঠিকনা',
  'pp.f.phone': 'মোবাইল নম্বৰ',
  'pp.f.phoneHint': 'বাৰ্তা ইয়ালৈ SMSৰে যায়; পক্ষৰ নাই যদি খালী ৰাখক।',
  'pp.f.lang': 'নথিৰ ভাষা',
  'pp.f.submit': 'পক্ষ অন্তৰ্ভুক্ত কৰক',
  'pp.entered': 'পক্ষ অন্তৰ্ভুক্ত কৰা হ’ল। প্ৰদান কৰিবলগীয়া নথিবোৰ তলত ছপা কৰক।',
  'pp.role.respondent': 'যাৰ বিৰুদ্ধে অভিযোগ কৰা হৈছে',
  'pp.role.complainant': 'অভিযোগকাৰী',
  'pp.role.appellant': 'আপীলকাৰী',
  'pp.role.appeal-respondent': 'আপীলত প্ৰতিবাদী',
  'pp.err.role': 'প্ৰক্ৰিয়াত পক্ষৰ ভূমিকা বাছি লওক',
  'pp.err.name': 'নাম দিয়ক',
  'pp.err.address': 'জাননী প্ৰদানৰ ঠিকনা দিয়ক',
  'pp.err.phone': '10 অংকৰ মোবাইল নম্বৰ দিয়ক, বা খালী ৰাখক',
};

export const claimsOfficeAs: { readonly [K in keyof typeof claimsOfficeEn]: string } = {
  'pp.claims': 'পৰ্টেলত কৰা দাবী',
  'pp.claims.none': 'এতিয়ালৈকে কোনেও এই গোচৰৰ কোনো পক্ষক দাবী কৰা নাই।',
  'pp.claim.line': '{account}এ {date}ত {party}ক ({role}) দাবী কৰিলে',
  'pp.claim.given': 'দিয়া নাম: {name}',
  'pp.claim.givenAddress': 'দিয়া ঠিকনা: {address}',
  'pp.claim.status.linked': 'সংযোগ কৰা হ’ল: নাম নথিৰ সৈতে মিলিল',
  'pp.claim.status.pending': 'আপোনাৰ সিদ্ধান্তৰ অপেক্ষাত: বিৱৰণ নথিৰ সৈতে নিমিলে',
  'pp.claim.status.approved': '{date}ত {by}এ অনুমোদন কৰিলে',
  'pp.claim.status.refused': '{date}ত অস্বীকাৰ কৰা হ’ল',
  'pp.claim.status.undone': '{date}ত {by}এ বাতিল কৰিলে',
  'pp.claim.reason.already-party': 'পৰ্টেলে অস্বীকাৰ কৰিলে: একাউণ্টটো ইতিমধ্যে এই গোচৰৰ পক্ষ',
  'pp.claim.reason.officer': 'পৰ্টেলে অস্বীকাৰ কৰিলে: একাউণ্টটো এই গোচৰৰ সিদ্ধান্ত লোৱা কাৰ্যালয়ৰ',
  'pp.claim.reasonsGiven': 'কাৰণ: {reasons}',
  'pp.claim.reasons': 'আপোনাৰ সিদ্ধান্তৰ কাৰণ',
  'pp.claim.reasonsHint': 'আপুনি দাবী অনুমোদন বা বাতিল কৰিলে আদেশ-পত্ৰত লিখা হয়',
  'pp.claim.approve': 'দাবী অনুমোদন কৰক',
  'pp.claim.refuse': 'দাবী অস্বীকাৰ কৰক',
  'pp.claim.undo': 'দাবী বাতিল কৰক',
  'pp.claim.decided': 'দাবীৰ ওপৰত আপোনাৰ সিদ্ধান্ত লিপিবদ্ধ কৰা হ’ল।',
  'pp.err.reasons': 'আপোনাৰ সিদ্ধান্তৰ কাৰণ দিয়ক',
  'pp.printFresh': 'নতুন দাবীৰ ক’ডৰ সৈতে ছপা কৰক (আগৰ সকলো ক’ড অচল হ’ব)',
};

export const partiesNowOfficeAs: { readonly [K in PartiesNowOfficeKey]: string } = {
  'assist.title': 'সহায় কেন্দ্ৰ: পক্ষৰ হৈ কাম কৰা – {number}',
  'assist.lead':
    'নিজৰ ফ’ন বা ইমেইল নথকা ব্যক্তিয়ে সহায় কেন্দ্ৰক তেওঁৰ হৈ কাম কৰিবলৈ ক’ব পাৰে। তেওঁৰ ভাষাত সন্মতিৰ প্ৰপত্ৰ ছপা কৰক, তেওঁক পঢ়ি শুনাওক, তেওঁক ইয়াত স্বাক্ষৰ বা বুঢ়া আঙুলিৰ ছাপ দিবলৈ দিয়ক, স্কেন কৰি ইয়াত আপলোড কৰক। তেওঁৰ সন্মতি নথিভুক্ত হৈ থকালৈকে আপুনি তেওঁৰ নিজৰ পদক্ষেপ তেওঁৰ হৈ ল’ব পাৰে; প্ৰতিটো পদক্ষেপে দেখুৱায় যে আপুনি তেওঁৰ হৈ কৰিছে।',
  'assist.none': 'কাৰ্যালয়ে এতিয়াও এই গোচৰত কাগজত কোনো পক্ষ অন্তৰ্ভুক্ত কৰা নাই।',
  'assist.party': '{name} ({role})',
  'assist.print': 'সন্মতিৰ প্ৰপত্ৰ ছপা কৰক',
  'assist.file': 'স্বাক্ষৰিত সন্মতি, স্কেন কৰা (PDF, JPEG বা PNG)',
  'assist.upload': 'সন্মতি লিপিবদ্ধ কৰক',
  'assist.onRecord': '{date}ৰ পৰা সন্মতি নথিভুক্ত: {operator}এ এই পক্ষৰ হৈ কাম কৰে (নথি {document})।',
  'assist.withdrawn': '{date}ত সন্মতি প্ৰত্যাহাৰ কৰা হ’ল।',
  'assist.withdraw': 'সন্মতি প্ৰত্যাহাৰ কৰক',
  'assist.recorded': 'সন্মতি নথিভুক্ত হ’ল।',
  'assist.done': 'পক্ষৰ হৈ লিপিবদ্ধ কৰা হ’ল।',
  'assist.act': '{name}ৰ হৈ কাম কৰক',
  'assist.err.file': 'আপলোড কৰিবলৈ স্কেন কৰা সন্মতি বাছি লওক',
  'assist.nav': 'সহায় কেন্দ্ৰ',
  'assist.link': 'সহায় কেন্দ্ৰ: পক্ষৰ সন্মতিৰে তেওঁৰ হৈ কাম কৰক',
  'assist.find': 'গোচৰ নম্বৰ',
  'assist.findHint': 'জাননীত থকাৰ দৰে, যেনে CTR/AGRS/2026/000123',
  'assist.open': 'খোলক',
  'assist.err.number': 'আপোনাৰ কাৰ্যালয়ৰ কোনো গোচৰৰ এই নম্বৰ নাই; জাননীৰ সৈতে মিলাই চাওক',
  'script.note':
    'নথিবোৰ ইংৰাজী আৰু হিন্দীত জাৰি কৰা হয়: আপুনি লিখা শব্দবোৰ দুয়োখন প্ৰতিলিপিত আপুনি লিখাৰ দৰেই ছপা হয়, আনখন প্ৰতিলিপিত সেই ভাষাত বিষয়াই লিপিবদ্ধ কৰা বুলি চিহ্নিত কৰি।',
  'script.warn':
    'ইংৰাজীত লিখা: {fields}। নথিৰ হিন্দী প্ৰতিলিপিত এই শব্দবোৰ আপুনি লিখাৰ দৰেই ছপা হ’ব, "বিষয়াই ইংৰাজীত লিপিবদ্ধ কৰা অনুসৰি" বুলি চিহ্নিত কৰি। সেইবোৰ হিন্দীত লিখক, বা যেনেকৈ আছে তেনেকৈ লিপিবদ্ধ কৰক।',
  'script.ack': 'মই পঢ়িলোঁ: এই ক্ষেত্ৰবোৰ বিষয়াই ইংৰাজীত লিপিবদ্ধ কৰা অনুসৰি ছপা হ’ব',
  'script.ack.err': 'ইংৰাজীত লিখা শব্দবোৰ কেনেকৈ ছপা হ’ব সেয়া পঢ়িলে বুলি চিহ্নিত কৰক, বা সেইবোৰ হিন্দীত লিখক',
};

export const officeWordsAs: { readonly [K in keyof typeof officeWordsEn]: string } = {
  'ofn.address': 'ঠিকনা',
  'ofn.addressHi': 'হিন্দীত ঠিকনা',
  'ofn.missing': 'অন্তৰ্ভুক্ত কৰা হোৱা নাই: হিন্দী পৃষ্ঠা আৰু নথিত ইংৰাজী ঠিকনা ছপা হয়',
  'ofn.edit': '{code}ৰ নাম আৰু ঠিকনা',
  'ofn.title': 'কাৰ্যালয় {code}: নাম আৰু ঠিকনা',
  'ofn.lead':
    'কাৰ্যালয়ৰ প্ৰতিখন পৃষ্ঠা আৰু নথিত এই শব্দবোৰ পাঠকৰ ভাষাত ছপা হয়: হিন্দী পৃষ্ঠা, জাননী, আদেশ আৰু বাৰ্তাত হিন্দীবোৰ। হিন্দীত ঠিকনা খালী ৰাখিলে, অন্তৰ্ভুক্ত কৰা ইংৰাজী ঠিকনাটো ছপা হয়; পৰ্টেলে একো অনুবাদ নকৰে।',
  'ofn.f.name': 'ইংৰাজীত নাম',
  'ofn.f.nameHi': 'হিন্দীত নাম (দেৱনাগৰী)',
  'ofn.f.address': 'ইংৰাজীত ঠিকনা',
  'ofn.f.addressHi': 'হিন্দীত ঠিকনা (দেৱনাগৰী)',
  'ofn.h.addressHi': 'উদাহৰণস্বৰূপে: तहसील सदर, आगरा, उत्तर प्रदेश',
  'ofn.save': 'নাম আৰু ঠিকনা সংৰক্ষণ কৰক',
  'ofn.saved': '{code}ৰ নাম আৰু ঠিকনা সংৰক্ষণ কৰা হ’ল।',
  'ofn.back': 'প্ৰশাসনৰ পৃষ্ঠালৈ উভতি যাওক',
  'pc.next.pay-compensation.by':
    'আদেশে নিৰ্দেশ দিয়াৰ দৰে {due}ৰ ভিতৰত {name}ক (অভিযোগকাৰী) {amount} পৰিশোধ কৰক ({rule})। ন্যায়নিৰ্ণায়ক বিষয়াৰ কাৰ্যালয়ে পৰিশোধ লিপিবদ্ধ কৰে।',
  'pc.next.receive-compensation.named.by':
    'আদেশে আপোনাক {amount} প্ৰদান কৰিছে, যি {name}এ {due}ৰ ভিতৰত আপোনাক পৰিশোধ কৰিব লাগিব ({rule}); ন্যায়নিৰ্ণায়ক বিষয়াৰ কাৰ্যালয়ে ইয়াৰ পৰিশোধ লিপিবদ্ধ কৰে।',
  'pc.next.pay-compensation.by.counted':
    '{due}ৰ ভিতৰত {name}ক (অভিযোগকাৰী) {amount} পৰিশোধ কৰক: প্ৰথম আদেশে দিয়া সময়, আপীলৰ আদেশৰ পৰা গণনা কৰা ({rule}; পৰ্টেলৰ পাঠ, কিয়নো আপীলৰ আদেশে কোনো দিন নিৰ্ধাৰণ নকৰে)। ন্যায়নিৰ্ণায়ক বিষয়াৰ কাৰ্যালয়ে পৰিশোধ লিপিবদ্ধ কৰে।',
  'pc.next.receive-compensation.named.by.counted':
    'বৰ্তমান থকা আদেশে আপোনাক {amount} প্ৰদান কৰিছে, যি {name}এ {due}ৰ ভিতৰত আপোনাক পৰিশোধ কৰিব লাগিব: প্ৰথম আদেশে দিয়া সময়, আপীলৰ আদেশৰ পৰা গণনা কৰা ({rule}; পৰ্টেলৰ পাঠ, কিয়নো আপীলৰ আদেশে কোনো দিন নিৰ্ধাৰণ নকৰে); ন্যায়নিৰ্ণায়ক বিষয়াৰ কাৰ্যালয়ে ইয়াৰ পৰিশোধ লিপিবদ্ধ কৰে।',
};

export const frictionAs: { readonly [K in keyof typeof frictionEn]: string } = {
  'aa.below.legend': 'আপীল কৰা আদেশ',
  'aa.below.lead':
    '{date}ত {number}ত {provision}ৰ অধীনত দিয়া হৈছিল। তলৰ পৰিমাণবোৰ সেই আদেশৰ পৰিমাণৰ পৰা আৰম্ভ হয়; ইয়াক সলনি কৰিবলৈ, এই আদেশে সলনি কৰা পৰিমাণবোৰ সলনি কৰক।',
  'aa.below.item': 'পৰিমাণ',
  'aa.below.then': 'আপীল কৰা আদেশ',
  'aa.below.now': 'এই প্ৰপত্ৰত অন্তৰ্ভুক্ত কৰা অনুসৰি',
  'aa.below.varied': '{amount} (সলনি কৰা)',
  'aa.below.payee': 'ক্ষতিপূৰণ, খৰচ আৰু মাচুল যাক দিব লাগে: {who}।',
  'sp.ack.upload': 'বা প্ৰাপ্তি স্বীকাৰ এতিয়াই আপলোড কৰক (PDF, JPEG বা PNG)',
  'sp.ack.uploadHint': 'ফাইলটো গোচৰৰ সৈতে সংলগ্ন কৰা হয় আৰু এই জাননী প্ৰদানৰ প্ৰমাণ হিচাপে উল্লেখ কৰা হয়।',
  'sp.photo.upload': 'বা লগাই দিয়া প্ৰতিলিপিৰ ফটো এতিয়াই আপলোড কৰক (PDF, JPEG বা PNG)',
  'pr.file': 'লিখিত উত্তৰ, স্কেন কৰা (PDF, JPEG বা PNG)',
  'pr.fileHint': 'ঐচ্ছিক: উত্তৰৰ সৈতে গোচৰত সংলগ্ন কৰা হয়।',
  'assist.appeal.title': '{name}ৰ হৈ আপীল দাখিল কৰক (প্ৰপত্ৰ-III)',
  'assist.appeal.lead':
    'এই গোচৰৰ আদেশৰ বিৰুদ্ধে (নিয়ম 7(1))। আপীলকাৰী {name}; আপীলকাৰীৰ বিৱৰণ, প্ৰতিবাদী, বিধানসমূহ আৰু আদেশৰ তাৰিখ নথিৰ পৰা লোৱা হয়। পক্ষৰ সৈতে, তেওঁৰ নিজৰ কথাৰে লিখক; তেওঁক পঢ়ি শুনাওক আৰু ছপা প্ৰপত্ৰত স্বাক্ষৰ বা বুঢ়া আঙুলিৰ ছাপ দিবলৈ দিয়ক।',
  'assist.appeal.grounds': 'আপীলৰ কাৰণ (দফা 4)',
  'assist.appeal.facts': 'ঘটনাৰ সংক্ষিপ্ত বিৱৰণ (দফা 6)',
  'assist.appeal.relief': 'বিচৰা প্ৰতিকাৰ (দফা 8)',
  'assist.appeal.withinTime': 'পক্ষই আপীল সময়সীমাৰ ভিতৰত বুলি কয়নে (দফা 9)?',
  'assist.appeal.delay': 'যদি নহয়, পলম কিয় মাৰ্জনা কৰিব লাগে',
  'assist.appeal.documents': 'নিৰ্ভৰ কৰা নথি, প্ৰতি শাৰীত এখন',
  'assist.appeal.pending': 'একে বিষয়ত আন কোনো আদালতত আপীল বিচাৰাধীন হৈ আছেনে (দফা 10)?',
  'assist.appeal.declared': 'পক্ষই ঘোষণাত স্বাক্ষৰ বা বুঢ়া আঙুলিৰ ছাপ দিছে',
  'assist.appeal.submit': 'পক্ষৰ হৈ আপীল দাখিল কৰক',
  'assist.appeal.done': 'পক্ষৰ হৈ আপীল {number} দাখিল কৰা হ’ল; ইয়াৰ আদেশ-পত্ৰত লিপিবদ্ধ আছে যে আপুনি তেওঁৰ হৈ দাখিল কৰিছে।',
  'assist.appeal.err.required': '{field} লিখক',
  'assist.appeal.err.choose': 'এটা উত্তৰ বাছি লওক',
  'aa.below.depositBy': 'সেই আদেশৰ অধীনত জৰিমনা জমা দিয়াৰ সময়: তাৰ পৰা {days} দিন, {date} লৈকে।',
  'aa.below.payBy': 'সেই আদেশৰ অধীনত ক্ষতিপূৰণ, খৰচ আৰু মাচুল দিয়াৰ সময়: {date} লৈকে।',
};
