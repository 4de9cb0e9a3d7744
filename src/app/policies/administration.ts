// Who may administer what: administrators act nationally (no State on the grant) or within their State. Case
// powers are kept apart from administration: nobody who administers holds a power over proceedings, so the person
// who makes officers can never decide a case through them.

import type { Actor, Role, RoleGrant } from '../actor.ts';
import { AppError } from '../errors.ts';

/** Roles that act on proceedings (Rule 4 orders, Rule 7 appeals, Rule 4(14) recovery, Rule 8 deposits). */
export const CASE_POWERS: readonly Role[] = [
  'adjudicating-officer',
  'appellate-authority',
  'awbi-recovery-officer',
  'fund-accountant',
];

export const isCasePower = (role: Role): boolean => CASE_POWERS.includes(role);

const adminGrants = (actor: Actor): RoleGrant[] => actor.grants.filter((g) => g.role === 'administrator');

export const isNationalAdministrator = (actor: Actor): boolean =>
  adminGrants(actor).some((g) => g.stateCode === undefined);

/** A national administrator, or an administrator of `stateCode`; `undefined` is national business. */
export function isAdministratorOf(actor: Actor, stateCode: string | undefined): boolean {
  return adminGrants(actor).some(
    (g) => g.stateCode === undefined || (stateCode !== undefined && g.stateCode === stateCode),
  );
}

/** The first line of every administration use case. */
export function assertAdministrator(actor: Actor, what: string): void {
  if (adminGrants(actor).length === 0)
    throw new AppError('AUTH.FORBIDDEN', `You may not ${what}. Only an administrator may.`);
}

/** Refuses unless the actor administers the State (`undefined`: national, which only a national administrator may). */
export function assertAdministratorOf(actor: Actor, stateCode: string | undefined, what: string): void {
  if (isAdministratorOf(actor, stateCode)) return;
  const theirs = adminGrants(actor)
    .map((g) => g.stateCode)
    .filter((s): s is string => s !== undefined);
  throw new AppError(
    'AUTH.FORBIDDEN',
    stateCode === undefined
      ? `You may not ${what}. Only a national administrator may; you administer ${theirs.join(', ')}.`
      : `You may not ${what}. Only a national administrator or an administrator of ${stateCode} may; you administer ${theirs.join(', ')}.`,
  );
}
