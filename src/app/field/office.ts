// The office's side of serving notices in the field (Rule 4(5)): appointing process servers, approving and revoking
// their phones' keys, allocating each attempt at service as a task, and the office's view of the proofs.

import type { AdjudicationState } from '../../domain/adjudication/state.ts';
import type { AppealState } from '../../domain/appeal/state.ts';
import type { Actor } from '../actor.ts';
import { authorize, resourceOf } from '../cases/context.ts';
import { replayEntries } from '../cases/record.ts';
import { AppError } from '../errors.ts';
import { MACHINES } from '../machines.ts';
import { AA, AO, READ_POLICY } from '../policies/policies.ts';
import type { StoreTx } from '../ports/store.ts';
import type { FieldDeps } from './field.ts';
import { asOfficer, issuedNotice, officeOf, taskManner, text } from './field.ts';
import type { CopyTo, DeviceRow, FieldNotice, FieldTx, ProofRow, TaskRow } from '../ports/field.ts';
import type { FieldProof } from './proof.ts';

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
  /** For the copy of the final order: the party it is for. */
  readonly copyTo?: string;
  readonly addressee: string;
  readonly address: string;
  readonly accountId: string;
}

const NOTICES: readonly FieldNotice[] = ['form-2', 'hearing-notice', 'order-copy', 'appeal-notice'];

/** The officer allocates an attempt at service to a process server of the office. */
export async function allocateTask(deps: FieldDeps, officer: Actor, input: AllocateInput): Promise<{ taskId: string }> {
  if (!NOTICES.includes(input.notice as FieldNotice))
    throw new AppError(
      'VALIDATION.FAILED',
      'Choose what to serve: Form-II, a notice of hearing, the copy of the order, or the notice of the appeal.',
      { field: 'notice' },
    );
  const notice = input.notice as FieldNotice;
  const hearingNoticeId =
    notice === 'hearing-notice' ? text(input.hearingNoticeId, 'hearingNoticeId', 'the hearing notice', 40) : null;
  const copyTo: CopyTo | null =
    notice !== 'order-copy'
      ? null
      : input.copyTo === 'contravener' || input.copyTo === 'complainant'
        ? input.copyTo
        : null;
  if (notice === 'order-copy' && copyTo === null)
    throw new AppError(
      'VALIDATION.FAILED',
      'Say whose copy of the order it is: the person complained against or the complainant.',
      {
        field: 'copyTo',
      },
    );
  const addressee = text(input.addressee, 'addressee', 'the name of the person to be served', 200);
  const address = text(input.address, 'address', 'the address where the notice is to be served');
  const kind = notice === 'appeal-notice' ? 'appeal' : 'adjudication';
  return deps.repo.withTx(async (tx, f) => {
    const stream = await tx.lockStream(input.streamId);
    if (!stream || stream.kind !== kind)
      throw new AppError(
        'CASE.UNKNOWN',
        kind === 'appeal' ? 'No appeal has that id.' : 'No complaint case has that id.',
        { field: 'caseId' },
      );
    const office = await officeOf(tx, stream.officeCode);
    authorize(
      officer,
      [kind === 'appeal' ? AA : AO],
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
        notice === 'order-copy'
          ? 'The final order has not been issued as a signed document yet; allocate its copy once it is.'
          : 'The notice has not been issued as a signed document yet; allocate its service once it is.',
        { field: 'notice' },
      );
    const state = replayEntries(MACHINES[kind], entries) as AdjudicationState | AppealState;
    const manner = taskManner(state, { notice, hearingNoticeId, copyTo });
    if (manner === 'served')
      throw new AppError(
        'VALIDATION.FAILED',
        notice === 'order-copy'
          ? 'This copy of the order has already been supplied.'
          : 'This notice has already been served.',
        { field: 'notice' },
      );
    const now = deps.clock.now();
    const taskId = await f.insertTask({
      streamId: stream.id,
      officeCode: stream.officeCode,
      notice,
      hearingNoticeId,
      copyTo,
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
export const viewOf = (p: ProofRow): ProofView => ({ ...p, proof: JSON.parse(p.body) as FieldProof });

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
