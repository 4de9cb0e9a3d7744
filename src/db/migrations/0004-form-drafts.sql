-- 0004: drafts of forms a person fills step by step in the web portal (Form-I first): one JSON document per account
-- and form, replaced at each step, deleted when the form is filed. The draft is the person's own data, not a record.

create table form_draft (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references account (id),
  form text not null check (form ~ '^[a-z0-9-]{1,40}$'),
  step integer not null check (step >= 0),
  data jsonb not null,
  updated_at timestamptz not null
);
create index form_draft_account on form_draft (account_id, updated_at desc);
