// Request bodies of the complaint case's adjournments (issue 27): a party's request to adjourn a sitting fixed, the
// office's record of one made orally or in writing, and the officer's decision. The Rules are silent on adjournments
// (docs/assumptions.md I-330); the domain checks the law, these the shapes.

import { z } from 'zod';
import { ExpectedVersion, Line, LocalDateSchema, OnDate, PersonUrl, Text } from './common.ts';

const text = Text();
const id = Line().min(1).max(100);
const AdjParty = z.enum(['contravener', 'complainant']);
const cmd = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject({ on: OnDate, expectedVersion: ExpectedVersion, ...shape });

export const ADJOURNMENT_BODIES = {
  'seek-adjournment': cmd({
    requestId: id.meta({ description: 'A new id for the request (adj1, adj2, ...).' }),
    by: AdjParty,
    hearingNoticeId: id
      .optional()
      .meta({ description: 'The notice of hearing fixing the sitting; absent: the one now fixed.' }),
    reasons: text.meta({ description: 'Why the hearing should be adjourned.' }),
  }),
  'record-adjournment-request': cmd({
    requestId: id.meta({ description: 'A new id for the request (adj1, adj2, ...).' }),
    by: AdjParty,
    made: z.enum(['orally', 'in-writing']),
    hearingNoticeId: id
      .optional()
      .meta({ description: 'The notice of hearing fixing the sitting; absent: the one now fixed.' }),
    reasons: text.meta({ description: 'The reasons as the party gave them.' }),
  }),
  'decide-adjournment': cmd({
    requestId: id,
    granted: z.boolean(),
    reasons: text.meta({ description: 'The reasons for the decision, answering the request (required either way).' }),
    hearingNoticeId: id
      .optional()
      .meta({ description: 'When granted: a new id for the notice of hearing fixing the new date.' }),
    hearingOn: LocalDateSchema.optional().meta({ description: 'When granted: the new date of hearing.' }),
    mode: z.enum(['in-person', 'electronic']).optional(),
    time: Line().max(5).optional().meta({ description: 'When granted: the time of the hearing, HH:MM.' }),
    place: Line().max(500).optional(),
    link: PersonUrl.optional(),
    shortNoticeReasons: text.optional(),
    closedDayConfirmed: z.boolean().optional(),
  }),
} as const;
