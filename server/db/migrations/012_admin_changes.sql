-- What platform administrators changed: organisations, their feature flags, a user's own flags.
-- Who is kept as the e-mail of the time (an account may be deleted later; the record stays).
create table admin_changes (
  id bigserial primary key,
  at timestamptz not null,
  actor_id bigint not null,
  actor_email text not null,
  organisation_id bigint not null references organisations (id),
  kind text not null check (kind in ('organisationCreated', 'organisationEdited', 'organisationFlags', 'userFlags')),
  user_id bigint,
  user_email text,
  before jsonb,
  after jsonb not null
);
create index admin_changes_organisation on admin_changes (organisation_id, id desc);
