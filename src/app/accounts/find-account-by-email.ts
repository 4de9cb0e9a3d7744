// Looking an account up by email, for staff: an administrator granting a role, an officer adding a party.

import type { Actor, Role } from '../actor.ts';
import { AppError } from '../errors.ts';
import type { AccountDeps } from './context.ts';
import { normalizeEmail } from './fields.ts';

const MAY_LOOK_UP: readonly Role[] = ['administrator', 'adjudicating-officer', 'appellate-authority'];

export async function findAccountByEmail(
  deps: AccountDeps,
  actor: Actor,
  email: string,
): Promise<{ accountId: string; name: string; roles: Role[] } | undefined> {
  if (!actor.grants.some((g) => MAY_LOOK_UP.includes(g.role))) {
    throw new AppError(
      'AUTH.FORBIDDEN',
      'You may not look accounts up. Only an administrator, an adjudicating officer or an appellate authority may.',
    );
  }
  const account = await deps.accounts.accountByEmail(normalizeEmail(email));
  if (!account) return undefined;
  const roles = [...new Set((await deps.accounts.grantsOf(account.id)).map((g) => g.role))];
  return { accountId: account.id, name: account.name, roles };
}
