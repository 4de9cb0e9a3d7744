// The Throttle port (src/app/accounts/throttle.ts) over rate_window (0130-throttles-and-bound-codes.sql): every limit
// of a request is taken by one INSERT … ON CONFLICT DO UPDATE … WHERE statement; the row of each key is locked and its
// window checked on the row's latest version, so parallel requests serialise on it. When a limit is full the
// transaction is rolled back, so the other limits of the refused request are not used up either.

import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Limit, Throttle } from '../app/accounts/throttle.ts';
import type { Database } from './schema.ts';

class Full extends Error {
  constructor(
    readonly key: string,
    readonly retryAt: Date,
  ) {
    super('full');
  }
}

export function createThrottle(db: Kysely<Database>): Throttle {
  return {
    async take(limits: readonly Limit[], now: Date) {
      // One order for every request, so two requests never wait on each other's keys crosswise.
      const sorted = [...new Map(limits.map((l) => [l.key, l])).values()].sort((a, b) => (a.key < b.key ? -1 : 1));
      try {
        await db.transaction().execute(async (tx) => {
          const taken = await sql<{ key: string }>`
            insert into rate_window (key, lim, window_ms, hits)
            select q.key, q.lim, q.window_ms, array[${now}::timestamptz]
            from unnest(${sorted.map((l) => l.key)}::text[], ${sorted.map((l) => l.max)}::int[],
                        ${sorted.map((l) => l.windowMs)}::bigint[]) with ordinality as q(key, lim, window_ms, n)
            order by q.n
            on conflict (key) do update set
              lim = excluded.lim,
              window_ms = excluded.window_ms,
              hits = array(
                select h from unnest(rate_window.hits) as h
                where h > ${now}::timestamptz - make_interval(secs => excluded.window_ms / 1000.0) order by h
              ) || ${now}::timestamptz
            where (
              select count(*) from unnest(rate_window.hits) as h
              where h > ${now}::timestamptz - make_interval(secs => excluded.window_ms / 1000.0)
            ) < excluded.lim
            returning key`.execute(tx);
          if (taken.rows.length === sorted.length) return;
          const got = new Set(taken.rows.map((r) => r.key));
          const full = sorted.filter((l) => !got.has(l.key));
          let latest: { key: string; retryAt: Date } | undefined;
          for (const l of full) {
            const r = await sql<{ hits: (Date | string)[] | string }>`
              select hits from rate_window where key = ${l.key}`.execute(tx);
            const hits = parseHits(r.rows[0]?.hits)
              .filter((h) => h.getTime() > now.getTime() - l.windowMs)
              .sort((a, b) => a.getTime() - b.getTime());
            // The window frees a hit when all but max-1 of its hits have aged out.
            const frees = hits[hits.length - l.max];
            const retryAt = new Date((frees ?? now).getTime() + l.windowMs);
            if (!latest || retryAt > latest.retryAt) latest = { key: l.key, retryAt };
          }
          throw new Full(latest!.key, latest!.retryAt);
        });
        return { ok: true as const };
      } catch (e) {
        if (e instanceof Full) return { ok: false as const, key: e.key, retryAt: e.retryAt };
        throw e;
      }
    },

    async giveBack(keys, at) {
      if (keys.length === 0) return;
      await sql`
        update rate_window set hits = array_remove(hits, ${at}::timestamptz)
        where key = any(${[...keys]}::text[])`.execute(db);
    },
  };
}

/** timestamptz[] as the drivers give it: an array of Dates, or PostgreSQL's text form {"…","…"}. */
function parseHits(v: (Date | string)[] | string | undefined): Date[] {
  if (!v) return [];
  const list = Array.isArray(v)
    ? v
    : v
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean)
        .map((s) => s.replace(/^"|"$/g, ''));
  return list.map((x) => new Date(x));
}
