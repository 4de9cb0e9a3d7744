// Password sign-in failures (issue 28, point 4): per email, per client address, and per email from one address,
// each since the last success that counts for it; read by the lockout in app/accounts/sign-in.ts.

import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { AccountRepo } from '../app/ports/accounts.ts';
import type { Database } from './schema.ts';

type Query = Parameters<AccountRepo['recentFailures']>[0];
interface Who {
  readonly email?: string;
  readonly clientAddress?: string;
}

/** The attempts of `who` (an email, an address, or both), narrowed by outcome. */
function attemptsOf(db: Kysely<Database>, who: Who, success: boolean) {
  let q = db.selectFrom('login_attempt').where('success', '=', success);
  if (who.email !== undefined) q = q.where('email', '=', who.email);
  if (who.clientAddress !== undefined) q = q.where('client_address', '=', who.clientAddress);
  return q;
}

/** The times of `who`'s failures since `q.since` (and, with `afterSuccess`, since their own last success). */
async function failures(db: Kysely<Database>, q: Query, who: Who, afterSuccess: boolean): Promise<Date[]> {
  let f = attemptsOf(db, who, false).select('at').where('at', '>', q.since);
  if (afterSuccess) {
    const lastSuccess = attemptsOf(db, who, true).select(sql<string>`coalesce(max(id), 0)`.as('id'));
    f = f.where('id', '>', lastSuccess);
  }
  const rows = await f.orderBy('at').orderBy('id').limit(q.limit).execute();
  return rows.map((r) => r.at);
}

export async function recentLoginFailures(db: Kysely<Database>, q: Query): ReturnType<AccountRepo['recentFailures']> {
  const byEmail = await failures(db, q, { email: q.email }, true);
  const byClient = await failures(db, q, { clientAddress: q.clientAddress }, false);
  // A success from another address (the owner) does not give a stranger's address its guesses back.
  const here = { email: q.email, clientAddress: q.clientAddress };
  const byEmailAndClient = await failures(db, q, here, true);
  const known = await attemptsOf(db, here, true).select('id').limit(1).execute();
  return { byEmail, byEmailAndClient, byClient, knownClient: known.length > 0 };
}
