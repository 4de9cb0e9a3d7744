-- 0010: the money book (issue 7): demands raised by orders, deposits, the Board's recovery, and the penalty fund
-- ledger with its utilisation (Rules 4(12), 4(14), 7(11), 7(12), 8; ss.27C, 28). src/domain/money decides every
-- event; src/db/money.repo.ts writes it with its postings in the transaction of the event that caused it.
--
-- money_event is the book's append-only log (one row per decided command, numbered without gaps by money_head, whose
-- row lock also serialises writers). money_posting holds the journal lines of each event: immutable; a correction is a
-- reversing entry. money_receipt makes a receipt or challan number usable once, whatever the code above does.

create table money_head (
  id int primary key check (id = 1),
  seq bigint not null check (seq >= 0)
);
insert into money_head (id, seq) values (1, 0);

create table money_event (
  seq bigint primary key check (seq >= 1),
  type text not null,
  on_date date not null,
  -- The case or appeal whose event caused it, when one did (the stream of the order sheet).
  stream_id uuid references stream (id),
  case_key text,
  payload jsonb not null,
  basis text[] not null,
  actor_id uuid,
  actor_role text not null,
  recorded_at timestamptz not null
);
create index money_event_case_key on money_event (case_key) where case_key is not null;

create table money_posting (
  entry_id text not null,
  line_no int not null check (line_no >= 1),
  event_seq bigint not null references money_event (seq),
  on_date date not null,
  account text not null,
  -- Debit positive, credit negative; whole paise.
  amount_paise bigint not null check (amount_paise <> 0),
  source text not null check (source in ('demand', 'realisation', 'appellate-refund', 'utilisation', 'reversal')),
  case_key text,
  sanction_ref text,
  reverses text,
  primary key (entry_id, line_no)
);
create index money_posting_account on money_posting (account);
create unique index money_posting_reversed_once on money_posting (reverses) where reverses is not null and line_no = 1;

create table money_receipt (
  receipt_no text primary key check (length(btrim(receipt_no)) >= 1),
  event_seq bigint not null references money_event (seq)
);

create function money_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'the money book is append-only: % on % is refused', tg_op, tg_table_name using errcode = 'P0001';
end
$$;
create trigger money_event_no_update_delete before update or delete on money_event
  for each row execute function money_append_only();
create trigger money_posting_no_update_delete before update or delete on money_posting
  for each row execute function money_append_only();
create trigger money_receipt_no_update_delete before update or delete on money_receipt
  for each row execute function money_append_only();
create trigger money_event_no_truncate before truncate on money_event
  for each statement execute function money_append_only();
create trigger money_posting_no_truncate before truncate on money_posting
  for each statement execute function money_append_only();
