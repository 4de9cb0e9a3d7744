-- 0008: statistics (issue 8). Daily counters per office, kept in the same transaction as the events they count
-- (src/app/stats/figures.ts defines every column; docs/statistics.md restates them). Flow columns count events dated
-- that day; `_delta` columns are stocks kept as +1 / -1 on the days a case enters and leaves a state, so the stock on
-- a day D is the sum over every day up to D. A case's change is one multi-row upsert (src/db/stats.repo.ts).

-- `shard` (0-7, from the case's id) spreads concurrent filings of one office on one day over several rows, so they do
-- not queue on one row lock until commit; the readers sum over shards (the bulk seeder and the rebuild use shard 0).
create table stats_daily (
  office_code text not null references office (code),
  day date not null,
  shard smallint not null default 0 check (shard between 0 and 7),
  received int not null default 0,
  disposed int not null default 0,
  disposed_in_time int not null default 0,
  disposed_in_extension int not null default 0,
  notices int not null default 0,
  notices_in_time int not null default 0,
  replies int not null default 0,
  replies_in_time int not null default 0,
  reply_extensions int not null default 0,
  disposal_extensions int not null default 0,
  orders_penalty int not null default 0,
  orders_compensation int not null default 0,
  orders_dismissal int not null default 0,
  orders_ex_parte int not null default 0,
  appeals_filed int not null default 0,
  appeals_refused int not null default 0,
  appeals_admitted int not null default 0,
  appeals_confirmed int not null default 0,
  appeals_varied int not null default 0,
  appeals_set_aside int not null default 0,
  pending_delta int not null default 0,
  age_lt1_delta int not null default 0,
  age_1to3_delta int not null default 0,
  age_3to6_delta int not null default 0,
  age_gt6_delta int not null default 0,
  over_limit_delta int not null default 0,
  primary key (office_code, day, shard)
);

-- Extension reasons for the officers' dashboards, read straight from the order sheet: a small partial index.
create index order_sheet_extensions on order_sheet (on_date) where type in ('reply-period-extended', 'proceedings-extended');
