-- 0017-service-by-email: a notice emailed to the person it is to be served on is an attempt at service by electronic
-- means (Rule 4(5)(ii), Rule 7(9)(ii)), and the opening of its link is the delivery evidence the officer confirms.
--
-- serves: on the email row of a notice's addressee only, what it serves ({"kind","rule","hearingNoticeId"?,
-- "documentId","sha256","template"}). When the dispatcher's send is accepted, the row is marked sent and the attempt is
-- recorded on the order sheet in one transaction (app/notifications/service-by-email.ts); service_note says what became
-- of it ('recorded:<attemptId>', 'already-served', 'refused:<code>'), so a sent notice never silently lacks its attempt.
-- open_token: the notice's per-message link (/n/<token>, a SHA-256 not derivable from the outbox key); opened_at: the
-- first time the addressee opened it (the link, or the notice in the portal, opened_via).
alter table notification add column serves jsonb;
alter table notification add column service_note text;
alter table notification add column open_token text;
alter table notification add column opened_at timestamptz;
alter table notification add column opened_via text check (opened_via in ('link', 'portal'));
create unique index notification_open_token on notification (open_token) where open_token is not null;
-- The officer's case page lists a proceeding's emailed notices; the in-portal view finds the addressee's rows. Partial:
-- only notices' emails carry `serves`, so the sweep's reminders cost these indexes nothing.
create index notification_serves on notification (stream_id) where serves is not null;
create index notification_serves_account on notification (account_id) where serves is not null;
