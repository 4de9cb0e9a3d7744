// Limits that hold under parallel requests (issue 28, point 4): a request takes one hit from each of its limits in
// one atomic step, or from none (src/db/throttle.repo.ts: one INSERT … ON CONFLICT DO UPDATE … WHERE per step, in a
// transaction rolled back when any limit is full), so a refused request never uses up a budget and two parallel
// requests can never both take the last hit.

import { indiaTime } from '../../lib/instant.ts';
import { AppError } from '../errors.ts';

export interface Limit {
  /** What is limited and for whom, e.g. "sms:+919811100001:10.1.0.1". */
  readonly key: string;
  /** At most this many hits within any window of `windowMs`. */
  readonly max: number;
  readonly windowMs: number;
}

export interface Throttle {
  /** Takes a hit from every limit at `now`; or, when one is full, none, and says when that one frees a hit. */
  take(limits: readonly Limit[], now: Date): Promise<{ ok: true } | { ok: false; key: string; retryAt: Date }>;
  /** Gives back the hits taken at `at` (a request that turned out not to count, e.g. a claim that succeeded). */
  giveBack(keys: readonly string[], at: Date): Promise<void>;
}

/** AUTH.RATE_LIMITED with the instant to retry, in India time and as Retry-After seconds (details.retryAfterSeconds). */
export function rateLimited(now: Date, retryAt: Date, what: string, field?: string): AppError {
  const seconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new AppError(
    'AUTH.RATE_LIMITED',
    `${what} Try again after ${indiaTime(retryAt)} India time (in about ${minutes} minute${minutes === 1 ? '' : 's'}).`,
    {
      ...(field ? { field } : {}),
      details: { retryAt: retryAt.toISOString(), retryAfterSeconds: seconds },
    },
  );
}
