// The document engine's public surface: render a model to a (signed) PDF, verify a PDF, make a demo certificate.
//
// Flow for the use cases (after the API lands): the event that issues a document → a builder in models/ → render
// here (signed with the office key) → store the bytes with their SHA-256 in the order sheet → the QR code on every
// page points at `${publicUrl}/verify/${documentId}`, where verifyPdf and the stored hash confirm it.

import { createHash } from 'node:crypto';
import type { DocumentModel } from './types.ts';
import { layoutOf, template } from './catalog.ts';
import { renderPdf, verifyUrl } from './render/pdf.ts';
import type { SigningKey } from './sign/sign.ts';
import { signPdf } from './sign/sign.ts';

export type { DocumentModel, Lang, TemplateId } from './types.ts';
export { TEMPLATE_IDS, LANGS } from './types.ts';
export { TEMPLATES, template } from './catalog.ts';
export { verifyPdf } from './sign/verify.ts';
export type { VerifyResult } from './sign/verify.ts';
export { createDemoCertificate } from './sign/demo-certificate.ts';
export { loadSigningKey } from './sign/sign.ts';
export type { SigningKey } from './sign/sign.ts';
export { verifyUrl } from './render/pdf.ts';

export interface RenderDocumentOptions {
  readonly publicUrl: string;
  /** Sign with the office's key; omit for an unsigned preview. */
  readonly sign?: { readonly key: SigningKey; readonly signingTime: Date; readonly contactInfo?: string };
}

export interface RenderedDocument {
  readonly pdf: Buffer;
  readonly sha256: string;
  /** SHA-256 of the bytes before signing: the same model always gives the same value. */
  readonly unsignedSha256: string;
  readonly signed: boolean;
  readonly verifyUrl: string;
}

const sha = (b: Buffer): string => createHash('sha256').update(b).digest('hex');

export async function renderDocument(
  model: DocumentModel<unknown>,
  opts: RenderDocumentOptions,
): Promise<RenderedDocument> {
  const h = model.header;
  const layout = layoutOf(model);
  const s = opts.sign && template(h.template).signed ? opts.sign : undefined;
  const unsigned = await renderPdf(h, layout, {
    publicUrl: opts.publicUrl,
    ...(s
      ? {
          signable: {
            reason: `${layout.title} (${h.caseNumber})`,
            location: h.issuer.place,
            name: `${h.issuer.officer}, ${h.issuer.designation}`,
            contactInfo: s.contactInfo ?? h.issuer.office,
            signingTime: s.signingTime,
          },
        }
      : {}),
  });
  const pdf = s ? await signPdf(unsigned, s.key) : unsigned;
  return {
    pdf,
    sha256: sha(pdf),
    unsignedSha256: sha(unsigned),
    signed: s !== undefined,
    verifyUrl: verifyUrl(opts.publicUrl, h.documentId),
  };
}
