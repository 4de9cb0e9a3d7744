// Ports of the accounts area: what its use cases need from storage. src/db/accounts.repo.ts implements them.
// Every method is one atomic step (one statement, or one transaction inside the repository).

import type { RoleGrant } from '../actor.ts';

export interface AccountRow {
  readonly id: string;
  /** Null for an account opened with a verified mobile number alone (issue 15). */
  readonly email: string | null;
  readonly name: string;
  readonly phone: string | null;
  readonly passwordHash: string | null;
  readonly emailVerifiedAt: Date | null;
  readonly lang: 'en' | 'hi' | 'as' | 'bn';
  readonly disabledAt: Date | null;
}

export interface NewAccount {
  readonly email: string;
  readonly name: string;
  readonly phone: string | null;
  readonly passwordHash: string;
  readonly lang: 'en' | 'hi' | 'as' | 'bn';
  readonly emailVerifiedAt: Date | null;
  readonly createdAt: Date;
}

export interface SessionRow {
  readonly accountId: string;
  readonly csrfToken: string;
  readonly createdAt: Date;
  readonly lastSeenAt: Date;
  readonly expiresAt: Date;
  readonly revokedAt: Date | null;
}

export interface ApiTokenRow {
  readonly id: string;
  readonly accountId: string;
  readonly name: string;
  readonly revokedAt: Date | null;
}

export interface AccountRepo {
  accountByEmail(email: string): Promise<AccountRow | undefined>;
  /** The account whose verified mobile number this is ("+91…"), for staff finding a phone-only party (issue 30). */
  accountByVerifiedMobile(phone: string): Promise<AccountRow | undefined>;
  accountById(id: string): Promise<AccountRow | undefined>;
  grantsOf(accountId: string): Promise<RoleGrant[]>;
  /** Creates the account with its grants in one transaction; 'email-taken' when the address is registered already. */
  createAccount(a: NewAccount, grants: readonly RoleGrant[]): Promise<{ id: string } | 'email-taken'>;
  /** 'exists' when the account already holds exactly that grant. */
  addGrant(accountId: string, grant: RoleGrant, at: Date): Promise<'added' | 'exists'>;
  /** Whether any account holds the administrator role (bootstrapping the first one). */
  anyAdministrator(): Promise<boolean>;

  /** Replaces the account's code (and resets its attempts). */
  putVerificationCode(accountId: string, codeHash: string, createdAt: Date, expiresAt: Date): Promise<void>;
  verificationCode(
    accountId: string,
  ): Promise<{ codeHash: string; createdAt: Date; expiresAt: Date; attempts: number } | undefined>;
  /**
   * Spends one attempt atomically: only while the code is unexpired at `now` and has fewer than `maxAttempts`
   * attempts. Returns the code's hash to compare, or undefined when no attempt is left (or no live code exists).
   * Spending before comparing means parallel guesses can never exceed the limit.
   */
  spendCodeAttempt(accountId: string, now: Date, maxAttempts: number): Promise<{ codeHash: string } | undefined>;
  /** Marks the email verified and deletes the code, in one transaction. */
  markEmailVerified(accountId: string, at: Date): Promise<void>;

  /** Writes an attempt as a failure (before the password is checked); returns its id. */
  startLoginAttempt(a: { email: string; clientAddress: string; at: Date }): Promise<string>;
  markLoginSucceeded(id: string): Promise<void>;
  /** Forgets an attempt that was refused by the limit before any password check. */
  dropLoginAttempt(id: string): Promise<void>;
  /**
   * Failed attempts since `since`, oldest first: for the email from every address and from this client address (only
   * those after the email's last success), and from the client address for any email. At most `limit` instants each.
   * knownClient: the email has signed in from this client address before.
   */
  recentFailures(q: {
    email: string;
    clientAddress: string;
    since: Date;
    limit: number;
  }): Promise<{ byEmail: Date[]; byEmailAndClient: Date[]; byClient: Date[]; knownClient: boolean }>;

  createSession(s: {
    tokenHash: string;
    accountId: string;
    csrfToken: string;
    at: Date;
    expiresAt: Date;
  }): Promise<void>;
  session(tokenHash: string): Promise<SessionRow | undefined>;
  touchSession(tokenHash: string, lastSeenAt: Date, expiresAt: Date): Promise<void>;
  revokeSession(tokenHash: string, at: Date): Promise<void>;

  createApiToken(t: { tokenHash: string; name: string; accountId: string; at: Date }): Promise<{ id: string }>;
  apiTokenByHash(tokenHash: string): Promise<ApiTokenRow | undefined>;
  /**
   * What authenticating a request needs, in one statement: the token with its last use, its account and the
   * account's current grants (in the order grantsOf gives them); undefined when no token has that digest.
   */
  apiTokenBearer(
    tokenHash: string,
  ): Promise<
    { token: ApiTokenRow & { readonly lastUsedAt: Date | null }; account: AccountRow; grants: RoleGrant[] } | undefined
  >;
  apiToken(id: string): Promise<ApiTokenRow | undefined>;
  /** Records the token's use; the repository may skip the write when the last one is recent. */
  touchApiToken(id: string, at: Date): Promise<void>;
  revokeApiToken(id: string, at: Date): Promise<void>;
}

/** What grant validation needs to know about the places a grant names. src/db/admin.repo.ts implements it. */
export interface JurisdictionLookup {
  state(code: string): Promise<{ code: string; jurisdiction: 'in' | 'in-as' } | undefined>;
  district(code: string): Promise<{ code: string; stateCode: string } | undefined>;
  office(
    code: string,
  ): Promise<{ code: string; kind: 'adjudicating' | 'appellate'; districtCode: string; stateCode: string } | undefined>;
}
