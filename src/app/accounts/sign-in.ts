// Signing in with email and password: rate limited per email and per client address (counted in the database, so
// every server process shares the count), argon2id verification, unverified citizens refused, then a new session.

import { indiaTime, plusMs } from '../../lib/instant.ts';
import { AppError } from '../errors.ts';
import type { SessionInfo } from '../services.ts';
import { actorOf } from './actor-of.ts';
import type { AccountDeps } from './context.ts';
import { LIMITS } from './context.ts';
import { normalizeEmail } from './fields.ts';
import { digest, randomToken } from './tokens.ts';

let dummyHash: Promise<string> | undefined;
/** A hash to verify against when the email is unknown, so the answer takes as long as for a real account. */
const dummy = (deps: AccountDeps): Promise<string> => (dummyHash ??= deps.hasher.hash('not a password of anyone'));

const WHO = {
  emailClient: 'for this email address from your network address',
  client: 'from your network address',
  email: 'for this email address from addresses where it has not signed in before',
} as const;

function rateLimited(now: Date, retryAt: Date, who: keyof typeof WHO): AppError {
  const minutes = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 60_000));
  return new AppError(
    'AUTH.RATE_LIMITED',
    `Too many failed sign-in attempts ${WHO[who]}. Try again after ${indiaTime(retryAt)} India time (in about ${minutes} minute${minutes === 1 ? '' : 's'}).`,
    {
      details: {
        retryAt: retryAt.toISOString(),
        retryAfterSeconds: Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000)),
      },
    },
  );
}

/**
 * The attempt is written (as a failure) before anything is checked and counted with the others, so parallel
 * attempts in several processes can never get past the limit together. An attempt refused by the limit is then
 * dropped: refusals do not extend the lockout, and the window reopens 15 minutes after the failures that caused it.
 * The limits (issue 28, point 4): per email and client address (a stranger's guesses lock out the stranger, not the
 * owner signing in elsewhere), per client address, and a backstop per email from every address that spares the
 * addresses where the account has signed in before.
 */
async function assertUnderLimit(
  deps: AccountDeps,
  attemptId: string,
  email: string,
  clientAddress: string,
  now: Date,
): Promise<void> {
  const f = await deps.accounts.recentFailures({
    email,
    clientAddress,
    since: plusMs(now, -LIMITS.signInWindowMs),
    limit: 200,
  });
  const over = {
    emailClient: f.byEmailAndClient.length > LIMITS.signInFailuresPerEmail,
    client: f.byClient.length > LIMITS.signInFailuresPerClient,
    email: !f.knownClient && f.byEmail.length > LIMITS.signInFailuresPerEmailEverywhere,
  };
  if (!over.emailClient && !over.client && !over.email) return;
  await deps.accounts.dropLoginAttempt(attemptId);
  // Without this attempt (the newest), the window holds n earlier failures; it reopens when all but limit-1 of them
  // have aged out, i.e. 15 minutes after the (n - limit + 1)-th oldest.
  const reopen = (times: Date[], limit: number): Date =>
    plusMs(times[times.length - 1 - limit]!, LIMITS.signInWindowMs);
  const candidates = [
    ...(over.emailClient
      ? [{ at: reopen(f.byEmailAndClient, LIMITS.signInFailuresPerEmail), who: 'emailClient' as const }]
      : []),
    ...(over.client ? [{ at: reopen(f.byClient, LIMITS.signInFailuresPerClient), who: 'client' as const }] : []),
    ...(over.email ? [{ at: reopen(f.byEmail, LIMITS.signInFailuresPerEmailEverywhere), who: 'email' as const }] : []),
  ].sort((a, b) => b.at.getTime() - a.at.getTime());
  throw rateLimited(now, candidates[0]!.at, candidates[0]!.who);
}

export async function signIn(
  deps: AccountDeps,
  input: { email: string; password: string; clientAddress: string },
): Promise<SessionInfo> {
  const email = normalizeEmail(input.email);
  const clientAddress = input.clientAddress.trim() || 'unknown';
  const now = deps.clock.now();
  const attemptId = await deps.accounts.startLoginAttempt({ email, clientAddress, at: now });
  await assertUnderLimit(deps, attemptId, email, clientAddress, now);

  const account = await deps.accounts.accountByEmail(email);
  const ok = await deps.hasher.verify(account?.passwordHash ?? (await dummy(deps)), input.password);
  if (!account || !account.passwordHash || !ok) {
    throw new AppError(
      'AUTH.INVALID_CREDENTIALS',
      'The email address or the password is not right. Check both and try again.',
    );
  }
  await deps.accounts.markLoginSucceeded(attemptId);
  if (account.disabledAt)
    throw new AppError(
      'AUTH.FORBIDDEN',
      'This account is disabled. Ask the administrator of your office to enable it.',
    );
  const actor = await actorOf(deps.accounts, account);
  const isCitizenOnly = actor.grants.every((g) => g.role === 'citizen');
  if (isCitizenOnly && !account.emailVerifiedAt) {
    throw new AppError(
      'AUTH.EMAIL_NOT_VERIFIED',
      'Verify your email address first: enter the six-digit code we emailed you, or ask for a new code.',
      { field: 'email' },
    );
  }

  const token = randomToken();
  const csrfToken = randomToken();
  const expiresAt = plusMs(now, LIMITS.sessionIdleMs);
  await deps.accounts.createSession({ tokenHash: digest(token), accountId: account.id, csrfToken, at: now, expiresAt });
  return { token, csrfToken, expiresAt, actor };
}
