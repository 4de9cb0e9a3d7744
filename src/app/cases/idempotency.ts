// Idempotency keys: a retried POST with the same key and body gets the first response, and does nothing again.
// The key is claimed in the same transaction as the work, so a crash before commit leaves no trace of either.

import { createHash } from 'node:crypto';
import { canonicalJson } from '../../lib/canonical-json.ts';
import { AppError } from '../errors.ts';
import type { StoreTx } from '../ports/store.ts';

export interface IdempotencyKey {
  /** The account id, or another stable scope for the caller. */
  readonly scope: string;
  readonly key: string;
  /** What the request asked for; the same key with a different request is refused. */
  readonly request: unknown;
}

export function requestHash(request: unknown): string {
  return createHash('sha256').update(canonicalJson(request)).digest('hex');
}

export type Claim = Awaited<ReturnType<StoreTx['claimIdempotency']>>;

/**
 * Claims the key now, without waiting for the answer, so the claim travels with the transaction's first reads (one
 * round trip on PostgreSQL); onceFor then takes the answer. A claim made before the command is refused (no such
 * office, not allowed) rolls back with the transaction, as any claim does.
 */
export function claimEarly(tx: StoreTx, idem: IdempotencyKey | undefined, at: Date): Promise<Claim> | undefined {
  if (!idem) return undefined;
  const claim = tx.claimIdempotency(idem.scope, idem.key, requestHash(idem.request), at);
  claim.catch(() => undefined); // a refusal may come first; the transaction reports the failure either way
  return claim;
}

/**
 * Runs `work` once per key: a replay returns the stored result, flagged, without running it. `at` (the Clock's now)
 * dates the claim; `claimed`, when given, is the claim claimEarly sent.
 */
export async function onceFor<T>(
  tx: StoreTx,
  idem: IdempotencyKey | undefined,
  at: Date,
  work: () => Promise<T>,
  claimed?: Promise<Claim>,
): Promise<{ result: T; replayed: boolean }> {
  if (!idem) return { result: await work(), replayed: false };
  const claim = await (claimed ?? tx.claimIdempotency(idem.scope, idem.key, requestHash(idem.request), at));
  if (claim.kind === 'conflict') {
    throw new AppError(
      'IDEMPOTENCY.KEY_REUSED',
      'This Idempotency-Key was already used for a different request; use a new key for a new request.',
      { field: 'Idempotency-Key' },
    );
  }
  if (claim.kind === 'replay') {
    if (claim.response === null || claim.response === undefined) {
      throw new AppError(
        'IDEMPOTENCY.IN_PROGRESS',
        'A request with this Idempotency-Key is still being processed; retry in a moment.',
      );
    }
    return { result: claim.response as T, replayed: true };
  }
  const result = await work();
  await tx.saveIdempotentResponse(idem.scope, idem.key, result);
  return { result, replayed: false };
}
