// Serving notices in the field (Rule 4(5)): the office appoints process servers, approves (and may revoke) the public
// key of each one's phone, and allocates each attempt at service to one of them as a task carrying the SHA-256 of the
// notice taken out. The phone records the proof, signs it with a key that never leaves it, and sends it when it has a
// network. The portal decides what a proof means (submitProof):
//
//   refused        not stored: not canonical JSON, an unknown, unapproved or revoked phone, a signature that does not
//                  verify (any byte of the proof changed), a photo whose bytes are not those the proof hashes;
//   needs-review   stored, changes nothing on the record: the task was reallocated, cancelled or already done while the
//                  phone was offline, the notice was issued again since, the phone's chain of proofs has a gap, or the
//                  proceeding's own guards refuse the attempt (e.g. already served); the officer sees why;
//   recorded       stored, and the attempt recorded on the order sheet through the proceeding's own command
//                  (record-service-attempt, record-tender-refused) by the field service (policies/system.ts), its
//                  photos attached to the case, its words naming who served, when and where, and the proof's SHA-256.
//
// A proof sent again (same SHA-256) is answered from what was stored: stored once. Flags (the phone's clock more than
// ten minutes off, an accuracy of exactly 0 or worse than the configured limit, no location) go with the proof to the
// officer; they never refuse it by themselves.

import type { Clock } from '../../lib/clock.ts';
import { indiaDate } from '../../lib/clock.ts';
import { indiaTime } from '../../lib/instant.ts';
import { formatLegal } from '../../lib/local-date.ts';
import type { LocalDate } from '../../lib/local-date.ts';
import { canAffix } from '../../domain/service/service.ts';
import type { ServiceState } from '../../domain/service/service.ts';
import type { AdjudicationState } from '../../domain/adjudication/state.ts';
import type { Actor, SystemActor } from '../actor.ts';
import { authorize, decideContext, officeOrFail, resourceOf } from '../cases/context.ts';
import { actorColumns, attachedDocumentIds, replayEntries } from '../cases/record.ts';
import { runSystemCommandIn } from '../cases/run-system-command.ts';
import { DOCUMENT_ISSUED } from '../documents/issuing.ts';
import { AppError } from '../errors.ts';
import { MACHINES } from '../machines.ts';
import { AO, READ_POLICY } from '../policies/policies.ts';
import type { RecordedEntry, Store, StoreTx } from '../ports.ts';
import type { DeviceRow, FieldNotice, FieldRepo, FieldTx, ProofRow, PublicKeyJwk, TaskRow } from './ports.ts';
import type { FieldProof, ProofRefusal } from './proof.ts';
import {
  isPublicKey,
  keyFingerprint,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS,
  MAX_SIGNATURE_BYTES,
  parseProof,
  proofFlags,
  sha256Hex,
  signatureValid,
} from './proof.ts';

export const FIELD_SERVICE: SystemActor = { kind: 'system', job: 'field-service' };

export interface FieldDeps {
  readonly repo: FieldRepo;
  readonly store: Store;
  readonly clock: Clock;
  /** docs/assumptions.md A-240: a location less accurate than this (metres) is flagged. */
  readonly accuracyLimitM: number;
}

/** What the Rules allow the process server to do now (Rule 4(5)): tender; affixing once (i) and (ii) have failed. */
export type FieldManner = 'tender' | 'affixing' | 'by-office' | 'served';

export interface FieldTaskView {
  readonly id: string;
  readonly caseNumber: string;
  readonly notice: FieldNotice;
  readonly hearingNoticeId: string | null;
  readonly addressee: string;
  readonly address: string;
  readonly noticeSha256: string;
  readonly manner: FieldManner;
  readonly allocatedAt: string;
}

const officeOf = async (tx: StoreTx, code: string) => officeOrFail(tx, code);

async function asOfficer(tx: StoreTx, actor: Actor, officeCode: string, what: string): Promise<void> {
  const office = await officeOf(tx, officeCode);
  authorize(actor, [AO], resourceOf(office, 'adjudication', []), what);
}

const text = (x: unknown, field: string, what: string, max = 500): string => {
  if (typeof x !== 'string' || x.trim() === '' || x.length > max)
    throw new AppError('VALIDATION.FAILED', `Give ${what} (up to ${max} characters).`, { field });
  return x.trim();
};

/** The service record of the notice a task serves. */
export function serviceOf(s: AdjudicationState, hearingNoticeId: string | null): ServiceState | undefined {
  if (hearingNoticeId === null) return s.notice?.service;
  return s.hearingNotices.find((h) => h.hearingNoticeId === hearingNoticeId)?.service;
}

export function mannerNow(s: ServiceState | undefined): FieldManner {
  if (!s) return 'by-office';
  if (s.servedOn !== undefined) return 'served';
  if (canAffix(s)) return 'affixing';
  return s.attempts.some((a) => a.mode === 'tender' && a.outcome === 'failed') ? 'by-office' : 'tender';
}

/** The latest issued copy of the notice (English first), from the order sheet's document-issued rows. */
export function issuedNotice(
  entries: readonly RecordedEntry[],
  notice: FieldNotice,
  hearingNoticeId: string | null,
): { documentId: string; sha256: string } | undefined {
  let issuingSeq: number | undefined;
  if (notice === 'hearing-notice') {
    const e = entries.find(
      (x) =>
        x.type === 'hearing-notice-issued' &&
        (x.payload as { hearingNoticeId?: string }).hearingNoticeId === hearingNoticeId,
    );
    if (!e) return undefined;
    issuingSeq = e.seq;
  }
  const issued = entries
    .filter((e) => e.type === DOCUMENT_ISSUED)
    .map((e) => e.payload as { documentId: string; sha256: string; template: string; lang: string; issuedBy: number })
    .filter((p) => p.template === notice && (issuingSeq === undefined || p.issuedBy === issuingSeq));
  const pick = [...issued].reverse();
  const best = pick.find((p) => p.lang === 'en') ?? pick[0];
  return best ? { documentId: best.documentId, sha256: best.sha256 } : undefined;
}

// ----- The office -------------------------------------------------------------------------------------------------

/** The officer appoints an account of their office as a process server. */
export async function appointProcessServer(
  deps: FieldDeps,
  officer: Actor,
  input: { accountId: string; officeCode: string },
): Promise<void> {
  await deps.repo.withTx(async (tx, f) => {
    await asOfficer(tx, officer, input.officeCode, 'appoint a process server for this office');
    await f.grantProcessServer(input.accountId, input.officeCode, officer.accountId, deps.clock.now());
  });
}

async function deviceForOfficer(tx: StoreTx, f: FieldTx, officer: Actor, id: string, what: string): Promise<DeviceRow> {
  const d = await f.device(id, true);
  if (!d) throw new AppError('NOT_FOUND', 'No phone is enrolled with that id.', { field: 'deviceId' });
  await asOfficer(tx, officer, d.officeCode, what);
  return d;
}

/** The officer approves a phone's public key (compare the fingerprint the phone shows). */
export async function approveDevice(deps: FieldDeps, officer: Actor, deviceId: string): Promise<void> {
  await deps.repo.withTx(async (tx, f) => {
    const d = await deviceForOfficer(tx, f, officer, deviceId, "approve a process server's phone");
    if (d.revokedAt)
      throw new AppError('VALIDATION.FAILED', 'This phone was revoked; enrol it again.', { field: 'deviceId' });
    await f.approveDevice(deviceId, officer.accountId, deps.clock.now());
  });
}

/** The officer revokes a phone: its proofs are refused from now on (those stored stay as they were). */
export async function revokeDevice(deps: FieldDeps, officer: Actor, deviceId: string): Promise<void> {
  await deps.repo.withTx(async (tx, f) => {
    await deviceForOfficer(tx, f, officer, deviceId, "revoke a process server's phone");
    await f.revokeDevice(deviceId, officer.accountId, deps.clock.now());
  });
}

export interface AllocateInput {
  readonly streamId: string;
  readonly notice: string;
  readonly hearingNoticeId?: string;
  readonly addressee: string;
  readonly address: string;
  readonly accountId: string;
}

/** The officer allocates an attempt at service to a process server of the office. */
export async function allocateTask(deps: FieldDeps, officer: Actor, input: AllocateInput): Promise<{ taskId: string }> {
  if (input.notice !== 'form-2' && input.notice !== 'hearing-notice')
    throw new AppError('VALIDATION.FAILED', 'Choose the notice to serve: Form-II or a hearing notice.', {
      field: 'notice',
    });
  const notice: FieldNotice = input.notice;
  const hearingNoticeId =
    notice === 'hearing-notice' ? text(input.hearingNoticeId, 'hearingNoticeId', 'the hearing notice', 40) : null;
  const addressee = text(input.addressee, 'addressee', 'the name of the person to be served', 200);
  const address = text(input.address, 'address', 'the address where the notice is to be served');
  return deps.repo.withTx(async (tx, f) => {
    const stream = await tx.lockStream(input.streamId);
    if (!stream || stream.kind !== 'adjudication')
      throw new AppError('CASE.UNKNOWN', 'No complaint case has that id.', { field: 'caseId' });
    const office = await officeOf(tx, stream.officeCode);
    authorize(
      officer,
      [AO],
      resourceOf(office, stream.kind, await tx.parties(stream.id)),
      `allocate service in ${stream.number}`,
    );
    const servers = await f.processServers(stream.officeCode);
    if (!servers.some((s) => s.accountId === input.accountId))
      throw new AppError('VALIDATION.FAILED', 'Choose a process server of this office.', { field: 'accountId' });
    const entries = await tx.entries(stream.id);
    const doc = issuedNotice(entries, notice, hearingNoticeId);
    if (!doc)
      throw new AppError(
        'VALIDATION.FAILED',
        'The notice has not been issued as a signed document yet; allocate its service once it is issued.',
        { field: 'notice' },
      );
    const state = replayEntries(MACHINES.adjudication, entries) as AdjudicationState;
    const manner = mannerNow(serviceOf(state, hearingNoticeId));
    if (manner === 'served')
      throw new AppError('VALIDATION.FAILED', 'This notice has already been served.', { field: 'notice' });
    const now = deps.clock.now();
    const taskId = await f.insertTask({
      streamId: stream.id,
      officeCode: stream.officeCode,
      notice,
      hearingNoticeId,
      documentId: doc.documentId,
      noticeSha256: doc.sha256,
      addressee,
      address,
      accountId: input.accountId,
      allocatedAt: now,
      allocatedBy: officer.accountId,
    });
    return { taskId };
  });
}

async function taskForOfficer(tx: StoreTx, f: FieldTx, officer: Actor, id: string, what: string): Promise<TaskRow> {
  const t = await f.task(id, true);
  if (!t) throw new AppError('NOT_FOUND', 'No task has that id.', { field: 'taskId' });
  await asOfficer(tx, officer, t.officeCode, what);
  return t;
}

/** The officer gives an open task to another process server of the office. */
export async function reallocateTask(
  deps: FieldDeps,
  officer: Actor,
  taskId: string,
  accountId: string,
): Promise<void> {
  await deps.repo.withTx(async (tx, f) => {
    const t = await taskForOfficer(tx, f, officer, taskId, 'reallocate a service task');
    if (t.status !== 'open')
      throw new AppError('VALIDATION.FAILED', 'Only an open task can be reallocated.', { field: 'taskId' });
    if (!(await f.processServers(t.officeCode)).some((s) => s.accountId === accountId))
      throw new AppError('VALIDATION.FAILED', 'Choose a process server of this office.', { field: 'accountId' });
    await f.updateTask(taskId, { accountId }, deps.clock.now());
  });
}

export async function cancelTask(deps: FieldDeps, officer: Actor, taskId: string): Promise<void> {
  await deps.repo.withTx(async (tx, f) => {
    const t = await taskForOfficer(tx, f, officer, taskId, 'cancel a service task');
    if (t.status !== 'open')
      throw new AppError('VALIDATION.FAILED', 'Only an open task can be cancelled.', { field: 'taskId' });
    await f.updateTask(taskId, { status: 'cancelled' }, deps.clock.now());
  });
}

export interface OfficeFieldView {
  readonly servers: readonly { accountId: string; name: string }[];
  readonly devices: readonly DeviceRow[];
  readonly tasks: readonly TaskRow[];
  readonly proofs: readonly ProofView[];
}

/** The office's field service, for its officer: phones to approve, tasks, and every proof with its flags. */
export async function officeField(deps: FieldDeps, officer: Actor, officeCode: string): Promise<OfficeFieldView> {
  const r = deps.store.read;
  await asOfficer(r, officer, officeCode, "see this office's field service");
  const f = deps.repo;
  const [servers, devices, tasks, proofs] = await Promise.all([
    f.processServers(officeCode),
    f.devices(officeCode),
    f.tasksOfOffice(officeCode),
    f.proofsOfOffice(officeCode),
  ]);
  return { servers, devices, tasks, proofs: proofs.map(viewOf) };
}

export interface ProofView extends ProofRow {
  readonly proof: FieldProof;
}
const viewOf = (p: ProofRow): ProofView => ({ ...p, proof: JSON.parse(p.body) as FieldProof });

/** The proofs sent for a proceeding: for its officer and its parties (case:read). */
export async function proofsOfCase(deps: FieldDeps, actor: Actor, streamId: string): Promise<ProofView[]> {
  const r = deps.store.read;
  const stream = await r.stream(streamId);
  if (!stream) throw new AppError('CASE.UNKNOWN', 'No proceeding has that id.', { field: 'caseId' });
  const office = await officeOf(r, stream.officeCode);
  authorize(
    actor,
    READ_POLICY['case:read'],
    resourceOf(office, stream.kind, await r.parties(stream.id)),
    `read ${stream.number}`,
  );
  return (await deps.repo.proofsOfStream(streamId)).map(viewOf);
}

// ----- The process server's phone -----------------------------------------------------------------------------------

async function serverOffices(f: FieldTx, actor: Actor): Promise<string[]> {
  const offices = await f.processServerOffices(actor.accountId);
  if (offices.length === 0)
    throw new AppError('AUTH.FORBIDDEN', 'Only a process server appointed by an office may use the field app.');
  return offices;
}

/** The phone enrols its public key; the officer approves it before its proofs count. */
export async function enrolDevice(
  deps: FieldDeps,
  actor: Actor,
  input: { publicKey: unknown; label: unknown },
): Promise<{ deviceId: string; fingerprint: string }> {
  if (!isPublicKey(input.publicKey))
    throw new AppError('VALIDATION.FAILED', 'The phone sent no ECDSA P-256 public key.', { field: 'publicKey' });
  const key: PublicKeyJwk = { kty: 'EC', crv: 'P-256', x: input.publicKey.x, y: input.publicKey.y };
  const label = text(input.label, 'label', 'a name for this phone', 100);
  const fingerprint = keyFingerprint(key);
  return deps.repo.withTx(async (_tx, f) => {
    const [officeCode] = await serverOffices(f, actor);
    const deviceId = await f.insertDevice({
      accountId: actor.accountId,
      officeCode: officeCode!,
      label,
      publicKey: key,
      keySha256: fingerprint,
      enrolledAt: deps.clock.now(),
    });
    return { deviceId, fingerprint };
  });
}

export type DeviceStatus = 'pending' | 'approved' | 'revoked';
export const deviceStatus = (d: DeviceRow): DeviceStatus =>
  d.revokedAt ? 'revoked' : d.approvedAt ? 'approved' : 'pending';

/** The phone's own enrolment, as its owner sees it. */
export async function myDevice(
  deps: FieldDeps,
  actor: Actor,
  deviceId: string,
): Promise<{ status: DeviceStatus; fingerprint: string }> {
  const d = await deps.repo.device(deviceId);
  if (!d || d.accountId !== actor.accountId)
    throw new AppError('NOT_FOUND', 'This phone is not enrolled.', { field: 'deviceId' });
  return { status: deviceStatus(d), fingerprint: d.keySha256 };
}

/** The process server's open tasks, with the manner the Rules allow now and the SHA-256 of the notice. */
export async function myTasks(deps: FieldDeps, actor: Actor): Promise<FieldTaskView[]> {
  await serverOffices(deps.repo, actor);
  const tasks = await deps.repo.openTasksOf(actor.accountId);
  const states = new Map<string, AdjudicationState>();
  const out: FieldTaskView[] = [];
  for (const t of tasks) {
    let s = states.get(t.streamId);
    if (!s) {
      s = replayEntries(MACHINES.adjudication, await deps.store.read.entries(t.streamId)) as AdjudicationState;
      states.set(t.streamId, s);
    }
    out.push({
      id: t.id,
      caseNumber: t.number,
      notice: t.notice,
      hearingNoticeId: t.hearingNoticeId,
      addressee: t.addressee,
      address: t.address,
      noticeSha256: t.noticeSha256,
      manner: mannerNow(serviceOf(s, t.hearingNoticeId)),
      allocatedAt: t.allocatedAt.toISOString(),
    });
  }
  return out;
}

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
  if (t.accountId !== d.accountId) why.push(`The task was reallocated to ${t.accountName} before this proof arrived.`);
  if (t.status === 'cancelled') why.push('The task was cancelled before this proof arrived.');
  if (t.status === 'done') why.push('The task was already done: another proof was recorded for it first.');
  if (p.notice !== t.noticeSha256 || (current !== undefined && current !== p.notice))
    why.push('The notice was issued again since the process server took it out: the proof is for an earlier version.');
  if (!chainOk) why.push("The phone's chain of proofs has a gap or does not follow its previous proof.");
  return why;
}

/** The words of the order sheet: who served, how, when and where, and the proof's SHA-256. */
function particularsOf(p: FieldProof, hash: string, d: DeviceRow, photos: number): string {
  const at = new Date(p.at);
  const when = `${formatLegal(indiaDate(at))} at ${indiaTime(at)} IST`;
  const where = p.geo
    ? `at ${p.geo.lat.toFixed(5)}, ${p.geo.lon.toFixed(5)} (GPS, within ${Math.round(p.geo.accuracy)} m)`
    : 'no location recorded';
  const how =
    p.manner === 'affixing'
      ? `Affixed by the process server ${d.accountName}${p.place ? ` on ${p.place}` : ''}, witnesses ${p.witnesses.join(', ')}`
      : p.outcome === 'refused'
        ? `Tendered by the process server ${d.accountName} to ${p.receiver ?? 'the person'}, who refused to accept it`
        : `Tendered by the process server ${d.accountName} to ${p.receiver ?? 'the person'}, who accepted it`;
  return `${how}, on ${when}, ${where}; ${photos === 1 ? '1 photo' : `${photos} photos`}${p.receiverSignature ? " and the receiver's signature" : ''}${p.remarks ? `; remarks: ${p.remarks}` : ''}. Proof recorded and signed on the process server's phone, SHA-256 ${hash}.`;
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
  const sentAt =
    typeof input.sentAt === 'string' && !Number.isNaN(Date.parse(input.sentAt)) ? new Date(input.sentAt) : null;

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
    const files: { id: string; sha256: string; name: string; mediaType: 'image/jpeg' | 'image/png'; size: number }[] =
      [];
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

    const machine = MACHINES[stream.kind];
    const office = await officeOf(tx, stream.officeCode);
    const ctx = decideContext(office, deps.clock);
    const proofDay = indiaDate(new Date(p.at));
    const on: LocalDate = proofDay < ctx.today ? proofDay : ctx.today;
    const atHm = indiaTime(new Date(p.at));
    const attemptId = `field-${hash.slice(0, 16)}`;
    const ack = files.find((x) => x.mediaType === 'image/png')?.id ?? files[0]?.id;
    const ref = t.hearingNoticeId ? { hearingNoticeId: t.hearingNoticeId } : {};
    const particulars = particularsOf(p, hash, d, photos.length);
    const command =
      p.manner === 'affixing'
        ? {
            type: 'record-service-attempt',
            ...ref,
            attemptId,
            mode: 'affixing',
            outcome: 'served',
            particulars,
            proof: { place: p.place ?? t.address, at: atHm, photoDocumentId: files[0]?.id, witnesses: p.witnesses },
          }
        : p.outcome === 'refused'
          ? {
              type: 'record-tender-refused',
              ...ref,
              attemptId,
              proof: { tenderedBy: d.accountName, tenderedTo: p.receiver ?? t.addressee, at: atHm },
              refusal: `${p.refusal ?? 'Refused to accept the notice'}. ${particulars}`,
              witnesses: p.witnesses,
            }
          : {
              type: 'record-service-attempt',
              ...ref,
              attemptId,
              mode: 'tender',
              outcome: 'served',
              particulars,
              proof: {
                tenderedBy: d.accountName,
                tenderedTo: p.receiver ?? t.addressee,
                at: atHm,
                ...(ack ? { acknowledgementDocumentId: ack } : {}),
              },
            };
    // The proceeding's own guards first, with the photos as they will be attached: a refusal holds the proof for review.
    const state = replayEntries(machine, entries);
    const dry = machine.decide(
      state,
      { ...command, on },
      {
        ...ctx,
        attachedDocumentIds: [...attachedDocumentIds(entries), ...files.map((x) => x.id)],
      },
    );
    if (!dry.ok) {
      const reason = `The proceeding does not accept this attempt: ${dry.error.message}`;
      await store('needs-review', reason, null);
      return { verdict: 'needs-review', hash, flags, reason, repeated: false };
    }
    if (files.length > 0) {
      await tx.append(
        stream,
        files.map((x) => ({
          type: 'document-attached',
          onDate: ctx.today,
          payload: { documentId: x.id, sha256: x.sha256, mediaType: x.mediaType, byteSize: x.size, fileName: x.name },
          basis: [],
          ...actorColumns(FIELD_SERVICE),
          recordedAt: now,
        })),
      );
    }
    const r = await runSystemCommandIn(tx, deps.clock, FIELD_SERVICE, {
      streamId: stream.id,
      command: { ...command, on },
    });
    if (r.kind !== 'recorded')
      throw new AppError('INTERNAL', `The attempt was refused after its check: ${r.refusal.message}`);
    await f.updateTask(t.id, { status: 'done' }, now);
    await store('recorded', null, attemptId);
    return { verdict: 'recorded', hash, flags, reason: null, repeated: false };
  });
}
