-- Sign-in limits that a stranger cannot use against a person (docs/decisions.md, sign-in).

-- A browser's login request (its fc_login cookie, hashed) for one address: mails per request,
-- and new requests per address, are what the mail limits count.
create table login_requests (
  request_hash bytea primary key,
  -- The address as typed, hashed: counted whether or not it has an account.
  email_hash bytea not null,
  mails integer not null default 1,
  started_at timestamptz not null,
  last_mail_at timestamptz not null
);
create index login_requests_email on login_requests (email_hash, started_at);

-- Failed code sign-ins per address (known or not), and the pause they lead to.
create table sign_in_addresses (
  email_hash bytea primary key,
  code_failures integer not null default 0,
  codes_paused_until timestamptz
);

-- A sign-up is not an account until its owner uses the code or link mailed to it; nothing but
-- sign-in reads this table, and a later sign-up for the address replaces it.
create table registrations (
  id bigserial primary key,
  email text not null unique check (email = lower(email)),
  organisation_id bigint not null references organisations (id) on delete cascade,
  first_name text not null,
  last_name text not null,
  locale text check (locale in ('en', 'nl')),
  created_at timestamptz not null
);

-- A code or link belongs to an account or to a sign-up.
alter table login_codes alter column user_id drop not null;
alter table login_codes add column registration_id bigint references registrations (id) on delete cascade;
alter table login_codes add constraint login_codes_owner check ((user_id is null) <> (registration_id is null));
alter table magic_links alter column user_id drop not null;
alter table magic_links add column registration_id bigint references registrations (id) on delete cascade;
alter table magic_links add constraint magic_links_owner check ((user_id is null) <> (registration_id is null));

-- Replaced by sign_in_addresses, which counts only failures of a browser holding a login request.
alter table users drop column code_failures;
