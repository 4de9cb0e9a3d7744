// The signature field a PDF reserves before it is signed: a /Sig dictionary with a zeroed /Contents and a
// /ByteRange placeholder that @signpdf/signpdf fills in. (The @signpdf placeholder packages peer-depend on pdfkit
// 0.10/0.11; this is the same dictionary written for pdfkit 0.20.)

import type * as SignpdfUtilsModule from '@signpdf/utils';
import { lazyPackage } from '../../lib/lazy-package.ts';

const signpdfUtils = lazyPackage<typeof SignpdfUtilsModule>('@signpdf/utils');

/** Bytes reserved for the CMS; an RSA-2048 signature with one certificate takes about 1.8 KB. */
export const SIGNATURE_LENGTH = 8192;

export interface PlaceholderInfo {
  readonly reason: string;
  readonly location: string;
  readonly name: string;
  readonly contactInfo: string;
  readonly signingTime: Date;
}

interface PdfRef {
  data: Record<string, unknown>;
  end(): void;
}

interface PdfkitInternals {
  ref(data: Record<string, unknown>): PdfRef;
  initForm(): unknown;
  _acroform?: unknown;
  _root: { data: { AcroForm: PdfRef } };
  page: { dictionary: unknown; annotations: unknown[] };
}

export function addSignaturePlaceholder(doc: unknown, info: PlaceholderInfo): void {
  const pdf = doc as PdfkitInternals;
  const { DEFAULT_BYTE_RANGE_PLACEHOLDER, SIG_FLAGS, SUBFILTER_ETSI_CADES_DETACHED } = signpdfUtils();
  const signature = pdf.ref({
    Type: 'Sig',
    Filter: 'Adobe.PPKLite',
    SubFilter: SUBFILTER_ETSI_CADES_DETACHED,
    ByteRange: [0, DEFAULT_BYTE_RANGE_PLACEHOLDER, DEFAULT_BYTE_RANGE_PLACEHOLDER, DEFAULT_BYTE_RANGE_PLACEHOLDER],
    Contents: Buffer.from(String.fromCharCode(0).repeat(SIGNATURE_LENGTH)),
    Reason: new String(info.reason),
    M: info.signingTime,
    ContactInfo: new String(info.contactInfo),
    Name: new String(info.name),
    Location: new String(info.location),
    Prop_Build: { Filter: { Name: 'Adobe.PPKLite' }, App: { Name: 'cattle-trespass-portal' } },
  });
  if (!pdf._acroform) pdf.initForm();
  const form = pdf._root.data.AcroForm;
  const fields = form.data['Fields'] as unknown[];
  form.data = {
    Type: 'AcroForm',
    SigFlags: SIG_FLAGS.SIGNATURES_EXIST | SIG_FLAGS.APPEND_ONLY,
    Fields: fields,
    DR: form.data['DR'],
  };
  const widget = pdf.ref({
    Type: 'Annot',
    Subtype: 'Widget',
    FT: 'Sig',
    Rect: [0, 0, 0, 0],
    F: 4,
    V: signature,
    T: new String(`Signature${fields.length + 1}`),
    P: pdf.page.dictionary,
  });
  pdf.page.annotations.push(widget);
  fields.push(widget);
  signature.end();
  widget.end();
}
