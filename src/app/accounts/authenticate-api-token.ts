// The actor of an API token (Authorization: Bearer ctp_…): unknown or revoked tokens and disabled accounts give undefined.

import type { Actor } from '../actor.ts';
import type { AccountDeps } from './context.ts';
import { API_TOKEN_PREFIX, digest } from './tokens.ts';

export async function authenticateApiToken(deps: AccountDeps, token: string): Promise<Actor | undefined> {
  if (typeof token !== 'string' || !token.startsWith(API_TOKEN_PREFIX) || token.length > 100) return undefined;
  // One read per request (token, account and grants together), read afresh so a revocation applies to the next request.
  const found = await deps.accounts.apiTokenBearer(digest(token));
  if (!found || found.token.revokedAt || found.account.disabledAt) return undefined;
  const now = deps.clock.now();
  // The last use is written at most once a minute (the repository checks again): most requests write nothing.
  const last = found.token.lastUsedAt;
  if (last === null || now.getTime() - last.getTime() >= TOUCH_EVERY_MS)
    await deps.accounts.touchApiToken(found.token.id, now);
  return { kind: 'account', accountId: found.account.id, name: found.account.name, grants: found.grants };
}

/** How often a token's last use is written (the repository's touchApiToken skips writes closer than this). */
const TOUCH_EVERY_MS = 60_000;

/** The owner revokes their token; a national administrator may revoke anyone's (a leaked token). Revoking twice is harmless. */
