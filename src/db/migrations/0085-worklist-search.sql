-- 0085-worklist-search: the officers' search of their cases by case number and by party name (issue 14).
--
-- case_party_word: each word of each party's name, lower-cased, one row per (word, case). Filled by a trigger from the
-- entries that name the parties, in the same transaction as the entry: the complaint as registered (Form-I items 1(a)
-- and 2(a): the complainant and the person complained against), the appeal as filed (Form-III: the appellant and the
-- respondent), the Assam section 26 report (the accused), and a party entered on paper by the officer (0047). A search
-- for "ram ku" finds the cases where some word of a party's name starts with "ram" and some word starts with "ku"; the
-- text_pattern_ops index answers each prefix. Words are split on spaces and common punctuation only (so Devanagari
-- names keep their vowel signs: no character class that depends on the database's locale is used).
--
-- The search is by the officer's scope (offices, districts) over case_summary; the case number is matched exactly
-- (after the application removes spaces and upper-cases it) through case_summary_number, or by its last parts
-- ("2026/12") within the scope.
create table case_party_word (
  word text not null check (length(word) between 1 and 200),
  stream_id uuid not null references stream (id),
  role text not null
);
create unique index case_party_word_key on case_party_word (word text_pattern_ops, stream_id, role);
create index case_party_word_stream on case_party_word (stream_id);
create index case_summary_number on case_summary (number);

create function case_party_words_add(p_stream uuid, p_role text, p_name text) returns void language sql as $$
  insert into case_party_word (word, stream_id, role)
  select distinct left(w, 200), p_stream, p_role
    from regexp_split_to_table(lower(coalesce(p_name, '')), E'[\\s,.;:''"()/\\\\-]+') as w
   where w <> ''
  on conflict do nothing;
$$;

create function order_sheet_party_words() returns trigger language plpgsql as $$
begin
  if new.type = 'complaint-registered' then
    perform case_party_words_add(new.stream_id, 'complainant', new.payload #>> '{particulars,complainant,name}');
    perform case_party_words_add(new.stream_id, 'respondent', new.payload #>> '{particulars,contravener,name}');
  elsif new.type = 'appeal.filed' then
    perform case_party_words_add(new.stream_id, 'appellant', new.payload #>> '{form,appellant,name}');
    perform case_party_words_add(new.stream_id, 'appeal-respondent', new.payload #>> '{form,respondent,name}');
  elsif new.type = 'written-report-made' then
    perform case_party_words_add(new.stream_id, 'accused', new.payload #>> '{accused,name}');
  end if;
  return new;
end
$$;
create trigger order_sheet_party_words after insert on order_sheet for each row execute function order_sheet_party_words();

create function paper_party_words() returns trigger language plpgsql as $$
begin
  perform case_party_words_add(new.stream_id, new.role, new.name);
  return new;
end
$$;
create trigger paper_party_words after insert on paper_party for each row execute function paper_party_words();

-- The proceedings recorded before this migration.
select case_party_words_add(o.stream_id, 'complainant', o.payload #>> '{particulars,complainant,name}') from order_sheet o where o.type = 'complaint-registered';
select case_party_words_add(o.stream_id, 'respondent', o.payload #>> '{particulars,contravener,name}') from order_sheet o where o.type = 'complaint-registered';
select case_party_words_add(o.stream_id, 'appellant', o.payload #>> '{form,appellant,name}') from order_sheet o where o.type = 'appeal.filed';
select case_party_words_add(o.stream_id, 'appeal-respondent', o.payload #>> '{form,respondent,name}') from order_sheet o where o.type = 'appeal.filed';
select case_party_words_add(o.stream_id, 'accused', o.payload #>> '{accused,name}') from order_sheet o where o.type = 'written-report-made';
select case_party_words_add(p.stream_id, p.role, p.name) from paper_party p;
