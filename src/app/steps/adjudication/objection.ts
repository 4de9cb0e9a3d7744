// The steps of the complaint case on an objection to service (Rule 4(5), Rule 4(7), issue 32): the person complained
// against says a notice was not served on them as recorded; the officer decides it, for reasons recorded, before ex
// parte or any decision resting on that service.

import type { AdjudicationCommand } from '../../../domain/adjudication/index.ts';
import { ADJUDICATION_COMMAND_BODIES as B } from '../../../contract/adjudication.ts';
import { formatLegal, formatLegalHi } from '../../../lib/local-date.ts';
import { AO, party, RESPONDENT } from '../../policies/policies.ts';
import type { Choice, Entries } from '../step.ts';
import { w } from '../step.ts';
import type { S } from './shared.ts';
import { nextId } from './shared.ts';

/** The notices recorded as served on the person complained against, on which no objection is open. */
const servedNotices = (s: S): Choice[] => {
  const open = (id: string | undefined) =>
    (s.serviceObjections ?? []).some((o) => o.decided === undefined && o.hearingNoticeId === id);
  const out: Choice[] = [];
  if (s.notice?.service.servedOn !== undefined && !open(undefined))
    out.push({ value: 'notice', label: w('Show-cause notice (Form-II)', 'कारण बताओ सूचना (प्ररूप-II)') });
  for (const h of s.hearingNotices)
    if (h.service.servedOn !== undefined && !open(h.hearingNoticeId))
      out.push({
        value: h.hearingNoticeId,
        label: w(
          `Hearing notice for ${formatLegal(h.hearingOn, 'long')}`,
          `${formatLegalHi(h.hearingOn)} की सुनवाई की सूचना`,
        ),
      });
  return out;
};

const undecided = (s: S) => (s.serviceObjections ?? []).filter((o) => o.decided === undefined);
const objectionIds = (s: S) => (s.serviceObjections ?? []).map((o) => o.objectionId);

export const ADJUDICATION_OBJECTION = {
  'object-to-service': {
    who: party(RESPONDENT),
    surface: 'party',
    body: B['object-to-service'],
    label: w('Object to the service of a notice', 'सूचना की तामील पर आपत्ति करें'),
    help: w(
      'If a notice was not served on you as the record says, say so and why. The officer must decide your objection, for reasons recorded, before proceeding in your absence.',
      'यदि किसी सूचना की तामील आप पर वैसे नहीं हुई जैसा अभिलेख कहता है, तो कारण सहित बताएं। आपकी अनुपस्थिति में कार्यवाही से पहले अधिकारी को दर्ज कारणों सहित आपकी आपत्ति का निर्णय करना होगा।',
    ),
    fields: [
      {
        name: 'target',
        kind: 'select',
        label: w('The notice', 'सूचना'),
        choices: servedNotices,
        path: 'hearingNoticeId',
        omit: 'notice',
      },
      {
        name: 'grounds',
        kind: 'textarea',
        label: w('Why the record of service is wrong', 'तामील का अभिलेख गलत क्यों है'),
        help: w(
          'For example: where you were that day, or who received the notice instead of you.',
          'उदाहरण: उस दिन आप कहां थे, या आपकी जगह सूचना किसने ली।',
        ),
      },
    ],
    ids: (s) => ({ objectionId: nextId('ob', objectionIds(s)) }),
    probes: (s, d) => {
      const objectionId = nextId('ob', objectionIds(s));
      return servedNotices(s).map((c) => ({
        type: 'object-to-service' as const,
        on: d,
        objectionId,
        ...(c.value === 'notice' ? {} : { hearingNoticeId: c.value }),
        grounds: 'As recorded.',
      }));
    },
  },
  'decide-service-objection': {
    who: [AO],
    surface: 'officer',
    body: B['decide-service-objection'],
    label: w('Decide the objection to service', 'तामील पर आपत्ति का निर्णय करें'),
    help: w(
      'Uphold the objection when the notice was not served as recorded (it is then to be served again), or reject it; record your reasons either way.',
      'जब सूचना की तामील अभिलिखित रूप में नहीं हुई हो तो आपत्ति स्वीकार करें (तब सूचना की पुनः तामील होगी), अन्यथा अस्वीकार करें; दोनों दशाओं में अपने कारण दर्ज करें।',
    ),
    fields: [
      {
        name: 'objectionId',
        kind: 'select',
        label: w('The objection', 'आपत्ति'),
        choices: (s) =>
          undecided(s).map((o) => ({
            value: o.objectionId,
            label: w(
              `Objection of ${formatLegal(o.on)}: ${o.grounds}`,
              `${formatLegalHi(o.on)} की आपत्ति: ${o.grounds}`,
            ),
          })),
      },
      {
        name: 'upheld',
        kind: 'radios',
        label: w('Decision', 'निर्णय'),
        choices: [
          {
            value: 'yes',
            label: w('Upheld: not served; serve the notice again', 'स्वीकार: तामील नहीं हुई; सूचना की पुनः तामील करें'),
          },
          { value: 'no', label: w('Rejected: the service stands', 'अस्वीकार: तामील यथावत है') },
        ],
      },
      { name: 'reasons', kind: 'textarea', label: w('Reasons', 'कारण') },
    ],
    command: (v) => ({ objectionId: v['objectionId'], upheld: v['upheld'] === 'yes', reasons: v['reasons'] }),
    probes: (s, d) =>
      undecided(s).map((o) => ({
        type: 'decide-service-objection' as const,
        on: d,
        objectionId: o.objectionId,
        upheld: false,
        reasons: 'As recorded.',
      })),
  },
} satisfies Partial<Entries<S, AdjudicationCommand, typeof B>>;
