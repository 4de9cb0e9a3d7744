// The API's schemas for parties without an account and for claiming a case served on paper (issue 15).

import { z } from 'zod';
import { Line, PhoneNumber, Text } from './common.ts';

export const PaperPartyBody = z
  .object({
    role: z.enum(['respondent', 'complainant', 'appellant', 'appeal-respondent']).meta({
      description: 'Respondent or complainant in a complaint case; appellant or appeal-respondent in an appeal.',
    }),
    name: Line(200, 1),
    address: Text(1000, 1).meta({ description: 'Where notices are served (Rule 4(5)).' }),
    phone: PhoneNumber.optional().meta({
      description: 'An Indian mobile number; messages about the case go to it by SMS.',
    }),
    lang: z.enum(['en', 'hi', 'as', 'bn', 'brx']).optional().meta({
      description:
        "The language of the documents printed for this party: English or the office's other language (Hindi; at an office of Assam, Assamese, Bengali or Bodo); absent, the office's other language.",
    }),
  })
  .strict();

export const PaperPartySchema = z
  .object({
    id: z.string(),
    role: z.string(),
    name: z.string(),
    address: z.string(),
    phone: z.string().nullable(),
    lang: z.enum(['en', 'hi', 'as', 'bn', 'brx']),
    claimed: z.boolean(),
    toServe: z.array(z.object({ template: z.string(), issuedOn: z.string(), documentIds: z.array(z.string()) })),
  })
  .meta({ id: 'PaperParty' });

export const BundleBody = z
  .object({
    documentId: z
      .string()
      .uuid()
      .optional()
      .meta({ description: 'One document to serve; every document to be served on the party when absent.' }),
    fresh: z
      .boolean()
      .optional()
      .meta({ description: 'Print a new claim code that voids every code printed for the party before.' }),
  })
  .strict();

export const ClaimBody = z
  .object({
    caseNumber: Line(60, 1).meta({ example: 'CTR/AGRS/2026/12' }),
    code: Line(30, 1).meta({ description: 'The twelve digits printed on the covering sheet of the notice.' }),
    name: Line(200, 1).meta({
      description:
        'Your name as it is written on the notice. When it is not the name the office recorded, the claim waits for the officer.',
    }),
    address: Text(1000, 1).optional().meta({
      description:
        'Only when the address on the notice is not yours: your address. The claim then waits for the officer.',
    }),
  })
  .strict();

export const ClaimResultSchema = z
  .object({
    status: z.enum(['linked', 'pending']).meta({
      description: 'linked: you are now a party; pending: the office will decide, as the particulars differ.',
    }),
    caseId: z.string(),
    number: z.string(),
    role: z.string(),
  })
  .meta({ id: 'ClaimResult' });

export const PaperClaimSchema = z
  .object({
    id: z.string(),
    partyId: z.string(),
    role: z.string(),
    partyName: z.string(),
    partyAddress: z.string(),
    accountId: z.string(),
    accountName: z.string(),
    at: z.string(),
    givenName: z.string(),
    givenAddress: z.string().nullable(),
    status: z.enum(['linked', 'pending', 'approved', 'refused', 'undone']),
    decidedAt: z.string().nullable(),
    decidedByName: z.string().nullable(),
    reasons: z.string().nullable(),
  })
  .meta({ id: 'PaperClaim' });

export const ClaimDecisionBody = z
  .object({
    decision: z.enum(['approve', 'refuse', 'undo']).meta({
      description: 'approve or refuse a claim waiting for a decision; undo a claim that linked an account.',
    }),
    reasons: Text(2000, 1).meta({ description: 'Written on the order sheet for an approval or an undoing.' }),
  })
  .strict();

// The party's own view of a proceeding (GET /api/v1/me/cases/{caseId}): the same typed view the party's case page
// renders (src/app/parties/types.ts), so a party's app or an intermediary sees the case whole.
const Basis = z.array(z.string()).meta({ description: 'The provisions the fact rests on, e.g. "rule-4(1)".' });
const Day = z.string().meta({ description: 'A calendar date in India (YYYY-MM-DD).', example: '2026-08-17' });
const Copy = z.object({ documentId: z.string(), fileName: z.string(), byteSize: z.number().int() });
const Period = {
  due: Day,
  days: z.number().int(),
  provisional: z
    .boolean()
    .meta({ description: "A period that is the portal's configured default (s.27B, s.27C), not a period of the Act." }),
};

export const PartyCaseViewSchema = z
  .object({
    id: z.string(),
    number: z.string(),
    kind: z.string(),
    role: z.string().optional().meta({ description: 'Your part in the proceeding.' }),
    version: z.number().int(),
    standing: z
      .object({ key: z.string(), on: Day.optional(), date: Day.optional(), outcome: z.string().optional() })
      .meta({ description: 'Where the case stands.' }),
    next: z
      .array(
        z.object({
          key: z.string(),
          due: Day.optional(),
          basis: Basis,
          amountPaise: z.number().int().optional(),
          provisional: z.boolean().optional(),
          days: z.number().int().optional(),
        }),
      )
      .meta({ description: 'What you must or may do next, by when, under which rule.' }),
    documents: z
      .object({
        issued: z.array(
          z.object({
            template: z.string(),
            issuedOn: Day,
            en: Copy.optional(),
            hi: Copy.optional(),
            encloses: z.object({ en: z.string().optional(), hi: z.string().optional() }).optional(),
          }),
        ),
        uploaded: z.array(Copy.extend({ on: Day })),
        pending: z.number().int().meta({ description: 'Documents still being prepared.' }),
      })
      .meta({
        description:
          'Every issued document in both languages (download at /api/v1/documents/{documentId}), and the files uploaded.',
      }),
    order: z
      .object({
        on: Day,
        provision: z.string(),
        kind: z.string(),
        heads: z.array(z.object({ head: z.string(), paise: z.number().int(), payer: z.string(), payee: z.string() })),
        contravenerName: z.string(),
        complainantName: z.string(),
        deposit: z.object({ ...Period, basis: Basis }).optional(),
        depositedPaise: z.number().int(),
        outstandingPaise: z.number().int(),
        compensationPayBy: z.string().optional(),
        compensationPayByCounted: z.literal(true).optional(),
        payAt: z
          .object({
            office: z.string(),
            officeHi: z.string(),
            address: z.string(),
            addressHi: z.string(),
            modes: z.array(z.string()),
          })
          .optional(),
        appeal: z.object({ ...Period, status: z.string() }).optional(),
        appellate: z
          .object({
            id: z.string(),
            number: z.string(),
            status: z.string(),
            filedOn: Day.optional(),
            on: Day.optional(),
            outcome: z.string().optional(),
          })
          .optional()
          .meta({
            description: 'The appeal against the order; once decided, the heads are the terms it left standing.',
          }),
        original: z
          .array(z.object({ head: z.string(), paise: z.number().int(), payer: z.string(), payee: z.string() }))
          .optional()
          .meta({ description: "The order's own heads, when an appellate order changed them." }),
        payments: z
          .array(z.object({ on: Day, amountPaise: z.number().int(), receiptNo: z.string(), mode: z.string() }))
          .optional(),
        refundPaise: z.number().int().optional(),
        recovery: z.object({ on: Day, basis: Basis }).optional(),
      })
      .optional()
      .meta({
        description:
          "The order's terms: each head in paise, who pays whom, the deposit's last day, how to pay, the appeal's last day.",
      }),
    hearing: z
      .object({
        on: Day,
        time: z.string().optional(),
        place: z.string(),
        placeIsOffice: z.boolean(),
        mode: z.string(),
        link: z.string().optional(),
      })
      .optional(),
    orderSheet: z
      .array(z.object({ seq: z.number().int(), on: Day, type: z.string(), basis: Basis }).passthrough())
      .meta({ description: 'The order sheet as typed facts (the page words them in your language).' }),
    reply: z
      .object({
        open: z.boolean(),
        due: Day.optional(),
        days: z.number().int().optional(),
        served: z.boolean(),
        periodOver: z.boolean(),
        canAskMoreTime: z.boolean(),
        pendingRequestOn: Day.optional(),
        extensionLeftDays: z.number().int(),
        basis: Basis,
      })
      .optional()
      .meta({ description: 'The reply you may give on the portal now, and its clock.' }),
    appeal: z
      .object({
        appellantName: z.string().optional(),
        grounds: z.string().optional(),
        statementOfFacts: z.string().optional(),
        reliefClaimed: z.string().optional(),
        orderOn: Day.optional(),
        caseBelow: z.object({ id: z.string(), number: z.string() }).optional(),
      })
      .optional(),
    record: z
      .object({ hearings: z.array(z.object({ on: Day }).passthrough()) })
      .passthrough()
      .optional()
      .meta({
        description:
          "The record in the words recorded: the complaint, the reply, the hearings, the order's reasons and the appellate order.",
      }),
    related: z.array(z.object({ id: z.string(), number: z.string(), kind: z.string() })),
  })
  .meta({ id: 'PartyCaseView' });
