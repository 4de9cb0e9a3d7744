// Loading a proceeding's state from its order sheet, and writing decided events with their projection.

import type { Actor, SystemActor } from '../actor.ts';
import type { AnyMachine, DomainEvent } from '../machines.ts';
import type { CaseProjection, NewRecord, OfficeInfo, RecordedEntry, StoreTx, StreamRef } from '../ports/store.ts';
import type { DecideContext } from '../../domain/common.ts';
import { AppError } from '../errors.ts';
import { delta as statsDelta } from '../derived/stats/figures.ts';
import { DOCUMENT_ISSUED, issueJobsFor } from '../documents/issuing.ts';
import { postCaseMoney } from '../money/case-events.ts';
import { documentLanguages } from '../../rules/document-languages.ts';

/** Order-sheet rows the application writes beside the proceeding's own events; the machines never see them. */
export const APP_RECORD_TYPES: ReadonlySet<string> = new Set([
  'document-attached',
  DOCUMENT_ISSUED,
  // The officer's decisions on claims of parties entered on paper (issue 28, point 3).
  'paper-claim-approved',
  'paper-claim-undone',
]);

/** The ids of the documents attached to the proceeding (its 'document-attached' rows), oldest first. */
export function attachedDocumentIds(entries: readonly RecordedEntry[]): string[] {
  return entries
    .filter((e) => e.type === 'document-attached')
    .map((e) => (e.payload as { documentId?: unknown }).documentId)
    .filter((x): x is string => typeof x === 'string');
}

export function replayEntries(machine: AnyMachine, entries: readonly RecordedEntry[]): unknown {
  return entries.reduce((s, e) => (APP_RECORD_TYPES.has(e.type) ? s : machine.evolve(s, e.payload)), machine.initial);
}

export function actorColumns(actor: Actor | SystemActor): { actorId: string | null; actorRole: string } {
  if (actor.kind === 'system') return { actorId: null, actorRole: `system:${actor.job}` };
  return {
    actorId: actor.accountId,
    actorRole:
      actor.grants
        .map((g) => g.role)
        .sort()
        .join(',') || 'account',
  };
}

/** Decides a command on the state, or throws the refusal as an AppError (the transaction then rolls back). */
export function decideOrThrow(
  machine: AnyMachine,
  state: unknown,
  command: { type: string },
  ctx: DecideContext,
): DomainEvent[] {
  const d = machine.decide(state, command, ctx);
  if (!d.ok) throw AppError.fromRefusal(d.error);
  return [...(d.value as DomainEvent[])];
}

export interface Written {
  readonly stream: StreamRef;
  readonly recorded: readonly RecordedEntry[];
  readonly state: unknown;
}

/** Appends the events (hash-chained) and writes the projection, in the caller's transaction. */
export async function writeEvents(
  tx: StoreTx,
  machine: AnyMachine,
  stream: StreamRef,
  state: unknown,
  events: readonly DomainEvent[],
  office: OfficeInfo,
  ctx: DecideContext,
  actor: Actor | SystemActor,
  now: Date,
  compact: (state: unknown) => unknown,
): Promise<Written> {
  const who = actorColumns(actor);
  const records: NewRecord[] = events.map((e) => ({
    type: e.type,
    onDate: e.on,
    payload: e,
    basis: e.basis,
    ...who,
    recordedAt: now,
  }));
  const next = events.reduce((s, e) => machine.evolve(s, e), state);
  const recorded = await tx.append(stream, records);
  // The money these events move (orders, deposits, references for recovery, appellate orders): the ledger postings
  // commit or roll back with the events (src/app/money/case-events.ts, issue 7).
  await postCaseMoney(tx, stream, office, events, who, now);
  // The documents these events issue: outbox rows in this transaction, rendered later by the document runner.
  const langs = documentLanguages({ stateCode: office.stateCode, districtName: office.districtName ?? '' }, ctx.today);
  await tx.documents.enqueue(issueJobsFor(stream.kind, stream.id, recorded, now, langs.pair));
  const updated = { ...stream, version: stream.version + recorded.length };
  const described = machine.describe(next, ctx);
  const projection: CaseProjection = {
    ...described,
    districtCode: office.districtCode,
    state: compact(next),
    stats: statsDelta(machine.kind, state, next, ctx),
  };
  await tx.project(updated, projection, now);
  return { stream: updated, recorded, state: next };
}
