// The office's side of serving notices in the field (Rule 4(5), Rule 7(9)): the phones to approve or revoke, the tasks
// allocated to process servers, and the proofs received with the officer's review of those held for review.

import { z } from 'zod';
import { Line, Text } from './common.ts';

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const FieldDeviceParams = z.object({ id: z.uuid() });
export const FieldTaskParams = z.object({ id: z.uuid() });
export const FieldProofParams = z.object({ hash: Sha256.meta({ description: "The proof's SHA-256." }) });
export const FieldCaseParams = z.object({ caseId: z.uuid() });
export const FieldOfficeParams = z.object({ office: Line(40, 1) });

export const AllocateTaskSchema = z
  .strictObject({
    caseId: z.uuid(),
    notice: z.enum(['form-2', 'hearing-notice', 'order-copy', 'appeal-notice']).meta({
      description:
        "Form-II or a notice of hearing (a complaint case), the signed copy of the final order for a party (Rule 4(15)), or the appellate authority's notice to the respondent (an appeal, Rule 7(9)).",
    }),
    hearingNoticeId: Line(40, 1).optional().meta({ description: 'For a notice of hearing: its id (h1, h2, ...).' }),
    copyTo: z.enum(['contravener', 'complainant']).optional().meta({ description: 'For a copy of the order: whose.' }),
    addressee: Line(200, 1),
    address: Line(500, 1),
    accountId: z.uuid().meta({ description: 'The process server of the office the attempt is given to.' }),
  })
  .meta({ id: 'AllocateFieldTask' });

export const ReallocateTaskSchema = z.strictObject({ accountId: z.uuid() }).meta({ id: 'ReallocateFieldTask' });

export const ReviewProofSchema = z
  .strictObject({
    decision: z.enum(['accepted', 'rejected']).meta({
      description:
        'Accepted: recorded as service through the proceeding (its guards still decide). Rejected: nothing is recorded.',
    }),
    reasons: Text(2000, 1),
  })
  .meta({ id: 'ReviewFieldProof' });

export const TaskCreatedSchema = z.object({ taskId: z.uuid() }).meta({ id: 'FieldTaskCreated' });
export const ReviewedSchema = z
  .object({ decision: z.enum(['accepted', 'rejected']), attemptId: z.string().nullable() })
  .meta({ id: 'FieldProofReviewed' });

const ProofSummary = z.object({
  hash: Sha256,
  caseId: z.uuid(),
  taskId: z.uuid(),
  deviceId: z.uuid(),
  receivedAt: z.string(),
  verdict: z.enum(['recorded', 'needs-review']),
  reason: z.string().nullable(),
  flags: z.array(z.string()),
  attemptId: z.string().nullable(),
  manner: z.string(),
  outcome: z.string(),
  recordedAt: z.string().meta({ description: "The phone's time when the proof was recorded." }),
  location: z
    .object({ lat: z.number(), lon: z.number(), accuracyM: z.number() })
    .nullable()
    .meta({ description: 'The GPS position the phone recorded, in degrees, and its accuracy in metres.' }),
  photoDocumentIds: z.array(z.uuid()),
  review: z
    .object({
      decision: z.enum(['accepted', 'rejected']),
      reasons: z.string(),
      attemptId: z.string().nullable(),
      by: z.string(),
      at: z.string(),
    })
    .nullable(),
});

export const FieldProofListSchema = z.object({ items: z.array(ProofSummary) }).meta({ id: 'FieldProofList' });

export const OfficeFieldSchema = z
  .object({
    servers: z.array(z.object({ accountId: z.uuid(), name: z.string() })),
    devices: z.array(
      z.object({
        id: z.uuid(),
        accountId: z.uuid(),
        name: z.string(),
        label: z.string(),
        fingerprint: Sha256,
        status: z.enum(['pending', 'approved', 'revoked']),
        enrolledAt: z.string(),
      }),
    ),
    tasks: z.array(
      z.object({
        id: z.uuid(),
        caseId: z.uuid(),
        caseNumber: z.string(),
        notice: z.enum(['form-2', 'hearing-notice', 'order-copy', 'appeal-notice']),
        hearingNoticeId: z.string().nullable(),
        copyTo: z.enum(['contravener', 'complainant']).nullable(),
        addressee: z.string(),
        address: z.string(),
        accountId: z.uuid(),
        server: z.string(),
        status: z.enum(['open', 'cancelled', 'done']),
        allocatedAt: z.string(),
      }),
    ),
    proofs: z.array(ProofSummary),
  })
  .meta({ id: 'OfficeField' });
