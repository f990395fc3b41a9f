-- The server writes through devices of its own (server:user:<id>, the planner's). Before pushes from
-- them were refused, any app could register one to itself, and every auto-plan of the person it
-- names then answered 500. Such a registration is removed, so the server registers the device again
-- at its next append; the events pushed through it stay in the pusher's own stream.
delete from devices where device like 'server:%' and device <> 'server:user:' || user_id;

-- A stream has one spelling, user:<id> without leading zeros (src/core/api/idParam.ts). Events stored
-- under another spelling (user:02) passed the access check of the user it reads as, yet no device
-- of that user pulls them and account deletion left them behind: they go.
delete from events where stream !~ '^user:[1-9][0-9]{0,14}$';
