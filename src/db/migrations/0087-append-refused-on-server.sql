-- The append's version check on the server (issue 17). The order-sheet append moves the stream's version on only from
-- the version expected; until now a stale version updated no row and the client threw, but on a pipelined connection
-- (ADR 0006) the COMMIT is already on its way by then, so the rows written before the check could still commit. The
-- statement now fails on the server instead: the update's new version is computed by ctp_refuse() when the version
-- found is not the one expected, and the transaction is aborted before its COMMIT arrives.
create or replace function ctp_refuse(message text) returns integer
language plpgsql as $$
begin
  raise exception using errcode = 'serialization_failure', message = message;
end
$$;

-- The order sheet's row triggers run their function only for the rows they act on: every other row (most of them)
-- skips the PL/pgSQL call. The functions keep their own tests of the type, so they act exactly as before.
drop trigger order_sheet_notify on order_sheet;
create trigger order_sheet_notify after insert on order_sheet for each row
  when (new.type = 'document-issued') execute function order_sheet_notify();
drop trigger order_sheet_party_words on order_sheet;
create trigger order_sheet_party_words after insert on order_sheet for each row
  when (new.type in ('complaint-registered', 'appeal.filed', 'written-report-made'))
  execute function order_sheet_party_words();
