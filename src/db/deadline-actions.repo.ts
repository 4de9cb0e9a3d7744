// The deadline watcher's proposals and escalations as read for the people who must act (port in
// src/app/derived/notifications/actions.ts). "Open" is derived: the clock the entry rests on is still in case_clock with the
// same due date (the projection deletes or re-dates a clock when the case moves on). Scoped reads use the indexes on
// deadline_action (office_code, raised_on) and (district_code, raised_on); a case's clocks by their primary key.
// Order: the day raised, newest first; then the last day of the period, earliest first; then the case number as
// numbers (its year, then its serial: …/19 before …/188 before …/196), never as text.

import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DeadlineActionReads, DeadlineActionRow } from '../app/derived/notifications/actions.ts';
import type { LocalDate } from '../lib/local-date.ts';
import type { Database } from './schema.ts';

interface Row {
  stream_id: string;
  number: string;
  kind_of_stream: string;
  clock: string;
  due: string;
  action: string;
  kind: 'proposal' | 'escalation';
  audience: string;
  office_code: string;
  district_code: string;
  basis: string[];
  raised_on: string;
  open: boolean;
}

export function createDeadlineActionReads(db: Kysely<Database>): DeadlineActionReads {
  return {
    async actions(f) {
      const streams = f.streamIds ? [...f.streamIds] : null;
      const r = await sql<Row>`
        select a.stream_id, s.number, s.kind as kind_of_stream, a.clock, a.due::text as due, a.action, a.kind, a.audience,
          a.office_code, a.district_code, a.basis, a.raised_on::text as raised_on, (c.stream_id is not null) as open
        from deadline_action a
          join stream s on s.id = a.stream_id
          left join case_clock c on c.stream_id = a.stream_id and c.clock = a.clock and c.due = a.due
        where a.kind = any(${[...f.kinds]}::text[])
          and ((a.audience = 'adjudicating-officer' and a.office_code = any(${[...f.officerOffices]}::text[]))
            or (a.audience in ('appellate-authority', 'district-magistrate') and a.district_code = any(${[...f.authorityDistricts]}::text[])))
          and (${streams}::uuid[] is null or a.stream_id = any(${streams}::uuid[]))
          and (not ${f.openOnly}::boolean or c.stream_id is not null)
        order by a.raised_on desc, a.due,
          (substring(s.number from '([0-9]+)/[0-9]+$'))::int, (substring(s.number from '([0-9]+)$'))::int, s.number, a.clock, a.action
        limit ${f.limit} offset ${f.offset ?? 0}`.execute(db);
      return r.rows.map((x): DeadlineActionRow => ({
        streamId: x.stream_id,
        caseNumber: x.number,
        streamKind: x.kind_of_stream,
        clock: x.clock,
        due: x.due as LocalDate,
        action: x.action,
        kind: x.kind,
        audience: x.audience,
        officeCode: x.office_code,
        districtCode: x.district_code,
        basis: x.basis,
        raisedOn: x.raised_on as LocalDate,
        open: x.open === true,
      }));
    },
  };
}
