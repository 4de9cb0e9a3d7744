-- 0045-phone-accounts: a citizen may sign up and sign in with a mobile number and a one-time code sent by SMS, with
-- no email address (issue 15). An account has an email, a verified mobile number, or both.
--
-- account.phone_verified_at: the number was proved by a code; only verified numbers sign in, and one verified number
-- belongs to one account. phone_code: at most one live code per number (a new code replaces the old one and its
-- attempts), kept as a SHA-256 digest bound to the number; `name` and `lang` are what the person gave when asking,
-- used to open the account if the number is new. phone_code_sent: one row per code sent, so that the sends per number
-- and per client address are counted across processes (the throttle).
alter table account alter column email drop not null;
alter table account add column phone_verified_at timestamptz;
alter table account add constraint account_email_or_phone check (email is not null or phone_verified_at is not null);
create unique index account_phone_verified on account (phone) where phone_verified_at is not null;

create table phone_code (
  phone text primary key check (phone ~ '^\+91[6-9][0-9]{9}$'),
  code_hash text not null check (code_hash ~ '^[0-9a-f]{64}$'),
  name text check (length(name) <= 200),
  lang text not null check (lang in ('en', 'hi')),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  attempts int not null default 0 check (attempts >= 0)
);

create table phone_code_sent (
  id bigint generated always as identity primary key,
  phone text not null,
  client_address text not null,
  at timestamptz not null
);
create index phone_code_sent_phone on phone_code_sent (phone, at);
create index phone_code_sent_client on phone_code_sent (client_address, at);
