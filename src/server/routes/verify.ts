// Public verification of issued documents: the page the QR code on every document opens, `/verify/<documentId>`,
// and its JSON twin under /api/v1/public. It says whether the document is genuine: issued by this portal, its stored
// bytes still have the SHA-256 recorded in the order sheet when it was issued, and the office's signature on them is
// valid. Anyone may upload the copy they hold to check it is those bytes (one byte changed: "altered"). Nothing
// personal is shown: the kind of document, the case number, dates, hashes and the signer of the office certificate.
// The HTML page (src/web/pages/verify.tsx) needs no JavaScript and is in the visitor's language.

import { z } from 'zod';
import { sha256Hex, verifyIssuedDocument } from '../../app/documents/verify-document.ts';
import { AppError } from '../../app/errors.ts';
import type { Services } from '../../app/services.ts';
import { UuidSchema } from '../../contract/common.ts';
import { DocumentVerificationSchema, VerifyUploadSchema } from '../../contract/documents.ts';
import type { TemplateId, VerifyResult } from '../../documents/index.ts';
import { TEMPLATE_IDS, template, verifyPdf } from '../../documents/index.ts';
import type { Api, Ctx } from '../http.ts';
import { defineRoute } from '../http.ts';
import type { DocLang } from '../../rules/document-languages.ts';

const TAG = 'Public';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Verdict = 'genuine' | 'altered' | 'pending' | 'unknown';
type SignatureCheck = {
  valid: boolean;
  reason: string;
  signer?: string;
  certificateSha256?: string;
  signedAt?: string;
};

export interface DocumentCheck {
  readonly documentId: string;
  readonly verdict: Verdict;
  readonly message: string;
  readonly messageHi: string;
  readonly template?: string;
  readonly title?: string;
  readonly lang?: DocLang;
  readonly caseNumber?: string;
  readonly issuedOn?: string;
  readonly recordedSha256?: string;
  readonly stored?: { sha256: string; matchesOrderSheet: boolean; signature: SignatureCheck };
  readonly copy?: { sha256: string; byteSize: number; matchesOrderSheet: boolean; signature: SignatureCheck };
}

const sig = (r: VerifyResult): SignatureCheck => ({
  valid: r.valid,
  reason: r.reason,
  ...(r.signer !== undefined ? { signer: r.signer } : {}),
  ...(r.certificateSha256 !== undefined ? { certificateSha256: r.certificateSha256 } : {}),
  ...(r.signedAt !== undefined ? { signedAt: r.signedAt } : {}),
});

const MESSAGES: Record<Verdict | 'copy-altered' | 'stored-altered', [string, string]> = {
  genuine: [
    'Genuine: this document was issued by the portal, is unaltered since it was issued and carries a valid signature of the office.',
    'असली: यह दस्तावेज़ पोर्टल द्वारा जारी किया गया है, जारी होने के बाद से अपरिवर्तित है और इस पर कार्यालय के वैध हस्ताक्षर हैं।',
  ],
  'copy-altered': [
    'Altered: the copy you checked is not the document that was issued (its SHA-256 differs from the one recorded in the order sheet).',
    'परिवर्तित: आपके द्वारा जांची गई प्रति जारी किया गया दस्तावेज़ नहीं है (उसका SHA-256 आदेश पत्रक में अभिलिखित SHA-256 से भिन्न है)।',
  ],
  'stored-altered': [
    'Altered: the stored document no longer matches the order sheet record or its signature; report this to the office.',
    'परिवर्तित: संग्रहीत दस्तावेज़ आदेश पत्रक के अभिलेख या अपने हस्ताक्षर से मेल नहीं खाता; कार्यालय को सूचित करें।',
  ],
  altered: ['Altered.', 'परिवर्तित।'],
  pending: [
    'Being prepared: the document has been ordered but not yet generated and signed; check again in a minute.',
    'तैयार किया जा रहा है: दस्तावेज़ का आदेश हो चुका है पर वह अभी बना और हस्ताक्षरित नहीं हुआ है; एक मिनट बाद फिर जांचें।',
  ],
  unknown: [
    'Not found: no document with this number was issued by this portal.',
    'नहीं मिला: इस संख्या का कोई दस्तावेज़ इस पोर्टल द्वारा जारी नहीं किया गया।',
  ],
};

function titleOf(id: string | undefined): string | undefined {
  return id && (TEMPLATE_IDS as readonly string[]).includes(id) ? template(id as TemplateId).title : undefined;
}

/** The verification of a document id, and of a copy when one is given. */
export async function checkDocument(services: Services, documentId: string, copy?: Uint8Array): Promise<DocumentCheck> {
  const v = UUID.test(documentId)
    ? await verifyIssuedDocument(services.cases, documentId)
    : { documentId, status: 'unknown' as const };
  const say = (k: keyof typeof MESSAGES) => ({ message: MESSAGES[k][0], messageHi: MESSAGES[k][1] });
  if (v.status === 'unknown') return { documentId, verdict: 'unknown', ...say('unknown') };
  const title = titleOf(v.template);
  const base = {
    documentId,
    ...(v.template ? { template: v.template } : {}),
    ...(title ? { title } : {}),
    ...(v.lang ? { lang: v.lang } : {}),
    ...(v.caseNumber ? { caseNumber: v.caseNumber } : {}),
  };
  if (v.status === 'pending' || !v.content || !v.recordedSha256 || !v.storedSha256)
    return { ...base, verdict: 'pending', ...say('pending') };
  const stored = {
    sha256: v.storedSha256,
    matchesOrderSheet: v.storedMatchesRecord === true,
    signature: sig(verifyPdf(v.content)),
  };
  const copied = copy
    ? (() => {
        const sha256 = sha256Hex(copy);
        return {
          sha256,
          byteSize: copy.byteLength,
          matchesOrderSheet: sha256 === v.recordedSha256,
          signature: sig(verifyPdf(copy)),
        };
      })()
    : undefined;
  const storedOk = stored.matchesOrderSheet && stored.signature.valid;
  const copyOk = !copied || copied.matchesOrderSheet;
  const verdict: Verdict = storedOk && copyOk ? 'genuine' : 'altered';
  return {
    ...base,
    verdict,
    ...say(verdict === 'genuine' ? 'genuine' : storedOk ? 'copy-altered' : 'stored-altered'),
    ...(v.issuedOn ? { issuedOn: v.issuedOn } : {}),
    recordedSha256: v.recordedSha256,
    stored,
    ...(copied ? { copy: copied } : {}),
  };
}

const STATUS: Record<Verdict, 200 | 404> = { genuine: 200, altered: 200, pending: 200, unknown: 404 };

async function uploadedFile(c: Ctx): Promise<Uint8Array> {
  const type = c.req.header('content-type') ?? '';
  if (!type.startsWith('multipart/form-data')) {
    throw new AppError('REQUEST.UNSUPPORTED_MEDIA_TYPE', 'Send the PDF as multipart/form-data, in the field "file".', {
      field: 'Content-Type',
    });
  }
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw new AppError(
      'VALIDATION.FAILED',
      'The multipart body could not be read; send one file in the field "file".',
      { field: 'file' },
    );
  }
  const file = form['file'];
  if (!(file instanceof File) || file.size === 0)
    throw new AppError('VALIDATION.FAILED', 'No file was sent: choose the PDF in the field "file".', { field: 'file' });
  return new Uint8Array(await file.arrayBuffer());
}

export function verifyRoutes(app: Api, services: Services, opts: { uploadMaxBytes: number }): void {
  defineRoute(
    app,
    {
      method: 'get',
      path: '/api/v1/public/documents/{documentId}/verification',
      tags: [TAG],
      operationId: 'verifyDocument',
      summary: 'Is an issued document genuine? (no personal data)',
      description:
        'Found, its stored bytes have the SHA-256 recorded in the order sheet when it was issued, and the office signature on them is valid. The HTML page for people is /verify/{documentId}, the URL in the QR code of every document.',
      params: z.object({ documentId: UuidSchema }),
      ok: {
        200: {
          schema: DocumentVerificationSchema,
          description: 'The verdict with what was checked (genuine, altered or pending).',
        },
        404: { schema: DocumentVerificationSchema, description: 'No such issued document (verdict unknown).' },
      },
      errors: [400, 500],
    },
    async (c, { params }) => {
      const r = await checkDocument(services, params.documentId);
      c.header('Cache-Control', 'no-store');
      return c.json(r, STATUS[r.verdict]);
    },
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/api/v1/public/documents/{documentId}/verification',
      tags: [TAG],
      operationId: 'verifyDocumentCopy',
      summary: 'Check a copy of an issued document (upload the PDF)',
      description: `The copy is genuine only if its SHA-256 is the one the order sheet recorded for the document; one byte changed makes it "altered". Its own signature is checked too. At most ${opts.uploadMaxBytes} bytes.`,
      params: z.object({ documentId: UuidSchema }),
      body: VerifyUploadSchema,
      bodyType: 'multipart',
      ok: {
        200: { schema: DocumentVerificationSchema, description: 'The verdict for the copy.' },
        404: { schema: DocumentVerificationSchema, description: 'No such issued document (verdict unknown).' },
      },
      errors: [400, 413, 415, 500],
    },
    async (c, { params }) => {
      const copy = await uploadedFile(c);
      const r = await checkDocument(services, params.documentId, copy);
      c.header('Cache-Control', 'no-store');
      return c.json(r, STATUS[r.verdict]);
    },
  );

  // The page for people, /verify/<documentId>, is a portal page: src/web/pages/verify.tsx.
}
