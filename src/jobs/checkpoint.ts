// Signed checkpoints of the order sheets (issue 16, point 4; docs/adr): a Merkle root over every chain's head
// (stream, version, head hash), signed with the office certificate as Certificate Transparency signs its tree heads,
// kept as files under <data dir>/checkpoints and published at /api/v1/public/checkpoint. A database administrator
// who disables the append-only trigger can rewrite a case's rows with recomputed hashes, or delete its last rows and
// lower stream.version, and the chain still re-walks; checked against a checkpoint, such a chain no longer extends
// the head it had, and `ctp verify --checkpoint` names the case.

import { createHash, sign, verify, X509Certificate } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChainHead } from '../lib/merkle.ts';
import { merkleRoot } from '../lib/merkle.ts';
import type { OfficeKey } from './office-certificate.ts';

export interface CheckpointHead extends ChainHead {
  readonly number: string;
}

export interface Checkpoint {
  readonly format: 'ctp-checkpoint/1';
  readonly createdAt: string;
  readonly treeSize: number;
  readonly root: string;
  readonly heads: readonly CheckpointHead[];
  readonly signature: {
    readonly algorithm: 'RSA-SHA256';
    readonly certificateSha256: string;
    readonly certificatePem: string;
    readonly value: string;
  };
}

/** The signed statement: what the signature covers (the heads are bound to it through the root). */
export const signedText = (c: Pick<Checkpoint, 'createdAt' | 'treeSize' | 'root'>): string =>
  `ctp-checkpoint/1\n${c.createdAt}\n${c.treeSize}\n${c.root}\n`;

export function makeCheckpoint(heads: readonly CheckpointHead[], at: Date, office: OfficeKey): Checkpoint {
  const sorted = [...heads].sort((a, b) => (a.streamId < b.streamId ? -1 : a.streamId > b.streamId ? 1 : 0));
  const body = { createdAt: at.toISOString(), treeSize: sorted.length, root: merkleRoot(sorted) };
  const value = sign('sha256', Buffer.from(signedText(body), 'utf8'), office.key.key).toString('base64');
  const certificatePem = new X509Certificate(office.key.certDer).toString();
  return {
    format: 'ctp-checkpoint/1',
    ...body,
    heads: sorted,
    signature: { algorithm: 'RSA-SHA256', certificateSha256: office.certificateSha256, certificatePem, value },
  };
}

export const checkpointDir = (dataDir: string): string => join(dataDir, 'checkpoints');

/** Writes the checkpoint as <dir>/checkpoint-<time>.json (atomically) and returns the path. */
export function writeCheckpoint(dir: string, c: Checkpoint): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `checkpoint-${c.createdAt.replace(/[:.]/g, '-')}.json`);
  writeFileSync(`${file}.tmp`, `${JSON.stringify(c, null, 1)}\n`);
  renameSync(`${file}.tmp`, file);
  return file;
}

/** The newest checkpoint file of a directory, or undefined. */
export function latestCheckpointFile(dir: string): string | undefined {
  let names: string[];
  try {
    names = readdirSync(dir)
      .filter((n) => /^checkpoint-.*\.json$/.test(n))
      .sort();
  } catch {
    return undefined;
  }
  const last = names.at(-1);
  return last ? join(dir, last) : undefined;
}

export class CheckpointError extends Error {}

/** Reads a checkpoint from a file or an http(s) URL. */
export async function loadCheckpoint(where: string): Promise<Checkpoint> {
  let text: string;
  if (/^https?:\/\//.test(where)) {
    const r = await fetch(where);
    if (!r.ok) throw new CheckpointError(`The checkpoint at ${where} could not be fetched (HTTP ${r.status}).`);
    text = await r.text();
  } else {
    text = readFileSync(where, 'utf8');
  }
  const c = JSON.parse(text) as Checkpoint;
  if (c?.format !== 'ctp-checkpoint/1' || !Array.isArray(c.heads) || typeof c.root !== 'string' || !c.signature)
    throw new CheckpointError(`${where} is not a portal checkpoint.`);
  return c;
}

/**
 * Checks that the checkpoint is what the office signed: the certificate is the office's (by its SHA-256), the
 * signature over (time, size, root) is valid under it, and the heads listed give that root. Throws otherwise.
 */
export function checkSignature(
  c: Checkpoint,
  officeCertificateSha256: string,
  whose: 'office' | 'trusted' | 'own' = 'office',
): void {
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(c.signature.certificatePem);
  } catch {
    throw new CheckpointError("The checkpoint's certificate cannot be read: refused.");
  }
  const fingerprint = createHash('sha256').update(cert.raw).digest('hex');
  if (fingerprint !== officeCertificateSha256 || c.signature.certificateSha256 !== officeCertificateSha256) {
    throw new CheckpointError(
      whose === 'trusted'
        ? `The checkpoint is signed with a certificate (SHA-256 ${fingerprint}) that is not the certificate you trust (${officeCertificateSha256}): refused. A key swapped on the portal's machine cannot re-sign its history.`
        : `The checkpoint is signed with a certificate (${fingerprint.slice(0, 16)}…) that is not the office certificate (${officeCertificateSha256.slice(0, 16)}…): refused.`,
    );
  }
  const ok = verify(
    'sha256',
    Buffer.from(signedText(c), 'utf8'),
    cert.publicKey,
    Buffer.from(c.signature.value, 'base64'),
  );
  if (!ok)
    throw new CheckpointError(
      "The checkpoint's signature does not verify under the office certificate (bad signature): refused.",
    );
  if (c.heads.length !== c.treeSize || merkleRoot(c.heads) !== c.root)
    throw new CheckpointError('The heads listed in the checkpoint do not give its signed root: refused.');
}

export interface CheckpointBreak {
  readonly streamId: string;
  readonly number: string;
  readonly problem: string;
}

/**
 * Every chain of the checkpoint must still extend the head it had: its version now at least the checkpoint's, and
 * its row at that version still the hash the checkpoint signed. `now` gives, per stream, its number, version and the
 * stored hash of its row at the checkpoint's version.
 */
export function compareWithCheckpoint(
  c: Checkpoint,
  now: ReadonlyMap<string, { number: string; version: number; hash: string | null }>,
): CheckpointBreak[] {
  const breaks: CheckpointBreak[] = [];
  for (const h of c.heads) {
    if (h.version === 0) continue;
    const s = now.get(h.streamId);
    if (!s) {
      breaks.push({
        streamId: h.streamId,
        number: h.number,
        problem: `the proceeding is missing (the checkpoint of ${c.createdAt} has it at row ${h.version})`,
      });
    } else if (s.version < h.version || s.hash === null) {
      breaks.push({
        streamId: h.streamId,
        number: s.number,
        problem: `truncated: the checkpoint of ${c.createdAt} has ${h.version} rows, the database ${s.version}`,
      });
    } else if (s.hash !== h.head) {
      breaks.push({
        streamId: h.streamId,
        number: s.number,
        problem: `rewritten: row ${h.version} is not the row the checkpoint of ${c.createdAt} signed`,
      });
    }
  }
  return breaks;
}

/** The SHA-256 of the certificate a checkpoint carries (hex), or undefined when it cannot be read. */
export function certificateSha256Of(c: Checkpoint): string | undefined {
  try {
    return createHash('sha256').update(new X509Certificate(c.signature.certificatePem).raw).digest('hex');
  } catch {
    return undefined;
  }
}

/** A certificate fingerprint as people copy it (hex, any case, with or without colons), or undefined. */
export function normalFingerprint(s: string): string | undefined {
  const hex = s.replace(/[:\s]/g, '').toLowerCase();
  return /^[0-9a-f]{64}$/.test(hex) ? hex : undefined;
}

/**
 * A new checkpoint refused because the database does not extend the previous one (issue 28, point 5): a chain the
 * previous checkpoint signed was rewritten, truncated or removed, or a row added since does not chain.
 */
export class CheckpointRefused extends Error {
  constructor(
    readonly previous: { readonly file: string; readonly createdAt: string },
    readonly breaks: readonly CheckpointBreak[],
  ) {
    super(
      (previous.file === ''
        ? 'CHECKPOINT REFUSED: the order sheets do not verify, so no first checkpoint was signed. '
        : `CHECKPOINT REFUSED: the order sheets no longer extend the checkpoint of ${previous.createdAt} (${previous.file}); nothing was signed. `) +
        `${breaks.length} break(s): ${breaks
          .slice(0, 20)
          .map((b) => `${b.number}: ${b.problem}`)
          .join('; ')}${breaks.length > 20 ? '; …' : ''}. ` +
        'Restore the proceedings from a backup that verifies against the previous checkpoint (ctp verify --checkpoint), and find out who changed the database.',
    );
  }
}
