-- A new device's preview of a stream (docs/sync.md): after `p_after`, every event whose type is not
-- dated, the dated ones on or after `p_from`, and those naming an item made by such a recent one,
-- as the JSON text of the events in seq order, with the stream's head. `p_dated` maps each dated
-- type to how it is dated: {"field": <payload field holding the day>} or {"item": <payload field
-- naming an item>}; an item's day is that of the field-dated event with the same value in that field.
-- One pass over the stream's index: the recent items are read once, then matched by hash.
create function pull_preview(p_stream text, p_after bigint, p_from text, p_dated jsonb, p_limit int)
returns table (events_json text, last_seq bigint, page_rows bigint, head bigint)
language sql stable
set enable_bitmapscan = off
set enable_seqscan = off
as $$
  with stream_events as materialized (
    select id, stream, seq, type, v, payload, actor, device, device_seq, at, p_dated -> type as dated
      from events where stream = p_stream
  ),
  item_fields as (
    select distinct value ->> 'item' as field from jsonb_each(p_dated) where value ? 'item'
  ),
  recent_items as (
    select f.field, s.payload ->> f.field as item
      from stream_events s join item_fields f on s.payload ? f.field
     where s.dated ? 'field' and s.payload ->> (s.dated ->> 'field') >= p_from
  ),
  preview as (
    select s.*, row_number() over (order by s.seq) as n
      from stream_events s
     where s.seq > p_after
       and (s.dated is null
            or (s.dated ? 'field' and s.payload ->> (s.dated ->> 'field') >= p_from)
            or (s.dated ? 'item' and (s.dated ->> 'item', s.payload ->> (s.dated ->> 'item'))
                                     in (select field, item from recent_items)))
  )
  select string_agg(
           json_build_object('id', id, 'stream', stream, 'seq', seq, 'type', type, 'v', v, 'payload', payload,
                             'actor', actor, 'device', device, 'deviceSeq', device_seq, 'at', at)::text,
           ',' order by seq) filter (where n <= p_limit),
         max(seq) filter (where n <= p_limit),
         count(*),
         (select max(seq) from stream_events)
    from preview
$$;
