// The steps of the appeal from the notice to the respondent to the hearing (Rules 7(8) to 7(10)).

import type { AppealCommand } from '../../../domain/appeal/index.ts';
import { APPEAL_COMMAND_BODIES as B } from '../../../contract/appeal.ts';
import { addDays } from '../../../lib/local-date.ts';
import { AA, party } from '../../policies/policies.ts';
import type { Entries } from '../step.ts';
import { w } from '../step.ts';
import { acknowledgementEntryOf, acknowledgementParts, proofEntryOf, proofParts } from '../panels.ts';
import { ATTEMPT_OUTCOMES, CLOSED_DAY_FIELD, HEARING_MODES, SERVICE_MODES, W } from '../words.ts';
import type { S } from './shared.ts';
import { note, APPEARANCE, hearingCopyTo, pendingAttempts, serviceTarget, unservedHearingCopies } from './shared.ts';

export const APPEAL_HEARING = {
  'issue-notice-to-respondent': {
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
    who: [AA],
    surface: 'officer',
    body: B['record-service-attempt'],
    label: w('Record an attempt to serve the notice', 'सूचना की तामील का प्रयास दर्ज करें'),
    help: w(
      'Service is tried in the order the rule gives: by tender, then by electronic means or speed post, and by affixing only when those fail.',
      'तामील नियम के क्रम में की जाती है: पहले निविदान द्वारा, फिर इलेक्ट्रॉनिक माध्यम या स्पीड पोस्ट से, और उनके विफल होने पर ही चिपकाकर।',
    ),
    fields: [
      serviceTarget,
      hearingCopyTo,
      { name: 'mode', kind: 'radios', label: W.mode, choices: SERVICE_MODES },
      { name: 'outcome', kind: 'radios', label: W.outcome, choices: ATTEMPT_OUTCOMES },
      { name: 'particulars', kind: 'textarea', label: W.particulars, help: W.particularsHelp, optional: true },
    ],
    parts: proofParts,
    entryOf: proofEntryOf,
    probes: (s, d) => [
      {
        type: 'record-service-attempt',
        on: d,
        mode: 'speed-post',
        outcome: 'pending',
        proof: { articleNumber: 'EE000000000IN' },
      },
      // Issue 27: each party's copy of the notice of hearing in force, until served.
      ...unservedHearingCopies(s).map((to) => ({
        type: 'record-service-attempt' as const,
        on: d,
        notice: 'hearing' as const,
        to,
        mode: 'speed-post' as const,
        outcome: 'pending' as const,
        proof: { articleNumber: 'EE000000000IN' },
      })),
    ],
  },
  'record-service-outcome': {
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
            value: a.to ? `${a.to}:${a.attemptId}` : a.attemptId,
            label: w(
              `${SERVICE_MODES.find((m) => m.value === a.mode)?.label.en ?? a.mode} – ${a.attemptId}${a.to ? ` (notice of hearing, the ${a.to}'s copy)` : ''}`,
              `${SERVICE_MODES.find((m) => m.value === a.mode)?.label.hi ?? a.mode} – ${a.attemptId}${a.to ? ` (सुनवाई की सूचना, ${a.to === 'appellant' ? 'अपीलार्थी' : 'प्रत्यर्थी'} की प्रति)` : ''}`,
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
    // The choice names the copy of the notice of hearing ("appellant:a1") or the Rule 7(8) notice's attempt ("a1").
    command: (v) => {
      const [to, id] = String(v['attemptId'] ?? '').includes(':')
        ? String(v['attemptId']).split(':')
        : [undefined, v['attemptId']];
      return {
        ...(to === 'appellant' || to === 'respondent' ? { notice: 'hearing', to } : {}),
        attemptId: id,
        outcome: v['outcome'],
      };
    },
    parts: acknowledgementParts,
    entryOf: acknowledgementEntryOf,
    probes: (s, d) =>
      (pendingAttempts(s).length > 0 ? pendingAttempts(s) : [{ attemptId: '' }]).map((a) => ({
        type: 'record-service-outcome',
        on: d,
        ...('to' in a && a.to ? { notice: 'hearing' as const, to: a.to } : {}),
        attemptId: a.attemptId,
        outcome: 'failed',
      })),
  },
  // Rule 7(9)(i) (issue 13): a refusal to accept the tendered notice is recorded as such; it is not service.
  'record-tender-refused': {
    who: [AA],
    surface: 'officer',
    body: B['record-tender-refused'],
    label: w('Record a refusal to accept the notice', 'सूचना लेने से इंकार दर्ज करें'),
    help: w(
      'The respondent refused to accept the notice tendered. This is recorded as such; it is not service. Serve the notice next by electronic means or speed post, and by affixing if that fails too.',
      'प्रत्यर्थी ने निविदत्त सूचना लेने से इंकार किया। यह इंकार के रूप में ही दर्ज होता है; यह तामील नहीं है। इसके बाद सूचना इलेक्ट्रॉनिक साधन या स्पीड पोस्ट से, और वह भी विफल हो तो चिपकाकर, तामील करें।',
    ),
    fields: [
      serviceTarget,
      hearingCopyTo,
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
      CLOSED_DAY_FIELD,
      // Rule 7(10), issue 27: moving a hearing already fixed, of the authority's own motion, needs its reasons.
      {
        name: 'adjournmentReasons',
        kind: 'textarea',
        label: w(
          'Why the hearing already fixed is adjourned (only when one is fixed)',
          'पहले से नियत सुनवाई क्यों स्थगित की जा रही है (केवल जब कोई सुनवाई नियत हो)',
        ),
        optional: true,
      },
    ],
    defaults: (_s, d) => ({
      mode: 'in-person',
      venueOrLink: [d.officeName, d.officeAddress].filter(Boolean).join(', '),
    }),
    // A hearing well after any notice period and within the year a fixed date may be set ahead (rules/dates.ts).
    probes: (s, d) => [
      {
        type: 'schedule-hearing',
        on: d,
        hearingOn: addDays(d, 360),
        mode: 'in-person',
        time: '10:00',
        closedDayConfirmed: true,
        ...(s.scheduledHearing !== undefined ? { adjournmentReasons: 'As recorded.' } : {}),
      },
    ],
  },
  'record-hearing': {
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
} satisfies Partial<Entries<S, AppealCommand, typeof B>>;
