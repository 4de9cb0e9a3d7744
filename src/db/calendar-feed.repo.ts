// The calendar feed's storage (port in src/app/derived/notifications/calendar-feed.ts, table in 0015-calendar-feed.sql).
// Every read goes through an index: calendar_feed by its token digest (unique), role_grant by account
// (role_grant_unique), case_party by account (case_party_account), case_summary's open cases by office or district
// (case_summary_office_open_due, case_summary_district_open_due), and case_clock by stream (its primary key).

import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Role } from '../app/actor.ts';
import type { CalendarFeedRepo, FeedCase, FeedClock } from '../app/derived/notifications/calendar-feed.ts';
import type { LocalDate } from '../lib/local-date.ts';
import type { Database } from './schema.ts';

interface CaseRow {
  stream_id: string;
  number: string;
  kind: string;
  hearings: unknown;
  roles: string[] | null;
}
interface ClockRowDb {
  stream_id: string;
  clock: string;
  due: string;
  actor: string;
  duty: 'authority' | 'party';
  basis: unknown;
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

function hearingsOf(v: unknown): FeedCase['hearings'] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((h: unknown) => {
    const o = h as { on?: unknown; basis?: unknown } | null;
    return o && typeof o.on === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(o.on)
      ? [{ on: o.on as LocalDate, basis: strings(o.basis) }]
      : [];
  });
}

async function withClocks(db: Kysely<Database>, rows: readonly CaseRow[]): Promise<FeedCase[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.stream_id);
  const clocks = await sql<ClockRowDb>`
    select stream_id, clock, due::text as due, actor, duty, explanation -> 'basis' as basis
      from case_clock where stream_id = any(${ids}::uuid[])
     order by stream_id, due, clock`.execute(db);
  const by = new Map<string, FeedClock[]>();
  for (const c of clocks.rows) {
    const list = by.get(c.stream_id) ?? [];
    list.push({ clock: c.clock, due: c.due as LocalDate, actor: c.actor, duty: c.duty, basis: strings(c.basis) });
    by.set(c.stream_id, list);
  }
  return rows.map((r) => ({
    streamId: r.stream_id,
    number: r.number,
    kind: r.kind,
    roles: r.roles ?? [],
    hearings: hearingsOf(r.hearings),
    clocks: by.get(r.stream_id) ?? [],
  }));
}

export function createCalendarFeedRepo(db: Kysely<Database>): CalendarFeedRepo {
  return {
    async putToken(accountId, tokenHash, at) {
      await sql`
        insert into calendar_feed (account_id, token_hash, created_at) values (${accountId}, ${tokenHash}, ${at})
        on conflict (account_id) do update set token_hash = excluded.token_hash, created_at = excluded.created_at`.execute(
        db,
      );
    },

    async holder(tokenHash) {
      const r = await sql<{ account_id: string; lang: 'en' | 'hi' | 'as' | 'bn'; disabled: boolean }>`
        select f.account_id, a.lang, (a.disabled_at is not null) as disabled
          from calendar_feed f join account a on a.id = f.account_id
         where f.token_hash = ${tokenHash}`.execute(db);
      const row = r.rows[0];
      if (!row) return undefined;
      const grants = await db
        .selectFrom('role_grant')
        .select(['role', 'office_code', 'district_code', 'state_code'])
        .where('account_id', '=', row.account_id)
        .execute();
      return {
        accountId: row.account_id,
        lang: row.lang,
        disabled: row.disabled === true,
        grants: grants.map((g) => ({
          role: g.role as Role,
          ...(g.office_code ? { officeCode: g.office_code } : {}),
          ...(g.district_code ? { districtCode: g.district_code } : {}),
          ...(g.state_code ? { stateCode: g.state_code } : {}),
        })),
      };
    },

    async partyCases(accountId, limit) {
      const r = await sql<CaseRow>`
        with mine as (select stream_id, array_agg(role order by role) as roles from case_party where account_id = ${accountId} group by stream_id)
        select s.stream_id, s.number, s.kind, s.state -> 'hearings' as hearings, m.roles
          from mine m join case_summary s on s.stream_id = m.stream_id
         order by s.received_on desc, s.stream_id desc
         limit ${limit}`.execute(db);
      return withClocks(db, r.rows);
    },

    async officeCases(officeCodes, limit) {
      const r = await sql<CaseRow>`
        select stream_id, number, kind, state -> 'hearings' as hearings, null as roles
          from case_summary
         where office_code = any(${[...officeCodes]}::text[]) and closed_on is null
         order by coalesce(next_due, date '9999-12-31'), stream_id
         limit ${limit}`.execute(db);
      return withClocks(db, r.rows);
    },

    async districtAppeals(districtCodes, limit) {
      const r = await sql<CaseRow>`
        select stream_id, number, kind, state -> 'hearings' as hearings, null as roles
          from case_summary
         where district_code = any(${[...districtCodes]}::text[]) and closed_on is null and kind = 'appeal'
         order by coalesce(next_due, date '9999-12-31'), stream_id
         limit ${limit}`.execute(db);
      return withClocks(db, r.rows);
    },
  };
}
