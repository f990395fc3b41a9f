-- Storing a pushed batch is one call (docs/sync.md). One statement reads and advances the device's
-- number under a row lock (a gap leaves it as it was and answers the number expected); events the
-- device already sent are skipped; each stream gets the next seqs under a transaction-scoped
-- advisory lock held until commit, so a puller never sees seq n+1 before n; an id stored before is
-- skipped by the primary key (its seq stays unused: pulls follow seq, not count); followers are
-- poked on commit. The server has already validated and authorised every event in p_events;
-- p_first and p_last are the batch's first and last deviceSeq, rejected events included.
-- The counter table of 002 cost a row update per push; the (stream, seq) index answers max(seq).
drop table streams;

create function push_batch(p_user bigint, p_device text, p_first bigint, p_last bigint, p_events jsonb, p_channel text, p_streams text[])
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
  -- p_streams: the batch's streams, sorted, so two batches lock shared streams in the same order.
  foreach v_stream in array p_streams
  loop
    perform pg_advisory_xact_lock(hashtextextended(v_stream, 0));
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
