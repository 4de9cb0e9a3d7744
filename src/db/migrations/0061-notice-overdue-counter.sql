-- 0061-notice-overdue-counter: a stock counter of complaints whose Rule 4(1) notice is overdue and not issued (held
-- from the day after the 15 days until the notice is issued or the case is disposed), so that a duty overdue and not
-- done counts against compliance on the dashboards. Existing counters are rebuilt from the order sheets with
-- `ctp stats rebuild` (the column starts at zero).
alter table stats_daily add column notice_overdue_delta int not null default 0;
