-- A new device's preview (023, 026) tells an event about an item made on a recent day by joining
-- the items those days make, not by `item in (select unnest(makes) ...)`. PostgreSQL hashes such a
-- subquery only while it expects it to fit in work_mem; once a stream's statistics are gathered
-- (autovacuum's analyze) it expects ten items for each of the stream's rows, so it no longer
-- does, and searched the made items one by one for every event: on PGlite 100,000 events took
-- 11 to 16 s instead of 0.2 s. A join is hashed (in batches, when it is large) whatever the
-- estimate. The preview's events are the same.
create or replace function pull_preview(p_stream text, p_after bigint, p_from text, p_dated jsonb, p_limit int)
returns table (events_json text, last_seq bigint, page_rows bigint, head bigint)
language sql stable
set enable_bitmapscan = off
set enable_seqscan = off
as $$
  with dated as (
    select key as type, value ->> 'field' as day_field, value ->> 'item' as item_field from jsonb_each(p_dated)
  ),
  item_fields as (select distinct item_field as field from dated where item_field is not null),
  marked as materialized (
    select e.seq, d.type is null as undated,
           d.day_field is not null and e.payload ->> d.day_field >= p_from as recent,
           case when d.item_field is not null then d.item_field || ':' || (e.payload ->> d.item_field) end as item,
           case when d.day_field is not null and e.payload ->> d.day_field >= p_from
                then array(select f.field || ':' || (e.payload ->> f.field) from item_fields f where e.payload ? f.field)
           end as makes
      from events e left join dated d on d.type = e.type
     where e.stream = p_stream
  ),
  made as (select distinct unnest(makes) as item from marked where makes is not null),
  chosen as (
    select m.seq, row_number() over (order by m.seq) as n
      from marked m left join made on made.item = m.item
     where m.seq > p_after
       and (m.undated or m.recent or made.item is not null)
  )
  select string_agg(event_json(e.id, e.stream, e.seq, e.type, e.v, e.payload, e.actor, e.device, e.device_seq, e.at),
                    ',' order by e.seq),
         max(e.seq),
         (select count(*) from chosen),
         (select max(seq) from events where stream = p_stream)
    from chosen c join events e on e.stream = p_stream and e.seq = c.seq
   where c.n <= p_limit
$$;
