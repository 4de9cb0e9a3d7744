// The steps of the complaint case (Rules 3 to 6): one entry per command of domain/adjudication, with its policy
// (its provisions are the domain's table), its request body, its words in English and Hindi, its form and the probes decide() answers.
// The entries are kept by stage of the proceeding in adjudication/.

import { ADJUDICATION_NOTICE } from './adjudication/notice.ts';
import { ADJUDICATION_REPLY } from './adjudication/reply.ts';
import { ADJUDICATION_HEARING } from './adjudication/hearing.ts';
import { ADJUDICATION_ORDER } from './adjudication/order.ts';
import { ADJUDICATION_OBJECTION } from './adjudication/objection.ts';
import { ADJUDICATION_ADJOURNMENT, ADJUDICATION_ADJOURNMENT_DECISION } from './adjudication/adjournment.ts';
import type { AdjudicationCommand, AdjudicationState } from '../../domain/adjudication/index.ts';
import { COMMAND_BASIS } from '../../domain/adjudication/index.ts';
import type { Catalogue } from './step.ts';
import { withBasis } from './step.ts';

type S = AdjudicationState;

/** Each step's provisions are the domain's (COMMAND_BASIS), never declared here a second time. */
export const ADJUDICATION_STEPS: Catalogue<S, AdjudicationCommand> = withBasis<S, AdjudicationCommand>(
  {
    // A request to adjourn awaiting the officer's decision is the first of the next steps (issue 27).
    ...ADJUDICATION_ADJOURNMENT_DECISION,
    ...ADJUDICATION_NOTICE,
    ...ADJUDICATION_REPLY,
    ...ADJUDICATION_HEARING,
    ...ADJUDICATION_ORDER,
    ...ADJUDICATION_OBJECTION,
    ...ADJUDICATION_ADJOURNMENT,
  },
  COMMAND_BASIS,
);
