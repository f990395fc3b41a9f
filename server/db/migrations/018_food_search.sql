-- Food search (issue 19). Typo tolerance needs pg_trgm on every engine now: PGlite loads it
-- (server/db/pglite.ts), and PostgreSQL ships it in contrib.
create extension if not exists pg_trgm;
-- Rows whose values cannot be true stay findable by barcode but are left out of search.
alter table foods add column listed boolean not null default true;
-- Words match at the start or end of a word: the text between spaces, so every word has one on each side.
create index foods_search_words on foods using gin ((' ' || search_text || ' ') gin_trgm_ops) where listed;
-- It serves matches inside words too, so the index of migration 004 goes: one index to keep up on import.
drop index if exists foods_search;
-- Every word of the listed foods' search text, with how many foods use it: what a typo is corrected to.
create table food_words (
  word text primary key,
  foods integer not null
);
create index food_words_trigrams on food_words using gin (word gin_trgm_ops);
