-- A page of a pull as the JSON text of its events, read along the (stream, seq) index.
-- PGlite has no autovacuum, so the events table may never be analysed: without statistics the
-- planner guessed a few rows per stream and read every event after the cursor (a bitmap scan),
-- sorted them and kept one page, so a first pull of a long history read it about pages/2 times
-- over. The settings below leave it the index scan alone, whatever the statistics say.
create function pull_page(p_stream text, p_after bigint, p_limit int)
returns table (events_json text, last_seq bigint, page_rows bigint, head bigint)
language sql stable
set enable_bitmapscan = off
set enable_seqscan = off
set enable_sort = off
as $$
  select string_agg(
           json_build_object('id', id, 'stream', stream, 'seq', seq, 'type', type, 'v', v, 'payload', payload,
                             'actor', actor, 'device', device, 'deviceSeq', device_seq, 'at', at)::text,
           ',' order by seq) filter (where n <= p_limit),
         max(seq) filter (where n <= p_limit),
         count(*),
         (select max(seq) from events where stream = p_stream)
    from (select id, stream, seq, type, v, payload, actor, device, device_seq, at,
                 row_number() over (order by seq) as n
            from events where stream = p_stream and seq > p_after order by seq limit p_limit + 1) page
$$;
