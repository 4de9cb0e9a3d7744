// Penalty money (issue 7): deposits, the Board's recovery, the fund's utilisation (Rule 8(1)) and its reports.
// Amounts are whole paise; dates are YYYY-MM-DD (India). The law's checks are in the money book, not here.

import { z } from 'zod';
import { Line, LocalDateSchema, Text, UuidSchema } from './common.ts';

const Paise = z.number().int().meta({ description: 'Whole paise (Rs 1 = 100).', example: 150000 });
const Ref = Line(100).trim().min(1);
const On = LocalDateSchema.optional().meta({ description: 'The date; today (India) when absent.' });

export const DepositSchema = z
  .strictObject({
    caseId: UuidSchema,
    kind: z.enum(['penalty', 'compensation', 'expenses', 'charges']).meta({
      description:
        'penalty: recorded in the case (Rule 4(12), s.27C) and credited to the Board (s.28); the others are held for the person the order names.',
    }),
    amountPaise: Paise,
    receiptNo: Ref.meta({
      description: 'Receipt or challan number (eCourts GRN, bank challan); usable once.',
      example: 'GRN-2026-000123',
    }),
    mode: z.enum(['cash', 'bank-challan', 'online', 'demand-draft']),
    on: On,
  })
  .meta({ id: 'MoneyDeposit' });

export const RecoverySchema = z
  .strictObject({
    caseId: UuidSchema,
    action: z.enum(['demand-notice', 'attachment', 'arrears-of-land-revenue', 'other']),
    note: Text(2000).trim().min(3),
    amountPaise: Paise.meta({
      description: 'Amount recovered by this action; 0 for an action that recovered nothing yet.',
    }),
    receiptNo: Ref.optional(),
    mode: z.enum(['cash', 'bank-challan', 'online', 'demand-draft']).optional(),
    on: On,
  })
  .meta({ id: 'MoneyRecovery' });

export const BodySchema = z
  .strictObject({
    bodyId: Ref,
    kind: Line(100).meta({
      description: 'state-board, local-authority or spca (Rule 8(1)); anything else is refused.',
    }),
    name: Ref,
    state: Ref,
    on: On,
  })
  .meta({ id: 'UtilisingBody' });

export const SanctionSchema = z
  .strictObject({
    sanctionRef: Ref,
    bodyId: Ref,
    purpose: Line(100).meta({
      description:
        'pounds (a), impounded-cattle-care (b), training (c), public-awareness (d), notified-purpose (e); anything else is refused under Rule 8(1).',
    }),
    amountPaise: Paise,
    notificationRef: Ref.optional().meta({
      description: 'Purpose (e) only: the Central Government notification, e.g. "S.O. 4321(E), 1 Sep 2026".',
    }),
    on: On,
  })
  .meta({ id: 'FundSanction' });

export const ReleaseSchema = z
  .strictObject({ releaseRef: Ref, sanctionRef: Ref, amountPaise: Paise, on: On })
  .meta({ id: 'FundRelease' });
export const CertificateSchema = z
  .strictObject({ certificateRef: Ref, sanctionRef: Ref, amountPaise: Paise, documentRef: Ref.optional(), on: On })
  .meta({ id: 'UtilisationCertificate' });
export const ReversalSchema = z
  .strictObject({ entryId: z.string().regex(/^E\d+$/), reason: Text(2000).trim().min(3), on: On })
  .meta({ id: 'LedgerReversal' });

export const PeriodQuery = z.object({
  from: LocalDateSchema.meta({ description: 'First day of the period.', example: '2026-04-01' }),
  to: LocalDateSchema.meta({ description: 'Last day of the period.', example: '2027-03-31' }),
  lang: z.enum(['en', 'hi']).default('en').meta({ description: 'Language of the PDF.' }),
});
export const AsOfQuery = z.object({
  asOf: LocalDateSchema.optional().meta({ description: 'The day the figures are as on; today (India) when absent.' }),
});
export const CaseIdParams = z.object({ caseId: UuidSchema });
export const ReportFileParams = z.object({
  file: z.string().regex(/^(fund-statement\.(json|csv|pdf)|(realisation|utilisation|outstanding)\.(json|csv))$/, {
    message:
      'Give a report file: fund-statement.json|csv|pdf, realisation.json|csv, utilisation.json|csv or outstanding.json|csv.',
  }),
});

export const RecordedSchema = z
  .object({
    seq: z.number().int().optional(),
    type: z.string().optional(),
    caseVersion: z.number().int().optional(),
    entries: z
      .array(
        z.object({
          entryId: z.string(),
          on: z.string(),
          source: z.string(),
          memo: z.string(),
          basis: z.array(z.string()),
          lines: z.array(z.object({ account: z.string(), amountPaise: z.number().int() })),
        }),
      )
      .optional(),
  })
  .meta({
    id: 'MoneyRecorded',
    description:
      'The money book event recorded, with the ledger entries it posted; or, for a penalty deposit, the case version after it.',
  });

export const AnyRowsSchema = z.array(z.record(z.string(), z.unknown())).meta({ id: 'MoneyRows' });
export const AnyObjectSchema = z.record(z.string(), z.unknown()).meta({ id: 'MoneyObject' });
