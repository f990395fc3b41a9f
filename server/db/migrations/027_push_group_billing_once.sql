-- The billing rule asked once a push, and planned once a session.
--
-- push_own_group (025) asks each push's billing issue once, for the token that matched. In 025 the
-- issue was a column of the lateral join on live_token, and PostgreSQL evaluates such a column
-- where it scans auth_tokens, before the join's condition: where the table is small enough to read
-- whole, every token's account had its billing rule evaluated for each push (counted with
-- track_functions under the sync bench's load on PostgreSQL: 16 calls a push). Now it is evaluated
-- in the aggregate, once a push whose token matched. Everything else is as in 025.
--
-- billing_issue (016) in plpgsql, the same rule on the same rows: a SQL function whose body reads
-- tables is not inlined, and PostgreSQL plans its query again each time a statement calling it
-- starts (each push group, each sign-in check); plpgsql keeps the plan for the session. The
-- subscriptions' statuses come from a lateral join, not a subquery in billing_issue_of's arguments,
-- so that billing_issue_of (whose arguments are used more than once) is inlined into that plan.
-- Six calls from one prepared statement (pgbench -M prepared), less the same statement without
-- them: 0.50 ms as SQL, 0.09 ms now.
create or replace function billing_issue(p_user bigint)
returns text
language plpgsql
stable
as $$
begin
  return (select billing_issue_of(
            u.payment_status_override, u.account_enabled, c.account_enabled, u.is_diy, u.is_coach,
            o.product_stripe_id is not null and 'FF_B2C_PAYWALL' = any(o.feature_flags || u.feature_flags),
            coalesce(s.statuses, '{}'))
            from users u
            join organisations o on o.id = u.organisation_id
            left join users c on c.id = u.coach_id
            left join lateral (select array_agg(s.status) as statuses from subscriptions s where s.user_id = u.id) s on true
           where u.id = p_user);
end
$$;

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
  select array_agg(a.user_id order by i),
         array_agg(case when a.user_id is not null then billing_issue(a.user_id) end order by i),
         array_agg(coalesce(a.stale, false) order by i)
    into v_users, v_issues, v_stale
    from generate_subscripts(v_tokens, 1) as i
    left join lateral (
      select l.user_id, l.stale
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
