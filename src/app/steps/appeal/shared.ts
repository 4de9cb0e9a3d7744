// What the steps of the appeal share: the form's common fields and choices, and what is read from the state.

import type { AppealState } from '../../../domain/appeal/index.ts';
import type { Choice, StepField } from '../step.ts';
import { w } from '../step.ts';
import { W } from '../words.ts';

export type S = AppealState;
export type F = StepField<S>;

export const note = { name: 'note', kind: 'textarea', label: W.note, optional: true } as const satisfies F;
export const APPEARANCE: readonly Choice[] = [
  { value: 'in-person', label: w('Appeared in person', 'स्वयं उपस्थित') },
  {
    value: 'legal-representative',
    label: w('Appeared through a legal representative', 'विधिक प्रतिनिधि के माध्यम से उपस्थित'),
  },
  { value: 'absent', label: w('Absent', 'अनुपस्थित') },
];
export const PARTIES: readonly Choice[] = [
  { value: 'appellant', label: w('The appellant', 'अपीलार्थी') },
  { value: 'respondent', label: w('The respondent', 'प्रत्यर्थी') },
  { value: 'authorised-officer', label: w('The authorised officer', 'प्राधिकृत अधिकारी') },
];
/** An attempt awaiting its outcome: on the Rule 7(8) notice, or on a party's copy of the notice of hearing (issue 27). */
export interface PendingAttempt {
  readonly attemptId: string;
  readonly mode: string;
  readonly notice?: 'hearing';
  readonly to?: 'appellant' | 'respondent';
}
const HEARING_SIDES = ['appellant', 'respondent'] as const;
/** The notice of hearing in force (fixed, not yet held, not withdrawn). */
export const hearingInForce = (s: S) => {
  const hn = (s.hearingNotices ?? []).at(-1);
  return s.scheduledHearing !== undefined && hn !== undefined && hn.withdrawnOn === undefined ? hn : undefined;
};
export const pendingAttempts = (s: S): PendingAttempt[] => {
  const out: PendingAttempt[] = (s.notice?.service.attempts ?? [])
    .filter((a) => a.outcome === 'pending')
    .map((a) => ({ attemptId: a.attemptId, mode: a.mode }));
  const hn = hearingInForce(s);
  for (const to of HEARING_SIDES)
    for (const a of hn?.service[to].attempts ?? [])
      if (a.outcome === 'pending') out.push({ attemptId: a.attemptId, mode: a.mode, notice: 'hearing', to });
  return out;
};
/** The copies of the notice of hearing in force not yet served (issue 27). */
export const unservedHearingCopies = (s: S): ('appellant' | 'respondent')[] => {
  const hn = hearingInForce(s);
  return hn ? HEARING_SIDES.filter((to) => hn.service[to].servedOn === undefined) : [];
};
/** Which notice a service step addresses: the Rule 7(8) notice, or a party's copy of the notice of hearing. */
export const serviceTarget = {
  name: 'notice',
  kind: 'select',
  label: w('Which notice', 'कौन-सी सूचना'),
  choices: (s) => [
    ...(s.notice && s.notice.service.servedOn === undefined
      ? [{ value: 'respondent-notice', label: w('Notice of the appeal to the respondent', 'प्रत्यर्थी को अपील की सूचना') }]
      : []),
    ...(unservedHearingCopies(s).length > 0
      ? [{ value: 'hearing', label: w('Notice of hearing', 'सुनवाई की सूचना') }]
      : []),
  ],
  omit: 'respondent-notice',
} as const satisfies F;
export const hearingCopyTo = {
  name: 'to',
  kind: 'radios',
  label: w('Whose copy of the notice of hearing', 'सुनवाई की सूचना की किसकी प्रति'),
  help: w(
    'A notice of hearing is served on the appellant and on the respondent.',
    'सुनवाई की सूचना अपीलार्थी और प्रत्यर्थी दोनों पर तामील होती है।',
  ),
  choices: [
    { value: 'appellant', label: w('The appellant', 'अपीलार्थी') },
    { value: 'respondent', label: w('The respondent', 'प्रत्यर्थी') },
  ],
  optional: true,
} as const satisfies F;
