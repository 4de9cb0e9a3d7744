// The steps of the complaint case (Rules 3 to 6): one entry per command of domain/adjudication, with its provisions,
// its policy, its request body, its words in English and Hindi, its form and the probes decide() answers.

import type { AdjudicationCommand, AdjudicationState } from '../../domain/adjudication/index.ts';
import { ADJUDICATION_COMMAND_BODIES as B } from '../../contract/adjudication.ts';
import { formatLegal, formatLegalHi } from '../../lib/local-date.ts';
import { AO, CASE_PARTY, party, RESPONDENT } from '../policies/policies.ts';
import type { Catalogue, Choice, StepField } from './step.ts';
import { w } from './step.ts';
import { ATTEMPT_OUTCOMES, HEARING_MODES, SERVICE_MODES, W, YES_NO } from './words.ts';

type S = AdjudicationState;
type F = StepField<S>;

const SP = 'EE000000000IN';

/** The notices still to be served: the show-cause notice, then each hearing notice (undefined: the show-cause notice). */
function unserved(s: S): (string | undefined)[] {
  const out: (string | undefined)[] = [];
  if (s.notice && s.notice.service.servedOn === undefined) out.push(undefined);
  for (const h of s.hearingNotices) if (h.service.servedOn === undefined) out.push(h.hearingNoticeId);
  return out.length > 0 ? out : [undefined];
}

const targetChoices = (s: S): Choice[] => {
  const out: Choice[] = [];
  if (s.notice && s.notice.service.servedOn === undefined)
    out.push({ value: 'notice', label: w('Show-cause notice (Form-II)', 'कारण बताओ सूचना (प्ररूप-II)') });
  for (const h of s.hearingNotices) {
    if (h.service.servedOn === undefined)
      out.push({
        value: h.hearingNoticeId,
        label: w(
          `Hearing notice for ${formatLegal(h.hearingOn, 'long')}`,
          `${formatLegalHi(h.hearingOn)} की सुनवाई की सूचना`,
        ),
      });
  }
  return out;
};

/** The attempts awaiting an outcome, on any notice of the case. */
function pending(s: S): { attemptId: string; mode: string; hearingNoticeId?: string }[] {
  const out: { attemptId: string; mode: string; hearingNoticeId?: string }[] = [];
  for (const a of s.notice?.service.attempts ?? [])
    if (a.outcome === 'pending') out.push({ attemptId: a.attemptId, mode: a.mode });
  for (const h of s.hearingNotices)
    for (const a of h.service.attempts)
      if (a.outcome === 'pending')
        out.push({ attemptId: a.attemptId, mode: a.mode, hearingNoticeId: h.hearingNoticeId });
  return out;
}

const hn = (id: string | undefined) => (id !== undefined ? { hearingNoticeId: id } : {});
const target: F = {
  name: 'target',
  kind: 'select',
  label: W.target,
  choices: targetChoices,
  path: 'hearingNoticeId',
  omit: 'notice',
};
const reasons: F = { name: 'reasons', kind: 'textarea', label: W.reasons };
const PARTIES: readonly ('contravener' | 'complainant')[] = ['contravener', 'complainant'];
const PARTY_CHOICES: readonly Choice[] = [
  { value: 'contravener', label: w('The person complained against', 'जिसके विरुद्ध शिकायत है') },
  { value: 'complainant', label: w('The complainant', 'शिकायतकर्ता') },
];
const nextId = (prefix: string, used: readonly string[]): string => {
  for (let i = used.length + 1; ; i++) if (!used.includes(`${prefix}${i}`)) return `${prefix}${i}`;
};
/** The last notice of hearing issued while ex parte (to the complainant) on which no hearing is recorded yet. */
const inAbsenceNotice = (s: S): string | undefined => {
  const last = s.hearingNotices.at(-1);
  return last?.inAbsence && !s.hearings.some((h) => h.hearingNoticeId === last.hearingNoticeId)
    ? last.hearingNoticeId
    : undefined;
};
const attemptIds = (s: S): string[] =>
  [...(s.notice?.service.attempts ?? []), ...s.hearingNotices.flatMap((h) => h.service.attempts)].map(
    (a) => a.attemptId,
  );

export const ADJUDICATION_STEPS = {
  'register-complaint': {
    basis: ['in.ctr2026.r3'],
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
    basis: ['in.ctr2026.r4.1', 'in.ctr2026.r4.3', 'in.ctr2026.form2'],
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
        label: w('The contravention, as the notice states it', 'उल्लंघन, जैसा सूचना में लिखा है'),
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
      contravention: s.complaint?.particulars.contravener.contravention.nature ?? '',
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
    basis: ['in.ctr2026.r4.5'],
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
      { name: 'mode', kind: 'radios', label: W.mode, choices: SERVICE_MODES },
      { name: 'outcome', kind: 'radios', label: W.outcome, choices: ATTEMPT_OUTCOMES },
      { name: 'particulars', kind: 'textarea', label: W.particulars, help: W.particularsHelp, optional: true },
    ],
    ids: (s) => ({ attemptId: nextId('a', attemptIds(s)) }),
    probes: (s, d) =>
      unserved(s).map((id) => ({
        type: 'record-service-attempt',
        on: d,
        ...hn(id),
        attemptId: nextId('a', attemptIds(s)),
        mode: 'speed-post',
        outcome: 'pending',
        proof: { articleNumber: SP },
      })),
  },
  'record-service-outcome': {
    basis: ['in.ctr2026.r4.5'],
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
              `${SERVICE_MODES.find((m) => m.value === a.mode)?.label.en ?? a.mode} – ${a.hearingNoticeId ? 'hearing notice' : 'show-cause notice'}`,
              `${SERVICE_MODES.find((m) => m.value === a.mode)?.label.hi ?? a.mode} – ${a.hearingNoticeId ? 'सुनवाई की सूचना' : 'कारण बताओ सूचना'}`,
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
      return { ...hn(a?.hearingNoticeId), attemptId: v['attemptId'], outcome: v['outcome'] };
    },
    probes: (s, d) => {
      const ps = pending(s);
      return (ps.length > 0 ? ps : [{ attemptId: '', hearingNoticeId: undefined }]).map((a) => ({
        type: 'record-service-outcome',
        on: d,
        ...hn(a.hearingNoticeId),
        attemptId: a.attemptId,
        outcome: 'failed',
      }));
    },
  },
  // Rule 4(5)(i) (issue 13): a refusal to accept the tendered notice is recorded as such; it is not service, and the
  // next manner follows. There is no deemed service (docs/assumptions.md I-C16).
  'record-tender-refused': {
    basis: ['in.ctr2026.r4.5', 'in.ctr2026.r4.5.i'],
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
  'issue-summons': {
    basis: ['in.ctr2026.r4.2'],
    who: [AO],
    surface: 'officer',
    body: B['issue-summons'],
    label: w(
      'Summon a person to give evidence or produce documents',
      'साक्ष्य देने या दस्तावेज़ पेश करने के लिए किसी व्यक्ति को समन करें',
    ),
    help: w(
      'A person acquainted with the facts may be summoned to give evidence or to produce documents useful to the inquiry.',
      'तथ्यों से परिचित किसी व्यक्ति को साक्ष्य देने या जांच के लिए उपयोगी दस्तावेज़ पेश करने के लिए समन किया जा सकता है।',
    ),
    fields: [
      {
        name: 'witnessName',
        kind: 'text',
        label: w('Name and address of the person summoned', 'समन किए गए व्यक्ति का नाम और पता'),
      },
      {
        name: 'purpose',
        kind: 'radios',
        label: w('The person is summoned to', 'व्यक्ति को इसलिए समन किया गया'),
        choices: [
          { value: 'evidence', label: w('Give evidence', 'साक्ष्य देना') },
          { value: 'documents', label: w('Produce documents or reports', 'दस्तावेज़ या रिपोर्ट पेश करना') },
          { value: 'evidence-and-documents', label: w('Both', 'दोनों') },
        ],
      },
      { name: 'appearOn', kind: 'date', label: w('Date to appear', 'उपस्थित होने की तारीख') },
    ],
    ids: (s) => ({
      summonsId: nextId(
        's',
        s.summonses.map((x) => x.summonsId),
      ),
    }),
    probes: (s, d) => [
      {
        type: 'issue-summons',
        on: d,
        summonsId: nextId(
          's',
          s.summonses.map((x) => x.summonsId),
        ),
        witnessName: 'As recorded.',
        purpose: 'evidence',
        appearOn: d,
      },
    ],
  },
  'enforce-attendance': {
    basis: ['in.ctr2026.r4.2'],
    who: [AO],
    surface: 'officer',
    body: B['enforce-attendance'],
    label: w('Enforce the attendance of a summoned person', 'समन किए गए व्यक्ति की उपस्थिति का प्रवर्तन करें'),
    help: w(
      'When a summoned person does not appear, record why and how attendance is enforced.',
      'जब समन किया गया व्यक्ति उपस्थित न हो, तो दर्ज करें कि उपस्थिति का प्रवर्तन क्यों और कैसे किया जा रहा है।',
    ),
    fields: [
      {
        name: 'summonsId',
        kind: 'select',
        label: w('Summons', 'समन'),
        choices: (s) =>
          s.summonses.map((x) => ({
            value: x.summonsId,
            label: w(
              `${x.witnessName} (to appear on ${formatLegal(x.appearOn, 'long')})`,
              `${x.witnessName} (${formatLegalHi(x.appearOn)} को उपस्थित होना था)`,
            ),
          })),
      },
      reasons,
    ],
    probes: (s, d) =>
      (s.summonses.length > 0 ? s.summonses : [{ summonsId: '' }]).map((x) => ({
        type: 'enforce-attendance',
        on: d,
        summonsId: x.summonsId,
        reasons: 'As recorded.',
      })),
  },
  'record-summons-appearance': {
    basis: ['in.ctr2026.r4.2'],
    who: [AO],
    surface: 'officer',
    body: B['record-summons-appearance'],
    label: w('Record that the summoned person appeared', 'समन किए गए व्यक्ति की उपस्थिति दर्ज करें'),
    help: w(
      'The person summoned appeared on or after the day fixed: record the evidence given or the documents produced.',
      'समन किया गया व्यक्ति नियत दिन या उसके बाद उपस्थित हुआ: दिया गया साक्ष्य या पेश किए गए दस्तावेज़ दर्ज करें।',
    ),
    fields: [
      {
        name: 'summonsId',
        kind: 'select',
        label: w('Summons', 'समन'),
        choices: (s) =>
          s.summonses
            .filter((x) => x.appearedOn === undefined)
            .map((x) => ({
              value: x.summonsId,
              label: w(
                `${x.witnessName} (to appear on ${formatLegal(x.appearOn, 'long')})`,
                `${x.witnessName} (${formatLegalHi(x.appearOn)} को उपस्थित होना था)`,
              ),
            })),
      },
      {
        name: 'statement',
        kind: 'textarea',
        label: w('The evidence given, or the documents produced', 'दिया गया साक्ष्य, या पेश किए गए दस्तावेज़'),
      },
    ],
    probes: (s, d) =>
      (s.summonses.length > 0 ? s.summonses : [{ summonsId: '' }]).map((x) => ({
        type: 'record-summons-appearance',
        on: d,
        summonsId: x.summonsId,
        statement: 'As recorded.',
      })),
  },
  'extend-reply-period': {
    basis: ['in.ctr2026.r4.4'],
    who: [AO],
    surface: 'officer',
    body: B['extend-reply-period'],
    preview: true,
    label: w('Extend the time to reply', 'उत्तर का समय बढ़ाएं'),
    help: w(
      'The time to reply may be extended once or more, by at most 15 days in all, for sufficient cause shown; record the reasons.',
      'पर्याप्त कारण दर्शाए जाने पर उत्तर का समय कुल मिलाकर अधिकतम 15 दिन बढ़ाया जा सकता है; कारण दर्ज करें।',
    ),
    fields: [
      {
        name: 'extraDays',
        kind: 'number',
        label: w('Further days allowed', 'अतिरिक्त दिन'),
        help: w('At most 15 days in all (Rule 4(4)).', 'कुल मिलाकर अधिकतम 15 दिन (नियम 4(4))।'),
      },
      {
        name: 'sufficientCauseShown',
        kind: 'check',
        label: w('Sufficient cause has been shown', 'पर्याप्त कारण दर्शाया गया है'),
      },
      reasons,
    ],
    probes: (_s, d) => [
      { type: 'extend-reply-period', on: d, extraDays: 1, reasons: 'As recorded.', sufficientCauseShown: true },
    ],
  },
  'record-reply': {
    basis: ['in.ctr2026.r4.6'],
    who: [AO],
    surface: 'officer',
    body: B['record-reply'],
    label: w('Record a reply received on paper', 'कागज़ पर प्राप्त उत्तर दर्ज करें'),
    help: w(
      'A reply handed in or posted to the office is placed on record; one received after the period is marked late.',
      'कार्यालय में दिया गया या डाक से आया उत्तर अभिलेख पर रखा जाता है; अवधि के बाद प्राप्त उत्तर विलंबित अंकित होता है।',
    ),
    fields: [
      {
        name: 'admits',
        kind: 'radios',
        label: w('Does the reply admit the contravention?', 'क्या उत्तर में उल्लंघन स्वीकार किया गया है?'),
        choices: YES_NO,
      },
      { name: 'text', kind: 'textarea', label: w('The reply, as received', 'उत्तर, जैसा प्राप्त हुआ') },
      {
        name: 'witnesses',
        kind: 'lines',
        label: w('Witnesses named in the reply', 'उत्तर में नामित साक्षी'),
        help: W.items,
        optional: true,
      },
      {
        name: 'documents',
        kind: 'lines',
        label: w('Documents relied on', 'जिन दस्तावेज़ों पर भरोसा किया गया'),
        help: W.items,
        optional: true,
      },
    ],
    command: (v) => ({
      admits: v['admits'] === 'yes',
      text: v['text'],
      ...(v['witnesses'] ? { witnesses: v['witnesses'] } : {}),
      ...(v['documents'] ? { documents: v['documents'] } : {}),
    }),
    probes: (_s, d) => [{ type: 'record-reply', on: d, admits: false, text: 'As recorded.' }],
  },
  'submit-reply': {
    basis: ['in.ctr2026.r4.1', 'in.ctr2026.r4.6'],
    who: party(RESPONDENT),
    surface: 'party',
    body: B['submit-reply'],
    label: w('Reply to the show-cause notice', 'कारण बताओ सूचना का उत्तर दें'),
    help: w(
      'The person complained against replies within the period the notice allows.',
      'जिसके विरुद्ध शिकायत है वह सूचना में दी गई अवधि के भीतर उत्तर देता है।',
    ),
    fields: [
      {
        name: 'admits',
        kind: 'radios',
        label: w('Do you admit the contravention?', 'क्या आप उल्लंघन स्वीकार करते हैं?'),
        choices: YES_NO,
      },
      { name: 'text', kind: 'textarea', label: w('Your reply', 'आपका उत्तर') },
      { name: 'witnesses', kind: 'lines', label: w('Your witnesses', 'आपके साक्षी'), help: W.items, optional: true },
      {
        name: 'documents',
        kind: 'lines',
        label: w('Documents you rely on', 'जिन दस्तावेज़ों पर आप भरोसा करते हैं'),
        help: W.items,
        optional: true,
      },
    ],
    command: (v) => ({
      admits: v['admits'] === 'yes',
      text: v['text'],
      ...(v['witnesses'] ? { witnesses: v['witnesses'] } : {}),
      ...(v['documents'] ? { documents: v['documents'] } : {}),
    }),
    probes: (_s, d) => [{ type: 'submit-reply', on: d, admits: false, text: 'As recorded.' }],
  },
  'request-reply-extension': {
    basis: ['in.ctr2026.r4.4'],
    who: party(RESPONDENT),
    surface: 'party',
    body: B['request-reply-extension'],
    label: w('Ask for more time to reply', 'उत्तर के लिए अधिक समय मांगें'),
    help: w(
      'Show the cause that keeps you from replying in time; the officer may extend the period by at most 15 days in all.',
      'समय पर उत्तर न दे पाने का कारण बताएं; अधिकारी अवधि कुल मिलाकर अधिकतम 15 दिन बढ़ा सकता है।',
    ),
    fields: [
      reasons,
      { name: 'days', kind: 'number', label: w('Further days asked for', 'मांगे गए अतिरिक्त दिन'), optional: true },
    ],
    probes: (_s, d) => [{ type: 'request-reply-extension', on: d, reasons: 'As recorded.', days: 1 }],
  },
  'refuse-reply-extension': {
    basis: ['in.ctr2026.r4.4'],
    who: [AO],
    surface: 'officer',
    body: B['refuse-reply-extension'],
    label: w('Refuse the request for more time to reply', 'उत्तर हेतु समय-वृद्धि का अनुरोध अस्वीकार करें'),
    help: w(
      'Record why the cause shown is not sufficient; to grant the request, extend the time to reply instead.',
      'दर्ज करें कि दर्शाया गया कारण पर्याप्त क्यों नहीं है; अनुरोध स्वीकार करने के लिए उत्तर का समय बढ़ाएं।',
    ),
    fields: [reasons],
    probes: (_s, d) => [{ type: 'refuse-reply-extension', on: d, reasons: 'As recorded.' }],
  },
  'proceed-ex-parte': {
    basis: ['in.ctr2026.r4.7'],
    who: [AO],
    surface: 'officer',
    body: B['proceed-ex-parte'],
    label: w('Proceed ex parte', 'एकपक्षीय कार्यवाही करें'),
    help: w(
      'When no reply is received within the period, the inquiry may be completed in the absence of the person, for reasons recorded.',
      'जब अवधि के भीतर कोई उत्तर प्राप्त न हो, तो दर्ज कारणों से व्यक्ति की अनुपस्थिति में जांच पूरी की जा सकती है।',
    ),
    fields: [reasons],
    probes: (_s, d) => [{ type: 'proceed-ex-parte', on: d, reasons: 'As recorded.' }],
  },
  // Rule 4(7) (issue 13): the ex parte proceeding recalled for reasons recorded in writing; the Rule 4(6) hearing follows.
  'recall-ex-parte': {
    basis: ['in.ctr2026.r4.7', 'in.ctr2026.r4.6'],
    who: [AO],
    surface: 'officer',
    body: B['recall-ex-parte'],
    label: w('Recall the ex parte proceeding', 'एकपक्षीय कार्यवाही वापस लें'),
    help: w(
      'A reply or an appearance after the ex parte decision may be a reason to recall it. Record the reasons in writing. A hearing on notice to both parties then follows.',
      'एकपक्षीय निर्णय के बाद आया उत्तर या उपस्थिति उसे वापस लेने का कारण हो सकती है। कारण लिखित में अभिलिखित करें। इसके बाद दोनों पक्षकारों को सूचना देकर सुनवाई होगी।',
    ),
    fields: [
      {
        name: 'reasons',
        kind: 'textarea',
        label: w('Reasons for recalling the ex parte proceeding', 'एकपक्षीय कार्यवाही वापस लेने के कारण'),
      },
    ],
    probes: (_s, d) => [{ type: 'recall-ex-parte', on: d, reasons: 'As recorded.' }],
  },
  // Rule 4(7) (issue 13): the hearing in the absence of the person, the complainant's material examined; while ex parte
  // stands, only this hearing allows an order.
  'record-hearing-in-absence': {
    basis: ['in.ctr2026.r4.7', 'in.ctr2026.r4.10'],
    who: [AO],
    surface: 'officer',
    body: B['record-hearing-in-absence'],
    label: w('Record the hearing held in the absence', 'अनुपस्थिति में हुई सुनवाई दर्ज करें'),
    help: w(
      "The case proceeds ex parte: the hearing goes on in the absence of the person. Examine the complainant's material (the statement in the complaint, each document or record, each witness) and record it. No order may be passed without this hearing.",
      'मामला एकपक्षीय चल रहा है: सुनवाई व्यक्ति की अनुपस्थिति में होती है। शिकायतकर्ता की सामग्री (शिकायत का कथन, प्रत्येक दस्तावेज़ या अभिलेख, प्रत्येक साक्षी) की परीक्षा करें और उसे अभिलिखित करें। इस सुनवाई के बिना कोई आदेश पारित नहीं किया जा सकता।',
    ),
    fields: [
      { name: 'complainantAppeared', kind: 'check', label: w('The complainant appeared', 'शिकायतकर्ता उपस्थित हुआ') },
      {
        name: 'materialExamined',
        kind: 'lines',
        label: w(
          "The complainant's material examined (one item per line)",
          'शिकायतकर्ता की सामग्री जिसकी परीक्षा की गई (प्रत्येक पंक्ति में एक मद)',
        ),
        help: w(
          'For example: the statement in the complaint; the khasra extract; photographs of the damaged crop; the witness heard.',
          'उदाहरण: शिकायत का कथन; खसरा उद्धरण; क्षतिग्रस्त फसल की फ़ोटो; सुना गया साक्षी।',
        ),
      },
      {
        name: 'notes',
        kind: 'textarea',
        label: w('What the hearing found on that material', 'उस सामग्री पर सुनवाई में क्या पाया गया'),
      },
    ],
    ids: (s) => hn(inAbsenceNotice(s)),
    probes: (s, d) => [
      ...(inAbsenceNotice(s) !== undefined
        ? [
            {
              type: 'record-hearing-in-absence' as const,
              on: d,
              hearingNoticeId: inAbsenceNotice(s)!,
              complainantAppeared: true,
              materialExamined: ['As recorded.'],
              notes: 'As recorded.',
            },
          ]
        : []),
      {
        type: 'record-hearing-in-absence',
        on: d,
        complainantAppeared: true,
        materialExamined: ['As recorded.'],
        notes: 'As recorded.',
      },
    ],
  },
  'issue-hearing-notice': {
    basis: ['in.ctr2026.r4.6'],
    who: [AO],
    surface: 'officer',
    body: B['issue-hearing-notice'],
    label: w('Fix a hearing and issue its notice', 'सुनवाई नियत करें और सूचना जारी करें'),
    help: w(
      "The notice tells the parties the date, the time and the place of the hearing (this office's court room unless another is named), or the video link.",
      'सूचना पक्षकारों को सुनवाई की तारीख, समय और स्थान (जब तक कोई अन्य न बताया जाए, इस कार्यालय का न्यायालय कक्ष), या वीडियो लिंक बताती है।',
    ),
    fields: [
      { name: 'hearingOn', kind: 'date', label: W.hearingOn },
      { name: 'time', kind: 'time', label: W.hearingTime, help: W.hearingTimeHelp },
      { name: 'mode', kind: 'radios', label: W.hearingMode, choices: HEARING_MODES },
      {
        name: 'place',
        kind: 'text',
        label: W.hearingPlace,
        help: w(
          "For a hearing in person; this office's court room unless you name another.",
          'व्यक्तिगत सुनवाई के लिए; जब तक आप कोई अन्य न बताएं, इस कार्यालय का न्यायालय कक्ष।',
        ),
        optional: true,
      },
      { name: 'link', kind: 'text', label: W.link, help: W.linkHelp, optional: true },
    ],
    defaults: (_s, d) => ({ mode: 'in-person', place: [d.officeName, d.officeAddress].filter(Boolean).join(', ') }),
    ids: (s) => ({
      hearingNoticeId: nextId(
        'h',
        s.hearingNotices.map((h) => h.hearingNoticeId),
      ),
    }),
    probes: (s, d) => [
      {
        type: 'issue-hearing-notice',
        on: d,
        hearingNoticeId: nextId(
          'h',
          s.hearingNotices.map((h) => h.hearingNoticeId),
        ),
        hearingOn: d,
        mode: 'in-person',
      },
    ],
  },
  'record-hearing': {
    basis: ['in.ctr2026.r4.10'],
    who: [AO],
    surface: 'officer',
    body: B['record-hearing'],
    label: w('Record the hearing', 'सुनवाई दर्ज करें'),
    help: w(
      'Record who appeared, that the contravention was explained where it is not admitted, and that an opportunity of being heard was given.',
      'दर्ज करें कि कौन उपस्थित हुआ, उल्लंघन स्वीकार न होने पर उसे समझाया गया, और सुनवाई का अवसर दिया गया।',
    ),
    fields: [
      {
        name: 'noticeeAppeared',
        kind: 'check',
        label: w('The person complained against appeared', 'जिसके विरुद्ध शिकायत है वह उपस्थित हुआ'),
      },
      { name: 'complainantAppeared', kind: 'check', label: w('The complainant appeared', 'शिकायतकर्ता उपस्थित हुआ') },
      {
        name: 'explained',
        kind: 'check',
        label: w('The contravention was explained to the person', 'उल्लंघन व्यक्ति को समझाया गया'),
      },
      {
        name: 'opportunityAfforded',
        kind: 'check',
        label: w('An opportunity of being heard was given', 'सुनवाई का अवसर दिया गया'),
      },
      { name: 'notes', kind: 'textarea', label: w('Record of the hearing', 'सुनवाई का अभिलेख') },
    ],
    ids: (s) => hn(s.hearingNotices.at(-1)?.hearingNoticeId),
    probes: (s, d) => [
      ...[...s.hearingNotices].reverse().map((h) => ({
        type: 'record-hearing' as const,
        on: d,
        hearingNoticeId: h.hearingNoticeId,
        noticeeAppeared: true,
        complainantAppeared: true,
        explained: true,
        opportunityAfforded: true,
        notes: 'As recorded.',
      })),
      {
        type: 'record-hearing',
        on: d,
        noticeeAppeared: false,
        complainantAppeared: true,
        explained: true,
        opportunityAfforded: true,
        notes: 'As recorded.',
      },
    ],
  },
  'allow-written-submissions': {
    basis: ['in.ctr2026.r4.10'],
    who: [AO],
    surface: 'officer',
    body: B['allow-written-submissions'],
    label: w('Allow written submissions', 'लिखित निवेदन की अनुमति दें'),
    help: w(
      'After hearing the parties, invite written submissions or briefs on further issues.',
      'पक्षकारों को सुनने के बाद, आगे के बिंदुओं पर लिखित निवेदन या संक्षेप आमंत्रित करें।',
    ),
    fields: [
      {
        name: 'issues',
        kind: 'textarea',
        label: w('Issues on which written submissions are invited', 'जिन बिंदुओं पर लिखित निवेदन मांगे गए'),
      },
    ],
    probes: (_s, d) => [{ type: 'allow-written-submissions', on: d, issues: 'As recorded.' }],
  },
  'record-written-submission': {
    basis: ['in.ctr2026.r4.10'],
    who: [...party(CASE_PARTY), AO],
    surface: 'officer',
    body: B['record-written-submission'],
    label: w('Record a written submission', 'लिखित निवेदन दर्ज करें'),
    help: w(
      'A party files the written submission the officer allowed at the hearing.',
      'पक्षकार वह लिखित निवेदन दाखिल करता है जिसकी अनुमति अधिकारी ने सुनवाई में दी।',
    ),
    fields: [
      { name: 'by', kind: 'radios', label: W.party, choices: PARTY_CHOICES },
      { name: 'text', kind: 'textarea', label: w('The written submission', 'लिखित निवेदन') },
    ],
    probes: (_s, d) => PARTIES.map((by) => ({ type: 'record-written-submission', on: d, by, text: 'As recorded.' })),
  },
  'submit-witness-list': {
    basis: ['in.ctr2026.r4.11'],
    who: [...party(CASE_PARTY), AO],
    surface: 'officer',
    body: B['submit-witness-list'],
    label: w('File a list of witnesses', 'साक्षियों की सूची दाखिल करें'),
    help: w('A party names the witnesses they will produce.', 'पक्षकार उन साक्षियों के नाम देता है जिन्हें वह पेश करेगा।'),
    fields: [
      { name: 'by', kind: 'radios', label: W.party, choices: PARTY_CHOICES },
      { name: 'items', kind: 'lines', label: w('Witnesses', 'साक्षी'), help: W.items },
    ],
    probes: (_s, d) => PARTIES.map((by) => ({ type: 'submit-witness-list', on: d, by, items: ['As recorded.'] })),
  },
  'submit-document-list': {
    basis: ['in.ctr2026.r4.11'],
    who: [...party(CASE_PARTY), AO],
    surface: 'officer',
    body: B['submit-document-list'],
    label: w('File a list of documents', 'दस्तावेज़ों की सूची दाखिल करें'),
    help: w('A party lists the documents they rely on.', 'पक्षकार उन दस्तावेज़ों की सूची देता है जिन पर वह भरोसा करता है।'),
    fields: [
      { name: 'by', kind: 'radios', label: W.party, choices: PARTY_CHOICES },
      { name: 'items', kind: 'lines', label: w('Documents', 'दस्तावेज़'), help: W.items },
    ],
    probes: (_s, d) => PARTIES.map((by) => ({ type: 'submit-document-list', on: d, by, items: ['As recorded.'] })),
  },
  'pass-order': {
    basis: ['in.ctr2026.r4.12', 'in.ctr2026.r4.13'],
    who: [AO],
    surface: 'officer',
    body: B['pass-order'],
    label: w('Pass the final order', 'अंतिम आदेश पारित करें'),
    help: w(
      'An order imposing a penalty states the time allowed for depositing it; compensation needs no deposit time unless the order sets one. A dismissal gives its reasons.',
      'शास्ति अधिरोपित करने वाले आदेश में उसे जमा करने का समय बताया जाता है; प्रतिकर के लिए जमा करने का समय तभी, जब आदेश उसे नियत करे। खारिजी के आदेश में कारण दिए जाते हैं।',
    ),
    fields: [
      {
        name: 'kind',
        kind: 'radios',
        label: w('Order', 'आदेश'),
        choices: [
          {
            value: 'penalty-or-compensation',
            label: w('Penalty or compensation (Rule 4(12))', 'शास्ति या प्रतिकर (नियम 4(12))'),
          },
          { value: 'dismissal', label: w('Dismiss the complaint (Rule 4(13))', 'शिकायत खारिज करें (नियम 4(13))') },
        ],
      },
      { name: 'penalty', kind: 'money', label: W.penalty, optional: true, path: 'amounts.penaltyPaise' },
      { name: 'compensation', kind: 'money', label: W.compensation, optional: true, path: 'amounts.compensationPaise' },
      { name: 'expenses', kind: 'money', label: W.expenses, optional: true, path: 'amounts.expensesPaise' },
      { name: 'charges', kind: 'money', label: W.charges, optional: true, path: 'amounts.chargesPaise' },
      {
        name: 'depositDays',
        kind: 'number',
        label: w('Days allowed to deposit', 'जमा करने के लिए दिन'),
        help: w(
          'Required when a penalty is imposed (Rule 4(12)). Compensation needs no deposit time unless the order sets one.',
          'शास्ति अधिरोपित करने पर आवश्यक (नियम 4(12))। प्रतिकर के लिए जमा करने का समय तभी, जब आदेश उसे नियत करे।',
        ),
        optional: true,
      },
      { name: 'reasons', kind: 'textarea', label: W.orderReasons },
      { name: 'delayReason', kind: 'textarea', label: W.delayReason, help: W.delayReasonHelp, optional: true },
    ],
    command: (v) => {
      const late = v['delayReason'] !== undefined ? { delayReason: v['delayReason'] } : {};
      if (v['kind'] === 'dismissal') return { kind: 'dismissal', reasons: v['reasons'], ...late };
      const paise = (k: string) => (typeof v[k] === 'number' ? v[k] : 0);
      return {
        kind: v['kind'],
        amounts: {
          penaltyPaise: paise('penalty'),
          compensationPaise: paise('compensation'),
          expensesPaise: paise('expenses'),
          chargesPaise: paise('charges'),
        },
        ...(v['depositDays'] !== undefined ? { depositDays: v['depositDays'] } : {}),
        reasons: v['reasons'],
        ...late,
      };
    },
    probes: (_s, d) => [
      { type: 'pass-order', on: d, kind: 'dismissal', reasons: 'As recorded.', delayReason: 'As recorded.' },
      {
        type: 'pass-order',
        on: d,
        kind: 'penalty-or-compensation',
        amounts: { penaltyPaise: 0, compensationPaise: 100, expensesPaise: 0, chargesPaise: 0 },
        reasons: 'As recorded.',
        delayReason: 'As recorded.',
        notHeardOnAmountReasons: 'As recorded.',
      },
    ],
  },
  'extend-proceedings': {
    basis: ['in.ctr2026.r6'],
    who: [AO],
    surface: 'officer',
    body: B['extend-proceedings'],
    preview: true,
    label: w('Extend the period of disposal', 'निपटान की अवधि बढ़ाएं'),
    help: w(
      'When the proceedings cannot be completed within six months, the period may be extended by at most 30 days, for reasonable cause recorded in writing.',
      'छह माह में कार्यवाही पूरी न हो सके तो लिखित में दर्ज युक्तियुक्त कारण से अवधि अधिकतम 30 दिन बढ़ाई जा सकती है।',
    ),
    fields: [
      {
        name: 'days',
        kind: 'number',
        label: w('Days of extension', 'बढ़ाए गए दिन'),
        help: w('At most 30 days (Rule 6).', 'अधिकतम 30 दिन (नियम 6)।'),
      },
      reasons,
    ],
    probes: (_s, d) => [{ type: 'extend-proceedings', on: d, days: 1, reasons: 'As recorded.' }],
  },
  'supply-order-copy': {
    basis: ['in.ctr2026.r4.15'],
    who: [AO],
    surface: 'officer',
    body: B['supply-order-copy'],
    label: w('Supply a free copy of the order', 'आदेश की निःशुल्क प्रति दें'),
    help: w(
      'A copy of the order, signed by the adjudicating officer, is supplied free of cost to the person complained against and to the complainant.',
      'न्यायनिर्णायक अधिकारी द्वारा हस्ताक्षरित आदेश की प्रति जिसके विरुद्ध शिकायत है उसे और शिकायतकर्ता को निःशुल्क दी जाती है।',
    ),
    fields: [
      { name: 'to', kind: 'radios', label: w('Copy supplied to', 'प्रति किसे दी गई'), choices: PARTY_CHOICES },
      {
        name: 'signed',
        kind: 'check',
        label: w('The copy is signed by the adjudicating officer', 'प्रति पर न्यायनिर्णायक अधिकारी के हस्ताक्षर हैं'),
      },
    ],
    defaults: (s) => ({
      to: s.copiesSupplied.some((c) => c.to === 'contravener') ? 'complainant' : 'contravener',
      signed: 'yes',
    }),
    // Free of cost (Rule 4(15)): the form does not ask a fee.
    ids: () => ({ feePaise: 0 }),
    probes: (_s, d) => PARTIES.map((to) => ({ type: 'supply-order-copy', on: d, to, feePaise: 0, signed: true })),
  },
  'record-deposit': {
    basis: ['in.ctr2026.r4.12'],
    who: [AO, { role: 'fund-accountant', scope: 'state' }, { role: 'fund-accountant', scope: 'any' }],
    surface: 'officer',
    body: B['record-deposit'],
    label: w('Record a deposit of the penalty', 'शास्ति का जमा दर्ज करें'),
    help: w(
      'The amount deposited against the penalty, with its receipt or challan number.',
      'शास्ति के विरुद्ध जमा की गई राशि, उसकी रसीद या चालान संख्या के साथ।',
    ),
    fields: [
      { name: 'amountPaise', kind: 'money', label: w('Amount deposited (₹)', 'जमा की गई राशि (₹)') },
      { name: 'receiptNo', kind: 'text', label: w('Receipt or challan number', 'रसीद या चालान संख्या') },
      {
        name: 'mode',
        kind: 'radios',
        label: w('Paid by', 'भुगतान का तरीका'),
        choices: [
          { value: 'cash', label: w('Cash', 'नकद') },
          { value: 'bank-challan', label: w('Bank challan', 'बैंक चालान') },
          { value: 'online', label: w('Online', 'ऑनलाइन') },
          { value: 'demand-draft', label: w('Demand draft', 'डिमांड ड्राफ्ट') },
        ],
      },
    ],
    probes: (_s, d) => [{ type: 'record-deposit', on: d, amountPaise: 1, receiptNo: 'As recorded.', mode: 'cash' }],
  },
  'refer-for-recovery': {
    basis: ['in.ctr2026.r4.14', 'in.cta1871.s27c'],
    who: [AO],
    surface: 'officer',
    body: B['refer-for-recovery'],
    label: w(
      'Refer the unpaid penalty to the Animal Welfare Board of India for recovery',
      'जमा न की गई शास्ति के लिए भारतीय जीव-जंतु कल्याण बोर्ड को वसूली हेतु संदर्भ भेजें',
    ),
    help: w(
      'The penalty was not paid within the period under section 27C (Rule 4(14)); that period is provisionally fixed by the State pending the text of section 27C. This is a reference to the Board for recovery; from then on payments are recorded by the Board.',
      'धारा 27ग के अधीन अवधि (नियम 4(14)) में शास्ति का भुगतान नहीं किया गया; यह अवधि धारा 27ग का पाठ उपलब्ध होने तक राज्य द्वारा अनंतिम रूप से नियत है। यह बोर्ड को वसूली हेतु संदर्भ है; इसके बाद भुगतान बोर्ड द्वारा दर्ज किए जाते हैं।',
    ),
    fields: [],
    probes: (_s, d) => [{ type: 'refer-for-recovery', on: d }],
  },
} satisfies Catalogue<S, AdjudicationCommand>;
