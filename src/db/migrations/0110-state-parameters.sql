-- 0110-state-parameters: a value a State has notified for a parameter the texts held do not give (the penalty ceiling,
-- the s.27B and s.27C periods, the minimum notice interval, ...), entered by an administrator of the State with the
-- notification's number and date and the day the value takes effect. The domain reads it over the pack's portal
-- default (rules/state-values.ts); a case uses the value in force on the day that governs it. Rows are never changed:
-- a fresh notification is a new row from its own day; one value per State, parameter and day it takes effect.
create table state_parameter (
  id bigserial primary key,
  state_code text not null references state (code),
  param_id text not null check (length(param_id) between 1 and 100),
  value jsonb not null,
  from_date date not null,
  notification_number text not null check (length(notification_number) between 1 and 200),
  notification_date date not null check (notification_date <= from_date),
  entered_by uuid references account (id),
  entered_by_name text not null check (length(entered_by_name) between 1 and 200),
  entered_at timestamptz not null,
  unique (state_code, param_id, from_date)
);
