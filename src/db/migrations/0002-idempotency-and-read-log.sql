-- 0002: idempotency keys (claimed in the same transaction as the command they protect) and the log of staff reads
-- of personal data.

create table idempotency_key (
  scope text not null,               -- the account id, or 'anonymous:<client>' for unauthenticated POSTs
  key text not null check (length(key) between 8 and 200),
  request_hash text not null check (request_hash ~ '^[0-9a-f]{64}$'),
  response jsonb,
  created_at timestamptz not null default now(),
  primary key (scope, key)
);

create table personal_data_read (
  id bigint generated always as identity primary key,
  account_id uuid not null references account (id),
  stream_id uuid not null references stream (id),
  purpose text not null,
  read_at timestamptz not null
);
create index personal_data_read_stream on personal_data_read (stream_id, read_at);
