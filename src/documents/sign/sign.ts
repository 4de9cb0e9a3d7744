// Signs a rendered PDF with the office's certificate: @signpdf/signpdf fills the reserved /ByteRange and /Contents
// with a detached CMS made by cms.ts.

import { SignPdf } from '@signpdf/signpdf';
import { Signer } from '@signpdf/utils';
import type { SigningKey } from './cms.ts';
import { signDetached, signingKeyFromP12 } from './cms.ts';

export type { SigningKey } from './cms.ts';

class OfficeSigner extends Signer {
  constructor(private readonly k: SigningKey) {
    super();
  }
  override async sign(content: Buffer): Promise<Buffer> {
    return signDetached(content, this.k);
  }
}

const signpdf = new SignPdf();

/** Loads the office's PKCS#12 (from configuration) once; reuse the result for every document. */
export function loadSigningKey(p12: Buffer, passphrase: string): SigningKey {
  return signingKeyFromP12(p12, passphrase);
}

/** Fills the signature placeholder of a PDF rendered with `signable`. */
export async function signPdf(pdf: Buffer, key: SigningKey): Promise<Buffer> {
  return signpdf.sign(pdf, new OfficeSigner(key));
}
