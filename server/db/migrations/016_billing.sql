-- Billing (docs/operations.md, 'Billing'): who is blocked is decided here, once, for every route,
-- every push and the current user's screens alike (1-shell.txt section 4).

-- The rule itself, over plain facts, so it is tested as a table (tests/api/billing-rule.test.ts).
-- Trialing counts as paid. 'FF_B2C_PAYWALL' is the flag the b2c-paywall plugin declares
-- (src/plugins/b2c-paywall); a test keeps the two the same.
create function billing_issue_of(
  p_override boolean, p_account_enabled boolean, p_coach_enabled boolean,
  p_is_diy boolean, p_is_coach boolean, p_paywall boolean, p_statuses text[])
returns text
language sql
immutable
as $$
  select case
    when p_override then null
    when not p_account_enabled then 'accountDisabled'
    when p_coach_enabled is false then 'coachDisabled'
    when cardinality(p_statuses) > 0
         and p_statuses <@ array['canceled', 'unpaid', 'incomplete_expired', 'paused'] then 'subscriptionsInactive'
    when p_paywall and p_is_diy and not p_is_coach
         and not p_statuses && array['active', 'trialing'] then 'subscriptionRequired'
  end
$$;

-- A user's billing issue, or null when they may use the app.
create function billing_issue(p_user bigint)
returns text
language sql
stable
as $$
  select billing_issue_of(
    u.payment_status_override, u.account_enabled, c.account_enabled, u.is_diy, u.is_coach,
    o.product_stripe_id is not null and 'FF_B2C_PAYWALL' = any(o.feature_flags || u.feature_flags),
    coalesce((select array_agg(s.status) from subscriptions s where s.user_id = u.id), '{}'))
    from users u
    join organisations o on o.id = u.organisation_id
    left join users c on c.id = u.coach_id
   where u.id = p_user
$$;

-- authenticate_token (011) says the billing issue too: the TypeScript check and the push functions
-- refuse a blocked account from the same answer.
drop function authenticate_token(bytea, timestamptz, integer);
create function authenticate_token(p_token_hash bytea, p_now timestamptz, p_idle_days integer)
returns table (id bigint, organisation_id bigint, is_coach boolean, coach_id bigint, account_enabled boolean, billing_issue text)
language plpgsql
as $$
declare
  v_user bigint;
  v_stale boolean;
begin
  select l.user_id, l.stale into v_user, v_stale from live_token(p_token_hash, p_now, p_idle_days) l;
  if v_stale then
    update auth_tokens t set last_used_at = p_now where t.token_hash = p_token_hash;
  end if;
  return query select u.id, u.organisation_id, u.is_coach, u.coach_id, u.account_enabled, billing_issue(u.id)
    from users u where u.id = v_user;
end
$$;

-- push_own (011): a blocked account falls back to the checked path, which answers why.
create or replace function push_own(p_token_hash bytea, p_now timestamptz, p_idle_days integer, p_device text, p_first bigint, p_last bigint, p_events jsonb, p_channel text, p_streams text[])
returns jsonb
language plpgsql
as $$
declare
  v_user bigint;
  v_issue text;
  v_own text;
begin
  select a.id, a.billing_issue into v_user, v_issue from authenticate_token(p_token_hash, p_now, p_idle_days) a;
  if v_user is null then
    return jsonb_build_object('fallback', 'unauthenticated');
  end if;
  if v_issue is not null then
    return jsonb_build_object('fallback', 'blocked');
  end if;
  v_own := 'user:' || v_user;
  if exists (select 1 from unnest(p_streams) s where s <> v_own)
     or exists (select 1 from jsonb_array_elements(p_events) e where e->>'actor' <> v_own or e->>'stream' <> v_own) then
    return jsonb_build_object('fallback', 'foreign');
  end if;
  return push_counted(v_user, p_device, p_first, p_last, p_events, p_channel, p_streams, p_now);
end
$$;

-- What a billing provider keeps: which of its subscriptions a row is, and its customer.
alter table subscriptions add column provider text not null default 'manual';
alter table subscriptions add column provider_id text;
alter table subscriptions add column updated_at timestamptz not null default now();
create unique index subscriptions_provider_id on subscriptions (provider, provider_id) where provider_id is not null;
alter table users add column billing_customer text;

-- The referral programme: a coach's link, and the credit earned when a referred coach pays.
alter table users add column referral_code text unique;
alter table users add column referred_by bigint references users (id) on delete set null;
create table referral_credits (
  id bigserial primary key,
  coach_id bigint not null references users (id) on delete cascade,
  referred_id bigint not null unique references users (id) on delete cascade,
  amount_cents integer not null,
  currency text not null,
  credited_at timestamptz not null
);
create index referral_credits_coach on referral_credits (coach_id);

-- A checkout that has begun: the coach trial's details wait here until the provider says it is paid.
create table checkouts (
  id bigserial primary key,
  session_hash bytea not null unique,
  provider_session text unique,
  kind text not null check (kind in ('coachTrial', 'paywall')),
  email text not null,
  first_name text,
  last_name text,
  organisation_name text,
  user_id bigint references users (id) on delete cascade,
  referral_code text,
  locale text,
  completed_at timestamptz,
  created_at timestamptz not null default now()
);
