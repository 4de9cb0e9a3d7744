// Assamese: what the party reads that the merged branches added (issue 31): the claim page for a served notice, the
// appeal's effect and the deposits on the party's case page, the record of the case, registering with a mobile
// number and the upload refusals. Typed against the English modules (claims.ts' `claim.*` keys, parties-now.ts): a key
// missing here does not compile. Our translation, awaiting review by an Assamese legal reader like the rest.

import { claimsEn } from './claims.ts';
import { partiesNowEn } from './parties-now.ts';
import { assistedEn } from './assisted.ts';

/** The keys of claims.ts a party reads (the rest are the office's and stay in English: PENDING_EN). */
export type ClaimPartyKey = Extract<keyof typeof claimsEn, `claim.${string}`>;

/** The office's keys of claims.ts (its page for paper parties' claims, its event names): all but `claim.*`. */
export const claimsOfficeEn = Object.fromEntries(
  Object.entries(claimsEn).filter(([k]) => !k.startsWith('claim.')),
) as Omit<typeof claimsEn, ClaimPartyKey>;

export const claimsAs: { readonly [K in ClaimPartyKey]: string } = {
  'claim.name': 'জাননীত লিখা অনুসৰি আপোনাৰ নাম',
  'claim.nameHint': 'যাক জাননী প্ৰদান কৰা হৈছে তেওঁৰ বাবে কাৰ্যালয়ে লিপিবদ্ধ কৰা নামৰ সৈতে কাৰ্যালয়ে ইয়াক মিলাই চায়',
  'claim.address': 'আপোনাৰ ঠিকনা, কেৱল জাননীত থকা ঠিকনা আপোনাৰ নহ’লেহে',
  'claim.addressHint': 'জাননীত থকা ঠিকনা আপোনাৰ হ’লে এইটো খালী ৰাখক',
  'claim.err.name': 'জাননীত লিখা অনুসৰি আপোনাৰ নাম দিয়ক',
  'claim.err.alreadyParty':
    'আপুনি ইতিমধ্যে এই গোচৰৰ এজন পক্ষ; এটা একাউণ্ট একেটা গোচৰৰ দুজন পক্ষ হ’ব নোৱাৰে। জাননী আন কাৰোবাক প্ৰদান কৰা হৈছিল যদি, সেয়া তেওঁক দিয়ক।',
  'claim.err.officer':
    'এই গোচৰৰ সিদ্ধান্ত লোৱা পদত আপুনি আছে, গতিকে আপুনি ইয়াৰ পক্ষ হ’ব নোৱাৰে। যাক জাননী প্ৰদান কৰা হৈছে তেওঁ নিজৰ একাউণ্টেৰে ইয়াক দাবী কৰিব লাগিব।',
  'claim.pending':
    'আপোনাৰ দাবী কাৰ্যালয়লৈ পঠোৱা হৈছে: আপুনি দিয়া নাম বা ঠিকনা কাৰ্যালয়ে লিপিবদ্ধ কৰাটোৰ সৈতে নিমিলে, গতিকে বিষয়াই সিদ্ধান্ত ল’ব। দাবী অনুমোদন হোৱাৰ পিছত আপুনি গোচৰটো মোৰ গোচৰত দেখিব।',
};

/** The keys of parties-now.ts only an officer reads (adding a party by email or mobile number): in PENDING_EN. */
const OFFICE_WHO = ['who.f.contact', 'who.h.partyContact', 'who.err.contact', 'who.err.noMobileAccount'] as const;
export type PartyNowKey = Exclude<keyof typeof partiesNowEn, (typeof OFFICE_WHO)[number]>;
// With them, the help desk's words (assisted access, issue 30): read by officers and operators, English until translated.
export const partiesNowOfficeEn = {
  ...(Object.fromEntries(OFFICE_WHO.map((k) => [k, partiesNowEn[k]])) as Pick<
    typeof partiesNowEn,
    (typeof OFFICE_WHO)[number]
  >),
  ...assistedEn,
};

export const partiesNowAs: { readonly [K in PartyNowKey]: string } = {
  'pc.standing.order-appealed':
    'আদেশৰ বিৰুদ্ধে আপীল ({number}) {on} তাৰিখে দাখিল কৰা হৈছে; আপীল কৰ্তৃপক্ষই ইয়াৰ সিদ্ধান্ত ল’ব।',
  'pc.standing.order-appeal-decided':
    'আপীল কৰ্তৃপক্ষই {on} তাৰিখে আপীল {number}ৰ সিদ্ধান্ত দিছে: {outcome}। এতিয়া যি বহাল আছে সেয়া তলত দিয়া হৈছে।',
  'pc.next.pay-compensation':
    'আদেশৰ নিৰ্দেশ অনুসৰি {name}ক (অভিযোগকাৰী) {amount} দিয়ক ({rule})। ন্যায়নিৰ্ণায়ক বিষয়াৰ কাৰ্যালয়ে পৰিশোধ লিপিবদ্ধ কৰে।',
  'pc.next.receive-compensation.named':
    'আদেশে আপোনাক {amount} দিছে, যি {name}এ দিব ({rule}); ন্যায়নিৰ্ণায়ক বিষয়াৰ কাৰ্যালয়ে ইয়াৰ পৰিশোধ লিপিবদ্ধ কৰে।',
  'pc.next.refund-due': 'এতিয়া বহাল থকা জৰিমনাতকৈ আপুনি {amount} বেছি জমা দিছে; কাৰ্যালয়ে সেয়া আপোনাক ঘূৰাই দিব ({rule})।',
  'pc.next.recovery-referred':
    'নিদিয়া {amount} জৰিমনা {due} তাৰিখে আদায়ৰ বাবে ভাৰতীয় জীৱ-জন্তু কল্যাণ ব’ৰ্ডলৈ পঠোৱা হৈছে ({rule}); ব’ৰ্ডৰ নিৰ্দেশ অনুসৰি দিয়ক।',
  'pc.next.appeal-pending': 'আদেশৰ বিৰুদ্ধে আপীল {number} আপীল কৰ্তৃপক্ষৰ ওচৰত আছে ({rule})।',
  'pc.order.appellate':
    'আপীল কৰ্তৃপক্ষই {date} তাৰিখে আপীল {number}ৰ সিদ্ধান্ত দিছে: {outcome}। তলৰ পৰিমাণবোৰ এতিয়া বহাল থকা পৰিমাণ।',
  'pc.order.appellatePending': 'এই আদেশৰ বিৰুদ্ধে আপীল ({number}) আপীল কৰ্তৃপক্ষৰ ওচৰত আছে।',
  'pc.order.original': 'ন্যায়নিৰ্ণায়ক বিষয়াৰ আদেশে আৰোপ কৰিছিল:',
  'pc.order.payments': 'লিপিবদ্ধ জমা',
  'pc.order.payment': '{date} তাৰিখে {amount}, ৰচিদ {receipt}',
  'pc.order.nothingLeft': 'বহাল থকা জৰিমনা সম্পূৰ্ণকৈ জমা দিয়া হৈছে।',
  'pc.order.refund': 'এতিয়া বহাল থকা জৰিমনাতকৈ বেছি জমা দিয়া {amount} ঘূৰাই দিয়া হ’ব।',
  'pc.order.recovery':
    'নিদিয়া {amount} জৰিমনা {date} তাৰিখে আদায়ৰ বাবে ভাৰতীয় জীৱ-জন্তু কল্যাণ ব’ৰ্ডলৈ পঠোৱা হৈছে ({rule})।',
  'rec.title': 'গোচৰৰ অভিলেখ',
  'rec.lead': 'লিপিবদ্ধ কৰা ভাষাতে। ওপৰৰ স্বাক্ষৰিত নথিবোৰ ছপা কৰিবলৈ।',
  'rec.complaint': 'অভিযোগ',
  'rec.complaint.lead': '{complainant}এ {date} তাৰিখে {contravener}ৰ বিৰুদ্ধে অভিযোগ কৰিছে।',
  'rec.when': 'কেতিয়া আৰু ক’ত',
  'rec.nature': 'কি হৈছিল',
  'rec.provision': 'উলংঘন কৰা বুলি কোৱা বিধান',
  'rec.statement': 'বিবৃতি',
  'rec.evidence': 'প্ৰমাণ',
  'rec.claimed': 'দাবী কৰা ক্ষতিপূৰণ বা মাচুল',
  'rec.noticeFramed': 'কাৰণ দৰ্শোৱাৰ জাননীত যিদৰে কোৱা হৈছে',
  'rec.reply': 'উত্তৰ',
  'rec.reply.lead': '{date} তাৰিখৰ উত্তৰ',
  'rec.reply.admits': 'ই উলংঘন স্বীকাৰ কৰে।',
  'rec.reply.denies': 'ই উলংঘন অস্বীকাৰ কৰে।',
  'rec.reply.late': 'উত্তৰৰ সময় পাৰ হোৱাৰ পিছত দিয়া হৈছে।',
  'rec.reply.documents': 'নথি',
  'rec.reply.witnesses': 'সাক্ষী',
  'rec.reply.none': 'কোনো উত্তৰ লিপিবদ্ধ কৰা হোৱা নাই।',
  'rec.hearings': 'শুনানিসমূহ',
  'rec.hearing.on': '{date} তাৰিখৰ শুনানি',
  'rec.hearing.noticee': 'যাৰ বিৰুদ্ধে অভিযোগ কৰা হৈছে: {how}',
  'rec.hearing.complainant': 'অভিযোগকাৰী: {how}',
  'rec.hearing.inAbsence': 'যাৰ বিৰুদ্ধে অভিযোগ কৰা হৈছে তেওঁৰ অনুপস্থিতিত অনুষ্ঠিত (নিয়ম 4(7))।',
  'rec.hearing.notes': 'লিপিবদ্ধ',
  'rec.appeared': 'উপস্থিত আছিল',
  'rec.absent': 'উপস্থিত নাছিল',
  'rec.appearance.appellant': 'আপীলকাৰী: {how}',
  'rec.appearance.respondent': 'প্ৰতিবাদী: {how}',
  'rec.appearance.authorised-officer': 'ক্ষমতাপ্ৰাপ্ত বিষয়া: {how}',
  'rec.how.in-person': 'নিজে উপস্থিত আছিল',
  'rec.how.legal-representative': 'আইনী প্ৰতিনিধিৰ জৰিয়তে উপস্থিত আছিল',
  'rec.how.absent': 'উপস্থিত নাছিল',
  'rec.reasons': 'আদেশ: ইয়াৰ কাৰণ',
  'rec.reasons.lead': '{date} তাৰিখৰ আদেশ ({rule})',
  'rec.operative': 'আদেশ: ই কি নিৰ্দেশ দিয়ে',
  'rec.operative.none': 'ইয়াৰ অধীনত একো দিব নালাগে।',
  'rec.appellate': 'আপীলৰ আদেশ',
  'rec.appellate.lead': 'আপীল {number}ত {date} তাৰিখৰ আদেশ: {outcome}।',
  'rec.appellate.reasons': 'ইয়াৰ কাৰণ',
  'rec.appellate.terms': 'ইয়াৰ অধীনত যি বহাল আছে',
  'who.register.noEmail': 'ইমেইল ঠিকনা নাই? আপোনাৰ মোবাইল নম্বৰেৰে পঞ্জীয়ন কৰক: আমি SMSৰে ছয় অংকৰ ক’ড পঠিয়াম।',
  'who.register.phone': 'মোবাইল নম্বৰেৰে পঞ্জীয়ন কৰক',
  'who.register.withEmail': 'ইমেইল ঠিকনাৰে পঞ্জীয়ন কৰক',
  'who.notFound.title': 'পৃষ্ঠা পোৱা নগ’ল',
  'upload.err.DOCUMENT.TOO_LARGE': 'ফাইলটো {size}তকৈ ডাঙৰ। সৰু ফাইল এটা বাছক, বা কম ৰিজলিউচনত স্কেন কৰক।',
  'upload.err.DOCUMENT.TYPE_NOT_ALLOWED': 'কেৱল PDF, JPEG বা PNG ফাইল আপলোড কৰিব পাৰি।',
  'upload.err.VALIDATION.FAILED': 'ফাইলটো পঢ়িব পৰা নগ’ল। PDF, JPEG বা PNG ফাইল এটা বাছক।',
};
