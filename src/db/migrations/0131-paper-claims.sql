-- 0131-paper-claims (issue 28, point 3): every claim of a party entered on paper, kept for the office to see and
-- decide. A claim whose name (and address, when the claimant says the recorded one is not theirs) matches what the
-- office recorded links the account at once ('linked'); otherwise it waits for the officer ('pending'), who approves
-- or refuses it. The officer may undo a linked or approved claim with reasons (also written on the order sheet); a
-- claim refused by the portal itself (the account is already a party of the case, or is its officer) is kept as
-- 'refused' with the reason.
--
-- paper_claim_code.voided_at: a code stops working when the office prints a fresh one that voids the old ones, and
-- when a claim is undone (the person who used the code may still hold it).
create table paper_claim (
  id uuid primary key default gen_random_uuid(),
  party_id uuid not null references paper_party (id),
  account_id uuid not null references account (id),
  at timestamptz not null,
  given_name text not null check (length(given_name) between 1 and 200),
  given_address text check (length(given_address) between 1 and 1000),
  status text not null check (status in ('linked', 'pending', 'approved', 'refused', 'undone')),
  decided_by uuid references account (id),
  decided_at timestamptz,
  reasons text check (length(reasons) between 1 and 2000)
);
create index paper_claim_party on paper_claim (party_id, at);

alter table paper_claim_code add column voided_at timestamptz;
