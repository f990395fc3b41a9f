-- push_own_group (006) with the events apart from the rest: p_pushes holds each push's
-- { token (hex of its hash), now, device, first, last, own } and p_events each push's events, in
-- the same order. Read in one pass, the small part costs little; each push's events are read once,
-- by index. With the events inside p_pushes every pass over it copied them all, and a group of 16
-- pushes took 14% (PostgreSQL) to 32% (PGlite) longer than before 006. Locks as in 006.
-- push_lock takes the one stream and device of a push (every push_batch, again within a group)
-- without a query.
create or replace function push_lock(p_streams text[], p_devices text[])
returns void
language plpgsql
as $$
declare
  v_key bigint;
  v_first bigint;
  v_second bigint;
begin
  if cardinality(p_streams) <= 1 and cardinality(p_devices) <= 1 then
    -- null where the array is empty
    v_first := hashtextextended(p_streams[1], 0);
    v_second := hashtextextended('device ' || p_devices[1], 0);
    if v_first > v_second then
      v_key := v_first;
      v_first := v_second;
      v_second := v_key;
    end if;
    if v_first is not null then perform pg_advisory_xact_lock(v_first); end if;
    if v_second is not null then perform pg_advisory_xact_lock(v_second); end if;
    return;
  end if;
  for v_key in
    select hashtextextended(s, 0) from unnest(p_streams) s
    union
    select hashtextextended('device ' || d, 0) from unnest(p_devices) d
    order by 1
  loop
    perform pg_advisory_xact_lock(v_key);
  end loop;
end
$$;

drop function push_own_group(jsonb, integer, text);

create function push_own_group(p_pushes jsonb, p_events jsonb, p_idle_days integer, p_channel text)
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
  select array_agg(exists (
           select 1 from auth_tokens t
            where t.token_hash = v_tokens[i] and t.revoked_at is null
              and t.last_used_at > v_nows[i] - make_interval(days => p_idle_days)
              and 'user:' || t.user_id = v_streams[i]) order by i)
    into v_own
    from generate_subscripts(v_tokens, 1) as i;

  perform push_lock(
    array(select v_streams[i] from generate_subscripts(v_tokens, 1) as i where v_own[i]),
    array(select v_devices[i] from generate_subscripts(v_tokens, 1) as i where v_own[i]));

  -- push_own writes a token's last use at most once a minute; written here first, in hash order.
  for v_token in
    select u.hash, max(u.now) as now from unnest(v_tokens, v_nows, v_own) as u(hash, now, own) where u.own group by 1 order by 1
  loop
    update auth_tokens set last_used_at = v_token.now
     where token_hash = v_token.hash and revoked_at is null and last_used_at < v_token.now - interval '1 minute';
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
