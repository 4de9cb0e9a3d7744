// Bengali: what the party reads that the merged branches added (issue 31): the claim page for a served notice, the
// appeal's effect and the deposits on the party's case page, the record of the case, registering with a mobile number
// and the upload refusals. Typed against the English modules (claims.ts' `claim.*` keys, parties-now.ts): a key
// missing here does not compile. Our translation, awaiting review by a Bengali legal reader like the rest. (The older
// keys of the party's case page, parties.ts, are in bn-parties.ts.)

import type { ClaimPartyKey, PartyNowKey } from './as-parties-now.ts';

export const claimsBn: { readonly [K in ClaimPartyKey]: string } = {
  'claim.name': 'নোটিশে যেমন লেখা আছে, আপনার নাম',
  'claim.nameHint': 'যাঁর উপর নোটিশ জারি হয়েছে তাঁর জন্য কার্যালয় যে নাম লিপিবদ্ধ করেছে, তার সঙ্গে কার্যালয় এটি মিলিয়ে দেখে',
  'claim.address': 'আপনার ঠিকানা, শুধু যদি নোটিশের ঠিকানাটি আপনার না হয়',
  'claim.addressHint': 'নোটিশের ঠিকানাটি আপনার হলে এটি খালি রাখুন',
  'claim.err.name': 'নোটিশে যেমন লেখা আছে, সেভাবে আপনার নাম দিন',
  'claim.err.alreadyParty':
    'আপনি ইতিমধ্যে এই মামলার একজন পক্ষ; একটি অ্যাকাউন্ট একই মামলার দুই পক্ষ হতে পারে না। নোটিশটি অন্য কারও উপর জারি হয়ে থাকলে, সেটি তাঁকে দিন।',
  'claim.err.officer':
    'এই মামলার সিদ্ধান্ত যে পদ নেয় সেই পদে আপনি আছেন, তাই আপনি এর পক্ষ হতে পারেন না। যাঁর উপর নোটিশ জারি হয়েছে তাঁকে নিজের অ্যাকাউন্ট থেকে এটি দাবি করতে হবে।',
  'claim.pending':
    'আপনার দাবি কার্যালয়ে পাঠানো হয়েছে: আপনার দেওয়া নাম বা ঠিকানা কার্যালয়ের লিপিবদ্ধ নাম বা ঠিকানার সঙ্গে মেলে না, তাই আধিকারিক সিদ্ধান্ত নেবেন। দাবি অনুমোদিত হলে আপনি মামলাটি আমার মামলা-তে দেখতে পাবেন।',
};

export const partiesNowBn: { readonly [K in PartyNowKey]: string } = {
  'pc.standing.order-appealed':
    'আদেশের বিরুদ্ধে একটি আপিল ({number}) {on} তারিখে দায়ের করা হয়েছে; আপিল কর্তৃপক্ষ এর সিদ্ধান্ত নেবে।',
  'pc.standing.order-appeal-decided':
    'আপিল কর্তৃপক্ষ {on} তারিখে আপিল {number}-এর সিদ্ধান্ত দিয়েছে: {outcome}। এখন যা বহাল আছে তা নিচে দেওয়া হল।',
  'pc.next.pay-compensation':
    'আদেশের নির্দেশ অনুযায়ী {name}-কে (অভিযোগকারী) {amount} দিন ({rule})। ন্যায়নির্ণায়ক আধিকারিকের কার্যালয় অর্থপ্রদান লিপিবদ্ধ করে।',
  'pc.next.receive-compensation.named':
    'আদেশ আপনাকে {amount} দিয়েছে, যা {name} দেবেন ({rule}); ন্যায়নির্ণায়ক আধিকারিকের কার্যালয় এর অর্থপ্রদান লিপিবদ্ধ করে।',
  'pc.next.refund-due': 'এখন বহাল জরিমানার চেয়ে আপনি {amount} বেশি জমা দিয়েছেন; কার্যালয় তা আপনাকে ফেরত দেবে ({rule})।',
  'pc.next.recovery-referred':
    'অনাদায়ী {amount} জরিমানা {due} তারিখে আদায়ের জন্য ভারতীয় প্রাণী কল্যাণ পর্ষদে পাঠানো হয়েছে ({rule}); পর্ষদের নির্দেশ অনুযায়ী তা দিন।',
  'pc.next.appeal-pending': 'আদেশের বিরুদ্ধে আপিল {number} আপিল কর্তৃপক্ষের কাছে বিচারাধীন ({rule})।',
  'pc.order.appellate':
    'আপিল কর্তৃপক্ষ {date} তারিখে আপিল {number}-এর সিদ্ধান্ত দিয়েছে: {outcome}। নিচের পরিমাণগুলিই এখন বহাল।',
  'pc.order.appellatePending': 'এই আদেশের বিরুদ্ধে একটি আপিল ({number}) আপিল কর্তৃপক্ষের কাছে বিচারাধীন।',
  'pc.order.original': 'ন্যায়নির্ণায়ক আধিকারিকের আদেশে আরোপ করা হয়েছিল:',
  'pc.order.payments': 'লিপিবদ্ধ জমা',
  'pc.order.payment': '{date} তারিখে {amount}, রসিদ {receipt}',
  'pc.order.nothingLeft': 'বহাল জরিমানা সম্পূর্ণ জমা দেওয়া হয়েছে।',
  'pc.order.refund': 'এখন বহাল জরিমানার বেশি জমা দেওয়া {amount} ফেরত দেওয়া হবে।',
  'pc.order.recovery':
    'অনাদায়ী {amount} জরিমানা {date} তারিখে আদায়ের জন্য ভারতীয় প্রাণী কল্যাণ পর্ষদে পাঠানো হয়েছে ({rule})।',
  'rec.title': 'মামলার লিপিবদ্ধ বিবরণ',
  'rec.lead': 'যে ভাষায় লিপিবদ্ধ হয়েছে সেই ভাষায়। উপরের স্বাক্ষরিত নথিগুলি ছাপার জন্য।',
  'rec.complaint': 'অভিযোগ',
  'rec.complaint.lead': '{complainant} {date} তারিখে {contravener}-এর বিরুদ্ধে অভিযোগ করেছেন।',
  'rec.when': 'কখন ও কোথায়',
  'rec.nature': 'কী ঘটেছিল',
  'rec.provision': 'যে বিধান লঙ্ঘনের অভিযোগ করা হয়েছে',
  'rec.statement': 'বিবৃতি',
  'rec.evidence': 'প্রমাণ',
  'rec.claimed': 'দাবি করা ক্ষতিপূরণ বা মাশুল',
  'rec.noticeFramed': 'কারণ দর্শানোর নোটিশে যেভাবে বলা হয়েছে',
  'rec.reply': 'উত্তর',
  'rec.reply.lead': '{date} তারিখের উত্তর',
  'rec.reply.admits': 'এতে লঙ্ঘন স্বীকার করা হয়েছে।',
  'rec.reply.denies': 'এতে লঙ্ঘন অস্বীকার করা হয়েছে।',
  'rec.reply.late': 'উত্তরের সময়সীমা পেরিয়ে যাওয়ার পরে দেওয়া হয়েছে।',
  'rec.reply.documents': 'নথি',
  'rec.reply.witnesses': 'সাক্ষী',
  'rec.reply.none': 'কোনো উত্তর লিপিবদ্ধ হয়নি।',
  'rec.hearings': 'শুনানিগুলি',
  'rec.hearing.on': '{date} তারিখের শুনানি',
  'rec.hearing.noticee': 'যাঁর বিরুদ্ধে অভিযোগ: {how}',
  'rec.hearing.complainant': 'অভিযোগকারী: {how}',
  'rec.hearing.inAbsence': 'যাঁর বিরুদ্ধে অভিযোগ তাঁর অনুপস্থিতিতে অনুষ্ঠিত (নিয়ম 4(7))।',
  'rec.hearing.notes': 'লিপিবদ্ধ',
  'rec.appeared': 'উপস্থিত ছিলেন',
  'rec.absent': 'উপস্থিত ছিলেন না',
  'rec.appearance.appellant': 'আপিলকারী: {how}',
  'rec.appearance.respondent': 'প্রতিপক্ষ: {how}',
  'rec.appearance.authorised-officer': 'ক্ষমতাপ্রাপ্ত আধিকারিক: {how}',
  'rec.how.in-person': 'নিজে উপস্থিত ছিলেন',
  'rec.how.legal-representative': 'আইনি প্রতিনিধির মাধ্যমে উপস্থিত ছিলেন',
  'rec.how.absent': 'উপস্থিত ছিলেন না',
  'rec.reasons': 'আদেশ: তার কারণ',
  'rec.reasons.lead': '{date} তারিখের আদেশ ({rule})',
  'rec.operative': 'আদেশ: এটি কী নির্দেশ দেয়',
  'rec.operative.none': 'এর অধীনে কিছুই দিতে হবে না।',
  'rec.appellate': 'আপিলের আদেশ',
  'rec.appellate.lead': 'আপিল {number}-এ {date} তারিখের আদেশ: {outcome}।',
  'rec.appellate.reasons': 'এর কারণ',
  'rec.appellate.terms': 'এর অধীনে যা বহাল আছে',
  'who.register.noEmail': 'ইমেল ঠিকানা নেই? আপনার মোবাইল নম্বর দিয়ে নিবন্ধন করুন: আমরা SMS-এ ছয় অঙ্কের কোড পাঠাব।',
  'who.register.phone': 'মোবাইল নম্বর দিয়ে নিবন্ধন করুন',
  'who.register.withEmail': 'ইমেল ঠিকানা দিয়ে নিবন্ধন করুন',
  'who.notFound.title': 'পাতাটি পাওয়া যায়নি',
  'upload.err.DOCUMENT.TOO_LARGE': 'ফাইলটি {size}-এর চেয়ে বড়। একটি ছোট ফাইল বেছে নিন, অথবা কম রেজোলিউশনে স্ক্যান করুন।',
  'upload.err.DOCUMENT.TYPE_NOT_ALLOWED': 'শুধু PDF, JPEG বা PNG ফাইল আপলোড করা যায়।',
  'upload.err.VALIDATION.FAILED': 'ফাইলটি পড়া যায়নি। একটি PDF, JPEG বা PNG ফাইল বেছে নিন।',
};
