// The steps of the complaint case (Rules 3 to 6): one entry per command of domain/adjudication, with its provisions,
// its policy, its request body, its words in English and Hindi, its form and the probes decide() answers.
// The entries are kept by stage of the proceeding in adjudication/.

import { ADJUDICATION_NOTICE } from './adjudication/notice.ts';
import { ADJUDICATION_REPLY } from './adjudication/reply.ts';
import { ADJUDICATION_HEARING } from './adjudication/hearing.ts';
import { ADJUDICATION_ORDER } from './adjudication/order.ts';
import { ADJUDICATION_OBJECTION } from './adjudication/objection.ts';
import type { AdjudicationCommand, AdjudicationState } from '../../domain/adjudication/index.ts';
import type { Catalogue } from './step.ts';

type S = AdjudicationState;

export const ADJUDICATION_STEPS = {
  ...ADJUDICATION_NOTICE,
  ...ADJUDICATION_REPLY,
  ...ADJUDICATION_HEARING,
  ...ADJUDICATION_ORDER,
  ...ADJUDICATION_OBJECTION,
} satisfies Catalogue<S, AdjudicationCommand>;
