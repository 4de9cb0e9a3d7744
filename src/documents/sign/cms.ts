// A detached CMS SignedData for PAdES (ETSI.CAdES.detached): signed attributes contentType, messageDigest and the
// ESS signing-certificate-v2 that binds the signer's certificate; no signing-time attribute (PAdES takes the time
// from the signature dictionary's /M). ASN.1 with node-forge, digest and RSA with node:crypto (fast, native).

import { createHash, createPrivateKey, sign as rsaSign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import forge from 'node-forge';

const { asn1, pki } = forge;
const U = asn1.Class.UNIVERSAL;
const C = asn1.Class.CONTEXT_SPECIFIC;
const T = asn1.Type;

export const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
} as const;

const oid = (o: string): forge.asn1.Asn1 => asn1.create(U, T.OID, false, asn1.oidToDer(o).getBytes());
const seq = (v: forge.asn1.Asn1[]): forge.asn1.Asn1 => asn1.create(U, T.SEQUENCE, true, v);
const set = (v: forge.asn1.Asn1[]): forge.asn1.Asn1 => asn1.create(U, T.SET, true, v);
const octets = (b: Buffer): forge.asn1.Asn1 => asn1.create(U, T.OCTETSTRING, false, b.toString('binary'));
const int = (n: number): forge.asn1.Asn1 => asn1.create(U, T.INTEGER, false, String.fromCharCode(n));
const nul = (): forge.asn1.Asn1 => asn1.create(U, T.NULL, false, '');
const der = (a: forge.asn1.Asn1): Buffer => Buffer.from(asn1.toDer(a).getBytes(), 'binary');
const algId = (o: string): forge.asn1.Asn1 => seq([oid(o), nul()]);

/** The issuer Name and serial INTEGER of a certificate, taken from its own encoding. */
export function issuerAndSerial(certAsn1: forge.asn1.Asn1): { issuer: forge.asn1.Asn1; serial: forge.asn1.Asn1 } {
  const tbs = (certAsn1.value as forge.asn1.Asn1[])[0]!;
  const parts = tbs.value as forge.asn1.Asn1[];
  const i = parts[0]!.tagClass === C ? 1 : 0;
  return { serial: parts[i]!, issuer: parts[i + 2]! };
}

/** A key and certificate ready to sign many documents (the PKCS#12 is decrypted once). */
export interface SigningKey {
  readonly key: KeyObject;
  readonly certAsn1: forge.asn1.Asn1;
  readonly certDer: Buffer;
  readonly subjectCommonName: string;
}

export function signingKeyFromP12(p12: Buffer, passphrase: string): SigningKey {
  const parsed = forge.pkcs12.pkcs12FromAsn1(asn1.fromDer(p12.toString('binary')), false, passphrase);
  const SHROUDED = '1.2.840.113549.1.12.10.1.2';
  const KEY = '1.2.840.113549.1.12.10.1.1';
  const CERT = '1.2.840.113549.1.12.10.1.3';
  const keyBag = parsed.getBags({ bagType: SHROUDED })[SHROUDED]?.[0] ?? parsed.getBags({ bagType: KEY })[KEY]?.[0];
  const certBags: forge.pkcs12.Bag[] = parsed.getBags({ bagType: CERT })[CERT] ?? [];
  const fkey = keyBag?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!fkey) throw new Error('The PKCS#12 file holds no private key.');
  const cert = certBags
    .map((b) => b.cert)
    .find((c): c is forge.pki.Certificate => {
      const pub = c?.publicKey as forge.pki.rsa.PublicKey | undefined;
      return pub !== undefined && pub.n.compareTo(fkey.n) === 0 && pub.e.compareTo(fkey.e) === 0;
    });
  if (!cert) throw new Error('The PKCS#12 file holds no certificate matching its private key.');
  const certAsn1 = pki.certificateToAsn1(cert);
  const cn = cert.subject.getField('CN') as { value?: string } | null;
  return {
    key: createPrivateKey(pki.privateKeyToPem(fkey)),
    certAsn1,
    certDer: der(certAsn1),
    subjectCommonName: cn?.value ?? '',
  };
}

/** A signing key rebuilt from its parts (the render thread gets the key and the certificate's DER, not forge's tree). */
export function signingKeyFromParts(p: { key: KeyObject; certDer: Uint8Array; subjectCommonName: string }): SigningKey {
  const certDer = Buffer.from(p.certDer.buffer, p.certDer.byteOffset, p.certDer.byteLength);
  return {
    key: p.key,
    certAsn1: asn1.fromDer(certDer.toString('binary')),
    certDer,
    subjectCommonName: p.subjectCommonName,
  };
}

/** The DER of a detached CMS SignedData over `content`. */
export function signDetached(content: Buffer, k: SigningKey): Buffer {
  const digest = createHash('sha256').update(content).digest();
  const certHash = createHash('sha256').update(k.certDer).digest();
  const { issuer, serial } = issuerAndSerial(k.certAsn1);
  const attr = (type: string, value: forge.asn1.Asn1): forge.asn1.Asn1 => seq([oid(type), set([value])]);
  const essCertIdV2 = seq([
    octets(certHash), // hashAlgorithm omitted: the default is SHA-256
    seq([seq([asn1.create(C, 4, true, [issuer])]), serial]),
  ]);
  const attrs = [
    attr(OID.contentType, oid(OID.data)),
    attr(OID.messageDigest, octets(digest)),
    attr(OID.signingCertificateV2, seq([seq([essCertIdV2])])),
  ];
  // DER orders a SET OF by encoding; the signature is over the SET, the SignerInfo carries it as [0] IMPLICIT.
  attrs.sort((a, b) => Buffer.compare(der(a), der(b)));
  const signature = rsaSign('sha256', der(set(attrs)), k.key);
  const signerInfo = seq([
    int(1),
    seq([issuer, serial]),
    algId(OID.sha256),
    asn1.create(C, 0, true, attrs),
    algId(OID.rsaEncryption),
    octets(signature),
  ]);
  const signedData = seq([
    int(1),
    set([algId(OID.sha256)]),
    seq([oid(OID.data)]),
    asn1.create(C, 0, true, [k.certAsn1]),
    set([signerInfo]),
  ]);
  return der(seq([oid(OID.signedData), asn1.create(C, 0, true, [signedData])]));
}
