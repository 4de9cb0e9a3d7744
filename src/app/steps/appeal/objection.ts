// The steps of the appeal on an objection to service (Rule 7(9), issue 32): the respondent says the notice of the appeal
// was not served on them as recorded; the appellate authority decides it, for reasons recorded, before fixing the
// hearing or deciding the appeal.

import type { AppealCommand } from '../../../domain/appeal/index.ts';
import { APPEAL_COMMAND_BODIES as B } from '../../../contract/appeal.ts';
import { AA, party } from '../../policies/policies.ts';
import type { Entries } from '../step.ts';
import { w } from '../step.ts';
import { decideObjectionStep, nextObjection } from '../service-objection.ts';
import type { S } from './shared.ts';

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
  'decide-service-objection': decideObjectionStep<S, (typeof B)['decide-service-objection']>(
    [AA],
    B['decide-service-objection'],
  ),
} satisfies Partial<Entries<S, AppealCommand, typeof B>>;
