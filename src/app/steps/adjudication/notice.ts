// The steps of the complaint case from filing to service of the show-cause notice (Rules 3, 4(1), 4(3), 4(5)).

import type { AdjudicationCommand } from '../../../domain/adjudication/index.ts';
import { ADJUDICATION_COMMAND_BODIES as B } from '../../../contract/adjudication.ts';
import { AO } from '../../policies/policies.ts';
import type { Entries } from '../step.ts';
import { w } from '../step.ts';
import { acknowledgementEntryOf, acknowledgementParts, proofEntryOf, proofParts } from '../panels.ts';
import { ATTEMPT_OUTCOMES, SERVICE_MODES, W } from '../words.ts';
import type { S } from './shared.ts';
import { SP, unserved, unservedOnComplainant, pending, hn, target, copyTo, nextId, attemptIds } from './shared.ts';

export const ADJUDICATION_NOTICE = {
  'register-complaint': {
    who: [{ role: 'citizen' }, { role: 'authorised-officer' }, AO],
    surface: 'opening',
    body: null,
    label: w('File a complaint in Form-I', 'प्ररूप-I में शिकायत दाखिल करें'),
    help: w(
      'Any aggrieved person, their representative or an authorised officer files the complaint; the office may enter one received on paper.',
      'कोई भी व्यथित व्यक्ति, उसका प्रतिनिधि या प्राधिकृत अधिकारी शिकायत दाखिल करता है; कार्यालय कागज़ पर प्राप्त शिकायत दर्ज कर सकता है।',
    ),
    fields: [],
    probes: () => [],
  },
  'issue-show-cause-notice': {
    who: [AO],
    surface: 'officer',
    body: B['issue-show-cause-notice'],
    label: w('Issue the show-cause notice (Form-II)', 'कारण बताओ सूचना जारी करें (प्ररूप-II)'),
    help: w(
      'The notice states the contravention and the provision alleged, encloses a copy of the complaint and allows at most 30 days to reply.',
      'सूचना में उल्लंघन और आरोपित उपबंध बताए जाते हैं, शिकायत की प्रति संलग्न होती है और उत्तर के लिए अधिकतम 30 दिन दिए जाते हैं।',
    ),
    fields: [
      {
        name: 'replyDays',
        kind: 'number',
        label: w('Days allowed for the reply', 'उत्तर के लिए दिए गए दिन'),
        help: w('At most 30 days (Rule 4(1)).', 'अधिकतम 30 दिन (नियम 4(1))।'),
      },
      {
        name: 'contravention',
        kind: 'textarea',
        label: w('Statement of the contravention alleged', 'अभिकथित उल्लंघन का कथन'),
        help: w(
          "In your words, as the allegation against the person: who, what, when and where. Form-II prints it; the complainant's own statement goes with the notice as the copy of the complaint.",
          'अपने शब्दों में, व्यक्ति के विरुद्ध अभिकथन के रूप में: किसने, क्या, कब और कहां। प्ररूप-II में यही छपता है; शिकायतकर्ता का अपना कथन शिकायत की प्रति के रूप में सूचना के साथ जाता है।',
        ),
      },
      {
        name: 'provisionAlleged',
        kind: 'text',
        label: w('Provision alleged to be contravened', 'उल्लंघन का आरोपित उपबंध'),
      },
      {
        name: 'complaintCopyEnclosed',
        kind: 'check',
        label: w('A copy of the complaint is enclosed with the notice', 'शिकायत की प्रति सूचना के साथ संलग्न है'),
      },
      {
        name: 'aoName',
        kind: 'text',
        label: w('Name of the adjudicating officer (signature)', 'न्यायनिर्णायक अधिकारी का नाम (हस्ताक्षर)'),
      },
      {
        name: 'aoOffice',
        kind: 'text',
        label: w('Office of the adjudicating officer', 'न्यायनिर्णायक अधिकारी का कार्यालय'),
      },
      { name: 'delayReason', kind: 'textarea', label: W.delayReason, help: W.delayReasonHelp, optional: true },
    ],
    defaults: (s, d) => ({
      replyDays: '30',
      complaintCopyEnclosed: 'yes',
      aoName: d.actorName,
      aoOffice: d.officeName,
      provisionAlleged: s.complaint?.particulars.contravener.provisionAlleged ?? '',
    }),
    probes: (_s, d) => [
      {
        type: 'issue-show-cause-notice',
        on: d,
        replyDays: 1,
        contravention: 'As recorded.',
        provisionAlleged: 'As recorded.',
        complaintCopyEnclosed: true,
        aoName: 'As recorded.',
        aoOffice: 'As recorded.',
        delayReason: 'As recorded.',
      },
    ],
  },
  'record-service-attempt': {
    who: [AO],
    surface: 'officer',
    body: B['record-service-attempt'],
    label: w('Record an attempt to serve a notice', 'सूचना की तामील का प्रयास दर्ज करें'),
    help: w(
      'Service is tried in the order the rule gives: by tender, then by electronic means or speed post, and by affixing only when those fail.',
      'तामील नियम के क्रम में की जाती है: पहले निविदान द्वारा, फिर इलेक्ट्रॉनिक माध्यम या स्पीड पोस्ट से, और उनके विफल होने पर ही चिपकाकर।',
    ),
    fields: [
      target,
      copyTo,
      { name: 'mode', kind: 'radios', label: W.mode, choices: SERVICE_MODES },
      { name: 'outcome', kind: 'radios', label: W.outcome, choices: ATTEMPT_OUTCOMES },
      { name: 'particulars', kind: 'textarea', label: W.particulars, help: W.particularsHelp, optional: true },
    ],
    parts: proofParts,
    entryOf: proofEntryOf,
    ids: (s) => ({ attemptId: nextId('a', attemptIds(s)) }),
    probes: (s, d) => [
      ...unserved(s).map((id) => ({
        type: 'record-service-attempt' as const,
        on: d,
        ...hn(id),
        attemptId: nextId('a', attemptIds(s)),
        mode: 'speed-post' as const,
        outcome: 'pending' as const,
        proof: { articleNumber: SP },
      })),
      ...unservedOnComplainant(s).map((id) => ({
        type: 'record-service-attempt' as const,
        on: d,
        hearingNoticeId: id,
        to: 'complainant' as const,
        attemptId: nextId('a', attemptIds(s)),
        mode: 'speed-post' as const,
        outcome: 'pending' as const,
        proof: { articleNumber: SP },
      })),
    ],
  },
  'record-service-outcome': {
    who: [AO],
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
          pending(s).map((a) => ({
            value: a.attemptId,
            label: w(
              `${SERVICE_MODES.find((m) => m.value === a.mode)?.label.en ?? a.mode} – ${a.hearingNoticeId ? `hearing notice${a.to === 'complainant' ? ", the complainant's copy" : ''}` : 'show-cause notice'}`,
              `${SERVICE_MODES.find((m) => m.value === a.mode)?.label.hi ?? a.mode} – ${a.hearingNoticeId ? `सुनवाई की सूचना${a.to === 'complainant' ? ', शिकायतकर्ता की प्रति' : ''}` : 'कारण बताओ सूचना'}`,
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
    command: (v, s) => {
      const a = pending(s).find((x) => x.attemptId === v['attemptId']);
      return {
        ...hn(a?.hearingNoticeId),
        ...(a?.to ? { to: a.to } : {}),
        attemptId: v['attemptId'],
        outcome: v['outcome'],
      };
    },
    parts: acknowledgementParts,
    entryOf: acknowledgementEntryOf,
    probes: (s, d) => {
      const ps = pending(s);
      return (ps.length > 0 ? ps : [{ attemptId: '', hearingNoticeId: undefined }]).map((a) => ({
        type: 'record-service-outcome',
        on: d,
        ...hn(a.hearingNoticeId),
        ...('to' in a && a.to ? { to: a.to } : {}),
        attemptId: a.attemptId,
        outcome: 'failed',
      }));
    },
  },
  // Rule 4(5)(i) (issue 13): a refusal to accept the tendered notice is recorded as such; it is not service, and the
  // next manner follows. There is no deemed service (docs/assumptions.md I-C16).
  'record-tender-refused': {
    who: [AO],
    surface: 'officer',
    body: B['record-tender-refused'],
    label: w('Record a refusal to accept the notice', 'सूचना लेने से इंकार दर्ज करें'),
    help: w(
      'The person (or the authorised representative) refused to accept the notice tendered. This is recorded as such; it is not service. Serve the notice next by electronic means or speed post, and by affixing if that fails too.',
      'व्यक्ति (या प्राधिकृत प्रतिनिधि) ने निविदत्त सूचना लेने से इंकार किया। यह इंकार के रूप में ही दर्ज होता है; यह तामील नहीं है। इसके बाद सूचना इलेक्ट्रॉनिक साधन या स्पीड पोस्ट से, और वह भी विफल हो तो चिपकाकर, तामील करें।',
    ),
    fields: [
      target,
      copyTo,
      { name: 'tenderedBy', kind: 'text', label: w('Tendered by', 'निविदान करने वाला'), path: 'proof.tenderedBy' },
      {
        name: 'tenderedTo',
        kind: 'text',
        label: w(
          'Tendered to (the person or the authorised representative)',
          'जिसे निविदान किया गया (व्यक्ति या प्राधिकृत प्रतिनिधि)',
        ),
        path: 'proof.tenderedTo',
      },
      {
        name: 'tenderAt',
        kind: 'time',
        label: w('Time of tender (HH:MM)', 'निविदान का समय (घंटे:मिनट)'),
        help: W.hearingTimeHelp,
        path: 'proof.at',
      },
      {
        name: 'refusal',
        kind: 'textarea',
        label: w(
          'What the person said or did in refusing the notice',
          'सूचना लेने से इंकार करते समय व्यक्ति ने क्या कहा या किया',
        ),
        help: w(
          'For example: "Refused to take the notice and closed the door."',
          'उदाहरण: "सूचना लेने से इंकार किया और दरवाज़ा बंद कर दिया।"',
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
    ids: (s) => ({ attemptId: nextId('a', attemptIds(s)) }),
    probes: (s, d) =>
      unserved(s).map((id) => ({
        type: 'record-tender-refused',
        on: d,
        ...hn(id),
        attemptId: nextId('a', attemptIds(s)),
        proof: { tenderedBy: 'As recorded.', tenderedTo: 'As recorded.', at: '10:00' },
        refusal: 'As recorded.',
      })),
  },
} satisfies Partial<Entries<S, AdjudicationCommand, typeof B>>;
