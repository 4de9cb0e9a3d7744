// Signing out: the session is revoked (kept, for the record of who was signed in when). Unknown tokens are ignored.

import type { AccountDeps } from './context.ts';
import { digest } from './tokens.ts';

export async function signOut(deps: AccountDeps, sessionToken: string): Promise<void> {
  if (!sessionToken) return;
  await deps.accounts.revokeSession(digest(sessionToken), deps.clock.now());
}
