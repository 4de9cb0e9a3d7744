// A proof arrives from a process server's phone (see field.ts for what the portal decides): verified, stored once,
// recorded through the proceeding's own command or held for the officer's review.

import { indiaDate } from '../../lib/clock.ts';
import { parseInstant } from '../../lib/instant.ts';
import { formatLegal } from '../../lib/local-date.ts';
import { AppError } from '../errors.ts';
import type { FieldDeps } from './field.ts';
import { issuedNotice } from './field.ts';
import { reasonText } from './reasons.ts';
import type { KeptFile } from './record.ts';
import { recordAttempt } from './record.ts';
import type { DeviceRow, TaskRow } from '../ports/field.ts';
import type { FieldProof, ProofRefusal } from './proof.ts';
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTOS,
  MAX_SIGNATURE_BYTES,
  parseProof,
  proofFlags,
  sha256Hex,
  signatureValid,
} from './proof.ts';

export interface SubmitInput {
  readonly body: unknown;
  readonly signature: unknown;
  /** The photos, base64, in the order of the proof's `photos`. */
  readonly photos?: unknown;
  /** The receiver's signature drawn on the phone (PNG, base64). */
  readonly receiverSignature?: unknown;
  /** The phone's clock when it sent the proof (ISO 8601): compared with the portal's. */
  readonly sentAt?: unknown;
}

export type SubmitResult =
  | {
      readonly verdict: 'recorded' | 'needs-review';
      readonly hash: string;
      readonly flags: readonly string[];
      readonly reason: string | null;
      readonly repeated: boolean;
    }
  | { readonly verdict: 'refused'; readonly code: ProofRefusal['code']; readonly message: string };

const refused = (r: ProofRefusal): SubmitResult => ({ verdict: 'refused', code: r.code, message: r.message });

const bytesOf = (x: unknown): Uint8Array | undefined => {
  if (typeof x !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(x)) return undefined;
  return new Uint8Array(Buffer.from(x, 'base64'));
};
const isJpeg = (b: Uint8Array): boolean => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
const isPng = (b: Uint8Array): boolean =>
  b.length > 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;

/** The reasons a verified proof changes nothing by itself and goes to the officer. */
function reviewReasons(
  p: FieldProof,
  d: DeviceRow,
  t: TaskRow,
  current: string | undefined,
  chainOk: boolean,
): string[] {
  const why: string[] = [];
  if (t.accountId !== d.accountId) why.push(reasonText('reallocated', t.accountName));
  if (t.status === 'cancelled') why.push(reasonText('cancelled'));
  if (t.status === 'done') why.push(reasonText('done'));
  if (p.notice !== t.noticeSha256 || (current !== undefined && current !== p.notice))
    why.push(reasonText('notice-reissued'));
  if (!chainOk) why.push(reasonText('chain-gap'));
  return why;
}

/** Receives a proof from a phone: verifies it, stores it once, records it or holds it for review. */
export async function submitProof(deps: FieldDeps, input: SubmitInput): Promise<SubmitResult> {
  if (typeof input.body !== 'string' || input.body.length > 20_000)
    return refused({ code: 'FIELD.PROOF_MALFORMED', message: 'The proof is missing or too long.' });
  const body = input.body;
  const parsed = parseProof(body);
  if (!parsed.ok) return refused(parsed.refusal);
  const p = parsed.proof;
  const hash = sha256Hex(body);
  const signature = typeof input.signature === 'string' ? input.signature : '';
  const photoList = Array.isArray(input.photos) ? input.photos : [];
  const photos = photoList.map(bytesOf);
  const receiverSig = input.receiverSignature === undefined ? undefined : bytesOf(input.receiverSignature);
  const sentAt = parseInstant(input.sentAt) ?? null;

  return deps.repo.withTx(async (tx, f): Promise<SubmitResult> => {
    const d = await f.device(p.device, true);
    if (!d)
      return refused({
        code: 'FIELD.DEVICE_UNKNOWN',
        message: 'This phone is not enrolled with the portal. Enrol it again.',
      });
    // The same proof again: answered from what was stored.
    const known = await f.proof(hash);
    if (known) return { verdict: known.verdict, hash, flags: known.flags, reason: known.reason, repeated: true };
    if (d.revokedAt)
      return refused({
        code: 'FIELD.DEVICE_REVOKED',
        message: `The office revoked this phone on ${formatLegal(indiaDate(d.revokedAt))}; its proofs are not accepted. Tell the office and record the service on paper.`,
      });
    if (!d.approvedAt)
      return refused({
        code: 'FIELD.DEVICE_NOT_APPROVED',
        message: 'The office has not yet approved this phone. Ask the officer to approve it, then send again.',
      });
    if (!(await signatureValid(d.publicKey, body, signature)))
      return refused({
        code: 'FIELD.SIGNATURE_INVALID',
        message:
          "The proof does not match the phone's signature: it was changed after it was signed. It is not accepted; record the service again.",
      });
    if (photos.length !== p.photos.length || photos.length > MAX_PHOTOS)
      return refused({ code: 'FIELD.PHOTO_CHANGED', message: 'The photos sent are not the photos the proof names.' });
    for (const [i, b] of photos.entries()) {
      if (!b || !isJpeg(b) || sha256Hex(b) !== p.photos[i])
        return refused({
          code: 'FIELD.PHOTO_CHANGED',
          message: `Photo ${i + 1} is not the photo the proof was signed with (its bytes changed). It is not accepted; record the service again.`,
        });
      if (b.byteLength > MAX_PHOTO_BYTES)
        return refused({ code: 'FIELD.PHOTO_TOO_LARGE', message: `Photo ${i + 1} is larger than 300 KB.` });
    }
    if ((p.receiverSignature === undefined) !== (receiverSig === undefined))
      return refused({
        code: 'FIELD.PHOTO_CHANGED',
        message: "The receiver's signature sent is not the one the proof names.",
      });
    if (
      receiverSig &&
      (!isPng(receiverSig) ||
        sha256Hex(receiverSig) !== p.receiverSignature ||
        receiverSig.byteLength > MAX_SIGNATURE_BYTES)
    )
      return refused({
        code: 'FIELD.PHOTO_CHANGED',
        message: "The receiver's signature is not the one the proof was signed with (its bytes changed).",
      });
    const t = await f.task(p.task, true);
    if (!t) return refused({ code: 'FIELD.TASK_UNKNOWN', message: 'The portal has no such task.' });
    const other = await f.proofAt(d.id, p.seq);
    if (other !== undefined)
      return refused({
        code: 'FIELD.CHAIN_FORK',
        message: `The phone already sent another proof numbered ${p.seq}; two proofs cannot share a place in its chain.`,
      });
    const last = await f.lastProof(d.id);
    const chainOk = last ? p.seq === last.seq + 1 && p.prev === last.hash : p.prev === null;

    const now = deps.clock.now();
    const flags = proofFlags(p, { deviceSentAt: sentAt, receivedAt: now, accuracyLimitM: deps.accuracyLimitM });
    const stream = await tx.lockStream(t.streamId);
    if (!stream) throw new AppError('CASE.UNKNOWN', 'The task names no proceeding.');
    const entries = await tx.entries(stream.id);
    const current = issuedNotice(entries, t.notice, t.hearingNoticeId)?.sha256;
    const why = reviewReasons(p, d, t, current, chainOk);

    // The photos and the signature are kept with the proceeding, whatever the verdict.
    const files: KeptFile[] = [];
    const keep = async (b: Uint8Array, name: string, mediaType: 'image/jpeg' | 'image/png'): Promise<void> => {
      const sha256 = sha256Hex(b);
      const id = await tx.insertDocument({
        streamId: stream.id,
        sha256,
        mediaType,
        byteSize: b.byteLength,
        fileName: name,
        content: b,
        uploadedBy: d.accountId,
        createdAt: now,
      });
      files.push({ id, sha256, name, mediaType, size: b.byteLength });
    };
    for (const [i, b] of photos.entries())
      await keep(b!, `service-photo-${hash.slice(0, 8)}-${i + 1}.jpg`, 'image/jpeg');
    if (receiverSig) await keep(receiverSig, `receiver-signature-${hash.slice(0, 8)}.png`, 'image/png');

    const store = async (verdict: 'recorded' | 'needs-review', reason: string | null, attemptId: string | null) =>
      f.insertProof({
        hash,
        deviceId: d.id,
        taskId: t.id,
        seq: p.seq,
        prevHash: p.prev,
        body,
        signature,
        photoDocumentIds: files.map((x) => x.id),
        receivedAt: now,
        deviceSentAt: sentAt,
        verdict,
        flags,
        reason,
        streamId: stream.id,
        attemptId,
      });
    if (why.length > 0) {
      const reason = why.join(' ');
      await store('needs-review', reason, null);
      return { verdict: 'needs-review', hash, flags, reason, repeated: false };
    }

    const r = await recordAttempt(tx, deps, { stream, entries, proof: p, hash, device: d, task: t, files });
    if ('reason' in r) {
      await store('needs-review', r.reason, null);
      return { verdict: 'needs-review', hash, flags, reason: r.reason, repeated: false };
    }
    const attemptId = r.attemptId;
    await f.updateTask(t.id, { status: 'done' }, now);
    await store('recorded', null, attemptId);
    return { verdict: 'recorded', hash, flags, reason: null, repeated: false };
  });
}
