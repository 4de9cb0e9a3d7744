// Request bodies of the complaint case (Form-I and the adjudicating officer's proceedings, Rules 3 to 6).
// Each body mirrors the domain command without `type` (the route names it), with `on` optional (today when absent)
// and `expectedVersion` as the alternative to If-Match. The shapes are checked here; the law (periods, reasons,
// order of proceedings) is checked by the domain, so a body that is well formed but unlawful gets the legal refusal
// with its provision, not a validation error.

import { z } from 'zod';
import {
  EmailAddress,
  ExpectedVersion,
  Line,
  LocalDateSchema,
  OnDate,
  PersonUrl,
  PhoneNumber,
  PinCode,
  Text,
} from './common.ts';
import { ServiceProofSchema, TenderRefusedProofSchema } from './service-proof.ts';
import { ADJOURNMENT_BODIES } from './adjournment.ts';
import { ACT_SECTIONS } from '../rules/act-sections.ts';

const text = Text();
const name = Line(200);
const id = Line().min(1).max(100);
const cmd = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject({ on: OnDate, expectedVersion: ExpectedVersion, ...shape });

const Address = z.strictObject({ text: text, pin: PinCode.optional() });

export const FormIParticularsSchema = z
  .strictObject({
    complainant: z.strictObject({
      name: name,
      parentName: name.optional(),
      address: Address,
      contactNumber: PhoneNumber.optional(),
      email: EmailAddress.optional(),
    }),
    contravener: z.strictObject({
      name: name,
      parentName: name.optional(),
      address: Address,
      contravention: z.strictObject({
        date: LocalDateSchema,
        time: Line().max(10).optional(),
        place: text,
        nature: text,
      }),
      provisionAlleged: text,
      statement: text,
      evidence: z.array(text).max(100),
      compensationOrCharges: text.optional(),
    }),
    declaration: z.strictObject({ declared: z.boolean(), signedName: name }),
  })
  .meta({ id: 'FormIParticulars', description: 'Form-I, item by item (Rule 3).' });

export const FileComplaintSchema = z
  .strictObject({
    officeCode: Line().min(2).max(12).meta({ example: 'AGRS' }),
    on: LocalDateSchema.optional().meta({
      description:
        'Date of receipt: only the office may record a complaint received earlier on paper; otherwise today.',
    }),
    filedBy: z.strictObject({
      capacity: Line().max(40).meta({
        example: 'aggrieved-person',
        description: 'aggrieved-person, authorised-representative or authorised-officer (Rule 3).',
      }),
      representedPerson: text.optional(),
      body: Line().max(40).optional(),
      designation: text.optional(),
      office: text.optional(),
    }),
    mode: z.enum(['writing', 'electronic']),
    particulars: FormIParticularsSchema,
    jurisdictionFinding: z.strictObject({ reasons: text }).optional().meta({
      description:
        "Section 26 (Assam): the adjudicating officer's recorded finding on jurisdiction, without which a complaint alleging section 26 at an office in Assam is refused. Taken only from an officer of the office.",
    }),
  })
  .meta({
    id: 'FileComplaint',
    example: {
      officeCode: 'AGRS',
      filedBy: { capacity: 'aggrieved-person' },
      mode: 'electronic',
      particulars: {
        complainant: {
          name: 'Ramesh Kumar',
          parentName: 'Suresh Kumar',
          address: { text: 'House 12, Village Rampur, District Agra', pin: '282001' },
          contactNumber: '+91 98765 43210',
        },
        contravener: {
          name: 'Mohan Lal',
          address: { text: 'House 40, Village Rampur, District Agra', pin: '282001' },
          contravention: {
            date: '2026-07-03',
            place: 'Field khasra no. 118, Village Rampur',
            nature: 'Cattle let loose to damage the wheat crop',
          },
          provisionAlleged: 'Section 26 of the Cattle-trespass Act, 1871',
          statement: 'Four cows entered my field and destroyed the crop.',
          evidence: ['Khasra extract'],
        },
        declaration: { declared: true, signedName: 'Ramesh Kumar' },
      },
    },
  });

const ServiceMode = z.enum(['tender', 'electronic', 'speed-post', 'affixing']);
const AdjParty = z.enum(['contravener', 'complainant']);

// The speaking order: a finding on each ground, each listed witness or document, the payee and time to pay.
const Findings = z
  .array(
    z.strictObject({
      section: z
        .enum(ACT_SECTIONS)
        .meta({ description: 'The section of the Cattle-trespass Act, 1871.', example: '26' }),
      contravened: z.boolean(),
      reasons: text.meta({ description: 'The reasons for the finding on this ground.' }),
    }),
  )
  .max(40)
  .optional()
  .meta({
    description:
      'A finding on each ground: the section, found contravened or not, and its reasons (Rule 4(12), 4(13)). An order imposing a penalty or awarding compensation needs a section found contravened.',
  });
const Listed = z
  .array(
    z.strictObject({
      item: id.meta({
        description: 'The listed item\'s key as the case record gives it ("reply-witness-1", "list-2-1").',
      }),
      examined: z.boolean(),
      reasons: text.meta({ description: 'What its examination showed, or why it is rejected.' }),
    }),
  )
  .max(200)
  .optional()
  .meta({
    description: 'Each witness or document a party listed under Rule 4(11): examined, or rejected with reasons.',
  });
const CompensationTerms = z
  .strictObject({
    payee: AdjParty,
    payByOn: LocalDateSchema.optional(),
    payWithinDays: z.number().int().optional(),
  })
  .optional()
  .meta({
    description:
      'Required with compensation, expenses or charges: the party paid, and a date or a number of days from the order to pay by.',
  });

const PassOrderPenalty = cmd({
  findings: Findings,
  listed: Listed,
  compensation: CompensationTerms,
  kind: z.literal('penalty-or-compensation'),
  amounts: z.strictObject({
    penaltyPaise: z.number().int(),
    compensationPaise: z.number().int(),
    expensesPaise: z.number().int(),
    chargesPaise: z.number().int(),
  }),
  depositDays: z.number().int().optional().meta({
    description:
      'Days allowed to deposit the penalty (s.27C); required with a penalty. Compensation needs none unless the order sets one.',
  }),
  reasons: text,
  delayReason: text.optional(),
  noCeilingConfirmed: z.boolean().optional().meta({
    description:
      'Required (true) with a penalty where no ceiling is notified for the State for the day of the contravention: the officer fixes the amount and records the reasons for it.',
  }),
  notHeardOnAmountReasons: text.optional().meta({
    description: 'On an admission with no hearing held: why the person is not heard on the amounts (Rule 4(6)).',
  }),
});
const PassOrderDismissal = cmd({
  kind: z.literal('dismissal'),
  findings: Findings,
  listed: Listed,
  reasons: text,
  delayReason: text.optional(),
});

/** Bodies of POST /cases/{caseId}/commands/{type}, by command type. */
export const ADJUDICATION_COMMAND_BODIES = {
  'issue-show-cause-notice': cmd({
    replyDays: z.number().int().meta({ description: 'Days to reply, at most 30 (Rule 4(1)).', example: 30 }),
    contravention: text,
    provisionAlleged: text,
    complaintCopyEnclosed: z.boolean(),
    aoName: text,
    aoOffice: text,
    delayReason: text.optional(),
  }),
  'record-service-attempt': cmd({
    hearingNoticeId: id
      .optional()
      .meta({ description: 'The hearing notice served; the show-cause notice when absent.' }),
    to: z.literal('complainant').optional().meta({
      description:
        "The complainant's copy of a notice of hearing (Rule 4(6)); the person complained against when absent.",
    }),
    attemptId: id,
    mode: ServiceMode,
    outcome: z.enum(['pending', 'served', 'failed']).optional(),
    particulars: text.optional().meta({ description: 'Free particulars; required when no proof is given.' }),
    proof: ServiceProofSchema.optional(),
  }),
  'record-service-outcome': cmd({
    hearingNoticeId: id.optional(),
    to: z.literal('complainant').optional().meta({
      description:
        "The complainant's copy of a notice of hearing (Rule 4(6)); the person complained against when absent.",
    }),
    attemptId: id,
    outcome: z.enum(['served', 'failed']),
    acknowledgementDocumentId: id.optional().meta({
      description:
        'A tender found served: its acknowledgement (signature or photo), a document attached to this case, unless recorded with the attempt.',
    }),
  }),
  'record-tender-refused': cmd({
    hearingNoticeId: id
      .optional()
      .meta({ description: 'The hearing notice tendered; the show-cause notice when absent.' }),
    to: z.literal('complainant').optional().meta({
      description:
        "The complainant's copy of a notice of hearing (Rule 4(6)); the person complained against when absent.",
    }),
    attemptId: id,
    proof: TenderRefusedProofSchema,
    refusal: text.meta({
      description:
        'What the person said or did in refusing the notice. A refusal is not service: serve next by electronic means or speed post.',
    }),
    witnesses: z.array(text).max(20).optional(),
  }),
  'issue-summons': cmd({
    summonsId: id,
    witnessName: text,
    purpose: z.enum(['evidence', 'documents', 'evidence-and-documents']),
    appearOn: LocalDateSchema,
    closedDayConfirmed: z.boolean().optional().meta({
      description: 'The officer confirms fixing the appearance on a day the office is closed (the closure named).',
    }),
    // Required by the law, checked by the domain with its provision (SUMMONS.TIME_PLACE_REQUIRED, Rule 4(2)).
    time: Line()
      .max(10)
      .optional()
      .meta({ description: 'The hour to appear, 24-hour, India time (required).', example: '10:30' }),
    place: Line().max(500).optional().meta({ description: 'Where to appear: the office and its address (required).' }),
  }),
  'enforce-attendance': cmd({ summonsId: id, reasons: text }),
  'record-summons-appearance': cmd({ summonsId: id, statement: text }),
  'extend-reply-period': cmd({
    extraDays: z.number().int().meta({ description: 'At most 15 days (Rule 4(4)).' }),
    reasons: text,
    sufficientCauseShown: z.boolean(),
  }),
  'record-reply': cmd({
    admits: z.boolean(),
    text: text,
    witnesses: z.array(text).optional(),
    documents: z.array(text).optional(),
  }),
  'submit-reply': cmd({
    admits: z.boolean(),
    text: text,
    witnesses: z.array(text).optional(),
    documents: z.array(text).optional(),
  }),
  'request-reply-extension': cmd({
    reasons: text,
    days: z
      .number()
      .int()
      .optional()
      .meta({ description: 'The further days asked for; at most 15 in all (Rule 4(4)).' }),
  }),
  'refuse-reply-extension': cmd({ reasons: text }),
  'proceed-ex-parte': cmd({ reasons: text }),
  'recall-ex-parte': cmd({
    reasons: text.meta({
      description: 'The reasons for recalling the ex parte proceeding, recorded in writing (Rule 4(7)); required.',
    }),
  }),
  'record-hearing-in-absence': cmd({
    hearingNoticeId: id
      .optional()
      .meta({ description: 'The notice of hearing to the complainant, when one was issued.' }),
    complainantAppeared: z.boolean(),
    materialExamined: z.array(text).max(200).meta({
      description: "The complainant's material examined at the hearing, item by item (Rule 4(7)); at least one.",
    }),
    notes: text,
  }),
  'issue-hearing-notice': cmd({
    hearingNoticeId: id,
    hearingOn: LocalDateSchema,
    mode: z.enum(['in-person', 'electronic']),
    link: PersonUrl.optional(),
    time: Line()
      .max(5)
      .optional()
      .meta({ description: 'The time of the hearing, HH:MM (24-hour, India time); required.' }),
    place: Line().max(500).optional().meta({ description: 'The place of an in-person hearing; required for one.' }),
    shortNoticeReasons: text.optional().meta({
      description:
        "Reasons for fixing the hearing less than the minimum interval (the portal's default: 7 days) after service.",
    }),
    closedDayConfirmed: z.boolean().optional().meta({
      description: 'The officer confirms the warning that the office is closed on the date fixed.',
    }),
    adjournment: z
      .strictObject({ soughtBy: z.enum(['contravener', 'complainant', 'officer']), reasons: text })
      .optional()
      .meta({ description: 'A new date replacing a notice of hearing not yet held: who sought it and why.' }),
  }),
  'record-hearing': cmd({
    hearingNoticeId: id.optional(),
    noticeeAppeared: z.boolean(),
    complainantAppeared: z.boolean(),
    explained: z.boolean(),
    opportunityAfforded: z.boolean(),
    notes: text,
  }),
  'allow-written-submissions': cmd({ issues: text }),
  'record-written-submission': cmd({ by: AdjParty, text: text }),
  'submit-written-brief': cmd({ by: AdjParty, text: text }),
  'submit-witness-list': cmd({ by: AdjParty, items: z.array(text).max(200) }),
  'submit-document-list': cmd({ by: AdjParty, items: z.array(text).max(200) }),
  'pass-order': z.discriminatedUnion('kind', [PassOrderPenalty, PassOrderDismissal]),
  'extend-proceedings': cmd({
    days: z.number().int().meta({ description: 'At most 30 days (Rule 6).' }),
    reasons: text,
    lapseReasons: text.optional().meta({
      description:
        'Required when the period had already ended: why it was not extended before it ended (recorded with the lapse).',
    }),
  }),
  'supply-order-copy': cmd({ to: AdjParty, feePaise: z.number().int(), signed: z.boolean() }),
  'record-deposit': cmd({
    amountPaise: z.number().int(),
    receiptNo: Line().max(100),
    mode: z.enum(['cash', 'bank-challan', 'online', 'demand-draft']),
  }),
  'refer-for-recovery': cmd({
    lateServiceReasons: text.optional().meta({
      description:
        'Why the penalty is referred although the order reached the person less than the minimum interval before the time to pay ended.',
    }),
  }),
  'record-waiver': cmd({
    by: AdjParty,
    words: text.meta({ description: "The party's own words waiving the hearing, copied from their signed writing." }),
    documentId: id.meta({ description: "The party's signed writing, a document attached to this case." }),
  }),
  'object-to-service': cmd({
    objectionId: id.meta({ description: 'A new id for the objection (ob1, ob2, ...).' }),
    hearingNoticeId: id
      .optional()
      .meta({ description: 'The notice of hearing objected to; absent: the show-cause notice.' }),
    grounds: text.meta({ description: 'Why the record of service is wrong (Rule 4(5)).' }),
  }),
  'decide-service-objection': cmd({
    objectionId: id,
    upheld: z.boolean().meta({ description: 'Upheld: the notice was not served and is to be served again.' }),
    reasons: text,
  }),
  ...ADJOURNMENT_BODIES,
} as const;

export const LinkPartySchema = z
  .strictObject({
    accountId: z.uuid(),
    role: z.enum([
      'complainant',
      'respondent',
      'appellant',
      'appeal-respondent',
      'authorised-officer',
      'representative',
    ]),
  })
  .meta({ id: 'LinkParty', example: { accountId: '0b7c2f5e-4a1d-4c35-9f7e-2d6a1c0e9b11', role: 'respondent' } });
