// Accounts, grants, sessions, API tokens, email codes and sign-in attempts: the AccountRepo port over Kysely.

import { sql } from 'kysely';
import type { Kysely, Selectable } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { AccountRepo, AccountRow, ApiTokenRow } from '../app/ports/accounts.ts';
import type { Role, RoleGrant } from '../app/actor.ts';
import type { AccountTable, ApiTokenTable, Database } from './schema.ts';
import { compiledOnce, compileOnly } from './prepared.ts';
import { recentLoginFailures } from './login-attempts.repo.ts';

const accountRow = (r: Selectable<AccountTable>): AccountRow => ({
  id: r.id,
  email: r.email,
  name: r.name,
  phone: r.phone,
  passwordHash: r.password_hash,
  emailVerifiedAt: r.email_verified_at,
  lang: r.lang,
  disabledAt: r.disabled_at,
});

const tokenRow = (r: Pick<Selectable<ApiTokenTable>, 'id' | 'account_id' | 'name' | 'revoked_at'>): ApiTokenRow => ({
  id: r.id,
  accountId: r.account_id,
  name: r.name,
  revokedAt: r.revoked_at,
});

const grantOf = (r: {
  role: string;
  office_code: string | null;
  district_code: string | null;
  state_code: string | null;
}): RoleGrant => ({
  role: r.role as Role,
  ...(r.office_code ? { officeCode: r.office_code } : {}),
  ...(r.district_code ? { districtCode: r.district_code } : {}),
  ...(r.state_code ? { stateCode: r.state_code } : {}),
});

// Every instant here comes from the Clock port, account.created_at and role_grant.granted_at included.
const grantRow = (accountId: string, g: RoleGrant, at: Date) => ({
  account_id: accountId,
  role: g.role,
  office_code: g.officeCode ?? null,
  district_code: g.districtCode ?? null,
  state_code: g.stateCode ?? null,
  granted_at: at,
});

function bearerQuery(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('api_token')
    .innerJoin('account', 'account.id', 'api_token.account_id')
    .selectAll('account')
    .select((eb) => [
      'api_token.id as token_id',
      'api_token.name as token_name',
      'api_token.revoked_at as token_revoked_at',
      'api_token.last_used_at as token_last_used_at',
      jsonArrayFrom(
        eb
          .selectFrom('role_grant')
          .select(['role_grant.role', 'role_grant.office_code', 'role_grant.district_code', 'role_grant.state_code'])
          .whereRef('role_grant.account_id', '=', 'account.id')
          .orderBy('role_grant.granted_at')
          .orderBy('role_grant.id'),
      ).as('grants'),
    ])
    .where('api_token.token_hash', '=', tokenHash);
}

const BEARER = compiledOnce(1, (tokenHash: string) => bearerQuery(compileOnly<Database>(), tokenHash));

export function createAccountRepo(db: Kysely<Database>): AccountRepo {
  return {
    async accountByEmail(email) {
      const r = await db.selectFrom('account').selectAll().where('email', '=', email).executeTakeFirst();
      return r ? accountRow(r) : undefined;
    },

    async accountByVerifiedMobile(phone) {
      const r = await db
        .selectFrom('account')
        .selectAll()
        .where('phone', '=', phone)
        .where('phone_verified_at', 'is not', null)
        .executeTakeFirst();
      return r ? accountRow(r) : undefined;
    },

    async accountById(id) {
      const r = await db.selectFrom('account').selectAll().where('id', '=', id).executeTakeFirst();
      return r ? accountRow(r) : undefined;
    },

    async grantsOf(accountId) {
      const rows = await db
        .selectFrom('role_grant')
        .select(['role', 'office_code', 'district_code', 'state_code'])
        .where('account_id', '=', accountId)
        .orderBy('granted_at')
        .orderBy('id')
        .execute();
      return rows.map(grantOf);
    },

    createAccount(a, grants) {
      return db.transaction().execute(async (tx) => {
        const r = await tx
          .insertInto('account')
          .values({
            email: a.email,
            name: a.name,
            phone: a.phone,
            password_hash: a.passwordHash,
            lang: a.lang,
            email_verified_at: a.emailVerifiedAt,
            disabled_at: null,
            created_at: a.createdAt,
          })
          .onConflict((oc) => oc.column('email').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!r) return 'email-taken' as const;
        if (grants.length > 0)
          await tx
            .insertInto('role_grant')
            .values(grants.map((g) => grantRow(r.id, g, a.createdAt)))
            .execute();
        return { id: r.id };
      });
    },

    async addGrant(accountId, grant, at) {
      // The unique index is on expressions (coalesce of the scopes), so the conflict is caught as "do nothing" on any.
      const r = await db
        .insertInto('role_grant')
        .values(grantRow(accountId, grant, at))
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return Number(r.numInsertedOrUpdatedRows ?? 0) === 1 ? 'added' : 'exists';
    },

    async anyAdministrator() {
      const r = await db
        .selectFrom('role_grant')
        .select('id')
        .where('role', '=', 'administrator')
        .limit(1)
        .executeTakeFirst();
      return r !== undefined;
    },

    async putVerificationCode(accountId, codeHash, createdAt, expiresAt) {
      await db
        .insertInto('email_verification')
        .values({
          account_id: accountId,
          code_hash: codeHash,
          created_at: createdAt,
          expires_at: expiresAt,
          attempts: 0,
        })
        .onConflict((oc) =>
          oc
            .column('account_id')
            .doUpdateSet({ code_hash: codeHash, created_at: createdAt, expires_at: expiresAt, attempts: 0 }),
        )
        .execute();
    },

    async verificationCode(accountId) {
      const r = await db
        .selectFrom('email_verification')
        .selectAll()
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      return r
        ? { codeHash: r.code_hash, createdAt: r.created_at, expiresAt: r.expires_at, attempts: Number(r.attempts) }
        : undefined;
    },

    async spendCodeAttempt(accountId, now, maxAttempts) {
      const r = await db
        .updateTable('email_verification')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('account_id', '=', accountId)
        .where('attempts', '<', maxAttempts)
        .where('expires_at', '>', now)
        .returning('code_hash')
        .executeTakeFirst();
      return r ? { codeHash: r.code_hash } : undefined;
    },

    async markEmailVerified(accountId, at) {
      await db.transaction().execute(async (tx) => {
        await tx
          .updateTable('account')
          .set({ email_verified_at: at })
          .where('id', '=', accountId)
          .where('email_verified_at', 'is', null)
          .execute();
        await tx.deleteFrom('email_verification').where('account_id', '=', accountId).execute();
      });
    },

    async startLoginAttempt(a) {
      const r = await db
        .insertInto('login_attempt')
        .values({ email: a.email, client_address: a.clientAddress, at: a.at, success: false })
        .returning('id')
        .executeTakeFirstOrThrow();
      return String(r.id);
    },

    async markLoginSucceeded(id) {
      await db.updateTable('login_attempt').set({ success: true }).where('id', '=', id).execute();
    },

    async dropLoginAttempt(id) {
      await db.deleteFrom('login_attempt').where('id', '=', id).execute();
    },

    recentFailures: (q) => recentLoginFailures(db, q),

    async createSession(s) {
      await db
        .insertInto('account_session')
        .values({
          token_hash: s.tokenHash,
          account_id: s.accountId,
          csrf_token: s.csrfToken,
          created_at: s.at,
          last_seen_at: s.at,
          expires_at: s.expiresAt,
          revoked_at: null,
        })
        .execute();
    },

    async session(tokenHash) {
      const r = await db
        .selectFrom('account_session')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      return r
        ? {
            accountId: r.account_id,
            csrfToken: r.csrf_token,
            createdAt: r.created_at,
            lastSeenAt: r.last_seen_at,
            expiresAt: r.expires_at,
            revokedAt: r.revoked_at,
          }
        : undefined;
    },

    async touchSession(tokenHash, lastSeenAt, expiresAt) {
      await db
        .updateTable('account_session')
        .set({ last_seen_at: lastSeenAt, expires_at: expiresAt })
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .execute();
    },

    async revokeSession(tokenHash, at) {
      await db
        .updateTable('account_session')
        .set({ revoked_at: at })
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .execute();
    },

    async createApiToken(t) {
      const r = await db
        .insertInto('api_token')
        .values({
          token_hash: t.tokenHash,
          name: t.name,
          account_id: t.accountId,
          created_at: t.at,
          last_used_at: null,
          revoked_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: r.id };
    },

    async apiTokenByHash(tokenHash) {
      const r = await db
        .selectFrom('api_token')
        .select(['id', 'account_id', 'name', 'revoked_at'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      return r ? tokenRow(r) : undefined;
    },

    async apiTokenBearer(tokenHash) {
      // Every API request asks this: the query is built once (prepared.ts).
      const r = (await db.executeQuery(BEARER(tokenHash))).rows[0];
      if (!r) return undefined;
      return {
        token: {
          ...tokenRow({ id: r.token_id, account_id: r.id, name: r.token_name, revoked_at: r.token_revoked_at }),
          lastUsedAt: r.token_last_used_at,
        },
        account: accountRow(r),
        grants: r.grants.map(grantOf),
      };
    },

    async apiToken(id) {
      const r = await db
        .selectFrom('api_token')
        .select(['id', 'account_id', 'name', 'revoked_at'])
        .where('id', '=', id)
        .executeTakeFirst();
      return r ? tokenRow(r) : undefined;
    },

    async touchApiToken(id, at) {
      // At most one write a minute per token: integrations call often, and the last use is only for review.
      await db
        .updateTable('api_token')
        .set({ last_used_at: at })
        .where('id', '=', id)
        .where((eb) =>
          eb.or([
            eb('last_used_at', 'is', null),
            eb('last_used_at', '<', sql<Date>`${at}::timestamptz - interval '1 minute'`),
          ]),
        )
        .execute();
    },

    async revokeApiToken(id, at) {
      await db
        .updateTable('api_token')
        .set({ revoked_at: at })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .execute();
    },
  };
}
