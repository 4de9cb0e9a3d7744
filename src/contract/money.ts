// Penalty money (issue 7): deposits, the Board's recovery, the fund's utilisation (Rule 8(1)) and its reports.
// Amounts are whole paise; dates are YYYY-MM-DD (India). The law's checks are in the money book, not here.

import { z } from 'zod';
import { Line, LocalDateSchema, Text, UuidSchema } from './common.ts';
import { PaiseTotalSchema } from './exact-paise.ts';

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

// The reports (JSON). Every amount is whole paise as a decimal string of the exact integer (PaiseTotal): totals may
// pass 2^53 paise. The CSV files give the same amounts in rupees with two decimals, every digit kept.
const P = PaiseTotalSchema;
export const FundStatementSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    openingPaise: P,
    depositsPaise: P,
    recoveriesPaise: P,
    refundsPaise: P,
    releasesPaise: P,
    releasesByPurpose: z.array(z.object({ purpose: z.string(), provision: z.string(), title: z.string(), paise: P })),
    closingPaise: P,
    movements: z.array(
      z.object({
        on: z.string(),
        entryId: z.string(),
        kind: z.string(),
        description: z.string(),
        caseId: z.string().optional(),
        sanctionRef: z.string().optional(),
        inPaise: P,
        outPaise: P,
        balancePaise: P,
      }),
    ),
    basis: z.array(z.string()),
  })
  .meta({ id: 'FundStatement', description: "The Board's separate penalty account over a period (Rule 8(2), s.28)." });
export const RealisationReportSchema = z
  .object({
    rows: z.array(
      z.object({
        state: z.string(),
        district: z.string(),
        office: z.string(),
        cases: z.number().int(),
        orderedPaise: P,
        realisedPaise: P,
        refundedPaise: P,
        outstandingPaise: P,
      }),
    ),
  })
  .meta({ id: 'RealisationReport', description: 'Penalties by State, district and office.' });
export const UtilisationReportSchema = z
  .object({
    rows: z.array(
      z.object({
        purpose: z.string(),
        provision: z.string(),
        bodyId: z.string(),
        bodyName: z.string(),
        bodyKind: z.string(),
        sanctions: z.number().int(),
        sanctionedPaise: P,
        releasedPaise: P,
        certifiedPaise: P,
        unutilisedPaise: P,
      }),
    ),
  })
  .meta({ id: 'UtilisationReport', description: 'The fund used by Rule 8(1) purpose and utilising body.' });
export const OutstandingReportSchema = z
  .object({
    rows: z.array(
      z.object({
        caseId: z.string(),
        caseNumber: z.string(),
        kind: z.string(),
        payee: z.string(),
        raisedOn: z.string(),
        ageDays: z.number().int(),
        bucket: z.string(),
        outstandingPaise: P,
        referredOn: z.string().optional(),
      }),
    ),
    buckets: z.record(z.string(), P),
  })
  .meta({ id: 'OutstandingReport', description: 'Demands with something still to pay, aged from their order.' });
export const MoneyReportSchema = z
  .union([FundStatementSchema, RealisationReportSchema, UtilisationReportSchema, OutstandingReportSchema])
  .meta({ id: 'MoneyReport' });
