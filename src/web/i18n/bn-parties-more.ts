// Bengali: the rest of what a party reads (issue 31): the compact menu, the draft's deletion and the statement's hint
// on Form-I (phone-first.ts), the inbox (inbox.ts) and the public check of a document (verify.ts). Typed against the
// English modules: a key missing here does not compile. Our translation, awaiting review (scripts/assam-review-list.ts).

import type { inboxEn } from './inbox.ts';
import type { phoneFirstEn } from './phone-first.ts';
import type { verifyEn } from './verify.ts';
import type { PhonePartyKey } from './as-parties-more.ts';

export const phoneFirstBn: { readonly [K in keyof typeof phoneFirstEn]: string } = {
  'nav.more': 'মূল তালিকা',
  'tech.messageId': 'পাঠানোর প্রযুক্তিগত প্রমাণ (ইমেলের বার্তা-পরিচয়)',
  'draft.discard.title': 'এই খসড়াটি মুছে ফেলবেন?',
  'draft.discard.lead': '{date} তারিখে শেষবার সংরক্ষিত অসম্পূর্ণ অভিযোগটি মুছে ফেলা হবে। এটি আর ফিরিয়ে আনা যাবে না।',
  'draft.discard.against': 'এটি {name}-এর বিরুদ্ধে।',
  'draft.discard.yes': 'হ্যাঁ, খসড়াটি মুছে ফেলুন',
  'draft.discard.no': 'না, এটি রাখুন এবং পূরণ করে যান',
  'appeal.orderUnder': 'নিয়ম {rules}-এর অধীনে আদেশ',
  'size.mb': '{n} MB',
  'step.blockedPlain': 'মামলাটি যে পর্যায়ে আছে সেখানে এই পদক্ষেপ নেওয়া যায় না',
  'error.tooLarge': 'ফাইলটি খুব বড়। একটি ছোট ফাইল বেছে নিন (কম আকারে তোলা ছবি, বা কম পাতার PDF) এবং আবার আপলোড করুন।',
  'error.genericPlain': 'অনুরোধটি সম্পূর্ণ করা যায়নি। আপনি যা লিখেছেন তা যাচাই করে আবার চেষ্টা করুন।',
  'se.note.refusedOther': 'কার্যালয় এটি অস্বীকার করেছে',
  'file.s.statementHint':
    'প্রথমে এক বাক্যে লিখুন কী ঘটেছিল (যেমন: যাঁর বিরুদ্ধে অভিযোগ তাঁর চারটি গরু আমার জমিতে ঢুকে ধানের ফসল খেয়ে ফেলেছে।)। তারপর তথ্য: কয়টি পশু, কার, কী নষ্ট হয়েছে এবং তার মূল্য কত। আপনার দেওয়া তারিখ ও স্থান আবার জিজ্ঞাসা করা হয় না।',
};

export const inboxBn: { readonly [K in keyof typeof inboxEn]: string } = {
  'nav.inbox': 'বার্তা',
  'nav.inboxUnread': 'বার্তা ({n}টি পড়া হয়নি)',
  'inbox.title': 'বার্তা',
  'inbox.lead':
    'আপনার মামলা নিয়ে আমরা ইমেল বা SMS-এ যে বার্তা পাঠাই তার প্রতিটি এখানেও রাখা হয়: নিয়মাবলীতে নির্ধারিত তারিখের অনুস্মারক, জারি হওয়া নোটিশ ও আদেশ, এবং আপনাকে কী করতে হবে।',
  'inbox.unreadCount': '{n}টি পড়া হয়নি',
  'inbox.empty': 'আপনার বার্তায় এখনও কোনো বার্তা নেই।',
  'inbox.unread': 'পড়া হয়নি',
  'inbox.read': 'পড়া হয়েছে',
  'inbox.received': 'প্রাপ্ত',
  'inbox.case': 'মামলা',
  'inbox.markRead': 'পড়া হয়েছে বলে চিহ্নিত করুন',
  'inbox.markReadOf': 'পড়া হয়েছে বলে চিহ্নিত করুন: {subject}',
  'inbox.markAll': 'সবগুলি পড়া হয়েছে বলে চিহ্নিত করুন',
  'inbox.older': 'পুরনো বার্তা',
  'inbox.newest': 'সাম্প্রতিক বার্তা',
  'inbox.document': 'নথিটি ডাউনলোড করুন (PDF)',
  'inbox.enclosure': 'সংযুক্ত প্রতিলিপি ডাউনলোড করুন (PDF)',
};

export const verifyBn: { readonly [K in keyof typeof verifyEn]: string } = {
  'vf.title': 'নথি যাচাই করুন',
  'vf.title.genuine': 'প্রকৃত নথি',
  'vf.title.altered': 'পরিবর্তিত নথি',
  'vf.title.pending': 'নথি প্রস্তুত করা হচ্ছে',
  'vf.title.unknown': 'নথি পাওয়া যায়নি',
  'vf.checked': 'কী যাচাই করা হয়েছে',
  'vf.documentId': 'নথির নম্বর',
  'vf.document': 'নথি',
  'vf.language': 'ভাষা',
  'vf.lang.en': 'ইংরেজি',
  'vf.lang.hi': 'হিন্দি',
  'vf.caseNumber': 'মামলা নম্বর',
  'vf.issuedOn': 'জারি হয়েছে বলে লিপিবদ্ধ তারিখ',
  'vf.recorded': 'আদেশপত্রে থাকা আঙুলের ছাপ (SHA-256)',
  'vf.storedMatches': 'সংরক্ষিত নথি আদেশপত্রের সঙ্গে মেলে',
  'vf.signature': 'কার্যালয়ের স্বাক্ষর',
  'vf.signer': 'স্বাক্ষরকারী',
  'vf.certificate': 'শংসাপত্রের আঙুলের ছাপ (SHA-256)',
  'vf.copySha': 'আপনার প্রতিলিপির আঙুলের ছাপ (SHA-256)',
  'vf.copyMatches': 'আপনার প্রতিলিপিটিই জারি হওয়া নথি',
  'vf.copySignature': 'আপনার প্রতিলিপিতে থাকা স্বাক্ষর',
  'vf.yes': 'হ্যাঁ',
  'vf.no': 'না',
  'vf.valid': 'বৈধ',
  'vf.invalid': 'বৈধ নয়',
  'vf.copy.title': 'আপনার কাছে থাকা প্রতিলিপি যাচাই করুন',
  'vf.copy.file': 'PDF ফাইলটি',
  'vf.copy.hint': 'আপনি ইমেল, ডাউনলোড বা QR কোড স্ক্যানের মাধ্যমে যে নথি পেয়েছেন।',
  'vf.copy.submit': 'এই প্রতিলিপি যাচাই করুন',
  'vf.privacy': 'এই পাতায় কোনো ব্যক্তিগত তথ্য দেখানো হয় না।',
  'vf.err.noFile': 'যাচাই করার জন্য PDF ফাইলটি বেছে নিন',
  'vf.err.tooLarge': 'ফাইলটি {max} KB-এর চেয়ে বড়; পোর্টালের নথিগুলি এর চেয়ে ছোট। আপনি যে PDF পেয়েছেন সেটি বেছে নিন।',
};

export const phoneBn: { readonly [K in PhonePartyKey]: string } = {
  'ph.title': 'আপনার মোবাইল নম্বর দিয়ে পোর্টাল ব্যবহার করুন',
  'ph.lead':
    'ইমেলের প্রয়োজন নেই। আমরা আপনার মোবাইল নম্বরে SMS-এ ছয় অঙ্কের একটি কোড পাঠাই; পরের পাতায় সেটি লিখুন। পরের বারও একই ধাপে আপনি সাইন ইন করবেন।',
  'ph.phone': 'মোবাইল নম্বর',
  'ph.phoneHint': '10টি অঙ্ক, যেমন 98765 43210',
  'ph.name': 'আপনার নাম',
  'ph.nameHint': 'নোটিশে যেমন থাকা উচিত। প্রথমবার দরকার; আপনার অ্যাকাউন্ট আগে থেকে থাকলে এটি বদলানো হয় না।',
  'ph.lang': 'আপনার বার্তার ভাষা',
  'ph.send': 'কোড পাঠান',
  'ph.code.title': 'আমরা SMS-এ যে কোড পাঠিয়েছি সেটি লিখুন',
  'ph.code.lead': 'আমরা {phone}-এ ছয় অঙ্কের একটি কোড পাঠিয়েছি। এটি 10 মিনিট বৈধ এবং 5 বার পর্যন্ত চেষ্টা করা যায়।',
  'ph.code': 'SMS-এর কোড',
  'ph.code.submit': 'এগিয়ে যান',
  'ph.code.again': 'পাননি? নতুন কোড চান',
  'ph.code.none': 'আপনার মোবাইল নম্বর দিয়ে শুরু করুন।',
  'ph.err.phone': '6, 7, 8 বা 9 দিয়ে শুরু হওয়া 10 অঙ্কের মোবাইল নম্বর দিন',
  'ph.err.name': 'আপনার নাম দিন (সর্বাধিক 200টি অক্ষর)',
  'ph.err.code': 'কোডের ছয়টি অঙ্ক লিখুন',
  'ph.err.codeInvalid': 'কোডটি সঠিক নয় বা মেয়াদ শেষ হয়ে গেছে। সাম্প্রতিক SMS দেখুন, অথবা নতুন কোড চান।',
  'ph.err.rateLimited': 'অনেক বেশি কোড চাওয়া হয়েছে। কিছুক্ষণ অপেক্ষা করে আবার চেষ্টা করুন।',
  'ph.err.needName': 'এই নম্বরের এখনও অ্যাকাউন্ট নেই: ফিরে গিয়ে নম্বরের সঙ্গে আপনার নাম দিন, এবং নতুন কোড চান।',
  'ph.signInLink': 'ইমেল নেই? আপনার মোবাইল নম্বর ব্যবহার করুন',
  'ph.welcome': 'আপনি মোবাইল নম্বর দিয়ে সাইন ইন করেছেন।',
  'claim.title': 'কাগজে আপনাকে দেওয়া মামলা দাবি করুন',
  'claim.lead':
    'কোনো মামলার নোটিশ আপনাকে কাগজে দেওয়া হয়ে থাকলে, তার সঙ্গে দেওয়া "এই পাতাটি রাখুন" শিরোনামের পাতায় মামলা নম্বর ও বারো অঙ্কের দাবি কোড আছে। এখানে মামলাটি অনুসরণ করতে ও উত্তর দিতে দুটিই লিখুন।',
  'claim.number': 'মামলা নম্বর',
  'claim.numberHint': 'যেমন CTR/CACS/2026/12',
  'claim.code': 'দাবি কোড',
  'claim.codeHint': '"এই পাতাটি রাখুন" শিরোনামের পাতায় ছাপা বারোটি অঙ্ক',
  'claim.submit': 'মামলাটি দাবি করুন',
  'claim.done': 'এখন মামলাটি আপনি অনুসরণ করতে পারেন: নিচের নোটিশ পড়ুন এবং সময়ের মধ্যে উত্তর দিন।',
  'claim.err.number': 'মামলা নম্বর দিন',
  'claim.err.code': 'দাবি কোডের বারোটি অঙ্ক দিন',
  'claim.err.invalid':
    'মামলা নম্বর ও কোড কাগজে দেওয়া কোনো নোটিশের সঙ্গে মেলে না। "এই পাতাটি রাখুন" শিরোনামের পাতায় দুটিই দেখুন।',
  'claim.err.rateLimited': 'গত এক ঘণ্টায় অনেক বেশি ভুল চেষ্টা হয়েছে। পরে আবার চেষ্টা করুন, অথবা কার্যালয়ে জিজ্ঞাসা করুন।',
  'claim.link': 'কাগজে আপনাকে দেওয়া মামলা দাবি করুন',
};
