// Password sign-in failures (issue 28, point 4): per email, per client address, and per email from one address,
// each since the last success that counts for it; read by the lockout in app/accounts/sign-in.ts.

import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { AccountRepo } from '../app/accounts/ports.ts';
import type { Database } from './schema.ts';

export async function recentLoginFailures(
  db: Kysely<Database>,
  q: Parameters<AccountRepo['recentFailures']>[0],
): ReturnType<AccountRepo['recentFailures']> {
  const lastSuccess = db
    .selectFrom('login_attempt')
    .select(sql<string>`coalesce(max(id), 0)`.as('id'))
    .where('email', '=', q.email)
    .where('success', '=', true);
  const byEmail = await db
    .selectFrom('login_attempt')
    .select('at')
    .where('email', '=', q.email)
    .where('success', '=', false)
    .where('at', '>', q.since)
    .where('id', '>', lastSuccess)
    .orderBy('at')
    .orderBy('id')
    .limit(q.limit)
    .execute();
  const byClient = await db
    .selectFrom('login_attempt')
    .select('at')
    .where('client_address', '=', q.clientAddress)
    .where('success', '=', false)
    .where('at', '>', q.since)
    .orderBy('at')
    .orderBy('id')
    .limit(q.limit)
    .execute();
  // A success from another address (the owner) does not give a stranger's address its guesses back.
  const lastSuccessHere = db
    .selectFrom('login_attempt')
    .select(sql<string>`coalesce(max(id), 0)`.as('id'))
    .where('email', '=', q.email)
    .where('client_address', '=', q.clientAddress)
    .where('success', '=', true);
  const byEmailAndClient = await db
    .selectFrom('login_attempt')
    .select('at')
    .where('email', '=', q.email)
    .where('client_address', '=', q.clientAddress)
    .where('success', '=', false)
    .where('at', '>', q.since)
    .where('id', '>', lastSuccessHere)
    .orderBy('at')
    .orderBy('id')
    .limit(q.limit)
    .execute();
  const known = await db
    .selectFrom('login_attempt')
    .select('id')
    .where('email', '=', q.email)
    .where('client_address', '=', q.clientAddress)
    .where('success', '=', true)
    .limit(1)
    .execute();
  return {
    byEmail: byEmail.map((r) => r.at),
    byEmailAndClient: byEmailAndClient.map((r) => r.at),
    byClient: byClient.map((r) => r.at),
    knownClient: known.length > 0,
  };
}
