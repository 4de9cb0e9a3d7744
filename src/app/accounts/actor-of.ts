// The Actor of an account: its current grants, read afresh, so a revoked or added grant applies to the next request.

import type { Actor } from '../actor.ts';
import type { AccountRepo, AccountRow } from '../ports/accounts.ts';

export async function actorOf(repo: AccountRepo, account: AccountRow): Promise<Actor> {
  return { kind: 'account', accountId: account.id, name: account.name, grants: await repo.grantsOf(account.id) };
}
