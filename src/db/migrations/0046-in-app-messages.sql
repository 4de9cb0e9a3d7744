-- 0046-in-app-messages: an account without an email address (a mobile-number account, issue 15) gets each message as
-- an 'in-app' row instead of an email row: delivered when stored (status 'sent' at once, never dispatched), shown in
-- its inbox, and announced by SMS. The inbox reads both kinds, through one partial index that replaces 0016's.
drop index if exists notification_inbox;
create index notification_inbox on notification (account_id, created_at desc) where channel in ('email', 'in-app');
