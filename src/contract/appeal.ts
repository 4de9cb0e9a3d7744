// Request bodies of the appeal (Rule 7, Form-III). Shapes only; the law is checked by the domain.

import { z } from 'zod';
import { EmailAddress, ExpectedVersion, Line, LocalDateSchema, OnDate, PhoneNumber, Text } from './common.ts';
import { ServiceProofSchema, TenderRefusedProofSchema } from './service-proof.ts';

const text = Text();
const cmd = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject({ on: OnDate, expectedVersion: ExpectedVersion, ...shape });

const PartyParticulars = z.strictObject({
  name: Line(200).optional(),
  parentName: Line(200).optional(),
  address: text.optional(),
  contact: PhoneNumber.optional(),
  email: EmailAddress.optional(),
});

const Form3Shape = {
  appellant: PartyParticulars,
  provisions: text.optional(),
  statementOfContravention: text.optional(),
  grounds: text.optional(),
  respondent: PartyParticulars,
  statementOfFacts: text.optional(),
  orderDate: LocalDateSchema.optional(),
  reliefClaimed: text.optional(),
  withinTimeAnswer: z
    .enum(['YES', 'NO'])
    .optional()
    .meta({ description: "Item 9, the appellant's answer, printed as given." }),
  delayExplanation: text
    .optional()
    .meta({ description: 'With item 9: the explanation of a delay and the request that it be condoned.' }),
  pendingElsewhere: z.strictObject({ pending: z.boolean(), details: text.optional() }).optional(),
  declaration: z
    .strictObject({ made: z.boolean(), signedOn: LocalDateSchema.optional(), name: text.optional() })
    .optional(),
  enclosures: z.strictObject({ copyOfOrder: z.boolean(), documentsRelied: z.array(text).max(100) }),
};

export const Form3Schema = z.strictObject(Form3Shape).meta({
  id: 'FormIIIParticulars',
  description:
    "Form-III as filled in. Item 9 is the appellant's answer (withinTimeAnswer, with delayExplanation); the portal's count of the s.27B period is returned separately as a note for the appellate authority. A gap becomes a defect on scrutiny (Rule 7(6)), not a lost filing.",
});

export const FileAppealSchema = z
  .strictObject({
    on: LocalDateSchema.optional().meta({
      description:
        'Day of receipt (Rule 7(4)): only the appellate authority may record an earlier day; otherwise today.',
    }),
    form: Form3Schema,
    filedBy: z.enum(['appellant-in-person', 'authorised-representative']),
    medium: z.enum(['writing', 'electronic']),
    representative: z.strictObject({ name: text.optional(), authorisation: text.optional() }).optional(),
  })
  .meta({ id: 'FileAppeal' });

const ServiceMode = z.enum(['tender', 'electronic', 'speed-post', 'affixing']);
const Appearance = z.enum(['in-person', 'legal-representative', 'absent']);
const AppealParty = z.enum(['appellant', 'respondent', 'authorised-officer']);
const Terms = z.strictObject({
  penaltyPaise: z.number().int(),
  compensationPaise: z.number().int(),
  expensesPaise: z.number().int(),
  chargesPaise: z.number().int(),
});

/** Bodies of POST /appeals/{appealId}/commands/{type}, by command type. */
export const APPEAL_COMMAND_BODIES = {
  'call-for-records': cmd({ note: text.optional() }),
  'record-records-received': cmd({ note: text.optional() }),
  'intimate-defects': cmd({ defects: z.array(z.strictObject({ field: Line().max(100), description: text })).max(50) }),
  'record-rectification': cmd({
    defectIds: z.array(Line().max(20)).optional(),
    amendments: z.strictObject(Form3Shape).partial().optional(),
    note: text.optional(),
  }),
  'refuse-registration': cmd({ reasons: text }),
  'record-refusal-communicated': cmd({ means: text.optional(), delayReason: text.optional() }),
  admit: cmd({
    note: text.optional(),
    condoneDelay: z
      .strictObject({ condoned: z.boolean(), reasons: text })
      .optional()
      .meta({ description: 'A late appeal: the decision to condone the delay and its reasons; required to admit it.' }),
  }),
  'issue-notice-to-respondent': cmd({
    replyDays: z.number().int().meta({ description: 'At most 30 days (Rule 7(8)).' }),
    copyOfAppealEnclosed: z.boolean(),
  }),
  'record-service-attempt': cmd({
    notice: z.enum(['respondent-notice', 'hearing']).optional().meta({
      description:
        'The notice served: the notice of hearing now in force (Rule 7(10)), or the Rule 7(8) notice when absent.',
    }),
    to: z.enum(['appellant', 'respondent']).optional().meta({
      description: 'With notice "hearing": whose copy of the notice of hearing.',
    }),
    mode: ServiceMode,
    outcome: z.enum(['pending', 'served', 'failed']).optional(),
    particulars: text.optional(),
    proof: ServiceProofSchema.optional(),
    attemptId: Line()
      .min(1)
      .max(100)
      .optional()
      .meta({ description: 'A new id for the attempt; "a1", "a2", … in order when absent.' }),
  }),
  'record-service-outcome': cmd({
    notice: z.enum(['respondent-notice', 'hearing']).optional().meta({
      description:
        'The notice served: the notice of hearing now in force (Rule 7(10)), or the Rule 7(8) notice when absent.',
    }),
    to: z.enum(['appellant', 'respondent']).optional().meta({
      description: 'With notice "hearing": whose copy of the notice of hearing.',
    }),
    attemptId: Line().max(100).meta({ description: 'The attempt: "a1", … or the mail dispatcher\'s "email-…".' }),
    outcome: z.enum(['served', 'failed']),
    acknowledgementDocumentId: Line().min(1).max(100).optional().meta({
      description:
        'A tender found served: its acknowledgement (signature or photo), a document attached to this appeal, unless recorded with the attempt.',
    }),
  }),
  'record-tender-refused': cmd({
    notice: z.enum(['respondent-notice', 'hearing']).optional().meta({
      description:
        'The notice served: the notice of hearing now in force (Rule 7(10)), or the Rule 7(8) notice when absent.',
    }),
    to: z.enum(['appellant', 'respondent']).optional().meta({
      description: 'With notice "hearing": whose copy of the notice of hearing.',
    }),
    attemptId: Line()
      .min(1)
      .max(100)
      .optional()
      .meta({ description: 'A new id for the attempt; "a1", "a2", … in order when absent.' }),
    proof: TenderRefusedProofSchema,
    refusal: text.meta({
      description:
        'What the respondent said or did in refusing the notice. A refusal is not service: serve next by electronic means or speed post.',
    }),
    witnesses: z.array(text).max(20).optional(),
  }),
  'record-respondent-reply': cmd({ note: text.optional() }),
  'submit-respondent-reply': cmd({ text: text, documents: z.array(text).max(200).optional() }),
  'schedule-hearing': cmd({
    hearingOn: LocalDateSchema,
    mode: z.enum(['in-person', 'electronic']),
    venueOrLink: Line().max(500).optional(),
    time: Line(5).optional().meta({ description: 'The time of the hearing, HH:MM (24-hour, India time).' }),
    closedDayConfirmed: z.boolean().optional().meta({
      description: 'The officer confirms fixing the hearing on a day the office is closed (the closure named).',
    }),
    enhancement: z.strictObject({ proposed: Terms, reasons: text }).optional().meta({
      description:
        'A notice to the appellant to show cause at this hearing against enhancement to the terms proposed (Rule 7(11)).',
    }),
    adjournmentReasons: text.optional().meta({
      description:
        "Required when a hearing is already fixed: why it is adjourned of the authority's own motion (Rule 7(10)); the earlier notice is withdrawn.",
    }),
  }),
  'record-hearing': cmd({
    mode: z.enum(['in-person', 'electronic']),
    appearances: z.strictObject({
      appellant: Appearance,
      respondent: Appearance,
      'authorised-officer': Appearance.optional(),
    }),
    representatives: z
      .strictObject({ appellant: text.optional(), respondent: text.optional(), 'authorised-officer': text.optional() })
      .optional(),
  }),
  'decide-appeal': cmd({
    outcome: z.enum(['confirm', 'vary', 'set-aside']),
    reasons: text,
    varied: Terms.optional(),
    answers: z
      .array(
        z.strictObject({
          ground: z.number().int().meta({ description: 'The number of the ground in Form-III item 4, from 1.' }),
          accepted: z.boolean(),
          reasons: text.meta({ description: 'Why the ground is accepted or rejected.' }),
        }),
      )
      .max(100)
      .optional()
      .meta({
        description:
          'The answer to each ground of Form-III item 4 (each line of item 4 is a ground): accepted or rejected, with reasons (Rule 7(11)).',
      }),
    payWithinDays: z.number().int().optional().meta({
      description:
        "Required when a penalty stands: the time to pay it the appellate authority fixes, in whole days from the order (the last day moves to the next open day). The portal's default period under section 27C only proposes it; a period the State notified under section 27C binds (Rule 7(11), 7(12)).",
      example: 30,
    }),
  }),
  'supply-copy': cmd({ party: AppealParty }),
  'refer-for-recovery': cmd({
    unpaidPaise: z.number().int(),
    lateServiceReasons: text.optional().meta({
      description:
        'Why the penalty is referred although the appellate order reached a party less than the minimum interval before the time to pay ended.',
    }),
  }),
  'object-to-service': cmd({
    objectionId: Line(40, 1).meta({ description: 'A new id for the objection (ob1, ob2, ...).' }),
    grounds: text.meta({ description: 'Why the record of service of the notice is wrong (Rule 7(9)).' }),
  }),
  'decide-service-objection': cmd({
    objectionId: Line(40, 1),
    upheld: z.boolean().meta({ description: 'Upheld: the notice was not served and is to be served again.' }),
    reasons: text,
  }),
  'seek-adjournment': cmd({
    by: z.enum(['appellant', 'respondent']).meta({ description: 'The party asking (their own side).' }),
    reasons: text.meta({ description: 'Why the hearing fixed should be adjourned (Rule 7(10)).' }),
  }),
  'record-adjournment-request': cmd({
    by: z.enum(['appellant', 'respondent']),
    reasons: text.meta({ description: 'The reasons the party gave, in writing or at the sitting (Rule 7(10)).' }),
  }),
  'decide-adjournment': cmd({
    adjournmentId: Line(40, 1).meta({ description: 'The request decided (adj1, adj2, ...).' }),
    grant: z.boolean(),
    reasons: text.meta({ description: 'Why the adjournment is granted or refused (Rule 7(10)).' }),
    hearingOn: LocalDateSchema.optional().meta({ description: 'With grant: the new date of the hearing.' }),
    time: Line(5).optional().meta({ description: 'With grant: the time of the new hearing, HH:MM.' }),
    mode: z.enum(['in-person', 'electronic']).optional(),
    venueOrLink: Line().max(500).optional(),
    closedDayConfirmed: z.boolean().optional(),
  }),
} as const;
