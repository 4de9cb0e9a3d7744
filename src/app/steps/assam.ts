// The steps of the Assam s.26 / s.26A track: one entry per command of domain/assam, with its provisions, policy,
// request body, words in English and Hindi, form and the probes decide() answers.

import type { AssamCase, AssamCommand } from '../../domain/assam/index.ts';
import { COMMAND_BASIS } from '../../domain/assam/index.ts';
import { ASSAM_COMMAND_BODIES as B } from '../../contract/assam.ts';
import { AO } from '../policies/policies.ts';
import type { Catalogue, Entries, Words } from './step.ts';
import { w, withBasis } from './step.ts';
import { W } from './words.ts';
import { ASSAM_ADJOURNMENT } from './assam-adjournment.ts';

type S = AssamCase;

const court = {
  name: 'court',
  kind: 'text',
  label: w('The court of the Judicial Magistrate', 'न्यायिक मजिस्ट्रेट का न्यायालय'),
} as const;

/** A term of simple imprisonment in the judgment, as the court gave it: months and days. */
const TERMS = { default: 'defaultImprisonment', prison: 'imprisonment' } as const;
const term = (field: keyof typeof TERMS, label: Words) =>
  (['months', 'days'] as const).map((unit) => ({
    name: `${field}${unit === 'months' ? 'Months' : 'Days'}`,
    kind: 'number' as const,
    label: w(`${label.en}: ${unit}`, `${label.hi}: ${unit === 'months' ? 'महीने' : 'दिन'}`),
    optional: true,
    path: `sentence.${TERMS[field]}.${unit}` as const,
  }));

/** The entries, each field of a form typed against its command's request body (contract-check.ts reads them). */
export const ASSAM_ENTRIES = {
  'make-written-report': {
    who: [{ role: 'citizen' }, { role: 'authorised-officer' }, AO],
    surface: 'opening',
    body: null,
    label: w(
      'Make a written report of an offence under section 26 (Assam)',
      'धारा 26 (असम) के अधीन अपराध की लिखित रिपोर्ट दें',
    ),
    help: w(
      'The person aggrieved or a public servant reports the facts in writing; no court takes cognizance without it.',
      'व्यथित व्यक्ति या लोक सेवक तथ्यों की लिखित रिपोर्ट देता है; इसके बिना कोई न्यायालय संज्ञान नहीं लेता।',
    ),
    fields: [],
    probes: () => [],
  },
  'forward-to-magistrate': {
    who: [AO],
    surface: 'officer',
    body: B['forward-to-magistrate'],
    label: w('Forward the written report to the magistrate', 'लिखित रिपोर्ट मजिस्ट्रेट को भेजें'),
    help: w(
      'Name the court of the Judicial Magistrate the report goes to.',
      'उस न्यायिक मजिस्ट्रेट के न्यायालय का नाम दें जिसे रिपोर्ट भेजी जा रही है।',
    ),
    fields: [court],
    probes: (_s, d) => [{ type: 'forward-to-magistrate', on: d, court: 'As recorded.' }],
  },
  'record-cognizance': {
    who: [AO],
    surface: 'officer',
    body: B['record-cognizance'],
    label: w('Record that the magistrate took cognizance', 'मजिस्ट्रेट द्वारा संज्ञान लिया जाना दर्ज करें'),
    help: w('The court and its case number.', 'न्यायालय और उसकी मामला संख्या।'),
    fields: [court, { name: 'caseNumber', kind: 'text', label: w('Case number in the court', 'न्यायालय में मामला संख्या') }],
    defaults: (s) => ({ court: s.forwarded?.court ?? '' }),
    probes: (_s, d) => [{ type: 'record-cognizance', on: d, court: 'As recorded.', caseNumber: 'As recorded.' }],
  },
  'record-summons-served': {
    who: [AO],
    surface: 'officer',
    body: B['record-summons-served'],
    label: w("Record the court's summons served on the accused", 'अभियुक्त पर तामील न्यायालय का समन दर्ज करें'),
    help: w(
      'The day of service, the day the summons fixes for the accused to appear, and its served copy or report of service attached to the case. No conviction, compensation, forfeiture or auction is recorded without it.',
      'तामील की तारीख, समन द्वारा अभियुक्त के हाज़िर होने के लिए नियत तारीख, और मामले में संलग्न उसकी तामील की गई प्रति या तामील की रिपोर्ट। इसके बिना कोई दोषसिद्धि, प्रतिकर, समपहरण या नीलामी दर्ज नहीं होती।',
    ),
    fields: [
      { name: 'summonsId', kind: 'text', label: w('Number of the summons', 'समन की संख्या') },
      { name: 'appearOn', kind: 'date', label: w('Day fixed to appear', 'हाज़िर होने की नियत तारीख') },
      {
        name: 'proofDocumentId',
        kind: 'text',
        label: w('Served copy or report of service', 'तामील की गई प्रति या तामील की रिपोर्ट'),
      },
      {
        name: 'shortNoticeReasons',
        kind: 'textarea',
        label: w("The court's reasons for a shorter interval", 'कम अंतराल के लिए न्यायालय के कारण'),
        optional: true,
      },
    ],
    probes: (s, d, facts) => [
      {
        type: 'record-summons-served',
        on: d,
        summonsId: `S-${(s.summonses?.length ?? 0) + 1}`,
        appearOn: d,
        proofDocumentId: facts?.attachedDocumentIds?.[0] ?? '',
      },
    ],
  },
  'record-appearance': {
    who: [AO],
    surface: 'officer',
    body: B['record-appearance'],
    label: w("Record the accused's attendance", 'अभियुक्त की उपस्थिति दर्ज करें'),
    help: w(
      "Whether the accused appeared on the summons, was excused by the court's order (attached), or was absent.",
      'क्या अभियुक्त समन पर हाज़िर हुआ, न्यायालय के आदेश (संलग्न) से छूट दी गई, या अनुपस्थित रहा।',
    ),
    fields: [
      { name: 'summonsId', kind: 'text', label: w('Number of the summons', 'समन की संख्या') },
      {
        name: 'attendance',
        kind: 'radios',
        label: w('The accused', 'अभियुक्त'),
        choices: [
          { value: 'appeared', label: w('Appeared', 'हाज़िर हुआ') },
          {
            value: 'attendance-dispensed',
            label: w("Excused by the court's order", 'न्यायालय के आदेश से छूट दी गई'),
          },
          { value: 'absent', label: w('Absent', 'अनुपस्थित') },
        ],
      },
      {
        name: 'orderDocumentId',
        kind: 'text',
        label: w("The court's order excusing attendance", 'उपस्थिति से छूट का न्यायालय का आदेश'),
        optional: true,
      },
    ],
    defaults: (s) => ({ summonsId: s.summonses?.at(-1)?.id ?? '' }),
    probes: (s, d) =>
      (s.summonses ?? []).slice(-1).map((x) => ({
        type: 'record-appearance' as const,
        on: d,
        summonsId: x.id,
        attendance: 'appeared' as const,
      })),
  },
  'record-outcome': {
    who: [AO],
    surface: 'officer',
    body: B['record-outcome'],
    label: w("Record the court's judgment", 'न्यायालय का निर्णय दर्ज करें'),
    help: w(
      "The Judicial Magistrate decides; record the judgment from its copy attached to the case. A conviction is recorded on the judgment page, where each earlier conviction in the portal's records is confirmed or rejected.",
      'न्यायिक मजिस्ट्रेट विनिश्चय करते हैं; मामले में संलग्न प्रति से निर्णय दर्ज करें। दोषसिद्धि निर्णय वाले पृष्ठ पर दर्ज होती है, जहाँ पोर्टल के अभिलेख की प्रत्येक पूर्व दोषसिद्धि की पुष्टि या अस्वीकृति होती है।',
    ),
    fields: [
      {
        name: 'result',
        kind: 'radios',
        label: w('Outcome in the judgment', 'निर्णय का परिणाम'),
        choices: [
          { value: 'conviction', label: w('Convicted', 'दोषसिद्ध') },
          { value: 'acquittal', label: w('Acquitted', 'दोषमुक्त') },
        ],
      },
      { name: 'court', kind: 'text', label: w('Court', 'न्यायालय'), path: 'judgment.court' },
      {
        name: 'caseNumber',
        kind: 'text',
        label: w("Court's case number", 'न्यायालय की मामला संख्या'),
        path: 'judgment.caseNumber',
      },
      {
        name: 'documentId',
        kind: 'text',
        label: w('Copy of the judgment', 'निर्णय की प्रति'),
        path: 'judgment.documentId',
      },
      {
        name: 'on',
        kind: 'date',
        label: w('Date of the judgment', 'निर्णय की तारीख'),
      },
      {
        name: 'confirmed',
        kind: 'lines',
        label: w(
          "Earlier convictions in the portal's records confirmed as the accused's",
          'पोर्टल के अभिलेख की पूर्व दोषसिद्धियाँ जिनकी अभियुक्त की होने की पुष्टि हुई',
        ),
        optional: true,
        path: 'matches',
      },
      {
        name: 'rejected',
        kind: 'lines',
        label: w(
          "Earlier convictions in the portal's records rejected as another person's",
          'पोर्टल के अभिलेख की पूर्व दोषसिद्धियाँ जो किसी अन्य व्यक्ति की होने से अस्वीकृत हुईं',
        ),
        optional: true,
        path: 'matches',
      },
      {
        name: 'classification',
        kind: 'radios',
        label: w("The court's classification, as the judgment records it", 'न्यायालय का वर्गीकरण, जैसा निर्णय में दर्ज है'),
        optional: true,
        path: 'classification.value',
        choices: [
          { value: 'first', label: w('First offence', 'प्रथम अपराध') },
          { value: 'subsequent', label: w('Subsequent offence', 'पश्चात्वर्ती अपराध') },
        ],
      },
      { name: 'note', kind: 'textarea', label: w('Note', 'टिप्पणी'), optional: true, path: 'classification.note' },
      {
        name: 'fineRupees',
        kind: 'number',
        label: w('Fine (rupees)', 'जुर्माना (रुपये)'),
        optional: true,
        path: 'sentence.fineRupees',
      },
      ...term('default', w('Simple imprisonment in default of the fine', 'जुर्माना न देने पर सादा कारावास')),
      ...term('prison', w('Simple imprisonment', 'सादा कारावास')),
    ],
    // The judgment page asks besides each earlier conviction's match (confirmed or rejected: the people's ids as
    // lines) and the terms in months and days; a conviction's sentence is what the court gave, the domain checks it.
    command: (v) => {
      const judgment = { court: v['court'], caseNumber: v['caseNumber'], documentId: v['documentId'] ?? '' };
      // The day of the judgment is the day the outcome is recorded as of.
      const on = typeof v['on'] === 'string' ? { on: v['on'] } : {};
      if (v['result'] !== 'conviction') return { result: v['result'], ...on, judgment };
      const ids = (k: string): readonly string[] => (Array.isArray(v[k]) ? (v[k] as readonly string[]) : []);
      const matches = [
        ...ids('confirmed').map((personId) => ({ personId, decision: 'confirmed' })),
        ...ids('rejected').map((personId) => ({ personId, decision: 'rejected' })),
      ];
      const n = (k: string): number | undefined => (typeof v[k] === 'number' ? v[k] : undefined);
      const termOf = (f: keyof typeof TERMS) =>
        n(`${f}Months`) !== undefined || n(`${f}Days`) !== undefined
          ? { [TERMS[f]]: { months: n(`${f}Months`) ?? 0, days: n(`${f}Days`) ?? 0 } }
          : {};
      const cls = v['classification'];
      const note = typeof v['note'] === 'string' ? { note: v['note'] } : {};
      return {
        result: 'conviction',
        ...on,
        judgment,
        matches,
        ...(cls === 'first' || cls === 'subsequent' ? { classification: { value: cls, ...note } } : {}),
        sentence: {
          ...(n('fineRupees') !== undefined ? { fineRupees: n('fineRupees') } : {}),
          ...termOf('default'),
          ...termOf('prison'),
        },
      };
    },
    // Available exactly when decide() would accept some judgment: an acquittal naming a document attached to the case
    // (the court, case number and date are the officer's to type; a conviction needs besides only the matches decided
    // and a lawful sentence, which the officer gives). With nothing attached, the refusal says to attach the copy.
    probes: (_s, d, facts) =>
      (facts?.attachedDocumentIds?.length ? facts.attachedDocumentIds.slice(0, 1) : ['']).map((documentId) => ({
        type: 'record-outcome' as const,
        on: d,
        result: 'acquittal' as const,
        judgment: { court: 'As recorded.', caseNumber: 'As recorded.', documentId },
      })),
    page: 'assam/judgment',
  },
  'order-compensation': {
    who: [AO],
    surface: 'officer',
    body: B['order-compensation'],
    label: w('Record the order of compensation', 'प्रतिकर का आदेश दर्ज करें'),
    help: w(
      'Ordered while convicting, to the person whose property was damaged or who was injured, with the date to pay by.',
      'दोषसिद्धि के साथ, उस व्यक्ति को जिसकी संपत्ति को क्षति हुई या जो घायल हुआ, भुगतान की तारीख सहित।',
    ),
    fields: [
      {
        name: 'payeeName',
        kind: 'text',
        label: w('The person to be compensated', 'प्रतिकर पाने वाला व्यक्ति'),
        path: 'payee.name',
      },
      {
        name: 'payeeKind',
        kind: 'radios',
        label: w('Because', 'क्योंकि'),
        path: 'payee.kind',
        choices: [
          { value: 'property-damaged', label: w('Their property was damaged', 'उनकी संपत्ति को क्षति हुई') },
          { value: 'injured-person', label: w('They were injured', 'वे घायल हुए') },
        ],
      },
      { name: 'amountRupees', kind: 'number', label: w('Compensation (₹)', 'प्रतिकर (₹)') },
      { name: 'reasons', kind: 'textarea', label: W.reasons },
      { name: 'payBy', kind: 'date', label: w('To be paid by', 'भुगतान की अंतिम तारीख') },
    ],
    probes: (s, d) =>
      (['property-damaged', 'injured-person'] as const).map((kind) => ({
        type: 'order-compensation' as const,
        on: s.outcome?.on ?? d,
        payee: { name: 'As recorded.', kind },
        amountRupees: 1,
        reasons: 'As recorded.',
        payBy: d,
      })),
  },
  'record-compensation-paid': {
    who: [AO],
    surface: 'officer',
    body: B['record-compensation-paid'],
    label: w('Record payment of the compensation', 'प्रतिकर का भुगतान दर्ज करें'),
    help: w('The compensation ordered has been paid.', 'आदेशित प्रतिकर का भुगतान हो गया है।'),
    fields: [],
    probes: (_s, d) => [{ type: 'record-compensation-paid', on: d }],
  },
  'record-compensation-default': {
    who: [AO],
    surface: 'officer',
    body: B['record-compensation-default'],
    label: w('Record default in paying the compensation', 'प्रतिकर के भुगतान में व्यतिक्रम दर्ज करें'),
    help: w(
      "After the date to pay by, unpaid compensation is in default. The cattle are forfeited only on the magistrate's order, recorded next.",
      'भुगतान की तारीख के बाद, न चुकाया गया प्रतिकर व्यतिक्रम में है। मवेशी केवल मजिस्ट्रेट के आदेश पर समपहृत होते हैं, जो इसके बाद दर्ज होता है।',
    ),
    fields: [],
    probes: (_s, d) => [{ type: 'record-compensation-default', on: d }],
  },
  'record-forfeiture': {
    who: [AO],
    surface: 'officer',
    body: B['record-forfeiture'],
    label: w("Record the magistrate's order forfeiting the cattle", 'मवेशियों के समपहरण का मजिस्ट्रेट का आदेश दर्ज करें'),
    help: w(
      "The cattle are forfeited and sold only on the magistrate's order, never because the day to pay passed: attach its copy to the case and give its date and the court.",
      'मवेशी केवल मजिस्ट्रेट के आदेश पर समपहृत और विक्रय होते हैं, भुगतान की तारीख बीत जाने मात्र से कभी नहीं: उसकी प्रति मामले में संलग्न करें और उसकी तारीख तथा न्यायालय बताएँ।',
    ),
    fields: [
      { name: 'documentId', kind: 'text', label: w('Copy of the order', 'आदेश की प्रति'), path: 'order.documentId' },
      { name: 'date', kind: 'date', label: w('Date of the order', 'आदेश की तारीख'), path: 'order.date' },
      { name: 'court', kind: 'text', label: w('Court', 'न्यायालय'), path: 'order.court' },
    ],
    defaults: (s) => ({ court: s.cognizance?.court ?? '' }),
    probes: (_s, d, facts) =>
      (facts?.attachedDocumentIds?.length ? facts.attachedDocumentIds.slice(0, 1) : ['']).map((documentId) => ({
        type: 'record-forfeiture' as const,
        on: d,
        order: { documentId, date: d, court: 'As recorded.' },
      })),
  },
  'record-auction': {
    who: [AO],
    surface: 'officer',
    body: B['record-auction'],
    label: w('Record the auction of the forfeited cattle', 'समपहृत मवेशियों की नीलामी दर्ज करें'),
    help: w(
      'The proceeds, and what was paid to the person aggrieved (the lesser of the proceeds and the compensation ordered).',
      'आगम, और व्यथित व्यक्ति को दी गई राशि (आगम और आदेशित प्रतिकर में से कम)।',
    ),
    fields: [
      { name: 'saleProceedsRupees', kind: 'number', label: w('Sale proceeds (₹)', 'बिक्री आगम (₹)') },
      {
        name: 'paidToAggrievedRupees',
        kind: 'number',
        label: w('Paid to the person aggrieved (₹)', 'व्यथित व्यक्ति को दिया गया (₹)'),
      },
    ],
    probes: (_s, d) => [{ type: 'record-auction', on: d, saleProceedsRupees: 0, paidToAggrievedRupees: 0 }],
  },
  ...ASSAM_ADJOURNMENT,
} satisfies Entries<S, AssamCommand, typeof B>;

/** Each step's provisions are the domain's (COMMAND_BASIS), never declared here a second time. */
export const ASSAM_STEPS: Catalogue<S, AssamCommand> = withBasis<S, AssamCommand>(ASSAM_ENTRIES, COMMAND_BASIS);
