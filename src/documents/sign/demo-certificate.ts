// A self-signed demonstration certificate for an office, as a PKCS#12 file. `npm start` creates one on first run so
// documents can be signed on a fresh machine; a real office replaces it with a certificate from a licensed CA.

import type { KeyObject } from 'node:crypto';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

export interface DemoCertificate {
  readonly p12: Buffer;
  readonly passphrase: string;
  readonly certificatePem: string;
}

export interface DemoCertificateOptions {
  readonly commonName?: string;
  readonly organization?: string;
  readonly passphrase?: string;
  /** Start of validity; defaults to now. */
  readonly notBefore?: Date;
  readonly validityYears?: number;
  /** An RSA key pair (2048 bits) made beforehand, e.g. off the main thread while the portal starts; made here if absent. */
  readonly keyPair?: { readonly privateKey: KeyObject; readonly publicKey: KeyObject };
}

export function createDemoCertificate(o: DemoCertificateOptions = {}): DemoCertificate {
  const { privateKey, publicKey } = o.keyPair ?? generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const pub = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = pub;
  const serial = randomBytes(16);
  serial[0] = serial[0]! & 0x7f; // positive INTEGER
  cert.serialNumber = serial.toString('hex');
  const from = o.notBefore ?? new Date();
  cert.validity.notBefore = from;
  cert.validity.notAfter = new Date(from.getTime() + (o.validityYears ?? 5) * 365.25 * 86400_000);
  const attrs = [
    { name: 'commonName', value: o.commonName ?? 'Demo Adjudicating Officer (NOT FOR REAL ORDERS)' },
    { name: 'organizationName', value: o.organization ?? 'Cattle-trespass portal demo office' },
    { name: 'countryName', value: 'IN' },
  ];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const passphrase = o.passphrase ?? randomBytes(12).toString('base64url');
  const p12Asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert], passphrase, { algorithm: '3des' });
  return {
    p12: Buffer.from(forge.asn1.toDer(p12Asn1).getBytes(), 'binary'),
    passphrase,
    certificatePem: forge.pki.certificateToPem(cert),
  };
}
