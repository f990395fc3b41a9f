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

