// Looking an account up by email, for staff: an administrator granting a role, an officer adding a party; or (issue
// 30) by email or verified mobile number, so a party who signed up with a phone alone can be found.

import type { Actor, Role } from '../actor.ts';
import { AppError } from '../errors.ts';
import type { AccountDeps } from './context.ts';
import type { AccountRow } from '../ports/accounts.ts';
import { normalizeEmail, normalizeIndianMobile } from './fields.ts';

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
  return describe(deps, await deps.accounts.accountByEmail(normalizeEmail(email)));
}

/** Who is this person: an email address, or an Indian mobile number the account has verified. */
export async function findAccountByContact(
  deps: AccountDeps,
  actor: Actor,
  contact: string,
): Promise<{ accountId: string; name: string; roles: Role[] } | undefined> {
  const mobile = contact.includes('@') ? undefined : normalizeIndianMobile(contact);
  if (!mobile) return findAccountByEmail(deps, actor, contact);
  if (!actor.grants.some((g) => MAY_LOOK_UP.includes(g.role))) return findAccountByEmail(deps, actor, contact);
  return describe(deps, await deps.accounts.accountByVerifiedMobile(mobile));
}

async function describe(
  deps: AccountDeps,
  account: AccountRow | undefined,
): Promise<{ accountId: string; name: string; roles: Role[] } | undefined> {
  if (!account) return undefined;
  const roles = [...new Set((await deps.accounts.grantsOf(account.id)).map((g) => g.role))];
  return { accountId: account.id, name: account.name, roles };
}
