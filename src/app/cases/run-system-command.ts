// A job's command on a proceeding (src/app/policies/system.ts says which), inside the caller's transaction so the job
// can commit its own bookkeeping with it (the mail dispatcher marks its email sent in the same transaction).
//
// The same path as an officer's command (run-command.ts): the stream locked, the order sheet replayed, the domain's
// guards, the hash-chained append, the projection, the documents the events issue. A refusal is returned, not thrown,
// so the caller can record why nothing was written; a command the job may not give is thrown (AUTH.FORBIDDEN).

import type { Clock } from '../../lib/clock.ts';
import type { Refusal } from '../../rules/ruling.ts';
import type { SystemActor } from '../actor.ts';
import { AppError } from '../errors.ts';
import { MACHINES } from '../machines.ts';
import type { DomainEvent } from '../machines.ts';
import { systemAllows } from '../policies/system.ts';
import type { StoreTx } from '../ports/store.ts';
import { compactState } from './compact.ts';
import { decideContext, officeOrFail } from './context.ts';
import { attachedDocumentIds, replayEntries, writeEvents } from './record.ts';

export interface SystemCommandInput {
  readonly streamId: string;
  /** `on` defaults to the Clock's today (India). */
  readonly command: { readonly type: string; readonly on?: string; readonly [k: string]: unknown };
  /**
   * What the job itself vouches for, added to the events the command records and never part of a public command: the
   * field service's verified proof on the copy of the order its process server handed over (`fieldProof`), and the
   * Hindi words of the particulars it wrote for an attempt (`particularsHi`).
   */
  readonly stamp?: { readonly fieldProof?: Readonly<Record<string, unknown>>; readonly particularsHi?: string };
}

export type SystemCommandResult =
  | { readonly kind: 'recorded'; readonly seq: number; readonly version: number }
  | { readonly kind: 'refused'; readonly refusal: Refusal };

export async function runSystemCommandIn(
  tx: StoreTx,
  clock: Clock,
  actor: SystemActor,
  input: SystemCommandInput,
): Promise<SystemCommandResult> {
  const stream = await tx.lockStream(input.streamId);
  if (!stream) throw new AppError('CASE.UNKNOWN', 'No proceeding has that id.', { field: 'caseId' });
  const machine = MACHINES[stream.kind];
  if (!machine.commandTypes.includes(input.command.type) || !systemAllows(actor, stream.kind, input.command)) {
    throw new AppError(
      'AUTH.FORBIDDEN',
      `The ${actor.job} job may not record "${input.command.type}" in ${stream.number}.`,
    );
  }
  const office = await officeOrFail(tx, stream.officeCode);
  const entries = await tx.entries(stream.id);
  // The documents attached to the case, for a proof that cites one (the field service's photos, issue 32).
  const ctx = { ...decideContext(office, clock), attachedDocumentIds: attachedDocumentIds(entries) };
  const state = replayEntries(machine, entries);
  const command = { ...input.command, on: input.command.on ?? ctx.today };
  const d = machine.decide(state, command, ctx);
  if (!d.ok) return { kind: 'refused', refusal: d.error };
  const written = await writeEvents(
    tx,
    machine,
    stream,
    state,
    (d.value as DomainEvent[]).map((e) => (input.stamp ? { ...e, ...input.stamp } : e)),
    office,
    ctx,
    actor,
    clock.now(),
    (s) => compactState(stream.kind, s),
  );
  return { kind: 'recorded', seq: written.recorded[0]?.seq ?? written.stream.version, version: written.stream.version };
}
