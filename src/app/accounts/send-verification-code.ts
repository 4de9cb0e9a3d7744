// Issues a fresh one-time code for an account (replacing any earlier one) and mails it in the account's language.

import { plusMs } from '../../lib/instant.ts';
import type { AccountDeps } from './context.ts';
import { LIMITS } from './context.ts';
import { verificationMail } from './messages.ts';
import type { AccountRow } from '../ports/accounts.ts';
import { codeDigest, newCode } from './tokens.ts';

export async function sendVerificationCode(deps: AccountDeps, account: AccountRow): Promise<void> {
  // An account opened with a mobile number has no address to verify (its number was verified by SMS).
  if (account.email === null) return;
  const now = deps.clock.now();
  const code = newCode();
  await deps.accounts.putVerificationCode(
    account.id,
    codeDigest(account.id, code),
    now,
    plusMs(now, LIMITS.codeValidMs),
  );
  await deps.mailer.send(
    verificationMail(account.email, account.lang, account.name, code, LIMITS.codeValidMs / 60_000),
  );
}
