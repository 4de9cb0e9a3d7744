// Documents and evidence: the upload form and what is recorded.

import { z } from 'zod';
import { Line } from './common.ts';

export const UploadSchema = z
  .object({
    file: z.any().meta({
      type: 'string',
      format: 'binary',
      description: 'One PDF, JPEG or PNG; its type is read from its content.',
    }),
    _csrf: Line(200).optional(),
  })
  .meta({ id: 'DocumentUpload' });

export const AttachedDocumentSchema = z
  .object({
    documentId: z.string(),
    caseId: z.string(),
    number: z.string(),
    version: z.number().int(),
    sha256: z.string(),
    mediaType: z.enum(['application/pdf', 'image/jpeg', 'image/png']),
    byteSize: z.number().int(),
    fileName: z.string(),
    seq: z.number().int(),
  })
  .meta({ id: 'AttachedDocument' });

// ---- Issued documents: the list of a case's documents and the public verification ---------------------------------

export const IssuedDocumentSchema = z
  .object({
    documentId: z.string(),
    template: z.string().meta({ description: 'The kind of document, e.g. form-2, final-order.' }),
    lang: z.enum(['en', 'hi']),
    issuedBySeq: z.number().int().meta({ description: 'The order-sheet row of the event that issued it.' }),
    status: z.enum(['issued', 'pending', 'failed']),
    issuedSeq: z
      .number()
      .int()
      .optional()
      .meta({ description: 'The order-sheet row (document-issued) that records its SHA-256.' }),
    sha256: z.string().optional(),
    fileName: z.string().optional(),
    byteSize: z.number().int().optional(),
    encloses: z.string().optional().meta({
      description:
        'The document issued as its enclosure: Form-I with Form-II (Rule 4(3)(b)), Form-III with the notice to the respondent (Rule 7(8)).',
    }),
    download: z.string().optional().meta({ description: 'GET this path for the PDF (as an attachment).' }),
    verify: z
      .string()
      .meta({ description: "The public verification page on the portal's public URL (the URL in the QR code)." }),
  })
  .meta({ id: 'IssuedDocument' });

export const IssuedDocumentListSchema = z
  .object({ caseId: z.string(), number: z.string(), items: z.array(IssuedDocumentSchema) })
  .meta({ id: 'IssuedDocumentList' });

const SignatureCheckSchema = z.object({
  valid: z.boolean(),
  reason: z.string(),
  signer: z.string().optional(),
  certificateSha256: z.string().optional(),
  signedAt: z.string().optional(),
});

export const DocumentVerificationSchema = z
  .object({
    documentId: z.string(),
    verdict: z.enum(['genuine', 'altered', 'pending', 'unknown']).meta({
      description:
        'genuine: issued here, the bytes have the SHA-256 the order sheet recorded and the signature is valid (and the copy checked, if any, is those bytes); altered: a check failed; pending: to be issued; unknown: not a document this portal issued.',
    }),
    message: z.string(),
    messageHi: z.string(),
    template: z.string().optional(),
    title: z.string().optional(),
    lang: z.enum(['en', 'hi']).optional(),
    caseNumber: z.string().optional(),
    issuedOn: z.string().optional(),
    recordedSha256: z
      .string()
      .optional()
      .meta({ description: 'The SHA-256 recorded in the order sheet when the document was issued.' }),
    stored: z
      .object({ sha256: z.string(), matchesOrderSheet: z.boolean(), signature: SignatureCheckSchema })
      .optional(),
    copy: z
      .object({
        sha256: z.string(),
        byteSize: z.number().int(),
        matchesOrderSheet: z.boolean(),
        signature: SignatureCheckSchema,
      })
      .optional()
      .meta({ description: 'The uploaded copy, when one was sent.' }),
  })
  .meta({ id: 'DocumentVerification' });

export const VerifyUploadSchema = z
  .object({
    file: z
      .any()
      .meta({ type: 'string', format: 'binary', description: 'The PDF to check against the issued document.' }),
  })
  .meta({ id: 'VerifyUpload' });
