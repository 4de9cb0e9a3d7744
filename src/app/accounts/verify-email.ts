// Verifying an email address with the mailed code: 15 minutes, 5 attempts, each attempt spent before comparing.

import { timingSafeEqual } from 'node:crypto';
import { AppError } from '../errors.ts';
import type { AccountDeps } from './context.ts';
import { LIMITS } from './context.ts';
import { normalizeEmail } from './fields.ts';
import { codeDigest } from './tokens.ts';

/**
 * One answer for every refusal (issue 16, point 8): an unknown address, an address verified already, a wrong,
 * expired or exhausted code all read alike, so the form does not reveal who is registered.
 */
const refused = (): AppError =>
  new AppError(
    'AUTH.CODE_INVALID',
    `That code is not right for this email address, or it has expired or been tried too often. Check the six digits in the latest email, or ask for a new code and enter it within ${LIMITS.codeValidMs / 60_000} minutes (five tries).`,
    { field: 'code' },
  );

export async function verifyEmail(deps: AccountDeps, input: { email: string; code: string }): Promise<void> {
  const code = input.code.trim();
  const account = await deps.accounts.accountByEmail(normalizeEmail(input.email));
  if (!account || account.emailVerifiedAt) throw refused();
  const now = deps.clock.now();
  const spent = await deps.accounts.spendCodeAttempt(account.id, now, LIMITS.codeMaxAttempts);
  if (!spent) throw refused();
  const given = Buffer.from(/^\d{6}$/.test(code) ? codeDigest(account.id, code) : '', 'hex');
  const stored = Buffer.from(spent.codeHash, 'hex');
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) throw refused();
  await deps.accounts.markEmailVerified(account.id, now);
}
