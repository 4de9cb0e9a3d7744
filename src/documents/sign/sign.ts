// Signs a rendered PDF with the office's certificate: @signpdf/signpdf fills the reserved /ByteRange and /Contents
// with a detached CMS made by cms.ts.

import type * as SignpdfModule from '@signpdf/signpdf';
import type * as SignpdfUtilsModule from '@signpdf/utils';
import { lazyPackage } from '../../lib/lazy-package.ts';
import type { SigningKey } from './cms.ts';
import { signDetached, signingKeyFromP12 } from './cms.ts';

export type { SigningKey } from './cms.ts';

const signpdfPackage = lazyPackage<typeof SignpdfModule>('@signpdf/signpdf');
const utilsPackage = lazyPackage<typeof SignpdfUtilsModule>('@signpdf/utils');

// The signer and @signpdf's filler, made on the first signature (the packages load then, not at start-up).
let signing: ((pdf: Buffer, key: SigningKey) => Promise<Buffer>) | undefined;
function officeSigning(): (pdf: Buffer, key: SigningKey) => Promise<Buffer> {
  if (!signing) {
    class OfficeSigner extends utilsPackage().Signer {
      constructor(private readonly k: SigningKey) {
        super();
      }
      override async sign(content: Buffer): Promise<Buffer> {
        return signDetached(content, this.k);
      }
    }
    const signpdf = new (signpdfPackage().SignPdf)();
    signing = (pdf, key) => signpdf.sign(pdf, new OfficeSigner(key));
  }
  return signing;
}

/** Loads the office's PKCS#12 (from configuration) once; reuse the result for every document. */
export function loadSigningKey(p12: Buffer, passphrase: string): SigningKey {
  return signingKeyFromP12(p12, passphrase);
}

/** Fills the signature placeholder of a PDF rendered with `signable`. */
export async function signPdf(pdf: Buffer, key: SigningKey): Promise<Buffer> {
  return officeSigning()(pdf, key);
}
