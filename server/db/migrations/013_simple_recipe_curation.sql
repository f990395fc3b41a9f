-- An organisation's curation of the simple recipes (3-daily-use.txt; issue 14): which recipes its
-- people may see and be planned (an empty whitelist allows all; the denylist always wins), which
-- custom tags its screens show and in what order (empty: all), and the tag its inspiration features.
alter table organisations add column whitelisted_recipes text[] not null default '{}';
alter table organisations add column denylist_recipes text[] not null default '{}';
alter table organisations add column displayed_recipe_tags text[] not null default '{}';
alter table organisations add column featured_recipe_tag text null;
