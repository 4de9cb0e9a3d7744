-- The languages a document is issued in follow its office (src/rules/document-languages.ts): English with Hindi, or in
-- Assam English with Assamese, Bengali (Barak Valley) or Bodo in Devanagari (Bodoland Territorial Region), under the
-- State's order of 15 April 2025 under the Assam Official Language Act, 1960. Existing rows are all 'en' or 'hi'.
alter table document_job drop constraint document_job_lang_check;
alter table document_job add constraint document_job_lang_check check (lang in ('en', 'hi', 'as', 'bn', 'brx'));
