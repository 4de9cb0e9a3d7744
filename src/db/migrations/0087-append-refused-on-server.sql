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
