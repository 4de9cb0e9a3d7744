// The office's signing key: the PKCS#12 named in configuration (CTP_SIGNING_P12 and CTP_SIGNING_PASSPHRASE), or,
// when none is configured, a self-signed demo certificate created on first run in `<data dir>.office-certificate/`
// and reused after. The demo certificate says "NOT FOR REAL ORDERS" in its name; `ctp start` prints where it is.

import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { KeyObject } from 'node:crypto';
import { createHash, generateKeyPair } from 'node:crypto';
import { join, resolve } from 'node:path';
import type { SigningKey } from '../documents/index.ts';
import { createDemoCertificate, loadSigningKey } from '../documents/index.ts';

export interface OfficeKey {
  readonly key: SigningKey;
  /** configured: from CTP_SIGNING_P12; demo-created: made now; demo: made on an earlier run. */
  readonly source: 'configured' | 'demo-created' | 'demo';
  readonly p12Path: string;
  /** SHA-256 of the certificate (DER): what verification shows as the signer's fingerprint. */
  readonly certificateSha256: string;
  readonly subject: string;
}

export interface OfficeKeyOptions {
  readonly p12Path?: string;
  readonly passphrase?: string;
  readonly dataDir: string;
  /** From the Clock: the demo certificate's start of validity. */
  readonly now: Date;
  /** The RSA pair for a demo certificate made now (demoKeyPair); generated here when absent. */
  readonly keyPair?: DemoKeyPair;
}

export interface DemoKeyPair {
  readonly privateKey: KeyObject;
  readonly publicKey: KeyObject;
}

function demoDir(dataDir: string): string {
  return `${resolve(dataDir)}.office-certificate`;
}

/** Whether loadOfficeKey will make a demo certificate (none configured, none made on an earlier run). */
export function demoCertificateNeeded(o: { readonly p12Path?: string; readonly dataDir: string }): boolean {
  const dir = demoDir(o.dataDir);
  return !o.p12Path && !(existsSync(join(dir, 'demo-office.p12')) && existsSync(join(dir, 'demo-office.passphrase')));
}

/** The demo certificate's RSA pair, generated on libuv's thread pool (about 0.3 s) while the main thread works on. */
export function demoKeyPair(): Promise<DemoKeyPair> {
  return new Promise((res, rej) =>
    generateKeyPair('rsa', { modulusLength: 2048 }, (e, publicKey, privateKey) =>
      e ? rej(e) : res({ publicKey, privateKey }),
    ),
  );
}

export class OfficeKeyError extends Error {}

function describe(key: SigningKey, source: OfficeKey['source'], p12Path: string): OfficeKey {
  return {
    key,
    source,
    p12Path,
    certificateSha256: createHash('sha256').update(key.certDer).digest('hex'),
    subject: key.subjectCommonName,
  };
}

export function loadOfficeKey(o: OfficeKeyOptions): OfficeKey {
  if (o.p12Path) {
    const path = resolve(o.p12Path);
    if (!existsSync(path)) throw new OfficeKeyError(`CTP_SIGNING_P12 names ${path}, which does not exist.`);
    try {
      return describe(loadSigningKey(readFileSync(path), o.passphrase ?? ''), 'configured', path);
    } catch (e) {
      throw new OfficeKeyError(
        `The office certificate ${path} could not be opened (${(e as Error).message}); check CTP_SIGNING_PASSPHRASE.`,
      );
    }
  }
  // Beside the PGlite data directory (like its .lock), not inside it: a restore replaces that directory wholesale and
  // would take the key with it, and backups of the database should not carry the office's private key.
  const dir = demoDir(o.dataDir);
  const p12Path = join(dir, 'demo-office.p12');
  const passFile = join(dir, 'demo-office.passphrase');
  if (existsSync(p12Path) && existsSync(passFile)) {
    return describe(loadSigningKey(readFileSync(p12Path), readFileSync(passFile, 'utf8').trim()), 'demo', p12Path);
  }
  mkdirSync(dir, { recursive: true });
  const c = createDemoCertificate({
    notBefore: o.now,
    validityYears: 10,
    ...(o.keyPair ? { keyPair: o.keyPair } : {}),
  });
  writeFileSync(passFile, `${c.passphrase}\n`, { mode: 0o600 });
  writeFileSync(p12Path, c.p12, { mode: 0o600 });
  writeFileSync(join(dir, 'demo-office.crt.pem'), c.certificatePem);
  chmodSync(passFile, 0o600);
  return describe(loadSigningKey(c.p12, c.passphrase), 'demo-created', p12Path);
}
