-- One definition of a live token, for the TypeScript check (authenticate() in
-- server/auth/authTokens.ts calls authenticate_token) and the push functions alike. Before, the
-- same rule (not revoked, used within the idle days, last use written at most once a minute) was
-- written in authTokens.ts, in push_own (005, 010) and in push_own_group (006, 009).

-- A token that works: not revoked and used within the idle days. `stale` says its last use is more
-- than a minute old and is to be written (the idle clock needs minutes; most requests write nothing).
create function live_token(p_token_hash bytea, p_now timestamptz, p_idle_days integer)
returns table (user_id bigint, stale boolean)
language sql
stable
as $$
  select t.user_id, t.last_used_at < p_now - interval '1 minute'
    from auth_tokens t
   where t.token_hash = p_token_hash and t.revoked_at is null
     and t.last_used_at > p_now - make_interval(days => p_idle_days)
$$;

-- The account a live token signs in, its last use written; no row when the token does not work.
create function authenticate_token(p_token_hash bytea, p_now timestamptz, p_idle_days integer)
returns table (id bigint, organisation_id bigint, is_coach boolean, coach_id bigint, account_enabled boolean)
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
  return query select u.id, u.organisation_id, u.is_coach, u.coach_id, u.account_enabled from users u where u.id = v_user;
end
$$;

-- push_own (010) signing in through authenticate_token.
create or replace function push_own(p_token_hash bytea, p_now timestamptz, p_idle_days integer, p_device text, p_first bigint, p_last bigint, p_events jsonb, p_channel text, p_streams text[])
returns jsonb
language plpgsql
as $$
declare
  v_user bigint;
  v_enabled boolean;
  v_own text;
begin
  select a.id, a.account_enabled into v_user, v_enabled from authenticate_token(p_token_hash, p_now, p_idle_days) a;
  if v_user is null then
    return jsonb_build_object('fallback', 'unauthenticated');
  end if;
  if not v_enabled then
    return jsonb_build_object('fallback', 'disabled');
  end if;
  v_own := 'user:' || v_user;
  if exists (select 1 from unnest(p_streams) s where s <> v_own)
     or exists (select 1 from jsonb_array_elements(p_events) e where e->>'actor' <> v_own or e->>'stream' <> v_own) then
    return jsonb_build_object('fallback', 'foreign');
  end if;
  return push_counted(v_user, p_device, p_first, p_last, p_events, p_channel, p_streams, p_now);
end
$$;

-- push_own_group (009) with live_token deciding which pushes take locks, and authenticate_token
-- writing each token's last use first, in hash order (the lock order of 006).
create or replace function push_own_group(p_pushes jsonb, p_events jsonb, p_idle_days integer, p_channel text)
returns jsonb
language plpgsql
as $$
declare
  v_own boolean[];
  v_tokens bytea[];
  v_nows timestamptz[];
  v_devices text[];
  v_firsts bigint[];
  v_lasts bigint[];
  v_streams text[];
  v_token record;
  v_results jsonb[] := '{}';
begin
  select array_agg(decode(p.value->>'token', 'hex') order by p.at), array_agg((p.value->>'now')::timestamptz order by p.at),
         array_agg(p.value->>'device' order by p.at), array_agg((p.value->>'first')::bigint order by p.at),
         array_agg((p.value->>'last')::bigint order by p.at), array_agg(p.value->>'own' order by p.at)
    into v_tokens, v_nows, v_devices, v_firsts, v_lasts, v_streams
    from jsonb_array_elements(p_pushes) with ordinality as p(value, at);

  -- Only pushes whose token is live and names the user of their stream take locks.
  select array_agg(exists (select 1 from live_token(v_tokens[i], v_nows[i], p_idle_days) l where 'user:' || l.user_id = v_streams[i]) order by i)
    into v_own
    from generate_subscripts(v_tokens, 1) as i;

  perform push_lock(
    array(select v_streams[i] from generate_subscripts(v_tokens, 1) as i where v_own[i]),
    array(select v_devices[i] from generate_subscripts(v_tokens, 1) as i where v_own[i]));

  for v_token in
    select u.hash, max(u.now) as now from unnest(v_tokens, v_nows, v_own) as u(hash, now, own) where u.own group by 1 order by 1
  loop
    perform authenticate_token(v_token.hash, v_token.now, p_idle_days);
  end loop;

  for i in 1 .. coalesce(array_length(v_tokens, 1), 0)
  loop
    if v_own[i] then
      v_results[i] := push_own(v_tokens[i], v_nows[i], p_idle_days, v_devices[i], v_firsts[i], v_lasts[i], p_events->(i - 1), p_channel, array[v_streams[i]]);
    else
      v_results[i] := jsonb_build_object('fallback', 'unauthenticated');
    end if;
  end loop;
  return to_jsonb(v_results);
end
$$;
