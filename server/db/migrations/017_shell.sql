-- The shell's organisation settings and the waitlist (issue 18, 1-shell.txt sections 2 and 7).

-- The organisation's help chat: the https address of a chat page (the self-hosted chat's web
-- page, such as a Chatwoot or Zammad chat link). The support button shows it in a frame and falls
-- back to support_url (the help site) when there is none or it does not load within 5 seconds.
alter table organisations add column help_chat_url text;
-- The brand asks logged-out visitors on a phone's browser to install the web app first.
alter table organisations add column pwa_signup boolean not null default false;
-- Whether the organisation takes new people: OPEN, or FULL (no places now) or CLOSED (not taking
-- anyone), when its portal's login page offers the waitlist instead of signing up.
alter table organisations add column signup_status text not null default 'OPEN'
  check (signup_status in ('OPEN', 'FULL', 'CLOSED'));

-- People waiting for a place in an organisation; an address is on an organisation's list once.
create table waitlist_entries (
  id bigserial primary key,
  organisation_id bigint not null references organisations (id) on delete cascade,
  email text not null check (email = lower(email)),
  locale text check (locale in ('en', 'nl')),
  created_at timestamptz not null default now(),
  unique (organisation_id, email)
);
