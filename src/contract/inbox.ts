// The in-app inbox as the API returns it (issue 6): GET /api/v1/me/inbox and POST /api/v1/me/inbox/read.

import { z } from 'zod';
import { Line } from './common.ts';

export const InboxQuery = z.object({
  cursor: Line(400).optional().meta({ description: 'The nextCursor of the previous page.' }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(20)
    .meta({ description: 'Items per page, 1 to 100 (default 20).' }),
});

export const InboxMessageSchema = z
  .object({
    id: z.string().meta({ example: '1042' }),
    caseId: z.string().nullable(),
    caseNumber: z.string().nullable().meta({ example: 'CTR/AGRS/2026/000123' }),
    lang: z
      .enum(['en', 'hi'])
      .meta({ description: "The language the message was written in (the account's, when it was queued)." }),
    subject: z.string(),
    body: z.string().meta({ description: 'Plain text; the case link is in it.' }),
    createdAt: z.string().meta({ description: 'When it was delivered to the inbox (ISO 8601 instant).' }),
    read: z.boolean(),
    readAt: z.string().nullable(),
    documentIds: z
      .array(z.string())
      .meta({ description: 'The signed documents the message announces (GET /my/documents/{id} downloads each).' }),
  })
  .meta({ id: 'InboxMessage' });

export const InboxPageSchema = z
  .object({
    items: z.array(InboxMessageSchema),
    nextCursor: z.string().optional(),
    unread: z.number().int().meta({ description: 'Unread messages in the whole inbox.' }),
  })
  .meta({ id: 'InboxPage' });

export const InboxReadBody = z
  .union([
    z
      .object({
        id: z
          .string()
          .regex(/^[0-9]{1,18}$/)
          .meta({ description: 'One message of your inbox.' }),
      })
      .strict(),
    z.object({ all: z.literal(true).meta({ description: 'Every unread message of your inbox.' }) }).strict(),
  ])
  .meta({ id: 'InboxRead' });

export const InboxReadResultSchema = z
  .object({
    marked: z.number().int().meta({ description: 'Messages newly marked read (0 when the message was read already).' }),
    unread: z.number().int(),
  })
  .meta({ id: 'InboxReadResult' });
