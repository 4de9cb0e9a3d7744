// verifyPdf reads the CMS from the zero-padded /Contents by its DER length. A regression test for a flaw that made
// about one signed document in 256 fail verification: stripping the zero padding also stripped a signature whose
// last byte is 0x00.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import PDFDocument from 'pdfkit';
import { createDemoCertificate } from './demo-certificate.ts';
import { addSignaturePlaceholder } from './placeholder.ts';
import { loadSigningKey, signPdf } from './sign.ts';
import { verifyPdf } from './verify.ts';

function tinySignable(n: number): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A6', info: { CreationDate: new Date('2026-08-20T05:30:00Z') } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.text(`Probe ${n}`);
  addSignaturePlaceholder(doc, {
    reason: 'test',
    location: 'test',
    name: 'test',
    contactInfo: 'test',
    signingTime: new Date('2026-08-20T05:30:00Z'),
  });
  doc.end();
  return done;
}

/** The last byte of the DER value in the signed /Contents (0x30 0x82 <len16> is the SignedData header here). */
function lastDerByte(pdf: Buffer): number {
  const text = pdf.toString('latin1');
  const at = text.lastIndexOf('/ByteRange');
  const m = /\[\s*(\d+)\s+(\d+)\s+(\d+)/.exec(text.slice(at, at + 120))!;
  const hex = text.slice(Number(m[2]) + 1, Number(m[3]) - 1);
  const der = Buffer.from(hex, 'hex');
  assert.equal(der[0], 0x30);
  assert.equal(der[1], 0x82);
  return der[4 + der.readUInt16BE(2) - 1]!;
}

describe('verifyPdf: the signature value is read by its DER length, not by stripping zeros', () => {
  it('accepts a valid signature whose last byte is 0x00', async () => {
    const c = createDemoCertificate({ notBefore: new Date('2026-01-01T00:00:00Z') });
    const key = loadSigningKey(c.p12, c.passphrase);
    let found: Buffer | undefined;
    // About one signature in 256 ends in 0x00; 4,000 tries miss it with probability below 1e-6.
    for (let n = 0; n < 4000 && !found; n++) {
      const signed = await signPdf(await tinySignable(n), key);
      if (lastDerByte(signed) === 0x00) found = signed;
    }
    assert.ok(found, 'no signature ending in 0x00 was produced');
    const r = verifyPdf(found);
    assert.equal(r.valid, true, JSON.stringify(r));
  });
});
