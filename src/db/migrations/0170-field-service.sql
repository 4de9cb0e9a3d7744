-- 0170-field-service: serving notices in the field (Rule 4(5), Rule 7(9)). The office appoints process servers, allocates
-- each attempt at service to one of them (a task, carrying the SHA-256 of the notice the server takes out), approves the
-- public key of each phone (its private key never leaves the phone) and may revoke it. Each proof the phone sends is a
-- signed, hash-chained fact stored once and never changed: recorded on the order sheet, or held for the officer's review.

create table process_server (
  account_id uuid not null references account (id),
  office_code text not null references office (code),
  granted_by uuid not null references account (id),
  granted_at timestamptz not null,
  revoked_at timestamptz,
  primary key (account_id, office_code)
);

create table field_device (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references account (id),
  office_code text not null references office (code),
  label text not null,
  -- The public half of the phone's ECDSA P-256 key as a JWK {kty, crv, x, y}; key_sha256 its fingerprint.
  public_key jsonb not null,
  key_sha256 text not null unique check (key_sha256 ~ '^[0-9a-f]{64}$'),
  enrolled_at timestamptz not null,
  approved_by uuid references account (id),
  approved_at timestamptz,
  revoked_by uuid references account (id),
  revoked_at timestamptz
);
create index field_device_office on field_device (office_code);

create table field_task (
  id uuid primary key default gen_random_uuid(),
  stream_id uuid not null references stream (id),
  office_code text not null references office (code),
  -- What is served: the show-cause notice in Form-II or a hearing notice (hearing_notice_id).
  notice text not null check (notice in ('form-2', 'hearing-notice')),
  hearing_notice_id text,
  document_id uuid not null references document (id),
  notice_sha256 text not null check (notice_sha256 ~ '^[0-9a-f]{64}$'),
  addressee text not null,
  address text not null,
  account_id uuid not null references account (id),
  status text not null default 'open' check (status in ('open', 'cancelled', 'done')),
  allocated_by uuid not null references account (id),
  allocated_at timestamptz not null,
  changed_at timestamptz not null
);
create index field_task_account on field_task (account_id, status);
create index field_task_stream on field_task (stream_id);

create table field_proof (
  hash text primary key check (hash ~ '^[0-9a-f]{64}$'),
  device_id uuid not null references field_device (id),
  task_id uuid not null references field_task (id),
  seq int not null check (seq >= 1),
  prev_hash text,
  -- The canonical JSON the phone signed, kept byte for byte, and its signature (base64, IEEE P1363 r||s).
  body text not null,
  signature text not null,
  photo_document_ids jsonb not null,
  received_at timestamptz not null,
  device_sent_at timestamptz,
  verdict text not null check (verdict in ('recorded', 'needs-review')),
  flags jsonb not null,
  reason text,
  stream_id uuid not null references stream (id),
  attempt_id text,
  unique (device_id, seq)
);
create index field_proof_stream on field_proof (stream_id);
create index field_proof_task on field_proof (task_id);

-- A proof is a fact: never changed, never deleted.
create function field_proof_immutable() returns trigger language plpgsql as $$
begin
  raise exception 'a field proof is append-only';
end $$;
create trigger field_proof_no_update before update or delete on field_proof
  for each row execute function field_proof_immutable();

