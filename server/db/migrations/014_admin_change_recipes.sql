-- The change log also records an organisation's curation of the simple recipes (migration 013).
alter table admin_changes drop constraint admin_changes_kind_check;
alter table admin_changes add constraint admin_changes_kind_check
  check (kind in ('organisationCreated', 'organisationEdited', 'organisationFlags', 'userFlags', 'organisationRecipes'));
