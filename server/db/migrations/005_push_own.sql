-- A person pushing to their own stream (almost every push) is signed in and stored in one call:
-- the token is checked here as authenticate() checks it (not revoked, used within the idle days;
-- its last use written at most once a minute), the account must be enabled, and every event's
-- actor and stream must be the token's own user. Anything else answers what failed, and the
-- server takes the general path (authenticate, per-event access, push_batch), whose answers and
-- errors are the same as before.
create function push_own(p_token_hash bytea, p_now timestamptz, p_idle_days integer, p_device text, p_first bigint, p_last bigint, p_events jsonb, p_channel text, p_streams text[])
returns jsonb
language plpgsql
as $$
declare
  v_user bigint;
  v_enabled boolean;
  v_stale boolean;
  v_own text;
begin
  select u.id, u.account_enabled, t.last_used_at < p_now - interval '1 minute'
    into v_user, v_enabled, v_stale
    from auth_tokens t join users u on u.id = t.user_id
   where t.token_hash = p_token_hash and t.revoked_at is null
     and t.last_used_at > p_now - make_interval(days => p_idle_days);
  if v_user is null then
    return jsonb_build_object('fallback', 'unauthenticated');
  end if;
  if v_stale then
    update auth_tokens set last_used_at = p_now where token_hash = p_token_hash;
  end if;
  if not v_enabled then
    return jsonb_build_object('fallback', 'disabled');
  end if;
  v_own := 'user:' || v_user;
  if exists (select 1 from unnest(p_streams) s where s <> v_own)
     or exists (select 1 from jsonb_array_elements(p_events) e where e->>'actor' <> v_own or e->>'stream' <> v_own) then
    return jsonb_build_object('fallback', 'foreign');
  end if;
  return push_batch(v_user, p_device, p_first, p_last, p_events, p_channel, p_streams);
end
$$;
