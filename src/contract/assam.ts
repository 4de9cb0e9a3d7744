// Request bodies of the Assam s.26 / s.26A track. Shapes only; the law is checked by the domain.

import { z } from 'zod';
import { ExpectedVersion, Line, LocalDateSchema, OnDate, Text } from './common.ts';

const text = Text();
const cmd = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject({ on: OnDate, expectedVersion: ExpectedVersion, ...shape });
const Term = z.strictObject({ months: z.number().int(), days: z.number().int() });

const Limb = z.discriminatedUnion('limb', [
  z.strictObject({
    limb: z.literal('damage'),
    damaged: z.array(z.enum(['land', 'crop', 'produce-of-land', 'public-road', 'other-thing'])),
    byTrespass: z.boolean(),
  }),
  z.strictObject({ limb: z.literal('injury'), injuredPersons: z.array(text), byTrespass: z.boolean() }),
  z.strictObject({
    limb: z.literal('obstruction'),
    letLoose: z.boolean(),
    onPublicRoad: z.boolean(),
    obstructedTraffic: z.boolean(),
  }),
]);

export const AssamReportSchema = z
  .strictObject({
    officeCode: Line().min(2).max(12).meta({ example: 'KMRS' }),
    on: LocalDateSchema.optional(),
    reporter: z.strictObject({
      name: text,
      capacity: z.enum(['aggrieved-person', 'public-servant', 'other']),
      designation: text.optional(),
    }),
    accused: z.strictObject({
      personId: Line().max(100),
      name: text,
      parentName: text,
      address: text,
      role: z.enum(['owner', 'keeper', 'attendant', 'other']),
    }),
    offence: z.strictObject({
      date: LocalDateSchema,
      place: text,
      manner: z.enum(['neglect', 'criminal-motive', 'otherwise']),
      limbs: z.array(Limb).max(3),
      cattle: text,
      statement: text,
    }),
  })
  .meta({ id: 'AssamWrittenReport', description: 'A written report under s.26A (Assam) of an offence under s.26.' });

/** The court's judgment, recorded as a fact: the court, its case number, and the copy attached to this case. */
const Judgment = z.strictObject({ court: text, caseNumber: Line(100), documentId: Line(100) });

const Conviction = cmd({
  result: z.literal('conviction'),
  judgment: Judgment,
  /** The officer's decision on each possible match in the portal's offender history (see GET .../offender-history). */
  matches: z
    .array(z.strictObject({ personId: Line().max(100), decision: z.enum(['confirmed', 'rejected']) }))
    .max(200)
    .optional(),
  classification: z.strictObject({ value: z.enum(['first', 'subsequent']), note: text.optional() }).optional(),
  sentence: z.strictObject({
    fineRupees: z.number().int().optional(),
    defaultImprisonment: Term.optional(),
    imprisonment: Term.optional(),
  }),
});

/** Bodies of POST /assam-reports/{id}/commands/{type}, by command type. */
export const ASSAM_COMMAND_BODIES = {
  'forward-to-magistrate': cmd({ court: text }),
  'record-cognizance': cmd({ court: text, caseNumber: Line().max(100) }),
  'record-outcome': z.discriminatedUnion('result', [
    cmd({ result: z.literal('acquittal'), judgment: Judgment }),
    Conviction,
  ]),
  'order-compensation': cmd({
    payee: z.strictObject({ name: text, kind: z.enum(['property-damaged', 'injured-person']) }),
    amountRupees: z.number().int(),
    reasons: text,
    payBy: LocalDateSchema,
  }),
  'record-compensation-paid': cmd({}),
  'record-compensation-default': cmd({}),
  'record-summons-served': cmd({
    summonsId: Line().max(100),
    appearOn: LocalDateSchema,
    proofDocumentId: Line(100),
    shortNoticeReasons: text.optional(),
  }),
  'record-appearance': cmd({
    summonsId: Line().max(100),
    attendance: z.enum(['appeared', 'attendance-dispensed', 'absent']),
    orderDocumentId: Line(100).optional(),
  }),
  'record-adjournment-application': cmd({
    summonsId: Line().max(100),
    reasons: text.meta({ description: 'The reasons the accused gave for adjourning the sitting.' }),
  }),
  'record-adjournment-order': cmd({
    summonsId: Line().max(100),
    adjournmentId: Line(40)
      .optional()
      .meta({ description: "The accused's application decided (adj1, ...); absent: the court's own motion." }),
    granted: z.boolean(),
    reasons: text.meta({ description: "The court's reasons, as its order records them." }),
    adjournedTo: LocalDateSchema.optional().meta({ description: 'When granted: the day the sitting is adjourned to.' }),
  }),
  'record-forfeiture': cmd({
    order: z.strictObject({ documentId: Line(100), date: LocalDateSchema, court: text }),
  }),
  'record-auction': cmd({ saleProceedsRupees: z.number().int(), paidToAggrievedRupees: z.number().int() }),
} as const;

/** GET /assam-reports/{id}/offender-history: who in the portal's records may be the accused, and the proposal. */
export const OffenderHistorySchema = z
  .object({
    accused: z.object({ personId: z.string(), name: z.string() }),
    offenceDate: z.string(),
    candidates: z.array(
      z.object({
        personId: z.string(),
        strength: z.enum(['strong', 'weak']),
        matched: z.array(z.string()),
        explanation: z.string(),
        convictions: z.array(z.object({ caseNumber: z.string(), convictionDate: z.string(), under: z.string() })),
      }),
    ),
    proposal: z.object({
      value: z.enum(['first', 'subsequent']),
      basis: z.array(z.string()),
      steps: z.array(z.string()),
    }),
  })
  .meta({
    id: 'AssamOffenderHistory',
    description:
      "Section 26 (Assam): earlier convictions in the portal's own records of persons who may be the accused; the officer confirms or rejects each when recording the judgment.",
  });
