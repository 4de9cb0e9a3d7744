// Assamese: the rest of what a party reads (issue 31): the compact menu, the draft's deletion and the statement's hint
// on Form-I (phone-first.ts), the inbox (inbox.ts) and the public check of a document (verify.ts). Typed against the
// English modules: a key missing here does not compile. Our translation, awaiting review (scripts/assam-review-list.ts).

import type { inboxEn } from './inbox.ts';
import { phoneEn } from './phone.ts';
import type { phoneFirstEn } from './phone-first.ts';
import type { verifyEn } from './verify.ts';

export const phoneFirstAs: { readonly [K in keyof typeof phoneFirstEn]: string } = {
  'nav.more': 'মূল তালিকা',
  'tech.messageId': 'পঠোৱাৰ কাৰিকৰী প্ৰমাণ (ইমেইলৰ বাৰ্তা-চিনাকি)',
  'draft.discard.title': 'এই খচৰাটো মচি পেলাব নেকি?',
  'draft.discard.lead': '{date} তাৰিখে শেষবাৰ সাঁচি ৰখা অসম্পূৰ্ণ অভিযোগটো মচি পেলোৱা হ’ব। ইয়াক পুনৰ ঘূৰাই অনা নাযাব।',
  'draft.discard.against': 'ই {name}ৰ বিৰুদ্ধে।',
  'draft.discard.yes': 'হয়, খচৰাটো মচি পেলাওক',
  'draft.discard.no': 'নহয়, ইয়াক ৰাখক আৰু পূৰণ কৰি যাওক',
  'appeal.orderUnder': 'নিয়ম {rules}ৰ অধীনত আদেশ',
  'size.mb': '{n} MB',
  'step.blockedPlain': 'গোচৰটো থকা পৰ্যায়ত এই পদক্ষেপ ল’ব নোৱাৰি',
  'error.tooLarge': 'ফাইলটো অতি ডাঙৰ। সৰু ফাইল এটা বাছি লওক (কম আকাৰত তোলা ফটো, বা কম পৃষ্ঠাৰ PDF) আৰু পুনৰ আপলোড কৰক।',
  'error.genericPlain': 'অনুৰোধটো সম্পূৰ্ণ কৰিব পৰা নগ’ল। আপুনি যি দিছে পৰীক্ষা কৰি পুনৰ চেষ্টা কৰক।',
  'se.note.refusedOther': 'কাৰ্যালয়ে ইয়াক অস্বীকাৰ কৰিলে',
  'file.s.statementHint':
    'প্ৰথমে এটা বাক্যত কি ঘটিছিল লিখক (যেনে: যাৰ বিৰুদ্ধে অভিযোগ তেওঁৰ চাৰিটা গৰুৱে মোৰ পথাৰত সোমাই ধান খেতি খাই পেলালে।)। তাৰ পিছত তথ্য: কিমানটা পশু, কাৰ, কি নষ্ট হ’ল আৰু তাৰ মূল্য কিমান। আপুনি দিয়া তাৰিখ আৰু ঠাই পুনৰ সোধা নহয়।',
};

export const inboxAs: { readonly [K in keyof typeof inboxEn]: string } = {
  'nav.inbox': 'বাৰ্তা',
  'nav.inboxUnread': 'বাৰ্তা ({n}টা পঢ়া হোৱা নাই)',
  'inbox.title': 'বাৰ্তা',
  'inbox.lead':
    'আপোনাৰ গোচৰৰ বিষয়ে আমি ইমেইল বা SMSৰে পঠোৱা প্ৰতিটো বাৰ্তা ইয়াতো ৰখা হয়: নিয়মাৱলীয়ে ধাৰ্য কৰা তাৰিখৰ সোঁৱৰণী, জাৰি কৰা জাননী আৰু আদেশ, আৰু আপুনি কি কৰিব লাগে।',
  'inbox.unreadCount': '{n}টা পঢ়া হোৱা নাই',
  'inbox.empty': 'আপোনাৰ বাৰ্তাত এতিয়ালৈ কোনো বাৰ্তা নাই।',
  'inbox.unread': 'পঢ়া হোৱা নাই',
  'inbox.read': 'পঢ়া হৈছে',
  'inbox.received': 'প্ৰাপ্ত',
  'inbox.case': 'গোচৰ',
  'inbox.markRead': 'পঢ়া বুলি চিহ্নিত কৰক',
  'inbox.markReadOf': 'পঢ়া বুলি চিহ্নিত কৰক: {subject}',
  'inbox.markAll': 'সকলোবোৰ পঢ়া বুলি চিহ্নিত কৰক',
  'inbox.older': 'পুৰণি বাৰ্তা',
  'inbox.newest': 'শেহতীয়া বাৰ্তা',
  'inbox.document': 'নথিখন ডাউনলোড কৰক (PDF)',
  'inbox.enclosure': 'সংলগ্ন প্ৰতিলিপি ডাউনলোড কৰক (PDF)',
};

export const verifyAs: { readonly [K in keyof typeof verifyEn]: string } = {
  'vf.title': 'নথি সত্যাপন কৰক',
  'vf.title.genuine': 'প্ৰকৃত নথি',
  'vf.title.altered': 'সলনি কৰা নথি',
  'vf.title.pending': 'নথি প্ৰস্তুত কৰি থকা হৈছে',
  'vf.title.unknown': 'নথি পোৱা নগ’ল',
  'vf.checked': 'কি পৰীক্ষা কৰা হ’ল',
  'vf.documentId': 'নথিৰ নম্বৰ',
  'vf.document': 'নথি',
  'vf.language': 'ভাষা',
  'vf.lang.en': 'ইংৰাজী',
  'vf.lang.hi': 'হিন্দী',
  'vf.caseNumber': 'গোচৰ নম্বৰ',
  'vf.issuedOn': 'জাৰি কৰা বুলি লিপিবদ্ধ তাৰিখ',
  'vf.recorded': 'আদেশ-পত্ৰত থকা আঙুলিৰ ছাপ (SHA-256)',
  'vf.storedMatches': 'সাঁচি ৰখা নথি আদেশ-পত্ৰৰ লগত মিলে',
  'vf.signature': 'কাৰ্যালয়ৰ স্বাক্ষৰ',
  'vf.signer': 'স্বাক্ষৰকাৰী',
  'vf.certificate': 'প্ৰমাণপত্ৰৰ আঙুলিৰ ছাপ (SHA-256)',
  'vf.copySha': 'আপোনাৰ প্ৰতিলিপিৰ আঙুলিৰ ছাপ (SHA-256)',
  'vf.copyMatches': 'আপোনাৰ প্ৰতিলিপিটোৱেই জাৰি কৰা নথি',
  'vf.copySignature': 'আপোনাৰ প্ৰতিলিপিত থকা স্বাক্ষৰ',
  'vf.yes': 'হয়',
  'vf.no': 'নহয়',
  'vf.valid': 'বৈধ',
  'vf.invalid': 'বৈধ নহয়',
  'vf.copy.title': 'আপোনাৰ হাতত থকা প্ৰতিলিপি পৰীক্ষা কৰক',
  'vf.copy.file': 'PDF ফাইলটো',
  'vf.copy.hint': 'আপুনি ইমেইল, ডাউনলোড বা QR ক’ড স্কেনৰ জৰিয়তে পোৱা নথিখন।',
  'vf.copy.submit': 'এই প্ৰতিলিপি পৰীক্ষা কৰক',
  'vf.privacy': 'এই পৃষ্ঠাই কোনো ব্যক্তিগত তথ্য নেদেখুৱায়।',
  'vf.err.noFile': 'পৰীক্ষা কৰিবলৈ PDF ফাইলটো বাছি লওক',
  'vf.err.tooLarge': 'ফাইলটো {max} KBতকৈ ডাঙৰ; পৰ্টেলৰ নথিবোৰ ইয়াতকৈ সৰু। আপুনি পোৱা PDFটো বাছি লওক।',
};

/** The keys of phone.ts a party reads (mobile sign-in, claiming a case served on paper); `pp.*` is the office's. */
export type PhonePartyKey = Exclude<keyof typeof phoneEn, `pp.${string}`>;

/** The office's keys of phone.ts (its page for parties without an account): in PENDING_EN. */
export const phoneOfficeEn = Object.fromEntries(Object.entries(phoneEn).filter(([k]) => k.startsWith('pp.'))) as Pick<
  typeof phoneEn,
  Exclude<keyof typeof phoneEn, PhonePartyKey>
>;

export const phoneAs: { readonly [K in PhonePartyKey]: string } = {
  'ph.title': 'আপোনাৰ মোবাইল নম্বৰেৰে পৰ্টেল ব্যৱহাৰ কৰক',
  'ph.lead':
    'ইমেইলৰ প্ৰয়োজন নাই। আমি আপোনাৰ মোবাইল নম্বৰলৈ SMSৰে ছটা অংকৰ ক’ড এটা পঠিয়াওঁ; পিছৰ পৃষ্ঠাত সেইটো দিয়ক। পিছৰবাৰো একে পদক্ষেপেৰে আপুনি ছাইন ইন কৰিব।',
  'ph.phone': 'মোবাইল নম্বৰ',
  'ph.phoneHint': '10টা অংক, যেনে 98765 43210',
  'ph.name': 'আপোনাৰ নাম',
  'ph.nameHint': 'জাননীত যিদৰে থাকিব লাগে। প্ৰথমবাৰ লাগে; আপোনাৰ একাউণ্ট আগৰে পৰা থাকিলে ইয়াক সলনি কৰা নহয়।',
  'ph.lang': 'আপোনাৰ বাৰ্তাৰ ভাষা',
  'ph.send': 'ক’ড পঠিয়াওক',
  'ph.code.title': 'আমি SMSৰে পঠোৱা ক’ডটো দিয়ক',
  'ph.code.lead': 'আমি {phone}লৈ ছটা অংকৰ ক’ড এটা পঠিয়াইছোঁ। ই 10 মিনিটলৈ বৈধ আৰু 5 বাৰলৈকে চেষ্টা কৰিব পাৰি।',
  'ph.code': 'SMSৰ ক’ড',
  'ph.code.submit': 'আগবাঢ়ক',
  'ph.code.again': 'পোৱা নাই নেকি? নতুন ক’ড বিচাৰক',
  'ph.code.none': 'আপোনাৰ মোবাইল নম্বৰ দি আৰম্ভ কৰক।',
  'ph.err.phone': '6, 7, 8 বা 9 ৰে আৰম্ভ হোৱা 10 অংকৰ মোবাইল নম্বৰ দিয়ক',
  'ph.err.name': 'আপোনাৰ নাম দিয়ক (সৰ্বাধিক 200টা আখৰ)',
  'ph.err.code': 'ক’ডৰ ছটা অংক দিয়ক',
  'ph.err.codeInvalid': 'সেই ক’ডটো শুদ্ধ নহয় বা ম্যাদ উকলি গৈছে। শেহতীয়া SMS চাওক, বা নতুন ক’ড বিচাৰক।',
  'ph.err.rateLimited': 'অতি বেছি ক’ড বিচৰা হৈছে। কিছু সময় অপেক্ষা কৰি পুনৰ চেষ্টা কৰক।',
  'ph.err.needName': 'এই নম্বৰৰ এতিয়াও একাউণ্ট নাই: উভতি গৈ নম্বৰৰ লগত আপোনাৰ নাম দিয়ক, আৰু নতুন ক’ড বিচাৰক।',
  'ph.signInLink': 'ইমেইল নাই নেকি? আপোনাৰ মোবাইল নম্বৰ ব্যৱহাৰ কৰক',
  'ph.welcome': 'আপুনি মোবাইল নম্বৰেৰে ছাইন ইন কৰিছে।',
  'claim.title': 'কাগজত আপোনাক প্ৰদান কৰা গোচৰ দাবী কৰক',
  'claim.lead':
    'কোনো গোচৰৰ জাননী আপোনাক কাগজত দিয়া হৈছিল যদি, তাৰ লগত দিয়া "এই পৃষ্ঠাটো ৰাখক" শিৰোনামৰ পৃষ্ঠাত গোচৰ নম্বৰ আৰু বাৰটা অংকৰ দাবী ক’ড আছে। ইয়াত গোচৰটো অনুসৰণ কৰিবলৈ আৰু উত্তৰ দিবলৈ দুয়োটা দিয়ক।',
  'claim.number': 'গোচৰ নম্বৰ',
  'claim.numberHint': 'যেনে CTR/KMRS/2026/12',
  'claim.code': 'দাবী ক’ড',
  'claim.codeHint': '"এই পৃষ্ঠাটো ৰাখক" শিৰোনামৰ পৃষ্ঠাত ছপা হোৱা বাৰটা অংক',
  'claim.submit': 'গোচৰটো দাবী কৰক',
  'claim.done': 'এতিয়া গোচৰটো আপুনি অনুসৰণ কৰিব পাৰে: তলৰ জাননী পঢ়ক আৰু সময়ৰ ভিতৰত উত্তৰ দিয়ক।',
  'claim.err.number': 'গোচৰ নম্বৰ দিয়ক',
  'claim.err.code': 'দাবী ক’ডৰ বাৰটা অংক দিয়ক',
  'claim.err.invalid':
    'গোচৰ নম্বৰ আৰু ক’ড কাগজত প্ৰদান কৰা কোনো জাননীৰ সৈতে নিমিলে। "এই পৃষ্ঠাটো ৰাখক" শিৰোনামৰ পৃষ্ঠাত দুয়োটা চাওক।',
  'claim.err.rateLimited': 'যোৱা এঘণ্টাত অতি বেছি ভুল চেষ্টা হৈছে। পিছত পুনৰ চেষ্টা কৰক, বা কাৰ্যালয়ক সোধক।',
  'claim.link': 'কাগজত আপোনাক প্ৰদান কৰা গোচৰ দাবী কৰক',
};
