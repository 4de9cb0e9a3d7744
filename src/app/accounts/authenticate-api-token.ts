// The actor of an API token (Authorization: Bearer ctp_…): unknown or revoked tokens and disabled accounts give undefined.

import type { Actor } from '../actor.ts';
import { actorOf } from './actor-of.ts';
import type { AccountDeps } from './context.ts';
import { API_TOKEN_PREFIX, digest } from './tokens.ts';

export async function authenticateApiToken(deps: AccountDeps, token: string): Promise<Actor | undefined> {
  if (typeof token !== 'string' || !token.startsWith(API_TOKEN_PREFIX) || token.length > 100) return undefined;
  const row = await deps.accounts.apiTokenByHash(digest(token));
  if (!row || row.revokedAt) return undefined;
  const account = await deps.accounts.accountById(row.accountId);
  if (!account || account.disabledAt) return undefined;
  await deps.accounts.touchApiToken(row.id, deps.clock.now());
  return actorOf(deps.accounts, account);
}

/** The owner revokes their token; a national administrator may revoke anyone's (a leaked token). Revoking twice is harmless. */
