// POST /cases/{caseId}/documents (multipart, one file; type read from the content; size limited) and
// GET /documents/{documentId} (the bytes, as an attachment, to those who may read the proceeding), and
// GET /cases/{caseId}/documents (the documents the proceeding's events issued).

import { createHash } from 'node:crypto';
import { z } from 'zod';
import { attachDocument } from '../../app/documents/attach-document.ts';
import { readDocument } from '../../app/documents/read-document.ts';
import { noticeViewedInPortal } from '../../app/derived/notifications/service-by-email.ts';
import { listIssuedDocuments } from '../../app/documents/list-documents.ts';
import { AppError } from '../../app/errors.ts';
import type { Services } from '../../app/services.ts';
import { UuidSchema } from '../../contract/common.ts';
import { AttachedDocumentSchema, IssuedDocumentListSchema, UploadSchema } from '../../contract/documents.ts';
import { verifyUrl } from '../../documents/index.ts';
import type { Api } from '../http.ts';
import { CommandHeaders, defineRoute, idempotencyOf, requireActor, written } from '../http.ts';

const TAG = 'Documents';

/** RFC 6266 / 5987: an ASCII fallback and the UTF-8 name. */
function disposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function documentRoutes(
  app: Api,
  services: Services,
  opts: { uploadMaxBytes: number; publicUrl: string },
): void {
  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/v1/cases/{caseId}/documents',
      tags: [TAG],
      operationId: 'attachDocument',
      auth: true,
      summary: 'Attach a document or evidence to a proceeding (PDF, JPEG or PNG)',
      description: `One file in the multipart field "file". Its type is read from its content, not its name or declared type; at most ${opts.uploadMaxBytes} bytes. The SHA-256 is recorded in the order sheet. Parties and the officer of the office may attach. If-Match is optional here.`,
      params: z.object({ caseId: UuidSchema }),
      headers: CommandHeaders,
      body: UploadSchema,
      bodyType: 'multipart',
      ok: { 201: { schema: AttachedDocumentSchema, description: 'Stored and recorded; Location serves the bytes.' } },
      errors: [400, 401, 403, 404, 409, 413, 415, 500],
    },
    async (c, { params, headers }) => {
      const actor = requireActor(c);
      const type = c.req.header('content-type') ?? '';
      if (!type.startsWith('multipart/form-data')) {
        throw new AppError(
          'REQUEST.UNSUPPORTED_MEDIA_TYPE',
          'Upload the file as multipart/form-data, in the field "file".',
          { field: 'Content-Type' },
        );
      }
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody({ all: true });
      } catch {
        throw new AppError(
          'VALIDATION.FAILED',
          'The multipart body could not be read; send one file in the field "file".',
          { field: 'file' },
        );
      }
      const file = form['file'];
      if (Array.isArray(file)) throw new AppError('VALIDATION.FAILED', 'Send one file per request.', { field: 'file' });
      if (!(file instanceof File))
        throw new AppError('VALIDATION.FAILED', 'No file was sent: put the file in the multipart field "file".', {
          field: 'file',
        });
      if (file.size > opts.uploadMaxBytes) {
        throw new AppError(
          'DOCUMENT.TOO_LARGE',
          `The file is ${file.size} bytes; the largest accepted is ${opts.uploadMaxBytes} bytes. Scan at a lower resolution or split the document.`,
          { field: 'file' },
        );
      }
      const content = new Uint8Array(await file.arrayBuffer());
      const ifMatch = headers['if-match'];
      const m = ifMatch === undefined ? undefined : /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(ifMatch);
      if (ifMatch !== undefined && !m)
        throw new AppError('VALIDATION.FAILED', 'If-Match is not a version; send e.g. If-Match: "3".', {
          field: 'If-Match',
        });
      const r = await attachDocument(
        services.cases,
        actor,
        {
          streamId: params.caseId,
          fileName: file.name,
          content,
          maxBytes: opts.uploadMaxBytes,
          ...(m ? { expectedVersion: Number(m[1]) } : {}),
        },
        idempotencyOf(c, actor, headers['idempotency-key'], params, {
          fileName: file.name,
          sha256: createHash('sha256').update(content).digest('hex'),
        }),
      );
      const body = {
        documentId: r.documentId,
        caseId: r.streamId,
        number: r.number,
        version: r.version,
        sha256: r.sha256,
        mediaType: r.mediaType,
        byteSize: r.byteSize,
        fileName: r.fileName,
        seq: r.seq,
      };
      return written(c, 201, body, {
        version: r.version,
        replayed: r.replayed,
        location: `/api/v1/documents/${r.documentId}`,
      });
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/v1/cases/{caseId}/documents',
      tags: [TAG],
      operationId: 'listIssuedDocuments',
      auth: true,
      summary: 'The documents issued in a proceeding (Forms, notices, orders), in English and Hindi',
      description:
        'Each issuing event (complaint filed, notice issued, order passed, appeal filed...) issues its document, signed by the office, generated in the background: `pending` until then. `download` gives the PDF; `sha256` is the one recorded in the order sheet. Parties and the officers who may read the proceeding see the list.',
      params: z.object({ caseId: UuidSchema }),
      ok: {
        200: {
          schema: IssuedDocumentListSchema,
          description: 'The documents, in the order of the events that issued them.',
        },
      },
      errors: [400, 401, 403, 404, 500],
    },
    async (c, { params }) => {
      const actor = requireActor(c);
      const r = await listIssuedDocuments(services.cases, actor, params.caseId);
      c.header('Cache-Control', 'private, no-store');
      return c.json(
        {
          caseId: params.caseId,
          number: r.number,
          items: r.items.map((i) => ({
            ...i,
            ...(i.status === 'issued' ? { download: `/api/v1/documents/${i.documentId}` } : {}),
            // The URL in the document's QR code, on the portal's public address (issue 27, point 9).
            verify: verifyUrl(opts.publicUrl, i.documentId),
          })),
        },
        200,
      );
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/v1/documents/{documentId}',
      tags: [TAG],
      operationId: 'readDocument',
      auth: true,
      summary: 'Download a document, uploaded or issued (as an attachment, with its stored type)',
      params: z.object({ documentId: UuidSchema }),
      ok: {
        200: {
          description: 'The bytes.',
          schema: z.string().meta({ format: 'binary' }),
          mediaType: 'application/octet-stream',
        },
      },
      errors: [400, 401, 403, 404, 500],
    },
    async (c, { params }) => {
      const actor = requireActor(c);
      const d = await readDocument(services.cases, actor, params.documentId);
      // The addressee opening a notice served by email in the portal is delivery evidence, as its link is (Rule 4(5)(ii)).
      await noticeViewedInPortal(services.serviceByEmail, actor, params.documentId);
      return c.body(d.content as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': d.mediaType,
        'Content-Length': String(d.byteSize),
        'Content-Disposition': disposition(d.fileName),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
        'Content-Security-Policy': "default-src 'none'; sandbox",
        Digest: `sha-256=${Buffer.from(d.sha256, 'hex').toString('base64')}`,
      });
    },
  );
}
