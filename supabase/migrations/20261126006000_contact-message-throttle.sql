-- Contact-form throttle in the database, so it holds wherever the migrations run (hosted
-- Supabase has no gateway in front of PostgREST to count anonymous writes).
--
-- At most 5 messages per sender e-mail address (case-insensitive) in any rolling hour; the
-- next one is refused with HTTP 429 (SQLSTATE PT429, which PostgREST and lite both turn
-- into that status) and the text the contact page shows. The limit and the message are
-- mirrored in supabase/rules/contact-message.ts (CONTACT_HOURLY_LIMIT, CONTACT_MESSAGES.tooMany):
-- keep both in step.
--
-- Per address only, with no global per-hour ceiling: anonymous senders have no id, and a
-- global ceiling would be a switch any one flooder could flip to silence every honest
-- visitor for the rest of the hour. Per address, one sender's flood costs nobody else
-- anything and caps what can pile up for any one address. A flood that rotates addresses is
-- the job of a per-IP limit in front of the database (the gateway here; on hosted Supabase
-- a network restriction, an Edge Function or a captcha).
--
-- Trusted callers (service role, database owners) are not throttled.

create index contact_messages_sender_recent_idx
  on public.contact_messages (lower(email), created_at desc);

-- SECURITY DEFINER: senders may insert but not read contact_messages, and the count must
-- see every row. Named to fire after guard_contact_message_write (triggers fire in name
-- order), so invalid input gets its field message rather than this one.
create function public.limit_contact_message_rate()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  sender text := lower(new.email);
begin
  if public.request_is_trusted() then
    return new;
  end if;
  -- concurrent sends from one address are counted one after the other
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('contact_messages:' || sender, 0));
  if (
    select count(*)
    from public.contact_messages m
    where lower(m.email) = sender and m.created_at > now() - interval '1 hour'
  ) >= 5 then
    raise exception 'You have sent several messages in the last hour. Please wait before sending another.'
      using errcode = 'PT429';
  end if;
  return new;
end;
$$;

revoke all on function public.limit_contact_message_rate() from public, anon, authenticated;

create trigger limit_contact_message_rate
  before insert on public.contact_messages
  for each row execute function public.limit_contact_message_rate();
