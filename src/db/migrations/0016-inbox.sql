-- 0016-inbox: the in-app inbox (issue 6: notifications "by email …, by SMS …, and in-app").
--
-- The inbox is the account's messages as the portal shows them: every message queued for an account has one email row
-- (its subject and text, the same as the SMS's and the inbox's), so the inbox reads those rows, and there is no copy to
-- write. A copy per message cost the due-clock sweep a second heap row and key per message, and took it past its
-- 100 ms budget (bench/sweep.ts). read_at is the reader's mark; null while unread. The message is delivered in-app when
-- it is stored; its email's status says how the email fared.
alter table notification add column read_at timestamptz;

-- The inbox page, GET /api/v1/me/inbox and the header's unread count: an account's messages, newest first. Partial, so
-- the SMS rows cost it nothing; it is the one index the sweep's thousand emails add to.
create index notification_inbox on notification (account_id, created_at desc) where channel = 'email';
