// Shared request/response pieces: dates, ids, versions, pages, the problem document and what a command returns.
// The contract imports zod and src/lib only; `.meta({ id })` names a schema as an OpenAPI component.

import { z } from 'zod';
import { tryParseLocalDate } from '../lib/local-date.ts';

/** A legal date, YYYY-MM-DD, that exists on the calendar (no zone, no time). */
export const LocalDateSchema = z
  .string()
  .refine((s) => tryParseLocalDate(s) !== undefined, { message: 'Give a calendar date written YYYY-MM-DD, e.g. 2026-07-10.' })
  // Issue 13: no typed date is before 1 January 1900 (a date after today is refused by the rule that reads the Clock).
  .refine((s) => s >= '1900-01-01', { message: 'Give a date on or after 1 January 1900 (1900-01-01); check the year.' })
  .meta({ id: 'LocalDate', description: 'A calendar date in India, YYYY-MM-DD, on or after 1900-01-01.', example: '2026-07-10' });

export const UuidSchema = z.uuid({ message: 'Give the id as a UUID, e.g. 0b7c2f5e-4a1d-4c35-9f7e-2d6a1c0e9b11.' });

/** `expectedVersion` in a command body: the alternative to the If-Match header. */
export const ExpectedVersion = z.number().int().min(0).optional().meta({ description: 'The version of the proceeding you last saw (alternatively send If-Match: "<version>").', example: 3 });

/** `on`, the date of the proceeding: today when absent. */
export const OnDate = LocalDateSchema.optional().meta({ description: 'The date of the proceeding; today (India) when absent. Not after today, not before the previous proceeding.' });

export const ProblemSchema = z
  .object({
    type: z.string().meta({ example: 'https://ctp.example.in/problems/notice.reply-period-exceeds-30-days' }),
    title: z.string(),
    status: z.number().int(),
    code: z.string().meta({ example: 'NOTICE.REPLY_PERIOD_EXCEEDS_30_DAYS' }),
    detail: z.string().meta({ example: 'The period for reply may not exceed 30 days (Rule 4(1)); you gave 31.' }),
    field: z.string().optional(),
    basis: z.array(z.string()).meta({ example: ['in.ctr2026.r4.1'] }),
    basisLabels: z.array(z.string()).meta({ example: ['Rule 4(1)'] }),
    requestId: z.string().optional(),
    issues: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: 'Problem', description: 'RFC 9457 problem details, with the refusal code and the provisions it rests on.' });

export const RecordedEventSchema = z.object({
  seq: z.number().int(),
  type: z.string(),
  on: z.string(),
  basis: z.array(z.string()),
  basisLabels: z.array(z.string()),
  hash: z.string(),
  notices: z.array(z.object({ code: z.string(), en: z.string(), hi: z.string() })).optional()
    .meta({ description: 'What the officer was told and confirmed with this entry, in English and Hindi; e.g. ORDER.NO_CEILING_CONFIGURED: "No ceiling is configured for this State: the amount is not checked against the Act."' }),
}).meta({ id: 'RecordedEvent' });

export const CaseViewSchema = z
  .object({
    id: z.string(),
    number: z.string().meta({ example: 'CTR/AGRS/2026/12' }),
    kind: z.enum(['adjudication', 'appeal', 'assam']),
    version: z.number().int(),
    events: z.array(RecordedEventSchema),
  })
  .meta({ id: 'ProceedingWritten', description: 'The proceeding after the write: its number, new version and the order-sheet rows written.' });

/** `?cursor=&limit=`: the cursor is opaque; a cursor this server did not give out is refused with 400. */
export const PageQuery = z.object({
  cursor: z.string().max(400).optional().meta({ description: 'The nextCursor of the previous page.' }),
  limit: z.coerce.number().int().min(1).max(100).default(20).meta({ description: 'Items per page, 1 to 100 (default 20).' }),
});

/** The cursors of case lists are base64url JSON of [date, uuid]; anything else is refused before it reaches SQL. */
export function isWellFormedCursor(c: string): boolean {
  if (!/^[A-Za-z0-9_-]+$/.test(c)) return false;
  try {
    const v = JSON.parse(Buffer.from(c, 'base64url').toString('utf8')) as unknown;
    return Array.isArray(v) && v.length === 2 && typeof v[0] === 'string' && tryParseLocalDate(v[0]) !== undefined
      && typeof v[1] === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v[1]);
  } catch {
    return false;
  }
}

export const SummarySchema = z
  .object({
    id: z.string(),
    kind: z.string(),
    number: z.string(),
    officeCode: z.string(),
    districtCode: z.string(),
    stage: z.string(),
    status: z.string(),
    receivedOn: z.string(),
    closedOn: z.string().nullable(),
    nextDue: z.string().nullable(),
    nextClock: z.string().nullable(),
    nextActor: z.string().nullable(),
    version: z.number().int(),
  })
  .meta({ id: 'CaseSummary' });
