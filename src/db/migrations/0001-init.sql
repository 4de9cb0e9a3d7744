-- 0001-init: jurisdictions, accounts, the order sheet (append-only, hash-chained) and its projections.
-- Runs unchanged on PostgreSQL 15 and on PGlite (PostgreSQL 18): nothing newer than PG15 is used.

create table state (
  code text primary key check (code ~ '^[A-Z]{2}$'),
  name text not null,
  name_hi text not null,
  jurisdiction text not null check (jurisdiction in ('in', 'in-as'))
);

create table district (
  code text primary key check (code ~ '^[A-Z0-9]{2,12}$'),
  state_code text not null references state (code),
  name text not null,
  name_hi text not null
);

create table subdivision (
  code text primary key check (code ~ '^[A-Z0-9]{2,12}$'),
  district_code text not null references district (code),
  name text not null,
  name_hi text not null
);

-- An office where an adjudicating officer (sub-division) or an appellate authority (district) sits, with the
-- calendar that decides when a last day moves under GCA s.10.
create table office (
  code text primary key check (code ~ '^[A-Z0-9]{2,12}$'),
  kind text not null check (kind in ('adjudicating', 'appellate')),
  district_code text not null references district (code),
  subdivision_code text references subdivision (code),
  name text not null,
  name_hi text not null,
  address text not null default '',
  calendar jsonb not null,
  check ((kind = 'adjudicating') = (subdivision_code is not null))
);

create table account (
  id uuid primary key default gen_random_uuid(),
  email text not null unique check (email = lower(email)),
  name text not null,
  phone text,
  password_hash text,
  email_verified_at timestamptz,
  lang text not null default 'en' check (lang in ('en', 'hi')),
  created_at timestamptz not null default now(),
  disabled_at timestamptz
);

create table role_grant (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references account (id),
  role text not null check (role in ('citizen', 'authorised-officer', 'adjudicating-officer', 'appellate-authority',
                                     'awbi-recovery-officer', 'fund-accountant', 'administrator')),
  office_code text references office (code),
  district_code text references district (code),
  state_code text references state (code),
  granted_at timestamptz not null default now()
);
create unique index role_grant_unique on role_grant (account_id, role, coalesce(office_code, ''), coalesce(district_code, ''), coalesce(state_code, ''));

-- Gapless case numbers: one counter row per scope and year, taken under a row lock in the filing transaction.
create table case_number_counter (
  scope text not null,
  year int not null,
  last int not null check (last >= 0),
  primary key (scope, year)
);

-- One stream per proceeding: a complaint case, an appeal, or an Assam s.26A report.
create table stream (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('adjudication', 'appeal', 'assam')),
  number text not null unique,
  office_code text not null references office (code),
  parent_id uuid references stream (id),
  version int not null default 0 check (version >= 0),
  created_at timestamptz not null default now()
);
create index stream_parent on stream (parent_id) where parent_id is not null;

-- The order sheet: every proceeding, in order, each row chained to the previous row of its stream by
-- hash = sha256(prev_hash || canonical(row)). The database refuses UPDATE, DELETE and TRUNCATE.
create table order_sheet (
  stream_id uuid not null references stream (id),
  seq int not null check (seq >= 1),
  type text not null,
  on_date date not null,
  payload jsonb not null,
  basis text[] not null,
  actor_id uuid,
  actor_role text not null,
  recorded_at timestamptz not null,
  prev_hash text not null check (prev_hash ~ '^[0-9a-f]{64}$'),
  hash text not null check (hash ~ '^[0-9a-f]{64}$'),
  primary key (stream_id, seq)
);

create function order_sheet_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'the order sheet is append-only: % is refused', tg_op using errcode = 'P0001';
end
$$;
create trigger order_sheet_no_update_delete before update or delete on order_sheet
  for each row execute function order_sheet_append_only();
create trigger order_sheet_no_truncate before truncate on order_sheet
  for each statement execute function order_sheet_append_only();

-- Projections, written in the same transaction as the events they follow.
create table case_summary (
  stream_id uuid primary key references stream (id),
  kind text not null,
  number text not null,
  office_code text not null references office (code),
  district_code text not null references district (code),
  stage text not null,
  status text not null,
  received_on date not null,
  closed_on date,
  next_due date,
  next_clock text,
  next_actor text,
  version int not null,
  updated_at timestamptz not null,
  state jsonb not null
);
-- Worklists: open cases of an office (or district), nearest statutory due date first, no due date last.
create index case_summary_office_open_due on case_summary (office_code, (coalesce(next_due, date '9999-12-31')), stream_id) where closed_on is null;
create index case_summary_district_open_due on case_summary (district_code, (coalesce(next_due, date '9999-12-31')), stream_id) where closed_on is null;

create table case_party (
  stream_id uuid not null references stream (id),
  account_id uuid not null references account (id),
  role text not null check (role in ('complainant', 'respondent', 'appellant', 'appeal-respondent', 'authorised-officer', 'representative')),
  primary key (stream_id, account_id, role)
);
create index case_party_account on case_party (account_id, stream_id);

create table case_clock (
  stream_id uuid not null references stream (id),
  clock text not null,
  due date not null,
  nominal_due date not null,
  actor text not null,
  duty text not null check (duty in ('authority', 'party')),
  explanation jsonb not null,
  primary key (stream_id, clock, due)
);
create index case_clock_due on case_clock (due, stream_id);

create table document (
  id uuid primary key default gen_random_uuid(),
  stream_id uuid references stream (id),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  media_type text not null check (media_type in ('application/pdf', 'image/jpeg', 'image/png')),
  byte_size int not null check (byte_size > 0),
  file_name text not null,
  content bytea not null,
  uploaded_by uuid references account (id),
  created_at timestamptz not null default now()
);
create index document_stream on document (stream_id);
