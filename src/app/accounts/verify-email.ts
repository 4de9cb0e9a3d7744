// Verifying an email address with the mailed code: 15 minutes, 5 attempts, each attempt spent before comparing.

import { timingSafeEqual } from 'node:crypto';
import { AppError } from '../errors.ts';
import type { AccountDeps } from './context.ts';
import { LIMITS } from './context.ts';
import { normalizeEmail } from './fields.ts';
import { codeDigest } from './tokens.ts';

const NEW_CODE = 'Ask for a new code and enter it within 15 minutes.';

export async function verifyEmail(deps: AccountDeps, input: { email: string; code: string }): Promise<void> {
  const code = input.code.trim();
  const account = await deps.accounts.accountByEmail(normalizeEmail(input.email));
  // An unknown address answers like a wrong code, so the form does not reveal who is registered.
  if (!account) throw new AppError('AUTH.CODE_INVALID', 'That code is not right for this email address.', { field: 'code', details: { reason: 'wrong' } });
  if (account.emailVerifiedAt) return;
  const now = deps.clock.now();
  const spent = await deps.accounts.spendCodeAttempt(account.id, now, LIMITS.codeMaxAttempts);
  if (!spent) {
    const pending = await deps.accounts.verificationCode(account.id);
    if (!pending) throw new AppError('AUTH.CODE_INVALID', `No code is pending for this address. ${NEW_CODE}`, { field: 'code', details: { reason: 'none' } });
    if (pending.expiresAt <= now) throw new AppError('AUTH.CODE_INVALID', `The code has expired. ${NEW_CODE}`, { field: 'code', details: { reason: 'expired' } });
    throw new AppError('AUTH.CODE_INVALID', `A wrong code was entered ${LIMITS.codeMaxAttempts} times, so this code no longer works. ${NEW_CODE}`, { field: 'code', details: { reason: 'exhausted' } });
  }
  const given = Buffer.from(/^\d{6}$/.test(code) ? codeDigest(account.id, code) : '', 'hex');
  const stored = Buffer.from(spent.codeHash, 'hex');
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
    const left = LIMITS.codeMaxAttempts - ((await deps.accounts.verificationCode(account.id))?.attempts ?? LIMITS.codeMaxAttempts);
    throw new AppError('AUTH.CODE_INVALID', left > 0
      ? `That code is not right. Check the six digits in the latest email; ${left} attempt${left === 1 ? '' : 's'} left.`
      : `That code is not right, and no attempts are left. ${NEW_CODE}`, { field: 'code', details: { reason: 'wrong', attemptsLeft: Math.max(0, left) } });
  }
  await deps.accounts.markEmailVerified(account.id, now);
}
