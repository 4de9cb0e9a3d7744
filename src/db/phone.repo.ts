// Mobile-number sign-in (issue 15): the PhoneRepo port over the tables of 0045-phone-accounts.sql. Codes are kept as
// digests; every attempt is spent (atomically) before comparing; the account of a new number is opened in the same
// transaction that consumes its code.

import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { PhoneCodeRow, PhoneRepo } from '../app/accounts/phone-ports.ts';
import type { AccountRow } from '../app/ports/accounts.ts';
import type { Database } from './schema.ts';

interface CodeRow {
  phone: string;
  code_hash: string;
  name: string | null;
  lang: 'en' | 'hi' | 'as' | 'bn';
  created_at: Date;
  expires_at: Date;
  attempts: number;
}
interface AccountSqlRow {
  id: string;
  email: string | null;
  name: string;
  phone: string | null;
  password_hash: string | null;
  email_verified_at: Date | null;
  lang: 'en' | 'hi' | 'as' | 'bn';
  disabled_at: Date | null;
}

const codeOf = (r: CodeRow): PhoneCodeRow => ({
  phone: r.phone,
  codeHash: r.code_hash,
  name: r.name,
  lang: r.lang,
  createdAt: new Date(r.created_at),
  expiresAt: new Date(r.expires_at),
  attempts: Number(r.attempts),
});
const accountOf = (r: AccountSqlRow): AccountRow => ({
  id: r.id,
  email: r.email,
  name: r.name,
  phone: r.phone,
  passwordHash: r.password_hash,
  emailVerifiedAt: r.email_verified_at,
  lang: r.lang,
  disabledAt: r.disabled_at,
});

export function createPhoneRepo(db: Kysely<Database>): PhoneRepo {
  return {
    async accountByVerifiedPhone(phone) {
      const r = await sql<AccountSqlRow>`
        select id, email, name, phone, password_hash, email_verified_at, lang, disabled_at
        from account where phone = ${phone} and phone_verified_at is not null`.execute(db);
      return r.rows[0] ? accountOf(r.rows[0]) : undefined;
    },

    async putCode(c, browser, clientAddress) {
      await db.transaction().execute(async (tx) => {
        await sql`
          insert into phone_code (phone, browser_hash, code_hash, name, lang, created_at, expires_at, attempts)
          values (${c.phone}, ${browser}, ${c.codeHash}, ${c.name}, ${c.lang}, ${c.createdAt}, ${c.expiresAt}, 0)
          on conflict (phone, browser_hash) do update set code_hash = excluded.code_hash, name = excluded.name,
            lang = excluded.lang, created_at = excluded.created_at, expires_at = excluded.expires_at, attempts = 0`.execute(
          tx,
        );
        await sql`insert into phone_code_sent (phone, client_address, at) values (${c.phone}, ${clientAddress}, ${c.createdAt})`.execute(
          tx,
        );
      });
    },

    async code(phone, browser) {
      const r =
        await sql<CodeRow>`select * from phone_code where phone = ${phone} and browser_hash = ${browser}`.execute(db);
      return r.rows[0] ? codeOf(r.rows[0]) : undefined;
    },

    async spendAttempt(phone, browser, now, maxAttempts) {
      const r = await sql<CodeRow>`
        update phone_code set attempts = attempts + 1
        where phone = ${phone} and browser_hash = ${browser} and attempts < ${maxAttempts} and expires_at > ${now}
        returning *`.execute(db);
      return r.rows[0] ? codeOf(r.rows[0]) : undefined;
    },

    async consumeAndOpen(phone, browser, at) {
      return db.transaction().execute(async (tx) => {
        const code = await sql<CodeRow>`
          delete from phone_code where phone = ${phone} and browser_hash = ${browser} returning *`.execute(tx);
        const c = code.rows[0];
        if (c) await sql`delete from phone_code where phone = ${phone}`.execute(tx);
        if (!c) return undefined;
        const known = await sql<AccountSqlRow>`
          select id, email, name, phone, password_hash, email_verified_at, lang, disabled_at
          from account where phone = ${phone} and phone_verified_at is not null for update`.execute(tx);
        if (known.rows[0]) return { account: accountOf(known.rows[0]), opened: false };
        if (!c.name) return undefined;
        const made = await sql<AccountSqlRow>`
          insert into account (email, name, phone, password_hash, email_verified_at, phone_verified_at, lang, created_at)
          values (null, ${c.name}, ${phone}, null, null, ${at}, ${c.lang}, ${at})
          returning id, email, name, phone, password_hash, email_verified_at, lang, disabled_at`.execute(tx);
        const account = accountOf(made.rows[0]!);
        await sql`insert into role_grant (account_id, role, granted_at) values (${account.id}::uuid, 'citizen', ${at})`.execute(
          tx,
        );
        return { account, opened: true };
      });
    },

    async addDevice(phone, deviceHash, at) {
      await sql`insert into phone_device (device_hash, phone, created_at) values (${deviceHash}, ${phone}, ${at}) on conflict do nothing`.execute(
        db,
      );
    },

    async isDevice(phone, deviceHash) {
      const r = await sql<{ n: number }>`
        select 1 as n from phone_device where device_hash = ${deviceHash} and phone = ${phone}`.execute(db);
      return r.rows.length > 0;
    },
  };
}
