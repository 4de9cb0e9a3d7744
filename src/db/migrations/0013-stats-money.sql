-- 0013: the money figures of the dashboards (issue 8). Counters per office of the case and day, written in the
-- transaction that appends a money event (src/db/money.repo.ts; src/app/stats/money.ts defines every column), so they
-- change with the penalty ledger and never disagree with it. Amounts are whole paise; each has the number of entries
-- it adds up beside it, for small-group suppression. `_delta` columns are stocks, summed over every day up to D.
-- Money writers are already serialised by the money_head row lock: one row per office and day is enough.
create table stats_money_daily (
  office_code text not null references office (code),
  day date not null,
  penalty_demanded bigint not null default 0,
  penalty_demand_entries int not null default 0,
  penalty_deposited bigint not null default 0,
  penalty_deposits int not null default 0,
  penalty_recovered bigint not null default 0,
  penalty_recoveries int not null default 0,
  penalty_refunded bigint not null default 0,
  penalty_refunds int not null default 0,
  penalty_outstanding_delta bigint not null default 0,
  penalty_outstanding_cases_delta int not null default 0,
  primary key (office_code, day)
);

-- Releases from the Board's fund on Rule 8(1) sanctions, by day and purpose (national: the fund is one account).
create table stats_fund_daily (
  day date not null,
  purpose text not null,
  released bigint not null default 0,
  releases int not null default 0,
  primary key (day, purpose)
);

-- The purpose of a release is its sanction's: found by the sanction reference.
create index money_event_sanction on money_event ((payload -> 'command' ->> 'sanctionRef')) where type = 'grant-sanction';
