// A new verification code on request, at most once a minute per account. Unknown and verified addresses get no mail
// and no error, so the form does not reveal who is registered.

import { indiaTime, plusMs } from '../../lib/instant.ts';
import { AppError } from '../errors.ts';
import type { AccountDeps } from './context.ts';
import { LIMITS } from './context.ts';
import { normalizeEmail } from './fields.ts';
import { sendVerificationCode } from './send-verification-code.ts';

export async function resendVerification(deps: AccountDeps, input: { email: string }): Promise<void> {
  const account = await deps.accounts.accountByEmail(normalizeEmail(input.email));
  if (!account || account.emailVerifiedAt || account.disabledAt) return;
  const pending = await deps.accounts.verificationCode(account.id);
  const now = deps.clock.now();
  if (pending) {
    const next = plusMs(pending.createdAt, LIMITS.codeResendAfterMs);
    if (next > now) {
      const seconds = Math.ceil((next.getTime() - now.getTime()) / 1000);
      throw new AppError(
        'AUTH.RATE_LIMITED',
        `A code was sent less than a minute ago. Check your email, or ask again after ${indiaTime(next)} India time (in ${seconds} seconds).`,
        { details: { retryAt: next.toISOString(), retryAfterSeconds: seconds } },
      );
    }
  }
  await sendVerificationCode(deps, account);
}
