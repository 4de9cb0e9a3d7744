// The order sheet's rows in Bodo, in Devanagari (regional-sheet-rows.ts): each row states the facts of its English
// row. Our translation, awaiting review by a Bodo legal reader (scripts/assam-review-list.ts lists these words).

import { deliveryOf } from '../../app/cases/delivery.ts';
import type { Delivery } from '../../app/cases/delivery.ts';
import type { ProofWords, SheetRows } from './regional-sheet-rows.ts';
import { bare, proofIn } from './regional-sheet-rows.ts';

const WHO = { complainant: 'नालिसगिरि', contravener: 'सोमोनदै नालिस होनाय मानसि' } as const;
const OF = { complainant: 'नालिसगिरिनि', contravener: 'सोमोनदै नालिस होनाय मानसिनि', officer: 'अफिसारनि' } as const;
const MODE: Readonly<Record<string, string>> = {
  tender: 'आखायाव होनानै',
  electronic: 'इलेक्ट्रनिक राहाजों',
  'speed-post': 'स्पीड पोस्टजों',
  affixing: 'बाहिरनि दुवारआव सोसोनानै',
};
const DELIVERY: Readonly<Record<Delivery, string>> = {
  delivered: 'हरनाय जाबाय',
  refused: 'मोनग्राया लानो नेवसिबाय',
  returned: 'हरनाय जाया फिनफैबाय',
  pending: 'थानाय (फिथाइनि थाखाय नेथ्रोनाय)',
};
const PROOF: ProofWords = {
  article: (n) => `दैथायनाय नम्बर ${n}।`,
  tendered: (by, to, at) => `${by}आ ${to}नो ${at} बाजियाव आखायाव होबाय।`,
  affixed: (place, at, w) => `${place}आव ${at} बाजियाव साक्षी ${w}नि सिगाङाव सोसोनाय जाबाय।`,
  emailed: (a, id) => `${a}आव इमेइल, Message-ID ${id}।`,
  acknowledgement: (id) => `मोननाय सिनायथि बिलाइआव दं (बिलाइ ${id})।`,
  photo: (id) => `फटो बिलाइआव दं (बिलाइ ${id})।`,
};
const copy = (e: { readonly to?: 'complainant' }): string => (e.to === 'complainant' ? ' (नालिसगिरिनि कपि)' : '');
const delivery = (type: string, e: unknown): string => {
  const d = deliveryOf(type, e);
  return d ? DELIVERY[d] : '';
};

export const SHEET_ROWS_BRX: SheetRows = {
  'complaint-registered': (e) =>
    `${e.particulars.complainant.name}निफ्राय ${e.particulars.contravener.name}नि सोमोनदै फारम-I आव नालिस मोननाय आरो थिसननाय जाबाय।`,
  'show-cause-notice-issued': (e, f) =>
    `फारम-II आव जाहोन दिन्थिनाय नटिस दिहुननाय जाबाय, हरनायनिफ्राय ${f.count(e.replyDays)} साननि सिङाव फिननाय होनांगोन; नालिसनि कपि लोगोसे।`,
  'service-attempted': (e) =>
    e.refused
      ? `नटिस आखायाव होनो नाजानाय जाबाय आरो लानो नेवसिबाय: ${proofIn(e.proof, PROOF)} ${bare(e.refused.refusal)}।${e.refused.witnesses.length ? ` साक्षी: ${e.refused.witnesses.join(', ')}।` : ''} हरनाय जाया; उननि राहाजों हरनाय जागोन।`
      : `${MODE[e.mode] ?? e.mode} नटिस हरनायनि नाजानाय${copy(e)}: ${delivery(e.type, e)}। ${[proofIn(e.proof, PROOF), e.particulars].filter(Boolean).join(' ')}`.trim(),
  'service-outcome-recorded': (e) => `हरनायनि फिथाइ लिरनाय जाबाय${copy(e)}: ${delivery(e.type, e)}।`,
  'service-deemed': (e) => `नटिस: ${delivery(e.type, e)}; हरनाय जाबाय होन्नानै सानाय जाबाय: ${e.reasons}`,
  'summons-issued': (e, f) => `${e.witnessName}नो ${f.date(e.appearOn)} तारिखाव फैनो समन दिहुननाय जाबाय।`,
  'summons-appearance-recorded': (e) => `समन मोननाय मानसिया फैबाय: ${e.statement}`,
  'attendance-enforced': (e) => `फैनायखौ गोहो होनाय जाबाय: ${e.reasons}`,
  'reply-period-extended': (e, f) =>
    `फिननायनि सम ${f.count(e.extraDays)} सान बांहोनानै ${f.date(e.dueOn)} सिम खालामनाय जाबाय: ${e.reasons}`,
  'reply-recorded': (e) =>
    `फिननाय ${e.submittedBy ? 'पर्टेलआव दाखिल खालामनाय जाबाय' : 'मोननाय जाबाय'}, ${e.admits ? 'उल्लंघनखौ मानि लानानै' : 'उल्लंघनखौ नेवसिनानै'}${e.late ? ' (समनि उननाव)' : ''}।`,
  'reply-extension-requested': (e, f) =>
    `सोमोनदै नालिस होनाय मानसिया फिननायनि थाखाय बांसिन सम नागिरबाय${e.days ? ` (${f.count(e.days)} सान)` : ''}: ${e.reasons}`,
  'reply-extension-refused': (e, f) => `${f.date(e.requestedOn)} तारिखनि बांसिन समनि बिनती नेवसिनाय जाबाय: ${e.reasons}`,
  'ex-parte-recorded': (e, f) => `${f.date(e.replyDueOn)} सिम फिननाय मोनाखै; गैयैयावनो खोनासंनाय थांगोन: ${e.reasons}`,
  'ex-parte-recalled': (e, f) =>
    `${f.date(e.exParteOn)} तारिखनि गैयैयाव थांनाय खामानिखौ बोखावनाय जाबाय; नियम 4(6) नि सायाव खोनासंनाय जागोन: ${e.reasons}`,
  'hearing-notice-issued': (e, f) => {
    const adj = e.adjournment;
    return (
      `${f.date(e.hearingOn)} तारिखाव${e.time ? ` ${e.time} बाजियाव` : ''}${e.place ? `, ${e.place}आव` : ''} खोनासंनायनि नटिस दिहुननाय जाबाय।` +
      (e.withdraws
        ? ` सिगाङनि खोनासंनायनि नटिस (${e.withdraws}) बोखावनाय जाबाय${adj ? `; ${OF[adj.soughtBy]} बिनतीयाव स्थगित: ${bare(adj.reasons)}` : ''}।`
        : '') +
      (e.closedDay ? ` बे सानाव अफिस बन्द (${e.closedDay}); मिथिनानैनो थि खालामनाय जाबाय।` : '') +
      (e.shortNoticeReasons ? ` खाटो समनि नटिस, लिरनाय जाहोनजों: ${e.shortNoticeReasons}` : '')
    );
  },
  'waiver-recorded': (e) => `${WHO[e.by]}आ लिरनाय महरै खोनासंनायनि मोनथाइ नागारबाय (बिलाइ ${e.documentId}): "${e.words}"`,
  'hearing-recorded': (e) =>
    e.materialExamined
      ? `सोमोनदै नालिस होनाय मानसि गैयैयाव खोनासंनाय जाबाय; नालिसगिरिनि आयदाफोरखौ आनजाद खालामनाय जाबाय: ${e.materialExamined.join('; ')}। ${e.notes}`
      : `खोनासंनाय जाबाय${e.explained ? '; उल्लंघन आरो दफाफोरखौ बुजिहोनाय जाबाय' : ''}। ${e.notes}`,
  'written-submissions-allowed': (e) => `बे बिथाफोराव लिरनाय बाथ्रा दाखिल खालामनो गनायथि होनाय जाबाय: ${e.issues}`,
  'party-filed': (e) => `${WHO[e.by]}आ दाखिल खालामबाय: ${e.items.join('; ')}`,
  'written-brief-filed': (e) => `${WHO[e.by]}आ पर्टेलआव दाबिनि थाखाय लिरनाय बाथ्रा दाखिल खालामबाय: ${e.text}`,
  'proceedings-extended': (e, f) =>
    `खामानिनि सम ${f.count(e.days)} सान बांहोनानै ${f.date(e.dueOn)} सिम खालामनाय जाबाय: ${e.reasons}` +
    (e.afterLapse
      ? ` सम ${f.date(e.afterLapse.periodEndedOn)} तारिखाव जोबनायनि ${f.count(e.afterLapse.daysLapsed)} सान उनाव बांहोनाय जाबाय; समाव बांहोनाय जायाखैनि जाहोन: ${e.afterLapse.reasons}`
      : ''),
  'order-passed': (e, f) =>
    e.order.kind === 'dismissal'
      ? 'जोबथा हुकुम होनाय जाबाय: नालिसखौ नेवसिनाय जाबाय।'
      : `जोबथा हुकुम होनाय जाबाय: जरिमाना ${f.money(e.order.penaltyPaise)}, क्षतिपूरण ${f.money(e.order.compensationPaise)}।`,
  'order-copy-supplied': (e, f) =>
    e.fieldProof
      ? `समन होग्रा ${e.fieldProof.servedBy}आ ${f.date(e.on)} तारिखाव ${e.fieldProof.at} बाजियाव (भारतनि सम)${e.fieldProof.place ? ` ${e.fieldProof.place}आव` : ''} हुकुमनि सहि होनाय कपिखौ बेसेन गैयै ${WHO[e.to]}नो (${e.fieldProof.receivedBy}) आखायाव होबाय। सबुत समन होग्रानि फोनआव लिरनाय आरो सहि होनाय, SHA-256 ${e.fieldProof.sha256}।`
      : `हुकुमनि सहि होनाय कपिखौ बेसेन गैयै ${WHO[e.to]}नो होनाय जाबाय।`,
  'deposit-recorded': (e, f) =>
    `${f.money(e.amountPaise)} जमा मोननाय जाबाय, रसिद ${e.receiptNo}; थानाय ${f.money(e.outstandingAfterPaise)}।`,
  'referred-for-recovery': (e, f) =>
    `${f.money(e.outstandingPaise)} आदाय खालामनायनि थाखाय भारतीय जीव-जन्तु कल्याण बोर्डआव दैथायनाय जाबाय।` +
    (e.appealPending
      ? ` बे समाव हुकुमनि सोमोनदै आपिल (${e.appealPending.number}, ${f.date(e.appealPending.filedOn)} तारिखाव दाखिल) बिजिरनो थादों; बोर्डखौ बेखौ मिथिहोनाय जादों।`
      : ''),
  'service-objected': (e) =>
    `सोमोनदै नालिस होनाय मानसिया आपत्ति होबाय दि ${e.hearingNoticeId ? `खोनासंनायनि नटिस (${e.hearingNoticeId})` : 'जाहोन दिन्थिनाय नटिस'} लिरनाय बादि बिनो हरनाय जायाखै (नाजानाय ${e.attemptId}): ${e.grounds}`,
  'service-objection-decided': (e) =>
    e.upheld
      ? `नटिस हरनायनि आपत्तिखौ लानाय जाबाय: नाजानाय ${e.attemptId}जों नटिस हरनाय जायाखै, फिन हरनाय जागोन। जाहोन: ${e.reasons}`
      : `नटिस हरनायनि आपत्तिखौ नेवसिनाय जाबाय: नाजानाय ${e.attemptId}जों नटिस हरनाय जाबाय होन्नानै थागोन। जाहोन: ${e.reasons}`,
  'adjournment-sought': (e, f) =>
    `${WHO[e.by]}आ ${e.made === 'portal' ? 'पर्टेलआव' : e.made === 'orally' ? 'बुंनानै' : 'लिरनानै'} ${f.date(e.sittingOn)} तारिखाव थि खालामनाय खोनासंनाय (नटिस ${e.hearingNoticeId}) स्थगित खालामनो बिनती खालामबाय, बे जाहोनफोरनि थाखाय: ${e.reasons}`,
  'adjournment-granted': (e, f) =>
    `${OF[e.by]} ${f.date(e.soughtOn)} तारिखनि स्थगितनि बिनती ("${e.soughtReasons}") लानाय जाबाय: ${f.date(e.from)} तारिखनि खोनासंनायखौ ${f.date(e.to)} सिम स्थगित खालामनाय जाबाय, बे जाहोनफोरनि थाखाय: ${e.reasons}`,
  'adjournment-refused': (e, f) =>
    `${f.date(e.sittingOn)} तारिखाव थि खालामनाय खोनासंनाय स्थगित खालामनो ${OF[e.by]} ${f.date(e.soughtOn)} तारिखनि बिनती ("${e.soughtReasons}") नेवसिनाय जाबाय, बे जाहोनफोरनि थाखाय: ${e.reasons}`,
};
