-- 0003: sign-in sessions, API tokens, one-time email codes and the sign-in attempts that rate limiting counts.
-- Secrets are never stored: a session token, an API token and an email code are kept only as SHA-256 hex digests.
-- Every instant is written by the application from its Clock port (no default now()), so tests control time.

create table account_session (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  account_id uuid not null references account (id),
  -- Double-submit CSRF token for cookie-authenticated writes; not a credential on its own, so kept as issued.
  csrf_token text not null check (length(csrf_token) >= 32),
  created_at timestamptz not null,
  last_seen_at timestamptz not null,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  check (expires_at > created_at)
);
create index account_session_account on account_session (account_id);

create table api_token (
  id uuid primary key default gen_random_uuid(),
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  name text not null check (length(name) between 1 and 100),
  account_id uuid not null references account (id),
  created_at timestamptz not null,
  last_used_at timestamptz,
  revoked_at timestamptz
);
create index api_token_account on api_token (account_id);

-- At most one live code per account: a new code replaces the old one (and its attempt count).
create table email_verification (
  account_id uuid primary key references account (id),
  code_hash text not null check (code_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  attempts int not null default 0 check (attempts >= 0)
);

-- One row per password check. A row is written as a failure before the password is checked and turned into a
-- success after, so concurrent attempts in several server processes see each other (rate limiting counts rows).
create table login_attempt (
  id bigint generated always as identity primary key,
  email text not null,
  client_address text not null,
  at timestamptz not null,
  success boolean not null
);
create index login_attempt_email_at on login_attempt (email, at);
create index login_attempt_client_at on login_attempt (client_address, at);
