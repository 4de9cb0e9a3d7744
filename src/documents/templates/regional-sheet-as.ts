// The order sheet's rows in Assamese (regional-sheet-rows.ts): each row states the facts of its English row. Terms from
// law/glossary-as.md; our translation, awaiting review by an Assamese legal reader (scripts/assam-review-list.ts).

import { deliveryOf } from '../../app/cases/delivery.ts';
import type { Delivery } from '../../app/cases/delivery.ts';
import type { ProofWords, SheetRows } from './regional-sheet-rows.ts';
import { bare, proofIn } from './regional-sheet-rows.ts';

const WHO = { complainant: 'অভিযোগকাৰী', contravener: 'যাৰ বিৰুদ্ধে অভিযোগ কৰা হৈছে সেই ব্যক্তি' } as const;
const BY = { complainant: 'অভিযোগকাৰীয়ে', contravener: 'যাৰ বিৰুদ্ধে অভিযোগ কৰা হৈছে সেই ব্যক্তিয়ে' } as const;
const OF = {
  complainant: 'অভিযোগকাৰীৰ',
  contravener: 'যাৰ বিৰুদ্ধে অভিযোগ কৰা হৈছে সেই ব্যক্তিৰ',
  officer: 'বিষয়াৰ',
} as const;
const MODE: Readonly<Record<string, string>> = {
  tender: 'হাতে হাতে দি',
  electronic: 'ইলেকট্ৰনিক মাধ্যমেৰে',
  'speed-post': 'স্পীড পোষ্টেৰে',
  affixing: 'বাহিৰৰ দুৱাৰত লগাই',
};
const DELIVERY: Readonly<Record<Delivery, string>> = {
  delivered: 'বিলি কৰা হ’ল',
  refused: 'প্ৰাপকে ল’বলৈ অস্বীকাৰ কৰিলে',
  returned: 'বিলি নোহোৱাকৈ ঘূৰি আহিল',
  pending: 'বাকী আছে (ফলাফললৈ অপেক্ষা)',
};
const PROOF: ProofWords = {
  article: (n) => `প্ৰেৰণ নম্বৰ ${n}।`,
  tendered: (by, to, at) => `${by}এ ${to}ক ${at} বজাত হাতে হাতে দিলে।`,
  affixed: (place, at, w) => `${place}ত ${at} বজাত সাক্ষী ${w}ৰ সন্মুখত লগোৱা হ’ল।`,
  emailed: (a, id) => `${a}লৈ ইমেইল, Message-ID ${id}।`,
  acknowledgement: (id) => `প্ৰাপ্তি-স্বীকাৰ নথিত আছে (নথি ${id})।`,
  photo: (id) => `ফটো নথিত আছে (নথি ${id})।`,
};
const copy = (e: { readonly to?: 'complainant' }): string => (e.to === 'complainant' ? ' (অভিযোগকাৰীৰ প্ৰতিলিপি)' : '');
const delivery = (type: string, e: unknown): string => {
  const d = deliveryOf(type, e);
  return d ? DELIVERY[d] : '';
};

export const SHEET_ROWS_AS: SheetRows = {
  'complaint-registered': (e) =>
    `${e.particulars.complainant.name}ৰ পৰা ${e.particulars.contravener.name}ৰ বিৰুদ্ধে প্ৰপত্ৰ-Iত অভিযোগ প্ৰাপ্ত আৰু পঞ্জীভুক্ত কৰা হ’ল।`,
  'show-cause-notice-issued': (e, f) =>
    `প্ৰপত্ৰ-IIত কাৰণ দৰ্শোৱাৰ জাননী জাৰি কৰা হ’ল, প্ৰদানৰ ${f.count(e.replyDays)} দিনৰ ভিতৰত উত্তৰ দিব লাগিব; অভিযোগৰ প্ৰতিলিপি সংলগ্ন।`,
  'service-attempted': (e) =>
    e.refused
      ? `জাননী হাতে হাতে দিবলৈ চেষ্টা কৰা হ’ল আৰু ল’বলৈ অস্বীকাৰ কৰা হ’ল: ${proofIn(e.proof, PROOF)} ${bare(e.refused.refusal)}।${e.refused.witnesses.length ? ` সাক্ষী: ${e.refused.witnesses.join(', ')}।` : ''} প্ৰদান হোৱা নাই; পৰৱৰ্তী পদ্ধতিৰে প্ৰদান কৰা হ’ব।`
      : `${MODE[e.mode] ?? e.mode} জাননী প্ৰদানৰ প্ৰচেষ্টা${copy(e)}: ${delivery(e.type, e)}। ${[proofIn(e.proof, PROOF), e.particulars].filter(Boolean).join(' ')}`.trim(),
  'service-outcome-recorded': (e) => `প্ৰদানৰ ফলাফল লিপিবদ্ধ কৰা হ’ল${copy(e)}: ${delivery(e.type, e)}।`,
  'service-deemed': (e) => `জাননী: ${delivery(e.type, e)}; প্ৰদান সম্পূৰ্ণ হোৱা বুলি গণ্য কৰা হ’ল: ${e.reasons}`,
  'summons-issued': (e, f) => `${e.witnessName}ক ${f.date(e.appearOn)} তাৰিখে উপস্থিত হ’বলৈ চমন জাৰি কৰা হ’ল।`,
  'summons-appearance-recorded': (e) => `চমন দিয়া ব্যক্তিগৰাকী উপস্থিত হ’ল: ${e.statement}`,
  'attendance-enforced': (e) => `উপস্থিতি বলবৎ কৰা হ’ল: ${e.reasons}`,
  'reply-period-extended': (e, f) =>
    `উত্তৰৰ সময় ${f.count(e.extraDays)} দিন বঢ়াই ${f.date(e.dueOn)}লৈ কৰা হ’ল: ${e.reasons}`,
  'reply-recorded': (e) =>
    `উত্তৰ ${e.submittedBy ? 'পৰ্টেলত দাখিল কৰা হ’ল' : 'প্ৰাপ্ত হ’ল'}, ${e.admits ? 'উলংঘন স্বীকাৰ কৰি' : 'উলংঘন অস্বীকাৰ কৰি'}${e.late ? ' (সময়সীমাৰ পিছত)' : ''}।`,
  'reply-extension-requested': (e, f) =>
    `যাৰ বিৰুদ্ধে অভিযোগ কৰা হৈছে সেই ব্যক্তিয়ে উত্তৰৰ বাবে অধিক সময় বিচাৰিলে${e.days ? ` (${f.count(e.days)} দিন)` : ''}: ${e.reasons}`,
  'reply-extension-refused': (e, f) => `${f.date(e.requestedOn)} তাৰিখৰ অধিক সময়ৰ অনুৰোধ নাকচ কৰা হ’ল: ${e.reasons}`,
  'ex-parte-recorded': (e, f) => `${f.date(e.replyDueOn)}ৰ ভিতৰত উত্তৰ নাহিল; অনুপস্থিতিতে শুনানি চলিব: ${e.reasons}`,
  'ex-parte-recalled': (e, f) =>
    `${f.date(e.exParteOn)} তাৰিখৰ একপক্ষীয় কাৰ্যবাহী প্ৰত্যাহাৰ কৰা হ’ল; নিয়ম 4(6)ৰ অধীনত শুনানি হ’ব: ${e.reasons}`,
  'hearing-notice-issued': (e, f) => {
    const adj = e.adjournment;
    return (
      `${f.date(e.hearingOn)} তাৰিখে${e.time ? ` ${e.time} বজাত` : ''}${e.place ? `, ${e.place}ত` : ''} শুনানিৰ জাননী জাৰি কৰা হ’ল।` +
      (e.withdraws
        ? ` আগৰ শুনানিৰ জাননী (${e.withdraws}) প্ৰত্যাহাৰ কৰা হ’ল${adj ? `; ${OF[adj.soughtBy]} অনুৰোধত স্থগিত: ${bare(adj.reasons)}` : ''}।`
        : '') +
      (e.closedDay ? ` সেইদিনা কাৰ্যালয় বন্ধ (${e.closedDay}); জানি-বুজি ধাৰ্য কৰা হ’ল।` : '') +
      (e.shortNoticeReasons ? ` কম সময়ৰ জাননী, লিপিবদ্ধ কাৰণত: ${e.shortNoticeReasons}` : '')
    );
  },
  'waiver-recorded': (e) => `${BY[e.by]} লিখিতভাৱে শুনানিৰ অধিকাৰ ত্যাগ কৰিলে (নথি ${e.documentId}): "${e.words}"`,
  'hearing-recorded': (e) =>
    e.materialExamined
      ? `যাৰ বিৰুদ্ধে অভিযোগ কৰা হৈছে সেই ব্যক্তিৰ অনুপস্থিতিত শুনানি হ’ল; অভিযোগকাৰীৰ সামগ্ৰী পৰীক্ষা কৰা হ’ল: ${e.materialExamined.join('; ')}। ${e.notes}`
      : `শুনানি অনুষ্ঠিত হ’ল${e.explained ? '; উলংঘন আৰু বিধানসমূহ বুজাই দিয়া হ’ল' : ''}। ${e.notes}`,
  'written-submissions-allowed': (e) => `এই বিষয়সমূহত লিখিত যুক্তি দাখিলৰ অনুমতি দিয়া হ’ল: ${e.issues}`,
  'party-filed': (e) => `${BY[e.by]} দাখিল কৰিলে: ${e.items.join('; ')}`,
  'written-brief-filed': (e) => `${BY[e.by]} পৰ্টেলত দাবীৰ সমৰ্থনত লিখিত যুক্তি দাখিল কৰিলে: ${e.text}`,
  'proceedings-extended': (e, f) =>
    `কাৰ্যবাহীৰ সময় ${f.count(e.days)} দিন বঢ়াই ${f.date(e.dueOn)}লৈ কৰা হ’ল: ${e.reasons}` +
    (e.afterLapse
      ? ` সময়সীমা ${f.date(e.afterLapse.periodEndedOn)} তাৰিখে শেষ হোৱাৰ ${f.count(e.afterLapse.daysLapsed)} দিন পিছত বৃদ্ধি কৰা হ’ল; সময়মতে বৃদ্ধি নকৰাৰ কাৰণ: ${e.afterLapse.reasons}`
      : ''),
  'order-passed': (e, f) =>
    e.order.kind === 'dismissal'
      ? 'চূড়ান্ত আদেশ দিয়া হ’ল: অভিযোগ খাৰিজ কৰা হ’ল।'
      : `চূড়ান্ত আদেশ দিয়া হ’ল: জৰিমনা ${f.money(e.order.penaltyPaise)}, ক্ষতিপূৰণ ${f.money(e.order.compensationPaise)}।`,
  'order-copy-supplied': (e, f) =>
    e.fieldProof
      ? `জাৰিকাৰক ${e.fieldProof.servedBy}এ ${f.date(e.on)} তাৰিখে ${e.fieldProof.at} বজাত (ভাৰতীয় মান সময়)${e.fieldProof.place ? ` ${e.fieldProof.place}ত` : ''} আদেশৰ স্বাক্ষৰিত প্ৰতিলিপি বিনামূলীয়াকৈ ${WHO[e.to]}ক (${e.fieldProof.receivedBy}) হাতে হাতে দিলে। জাৰিকাৰকৰ ফোনত প্ৰমাণ লিপিবদ্ধ আৰু স্বাক্ষৰিত, SHA-256 ${e.fieldProof.sha256}।`
      : `আদেশৰ স্বাক্ষৰিত প্ৰতিলিপি বিনামূলীয়াকৈ ${WHO[e.to]}ক প্ৰদান কৰা হ’ল।`,
  'deposit-recorded': (e, f) =>
    `${f.money(e.amountPaise)} জমা প্ৰাপ্ত, ৰচিদ ${e.receiptNo}; বাকী ${f.money(e.outstandingAfterPaise)}।`,
  'referred-for-recovery': (e, f) =>
    `${f.money(e.outstandingPaise)} আদায়ৰ বাবে ভাৰতীয় জীৱ-জন্তু কল্যাণ ব’ৰ্ডলৈ পঠোৱা হ’ল।` +
    (e.appealPending
      ? ` এই সময়ত আদেশৰ বিৰুদ্ধে আপীল (${e.appealPending.number}, ${f.date(e.appealPending.filedOn)} তাৰিখে দাখিল) বিচাৰাধীন; ব’ৰ্ডক সেই কথা জনোৱা হৈছে।`
      : ''),
  'service-objected': (e) =>
    `যাৰ বিৰুদ্ধে অভিযোগ কৰা হৈছে সেই ব্যক্তিয়ে আপত্তি দৰ্শালে যে ${e.hearingNoticeId ? `শুনানিৰ জাননী (${e.hearingNoticeId})` : 'কাৰণ দৰ্শোৱাৰ জাননী'} লিপিবদ্ধ কৰা ধৰণে তেওঁক প্ৰদান কৰা হোৱা নাছিল (প্ৰচেষ্টা ${e.attemptId}): ${e.grounds}`,
  'service-objection-decided': (e) =>
    e.upheld
      ? `জাননী প্ৰদানৰ বিষয়ে আপত্তি গ্ৰহণ কৰা হ’ল: প্ৰচেষ্টা ${e.attemptId}ৰে জাননী প্ৰদান হোৱা নাই, পুনৰ প্ৰদান কৰা হ’ব। কাৰণ: ${e.reasons}`
      : `জাননী প্ৰদানৰ বিষয়ে আপত্তি অগ্ৰাহ্য কৰা হ’ল: প্ৰচেষ্টা ${e.attemptId}ৰে জাননী প্ৰদান হোৱা বুলি থাকিব। কাৰণ: ${e.reasons}`,
  'adjournment-sought': (e, f) =>
    `${BY[e.by]} ${e.made === 'portal' ? 'পৰ্টেলত' : e.made === 'orally' ? 'মৌখিকভাৱে' : 'লিখিতভাৱে'} ${f.date(e.sittingOn)} তাৰিখে ধাৰ্য শুনানি (জাননী ${e.hearingNoticeId}) স্থগিত ৰাখিবলৈ অনুৰোধ কৰিলে, এই কাৰণত: ${e.reasons}`,
  'adjournment-granted': (e, f) =>
    `${OF[e.by]} ${f.date(e.soughtOn)} তাৰিখে কৰা স্থগিতৰ অনুৰোধ ("${e.soughtReasons}") মঞ্জুৰ কৰা হ’ল: ${f.date(e.from)} তাৰিখৰ শুনানি ${f.date(e.to)}লৈ স্থগিত ৰখা হ’ল, এই কাৰণত: ${e.reasons}`,
  'adjournment-refused': (e, f) =>
    `${f.date(e.sittingOn)} তাৰিখে ধাৰ্য শুনানি স্থগিত ৰাখিবলৈ ${OF[e.by]} ${f.date(e.soughtOn)} তাৰিখে কৰা অনুৰোধ ("${e.soughtReasons}") নাকচ কৰা হ’ল, এই কাৰণত: ${e.reasons}`,
};
