-- 0014-deadlines-notifications: the deadline watcher and the notification outbox (issue 6).
--
-- case_clock.alerts_planned: a clock row written by a projection starts unplanned; the watcher turns it into its
-- dated alerts (reminders, the lapse, escalations) and marks it planned, so each clock is planned once, whatever
-- writes it (use cases, the bulk seeder).
alter table case_clock add column alerts_planned boolean not null default false;
create index case_clock_unplanned on case_clock (stream_id, clock, due) where not alerts_planned;

-- The alerts still to come, one row per (clock, kind, due date): the key makes every reminder, lapse and escalation
-- planned once. The sweep takes the rows due on or before the Clock's today through the index (FOR UPDATE SKIP
-- LOCKED), so its cost follows the alerts due, not the cases open, and deletes them in the transaction that writes
-- their notifications and worklist entries (whose own unique keys name the same clock, kind and due date): a worker
-- killed mid-sweep rolls back and leaves them to another. An alert whose clock has stopped is dropped when it falls due.
create table clock_alert (
  stream_id uuid not null references stream (id),
  clock text not null,
  due date not null,
  kind text not null check (kind ~ '^(reminder-[0-9]+|lapse|escalation-near)$'),
  fire_on date not null,
  primary key (stream_id, clock, due, kind)
);
create index clock_alert_due on clock_alert (fire_on, stream_id);

-- Worklist proposals (for the officer) and escalations (for the District Magistrate): never state changes.
create table deadline_action (
  id uuid primary key default gen_random_uuid(),
  stream_id uuid not null references stream (id),
  clock text not null,
  due date not null,
  action text not null,
  kind text not null check (kind in ('proposal', 'escalation', 'lapse')),
  audience text not null,
  office_code text not null references office (code),
  district_code text not null references district (code),
  basis text[] not null,
  raised_on date not null,
  unique (stream_id, clock, due, action)
);
create index deadline_action_office on deadline_action (office_code, raised_on);
create index deadline_action_district on deadline_action (district_code, raised_on);

-- Events that notify parties: a document-issued row of the order sheet queues one here in the same transaction (the
-- trigger below), and the watcher composes the messages from it.
create table notify_event (
  stream_id uuid not null references stream (id),
  seq int not null,
  primary key (stream_id, seq)
);
create function order_sheet_notify() returns trigger language plpgsql as $$
begin
  if new.type = 'document-issued' then
    insert into notify_event (stream_id, seq) values (new.stream_id, new.seq) on conflict do nothing;
  end if;
  return new;
end
$$;
create trigger order_sheet_notify after insert on order_sheet for each row execute function order_sheet_notify();

-- The outbox of messages. `key` names what the message is for (an alert and its recipient, a document and its
-- recipient), so nothing is queued twice; the dispatcher leases a row, sends it and records the result.
create table notification (
  -- Sequential, so a sweep's thousand inserts land on the index's last page; the Message-ID comes from the key.
  id bigint generated always as identity primary key,
  key text not null unique,
  stream_id uuid references stream (id),
  account_id uuid references account (id),
  channel text not null check (channel in ('email', 'sms', 'in-app')),
  address text not null,
  lang text not null check (lang in ('en', 'hi')),
  subject text not null,
  body text not null,
  -- [{"kind":"document","documentId":...} | {"kind":"ics","fileName":...,"content":...}]
  attachments jsonb not null default '[]',
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts int not null default 0,
  run_after timestamptz not null,
  last_error text,
  created_at timestamptz not null,
  sent_at timestamptz,
  message_id text
);
create index notification_due on notification (run_after, id) where status = 'pending';
-- No index by account yet: the sweep writes a thousand rows at a time, and each index costs it; a per-user inbox adds one.
