// An administrator creates an officer's or staff member's account with its grants, each within the administrator's
// reach (their State, or national) and never mixing administration with case powers.

import type { Actor, RoleGrant } from '../actor.ts';
import { AppError } from '../errors.ts';
import { assertAdministrator } from '../policies/administration.ts';
import { assertNoProblems } from '../validation.ts';
import type { AccountDeps } from './context.ts';
import { emailProblems, nameProblems, normalizeEmail, normalizeIndianMobile, phoneProblems } from './fields.ts';
import { assertSeparation, checkGrantsFor } from './grants.ts';
import { passwordProblems } from './passwords.ts';

export interface CreateStaffAccountInput {
  readonly email: string;
  readonly name: string;
  readonly phone?: string;
  /** The first password, given to the officer out of band. */
  readonly password: string;
  readonly grants: readonly RoleGrant[];
  readonly lang?: 'en' | 'hi';
}

export async function createStaffAccount(
  deps: AccountDeps,
  admin: Actor,
  input: CreateStaffAccountInput,
): Promise<{ accountId: string }> {
  assertAdministrator(admin, 'create officer and staff accounts');
  const email = normalizeEmail(input.email);
  assertNoProblems(
    [
      ...emailProblems(input.email),
      ...nameProblems(input.name),
      ...phoneProblems(input.phone),
      ...passwordProblems(input.password, { email, name: input.name }),
      ...(Array.isArray(input.grants) && input.grants.length > 0
        ? []
        : [
            {
              field: 'grants',
              message: 'Give at least one role, e.g. {"role":"adjudicating-officer","officeCode":"AGRS"}',
            },
          ]),
    ],
    'The account',
  );
  const grants = await checkGrantsFor(admin, deps.jurisdiction, input.grants, 'grants');
  assertSeparation([], grants, false);
  const created = await deps.accounts.createAccount(
    {
      email,
      name: input.name.trim(),
      phone: input.phone?.trim() ? normalizeIndianMobile(input.phone)! : null,
      passwordHash: await deps.hasher.hash(input.password),
      lang: input.lang ?? 'en',
      // Staff addresses are vouched for by the administrator; staff sign-in does not wait for a mailed code.
      emailVerifiedAt: null,
      createdAt: deps.clock.now(),
    },
    grants,
  );
  if (created === 'email-taken')
    throw new AppError(
      'AUTH.EMAIL_TAKEN',
      'An account with this email address exists already; grant it the role instead of creating another.',
      { field: 'email' },
    );
  return { accountId: created.id };
}
