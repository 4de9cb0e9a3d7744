// The actor of a session cookie: unknown, revoked, expired sessions and disabled accounts give undefined. Each use
// slides the expiry 12 hours on (written at most once a minute), never past the session's absolute lifetime.

import { plusMs } from '../../lib/instant.ts';
import type { SessionInfo } from '../services.ts';
import { actorOf } from './actor-of.ts';
import type { AccountDeps } from './context.ts';
import { LIMITS } from './context.ts';
import { digest } from './tokens.ts';

export async function authenticateSession(deps: AccountDeps, sessionToken: string): Promise<SessionInfo | undefined> {
  if (typeof sessionToken !== 'string' || sessionToken.length < 32 || sessionToken.length > 100) return undefined;
  const hash = digest(sessionToken);
  const s = await deps.accounts.session(hash);
  const now = deps.clock.now();
  if (!s || s.revokedAt || s.expiresAt <= now) return undefined;
  // The absolute lifetime: a session used every few minutes still ends this long after sign-in.
  const endsAt = s.createdAt.getTime() + deps.sessionMaxAgeMs;
  if (now.getTime() >= endsAt) return undefined;
  const account = await deps.accounts.accountById(s.accountId);
  if (!account || account.disabledAt) return undefined;
  let expiresAt = s.expiresAt;
  if (now.getTime() - s.lastSeenAt.getTime() >= LIMITS.sessionTouchEveryMs) {
    expiresAt = plusMs(now, Math.min(LIMITS.sessionIdleMs, endsAt - now.getTime()));
    await deps.accounts.touchSession(hash, now, expiresAt);
  }
  return { token: sessionToken, csrfToken: s.csrfToken, expiresAt, actor: await actorOf(deps.accounts, account) };
}
