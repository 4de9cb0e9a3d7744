-- 0290-paper-party-languages: a party with neither phone nor email is served on paper in the language of the office's
-- pair (issue 31): English or Hindi, and at an office of Assam English or Assamese, Bengali or Bodo (Devanagari)
-- under the State's order of 15 April 2025 under the Assam Official Language Act, 1960.

alter table paper_party drop constraint paper_party_lang_check;
alter table paper_party add constraint paper_party_lang_check check (lang in ('en', 'hi', 'as', 'bn', 'brx'));
