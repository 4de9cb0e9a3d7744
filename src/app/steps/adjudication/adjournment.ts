// The steps of the complaint case on adjournments (issue 27): a party asks to adjourn the hearing fixed, on their own
// page; the officer records a request made orally or in writing at or before the sitting; the officer decides each
// request, granting it (the new date fixed by a notice of hearing that withdraws the one adjourned) or refusing it for
// reasons that answer it. The Rules are silent on adjournments: the portal's choice (docs/assumptions.md I-330), under
// Rule 4(6) and Rule 4(10), is shown to the officer as such.

import type { AdjudicationCommand } from '../../../domain/adjudication/index.ts';
import { ADJUDICATION_COMMAND_BODIES as B } from '../../../contract/adjudication.ts';
import { formatLegal, formatLegalHi } from '../../../lib/local-date.ts';
import { AO, CASE_PARTY, party } from '../../policies/policies.ts';
import type { Entries } from '../step.ts';
import { w } from '../step.ts';
import { CLOSED_DAY_FIELD, HEARING_MODES, W } from '../words.ts';
import type { S } from './shared.ts';
import { nextId, PARTIES, PARTY_CHOICES } from './shared.ts';

const requestIds = (s: S): string[] => (s.adjournmentRequests ?? []).map((r) => r.requestId);
const pendingRequests = (s: S) => (s.adjournmentRequests ?? []).filter((r) => r.status === 'pending');
const newRequestId = (s: S) => ({ requestId: nextId('adj', requestIds(s)) });

const PORTAL_CHOICE = w(
  "The Rules do not speak of adjournments. The portal's choice, resting on the hearing on the date fixed (Rule 4(6)) and a reasonable opportunity of being heard (Rule 4(10)): a party may ask before or at the sitting, and the officer grants the request, fixing a new date, or refuses it with reasons that answer it.",
  'नियमों में स्थगन का उल्लेख नहीं है। पोर्टल का चयन, जो नियत तारीख पर सुनवाई (नियम 4(6)) और सुनवाई के युक्तियुक्त अवसर (नियम 4(10)) पर आधारित है: पक्षकार सुनवाई से पहले या सुनवाई के समय अनुरोध कर सकता है, और अधिकारी नई तारीख नियत कर अनुरोध स्वीकार करता है, या अनुरोध का उत्तर देने वाले कारणों सहित उससे इंकार करता है।',
);

/** The officer's decision on a pending request: first among the next steps while one waits. */
export const ADJUDICATION_ADJOURNMENT_DECISION = {
  'decide-adjournment': {
    who: [AO],
    surface: 'officer',
    body: B['decide-adjournment'],
    label: w('Decide the request to adjourn the hearing', 'सुनवाई के स्थगन के अनुरोध का निर्णय करें'),
    help: w(
      `Grant it, fixing the new date (the notice of the date adjourned is withdrawn and the new notice is served on both parties), or refuse it, recording why the reason given is not a ground to adjourn. No order, ex parte decision or hearing in a party's absence is recorded while the request waits. ${PORTAL_CHOICE.en}`,
      `नई तारीख नियत करते हुए इसे स्वीकार करें (स्थगित तारीख की सूचना वापस ली जाती है और नई सूचना की तामील दोनों पक्षकारों पर होती है), या यह दर्ज करते हुए इंकार करें कि दिया गया कारण स्थगन का आधार क्यों नहीं है। अनुरोध लंबित रहते कोई आदेश, एकपक्षीय निर्णय या किसी पक्षकार की अनुपस्थिति में सुनवाई दर्ज नहीं होती। ${PORTAL_CHOICE.hi}`,
    ),
    fields: [
      {
        name: 'requestId',
        kind: 'select',
        label: w('The request', 'अनुरोध'),
        choices: (s) =>
          pendingRequests(s).map((r) => ({
            value: r.requestId,
            label: w(
              `${r.by === 'complainant' ? 'The complainant' : 'The person complained against'}, ${formatLegal(r.on)}, to adjourn the hearing of ${formatLegal(r.sittingOn, 'long')}: ${r.reasons}`,
              `${r.by === 'complainant' ? 'शिकायतकर्ता' : 'जिसके विरुद्ध शिकायत है'}, ${formatLegalHi(r.on)}, ${formatLegalHi(r.sittingOn)} की सुनवाई के स्थगन हेतु: ${r.reasons}`,
            ),
          })),
      },
      {
        name: 'granted',
        kind: 'radios',
        label: w('Decision', 'निर्णय'),
        choices: [
          { value: 'yes', label: w('Granted: fix the new date below', 'स्वीकार: नीचे नई तारीख नियत करें') },
          { value: 'no', label: w('Refused: the hearing stays on its date', 'इंकार: सुनवाई अपनी तारीख पर होगी') },
        ],
      },
      {
        name: 'reasons',
        kind: 'textarea',
        label: w('Reasons, answering the request', 'अनुरोध का उत्तर देते हुए कारण'),
      },
      {
        name: 'hearingOn',
        kind: 'date',
        label: w('New date of the hearing (when granted)', 'सुनवाई की नई तारीख (स्वीकार करने पर)'),
        optional: true,
      },
      { name: 'time', kind: 'time', label: W.hearingTime, help: W.hearingTimeHelp, optional: true },
      { name: 'mode', kind: 'radios', label: W.hearingMode, choices: HEARING_MODES, optional: true },
      { name: 'place', kind: 'text', label: W.hearingPlace, optional: true },
      { name: 'link', kind: 'text', label: W.link, help: W.linkHelp, optional: true },
      {
        name: 'shortNoticeReasons',
        kind: 'textarea',
        label: w('Reasons for a shorter notice', 'कम अवधि की सूचना के कारण'),
        help: w(
          "Only if the new date is less than 7 days after the notice can be served (the portal's default, not a period fixed by law).",
          'केवल तब, जब नई तारीख सूचना की तामील से 7 दिन से कम बाद हो (पोर्टल का डिफ़ॉल्ट, विधि द्वारा नियत अवधि नहीं)।',
        ),
        optional: true,
      },
      CLOSED_DAY_FIELD,
    ],
    command: (v) => {
      const granted = v['granted'] === 'yes';
      const pick = (k: string) => (v[k] !== undefined ? { [k]: v[k] } : {});
      return {
        requestId: v['requestId'],
        granted,
        reasons: v['reasons'],
        ...(granted
          ? {
              ...pick('hearingOn'),
              ...pick('time'),
              ...pick('mode'),
              ...pick('place'),
              ...pick('link'),
              ...pick('shortNoticeReasons'),
              ...pick('closedDayConfirmed'),
            }
          : {}),
      };
    },
    defaults: (_s, d) => ({ mode: 'in-person', place: [d.officeName, d.officeAddress].filter(Boolean).join(', ') }),
    ids: (s) => ({
      hearingNoticeId: nextId(
        'h',
        s.hearingNotices.map((h) => h.hearingNoticeId),
      ),
    }),
    probes: (s, d) =>
      pendingRequests(s).map((r) => ({
        type: 'decide-adjournment' as const,
        on: d,
        requestId: r.requestId,
        granted: false,
        reasons: 'Decided for the reasons recorded.',
      })),
  },
} satisfies Partial<Entries<S, AdjudicationCommand, typeof B>>;

/** The requests: the party's own on their page, and the officer's record of one made orally or in writing. */
export const ADJUDICATION_ADJOURNMENT = {
  'seek-adjournment': {
    who: party(CASE_PARTY),
    surface: 'party',
    body: B['seek-adjournment'],
    label: w('Ask to adjourn the hearing', 'सुनवाई के स्थगन का अनुरोध करें'),
    help: w(
      'If you cannot attend the hearing on the date fixed, ask before that day (or on it) and say why. The officer grants the request, fixing a new date, or refuses it with reasons; until then no order is passed.',
      'यदि आप नियत तारीख पर सुनवाई में उपस्थित नहीं हो सकते, तो उस दिन से पहले (या उसी दिन) अनुरोध करें और कारण बताएं। अधिकारी नई तारीख नियत कर अनुरोध स्वीकार करते हैं, या कारणों सहित उससे इंकार करते हैं; तब तक कोई आदेश पारित नहीं होता।',
    ),
    side: 'by',
    fields: [
      { name: 'by', kind: 'radios', label: W.party, choices: PARTY_CHOICES },
      {
        name: 'reasons',
        kind: 'textarea',
        label: w('Why the hearing should be adjourned', 'सुनवाई का स्थगन क्यों किया जाए'),
        help: w(
          'For example: illness, a death in the family, or your lawyer being unable to attend that day.',
          'उदाहरण: बीमारी, परिवार में मृत्यु, या उस दिन आपके अधिवक्ता का उपस्थित न हो पाना।',
        ),
      },
    ],
    ids: newRequestId,
    probes: (s, d) =>
      PARTIES.map((by) => ({
        type: 'seek-adjournment' as const,
        on: d,
        ...newRequestId(s),
        by,
        reasons: 'As recorded.',
      })),
  },
  'record-adjournment-request': {
    who: [AO],
    surface: 'officer',
    body: B['record-adjournment-request'],
    label: w('Record a request to adjourn the hearing', 'सुनवाई के स्थगन का अनुरोध दर्ज करें'),
    help: w(
      `A party asked orally or in writing, before or at the sitting: record who asked and the reasons as given, then decide the request. ${PORTAL_CHOICE.en}`,
      `किसी पक्षकार ने सुनवाई से पहले या सुनवाई के समय मौखिक रूप से या लिखित में अनुरोध किया: दर्ज करें कि किसने अनुरोध किया और दिए गए कारण, फिर अनुरोध का निर्णय करें। ${PORTAL_CHOICE.hi}`,
    ),
    fields: [
      { name: 'by', kind: 'radios', label: w('Who asked', 'किसने अनुरोध किया'), choices: PARTY_CHOICES },
      {
        name: 'made',
        kind: 'radios',
        label: w('How the request was made', 'अनुरोध कैसे किया गया'),
        choices: [
          { value: 'orally', label: w('Orally', 'मौखिक रूप से') },
          { value: 'in-writing', label: w('In writing', 'लिखित में') },
        ],
      },
      {
        name: 'reasons',
        kind: 'textarea',
        label: w('The reasons, as the party gave them', 'कारण, जैसे पक्षकार ने दिए'),
      },
    ],
    ids: newRequestId,
    probes: (s, d) =>
      PARTIES.map((by) => ({
        type: 'record-adjournment-request' as const,
        on: d,
        ...newRequestId(s),
        by,
        made: 'orally' as const,
        reasons: 'As recorded.',
      })),
  },
} satisfies Partial<Entries<S, AdjudicationCommand, typeof B>>;
