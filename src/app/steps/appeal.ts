// The steps of the appeal (Rule 7, Form-III): one entry per command of domain/appeal, with its provisions, policy,
// request body, words in English and Hindi, form and the probes decide() answers.
// The entries are kept by stage of the proceeding in appeal/.

import { APPEAL_SCRUTINY } from './appeal/scrutiny.ts';
import { APPEAL_HEARING } from './appeal/hearing.ts';
import { APPEAL_DECISION } from './appeal/decision.ts';
import { APPEAL_OBJECTION } from './appeal/objection.ts';
import type { AppealCommand, AppealState } from '../../domain/appeal/index.ts';
import type { Catalogue } from './step.ts';

type S = AppealState;

export const APPEAL_STEPS = {
  ...APPEAL_SCRUTINY,
  ...APPEAL_HEARING,
  ...APPEAL_DECISION,
  ...APPEAL_OBJECTION,
} satisfies Catalogue<S, AppealCommand>;
