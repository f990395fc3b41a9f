-- Pushes of several server processes never deadlock (docs/sync.md, "Locks"). Every transaction that
-- stores events takes the locks it needs before it stores anything, in one global order:
--   1. transaction advisory locks on its streams and devices, in ascending order of their keys;
--   2. the rows of the tokens whose last use it writes, in ascending order of their hashes.
-- A transaction that waits therefore only waits for a lock that ranks above every lock it holds,
-- so no cycle of waits can form. A device's row is only locked or inserted under its device key,
-- so two pushes never contend for it. Sorting by key rather than by name keeps the order total even
-- when two names hash to the same key (the lock is then simply shared).
-- Before, a group commit (one statement calling push_own once per push) took each push's device
-- row and then its stream, push after push, so two groups in two processes could lock two streams
-- crosswise (tests/api/sync-locks.test.ts). Anything push_own or push_batch comes to lock later
-- must be keyed by a stream or device locked here, or be taken in this same order.

create or replace function push_lock(p_streams text[], p_devices text[])
returns void
language plpgsql
as $$
declare
  v_key bigint;
begin
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

-- As in 003, with the stream and device locks taken first, in the order above.
create or replace function push_batch(p_user bigint, p_device text, p_first bigint, p_last bigint, p_events jsonb, p_channel text, p_streams text[])
returns jsonb
language plpgsql
as $$
declare
  v_held bigint;
  v_stream text;
  v_last bigint;
  v_rows jsonb;
  v_accepted jsonb := '[]'::jsonb;
begin
  perform push_lock(p_streams, array[p_device]);
  update devices d set last_device_seq = case when p_first > o.held + 1 then o.held else greatest(o.held, p_last) end
    from (select last_device_seq as held, user_id as owner from devices where device = p_device for update) o
   where d.device = p_device and o.owner = p_user
  returning o.held into v_held;
  if not found then
    if exists (select 1 from devices where device = p_device) then
      return jsonb_build_object('foreignDevice', true);
    end if;
    insert into devices (device, user_id) values (p_device, p_user) on conflict (device) do nothing;
    return push_batch(p_user, p_device, p_first, p_last, p_events, p_channel, p_streams);
  end if;
  if p_last > v_held and p_first > v_held + 1 then
    return jsonb_build_object('expected', v_held + 1);
  end if;
  foreach v_stream in array p_streams
  loop
    select coalesce(max(seq), 0) into v_last from events where stream = v_stream;
    with stored as (
      insert into events (id, stream, seq, type, v, payload, actor, device, device_seq, at)
      select e.id, e.stream, v_last + row_number() over (order by e."deviceSeq"), e.type, e.v, e.payload, e.actor, e.device, e."deviceSeq", e.at
        from jsonb_to_recordset(p_events) as e(id uuid, stream text, type text, v integer, payload jsonb, actor text, device text, "deviceSeq" bigint, at text)
       where e.stream = v_stream and e."deviceSeq" > v_held
      on conflict (id) do nothing
      returning id, seq
    )
    select coalesce(jsonb_agg(jsonb_build_object('id', id, 'stream', v_stream, 'seq', seq)), '[]'::jsonb), max(seq) into v_rows, v_last from stored;
    v_accepted := v_accepted || v_rows;
    if v_last is not null then perform pg_notify(p_channel, v_stream || ':' || v_last); end if;
  end loop;
  return jsonb_build_object('held', v_held, 'accepted', v_accepted);
end
$$;

-- A group of own-stream pushes (groupCommit) in one call: p_pushes is an array of
-- { token (hex of its hash), now, device, first, last, events, own } and the answer is push_own's
-- answer for each, in the same order. Only pushes whose token is live and names the user of `own`
-- take locks, so a stranger's push cannot hold a person's stream; the others are answered
-- 'unauthenticated' and the server takes the general path for them. push_own checks everything again.
create or replace function push_own_group(p_pushes jsonb, p_idle_days integer, p_channel text)
returns jsonb
language plpgsql
as $$
declare
  v_own boolean[];
  v_push jsonb;
  v_at bigint;
  v_token record;
  v_results jsonb := '[]'::jsonb;
begin
  select array_agg(exists (
           select 1 from auth_tokens t
            where t.token_hash = decode(p.value->>'token', 'hex') and t.revoked_at is null
              and t.last_used_at > (p.value->>'now')::timestamptz - make_interval(days => p_idle_days)
              and 'user:' || t.user_id = p.value->>'own') order by p.at)
    into v_own
    from jsonb_array_elements(p_pushes) with ordinality as p(value, at);

  perform push_lock(
    array(select p.value->>'own' from jsonb_array_elements(p_pushes) with ordinality as p(value, at) where v_own[p.at::int]),
    array(select p.value->>'device' from jsonb_array_elements(p_pushes) with ordinality as p(value, at) where v_own[p.at::int]));

  -- push_own writes a token's last use at most once a minute; written here first, in hash order.
  for v_token in
    select decode(p.value->>'token', 'hex') as hash, max((p.value->>'now')::timestamptz) as now
      from jsonb_array_elements(p_pushes) with ordinality as p(value, at)
     where v_own[p.at::int]
     group by 1 order by 1
  loop
    update auth_tokens set last_used_at = v_token.now
     where token_hash = v_token.hash and revoked_at is null and last_used_at < v_token.now - interval '1 minute';
  end loop;

  for v_push, v_at in select p.value, p.at from jsonb_array_elements(p_pushes) with ordinality as p(value, at) order by p.at
  loop
    if v_own[v_at] then
      v_results := v_results || jsonb_build_array(push_own(decode(v_push->>'token', 'hex'), (v_push->>'now')::timestamptz, p_idle_days, v_push->>'device',
        (v_push->>'first')::bigint, (v_push->>'last')::bigint, v_push->'events', p_channel, array[v_push->>'own']));
    else
      v_results := v_results || jsonb_build_array(jsonb_build_object('fallback', 'unauthenticated'));
    end if;
  end loop;
  return v_results;
end
$$;
