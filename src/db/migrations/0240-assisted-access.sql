-- 0240-assisted-access (issue 30, points 5 and 6): people with neither phone nor email, helped as Common Service
-- Centres help: an office's help desk (role 'help-desk', granted for one office) acts for a party the office entered on
-- paper, while the party's consent is on record. The consent is a form the portal prints, signed or thumb-impressed by
-- the party, scanned and attached to the case (document_id); the operator named on it acts for that party only, until
-- the consent is withdrawn. Every act so recorded names the operator, the party and the consent document on the order
-- sheet (the event's actedFor).
--
-- paper_party.sms_caught_up_at: a party whose phone number is entered after notices were issued gets the pending
-- notices' SMS once; parties entered before this migration are marked caught up (they were announced as before).
alter table role_grant drop constraint if exists role_grant_role_check;
alter table role_grant add constraint role_grant_role_check
  check (role in ('citizen', 'authorised-officer', 'adjudicating-officer', 'appellate-authority',
                  'awbi-recovery-officer', 'fund-accountant', 'administrator', 'help-desk'));

create table assisted_consent (
  id uuid primary key default gen_random_uuid(),
  stream_id uuid not null references stream (id),
  party_id uuid not null references paper_party (id),
  operator_id uuid not null references account (id),
  document_id uuid not null references document (id),
  recorded_by uuid not null references account (id),
  recorded_at timestamptz not null,
  withdrawn_at timestamptz,
  withdrawn_by uuid references account (id),
  check ((withdrawn_at is null) = (withdrawn_by is null))
);
create index assisted_consent_stream on assisted_consent (stream_id);
create unique index assisted_consent_active on assisted_consent (party_id, operator_id) where withdrawn_at is null;

alter table paper_party add column sms_caught_up_at timestamptz;
update paper_party set sms_caught_up_at = entered_at;
