// Public endpoints: the status of a proceeding by number (nothing personal) and the deadline calculator.

import { z } from 'zod';
import { Line, Text } from './common.ts';
import { LocalDateSchema } from './common.ts';

export const PublicStatusSchema = z
  .object({
    number: z.string(),
    kind: z.string(),
    stage: z.string(),
    status: z.string(),
    receivedOn: z.string(),
    closedOn: z.string().nullable(),
    nextDue: z.string().nullable().meta({ description: 'The nearest statutory due date.' }),
    nextClock: z.string().nullable(),
    nextActor: z.string().nullable().meta({ description: 'Who must act by then, e.g. noticee, adjudicating-officer.' }),
  })
  .meta({ id: 'PublicStatus', description: 'Status only: no names, addresses, phone numbers or email addresses.' });

export const ClockQuerySchema = z.object({
  clock: Line(40, 1).meta({ example: 'reply' }),
  from: LocalDateSchema,
  days: z.coerce.number().int().optional(),
  jurisdiction: z.enum(['in', 'in-as']).default('in'),
  calendar: Text(100_000).optional().meta({
    description:
      'The office calendar as JSON: {"weeklyOff":["SUN"],"nthWeekdayOff":[{"weekday":"SAT","nth":[2,4]}],"closed":["2026-08-15"],"open":[]}',
  }),
});

export const ClockBodySchema = z
  .strictObject({
    clock: Line(40, 1),
    from: LocalDateSchema,
    days: z.number().int().optional(),
    jurisdiction: z.enum(['in', 'in-as']).default('in'),
    calendar: z.unknown().optional(),
  })
  .meta({ id: 'ClockRequest', example: { clock: 'reply', from: '2026-07-10', days: 30, jurisdiction: 'in' } });

export const ClockResultSchema = z
  .object({
    clock: z.string(),
    title: z.string(),
    jurisdiction: z.string(),
    from: z.string(),
    length: z.object({ unit: z.string(), n: z.number() }),
    legalMaximum: z.object({ unit: z.string(), n: z.number() }).optional(),
    due: z.string(),
    nominalDue: z.string(),
    moved: z.boolean(),
    holidayListMissing: z.number().optional().meta({
      description:
        "The due date's year when the State's holiday list for it has not been entered: the date may still move (GCA s.10).",
    }),
    skipped: z.array(z.object({ date: z.string(), reason: z.string() })),
    actor: z.string(),
    nextOpenDayApplies: z.boolean(),
    basis: z.array(z.string()),
    basisLabels: z.array(z.string()),
    configured: z.boolean(),
    calendar: z.object({ name: z.string().nullable(), source: z.enum(['default', 'given']) }),
    steps: z.array(z.string()),
    summary: z.string(),
  })
  .meta({ id: 'ClockResult' });
