// Opening a proceeding: number it (gapless per scope and year), record its first event, project it, add its parties,
// all in one transaction. A refusal rolls everything back, the number included.

import { parts } from '../../lib/local-date.ts';
import type { ActedFor } from '../../domain/common.ts';
import type { Actor } from '../actor.ts';
import type { AnyMachine } from '../machines.ts';
import type { OfficeInfo, PartyRole, StoreTx, StreamKind } from '../ports/store.ts';
import type { CaseDeps } from './context.ts';
import { decideContext } from './context.ts';
import { compactState } from './compact.ts';
import type { Written } from './record.ts';
import { decideOrThrow, writeEvents } from './record.ts';

export interface OpenProceeding {
  readonly machine: AnyMachine;
  readonly office: OfficeInfo;
  /** e.g. "CTR/LKOS": the number is `${prefix}/${year}/${seq}`. */
  readonly numberPrefix: string;
  readonly parentId: string | null;
  readonly command: { readonly type: string; readonly on: string };
  readonly parties: readonly { readonly accountId: string; readonly role: PartyRole }[];
  /**
   * The last number of (numberPrefix, year), read and locked with the transaction's first reads (StoreTx.peekNumber);
   * when its year is the year numbered, the stream is opened without waiting for the server.
   */
  readonly peeked?: { readonly year: number; readonly last: Promise<number | undefined> };
  /** Assisted access (issue 30): the help desk opens the proceeding for a party; every event says so. */
  readonly actedFor?: ActedFor;
}

export async function openProceeding(tx: StoreTx, deps: CaseDeps, actor: Actor, p: OpenProceeding): Promise<Written> {
  const ctx = decideContext(p.office, deps.clock);
  // Decide before taking a number, so a refused filing never moves the counter (a peeked row is only locked, and the
  // rollback releases it).
  const decided = decideOrThrow(p.machine, p.machine.initial, p.command, ctx);
  const events = p.actedFor ? decided.map((e) => ({ ...e, actedFor: p.actedFor })) : decided;
  const year = parts(events[0]!.on).year;
  const last = p.peeked && p.peeked.year === year ? await p.peeked.last : undefined;
  // Numbered, created and its parties added in one statement (the parties were added after the events before: no step
  // between reads them).
  const stream = await tx.openStream({
    kind: p.machine.kind as StreamKind,
    numberPrefix: p.numberPrefix,
    year,
    officeCode: p.office.code,
    parentId: p.parentId,
    createdAt: deps.clock.now(),
    parties: p.parties,
    ...(last === undefined ? {} : { expectedSeq: last + 1 }),
  });
  const written = await writeEvents(
    tx,
    p.machine,
    stream,
    p.machine.initial,
    events,
    p.office,
    ctx,
    actor,
    deps.clock.now(),
    (s) => compactState(p.machine.kind, s),
  );
  return written;
}

/**
 * Reads and locks the counter of (scope, the year of `on`) without waiting for the answer (StoreTx.peekNumber), for
 * openProceeding's `peeked`; undefined when `on` is no date (the decision then refuses or numbers as usual).
 */
export function peekNumber(
  tx: StoreTx,
  scope: string,
  on: string,
): { readonly year: number; readonly last: Promise<number | undefined> } | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(on)) return undefined;
  const year = Number(on.slice(0, 4));
  const last = tx.peekNumber(scope, year);
  last.catch(() => undefined); // a refusal may come first; the transaction reports the failure either way
  return { year, last };
}
