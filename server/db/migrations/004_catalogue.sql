-- The catalogue: generic foods and barcoded products (one table, so one search ranks them
-- together), the recipes written for Forkcast and the simple recipes, and a record of each import.
create table catalogue_imports (
  source text primary key,
  checksum text not null,
  rows integer not null,
  seconds real not null,
  imported_at timestamptz not null default now()
);

create table foods (
  id text primary key,
  source text not null,
  source_id text not null,
  name text not null,
  name_nl text,
  brand text,
  category text,
  barcode text,
  per_unit text not null default 'g',
  kcal real not null,
  kcal_estimated boolean not null default false,
  protein real not null,
  carbs real not null,
  fat real not null,
  fiber real,
  sugars real,
  sat_fat real,
  salt real,
  common boolean not null default false,
  -- Everyday names with their aliases, normalised, per language: a query equal to one ranks first.
  names_en text[] not null default '{}',
  names_nl text[] not null default '{}',
  search_text text not null,
  servings jsonb not null
);
create index foods_barcode on foods (barcode) where barcode is not null;
create index foods_source on foods (source);

-- Trigram indexes make 'contains' searches fast; where pg_trgm is missing, search still works, slower.
do $$
begin
  create extension if not exists pg_trgm;
exception when others then
  raise notice 'pg_trgm is not available: food search runs without its index';
end
$$;
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_trgm') then
    execute 'create index foods_search on foods using gin (search_text gin_trgm_ops)';
  end if;
end
$$;

create table recipes (
  id text primary key,
  kind text not null check (kind in ('RECIPE', 'SIMPLE')),
  name_en text not null,
  name_nl text not null,
  meal_types text[] not null,
  tags text[] not null,
  prep_minutes integer not null,
  cook_minutes integer not null,
  kcal real not null,
  protein real not null,
  carbs real not null,
  fat real not null,
  fiber real not null,
  diets text[] not null,
  intolerances text[] not null,
  allergens text[] not null,
  dislikes text[] not null,
  search_text text not null,
  doc jsonb not null
);
create index recipes_kind on recipes (kind);
