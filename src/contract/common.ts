// Shared request/response pieces: dates, ids, versions, pages, the problem document and what a command returns.
// The contract imports zod and src/lib only; `.meta({ id })` names a schema as an OpenAPI component.

import { z } from 'zod';
import { tryParseLocalDate } from '../lib/local-date.ts';
import {
  EMAIL_MESSAGE,
  LINE_PATTERN,
  OPTIONAL_EMAIL_PATTERN,
  OPTIONAL_PHONE_PATTERN,
  OPTIONAL_PIN_PATTERN,
  PHONE_MESSAGE,
  PIN_MESSAGE,
  personUrlProblem,
  TEXT_PATTERN,
} from '../lib/person-input.ts';

// Text typed by people (issue 16, point 2; Rule 3(1) and Form-I): every text field of every request takes one of
// these schemas, so a NUL, another control character or a lone UTF-16 surrogate is refused at the edge with 400
// naming the field, before anything reaches the database. A line (names, numbers, references) refuses every
// control character; a text (statements, reasons, addresses) also takes tab, line feed and carriage return.
// The check is a `pattern`, visible in /openapi.json (a test checks that every request string carries one).

const TEXT_MESSAGE =
  'This text holds a control character (such as NUL or an invisible direction override) or a broken character; retype it without them.';
const LINE_MESSAGE =
  'This field takes one line of text without control characters (such as NUL, tab, a line break or an invisible direction override) or broken characters.';

/** Multi-line text typed by a person, at most `max` characters (default 20,000). */
export const Text = (max = 20_000, min = 0) =>
  z.string().min(min).max(max).regex(TEXT_PATTERN, { message: TEXT_MESSAGE });
/** One line typed by a person (a name, a number, a reference), at most `max` characters (default 500). */
export const Line = (max = 500, min = 0) => z.string().min(min).max(max).regex(LINE_PATTERN, { message: LINE_MESSAGE });

// A person's particulars (Rule 3(1), Form-I items 1(c)-(e); Form-III; the parties' forms), as an office writes them.
/** An Indian telephone number, mobile or landline (digits, optional +91, spaces, hyphens); empty is "not given". */
export const PhoneNumber = z
  .string()
  .max(30)
  .regex(OPTIONAL_PHONE_PATTERN, { message: PHONE_MESSAGE })
  .meta({ example: '+91 98765 43210' });
/** An email address; empty is "not given". */
export const EmailAddress = z
  .string()
  .max(254)
  .regex(OPTIONAL_EMAIL_PATTERN, { message: EMAIL_MESSAGE })
  .meta({ example: 'ramesh@example.in' });
/** A six-digit PIN code (not starting with 0); empty is "not given". */
export const PinCode = z
  .string()
  .max(10)
  .regex(OPTIONAL_PIN_PATTERN, { message: PIN_MESSAGE })
  .meta({ example: '282001' });
/** A web address a person types: https (http only for this machine, in development). */
export const PersonUrl = Line(500).refine((s) => s.trim() === '' || personUrlProblem(s) === undefined, {
  message: 'Give a web address starting with https:// (other kinds of link are refused).',
});

/** A legal date, YYYY-MM-DD, that exists on the calendar (no zone, no time). */
export const LocalDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Give a calendar date written YYYY-MM-DD, e.g. 2026-07-10.' })
  .refine((s) => tryParseLocalDate(s) !== undefined, {
    message: 'Give a calendar date written YYYY-MM-DD, e.g. 2026-07-10.',
  })
  // Issue 13: no typed date is before 1 January 1900 (a date after today is refused by the rule that reads the Clock).
  .refine((s) => s >= '1900-01-01', { message: 'Give a date on or after 1 January 1900 (1900-01-01); check the year.' })
  .meta({
    id: 'LocalDate',
    description: 'A calendar date in India, YYYY-MM-DD, on or after 1900-01-01.',
    example: '2026-07-10',
  });

export const UuidSchema = z.uuid({ message: 'Give the id as a UUID, e.g. 0b7c2f5e-4a1d-4c35-9f7e-2d6a1c0e9b11.' });

/** `expectedVersion` in a command body: the alternative to the If-Match header. */
export const ExpectedVersion = z.number().int().min(0).optional().meta({
  description: 'The version of the proceeding you last saw (alternatively send If-Match: "<version>").',
  example: 3,
});

/** `on`, the date of the proceeding: today when absent. */
export const OnDate = LocalDateSchema.optional().meta({
  description:
    'The date of the proceeding; today (India) when absent. Not after today, not before the previous proceeding.',
});

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
  .meta({
    id: 'Problem',
    description: 'RFC 9457 problem details, with the refusal code and the provisions it rests on.',
  });

export const RecordedEventSchema = z
  .object({
    seq: z.number().int(),
    type: z.string(),
    on: z.string(),
    basis: z.array(z.string()),
    basisLabels: z.array(z.string()),
    hash: z.string(),
    notices: z
      .array(z.object({ code: z.string(), en: z.string(), hi: z.string() }))
      .optional()
      .meta({
        description:
          'What the officer was told and confirmed with this entry, in English and Hindi; e.g. ORDER.NO_CEILING_CONFIGURED: "No ceiling of the penalty is notified for this State for the day of the contravention: fix the amount yourself and record the reasons for it."',
      }),
  })
  .meta({ id: 'RecordedEvent' });

export const CaseViewSchema = z
  .object({
    id: z.string(),
    number: z.string().meta({ example: 'CTR/AGRS/2026/12' }),
    kind: z.enum(['adjudication', 'appeal', 'assam']),
    version: z.number().int(),
    events: z.array(RecordedEventSchema),
  })
  .meta({
    id: 'ProceedingWritten',
    description: 'The proceeding after the write: its number, new version and the order-sheet rows written.',
  });

/** `?cursor=&limit=`: the cursor is opaque; a cursor this server did not give out is refused with 400. */
export const PageQuery = z.object({
  cursor: Line(400).optional().meta({ description: 'The nextCursor of the previous page.' }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(20)
    .meta({ description: 'Items per page, 1 to 100 (default 20).' }),
});

/** The cursors of case lists are base64url JSON of [date, uuid]; anything else is refused before it reaches SQL. */
export function isWellFormedCursor(c: string): boolean {
  if (!/^[A-Za-z0-9_-]+$/.test(c)) return false;
  try {
    const v = JSON.parse(Buffer.from(c, 'base64url').toString('utf8')) as unknown;
    return (
      Array.isArray(v) &&
      v.length === 2 &&
      typeof v[0] === 'string' &&
      tryParseLocalDate(v[0]) !== undefined &&
      typeof v[1] === 'string' &&
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v[1])
    );
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
