// The deadline watcher's proposals and escalations as the API returns them (issue 6).

import { z } from 'zod';

export const DeadlineActionSchema = z
  .object({
    caseId: z.string(),
    caseNumber: z.string().meta({ example: 'CTR/AGRS/2026/000123' }),
    caseKind: z.string().meta({ example: 'adjudication' }),
    kind: z.enum(['proposal', 'escalation']),
    action: z.string().meta({
      example: 'proceed-ex-parte',
      description:
        'proceed-ex-parte (Rule 4(7)), refer-for-recovery (Rule 4(14)), extend-disposal (Rule 6), refuse-registration (Rule 7(6)); escalations: notice-overdue (Rule 4(1)), disposal-near, disposal-overdue (Rules 5, 6).',
    }),
    clock: z.string().meta({ example: 'reply' }),
    due: z.string().meta({ description: 'The last day of the period the entry rests on.' }),
    raisedOn: z.string(),
    basis: z.array(z.string()),
    basisLabels: z.array(z.string()).meta({ example: ['Rule 4(7)'] }),
    open: z.boolean().meta({ description: 'The period still runs with that last day (the case has not moved on).' }),
  })
  .meta({ id: 'DeadlineAction' });

export const DeadlineActionListSchema = z
  .object({ items: z.array(DeadlineActionSchema) })
  .meta({ id: 'DeadlineActionList' });

export const EscalationQuery = z.object({
  open: z.enum(['true', 'false']).optional().meta({ description: 'true: only those still not done.' }),
  page: z.coerce.number().int().min(1).max(10000).default(1).meta({
    description:
      'The page, 1 first (newest raised first; then the earliest last day; then the case number as numbers).',
  }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(50)
    .meta({ description: 'Items per page, 1 to 100 (default 50).' }),
});

export const EscalationListSchema = z
  .object({
    items: z.array(DeadlineActionSchema),
    nextPage: z.number().int().optional().meta({ description: 'The next page, absent on the last.' }),
  })
  .meta({ id: 'EscalationList' });
