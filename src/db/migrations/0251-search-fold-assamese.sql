-- The officers' search of party names (0085-worklist-search.sql) folds the Assamese and Bengali letters that people
-- type for one another on a Bengali keyboard: Bengali র (U+09B0) is stored and searched as Assamese ৰ (U+09F0), and
-- Assamese ৱ (U+09F1) as ব (U+09AC); both sides NFC. For search only: the names themselves are stored as written. The
-- application folds the typed words the same way (src/lib/assam-terms.ts, assameseSearchKey).
create function search_fold(p text) returns text language sql immutable as $$
  select translate(normalize(lower(p), NFC), 'রৱ', 'ৰব');
$$;

create or replace function case_party_words_add(p_stream uuid, p_role text, p_name text) returns void language sql as $$
  insert into case_party_word (word, stream_id, role)
  select distinct left(w, 200), p_stream, p_role
    from regexp_split_to_table(search_fold(coalesce(p_name, '')), E'[\\s,.;:''"()/\\\\-]+') as w
   where w <> ''
  on conflict do nothing;
$$;

-- The words stored before: folded in place, or dropped where the folded word is stored already.
delete from case_party_word w
 where w.word <> search_fold(w.word)
   and exists (select 1 from case_party_word o
                where o.word = search_fold(w.word) and o.stream_id = w.stream_id and o.role = w.role);
update case_party_word set word = search_fold(word) where word <> search_fold(word);
