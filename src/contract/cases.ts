// Responses of the case reads: the record of a proceeding, lists and the worklist.

import { z } from 'zod';
import { Line, PageQuery, SummarySchema } from './common.ts';

export const ClockSchema = z
  .object({
    clock: z.string().meta({ example: 'reply' }),
    title: z.string(),
    due: z.string(),
    nominalDue: z.string(),
    actor: z.string(),
    duty: z.enum(['authority', 'party']),
    basis: z.array(z.string()),
    basisLabels: z.array(z.string()),
    explanation: z
      .array(z.string())
      .meta({ description: 'How the due date was counted, step by step (GCA s.9, s.10).' }),
  })
  .meta({ id: 'RunningClock' });

export const OrderSheetEntrySchema = z
  .object({
    seq: z.number().int(),
    type: z.string(),
    on: z.string(),
    basis: z.array(z.string()),
    basisLabels: z.array(z.string()).meta({ example: ['Rule 4(1)'] }),
    actorRole: z.string(),
    recordedAt: z.string(),
    hash: z.string(),
    payload: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'OrderSheetEntry' });

const WordsSchema = z.object({ en: z.string(), hi: z.string() });

export const AvailableActionSchema = z
  .object({
    command: z
      .string()
      .meta({ example: 'proceed-ex-parte', description: 'POST it to <proceeding>/commands/<command>.' }),
    label: WordsSchema,
    help: WordsSchema,
    provisions: z.array(z.string()),
    provisionLabels: z.array(z.string()).meta({ example: ['Rule 4(7)'] }),
    defaults: z
      .record(z.string(), z.string())
      .meta({ description: "The form's first values, e.g. the office's name or the place of hearing." }),
  })
  .meta({
    id: 'AvailableAction',
    description: 'A step the reader may take today: the domain would accept it on the case as it stands.',
  });

export const BlockedActionSchema = z
  .object({
    command: z.string(),
    label: WordsSchema,
    code: z.string().meta({ example: 'EXPARTE.REPLY_PERIOD_NOT_OVER' }),
    reason: z.string().meta({
      example:
        'The period for the reply runs until 19 Aug 2026; the officer may proceed ex parte only after it is over, that is from 20 Aug 2026.',
    }),
    provisions: z.array(z.string()),
    provisionLabels: z.array(z.string()),
  })
  .meta({
    id: 'BlockedAction',
    description: 'A step the reader is allowed to take but the domain refuses today, with the reason.',
  });

export const CaseRecordSchema = z
  .object({
    summary: SummarySchema,
    clocks: z.array(ClockSchema),
    parties: z.array(z.object({ accountId: z.string(), role: z.string() })),
    orderSheet: z.array(OrderSheetEntrySchema),
    related: z.array(z.object({ id: z.string(), number: z.string(), kind: z.string() })),
    availableActions: z
      .array(AvailableActionSchema)
      .meta({ description: 'What the reader may do today, from the catalogue of steps and the domain.' }),
    blockedActions: z.array(BlockedActionSchema),
  })
  .meta({ id: 'CaseRecord' });

export const AppealRecordSchema = CaseRecordSchema.extend({
  recordBelow: CaseRecordSchema.nullable().meta({
    description: 'The record of the case appealed from (its order sheet); null when you may not read it.',
  }),
}).meta({ id: 'AppealRecord' });

export const CaseListSchema = z
  .object({
    items: z.array(SummarySchema.extend({ partyRole: z.string().optional() })),
    nextCursor: z.string().optional(),
  })
  .meta({ id: 'CaseList' });

/** GET /api/v1/worklist (issue 14): the page, narrowed by stage or kind, or a search by case number or party name. */
export const WorklistQuery = PageQuery.extend({
  q: Line(100).optional().meta({
    example: 'ctr/agrs/2026/12',
    description:
      'A case number in any letter case and with any spacing (or its last parts, "2026/12"), or words that begin a party\'s name ("ram ku"). Finds closed cases too.',
  }),
  stage: z
    .string()
    .max(40)
    .regex(/^[a-z-]+$/)
    .optional()
    .meta({ example: 'notice-issued', description: 'Only cases at this stage.' }),
  kind: z.enum(['adjudication', 'appeal', 'assam']).optional().meta({ description: 'Only proceedings of this kind.' }),
});

export const WorklistSchema = z
  .object({
    items: z.array(
      SummarySchema.extend({
        daysOverdue: z.number().int().min(1).nullable().meta({
          description: 'Calendar days since the next due date passed; null when it has not (or the case is closed).',
        }),
      }),
    ),
    nextCursor: z.string().optional(),
  })
  .meta({ id: 'Worklist' });
