// The steps of the appeal (Rule 7, Form-III): one entry per command of domain/appeal, with its provisions, policy,
// request body, words in English and Hindi, form and the probes decide() answers.
// The entries are kept by stage of the proceeding in appeal/.

import { APPEAL_SCRUTINY } from './appeal/scrutiny.ts';
import { APPEAL_HEARING } from './appeal/hearing.ts';
import { APPEAL_DECISION } from './appeal/decision.ts';
import { APPEAL_OBJECTION } from './appeal/objection.ts';
import { APPEAL_ADJOURNMENT } from './appeal/adjournment.ts';
import type { AppealCommand, AppealState } from '../../domain/appeal/index.ts';
import { COMMAND_BASIS } from '../../domain/appeal/index.ts';
import type { Catalogue } from './step.ts';
import { withBasis } from './step.ts';

type S = AppealState;

/** Each step's provisions are the domain's (COMMAND_BASIS), never declared here a second time. */
export const APPEAL_STEPS: Catalogue<S, AppealCommand> = withBasis<S, AppealCommand>(
  { ...APPEAL_SCRUTINY, ...APPEAL_HEARING, ...APPEAL_DECISION, ...APPEAL_OBJECTION, ...APPEAL_ADJOURNMENT },
  COMMAND_BASIS,
);
