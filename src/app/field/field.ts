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
import { canAffix } from '../../domain/service/service.ts';
import type { ServiceState } from '../../domain/service/service.ts';
import type { AdjudicationState } from '../../domain/adjudication/state.ts';
import type { AppealState } from '../../domain/appeal/state.ts';
import type { Actor, SystemActor } from '../actor.ts';
import { authorize, officeOrFail, resourceOf } from '../cases/context.ts';
import { replayEntries } from '../cases/record.ts';
import { DOCUMENT_ISSUED } from '../documents/issuing.ts';
import { AppError } from '../errors.ts';
import { MACHINES } from '../machines.ts';
import { AA, AO } from '../policies/policies.ts';
import type { RecordedEntry, Store, StoreTx } from '../ports/store.ts';
import type { CopyTo, DeviceRow, FieldNotice, FieldRepo, FieldTx, PublicKeyJwk, TaskRow } from '../ports/field.ts';
import { isPublicKey, keyFingerprint } from './proof.ts';

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
  readonly copyTo: CopyTo | null;
  readonly addressee: string;
  readonly address: string;
  readonly noticeSha256: string;
  readonly manner: FieldManner;
  readonly allocatedAt: string;
}

export const officeOf = async (tx: StoreTx, code: string) => officeOrFail(tx, code);

/** The office's adjudicating officer, or the appellate authority of its district (the appeal's notices, Rule 7(9)). */
export async function asOfficer(tx: StoreTx, actor: Actor, officeCode: string, what: string): Promise<void> {
  const office = await officeOf(tx, officeCode);
  authorize(actor, [AO, AA], resourceOf(office, 'adjudication', []), what);
}

export const text = (x: unknown, field: string, what: string, max = 500): string => {
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

/** The document a task carries: the notice's own template, or the final order for its copy. */
const TEMPLATE_OF: Readonly<Record<FieldNotice, string>> = {
  'form-2': 'form-2',
  'hearing-notice': 'hearing-notice',
  'order-copy': 'final-order',
  'appeal-notice': 'respondent-notice',
};

/** What the Rules allow now for a task, from the proceeding's state (the appeal's for its notice). */
export function taskManner(
  state: AdjudicationState | AppealState,
  t: Pick<TaskRow, 'notice' | 'hearingNoticeId' | 'copyTo'>,
): FieldManner {
  if (t.notice === 'appeal-notice') return mannerNow((state as AppealState).notice?.service);
  const s = state as AdjudicationState;
  if (t.notice === 'order-copy')
    return !s.order ? 'by-office' : s.copiesSupplied.some((c) => c.to === t.copyTo) ? 'served' : 'tender';
  return mannerNow(serviceOf(s, t.hearingNoticeId));
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
    .filter((p) => p.template === TEMPLATE_OF[notice] && (issuingSeq === undefined || p.issuedBy === issuingSeq));
  const pick = [...issued].reverse();
  const best = pick.find((p) => p.lang === 'en') ?? pick[0];
  return best ? { documentId: best.documentId, sha256: best.sha256 } : undefined;
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
const deviceStatus = (d: DeviceRow): DeviceStatus => (d.revokedAt ? 'revoked' : d.approvedAt ? 'approved' : 'pending');

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
  const states = new Map<string, AdjudicationState | AppealState>();
  const out: FieldTaskView[] = [];
  for (const t of tasks) {
    let s = states.get(t.streamId);
    if (!s) {
      const kind = t.notice === 'appeal-notice' ? 'appeal' : 'adjudication';
      s = replayEntries(MACHINES[kind], await deps.store.read.entries(t.streamId)) as AdjudicationState | AppealState;
      states.set(t.streamId, s);
    }
    out.push({
      id: t.id,
      caseNumber: t.number,
      notice: t.notice,
      hearingNoticeId: t.hearingNoticeId,
      copyTo: t.copyTo,
      addressee: t.addressee,
      address: t.address,
      noticeSha256: t.noticeSha256,
      manner: taskManner(s, t),
      allocatedAt: t.allocatedAt.toISOString(),
    });
  }
  return out;
}
