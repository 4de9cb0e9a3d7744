-- 0047-paper-parties: a party the officer enters by name, address and (if any) phone alone, with no account (issue
-- 15). Every document to be served on them is printed for tender, speed post or affixing, with a claim code on its
-- covering sheet; with the case number and that code the person can later claim the case on the portal.
--
-- paper_claim_code: only a SHA-256 digest of each code (bound to the party) is kept; every printed sheet has its own
-- code, and all of a party's codes stop working once the case is claimed. claim_attempt: one row per attempt, so
-- failed attempts per account and per client address are counted across processes (the throttle).
create table paper_party (
  id uuid primary key default gen_random_uuid(),
  stream_id uuid not null references stream (id),
  role text not null check (role in ('complainant', 'respondent', 'appellant', 'appeal-respondent')),
  name text not null check (length(name) between 1 and 200),
  address text not null check (length(address) between 1 and 1000),
  phone text check (phone ~ '^\+91[6-9][0-9]{9}$'),
  lang text not null check (lang in ('en', 'hi')),
  entered_by uuid references account (id),
  entered_at timestamptz not null,
  claimed_by uuid references account (id),
  claimed_at timestamptz,
  check ((claimed_by is null) = (claimed_at is null))
);
create index paper_party_stream on paper_party (stream_id);

create table paper_claim_code (
  code_hash text primary key check (code_hash ~ '^[0-9a-f]{64}$'),
  party_id uuid not null references paper_party (id),
  document_id uuid references document (id),
  issued_at timestamptz not null
);
create index paper_claim_code_party on paper_claim_code (party_id);

create table claim_attempt (
  id bigint generated always as identity primary key,
  account_id uuid not null references account (id),
  client_address text not null,
  at timestamptz not null,
  success boolean not null
);
create index claim_attempt_account on claim_attempt (account_id, at);
create index claim_attempt_client on claim_attempt (client_address, at);
