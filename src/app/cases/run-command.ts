// Running a proceeding's command: authorize, lock, check the version, decide, append, project; one transaction.
//
// The stream row is locked FOR UPDATE before the record is read, so two officers acting on one case at once are
// serialised; a caller that sends the version it saw gets CASE.VERSION_CONFLICT if someone acted in between, never
// a lost update.

import type { ActedFor } from '../../domain/common.ts';
import type { Actor } from '../actor.ts';
import { allows, assistedGrant } from '../policies/policies.ts';
import type { PartyRole } from '../ports/store.ts';
import { offenderHistory } from '../assam/offender-history.ts';
import { AppError } from '../errors.ts';
import { onlyDocumentsIssuedSince } from '../documents/issuing.ts';
import { MACHINES } from '../machines.ts';
import { sideOf } from '../steps/forms.ts';
import { commandPolicy, stepOf } from '../steps/index.ts';
import type { StoreTx } from '../ports/store.ts';
import type { CaseDeps } from './context.ts';
import { assistResourceBelow, authorize, decideContext, officeOrFail, resourceOf } from './context.ts';
import { compactState } from './compact.ts';
import type { IdempotencyKey } from './idempotency.ts';
import { claimEarly, onceFor } from './idempotency.ts';
import { attachedDocumentIds, decideOrThrow, replayEntries, writeEvents } from './record.ts';
import { appealPending, penaltyAccountBelow } from './penalty-account.ts';
import type { CaseView } from './view.ts';
import { viewOf } from './view.ts';

export interface RunCommandInput {
  readonly streamId: string;
  /** The command without its date; `on` defaults to today (India). */
  readonly command: { readonly type: string; readonly on?: string; readonly [k: string]: unknown };
  /** The version the caller last saw; required for officers' commands from the API (optimistic concurrency). */
  readonly expectedVersion?: number;
}

/**
 * Assisted access (issue 30): the operator acts for a party whose consent is on record (app/parties/assisted.ts checks
 * it). The step must be one that party may take; every event names who acted for whom.
 */
interface AssistedRun {
  readonly partyRole: PartyRole;
  readonly actedFor: ActedFor;
}

export async function runCommand(
  deps: CaseDeps,
  actor: Actor,
  input: RunCommandInput,
  idem?: IdempotencyKey,
  assisted?: AssistedRun,
): Promise<CaseView & { replayed: boolean }> {
  const out = await deps.store.transaction(async (tx) => {
    // Sent together, in this order, before any answer is awaited (one round trip on PostgreSQL): the lock, then the
    // reads that follow it (they see the case as the lock holder does) and the key's claim. Nothing is decided on
    // them before the checks below, and a refusal rolls the claim back with everything else.
    const at = deps.clock.now();
    const locked = tx.lockStream(input.streamId);
    const partiesRead = tx.parties(input.streamId);
    const entriesRead = tx.entries(input.streamId);
    const claimed = claimEarly(tx, idem, at);
    partiesRead.catch(() => undefined);
    entriesRead.catch(() => undefined);
    const stream = await locked;
    if (!stream) throw new AppError('CASE.UNKNOWN', 'No proceeding has that id.', { field: 'caseId' });
    const machine = MACHINES[stream.kind];
    if (!machine.commandTypes.includes(input.command.type)) {
      throw new AppError(
        'VALIDATION.FAILED',
        `"${input.command.type}" is not a proceeding of ${stream.kind === 'adjudication' ? 'a complaint case' : stream.kind === 'appeal' ? 'an appeal' : 'an Assam s.26 report'}.`,
        { field: 'type' },
      );
    }
    const office = await officeOrFail(tx, stream.officeCode);
    const parties = await partiesRead;
    const policy = commandPolicy(stream.kind, input.command.type);
    const resource = resourceOf(office, stream.kind, parties);
    if (assisted) assistedGrant(policy, actor, assisted.partyRole, resource, await assistResourceBelow(tx, stream));
    else authorize(actor, policy, resource, `record "${input.command.type}" in ${stream.number}`);
    ownSideOnly(stream.kind, input.command, policy, actor, resource, assisted);
    return onceFor(
      tx,
      idem,
      at,
      async () => {
        const entries = await entriesRead;
        // Documents the runner recorded as issued since the caller loaded the case change nothing they decided on.
        if (
          input.expectedVersion !== undefined &&
          input.expectedVersion !== stream.version &&
          !onlyDocumentsIssuedSince(entries, input.expectedVersion)
        ) {
          throw new AppError(
            'CASE.VERSION_CONFLICT',
            `${stream.number} has changed since you loaded it (version ${input.expectedVersion}, now ${stream.version}). Reload the case and try again.`,
            { field: 'expectedVersion' },
          );
        }
        // The documents attached to this case, which a proof of service may cite (Rule 4(5), Rule 7(9); issue 6).
        // Assam s.26: the portal's own records of earlier convictions, from which first or subsequent is proposed.
        const ctx = {
          ...decideContext(office, deps.clock),
          attachedDocumentIds: attachedDocumentIds(entries),
          ...(stream.kind === 'assam' && input.command.type === 'record-outcome'
            ? { offenderHistory: await offenderHistory(tx, stream.id) }
            : {}),
          // Rule 7(12), issue 27: the appellate order accounts for the deposits and the referral in the case below.
          ...(stream.kind === 'appeal' && input.command.type === 'decide-appeal' && stream.parentId
            ? {
                penaltyAccountBelow: penaltyAccountBelow(
                  replayEntries(MACHINES.adjudication, await tx.entries(stream.parentId)),
                ),
              }
            : {}),
          // Rule 4(14), issue 27: a reference to the Board made while an appeal against the order is pending records it.
          ...(stream.kind === 'adjudication' && input.command.type === 'refer-for-recovery'
            ? await appealPendingOf(tx, stream.id)
            : {}),
        };
        const state = replayEntries(machine, entries);
        const command = { ...input.command, on: input.command.on ?? ctx.today };
        const decided = decideOrThrow(machine, state, command, ctx);
        const events = assisted ? decided.map((e) => ({ ...e, actedFor: assisted.actedFor })) : decided;
        const written = await writeEvents(
          tx,
          machine,
          stream,
          state,
          events,
          office,
          ctx,
          actor,
          deps.clock.now(),
          (s) => compactState(stream.kind, s),
        );
        return viewOf(written);
      },
      claimed,
    );
  });
  return { ...out.result, replayed: out.replayed };
}

/**
 * A party acts for their own side only: a step whose form names the side taking it (who asks to adjourn, whose written
 * brief) is refused when a party, or an operator acting for one, names the other side. An officer whose grant reaches
 * the case records a step for either side.
 */
function ownSideOnly(
  kind: Parameters<typeof stepOf>[0],
  command: RunCommandInput['command'],
  policy: ReturnType<typeof commandPolicy>,
  actor: Actor,
  resource: ReturnType<typeof resourceOf>,
  assisted: AssistedRun | undefined,
): void {
  const side = stepOf(kind, command.type)?.side;
  if (side === undefined) return;
  const officerRules = policy.filter((g) => g.party === undefined);
  if (!assisted && allows(officerRules, actor, resource)) return;
  const roles = assisted
    ? [assisted.partyRole]
    : resource.parties.filter((p) => p.accountId === actor.accountId).map((p) => p.role);
  const own = roles.map(sideOf).filter((x) => x !== undefined);
  const named = command[side];
  if (typeof named === 'string' && own.includes(named as (typeof own)[number])) return;
  throw new AppError(
    'AUTH.FORBIDDEN',
    named === undefined
      ? `Say whose step this is: you take it for your own side (${own.join(' or ') || 'none'}).`
      : `You take this step for your own side only (${own.join(' or ') || 'none'}), not for "${String(named)}".`,
    { field: side },
  );
}

/** The appeal pending against the case's order, as the decide context's `appealPending` (nothing when none is). */
async function appealPendingOf(
  tx: StoreTx,
  streamId: string,
): Promise<{ appealPending?: NonNullable<ReturnType<typeof appealPending>> }> {
  const appeals = [];
  for (const a of await tx.appealsOf(streamId)) {
    appeals.push({ number: a.number, state: replayEntries(MACHINES.appeal, await tx.entries(a.id)) });
  }
  const pending = appealPending(appeals);
  return pending ? { appealPending: pending } : {};
}
