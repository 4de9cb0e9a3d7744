// The accounts area as AccountServices (src/app/services.ts): compose.ts builds it from the ports.

import type { Clock } from '../../lib/clock.ts';
import type { Actor } from '../actor.ts';
import type { AccountServices } from '../services.ts';
import { authenticateApiToken } from './authenticate-api-token.ts';
import { authenticateSession } from './authenticate-session.ts';
import { bootstrapAdministrator } from './bootstrap-administrator.ts';
import type { AccountDeps } from './context.ts';
import { DEFAULT_SESSION_MAX_AGE_MS } from './context.ts';
import { createApiToken } from './create-api-token.ts';
import { createStaffAccount } from './create-staff-account.ts';
import { findAccountByContact, findAccountByEmail } from './find-account-by-email.ts';
import { grantRole } from './grant-role.ts';
import type { Mailer } from './mailer.ts';
import type { PasswordHasher } from './passwords.ts';
import { argon2Hasher } from './passwords.ts';
import type { AccountRepo, JurisdictionLookup } from '../ports/accounts.ts';
import { registerCitizen, RegistrationThrottle } from './register-citizen.ts';
import { resendVerification } from './resend-verification.ts';
import { revokeApiToken } from './revoke-api-token.ts';
import { signIn } from './sign-in.ts';
import { signOut } from './sign-out.ts';
import { verifyEmail } from './verify-email.ts';

export type { AccountDeps } from './context.ts';
export type { Mailer } from './mailer.ts';
export { CaptureMailer, loggingMailer } from './mailers.ts';
export type { PasswordHasher } from './passwords.ts';
export type { AccountRepo, JurisdictionLookup } from '../ports/accounts.ts';

export interface AccountServicesOptions {
  readonly accounts: AccountRepo;
  readonly jurisdiction: JurisdictionLookup;
  readonly clock: Clock;
  readonly mailer: Mailer;
  /** argon2id by default. */
  readonly hasher?: PasswordHasher;
  /** The absolute session lifetime; default 30 days. */
  readonly sessionMaxAgeMs?: number;
}

export interface AccountAdministration {
  /** Creates the first (national) administrator; refused once any administrator exists. */
  bootstrapAdministrator(input: { email: string; name: string; phone?: string; password: string }): Promise<Actor>;
}

export function accountDeps(o: AccountServicesOptions): AccountDeps {
  return {
    accounts: o.accounts,
    jurisdiction: o.jurisdiction,
    clock: o.clock,
    mailer: o.mailer,
    hasher: o.hasher ?? argon2Hasher,
    sessionMaxAgeMs: o.sessionMaxAgeMs ?? DEFAULT_SESSION_MAX_AGE_MS,
  };
}

export function createAccountServices(o: AccountServicesOptions): AccountServices & AccountAdministration {
  const d = accountDeps(o);
  const registrations = new RegistrationThrottle();
  return {
    registerCitizen: (input) => registerCitizen(d, input, registrations),
    verifyEmail: (input) => verifyEmail(d, input),
    resendVerification: (input) => resendVerification(d, input),
    signIn: (input) => signIn(d, input),
    signOut: (token) => signOut(d, token),
    authenticateSession: (token) => authenticateSession(d, token),
    authenticateApiToken: (token) => authenticateApiToken(d, token),
    createApiToken: (actor, input) => createApiToken(d, actor, input),
    revokeApiToken: (actor, id) => revokeApiToken(d, actor, id),
    createStaffAccount: (admin, input) => createStaffAccount(d, admin, input),
    grantRole: (admin, input) => grantRole(d, admin, input),
    findAccountByEmail: (actor, email) => findAccountByEmail(d, actor, email),
    findAccountByContact: (actor, contact) => findAccountByContact(d, actor, contact),
    ownContact: async (actor) => {
      const a = await d.accounts.accountById(actor.accountId);
      return { ...(a?.email ? { email: a.email } : {}), ...(a?.phone ? { phone: a.phone } : {}) };
    },
    bootstrapAdministrator: (input) => bootstrapAdministrator(d, input),
  };
}
