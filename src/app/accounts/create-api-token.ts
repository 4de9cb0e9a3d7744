// Creating an API token for an integration: "ctp_" and 32 random bytes, shown once, stored as a SHA-256 digest.
// The token acts as its account, with the account's current grants.

import type { Actor } from '../actor.ts';
import { AppError } from '../errors.ts';
import { assertNoProblems } from '../validation.ts';
import type { AccountDeps } from './context.ts';
import { digest, newApiToken } from './tokens.ts';

export async function createApiToken(
  deps: AccountDeps,
  actor: Actor,
  input: { name: string },
): Promise<{ token: string; id: string }> {
  const name = (input.name ?? '').trim();
  assertNoProblems(
    name === '' || name.length > 100
      ? [
          {
            field: 'name',
            message: 'Name the token (1 to 100 characters) after the system that will use it, e.g. "district MIS"',
          },
        ]
      : [],
    'The token',
  );
  const account = await deps.accounts.accountById(actor.accountId);
  if (!account || account.disabledAt)
    throw new AppError('AUTH.FORBIDDEN', 'This account is disabled, so it may not create API tokens.');
  const token = newApiToken();
  const { id } = await deps.accounts.createApiToken({
    tokenHash: digest(token),
    name,
    accountId: actor.accountId,
    at: deps.clock.now(),
  });
  return { token, id };
}
