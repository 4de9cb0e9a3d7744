// Revoking an API token: by its owner, or by a national administrator (a leaked token). Revoking twice is harmless.

import type { Actor } from '../actor.ts';
import { AppError } from '../errors.ts';
import { isNationalAdministrator } from '../policies/administration.ts';
import type { AccountDeps } from './context.ts';

export async function revokeApiToken(deps: AccountDeps, actor: Actor, id: string): Promise<void> {
  const row = /^[0-9a-f-]{36}$/i.test(id) ? await deps.accounts.apiToken(id) : undefined;
  // Someone else's token answers as unknown, so ids cannot be probed.
  if (!row || (row.accountId !== actor.accountId && !isNationalAdministrator(actor))) {
    throw new AppError('NOT_FOUND', 'You have no API token with that id.', { field: 'id' });
  }
  if (!row.revokedAt) await deps.accounts.revokeApiToken(id, deps.clock.now());
}
