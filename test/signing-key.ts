// The office key documents are signed with in tests: a demonstration certificate valid from 1 January 2026, made once
// per test process and shared by every backend's runner (an RSA key pair and its PKCS#12 cost about half a CPU second
// each time). Signing with it is the same as with a fresh one: the key is only read, never changed.

import { createDemoCertificate, loadSigningKey } from '../src/documents/index.ts';
import type { SigningKey } from '../src/documents/index.ts';

let key: SigningKey | undefined;

export function testSigningKey(): SigningKey {
  if (!key) {
    const c = createDemoCertificate({ notBefore: new Date('2026-01-01T00:00:00Z') });
    key = loadSigningKey(c.p12, c.passphrase);
  }
  return key;
}
