-- 0005-document-issue: the outbox of documents to issue. The use case that appends an issuing event (a complaint
-- filed, a notice issued, an order passed...) writes one row per document and language here, in the same transaction
-- as the event; the background runner (src/jobs/document-runner.ts) renders and signs the PDF outside it, stores the
-- bytes in `document` under `document_id` (fixed here, so the QR code can carry it before the PDF exists) and appends
-- a `document-issued` row to the order sheet with the document's SHA-256. Claims use FOR UPDATE SKIP LOCKED, so any
-- number of runners (processes on PostgreSQL) share the queue; the same SQL runs on PGlite.
create table document_job (
  id uuid primary key default gen_random_uuid(),
  stream_id uuid not null references stream (id),
  -- The order-sheet row of the issuing event: the document is built from the record up to and including it.
  seq int not null check (seq >= 1),
  template text not null,
  lang text not null check (lang in ('en', 'hi')),
  document_id uuid not null unique default gen_random_uuid(),
  status text not null default 'pending' check (status in ('pending', 'done', 'failed')),
  attempts int not null default 0 check (attempts >= 0),
  -- Not before this instant: the enqueue time, then the lease of a claim, then the backoff after a failure.
  run_after timestamptz not null,
  last_error text,
  created_at timestamptz not null,
  done_at timestamptz,
  -- The order-sheet row that records the document as issued (document-issued), once done.
  issued_seq int,
  unique (stream_id, seq, template, lang)
);
create index document_job_due on document_job (run_after, id) where status = 'pending';
create index document_job_stream on document_job (stream_id, seq);
