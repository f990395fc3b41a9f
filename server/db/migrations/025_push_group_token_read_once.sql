-- push_own_group (022) read each push's token twice: once (live_token) to choose the pushes that
-- take locks, and again through authenticate_token, a call per token that read the token, the
-- account and the billing rule and wrote the token's last use. Now one statement reads each push's
-- token with its account's billing issue (the same live_token and billing_issue), before any lock
-- as before; after the locks, only the tokens whose last use is over a minute old are written, one
-- by one in hash order (the lock order of 006), at their latest push's time, as authenticate_token
-- did. The decisions per push are unchanged: unauthenticated, blocked, foreign, or stored through
-- push_counted (tests/api/push-token-parity.test.ts checks them against push_own).
create or replace function push_own_group(p_pushes jsonb, p_events jsonb, p_idle_days integer, p_channel text)
returns jsonb
language plpgsql
as $$
declare
  v_tokens bytea[];
  v_nows timestamptz[];
  v_devices text[];
  v_firsts bigint[];
  v_lasts bigint[];
  v_streams text[];
  v_users bigint[];
  v_issues text[];
  v_stale boolean[];
  v_token record;
  v_events jsonb;
  v_results jsonb[] := '{}';
begin
  select array_agg(decode(p.value->>'token', 'hex') order by p.at), array_agg((p.value->>'now')::timestamptz order by p.at),
         array_agg(p.value->>'device' order by p.at), array_agg((p.value->>'first')::bigint order by p.at),
         array_agg((p.value->>'last')::bigint order by p.at), array_agg(p.value->>'own' order by p.at)
    into v_tokens, v_nows, v_devices, v_firsts, v_lasts, v_streams
    from jsonb_array_elements(p_pushes) with ordinality as p(value, at);

  -- A push's account when its token is live and names the user of its stream, else null.
  select array_agg(a.user_id order by i), array_agg(a.issue order by i), array_agg(coalesce(a.stale, false) order by i)
    into v_users, v_issues, v_stale
    from generate_subscripts(v_tokens, 1) as i
    left join lateral (
      select l.user_id, l.stale, billing_issue(l.user_id) as issue
        from live_token(v_tokens[i], v_nows[i], p_idle_days) l
       where 'user:' || l.user_id = v_streams[i]) a on true;

  -- Only those pushes take locks.
  perform push_lock(
    array(select v_streams[i] from generate_subscripts(v_tokens, 1) as i where v_users[i] is not null),
    array(select v_devices[i] from generate_subscripts(v_tokens, 1) as i where v_users[i] is not null));

  for v_token in
    select u.hash, max(u.now) as now from unnest(v_tokens, v_nows, v_stale) as u(hash, now, stale)
     where u.stale group by 1 order by 1
  loop
    update auth_tokens t set last_used_at = v_token.now where t.token_hash = v_token.hash;
  end loop;

  for i in 1 .. coalesce(array_length(v_tokens, 1), 0)
  loop
    v_events := p_events->(i - 1);
    if v_users[i] is null then
      v_results[i] := jsonb_build_object('fallback', 'unauthenticated');
    elsif v_issues[i] is not null then
      v_results[i] := jsonb_build_object('fallback', 'blocked');
    elsif exists (select 1 from jsonb_array_elements(v_events) e where e->>'actor' <> v_streams[i] or e->>'stream' <> v_streams[i]) then
      v_results[i] := jsonb_build_object('fallback', 'foreign');
    else
      v_results[i] := push_counted(v_users[i], v_devices[i], v_firsts[i], v_lasts[i], v_events, p_channel, array[v_streams[i]], v_nows[i]);
    end if;
  end loop;
  return to_jsonb(v_results);
end
$$;
