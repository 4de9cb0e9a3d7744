// The office key the tests sign documents with: one self-signed demonstration certificate, made by the first test
// process that needs it and kept as a PKCS#12 file in node_modules/.cache/ctp (like the PGlite template), then loaded
// once per process (about 0.05 s of CPU, where making the key pair and the file takes about 0.4 s).

import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IssueInput } from '../src/app/documents/issue.ts';
import { createDemoCertificate, loadSigningKey, verifyUrl } from '../src/documents/index.ts';
import type { SigningKey } from '../src/documents/index.ts';
import { issuedFileName, modelForIssue, renderIssued } from '../src/documents/issue.ts';
import type { RenderedIssue } from '../src/jobs/render-thread.ts';

const CACHE = join(new URL('../', import.meta.url).pathname, 'node_modules', '.cache', 'ctp');
const P12 = join(CACHE, 'test-signing-key.p12');
const PASSPHRASE = 'test signing key';

let key: SigningKey | undefined;

/** A demonstration certificate valid from 1 January 2026, loaded as a signing key (the same one on each call). */
export function testSigningKey(): SigningKey {
  if (!key) {
    try {
      key = loadSigningKey(readFileSync(P12), PASSPHRASE);
    } catch {
      // Not made yet (or unreadable): make it, and keep it for the next process.
      const c = createDemoCertificate({ notBefore: new Date('2026-01-01T00:00:00Z'), passphrase: PASSPHRASE });
      mkdirSync(CACHE, { recursive: true });
      const tmp = `${P12}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(tmp, c.p12, { mode: 0o600 });
      renameSync(tmp, P12);
      key = loadSigningKey(c.p12, PASSPHRASE);
    }
  }
  return key;
}

/**
 * The document runner's render for walks whose assertions never read a document's bytes: the document's model is
 * built from the case as recorded (so an issuing event the templates cannot take still fails the job), and the bytes
 * stored are a short stand-in naming the document instead of the typeset, signed PDF (about 0.1 s of CPU each). The
 * runner still records the issue (`document-issued` with the stand-in's SHA-256) and everything that follows it.
 * The documents of the templates in `typeset` (those whose bytes a test reads) are typeset and signed as usual, with
 * testSigningKey().
 */
export function recordOnly(
  publicUrl: string,
  typeset: readonly string[] = [],
): (input: IssueInput) => Promise<RenderedIssue> {
  return (input) => {
    if (typeset.includes(input.job.template)) return renderIssued(input, { publicUrl, key: testSigningKey() });
    const model = modelForIssue(input);
    const fileName = issuedFileName(input);
    const pdf = Buffer.from(`%PDF-1.7\n% not typeset: ${fileName} ${model.header.documentId}\n%%EOF\n`, 'latin1');
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    return Promise.resolve({
      pdf,
      sha256,
      unsignedSha256: sha256,
      signed: false,
      verifyUrl: verifyUrl(publicUrl, model.header.documentId),
      fileName,
    });
  };
}
