-- Sealed pages: a full page of a pull kept as the JSON text pull_page (020) writes for it. A page of
-- `limit` events is complete once written (seqs are given in commit order, never below the stream's
-- last), and the same for every reader: access is checked by the route, the device's lastDeviceSeq and
-- the stream's head are read with each answer, events are upcast by the app, not here. Writing out
-- each jsonb payload was most of a page's read on PGlite (about 150 ms for 10,000 events); a sealed
-- one is read back as one value. Pages chain from the stream's start (each begins where the last
-- ended), which is where a new device's pull goes. A change to pull_page's text must empty this table.
create table sealed_pages (
  stream text not null,
  page_limit int not null,
  after_seq bigint not null,
  last_seq bigint not null,
  events_json text not null,
  primary key (stream, page_limit, after_seq)
);

-- The page after `p_after` as pull_page answers it, from the sealed one when there is one. The head
-- along the index whatever the statistics say, as in pull_page.
create function pull_page_kept(p_stream text, p_after bigint, p_limit int)
returns table (events_json text, last_seq bigint, page_rows bigint, head bigint, sealed boolean)
language plpgsql stable
set enable_bitmapscan = off
set enable_seqscan = off
as $$
begin
  return query
    select s.events_json, s.last_seq,
           p_limit + (case when top.head > s.last_seq then 1 else 0 end)::bigint,
           top.head, true
      from sealed_pages s, (select max(e.seq) as head from events e where e.stream = p_stream) top
     where s.stream = p_stream and s.page_limit = p_limit and s.after_seq = p_after;
  if not found then
    return query select p.events_json, p.last_seq, p.page_rows, p.head, false from pull_page(p_stream, p_after, p_limit) p;
  end if;
end
$$;

-- Seals the stream's next full page, if there is one, and answers its last seq (null when none is
-- full). The shared lock meets the exclusive one of forget_sealed_pages below: a stream's events
-- erased while a page of them is being sealed never leave that page behind.
create function seal_next_page(p_stream text, p_limit int)
returns bigint
language plpgsql
as $$
declare
  v_after bigint;
  v_page record;
begin
  perform pg_advisory_xact_lock_shared(hashtextextended('sealed_pages:' || p_stream, 0));
  select coalesce(max(last_seq), 0) into v_after from sealed_pages where stream = p_stream and page_limit = p_limit;
  if coalesce((select max(seq) from events where stream = p_stream), 0) - v_after < p_limit then
    return null;
  end if;
  select * into v_page from pull_page(p_stream, v_after, p_limit);
  if v_page.page_rows < p_limit then
    return null;
  end if;
  insert into sealed_pages (stream, page_limit, after_seq, last_seq, events_json)
  values (p_stream, p_limit, v_after, v_page.last_seq, v_page.events_json)
  on conflict do nothing;
  return v_page.last_seq;
end
$$;

-- Events changed or removed (an account's erasure) take their stream's sealed pages with them. Only
-- statement triggers: a push inserts, and pays nothing for this.
create function forget_sealed_pages() returns trigger
language plpgsql
as $$
declare
  v_stream text;
begin
  if tg_op = 'TRUNCATE' then
    truncate sealed_pages;
    return null;
  end if;
  for v_stream in select distinct stream from changed order by 1 loop
    perform pg_advisory_xact_lock(hashtextextended('sealed_pages:' || v_stream, 0));
    delete from sealed_pages where stream = v_stream;
  end loop;
  return null;
end
$$;

create trigger events_deleted_unseal after delete on events
  referencing old table as changed for each statement execute function forget_sealed_pages();
create trigger events_updated_unseal after update on events
  referencing old table as changed for each statement execute function forget_sealed_pages();
create trigger events_truncated_unseal after truncate on events
  for each statement execute function forget_sealed_pages();
