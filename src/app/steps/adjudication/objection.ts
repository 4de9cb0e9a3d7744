// The steps of the complaint case on an objection to service (Rule 4(5), Rule 4(7), issue 32): the person complained
// against says a notice was not served on them as recorded; the officer decides it, for reasons recorded, before ex
// parte or any decision resting on that service.

import type { AdjudicationCommand } from '../../../domain/adjudication/index.ts';
import { ADJUDICATION_COMMAND_BODIES as B } from '../../../contract/adjudication.ts';
import { formatLegal, formatLegalHi } from '../../../lib/local-date.ts';
import { AO, party, RESPONDENT } from '../../policies/policies.ts';
import type { Choice, Entries } from '../step.ts';
import { w } from '../step.ts';
import { decideObjectionStep, nextObjection } from '../service-objection.ts';
import type { S } from './shared.ts';

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
    ids: (s) => ({ objectionId: nextObjection(s) }),
    probes: (s, d) => {
      const objectionId = nextObjection(s);
      return servedNotices(s).map((c) => ({
        type: 'object-to-service' as const,
        on: d,
        objectionId,
        ...(c.value === 'notice' ? {} : { hearingNoticeId: c.value }),
        grounds: 'As recorded.',
      }));
    },
  },
  'decide-service-objection': decideObjectionStep<S, (typeof B)['decide-service-objection']>(
    [AO],
    B['decide-service-objection'],
  ),
} satisfies Partial<Entries<S, AdjudicationCommand, typeof B>>;
