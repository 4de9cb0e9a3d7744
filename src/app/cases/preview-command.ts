// Previewing a proceeding's command before it is recorded: the same authorization and the same decision as
// runCommand, on the case as it stands, without writing anything; returns the running clocks before and after (e.g.
// what an extension under Rule 4(4) or Rule 6 does to the other due dates). A refusal is thrown as runCommand would.

import type { Actor } from '../actor.ts';
import { AppError } from '../errors.ts';
import { MACHINES } from '../machines.ts';
import { commandPolicy } from '../steps/index.ts';
import type { ClockRow } from '../ports/store.ts';
import type { CaseDeps } from './context.ts';
import { authorize, decideContext, officeOrFail, resourceOf } from './context.ts';
import { decideOrThrow, replayEntries } from './record.ts';
import { DOCUMENTS_ISSUED_BY } from '../documents/issuing.ts';

export interface CommandPreview {
  readonly before: readonly ClockRow[];
  readonly after: readonly ClockRow[];
  /** The documents the step would issue, signed (issue 30: the officer's words in them are checked before signing). */
  readonly issues: readonly string[];
}

export async function previewCommand(
  deps: CaseDeps,
  actor: Actor,
  input: { streamId: string; command: { readonly type: string; readonly on?: string; readonly [k: string]: unknown } },
): Promise<CommandPreview> {
  const r = deps.store.read;
  const stream = await r.stream(input.streamId);
  if (!stream) throw new AppError('CASE.UNKNOWN', 'No proceeding has that id.', { field: 'caseId' });
  const machine = MACHINES[stream.kind];
  if (!machine.commandTypes.includes(input.command.type)) {
    throw new AppError('VALIDATION.FAILED', `"${input.command.type}" is not a proceeding of this case.`, {
      field: 'type',
    });
  }
  const office = await officeOrFail(r, stream.officeCode);
  authorize(
    actor,
    commandPolicy(stream.kind, input.command.type),
    resourceOf(office, stream.kind, await r.parties(stream.id)),
    `preview "${input.command.type}" in ${stream.number}`,
  );
  const ctx = decideContext(office, deps.clock);
  const state = replayEntries(machine, await r.entries(stream.id));
  const command = { ...input.command, on: input.command.on ?? ctx.today };
  const events = decideOrThrow(machine, state, command, ctx);
  const next = events.reduce((s, e) => machine.evolve(s, e), state);
  return {
    before: machine.describe(state, ctx).clocks,
    after: machine.describe(next, ctx).clocks,
    issues: events.flatMap((e) => DOCUMENTS_ISSUED_BY[stream.kind][e.type] ?? []),
  };
}
