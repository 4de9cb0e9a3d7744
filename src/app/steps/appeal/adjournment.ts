// The steps of the appeal on an adjournment of the hearing (Rule 7(10), issue 27): the appellant or the respondent
// asks, for reasons, that the hearing fixed be adjourned (on their own page, or as the appellate authority records a
// request made in writing or at the sitting); the authority grants it, fixing the new hearing, or refuses it, with
// reasons either way. The Rules are silent on adjournments: they rest on the hearing Rule 7(10) gives.

import type { AppealCommand } from '../../../domain/appeal/index.ts';
import { APPEAL_COMMAND_BODIES as B } from '../../../contract/appeal.ts';
import { formatLegal, formatLegalHi } from '../../../lib/local-date.ts';
import { AA, party } from '../../policies/policies.ts';
import type { Choice, Entries } from '../step.ts';
import { w } from '../step.ts';
import { CLOSED_DAY_FIELD, HEARING_MODES, W } from '../words.ts';
import type { S } from './shared.ts';

const SIDES = ['appellant', 'respondent'] as const;
const SIDE_CHOICES: readonly Choice[] = [
  { value: 'appellant', label: w('The appellant', 'अपीलार्थी') },
  { value: 'respondent', label: w('The respondent', 'प्रत्यर्थी') },
];
const undecided = (s: S) => (s.adjournments ?? []).filter((a) => a.outcome === 'pending' && a.soughtBy !== 'officer');
const SIDE_HI = { appellant: 'अपीलार्थी', respondent: 'प्रत्यर्थी', officer: 'अपील प्राधिकारी' } as const;

const reasonsField = {
  name: 'reasons' as const,
  kind: 'textarea' as const,
  label: w('Why the hearing should be adjourned', 'सुनवाई क्यों स्थगित की जाए'),
};

export const APPEAL_ADJOURNMENT = {
  'seek-adjournment': {
    who: party(['appellant', 'appeal-respondent']),
    surface: 'party',
    body: B['seek-adjournment'],
    label: w('Ask to adjourn the hearing', 'सुनवाई स्थगित करने का अनुरोध करें'),
    help: w(
      'If you cannot attend the hearing on the day fixed, ask the appellate authority to adjourn it and say why. The appeal is not decided until your request is granted or refused, with reasons.',
      'यदि आप नियत दिन सुनवाई में उपस्थित नहीं हो सकते, तो अपील प्राधिकारी से सुनवाई स्थगित करने का अनुरोध करें और कारण बताएं। आपके अनुरोध को कारणों सहित स्वीकार या अस्वीकार किए जाने तक अपील का विनिश्चय नहीं होगा।',
    ),
    side: 'by',
    fields: [{ name: 'by', kind: 'radios', label: w('Asked by', 'अनुरोधकर्ता'), choices: SIDE_CHOICES }, reasonsField],
    probes: (_s, d) => SIDES.map((by) => ({ type: 'seek-adjournment' as const, on: d, by, reasons: 'As recorded.' })),
  },
  'record-adjournment-request': {
    who: [AA],
    surface: 'officer',
    body: B['record-adjournment-request'],
    label: w("Record a party's request to adjourn the hearing", 'सुनवाई स्थगित करने का पक्षकार का अनुरोध दर्ज करें'),
    help: w(
      'A request made in writing or at the sitting is placed on record with the reasons the party gave; decide it, with reasons, before the appeal is decided.',
      'लिखित में या सुनवाई में किया गया अनुरोध पक्षकार द्वारा दिए गए कारणों सहित अभिलेख पर रखा जाता है; अपील के विनिश्चय से पहले कारणों सहित उसका निर्णय करें।',
    ),
    fields: [
      { name: 'by', kind: 'radios', label: w('Asked by', 'अनुरोधकर्ता'), choices: SIDE_CHOICES },
      { ...reasonsField, label: w('The reasons the party gave', 'पक्षकार द्वारा दिए गए कारण') },
    ],
    probes: (_s, d) =>
      SIDES.map((by) => ({ type: 'record-adjournment-request' as const, on: d, by, reasons: 'As recorded.' })),
  },
  'decide-adjournment': {
    who: [AA],
    surface: 'officer',
    body: B['decide-adjournment'],
    label: w('Decide the request to adjourn the hearing', 'सुनवाई स्थगित करने के अनुरोध का निर्णय करें'),
    help: w(
      'Grant the adjournment and fix the new date of the hearing (the earlier notice of hearing is withdrawn and the new one is served on both parties), or refuse it; record your reasons either way.',
      'स्थगन स्वीकार करें और सुनवाई की नई तारीख नियत करें (पूर्व सुनवाई की सूचना वापस ली जाती है और नई सूचना दोनों पक्षकारों पर तामील होती है), या अस्वीकार करें; दोनों दशाओं में अपने कारण दर्ज करें।',
    ),
    fields: [
      {
        name: 'adjournmentId',
        kind: 'select',
        label: w('The request', 'अनुरोध'),
        choices: (s) =>
          undecided(s).map((a) => ({
            value: a.id,
            label: w(
              `Request of the ${a.soughtBy} of ${formatLegal(a.on)} to adjourn the hearing of ${formatLegal(a.from)}: ${a.reasons}`,
              `${SIDE_HI[a.soughtBy]} का ${formatLegalHi(a.on)} का अनुरोध, ${formatLegalHi(a.from)} की सुनवाई स्थगित करने हेतु: ${a.reasons}`,
            ),
          })),
      },
      {
        name: 'grant',
        kind: 'radios',
        label: w('Decision', 'निर्णय'),
        choices: [
          {
            value: 'yes',
            label: w('Granted: the hearing is adjourned to a new date', 'स्वीकार: सुनवाई नई तारीख तक स्थगित'),
          },
          { value: 'no', label: w('Refused: the hearing stands on the day fixed', 'अस्वीकार: सुनवाई नियत दिन ही होगी') },
        ],
      },
      { name: 'reasons', kind: 'textarea', label: W.reasons },
      {
        name: 'hearingOn',
        kind: 'date',
        label: w('New date of the hearing (when granted)', 'सुनवाई की नई तारीख (स्वीकार होने पर)'),
        optional: true,
      },
      { name: 'time', kind: 'time', label: W.hearingTime, help: W.hearingTimeHelp, optional: true },
      { name: 'mode', kind: 'radios', label: W.hearingMode, choices: HEARING_MODES, optional: true },
      {
        name: 'venueOrLink',
        kind: 'text',
        label: w('Place of the hearing, or the video link', 'सुनवाई का स्थान, या वीडियो लिंक'),
        optional: true,
      },
      CLOSED_DAY_FIELD,
    ],
    command: (v) => ({
      adjournmentId: v['adjournmentId'],
      grant: v['grant'] === 'yes',
      reasons: v['reasons'],
      ...(v['grant'] === 'yes'
        ? {
            ...(v['hearingOn'] !== undefined ? { hearingOn: v['hearingOn'] } : {}),
            ...(v['time'] !== undefined ? { time: v['time'] } : {}),
            mode: v['mode'] ?? 'in-person',
            ...(v['venueOrLink'] !== undefined ? { venueOrLink: v['venueOrLink'] } : {}),
            ...(v['closedDayConfirmed'] !== undefined ? { closedDayConfirmed: v['closedDayConfirmed'] } : {}),
          }
        : {}),
    }),
    defaults: (_s, d) => ({
      mode: 'in-person',
      venueOrLink: [d.officeName, d.officeAddress].filter(Boolean).join(', '),
    }),
    probes: (s, d) =>
      undecided(s).map((a) => ({
        type: 'decide-adjournment' as const,
        on: d,
        adjournmentId: a.id,
        grant: false,
        reasons: 'As recorded.',
      })),
  },
} satisfies Partial<Entries<S, AppealCommand, typeof B>>;
