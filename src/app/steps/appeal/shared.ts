// What the steps of the appeal share: the form's common fields and choices, and what is read from the state.

import type { AppealState } from '../../../domain/appeal/index.ts';
import type { Choice, StepField } from '../step.ts';
import { w } from '../step.ts';
import { W } from '../words.ts';

export type S = AppealState;
export type F = StepField<S>;

export const note: F = { name: 'note', kind: 'textarea', label: W.note, optional: true };
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
export const pendingAttempts = (s: S) => (s.notice?.service.attempts ?? []).filter((a) => a.outcome === 'pending');
