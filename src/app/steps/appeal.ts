// The steps of the appeal (Rule 7, Form-III): one entry per command of domain/appeal, with its provisions, policy,
// request body, words in English and Hindi, form and the probes decide() answers.

import type { AppealCommand, AppealState } from '../../domain/appeal/index.ts';
import { APPEAL_COMMAND_BODIES as B } from '../../contract/appeal.ts';
import { addDays } from '../../lib/local-date.ts';
import { FORM3_CHECKLIST } from '../cases/form3-checklist.ts';
import { AA, party } from '../policies/policies.ts';
import type { Catalogue, Choice, StepField } from './step.ts';
import { w } from './step.ts';
import { ATTEMPT_OUTCOMES, HEARING_MODES, SERVICE_MODES, W } from './words.ts';

type S = AppealState;
type F = StepField<S>;

const note: F = { name: 'note', kind: 'textarea', label: W.note, optional: true };
const APPEARANCE: readonly Choice[] = [
  { value: 'in-person', label: w('Appeared in person', 'स्वयं उपस्थित') },
  {
    value: 'legal-representative',
    label: w('Appeared through a legal representative', 'विधिक प्रतिनिधि के माध्यम से उपस्थित'),
  },
  { value: 'absent', label: w('Absent', 'अनुपस्थित') },
];
const PARTIES: readonly Choice[] = [
  { value: 'appellant', label: w('The appellant', 'अपीलार्थी') },
  { value: 'respondent', label: w('The respondent', 'प्रत्यर्थी') },
  { value: 'authorised-officer', label: w('The authorised officer', 'प्राधिकृत अधिकारी') },
];
const pendingAttempts = (s: S) => (s.notice?.service.attempts ?? []).filter((a) => a.outcome === 'pending');

export const APPEAL_STEPS = {
  'file-appeal': {
    basis: ['in.ctr2026.r7.1', 'in.ctr2026.r7.4'],
    who: [...party(['appellant']), AA],
    surface: 'opening',
    body: null,
    label: w('File an appeal in Form-III', 'प्ररूप-III में अपील दाखिल करें'),
    help: w(
      'A party to the case appeals against the order of the adjudicating officer to the District Magistrate.',
      'मामले का पक्षकार न्यायनिर्णायक अधिकारी के आदेश के विरुद्ध जिला मजिस्ट्रेट को अपील करता है।',
    ),
    fields: [],
    probes: () => [],
  },
  'call-for-records': {
    basis: ['in.ctr2026.r7.5'],
    who: [AA],
    surface: 'officer',
    body: B['call-for-records'],
    label: w('Call for the records of the case', 'मामले का अभिलेख मंगाएं'),
    help: w(
      'Call for the records of the complaint and the inquiry from the adjudicating officer.',
      'न्यायनिर्णायक अधिकारी से शिकायत और जांच का अभिलेख मंगाएं।',
    ),
    fields: [note],
    probes: (_s, d) => [{ type: 'call-for-records', on: d }],
  },
  'record-records-received': {
    basis: ['in.ctr2026.r7.5'],
    who: [AA],
    surface: 'officer',
    body: B['record-records-received'],
    label: w('Record that the records were received', 'अभिलेख प्राप्त होना दर्ज करें'),
    help: w(
      'The records called for have arrived from the adjudicating officer.',
      'मंगाया गया अभिलेख न्यायनिर्णायक अधिकारी से प्राप्त हो गया है।',
    ),
    fields: [note],
    probes: (_s, d) => [{ type: 'record-records-received', on: d }],
  },
  'intimate-defects': {
    basis: ['in.ctr2026.r7.6'],
    who: [AA],
    surface: 'officer',
    body: B['intimate-defects'],
    label: w('Intimate the defects to the appellant', 'अपीलार्थी को त्रुटियों की सूचना दें'),
    help: w(
      'List each defect with the Form-III item it concerns. The appellant has 15 days to rectify.',
      'प्रत्येक त्रुटि प्ररूप-III की संबंधित मद के साथ लिखें। अपीलार्थी को सुधार के लिए 15 दिन मिलते हैं।',
    ),
    fields: [
      {
        name: 'found',
        kind: 'check',
        label: w('Include the defects found when the appeal was filed', 'अपील दाखिल करते समय पाई गई त्रुटियां शामिल करें'),
      },
      {
        name: 'field',
        kind: 'select',
        label: w('Another defect: the Form-III item', 'अन्य त्रुटि: प्ररूप-III की मद'),
        optional: true,
        choices: () => [
          { value: '', label: w('No other defect', 'कोई अन्य त्रुटि नहीं') },
          ...FORM3_CHECKLIST.filter((f) => f.field !== 'item9').map((f) => ({
            value: f.field,
            label: w(f.label, `प्ररूप-III, ${f.label}`),
          })),
        ],
      },
      {
        name: 'description',
        kind: 'textarea',
        label: w('What the appellant must do to rectify it', 'इसे सुधारने के लिए अपीलार्थी को क्या करना है'),
        optional: true,
      },
    ],
    defaults: (s) => ({ found: s.defects.some((d) => d.status === 'found') ? 'yes' : '' }),
    command: (v, s) => {
      const defects: { field: string; description: string }[] = [];
      if (v['found'] === true)
        for (const d of s.defects.filter((x) => x.status === 'found'))
          defects.push({ field: d.field, description: d.description });
      if (typeof v['field'] === 'string')
        defects.push({ field: v['field'], description: typeof v['description'] === 'string' ? v['description'] : '' });
      return { defects };
    },
    probes: (_s, d) => [
      { type: 'intimate-defects', on: d, defects: [{ field: 'grounds', description: 'As recorded.' }] },
    ],
  },
  'record-rectification': {
    basis: ['in.ctr2026.r7.6'],
    who: [...party(['appellant']), AA],
    surface: 'officer',
    body: B['record-rectification'],
    label: w('Record that the defects were rectified', 'त्रुटियों का सुधार दर्ज करें'),
    help: w(
      'The appellant has cured the defects intimated; all outstanding defects unless some are named.',
      'अपीलार्थी ने सूचित त्रुटियां सुधार दी हैं; जब तक कुछ नाम न दी जाएं, सभी बकाया त्रुटियां।',
    ),
    fields: [note],
    probes: (_s, d) => [{ type: 'record-rectification', on: d }],
  },
  'refuse-registration': {
    basis: ['in.ctr2026.r7.6'],
    who: [AA],
    surface: 'officer',
    body: B['refuse-registration'],
    label: w('Refuse to register the appeal', 'अपील का पंजीकरण अस्वीकार करें'),
    help: w(
      'Registration may be refused only when the defects were not rectified within the period allowed.',
      'पंजीकरण तभी अस्वीकार किया जा सकता है जब दी गई अवधि में त्रुटियां न सुधारी गई हों।',
    ),
    fields: [{ name: 'reasons', kind: 'textarea', label: W.reasons }],
    probes: (_s, d) => [{ type: 'refuse-registration', on: d, reasons: 'As recorded.' }],
  },
  'record-refusal-communicated': {
    basis: ['in.ctr2026.r7.6'],
    who: [AA],
    surface: 'officer',
    body: B['record-refusal-communicated'],
    label: w('Record that the refusal was communicated', 'अस्वीकृति की सूचना दिया जाना दर्ज करें'),
    help: w(
      'The refusal is communicated to the appellant within 7 days; a later communication records the reason for the delay.',
      'अस्वीकृति की सूचना 7 दिन के भीतर अपीलार्थी को दी जाती है; बाद में देने पर विलंब का कारण दर्ज होता है।',
    ),
    fields: [
      { name: 'means', kind: 'text', label: w('How it was communicated', 'सूचना कैसे दी गई'), optional: true },
      { name: 'delayReason', kind: 'textarea', label: W.delayReason, help: W.delayReasonHelp, optional: true },
    ],
    probes: (_s, d) => [
      { type: 'record-refusal-communicated', on: d, means: 'As recorded.', delayReason: 'As recorded.' },
    ],
  },
  admit: {
    basis: ['in.ctr2026.r7.7'],
    who: [AA],
    surface: 'officer',
    body: B['admit'],
    label: w('Admit the appeal', 'अपील ग्रहण करें'),
    help: w(
      'An appeal in order, its records called for, is admitted.',
      'ठीक अपील, जिसका अभिलेख मंगाया गया है, ग्रहण की जाती है।',
    ),
    fields: [note],
    probes: (_s, d) => [{ type: 'admit', on: d }],
  },
  'issue-notice-to-respondent': {
    basis: ['in.ctr2026.r7.8'],
    who: [AA],
    surface: 'officer',
    body: B['issue-notice-to-respondent'],
    label: w('Issue notice to the respondent', 'प्रत्यर्थी को सूचना जारी करें'),
    help: w(
      'The notice goes with a copy of the appeal and allows the respondent at most 30 days to reply.',
      'सूचना अपील की प्रति के साथ जाती है और प्रत्यर्थी को उत्तर के लिए अधिकतम 30 दिन देती है।',
    ),
    fields: [
      {
        name: 'replyDays',
        kind: 'number',
        label: w('Days allowed for the reply', 'उत्तर के लिए दिए गए दिन'),
        help: w('At most 30 days (Rule 7(8)).', 'अधिकतम 30 दिन (नियम 7(8))।'),
      },
      {
        name: 'copyOfAppealEnclosed',
        kind: 'check',
        label: w('A copy of the appeal is enclosed with the notice', 'अपील की प्रति सूचना के साथ संलग्न है'),
      },
    ],
    defaults: () => ({ replyDays: '15', copyOfAppealEnclosed: 'yes' }),
    probes: (_s, d) => [{ type: 'issue-notice-to-respondent', on: d, replyDays: 1, copyOfAppealEnclosed: true }],
  },
  'record-service-attempt': {
    basis: ['in.ctr2026.r7.9'],
    who: [AA],
    surface: 'officer',
    body: B['record-service-attempt'],
    label: w('Record an attempt to serve the notice', 'सूचना की तामील का प्रयास दर्ज करें'),
    help: w(
      'Service is tried in the order the rule gives: by tender, then by electronic means or speed post, and by affixing only when those fail.',
      'तामील नियम के क्रम में की जाती है: पहले निविदान द्वारा, फिर इलेक्ट्रॉनिक माध्यम या स्पीड पोस्ट से, और उनके विफल होने पर ही चिपकाकर।',
    ),
    fields: [
      { name: 'mode', kind: 'radios', label: W.mode, choices: SERVICE_MODES },
      { name: 'outcome', kind: 'radios', label: W.outcome, choices: ATTEMPT_OUTCOMES },
      { name: 'particulars', kind: 'textarea', label: W.particulars, help: W.particularsHelp, optional: true },
    ],
    probes: (_s, d) => [
      {
        type: 'record-service-attempt',
        on: d,
        mode: 'speed-post',
        outcome: 'pending',
        proof: { articleNumber: 'EE000000000IN' },
      },
    ],
  },
  'record-service-outcome': {
    basis: ['in.ctr2026.r7.9'],
    who: [AA],
    surface: 'officer',
    body: B['record-service-outcome'],
    label: w('Record the outcome of a pending attempt', 'लंबित प्रयास का परिणाम दर्ज करें'),
    help: w(
      'A speed-post article delivered or returned, an email delivered or bounced: record what became of the attempt.',
      'स्पीड पोस्ट की वस्तु पहुँची या लौटी, ईमेल पहुँचा या लौटा: प्रयास का परिणाम दर्ज करें।',
    ),
    fields: [
      {
        name: 'attemptId',
        kind: 'select',
        label: W.attempt,
        choices: (s) =>
          pendingAttempts(s).map((a) => ({
            value: a.attemptId,
            label: w(
              `${SERVICE_MODES.find((m) => m.value === a.mode)?.label.en ?? a.mode} – ${a.attemptId}`,
              `${SERVICE_MODES.find((m) => m.value === a.mode)?.label.hi ?? a.mode} – ${a.attemptId}`,
            ),
          })),
      },
      {
        name: 'outcome',
        kind: 'radios',
        label: W.outcome,
        choices: ATTEMPT_OUTCOMES.filter((c) => c.value !== 'pending'),
      },
    ],
    probes: (s, d) =>
      (pendingAttempts(s).length > 0 ? pendingAttempts(s) : [{ attemptId: '' }]).map((a) => ({
        type: 'record-service-outcome',
        on: d,
        attemptId: a.attemptId,
        outcome: 'failed',
      })),
  },
  // Rule 7(9)(i) (issue 13): a refusal to accept the tendered notice is recorded as such; it is not service.
  'record-tender-refused': {
    basis: ['in.ctr2026.r7.9', 'in.ctr2026.r7.9.i'],
    who: [AA],
    surface: 'officer',
    body: B['record-tender-refused'],
    label: w('Record a refusal to accept the notice', 'सूचना लेने से इंकार दर्ज करें'),
    help: w(
      'The respondent refused to accept the notice tendered. This is recorded as such; it is not service. Serve the notice next by electronic means or speed post, and by affixing if that fails too.',
      'प्रत्यर्थी ने निविदत्त सूचना लेने से इंकार किया। यह इंकार के रूप में ही दर्ज होता है; यह तामील नहीं है। इसके बाद सूचना इलेक्ट्रॉनिक साधन या स्पीड पोस्ट से, और वह भी विफल हो तो चिपकाकर, तामील करें।',
    ),
    fields: [
      { name: 'tenderedBy', kind: 'text', label: w('Tendered by', 'निविदान करने वाला'), path: 'proof.tenderedBy' },
      {
        name: 'tenderedTo',
        kind: 'text',
        label: w(
          'Tendered to (the respondent or the authorised representative)',
          'जिसे निविदान किया गया (प्रत्यर्थी या प्राधिकृत प्रतिनिधि)',
        ),
        path: 'proof.tenderedTo',
      },
      {
        name: 'tenderAt',
        kind: 'time',
        label: w('Time of tender (HH:MM)', 'निविदान का समय (घंटे:मिनट)'),
        path: 'proof.at',
      },
      {
        name: 'refusal',
        kind: 'textarea',
        label: w(
          'What the respondent said or did in refusing the notice',
          'सूचना लेने से इंकार करते समय प्रत्यर्थी ने क्या कहा या किया',
        ),
      },
      {
        name: 'witnesses',
        kind: 'lines',
        label: w('Witnesses present', 'उपस्थित साक्षी'),
        help: W.items,
        optional: true,
      },
    ],
    probes: (_s, d) => [
      {
        type: 'record-tender-refused',
        on: d,
        proof: { tenderedBy: 'As recorded.', tenderedTo: 'As recorded.', at: '10:00' },
        refusal: 'As recorded.',
      },
    ],
  },

  'record-respondent-reply': {
    basis: ['in.ctr2026.r7.8'],
    who: [AA],
    surface: 'officer',
    body: B['record-respondent-reply'],
    label: w("Record the respondent's reply received on paper", 'कागज़ पर प्राप्त प्रत्यर्थी का उत्तर दर्ज करें'),
    help: w(
      'A reply received in the office is placed on record; one received after the period is marked late.',
      'कार्यालय में प्राप्त उत्तर अभिलेख पर रखा जाता है; अवधि के बाद प्राप्त उत्तर विलंबित अंकित होता है।',
    ),
    fields: [note],
    probes: (_s, d) => [{ type: 'record-respondent-reply', on: d }],
  },
  'submit-respondent-reply': {
    basis: ['in.ctr2026.r7.8'],
    who: party(['appeal-respondent']),
    surface: 'party',
    body: B['submit-respondent-reply'],
    label: w('Reply to the appeal', 'अपील का उत्तर दें'),
    help: w(
      'The respondent replies to the grounds of appeal within the period the notice allows.',
      'प्रत्यर्थी सूचना में दी गई अवधि के भीतर अपील के आधारों का उत्तर देता है।',
    ),
    fields: [
      { name: 'text', kind: 'textarea', label: w('Your reply', 'आपका उत्तर') },
      {
        name: 'documents',
        kind: 'lines',
        label: w('Documents you rely on', 'जिन दस्तावेज़ों पर आप भरोसा करते हैं'),
        help: W.items,
        optional: true,
      },
    ],
    probes: (_s, d) => [{ type: 'submit-respondent-reply', on: d, text: 'As recorded.' }],
  },
  'schedule-hearing': {
    basis: ['in.ctr2026.r7.10'],
    who: [AA],
    surface: 'officer',
    body: B['schedule-hearing'],
    label: w('Fix the hearing of the appeal', 'अपील की सुनवाई नियत करें'),
    help: w(
      "The parties are told the date and the place of the hearing (the District Magistrate's office unless another is named), or the video link.",
      'पक्षकारों को सुनवाई की तारीख और स्थान (जब तक कोई अन्य न बताया जाए, जिला मजिस्ट्रेट का कार्यालय), या वीडियो लिंक बताया जाता है।',
    ),
    fields: [
      { name: 'hearingOn', kind: 'date', label: W.hearingOn },
      { name: 'time', kind: 'time', label: W.hearingTime, help: W.hearingTimeHelp },
      { name: 'mode', kind: 'radios', label: W.hearingMode, choices: HEARING_MODES },
      {
        name: 'venueOrLink',
        kind: 'text',
        label: w('Place of the hearing, or the video link', 'सुनवाई का स्थान, या वीडियो लिंक'),
        optional: true,
      },
    ],
    defaults: (_s, d) => ({
      mode: 'in-person',
      venueOrLink: [d.officeName, d.officeAddress].filter(Boolean).join(', '),
    }),
    probes: (_s, d) => [{ type: 'schedule-hearing', on: d, hearingOn: addDays(d, 400), mode: 'in-person' }],
  },
  'record-hearing': {
    basis: ['in.ctr2026.r7.10'],
    who: [AA],
    surface: 'officer',
    body: B['record-hearing'],
    label: w('Record the hearing of the appeal', 'अपील की सुनवाई दर्ज करें'),
    help: w(
      'Record how each party appeared: in person, through a legal representative, or not at all.',
      'दर्ज करें कि प्रत्येक पक्षकार कैसे उपस्थित हुआ: स्वयं, विधिक प्रतिनिधि के माध्यम से, या नहीं।',
    ),
    fields: [
      { name: 'mode', kind: 'radios', label: W.hearingMode, choices: HEARING_MODES },
      {
        name: 'appellant',
        kind: 'radios',
        label: w('The appellant', 'अपीलार्थी'),
        choices: APPEARANCE,
        path: 'appearances.appellant',
      },
      {
        name: 'respondent',
        kind: 'radios',
        label: w('The respondent', 'प्रत्यर्थी'),
        choices: APPEARANCE,
        path: 'appearances.respondent',
      },
      {
        name: 'appellantRep',
        kind: 'text',
        label: w("Appellant's legal representative", 'अपीलार्थी का विधिक प्रतिनिधि'),
        optional: true,
        path: 'representatives.appellant',
      },
      {
        name: 'respondentRep',
        kind: 'text',
        label: w("Respondent's legal representative", 'प्रत्यर्थी का विधिक प्रतिनिधि'),
        optional: true,
        path: 'representatives.respondent',
      },
    ],
    probes: (_s, d) => [
      {
        type: 'record-hearing',
        on: d,
        mode: 'in-person',
        appearances: { appellant: 'in-person', respondent: 'in-person' },
      },
    ],
  },
  'decide-appeal': {
    basis: ['in.ctr2026.r7.11'],
    who: [AA],
    surface: 'officer',
    body: B['decide-appeal'],
    label: w('Decide the appeal', 'अपील का विनिश्चय करें'),
    help: w(
      'Confirm, vary or set aside the order. When varying, give the amounts as varied.',
      'आदेश को पुष्ट करें, परिवर्तित करें या अपास्त करें। परिवर्तित करने पर बदली गई राशियां दें।',
    ),
    fields: [
      {
        name: 'outcome',
        kind: 'radios',
        label: w('Decision', 'विनिश्चय'),
        choices: [
          { value: 'confirm', label: w('Confirm the order', 'आदेश पुष्ट करें') },
          { value: 'vary', label: w('Vary the order', 'आदेश परिवर्तित करें') },
          { value: 'set-aside', label: w('Set aside the order', 'आदेश अपास्त करें') },
        ],
      },
      { name: 'penalty', kind: 'money', label: W.penalty, optional: true },
      { name: 'compensation', kind: 'money', label: W.compensation, optional: true },
      { name: 'expenses', kind: 'money', label: W.expenses, optional: true },
      { name: 'charges', kind: 'money', label: W.charges, optional: true },
      { name: 'reasons', kind: 'textarea', label: W.orderReasons },
    ],
    command: (v) => {
      const paise = (k: string) => (typeof v[k] === 'number' ? v[k] : 0);
      return {
        outcome: v['outcome'],
        reasons: v['reasons'],
        ...(v['outcome'] === 'vary'
          ? {
              varied: {
                penaltyPaise: paise('penalty'),
                compensationPaise: paise('compensation'),
                expensesPaise: paise('expenses'),
                chargesPaise: paise('charges'),
              },
            }
          : {}),
      };
    },
    probes: (_s, d) => [{ type: 'decide-appeal', on: d, outcome: 'confirm', reasons: 'As recorded.' }],
  },
  'supply-copy': {
    basis: ['in.ctr2026.r7.13'],
    who: [AA],
    surface: 'officer',
    body: B['supply-copy'],
    label: w('Supply a free copy of the order', 'आदेश की निःशुल्क प्रति दें'),
    help: w(
      'A signed copy of the order under Rule 7 is supplied free of cost to each party.',
      'नियम 7 के अधीन आदेश की हस्ताक्षरित प्रति प्रत्येक पक्षकार को निःशुल्क दी जाती है।',
    ),
    fields: [{ name: 'party', kind: 'radios', label: w('Copy supplied to', 'प्रति किसे दी गई'), choices: PARTIES }],
    defaults: (s) => ({ party: s.copies.some((c) => c.party === 'appellant') ? 'respondent' : 'appellant' }),
    probes: (_s, d) => [{ type: 'supply-copy', on: d, party: 'appellant' }],
  },
  'refer-for-recovery': {
    basis: ['in.ctr2026.r7.12'],
    who: [AA],
    surface: 'officer',
    body: B['refer-for-recovery'],
    label: w('Refer the unpaid penalty for recovery', 'जमा न की गई शास्ति के लिए बोर्ड को वसूली हेतु संदर्भ भेजें'),
    help: w(
      'A penalty the appellate order upholds, unpaid after the period under section 27C (provisionally fixed by the State pending the text of section 27C), is referred to the Animal Welfare Board of India for recovery (Rule 7(12)).',
      'अपीलीय आदेश द्वारा पुष्ट शास्ति, धारा 27ग के अधीन अवधि (जो धारा 27ग का पाठ उपलब्ध होने तक राज्य द्वारा अनंतिम रूप से नियत है) के बाद भी जमा न हो, तो बोर्ड को वसूली हेतु संदर्भ भेजा जाता है (नियम 7(12))।',
    ),
    fields: [{ name: 'unpaidPaise', kind: 'money', label: w('Unpaid penalty (₹)', 'जमा न की गई शास्ति (₹)') }],
    defaults: (s) => ({ unpaidPaise: s.decision ? (s.decision.terms.penaltyPaise / 100).toFixed(2) : '' }),
    probes: (s, d) => [
      { type: 'refer-for-recovery', on: d, unpaidPaise: Math.max(1, s.decision?.terms.penaltyPaise ?? 1) },
    ],
  },
} satisfies Catalogue<S, AppealCommand>;
