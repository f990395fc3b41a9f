-- Organisations (brands), people, and how they sign in.
create table organisations (
  id bigserial primary key,
  name text not null,
  subdomain text unique,
  primary_colour text,
  logo bytea,
  logo_type text,
  logo_visible boolean not null default true,
  recipe_system_type text not null default 'COMPLEX' check (recipe_system_type in ('SIMPLE', 'COMPLEX')),
  clients_are_diy boolean not null default false,
  feature_flags text[] not null default '{}',
  login_method text not null default 'OTP' check (login_method in ('OTP', 'MAGIC_LINK')),
  support_url text,
  custom_notes_message text,
  welcome_video text,
  welcome_video_enabled boolean not null default false,
  auto_plan_initial_meals boolean not null default true,
  can_generate_meals boolean not null default true,
  can_create_own_recipes boolean not null default true,
  product_stripe_id text,
  created_at timestamptz not null default now()
);

create table users (
  id bigserial primary key,
  email text not null unique check (email = lower(email)),
  first_name text not null default '',
  last_name text not null default '',
  is_coach boolean not null default false,
  is_diy boolean not null default false,
  account_enabled boolean not null default true,
  payment_status_override boolean not null default false,
  organisation_id bigint not null references organisations (id),
  coach_id bigint references users (id),
  locale text check (locale in ('en', 'nl')),
  feature_flags text[] not null default '{}',
  uses_imperial_measurements boolean not null default false,
  -- Consecutive failed code sign-ins; at 10 code sign-in locks until a magic-link sign-in.
  code_failures integer not null default 0,
  created_at timestamptz not null default now()
);
create index users_organisation on users (organisation_id);
create index users_coach on users (coach_id);

create table subscriptions (
  id bigserial primary key,
  user_id bigint not null references users (id) on delete cascade,
  status text not null,
  product text,
  created_at timestamptz not null default now()
);
create index subscriptions_user on subscriptions (user_id);

-- Only hashes are stored: a database leak gives no usable token, code or link.
create table auth_tokens (
  token_hash bytea primary key,
  user_id bigint not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_used_at timestamptz not null default now(),
  revoked_at timestamptz
);
create index auth_tokens_user on auth_tokens (user_id);

create table login_codes (
  id bigserial primary key,
  user_id bigint not null references users (id) on delete cascade,
  code_hash bytea not null,
  -- The browser that asked for the code holds this request id (an HttpOnly cookie), hashed here.
  request_hash bytea not null,
  attempts integer not null default 0,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index login_codes_user on login_codes (user_id, created_at);

create table magic_links (
  token_hash bytea primary key,
  user_id bigint not null references users (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index magic_links_user on magic_links (user_id);

-- Sign-in attempts per client address and route, for rate limits shared by every server process.
create table sign_in_attempts (
  id bigserial primary key,
  address text not null,
  route text not null,
  at timestamptz not null default now()
);
create index sign_in_attempts_address on sign_in_attempts (address, route, at);
