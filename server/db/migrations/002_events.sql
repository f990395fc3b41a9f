-- The event store: one row per event, ordered per stream by seq.
create table streams (
  stream text primary key,
  last_seq bigint not null default 0
);

create table events (
  id uuid primary key,
  stream text not null,
  seq bigint not null,
  type text not null,
  v integer not null,
  payload jsonb not null,
  actor text not null,
  device text not null,
  device_seq bigint not null,
  at text not null,
  received_at timestamptz not null default now(),
  unique (stream, seq)
);

-- Each device numbers its events 1, 2, 3, ...; the server remembers the last one it holds.
create table devices (
  device text primary key,
  user_id bigint not null references users (id) on delete cascade,
  last_device_seq bigint not null default 0,
  created_at timestamptz not null default now()
);
