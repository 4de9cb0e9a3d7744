// Verifies the signature of a PDF without a browser or poppler: recompute the SHA-256 of the /ByteRange, compare it
// with the CMS messageDigest, and check the RSA signature over the signed attributes with the embedded certificate.
// This answers "unaltered since signed by the holder of this certificate"; whether the certificate is the office's
// is for the caller (compare `certificateSha256` with the configured one).

import { createHash, createPublicKey, verify as rsaVerify } from 'node:crypto';
import forge from 'node-forge';
import { OID, issuerAndSerial } from './cms.ts';

const { asn1, pki } = forge;

export interface VerifyResult {
  readonly valid: boolean;
  readonly reason: string;
  readonly signer?: string;
  readonly certificateSha256?: string;
  readonly signedAt?: string;
}

const bad = (reason: string, extra: Partial<VerifyResult> = {}): VerifyResult => ({ valid: false, reason, ...extra });

type Node = forge.asn1.Asn1;
const kids = (n: Node | undefined): Node[] => (Array.isArray(n?.value) ? (n.value as Node[]) : []);
const oidOf = (n: Node | undefined): string => (n && typeof n.value === 'string' ? asn1.derToOid(n.value) : '');

const DIGESTS: Record<string, string> = {
  [OID.sha256]: 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
  '1.3.14.3.2.26': 'sha1',
};

export function verifyPdf(bytes: Uint8Array): VerifyResult {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = buf.toString('latin1');
  const at = text.lastIndexOf('/ByteRange');
  if (at < 0) return bad('The document carries no digital signature.');
  const m = /^\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(text.slice(at, at + 120));
  if (!m) return bad("The signature's byte range is damaged.");
  const [a, b, c, d] = m.slice(1, 5).map(Number) as [number, number, number, number];
  if (a !== 0 || b <= 0 || c <= b || c + d !== buf.length) {
    return bad('The signature does not cover the whole file: the document was changed or extended after signing.');
  }
  // The placeholder is padded with zeros after the DER value; the DER header says where the value ends, so the
  // padding is not stripped here (a signature whose last byte is 0x00 would lose it).
  const hex = text.slice(b + 1, c - 1);
  if (
    text[b] !== '<' ||
    text[c - 1] !== '>' ||
    !/^[0-9a-fA-F]*$/.test(hex) ||
    /^0*$/.test(hex) ||
    hex.length % 2 !== 0
  ) {
    return bad('The signature value is damaged.');
  }
  let signedData: Node[];
  let cms: Node;
  try {
    cms = asn1.fromDer(Buffer.from(hex, 'hex').toString('binary'), { strict: false, parseAllBytes: false } as never);
    if (oidOf(kids(cms)[0]) !== OID.signedData) return bad('The signature is not a CMS SignedData.');
    signedData = kids(kids(kids(cms)[1])[0]);
  } catch {
    return bad('The signature value cannot be read (damaged).');
  }
  const certsNode = signedData.find((n) => n.tagClass === asn1.Class.CONTEXT_SPECIFIC && n.type === 0);
  const signerInfos = kids(signedData[signedData.length - 1]);
  const si = kids(signerInfos[0]);
  if (si.length < 5) return bad('The signature has no signer.');
  const sid = kids(si[1]);
  const digestName = DIGESTS[oidOf(kids(si[2])[0])];
  const attrsNode = si[3];
  if (!digestName) return bad('The signature uses an unsupported digest algorithm.');
  if (!attrsNode || attrsNode.tagClass !== asn1.Class.CONTEXT_SPECIFIC || attrsNode.type !== 0) {
    return bad('The signature has no signed attributes.');
  }
  const sigValue = si[5];
  const signature = Buffer.from(String(sigValue?.value ?? ''), 'binary');

  // The certificate named by the signer identifier.
  const cert = kids(certsNode).find((cn) => {
    try {
      const { issuer, serial } = issuerAndSerial(cn);
      return (
        asn1.toDer(serial).getBytes() === asn1.toDer(sid[1]!).getBytes() &&
        asn1.toDer(issuer).getBytes() === asn1.toDer(sid[0]!).getBytes()
      );
    } catch {
      return false;
    }
  });
  if (!cert) return bad("The signer's certificate is not in the signature.");
  const certDer = Buffer.from(asn1.toDer(cert).getBytes(), 'binary');
  const fcert = pki.certificateFromAsn1(cert);
  const cn = (fcert.subject.getField('CN') as { value?: string } | null)?.value ?? '';
  const certificateSha256 = createHash('sha256').update(certDer).digest('hex');

  let messageDigest: Buffer | undefined;
  let signingTime: string | undefined;
  for (const attr of kids(attrsNode)) {
    const [t, vals] = kids(attr);
    const v = kids(vals)[0];
    if (oidOf(t) === OID.messageDigest) messageDigest = Buffer.from(String(v?.value ?? ''), 'binary');
    if (oidOf(t) === OID.signingTime && typeof v?.value === 'string')
      signingTime = asn1.utcTimeToDate(v.value).toISOString();
  }
  const digest = createHash(digestName)
    .update(buf.subarray(a, a + b))
    .update(buf.subarray(c, c + d))
    .digest();
  const who = { signer: cn, certificateSha256, ...(signingTime ? { signedAt: signingTime } : {}) };
  if (!messageDigest || !messageDigest.equals(digest)) {
    return bad('The document was altered after it was signed: its digest does not match the signed digest.', who);
  }
  const attrsDer = Buffer.from(
    asn1.toDer(asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, kids(attrsNode))).getBytes(),
    'binary',
  );
  const key = createPublicKey(pki.publicKeyToPem(fcert.publicKey));
  if (!rsaVerify(digestName, attrsDer, key, signature)) {
    return bad("The signature does not match the signer's certificate.", who);
  }
  const mAt = text.lastIndexOf('/M (D:', at + 4000);
  const mMatch = mAt >= 0 ? /\/M \(D:(\d{14})/.exec(text.slice(mAt, mAt + 40)) : null;
  return {
    valid: true,
    reason: 'The signature is valid and the document has not been altered since it was signed.',
    ...who,
    ...(signingTime === undefined && mMatch ? { signedAt: mMatch[1]! } : {}),
  };
}
