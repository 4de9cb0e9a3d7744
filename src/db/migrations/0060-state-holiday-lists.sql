-- 0060-state-holiday-lists: a State's notified holiday list for a year (General Clauses Act s.10: a party's last day
-- moves past a day the office is closed). Imported by an administrator of the State from CSV or iCalendar, with the
-- notification's number and date, which every explanation relying on a listed holiday names. One list per State and
-- year; a later import (a corrigendum or fresh notification) replaces it, and the replaced list is kept in history.
create table state_holiday_list (
  state_code text not null references state (code),
  year integer not null check (year between 1900 and 2200),
  notification_number text not null check (length(notification_number) between 1 and 200),
  notification_date date not null,
  format text not null check (format in ('csv', 'ics')),
  holidays jsonb not null,
  imported_by uuid references account (id),
  imported_at timestamptz not null,
  primary key (state_code, year)
);

create table state_holiday_list_history (
  id bigserial primary key,
  state_code text not null,
  year integer not null,
  notification_number text not null,
  notification_date date not null,
  format text not null,
  holidays jsonb not null,
  imported_by uuid,
  imported_at timestamptz not null,
  replaced_at timestamptz not null
);
