-- 0015-calendar-feed: a private calendar feed per account (issue 6), GET /calendar/<token>.ics.
--
-- One row per account: the SHA-256 (hex) of its random feed token, never the token itself (the token is shown once,
-- in the URL). Replacing the link overwrites the digest in place, so the old URL stops working at once. The feed is
-- found by the digest (unique index), and the account's rows by their own indexes (case_party_account,
-- case_summary_office_open_due, case_summary_district_open_due, case_clock's primary key).
create table calendar_feed (
  account_id uuid primary key references account (id),
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null
);

-- The hearing dates now kept in case_summary.state (src/app/notifications/hearing-dates.ts), filled in once for the
-- proceedings projected before this migration from their order sheets: every date a hearing notice fixed or a hearing
-- was held on, with the provisions the entry rests on. (A notice re-fixed before its date is dropped at the case's
-- next event, when the projection is rewritten.)
update case_summary cs
   set state = cs.state || jsonb_build_object('hearings', h.list)
  from (
    select d.stream_id, jsonb_agg(jsonb_build_object('on', d.hearing_on, 'basis', to_jsonb(d.basis)) order by d.hearing_on) as list
      from (
        select distinct on (o.stream_id, coalesce(o.payload ->> 'hearingOn', o.on_date::text))
               o.stream_id, coalesce(o.payload ->> 'hearingOn', o.on_date::text) as hearing_on, o.basis
          from order_sheet o
         where o.type in ('hearing-notice-issued', 'hearing-recorded', 'appeal.hearing-scheduled', 'appeal.hearing-held')
         order by o.stream_id, coalesce(o.payload ->> 'hearingOn', o.on_date::text), o.seq
      ) d
     group by d.stream_id
  ) h
 where h.stream_id = cs.stream_id
   and not (cs.state ? 'hearings');
