-- 0130-throttles-and-bound-codes (issue 28, point 4): limits that hold under parallel requests, SMS codes bound to the
-- browser that asked for them, and the browsers a number has signed in on.
--
-- rate_window: one row per limited key (e.g. the codes sent to one number from one client address), with the
-- instants of the hits inside its window. A hit is taken by one INSERT … ON CONFLICT DO UPDATE … WHERE the window
-- holds fewer than `lim` hits: the row is locked and the condition is checked on its latest version, so parallel
-- requests (several processes on PostgreSQL) cannot pass together.
-- phone_code: one live code per number and browser (browser_hash: the SHA-256 of a random token kept in the asking
-- browser's HttpOnly cookie), so a stranger asking for a code to the same number no longer replaces the owner's.
-- phone_device: the SHA-256 of a token left in a browser where the number signed in; such a browser asks for codes
-- on a budget of its own, which strangers cannot use up.
create table rate_window (
  key text primary key,
  lim int not null check (lim > 0),
  window_ms bigint not null check (window_ms > 0),
  hits timestamptz[] not null
);

alter table phone_code add column browser_hash text not null default '';
alter table phone_code drop constraint phone_code_pkey;
alter table phone_code add primary key (phone, browser_hash);

create table phone_device (
  device_hash text primary key check (device_hash ~ '^[0-9a-f]{64}$'),
  phone text not null check (phone ~ '^\+91[6-9][0-9]{9}$'),
  created_at timestamptz not null
);
create index phone_device_phone on phone_device (phone);
