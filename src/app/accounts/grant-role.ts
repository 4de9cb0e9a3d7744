// An administrator grants an existing account a role: validated, within the administrator's reach, never to
// themselves, and never putting administration and case powers in one account.

import type { Actor, RoleGrant } from '../actor.ts';
import { AppError } from '../errors.ts';
import { assertAdministrator } from '../policies/administration.ts';
import type { AccountDeps } from './context.ts';
import { assertSeparation, checkGrantsFor } from './grants.ts';

export async function grantRole(
  deps: AccountDeps,
  admin: Actor,
  input: { accountId: string; grant: RoleGrant },
): Promise<void> {
  assertAdministrator(admin, 'grant roles');
  const account = /^[0-9a-f-]{36}$/i.test(input.accountId)
    ? await deps.accounts.accountById(input.accountId)
    : undefined;
  if (!account) throw new AppError('ACCOUNT.UNKNOWN', 'No account has that id.', { field: 'accountId' });
  const [grant] = await checkGrantsFor(admin, deps.jurisdiction, [input.grant], 'grant');
  assertSeparation(await deps.accounts.grantsOf(account.id), [grant!], account.id === admin.accountId);
  await deps.accounts.addGrant(account.id, grant!, deps.clock.now());
}
