// The first administrator of an installation (the demo seed, or `ctp` on a fresh database): a national
// administrator, created only while no administrator exists. Every later account is made by an administrator.

import type { Actor } from '../actor.ts';
import { AppError } from '../errors.ts';
import { assertNoProblems } from '../validation.ts';
import { actorOf } from './actor-of.ts';
import type { AccountDeps } from './context.ts';
import { emailProblems, nameProblems, normalizeEmail, normalizeIndianMobile, phoneProblems } from './fields.ts';
import { passwordProblems } from './passwords.ts';

export async function bootstrapAdministrator(
  deps: AccountDeps,
  input: { email: string; name: string; phone?: string; password: string },
): Promise<Actor> {
  if (await deps.accounts.anyAdministrator()) {
    throw new AppError('AUTH.FORBIDDEN', 'An administrator exists already; ask them to create your account.');
  }
  const email = normalizeEmail(input.email);
  assertNoProblems(
    [
      ...emailProblems(input.email),
      ...nameProblems(input.name),
      ...phoneProblems(input.phone),
      ...passwordProblems(input.password, { email, name: input.name }),
    ],
    'The administrator account',
  );
  const now = deps.clock.now();
  const created = await deps.accounts.createAccount(
    {
      email,
      name: input.name.trim(),
      phone: input.phone?.trim() ? normalizeIndianMobile(input.phone)! : null,
      passwordHash: await deps.hasher.hash(input.password),
      lang: 'en',
      emailVerifiedAt: now,
      createdAt: now,
    },
    [{ role: 'administrator' }],
  );
  if (created === 'email-taken')
    throw new AppError('AUTH.EMAIL_TAKEN', 'An account with this email address exists already.', { field: 'email' });
  return actorOf(deps.accounts, (await deps.accounts.accountById(created.id))!);
}
