// The steps of the appeal on an objection to service (Rule 7(9), issue 32): the respondent says the notice of the appeal
// was not served on them as recorded; the appellate authority decides it, for reasons recorded, before fixing the
// hearing or deciding the appeal.

import type { AppealCommand } from '../../../domain/appeal/index.ts';
import { APPEAL_COMMAND_BODIES as B } from '../../../contract/appeal.ts';
import { formatLegal, formatLegalHi } from '../../../lib/local-date.ts';
import { AA, party } from '../../policies/policies.ts';
import type { Entries } from '../step.ts';
import { w } from '../step.ts';
import type { S } from './shared.ts';

const undecided = (s: S) => (s.serviceObjections ?? []).filter((o) => o.decided === undefined);
const nextObjection = (s: S): string => {
  const used = (s.serviceObjections ?? []).map((o) => o.objectionId);
  for (let i = used.length + 1; ; i++) if (!used.includes(`ob${i}`)) return `ob${i}`;
};

export const APPEAL_OBJECTION = {
  'object-to-service': {
    who: party(['appeal-respondent']),
    surface: 'party',
    body: B['object-to-service'],
    label: w('Object to the service of the notice of the appeal', 'अपील की सूचना की तामील पर आपत्ति करें'),
    help: w(
      'If the notice of the appeal was not served on you as the record says, say so and why. The appellate authority must decide your objection, for reasons recorded, before fixing the hearing.',
      'यदि अपील की सूचना की तामील आप पर वैसे नहीं हुई जैसा अभिलेख कहता है, तो कारण सहित बताएं। सुनवाई नियत करने से पहले अपील प्राधिकारी को दर्ज कारणों सहित आपकी आपत्ति का निर्णय करना होगा।',
    ),
    fields: [
      {
        name: 'grounds',
        kind: 'textarea',
        label: w('Why the record of service is wrong', 'तामील का अभिलेख गलत क्यों है'),
      },
    ],
    ids: (s) => ({ objectionId: nextObjection(s) }),
    probes: (s, d) => [{ type: 'object-to-service', on: d, objectionId: nextObjection(s), grounds: 'As recorded.' }],
  },
  'decide-service-objection': {
    who: [AA],
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
} satisfies Partial<Entries<S, AppealCommand, typeof B>>;
