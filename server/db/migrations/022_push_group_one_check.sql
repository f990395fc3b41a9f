-- push_own_group (011) signs each token in once. Before, a group called authenticate_token once per
-- token (to write its last use, in hash order) and then push_own called it again for each push, so
-- every push paid for the token and the billing rule (billing_issue, 016: four tables) twice; with
-- track_functions on PGlite that second call was about a tenth of a push's database time. The
-- group now keeps each token's account and billing issue from its one call and decides per push as
-- push_own does: unauthenticated, blocked, foreign, or stored through push_counted. push_own
-- itself is unchanged (the parity test, tests/api/push-token-parity.test.ts, calls both).
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
  v_signed_in bytea[] := '{}';
  v_users bigint[] := '{}';
  v_issues text[] := '{}';
  v_user bigint;
  v_issue text;
  v_at integer;
  v_events jsonb;
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

  -- Each token signed in once, in hash order (the lock order of 006), at its latest push's time.
  for v_token in
    select u.hash, max(u.now) as now from unnest(v_tokens, v_nows, v_own) as u(hash, now, own) where u.own group by 1 order by 1
  loop
    select a.id, a.billing_issue into v_user, v_issue from authenticate_token(v_token.hash, v_token.now, p_idle_days) a;
    v_signed_in := v_signed_in || v_token.hash;
    v_users := v_users || v_user;
    v_issues := v_issues || v_issue;
  end loop;

  for i in 1 .. coalesce(array_length(v_tokens, 1), 0)
  loop
    v_at := array_position(v_signed_in, v_tokens[i]);
    v_events := p_events->(i - 1);
    if not v_own[i] or v_users[v_at] is null then
      v_results[i] := jsonb_build_object('fallback', 'unauthenticated');
    elsif v_issues[v_at] is not null then
      v_results[i] := jsonb_build_object('fallback', 'blocked');
    elsif exists (select 1 from jsonb_array_elements(v_events) e where e->>'actor' <> v_streams[i] or e->>'stream' <> v_streams[i]) then
      v_results[i] := jsonb_build_object('fallback', 'foreign');
    else
      v_results[i] := push_counted(v_users[v_at], v_devices[i], v_firsts[i], v_lasts[i], v_events, p_channel, array[v_streams[i]], v_nows[i]);
    end if;
  end loop;
  return to_jsonb(v_results);
end
$$;


-- push_counted (010) with a batch of one stream (every push of one's own stream, most of all)
-- measured and counted in plain values: one pass over its events, and the stream's usage and the
-- quotas read by key, instead of grouping by stream and joining. Batches of several streams (a
-- coach's) are counted as before, by push_counted_streams (010's body).
alter function push_counted(bigint, text, bigint, bigint, jsonb, text, text[], timestamptz) rename to push_counted_streams;

create function push_counted(p_user bigint, p_device text, p_first bigint, p_last bigint, p_events jsonb, p_channel text, p_streams text[], p_now timestamptz)
returns jsonb
language plpgsql
as $$
declare
  v_minute timestamptz := date_trunc('minute', p_now);
  v_owner bigint;
  v_held bigint;
  v_count integer;
  v_bytes bigint;
  v_usage stream_usage;
  v_quota push_quotas;
  v_result jsonb;
begin
  if cardinality(p_streams) <> 1 then
    return push_counted_streams(p_user, p_device, p_first, p_last, p_events, p_channel, p_streams, p_now);
  end if;
  v_owner := substr(p_streams[1], 6)::bigint;
  select coalesce(max(last_device_seq), 0) into v_held from devices where device = p_device and user_id = p_user;
  select count(*), coalesce(sum(octet_length(e::text)), 0) into v_count, v_bytes
    from jsonb_array_elements(p_events) e where (e->>'deviceSeq')::bigint > v_held;
  if v_count > 0 then
    select * into v_quota from push_quotas;
    select * into v_usage from stream_usage where user_id = v_owner;
    if coalesce(v_usage.stored_bytes, 0) + v_bytes > v_quota.stream_bytes then
      return jsonb_build_object('quota', 'bytes');
    elsif (case when v_usage.minute_start = v_minute then v_usage.minute_events else 0 end) + v_count > v_quota.events_per_minute then
      return jsonb_build_object('quota', 'minute', 'retryAfter', greatest(1, ceil(extract(epoch from v_minute + interval '1 minute' - p_now))::integer));
    end if;
  end if;

  v_result := push_batch(p_user, p_device, p_first, p_last, p_events, p_channel, p_streams);
  if v_result ? 'held' and jsonb_array_length(v_result->'accepted') > 0 then
    -- push_batch read the device under its lock; another push of it may have stored in between.
    if (v_result->>'held')::bigint <> v_held then
      select count(*), coalesce(sum(octet_length(e::text)), 0) into v_count, v_bytes
        from jsonb_array_elements(p_events) e where (e->>'deviceSeq')::bigint > (v_result->>'held')::bigint;
    end if;
    insert into stream_usage (user_id, stored_bytes, minute_start, minute_events)
    values (v_owner, v_bytes, v_minute, v_count)
    on conflict (user_id) do update
       set stored_bytes = stream_usage.stored_bytes + excluded.stored_bytes,
           minute_events = case when stream_usage.minute_start = excluded.minute_start then stream_usage.minute_events + excluded.minute_events else excluded.minute_events end,
           minute_start = excluded.minute_start;
  end if;
  return v_result;
end
$$;
