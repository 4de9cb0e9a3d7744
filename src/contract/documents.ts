// Documents and evidence: the upload form and what is recorded.

import { z } from 'zod';

export const UploadSchema = z
  .object({
    file: z.any().meta({ type: 'string', format: 'binary', description: 'One PDF, JPEG or PNG; its type is read from its content.' }),
    _csrf: z.string().optional(),
  })
  .meta({ id: 'DocumentUpload' });

export const AttachedDocumentSchema = z
  .object({
    documentId: z.string(), caseId: z.string(), number: z.string(), version: z.number().int(), sha256: z.string(),
    mediaType: z.enum(['application/pdf', 'image/jpeg', 'image/png']), byteSize: z.number().int(), fileName: z.string(), seq: z.number().int(),
  })
  .meta({ id: 'AttachedDocument' });
