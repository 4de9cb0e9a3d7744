// A proof of service as the process server's phone signs it: canonical JSON (keys sorted, no whitespace: the form the
// order sheet hashes, src/lib/canonical-json.ts), its SHA-256 the proof's identity, chained to the phone's previous
// proof by that hash, signed with the phone's ECDSA P-256 key (WebCrypto, SHA-256, the signature as r||s). The photos
// and the receiver's signature travel beside it; the proof carries their SHA-256, so a changed byte is found.
//
// parseProof checks the shape and returns the typed proof, or why it is refused (in words the process server can act on).

import { createHash, webcrypto } from 'node:crypto';
import { canonicalJson } from '../../lib/canonical-json.ts';
import type { PublicKeyJwk } from '../ports/field.ts';

export type FieldManner = 'tender' | 'affixing';
export type FieldOutcome = 'handed-over' | 'refused' | 'affixed';

export interface FieldProof {
  readonly v: 1;
  readonly device: string;
  readonly seq: number;
  readonly prev: string | null;
  readonly task: string;
  /** The SHA-256 of the notice the process server carried (the task's). */
  readonly notice: string;
  readonly manner: FieldManner;
  readonly outcome: FieldOutcome;
  /** Who the notice was tendered to (or who refused it). */
  readonly receiver?: string;
  /** What the person said or did in refusing. */
  readonly refusal?: string;
  readonly place?: string;
  readonly witnesses: readonly string[];
  /** The phone's time when the proof was recorded, ISO 8601. */
  readonly at: string;
  readonly geo: { readonly lat: number; readonly lon: number; readonly accuracy: number } | null;
  readonly photos: readonly string[];
  /** The SHA-256 of the receiver's signature (a PNG drawn on the phone), when given. */
  readonly receiverSignature?: string;
  readonly remarks?: string;
}

export const MAX_PHOTOS = 4;
export const MAX_PHOTO_BYTES = 300 * 1024;
export const MAX_SIGNATURE_BYTES = 100 * 1024;

export type ProofRefusalCode =
  | 'FIELD.PROOF_MALFORMED'
  | 'FIELD.DEVICE_UNKNOWN'
  | 'FIELD.DEVICE_NOT_APPROVED'
  | 'FIELD.DEVICE_REVOKED'
  | 'FIELD.SIGNATURE_INVALID'
  | 'FIELD.PHOTO_CHANGED'
  | 'FIELD.PHOTO_TOO_LARGE'
  | 'FIELD.TASK_UNKNOWN'
  | 'FIELD.CHAIN_FORK';

export interface ProofRefusal {
  readonly code: ProofRefusalCode;
  readonly message: string;
}

export const sha256Hex = (b: Uint8Array | string): string => createHash('sha256').update(b).digest('hex');

const HEX64 = /^[0-9a-f]{64}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const text = (x: unknown, max: number): x is string => typeof x === 'string' && x.trim() !== '' && x.length <= max;
const optText = (x: unknown, max: number): boolean => x === undefined || text(x, max);
const finite = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

const malformed = (what: string): ProofRefusal => ({
  code: 'FIELD.PROOF_MALFORMED',
  message: `The proof is not in the form the portal reads (${what}). Update the field app and record the proof again.`,
});

/** The proof in the canonical JSON the phone signed, checked for shape. */
export function parseProof(body: string): { ok: true; proof: FieldProof } | { ok: false; refusal: ProofRefusal } {
  let x: Record<string, unknown>;
  try {
    const v: unknown = JSON.parse(body);
    if (v === null || typeof v !== 'object' || Array.isArray(v))
      return { ok: false, refusal: malformed('not an object') };
    x = v as Record<string, unknown>;
  } catch {
    return { ok: false, refusal: malformed('not JSON') };
  }
  if (canonicalJson(x) !== body) return { ok: false, refusal: malformed('not canonical JSON') };
  const geo = x['geo'] as Record<string, unknown> | null | undefined;
  const checks: [boolean, string][] = [
    [x['v'] === 1, 'version'],
    [typeof x['device'] === 'string' && UUID.test(x['device']), 'device'],
    [Number.isInteger(x['seq']) && (x['seq'] as number) >= 1, 'seq'],
    [x['prev'] === null || (typeof x['prev'] === 'string' && HEX64.test(x['prev'])), 'prev'],
    [typeof x['task'] === 'string' && UUID.test(x['task']), 'task'],
    [typeof x['notice'] === 'string' && HEX64.test(x['notice']), 'notice'],
    [
      (x['manner'] === 'tender' && (x['outcome'] === 'handed-over' || x['outcome'] === 'refused')) ||
        (x['manner'] === 'affixing' && x['outcome'] === 'affixed'),
      'manner and outcome',
    ],
    [optText(x['receiver'], 200) && optText(x['refusal'], 1000) && optText(x['place'], 500), 'names'],
    [optText(x['remarks'], 2000), 'remarks'],
    [Array.isArray(x['witnesses']) && (x['witnesses'] as unknown[]).every((w) => text(w, 200)), 'witnesses'],
    [typeof x['at'] === 'string' && !Number.isNaN(Date.parse(x['at'])), 'time'],
    [
      geo === null ||
        (geo !== undefined &&
          finite(geo['lat']) &&
          finite(geo['lon']) &&
          finite(geo['accuracy']) &&
          Math.abs(geo['lat']) <= 90 &&
          Math.abs(geo['lon']) <= 180 &&
          geo['accuracy'] >= 0),
      'location',
    ],
    [
      Array.isArray(x['photos']) &&
        (x['photos'] as unknown[]).length <= MAX_PHOTOS &&
        (x['photos'] as unknown[]).every((p) => typeof p === 'string' && HEX64.test(p)),
      'photos',
    ],
    [
      x['receiverSignature'] === undefined ||
        (typeof x['receiverSignature'] === 'string' && HEX64.test(x['receiverSignature'])),
      'signature',
    ],
  ];
  const bad = checks.find(([good]) => !good);
  if (bad) return { ok: false, refusal: malformed(bad[1]) };
  return { ok: true, proof: x as unknown as FieldProof };
}

/** Whether `signature` (base64, r||s) is the device key's ECDSA P-256 / SHA-256 signature of the body's bytes. */
export async function signatureValid(key: PublicKeyJwk, body: string, signature: string): Promise<boolean> {
  try {
    const k = await webcrypto.subtle.importKey(
      'jwk',
      { kty: 'EC', crv: 'P-256', x: key.x, y: key.y, ext: true },
      { name: 'ECDSA', namedCurve: 'P-256' },
      false,
      ['verify'],
    );
    const sig = Buffer.from(signature, 'base64');
    if (sig.byteLength !== 64) return false;
    return await webcrypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, k, sig, new TextEncoder().encode(body));
  } catch {
    return false;
  }
}

/** The fingerprint of a public key: the SHA-256 of its canonical JWK (crv, kty, x, y). */
export function keyFingerprint(key: PublicKeyJwk): string {
  return sha256Hex(canonicalJson({ crv: key.crv, kty: key.kty, x: key.x, y: key.y }));
}

export function isPublicKey(x: unknown): x is PublicKeyJwk {
  if (x === null || typeof x !== 'object') return false;
  const k = x as Record<string, unknown>;
  const b64 = /^[A-Za-z0-9_-]{43}$/;
  return (
    k['kty'] === 'EC' &&
    k['crv'] === 'P-256' &&
    typeof k['x'] === 'string' &&
    b64.test(k['x']) &&
    typeof k['y'] === 'string' &&
    b64.test(k['y']) &&
    k['d'] === undefined
  );
}

/** A phone's clock more than ten minutes off the portal's is flagged (issue 32). */
const CLOCK_TOLERANCE_MS = 10 * 60 * 1000;

/** Flags the officer sees beside the proof: the phone's clock and the location's accuracy. */
export function proofFlags(
  p: FieldProof,
  opts: { readonly deviceSentAt: Date | null; readonly receivedAt: Date; readonly accuracyLimitM: number },
): string[] {
  const flags: string[] = [];
  if (opts.deviceSentAt !== null) {
    const skew = opts.deviceSentAt.getTime() - opts.receivedAt.getTime();
    if (Math.abs(skew) > CLOCK_TOLERANCE_MS) flags.push(skew > 0 ? 'clock-ahead' : 'clock-behind');
  }
  if (Date.parse(p.at) - opts.receivedAt.getTime() > CLOCK_TOLERANCE_MS && !flags.includes('clock-ahead'))
    flags.push('clock-ahead');
  if (p.geo === null) flags.push('no-location');
  else if (p.geo.accuracy === 0) flags.push('accuracy-zero');
  else if (p.geo.accuracy > opts.accuracyLimitM) flags.push('accuracy-poor');
  return flags;
}
