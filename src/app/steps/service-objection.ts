// What the complaint case's and the appeal's steps on an objection to service share (Rule 4(5), Rule 4(7), Rule 7(9)):
// the ids of the objections recorded, the next one's, and the step by which the officer decides an objection, for
// reasons recorded. Each proceeding's catalogue names who decides and the request body.

import { formatLegal, formatLegalHi } from '../../lib/local-date.ts';
import type { LocalDate } from '../../lib/local-date.ts';
import type { ServiceObjection } from '../../domain/service/objection.ts';
import type { Grant } from '../policies/policies.ts';
import { w } from './step.ts';

type WithObjections = { readonly serviceObjections?: readonly ServiceObjection[] };

/** The objections the officer has yet to decide. */
export const undecided = (s: WithObjections) => (s.serviceObjections ?? []).filter((o) => o.decided === undefined);

/** The id of the next objection: "ob1", "ob2", ... the first not yet used. */
export const nextObjection = (s: WithObjections): string => {
  const used = (s.serviceObjections ?? []).map((o) => o.objectionId);
  for (let i = used.length + 1; ; i++) if (!used.includes(`ob${i}`)) return `ob${i}`;
};

/** The officer's step deciding an objection to service: upheld (the notice is to be served again) or rejected. */
export const decideObjectionStep = <S extends WithObjections, B>(who: readonly Grant[], body: B) => ({
  who,
  surface: 'officer' as const,
  body,
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
      choices: (s: S) =>
        undecided(s).map((o) => ({
          value: o.objectionId,
          label: w(`Objection of ${formatLegal(o.on)}: ${o.grounds}`, `${formatLegalHi(o.on)} की आपत्ति: ${o.grounds}`),
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
  ] as const,
  command: (v: Readonly<Record<string, unknown>>) => ({
    objectionId: v['objectionId'],
    upheld: v['upheld'] === 'yes',
    reasons: v['reasons'],
  }),
  probes: (s: S, d: LocalDate) =>
    undecided(s).map((o) => ({
      type: 'decide-service-objection' as const,
      on: d,
      objectionId: o.objectionId,
      upheld: false,
      reasons: 'As recorded.',
    })),
});
