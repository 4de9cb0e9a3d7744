// The deadline watcher's SQL in its transaction (WatchTx, src/app/ports/notifications.ts; tables in
// migrations/0014-deadlines-notifications.sql): unplanned clocks, due alerts, issued documents and the recipients of
// what it raises, written a batch at a time (jsonb_to_recordset), claims FOR UPDATE SKIP LOCKED.

import type { OfficeWords } from '../lib/office-address.ts';
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type {
  DueAlert,
  IssuedEvent,
  NewNotification,
  OfficerRecipient,
  PartyRecipient,
  UnplannedClock,
  WatchTx,
} from '../app/ports/notifications.ts';
import type { LocalDate } from '../lib/local-date.ts';
import type { JurisdictionId } from '../rules/packs.ts';
import type { Database } from './schema.ts';

type Q = Kysely<Database> | Transaction<Database>;
const json = (rows: readonly unknown[]): string => JSON.stringify(rows);

interface IssuedRow {
  stream_id: string;
  seq: number;
  number: string;
  on_date: string;
  payload: Record<string, unknown>;
  issuing: Record<string, unknown> | null;
  office?: OfficeWords | null;
}

/** A document-issued row, with the payload of the event that issued it. */
const issuedOf = (x: IssuedRow): IssuedEvent => ({
  streamId: x.stream_id,
  seq: Number(x.seq),
  caseNumber: x.number,
  onDate: x.on_date as LocalDate,
  documentId: String(x.payload['documentId']),
  template: String(x.payload['template']),
  lang: x.payload['lang'] === 'hi' ? 'hi' : 'en',
  issuing: x.issuing ?? {},
  ...(typeof x.payload['encloses'] === 'string' ? { encloses: x.payload['encloses'] } : {}),
  ...(typeof x.payload['sha256'] === 'string' ? { sha256: x.payload['sha256'] } : {}),
  ...(x.office ? { office: x.office } : {}),
});

/** The office's names and addresses, for the place of a hearing at the office in the message's language. */
const OFFICE_WORDS = sql`(select jsonb_build_object('name', o.name, 'nameHi', o.name_hi, 'address', o.address,
  'addressHi', o.address_hi) from office o where o.code = s.office_code) as office`;

export function watchTx(q: Q): WatchTx {
  return {
    async unplannedClocks(limit) {
      const r = await sql<{
        stream_id: string;
        number: string;
        clock: string;
        due: string;
        actor: string;
        duty: 'authority' | 'party';
        jurisdiction: string;
      }>`
        with c as (
          select stream_id, clock, due, actor, duty from case_clock where not alerts_planned
          order by stream_id, clock, due limit ${limit} for update skip locked)
        select c.stream_id, s.number, c.clock, c.due::text as due, c.actor, c.duty, st.jurisdiction
        from c join stream s on s.id = c.stream_id join office o on o.code = s.office_code
          join district d on d.code = o.district_code join state st on st.code = d.state_code`.execute(q);
      return r.rows.map((x): UnplannedClock => ({
        streamId: x.stream_id,
        caseNumber: x.number,
        clock: x.clock,
        due: x.due as LocalDate,
        actor: x.actor,
        duty: x.duty,
        jurisdiction: x.jurisdiction as JurisdictionId,
      }));
    },

    async insertAlerts(rows) {
      if (rows.length === 0) return;
      await sql`
        insert into clock_alert (stream_id, clock, due, kind, fire_on)
        select r.stream_id, r.clock, r.due, r.kind, r.fire_on
        from jsonb_to_recordset(${json(rows.map((a) => ({ stream_id: a.streamId, clock: a.clock, due: a.due, kind: a.kind, fire_on: a.fireOn })))}::jsonb)
          as r(stream_id uuid, clock text, due date, kind text, fire_on date)
        on conflict do nothing`.execute(q);
    },

    async markPlanned(rows) {
      if (rows.length === 0) return;
      await sql`
        update case_clock c set alerts_planned = true
        from jsonb_to_recordset(${json(rows.map((a) => ({ stream_id: a.streamId, clock: a.clock, due: a.due })))}::jsonb) as r(stream_id uuid, clock text, due date)
        where c.stream_id = r.stream_id and c.clock = r.clock and c.due = r.due`.execute(q);
    },

    async claimDueAlerts(today, limit) {
      // Taken (deleted) and acted on in one transaction: it commits both, or neither.
      const r = await sql<{
        stream_id: string;
        clock: string;
        due: string;
        kind: string;
        fire_on: string;
        number: string;
        office_code: string;
        district_code: string;
        actor: string | null;
        duty: 'authority' | 'party' | null;
        jurisdiction: string;
      }>`
        with a as (
          delete from clock_alert where ctid = any(array(
            select ctid from clock_alert where fire_on <= ${today}::date
            order by fire_on, stream_id limit ${limit} for update skip locked))
          returning stream_id, clock, due, kind, fire_on),
        o as (
          select o.code, o.district_code, st.jurisdiction from office o join district d on d.code = o.district_code join state st on st.code = d.state_code)
        select a.stream_id, a.clock, a.due::text as due, a.kind, a.fire_on::text as fire_on, s.number, s.office_code, o.district_code,
          c.actor, c.duty, o.jurisdiction
        from a join stream s on s.id = a.stream_id join o on o.code = s.office_code
          left join case_clock c on c.stream_id = a.stream_id and c.clock = a.clock and c.due = a.due`.execute(q);
      return r.rows.map((x): DueAlert => ({
        streamId: x.stream_id,
        clock: x.clock,
        due: x.due as LocalDate,
        kind: x.kind,
        fireOn: x.fire_on as LocalDate,
        caseNumber: x.number,
        officeCode: x.office_code,
        districtCode: x.district_code,
        actor: x.actor,
        duty: x.duty,
        jurisdiction: x.jurisdiction as JurisdictionId,
      }));
    },

    async parties(streamIds) {
      if (streamIds.length === 0) return [];
      const r = await sql<{
        stream_id: string;
        role: string;
        account_id: string;
        email: string;
        phone: string | null;
        lang: 'en' | 'hi' | 'as' | 'bn';
      }>`
        select p.stream_id, p.role, a.id as account_id, a.email, a.phone, a.lang
        from case_party p join account a on a.id = p.account_id
        where p.stream_id = any(${[...streamIds]}::uuid[]) and a.disabled_at is null
        order by p.stream_id, p.role, a.id`.execute(q);
      return r.rows.map((x): PartyRecipient => ({
        streamId: x.stream_id,
        role: x.role,
        accountId: x.account_id,
        email: x.email,
        phone: x.phone,
        lang: x.lang,
      }));
    },

    async paperPhones(streamIds) {
      if (streamIds.length === 0) return [];
      const r = await sql<{
        id: string;
        stream_id: string;
        role: string;
        phone: string;
        lang: 'en' | 'hi' | 'as' | 'bn';
      }>`
        select id, stream_id, role, phone, lang from paper_party
        where stream_id = any(${[...streamIds]}::uuid[]) and phone is not null and claimed_at is null order by stream_id, id`.execute(
        q,
      );
      return r.rows.map((x) => ({ id: x.id, streamId: x.stream_id, role: x.role, phone: x.phone, lang: x.lang }));
    },

    async officers(officeCodes, districtCodes) {
      const r = await sql<{
        role: string;
        office_code: string | null;
        district_code: string | null;
        account_id: string;
        email: string;
        phone: string | null;
        lang: 'en' | 'hi' | 'as' | 'bn';
      }>`
        select g.role, g.office_code, g.district_code, a.id as account_id, a.email, a.phone, a.lang
        from role_grant g join account a on a.id = g.account_id
        where a.disabled_at is null and (
          (g.role = 'adjudicating-officer' and g.office_code = any(${[...officeCodes]}::text[]))
          or (g.role = 'appellate-authority' and g.district_code = any(${[...districtCodes]}::text[])))
        order by g.role, a.id`.execute(q);
      return r.rows.map((x): OfficerRecipient => ({
        role: x.role,
        officeCode: x.office_code,
        districtCode: x.district_code,
        accountId: x.account_id,
        email: x.email,
        phone: x.phone,
        lang: x.lang,
      }));
    },

    async insertActions(rows) {
      if (rows.length === 0) return;
      await sql`
        insert into deadline_action (stream_id, clock, due, action, kind, audience, office_code, district_code, basis, raised_on)
        select r.stream_id, r.clock, r.due, r.action, r.kind, r.audience, r.office_code, r.district_code,
          array(select jsonb_array_elements_text(r.basis)), r.raised_on
        from jsonb_to_recordset(${json(rows.map((a) => ({ stream_id: a.streamId, clock: a.clock, due: a.due, action: a.action, kind: a.kind, audience: a.audience, office_code: a.officeCode, district_code: a.districtCode, basis: a.basis, raised_on: a.raisedOn })))}::jsonb)
          as r(stream_id uuid, clock text, due date, action text, kind text, audience text, office_code text, district_code text, basis jsonb, raised_on date)
        on conflict do nothing`.execute(q);
    },

    async enqueue(rows) {
      if (rows.length === 0) return 0;
      // One array parameter per column (unnest): twelve parameters, not twelve per message. A multi-row VALUES with a
      // parameter per field made PostgreSQL parse and bind 12,000 parameters for the sweep's thousand messages (about
      // 40 ms of its 100 ms budget); the arrays take about 24 (bench/sweep.ts). The inbox reads the email rows
      // (0016-inbox.sql): nothing more to write for it.
      let n = 0;
      for (let i = 0; i < rows.length; i += 2000) {
        const part = rows.slice(i, i + 2000);
        const col = <T>(f: (m: NewNotification) => T): T[] => part.map(f);
        const r = await sql<{ n: string }>`
          with ins as (
            insert into notification (key, stream_id, account_id, channel, address, lang, subject, body, attachments, run_after, created_at, serves, open_token, status, sent_at)
            select key, stream_id, account_id, channel, address, lang, subject, body, attachments, at, at, serves, open_token,
              -- An in-app message (no email address, 0046) is delivered when stored: never dispatched.
              case when channel = 'in-app' then 'sent' else 'pending' end, case when channel = 'in-app' then at end
            from unnest(${col((m) => m.key)}::text[], ${col((m) => m.streamId)}::uuid[], ${col((m) => m.accountId)}::uuid[], ${col((m) => m.channel)}::text[],
              ${col((m) => m.address)}::text[], ${col((m) => m.lang)}::text[], ${col((m) => m.subject)}::text[], ${col((m) => m.body)}::text[],
              ${col((m) => JSON.stringify(m.attachments))}::jsonb[], ${col((m) => m.at)}::timestamptz[],
              ${col((m) => (m.channel === 'email' && m.serves ? JSON.stringify(m.serves) : null))}::jsonb[],
              ${col((m) => (m.channel === 'email' && m.openToken ? m.openToken : null))}::text[])
              as v (key, stream_id, account_id, channel, address, lang, subject, body, attachments, at, serves, open_token)
            on conflict (key) do nothing
            returning 1)
          select count(*)::text as n from ins`.execute(q);
        n += Number(r.rows[0]?.n ?? 0);
      }
      return n;
    },

    async claimIssuedEvents(limit) {
      const r = await sql<IssuedRow>`
        with e as (select stream_id, seq from notify_event order by stream_id, seq limit ${limit} for update skip locked)
        select e.stream_id, e.seq, s.number, os.on_date::text as on_date, os.payload, iss.payload as issuing,
          ${OFFICE_WORDS}
        from e join stream s on s.id = e.stream_id
          join order_sheet os on os.stream_id = e.stream_id and os.seq = e.seq
          left join order_sheet iss on iss.stream_id = e.stream_id and iss.seq = (os.payload->>'issuedBy')::int`.execute(
        q,
      );
      return r.rows.map(issuedOf);
    },

    async claimPaperCatchUp(limit) {
      const parties = await sql<{ id: string; stream_id: string; role: string; phone: string; lang: 'en' | 'hi' }>`
        select id, stream_id, role, phone, lang from paper_party
        where sms_caught_up_at is null and phone is not null and claimed_at is null
        order by entered_at, id limit ${limit} for update skip locked`.execute(q);
      if (parties.rows.length === 0) return [];
      const streams = [...new Set(parties.rows.map((x) => x.stream_id))];
      const r = await sql<IssuedRow>`
        select os.stream_id, os.seq, s.number, os.on_date::text as on_date, os.payload, iss.payload as issuing,
          ${OFFICE_WORDS}
        from order_sheet os join stream s on s.id = os.stream_id
          left join order_sheet iss on iss.stream_id = os.stream_id and iss.seq = (os.payload->>'issuedBy')::int
        where os.stream_id = any(${streams}::uuid[]) and os.type = 'document-issued' order by os.stream_id, os.seq`.execute(
        q,
      );
      const issued = r.rows.map(issuedOf);
      return parties.rows.map((x) => ({
        party: { id: x.id, streamId: x.stream_id, role: x.role, phone: x.phone, lang: x.lang },
        issued: issued.filter((e) => e.streamId === x.stream_id),
      }));
    },

    async markPaperCaughtUp(partyIds, at) {
      if (partyIds.length === 0) return;
      await sql`update paper_party set sms_caught_up_at = ${at} where id = any(${[...partyIds]}::uuid[])`.execute(q);
    },

    async finishIssuedEvents(rows) {
      if (rows.length === 0) return;
      await sql`
        delete from notify_event n using jsonb_to_recordset(${json(rows.map((x) => ({ stream_id: x.streamId, seq: x.seq })))}::jsonb) as r(stream_id uuid, seq int)
        where n.stream_id = r.stream_id and n.seq = r.seq`.execute(q);
    },
  };
}
