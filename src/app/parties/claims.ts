// Claims of parties entered on paper (issue 15), bound to the party served (issue 28, point 3): the person claims a
// case with its number, the code printed on the page left with them and the name (and, when the recorded one is not
// theirs, the address) as on the notice; the office sees every claim and decides those that do not match, approves,
// refuses or undoes one with reasons (an approval and an undoing are written on the order sheet).

import { normalCaseNumber } from '../../lib/case-number.ts';
import type { Actor } from '../actor.ts';
import { rateLimited } from '../accounts/throttle.ts';
import { authorize, decideContext, officeOrFail, proceedingInScope, resourceOf } from '../cases/context.ts';
import { compactState } from '../cases/compact.ts';
import { actorColumns, replayEntries } from '../cases/record.ts';
import { AppError } from '../errors.ts';
import { MACHINES } from '../machines.ts';
import { RECORD_POLICY } from '../policies/policies.ts';
import type { PaperDeps } from './paper.ts';
import { CLAIM_LIMITS, claimDigest, normalCode, officerScope } from './paper.ts';
import type { PaperClaim, PaperRole } from '../ports/parties.ts';

/** A name as people write it: case, dots and spacing aside. */
const normalName = (s: string): string =>
  s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[.,\s]+/g, ' ')
    .trim();

export type ClaimOutcome =
  | { readonly status: 'linked'; readonly streamId: string; readonly number: string; readonly role: PaperRole }
  | { readonly status: 'pending'; readonly streamId: string; readonly number: string; readonly role: PaperRole };

/**
 * The person claims a case with its number and the code printed on a sheet served on them (issue 15), bound to the
 * particulars the office recorded (issue 28, point 3): the claimant gives the name as on the notice and, when the
 * recorded address is not theirs, their address. A match links the account at once; otherwise the claim waits for the
 * officer. A claim never makes an account a second party of the same proceeding, nor the proceeding's officer a
 * party; every claim, refused or not, is kept for the office to see.
 */
export async function claimCase(
  deps: PaperDeps,
  actor: Actor,
  input: { caseNumber: string; code: string; name: string; address?: string; clientAddress: string },
): Promise<ClaimOutcome> {
  const now = deps.clock.now();
  const client = input.clientAddress.trim() || 'unknown';
  const givenName = (input.name ?? '').trim();
  const givenAddress = input.address?.trim() || null;
  if (!givenName || givenName.length > 200)
    throw new AppError('VALIDATION.FAILED', 'Give your name as it is written on the notice (at most 200 characters).', {
      field: 'name',
    });
  if (givenAddress && givenAddress.length > 1000)
    throw new AppError('VALIDATION.FAILED', 'Give your address in at most 1000 characters.', { field: 'address' });
  // Every attempt takes a hit from both limits first, in one atomic step (parallel attempts cannot pass together); a
  // right code gives its hits back, so only wrong ones count.
  const keys = [`claim-account:${actor.accountId}`, `claim-client:${client}`];
  const taken = await deps.throttle.take(
    [
      { key: keys[0]!, max: CLAIM_LIMITS.perAccount, windowMs: CLAIM_LIMITS.windowMs },
      { key: keys[1]!, max: CLAIM_LIMITS.perClient, windowMs: CLAIM_LIMITS.windowMs },
    ],
    now,
  );
  if (!taken.ok)
    throw rateLimited(now, taken.retryAt, 'Too many wrong case numbers or codes in the last hour.', 'code');
  const fail = async (): Promise<never> => {
    await deps.paper.recordAttempt({ accountId: actor.accountId, clientAddress: client, at: now, success: false });
    throw new AppError(
      'AUTH.CODE_INVALID',
      'The case number and the code do not match a notice served on paper. Check both on the covering sheet of your notice.',
      { field: 'code' },
    );
  };
  const digits = normalCode(input.code ?? '');
  if (!/^\d{12}$/.test(digits)) return fail();
  const stream = await deps.store.read.streamByNumber(normalCaseNumber(input.caseNumber ?? ''));
  if (!stream) return fail();
  const candidates = (await deps.paper.ofStream(stream.id)).filter((p) => !p.claimedAt);
  const party = (
    await Promise.all(candidates.map((p) => deps.paper.partyByCode(stream.id, claimDigest(p.id, digits))))
  ).find((p) => p !== undefined);
  if (!party) return fail();
  await deps.paper.recordAttempt({ accountId: actor.accountId, clientAddress: client, at: now, success: true });
  await deps.throttle.giveBack(keys, now);

  const refuse = async (reason: string, message: string): Promise<never> => {
    await deps.paper.recordClaim({
      partyId: party.id,
      accountId: actor.accountId,
      at: now,
      givenName,
      givenAddress,
      status: 'refused',
      reasons: reason,
    });
    throw new AppError('AUTH.FORBIDDEN', message, { field: 'code', details: { reason } });
  };
  const parties = await deps.store.read.parties(stream.id);
  if (parties.some((p) => p.accountId === actor.accountId))
    return refuse(
      'already-party',
      `You are already a party of ${stream.number}; one account cannot be two parties of the same case. If this notice was served on someone else, give it to them.`,
    );
  const office = await officeOrFail(deps.store.read, stream.officeCode);
  let officer = true;
  try {
    authorize(actor, RECORD_POLICY['party:paper'], resourceOf(office, stream.kind, parties), 'claim');
  } catch {
    officer = false;
  }
  if (officer)
    return refuse(
      'officer',
      `You hold the office that decides ${stream.number}; its officer cannot become a party of it. The person served must claim it with their own account.`,
    );

  const matches = normalName(givenName) === normalName(party.name) && givenAddress === null;
  if (!matches) {
    await deps.paper.recordClaim({
      partyId: party.id,
      accountId: actor.accountId,
      at: now,
      givenName,
      givenAddress,
      status: 'pending',
    });
    return { status: 'pending', streamId: stream.id, number: stream.number, role: party.role };
  }
  // Marks the party claimed and makes the account a party of the proceeding, in one transaction.
  if (!(await deps.paper.claimInto(party.id, actor.accountId, now))) {
    throw new AppError('AUTH.CODE_INVALID', 'This notice has already been claimed on the portal.', { field: 'code' });
  }
  await deps.paper.recordClaim({
    partyId: party.id,
    accountId: actor.accountId,
    at: now,
    givenName,
    givenAddress,
    status: 'linked',
  });
  return { status: 'linked', streamId: stream.id, number: stream.number, role: party.role };
}

/** Every claim of the proceeding's parties entered on paper, for its office (issue 28, point 3). */
export async function paperClaims(deps: PaperDeps, actor: Actor, streamId: string): Promise<PaperClaim[]> {
  const { stream } = await officerScope(deps, actor, streamId, 'see the claims of parties without an account');
  return deps.paper.claimsOf(stream.id);
}

const CLAIM_DECISIONS = ['approve', 'refuse', 'undo'] as const;

/**
 * The officer decides a claim (issue 28, point 3): approves or refuses one waiting for a decision, or undoes one that
 * linked an account, with reasons. An approval and an undoing are written on the order sheet with the reasons; an
 * undoing also stops every code printed for the party (print a fresh one for the person to be served).
 */
export async function decideClaim(
  deps: PaperDeps,
  actor: Actor,
  input: { streamId: string; claimId: string; decision: string; reasons: string },
): Promise<{ status: 'approved' | 'refused' | 'undone' }> {
  const decision = CLAIM_DECISIONS.find((d) => d === input.decision);
  if (!decision)
    throw new AppError('VALIDATION.FAILED', 'Choose the decision: approve, refuse or undo.', { field: 'decision' });
  const reasons = (input.reasons ?? '').trim();
  if (!reasons || reasons.length > 2000)
    throw new AppError('VALIDATION.FAILED', 'Give the reasons for the decision (at most 2000 characters).', {
      field: 'reasons',
    });
  return deps.store.transaction(async (tx) => {
    const { stream, office, parties } = await proceedingInScope(
      tx,
      actor,
      input.streamId,
      RECORD_POLICY['party:paper'],
      (n) => `decide a claim in ${n}`,
      true,
    );
    const claim = await tx.paperClaims.claim(input.claimId, stream.id);
    if (!claim) throw new AppError('NOT_FOUND', 'No claim has that id in this proceeding.', { field: 'claimId' });
    const status = decision === 'approve' ? 'approved' : decision === 'refuse' ? 'refused' : 'undone';
    const allowed = decision === 'undo' ? ['linked', 'approved'] : ['pending'];
    if (!allowed.includes(claim.status))
      throw new AppError(
        'VALIDATION.FAILED',
        decision === 'undo'
          ? 'Only a claim that linked an account can be undone.'
          : 'Only a claim waiting for a decision can be approved or refused.',
        { field: 'decision' },
      );
    if (decision === 'approve') {
      if (claim.partyClaimedBy)
        throw new AppError('VALIDATION.FAILED', 'This party is already claimed; undo that claim first.', {
          field: 'decision',
        });
      if (parties.some((p) => p.accountId === claim.accountId))
        throw new AppError('VALIDATION.FAILED', 'That account is already a party of this case.', { field: 'decision' });
    }
    const now = deps.clock.now();
    await tx.paperClaims.decide({ claim, streamId: stream.id, status, by: actor.accountId, at: now, reasons });
    if (status !== 'refused') {
      const ctx = decideContext(office, deps.clock);
      await tx.append(stream, [
        {
          type: status === 'approved' ? 'paper-claim-approved' : 'paper-claim-undone',
          onDate: ctx.today,
          payload: {
            claimId: claim.id,
            role: claim.role,
            partyName: claim.partyName,
            accountId: claim.accountId,
            reasons,
          },
          basis: [],
          ...actorColumns(actor),
          recordedAt: now,
        },
      ]);
      const machine = MACHINES[stream.kind];
      const state = replayEntries(machine, await tx.entries(stream.id));
      await tx.project(
        { ...stream, version: stream.version + 1 },
        { ...machine.describe(state, ctx), districtCode: office.districtCode, state: compactState(stream.kind, state) },
        now,
      );
    }
    return { status };
  });
}
