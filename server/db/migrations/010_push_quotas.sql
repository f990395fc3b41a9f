-- Quotas on what a stream takes (server/quotas.ts): events per clock minute and bytes held in all.
-- The server writes its configured limits into push_quotas when it starts (QUOTA_* settings), so
-- the push functions read them without a parameter; processes of one database share one setting.
create table push_quotas (
  single boolean primary key default true check (single),
  events_per_minute integer not null,
  stream_bytes bigint not null
);
insert into push_quotas (events_per_minute, stream_bytes) values (6000, 1073741824);

-- A stream's usage, by the user whose stream it is: bytes of the events stored (each as its JSON
-- envelope) and events stored in the current clock minute. Written only under the stream's
-- advisory lock (push_lock, 006), so it adds no lock order of its own.
create table stream_usage (
  user_id bigint primary key references users (id) on delete cascade,
  stored_bytes bigint not null default 0,
  minute_start timestamptz not null,
  minute_events integer not null default 0
);
insert into stream_usage (user_id, stored_bytes, minute_start, minute_events)
select u.id, sum(octet_length(jsonb_build_object('id', e.id, 'stream', e.stream, 'type', e.type, 'v', e.v, 'payload', e.payload, 'actor', e.actor,
         'device', e.device, 'deviceSeq', e.device_seq, 'at', e.at)::text)), now(), 0
  from events e join users u on e.stream = 'user:' || u.id
 group by u.id;

-- push_batch (003, 006) within the quotas: a batch that would take a stream over a quota stores
-- nothing and answers { quota: 'bytes' } or { quota: 'minute', retryAfter: seconds }; the device
-- keeps its events and sends them again (docs/sync.md). Only events the device has not sent
-- before count, so a batch resent after a lost answer is never refused for events already held.
create function push_counted(p_user bigint, p_device text, p_first bigint, p_last bigint, p_events jsonb, p_channel text, p_streams text[], p_now timestamptz)
returns jsonb
language plpgsql
as $$
declare
  v_minute timestamptz := date_trunc('minute', p_now);
  v_held bigint;
  v_over text;
  v_result jsonb;
begin
  select coalesce(max(last_device_seq), 0) into v_held from devices where device = p_device and user_id = p_user;
  select case when bool_or(coalesce(u.stored_bytes, 0) + b.bytes > q.stream_bytes) then 'bytes'
              when bool_or(case when u.minute_start = v_minute then u.minute_events else 0 end + b.n > q.events_per_minute) then 'minute' end
    into v_over
    from (select e->>'stream' as stream, count(*) as n, sum(octet_length(e::text)) as bytes
            from jsonb_array_elements(p_events) e
           where (e->>'deviceSeq')::bigint > v_held
           group by 1) b
    cross join push_quotas q
    left join stream_usage u on u.user_id = substr(b.stream, 6)::bigint;
  if v_over = 'bytes' then
    return jsonb_build_object('quota', 'bytes');
  elsif v_over = 'minute' then
    return jsonb_build_object('quota', 'minute', 'retryAfter', greatest(1, ceil(extract(epoch from v_minute + interval '1 minute' - p_now))::integer));
  end if;

  v_result := push_batch(p_user, p_device, p_first, p_last, p_events, p_channel, p_streams);
  if v_result ? 'held' and jsonb_array_length(v_result->'accepted') > 0 then
    insert into stream_usage (user_id, stored_bytes, minute_start, minute_events)
    select substr(e->>'stream', 6)::bigint, sum(octet_length(e::text)), v_minute, count(*)
      from jsonb_array_elements(p_events) e
     where (e->>'deviceSeq')::bigint > (v_result->>'held')::bigint
     group by 1
    on conflict (user_id) do update
       set stored_bytes = stream_usage.stored_bytes + excluded.stored_bytes,
           minute_events = case when stream_usage.minute_start = excluded.minute_start then stream_usage.minute_events + excluded.minute_events else excluded.minute_events end,
           minute_start = excluded.minute_start;
  end if;
  return v_result;
end
$$;

-- push_own (005) storing through push_counted.
create or replace function push_own(p_token_hash bytea, p_now timestamptz, p_idle_days integer, p_device text, p_first bigint, p_last bigint, p_events jsonb, p_channel text, p_streams text[])
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
  return push_counted(v_user, p_device, p_first, p_last, p_events, p_channel, p_streams, p_now);
end
$$;
