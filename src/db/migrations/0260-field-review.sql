-- 0260-field-review: the officer's decision on a field proof held for review (Rule 4(5)): accepted as service (the
-- attempt then recorded on the order sheet through the proceeding's own command, its id kept here) or rejected, with
-- the reasons either way. One decision per proof, never changed; the proof itself stays as it arrived.

create table field_proof_review (
  proof_hash text primary key references field_proof (hash),
  decision text not null check (decision in ('accepted', 'rejected')),
  reasons text not null check (length(btrim(reasons)) > 0),
  attempt_id text,
  decided_by uuid not null references account (id),
  decided_at timestamptz not null,
  check ((decision = 'accepted') = (attempt_id is not null))
);

create function field_proof_review_immutable() returns trigger language plpgsql as $$
begin
  raise exception 'a decision on a field proof is append-only';
end $$;
create trigger field_proof_review_no_update before update or delete on field_proof_review
  for each row execute function field_proof_review_immutable();
