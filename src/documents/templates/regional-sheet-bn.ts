// The order sheet's rows in Bengali (regional-sheet-rows.ts): each row states the facts of its English row. Terms from
// law/glossary-bn.md; our translation, awaiting review by a Bengali legal reader (scripts/assam-review-list.ts).

import { deliveryOf } from '../../app/cases/delivery.ts';
import type { Delivery } from '../../app/cases/delivery.ts';
import type { ProofWords, SheetRows } from './regional-sheet-rows.ts';
import { bare, proofIn } from './regional-sheet-rows.ts';

const WHO = { complainant: 'অভিযোগকারী', contravener: 'যাঁর বিরুদ্ধে অভিযোগ সেই ব্যক্তি' } as const;
const OF = { complainant: 'অভিযোগকারীর', contravener: 'যাঁর বিরুদ্ধে অভিযোগ সেই ব্যক্তির', officer: 'আধিকারিকের' } as const;
const MODE: Readonly<Record<string, string>> = {
  tender: 'হাতে দিয়ে',
  electronic: 'বৈদ্যুতিন মাধ্যমে',
  'speed-post': 'স্পিড পোস্টে',
  affixing: 'বাইরের দরজায় লাগিয়ে',
};
const DELIVERY: Readonly<Record<Delivery, string>> = {
  delivered: 'বিলি হয়েছে',
  refused: 'প্রাপক নিতে অস্বীকার করেছেন',
  returned: 'বিলি না হয়ে ফেরত এসেছে',
  pending: 'বাকি (ফলের অপেক্ষা)',
};
const PROOF: ProofWords = {
  article: (n) => `প্রেরণ নম্বর ${n}।`,
  tendered: (by, to, at) => `${by} ${to}-কে ${at}টায় হাতে দিয়েছেন।`,
  affixed: (place, at, w) => `${place}-এ ${at}টায় সাক্ষী ${w}-এর সামনে লাগানো হয়েছে।`,
  emailed: (a, id) => `${a}-এ ইমেল, Message-ID ${id}।`,
  acknowledgement: (id) => `প্রাপ্তিস্বীকার নথিতে আছে (নথি ${id})।`,
  photo: (id) => `ছবি নথিতে আছে (নথি ${id})।`,
};
const copy = (e: { readonly to?: 'complainant' }): string => (e.to === 'complainant' ? ' (অভিযোগকারীর প্রতিলিপি)' : '');
const delivery = (type: string, e: unknown): string => {
  const d = deliveryOf(type, e);
  return d ? DELIVERY[d] : '';
};

export const SHEET_ROWS_BN: SheetRows = {
  'complaint-registered': (e) =>
    `${e.particulars.complainant.name}-এর কাছ থেকে ${e.particulars.contravener.name}-এর বিরুদ্ধে প্রপত্র-I-এ অভিযোগ পাওয়া গেছে ও নথিভুক্ত হয়েছে।`,
  'show-cause-notice-issued': (e, f) =>
    `প্রপত্র-II-এ কারণ দর্শানোর নোটিশ জারি করা হয়েছে, পৌঁছানোর ${f.count(e.replyDays)} দিনের মধ্যে উত্তর দিতে হবে; অভিযোগের প্রতিলিপি সংযুক্ত।`,
  'service-attempted': (e) =>
    e.refused
      ? `নোটিশ হাতে দেওয়ার চেষ্টা হয়েছে এবং নিতে অস্বীকার করা হয়েছে: ${proofIn(e.proof, PROOF)} ${bare(e.refused.refusal)}।${e.refused.witnesses.length ? ` সাক্ষী: ${e.refused.witnesses.join(', ')}।` : ''} পৌঁছানো হয়নি; পরবর্তী পদ্ধতিতে পৌঁছানো হবে।`
      : `${MODE[e.mode] ?? e.mode} নোটিশ পৌঁছানোর চেষ্টা${copy(e)}: ${delivery(e.type, e)}। ${[proofIn(e.proof, PROOF), e.particulars].filter(Boolean).join(' ')}`.trim(),
  'service-outcome-recorded': (e) => `পৌঁছানোর ফলাফল লিপিবদ্ধ করা হয়েছে${copy(e)}: ${delivery(e.type, e)}।`,
  'service-deemed': (e) => `নোটিশ: ${delivery(e.type, e)}; পৌঁছানো সম্পূর্ণ বলে গণ্য করা হয়েছে: ${e.reasons}`,
  'summons-issued': (e, f) => `${e.witnessName}-কে ${f.date(e.appearOn)} তারিখে উপস্থিত হওয়ার জন্য সমন জারি করা হয়েছে।`,
  'summons-appearance-recorded': (e) => `সমনপ্রাপ্ত ব্যক্তি উপস্থিত হয়েছেন: ${e.statement}`,
  'attendance-enforced': (e) => `উপস্থিতি বলবৎ করা হয়েছে: ${e.reasons}`,
  'reply-period-extended': (e, f) =>
    `উত্তরের সময় ${f.count(e.extraDays)} দিন বাড়িয়ে ${f.date(e.dueOn)} পর্যন্ত করা হয়েছে: ${e.reasons}`,
  'reply-recorded': (e) =>
    `উত্তর ${e.submittedBy ? 'পোর্টালে জমা দেওয়া হয়েছে' : 'পাওয়া গেছে'}, ${e.admits ? 'লঙ্ঘন স্বীকার করে' : 'লঙ্ঘন অস্বীকার করে'}${e.late ? ' (সময়সীমার পরে)' : ''}।`,
  'reply-extension-requested': (e, f) =>
    `যাঁর বিরুদ্ধে অভিযোগ সেই ব্যক্তি উত্তরের জন্য আরও সময় চেয়েছেন${e.days ? ` (${f.count(e.days)} দিন)` : ''}: ${e.reasons}`,
  'reply-extension-refused': (e, f) => `${f.date(e.requestedOn)} তারিখের আরও সময়ের অনুরোধ প্রত্যাখ্যাত হয়েছে: ${e.reasons}`,
  'ex-parte-recorded': (e, f) => `${f.date(e.replyDueOn)}-এর মধ্যে উত্তর আসেনি; অনুপস্থিতিতে শুনানি চলবে: ${e.reasons}`,
  'ex-parte-recalled': (e, f) =>
    `${f.date(e.exParteOn)} তারিখের একতরফা কার্যধারা প্রত্যাহার করা হয়েছে; নিয়ম 4(6)-এর অধীনে শুনানি হবে: ${e.reasons}`,
  'hearing-notice-issued': (e, f) => {
    const adj = e.adjournment;
    return (
      `${f.date(e.hearingOn)} তারিখে${e.time ? ` ${e.time}টায়` : ''}${e.place ? `, ${e.place}-এ` : ''} শুনানির নোটিশ জারি করা হয়েছে।` +
      (e.withdraws
        ? ` আগের শুনানির নোটিশ (${e.withdraws}) প্রত্যাহার করা হয়েছে${adj ? `; ${OF[adj.soughtBy]} অনুরোধে মুলতবি: ${bare(adj.reasons)}` : ''}।`
        : '') +
      (e.closedDay ? ` সেদিন কার্যালয় বন্ধ (${e.closedDay}); জেনেশুনে ধার্য করা হয়েছে।` : '') +
      (e.shortNoticeReasons ? ` স্বল্প সময়ের নোটিশ, লিপিবদ্ধ কারণে: ${e.shortNoticeReasons}` : '')
    );
  },
  'waiver-recorded': (e) => `${WHO[e.by]} লিখিতভাবে শুনানির অধিকার ত্যাগ করেছেন (নথি ${e.documentId}): "${e.words}"`,
  'hearing-recorded': (e) =>
    e.materialExamined
      ? `যাঁর বিরুদ্ধে অভিযোগ সেই ব্যক্তির অনুপস্থিতিতে শুনানি হয়েছে; অভিযোগকারীর উপাদান পরীক্ষা করা হয়েছে: ${e.materialExamined.join('; ')}। ${e.notes}`
      : `শুনানি অনুষ্ঠিত হয়েছে${e.explained ? '; লঙ্ঘন ও বিধানগুলি বুঝিয়ে দেওয়া হয়েছে' : ''}। ${e.notes}`,
  'written-submissions-allowed': (e) => `এই বিষয়গুলিতে লিখিত বক্তব্য জমার অনুমতি দেওয়া হয়েছে: ${e.issues}`,
  'party-filed': (e) => `${WHO[e.by]} দাখিল করেছেন: ${e.items.join('; ')}`,
  'written-brief-filed': (e) => `${WHO[e.by]} পোর্টালে দাবির সমর্থনে লিখিত বক্তব্য জমা দিয়েছেন: ${e.text}`,
  'proceedings-extended': (e, f) =>
    `কার্যধারার সময় ${f.count(e.days)} দিন বাড়িয়ে ${f.date(e.dueOn)} পর্যন্ত করা হয়েছে: ${e.reasons}` +
    (e.afterLapse
      ? ` সময়সীমা ${f.date(e.afterLapse.periodEndedOn)} তারিখে শেষ হওয়ার ${f.count(e.afterLapse.daysLapsed)} দিন পরে বাড়ানো হয়েছে; সময়মতো না বাড়ানোর কারণ: ${e.afterLapse.reasons}`
      : ''),
  'order-passed': (e, f) =>
    e.order.kind === 'dismissal'
      ? 'চূড়ান্ত আদেশ দেওয়া হয়েছে: অভিযোগ খারিজ হয়েছে।'
      : `চূড়ান্ত আদেশ দেওয়া হয়েছে: জরিমানা ${f.money(e.order.penaltyPaise)}, ক্ষতিপূরণ ${f.money(e.order.compensationPaise)}।`,
  'order-copy-supplied': (e, f) =>
    e.fieldProof
      ? `জারিকারক ${e.fieldProof.servedBy} ${f.date(e.on)} তারিখে ${e.fieldProof.at}টায় (ভারতীয় প্রমাণ সময়)${e.fieldProof.place ? ` ${e.fieldProof.place}-এ` : ''} আদেশের স্বাক্ষরিত প্রতিলিপি বিনামূল্যে ${WHO[e.to]}-কে (${e.fieldProof.receivedBy}) হাতে দিয়েছেন। জারিকারকের ফোনে প্রমাণ লিপিবদ্ধ ও স্বাক্ষরিত, SHA-256 ${e.fieldProof.sha256}।`
      : `আদেশের স্বাক্ষরিত প্রতিলিপি বিনামূল্যে ${WHO[e.to]}-কে দেওয়া হয়েছে।`,
  'deposit-recorded': (e, f) =>
    `${f.money(e.amountPaise)} জমা পাওয়া গেছে, রসিদ ${e.receiptNo}; বাকি ${f.money(e.outstandingAfterPaise)}।`,
  'referred-for-recovery': (e, f) =>
    `${f.money(e.outstandingPaise)} আদায়ের জন্য ভারতীয় প্রাণী কল্যাণ পর্ষদে পাঠানো হয়েছে।` +
    (e.appealPending
      ? ` এই সময়ে আদেশের বিরুদ্ধে আপিল (${e.appealPending.number}, ${f.date(e.appealPending.filedOn)} তারিখে দাখিল) বিচারাধীন; পর্ষদকে তা জানানো হয়েছে।`
      : ''),
  'service-objected': (e) =>
    `যাঁর বিরুদ্ধে অভিযোগ সেই ব্যক্তি আপত্তি করেছেন যে ${e.hearingNoticeId ? `শুনানির নোটিশ (${e.hearingNoticeId})` : 'কারণ দর্শানোর নোটিশ'} লিপিবদ্ধ বিবরণ অনুযায়ী তাঁকে পৌঁছানো হয়নি (চেষ্টা ${e.attemptId}): ${e.grounds}`,
  'service-objection-decided': (e) =>
    e.upheld
      ? `নোটিশ পৌঁছানো নিয়ে আপত্তি গৃহীত হয়েছে: চেষ্টা ${e.attemptId}-এ নোটিশ পৌঁছায়নি, আবার পৌঁছানো হবে। কারণ: ${e.reasons}`
      : `নোটিশ পৌঁছানো নিয়ে আপত্তি অগ্রাহ্য হয়েছে: চেষ্টা ${e.attemptId}-এ নোটিশ পৌঁছানো হয়েছে বলে থাকবে। কারণ: ${e.reasons}`,
  'adjournment-sought': (e, f) =>
    `${WHO[e.by]} ${e.made === 'portal' ? 'পোর্টালে' : e.made === 'orally' ? 'মৌখিকভাবে' : 'লিখিতভাবে'} ${f.date(e.sittingOn)} তারিখে ধার্য শুনানি (নোটিশ ${e.hearingNoticeId}) মুলতবির অনুরোধ করেছেন, এই কারণে: ${e.reasons}`,
  'adjournment-granted': (e, f) =>
    `${OF[e.by]} ${f.date(e.soughtOn)} তারিখের মুলতবির অনুরোধ ("${e.soughtReasons}") মঞ্জুর করা হয়েছে: ${f.date(e.from)} তারিখের শুনানি ${f.date(e.to)} পর্যন্ত মুলতবি করা হয়েছে, এই কারণে: ${e.reasons}`,
  'adjournment-refused': (e, f) =>
    `${f.date(e.sittingOn)} তারিখে ধার্য শুনানি মুলতবির জন্য ${OF[e.by]} ${f.date(e.soughtOn)} তারিখের অনুরোধ ("${e.soughtReasons}") প্রত্যাখ্যান করা হয়েছে, এই কারণে: ${e.reasons}`,
};
