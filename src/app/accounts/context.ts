// What the account use cases are given (ports and settings), and the limits they enforce, in one place.

import type { Clock } from '../../lib/clock.ts';
import { HOUR_MS, MINUTE_MS } from '../../lib/instant.ts';
import type { Mailer } from './mailer.ts';
import type { PasswordHasher } from './passwords.ts';
import type { AccountRepo, JurisdictionLookup } from '../ports/accounts.ts';

export interface AccountDeps {
  readonly accounts: AccountRepo;
  readonly jurisdiction: JurisdictionLookup;
  readonly clock: Clock;
  readonly mailer: Mailer;
  readonly hasher: PasswordHasher;
  /** A session's absolute lifetime from sign-in, however often it is used (CTP_SESSION_MAX_DAYS; default 30 days). */
  readonly sessionMaxAgeMs: number;
}

/** The default absolute lifetime of a session (ASVS 3.3.1/3.3.2: idle and absolute timeouts). */
export const DEFAULT_SESSION_MAX_AGE_MS = 30 * 24 * HOUR_MS;

export const LIMITS = {
  /** A session lives this long after its last use (sliding expiry). */
  sessionIdleMs: 12 * HOUR_MS,
  /** A session's last use is written at most this often, so reads do not each cost a write. */
  sessionTouchEveryMs: MINUTE_MS,
  codeValidMs: 15 * MINUTE_MS,
  codeMaxAttempts: 5,
  /** A new code may be asked for once a minute (each new code resets the attempts, so this bounds guessing). */
  codeResendAfterMs: MINUTE_MS,
  signInWindowMs: 15 * MINUTE_MS,
  /**
   * More failures than these within the window refuse further attempts until the oldest fall out of it: for one
   * email from one client address (issue 28, point 4: a stranger's guesses lock out the stranger's address, not the
   * owner elsewhere), and from one client address for any emails.
   */
  signInFailuresPerEmail: 5,
  signInFailuresPerClient: 20,
  /**
   * The backstop against guessing from many addresses: more failures for one email than this, from every address,
   * refuse addresses where the account has never signed in; where it has, the owner still gets in.
   */
  signInFailuresPerEmailEverywhere: 50,
} as const;
