// Opening a proceeding: number it (gapless per scope and year), record its first event, project it, add its parties,
// all in one transaction. A refusal rolls everything back, the number included.

import { parts } from '../../lib/local-date.ts';
import type { Actor } from '../actor.ts';
import type { AnyMachine } from '../machines.ts';
import type { OfficeInfo, PartyRole, StoreTx, StreamKind } from '../ports.ts';
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
}

export async function openProceeding(tx: StoreTx, deps: CaseDeps, actor: Actor, p: OpenProceeding): Promise<Written> {
  const ctx = decideContext(p.office, deps.clock);
  // Decide before taking a number, so a refused filing never touches the counter.
  const events = decideOrThrow(p.machine, p.machine.initial, p.command, ctx);
  const year = parts(events[0]!.on).year;
  const seq = await tx.nextNumber(p.numberPrefix, year);
  const stream = await tx.createStream({ kind: p.machine.kind as StreamKind, number: `${p.numberPrefix}/${year}/${seq}`, officeCode: p.office.code, parentId: p.parentId });
  const written = await writeEvents(tx, p.machine, stream, p.machine.initial, events, p.office, ctx, actor, deps.clock.now(), (s) => compactState(p.machine.kind, s));
  for (const party of p.parties) await tx.addParty(stream.id, party.accountId, party.role);
  return written;
}
