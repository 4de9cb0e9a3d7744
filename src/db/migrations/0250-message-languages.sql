-- A person's emails and SMS may be in Assamese or Bengali as well as English and Hindi (the language they choose), as
-- the pages are: the account's language, a notification's and a sign-in code's.
alter table account drop constraint account_lang_check;
alter table account add constraint account_lang_check check (lang in ('en', 'hi', 'as', 'bn'));
alter table notification drop constraint notification_lang_check;
alter table notification add constraint notification_lang_check check (lang in ('en', 'hi', 'as', 'bn'));
alter table phone_code drop constraint phone_code_lang_check;
alter table phone_code add constraint phone_code_lang_check check (lang in ('en', 'hi', 'as', 'bn'));
