-- Recipient activity: /recipient/appointments and /recipient/notifications.
-- Builds on 20261122003000_marketplace.sql (donor_appointment_requests, appointments,
-- notifications) and the guards of 20261123000100_hardening.sql; mirrored by
-- supabase/rules/recipient-activity.ts.
--
-- 1. public.recipient_activity: the caller's donor requests and appointments in one list,
--    with the hospital and the listing's public name and blood group. Never a donor's phone,
--    e-mail or contact person (the requester cannot read donors or blood_services).
-- 2. cancel_donor_request() / cancel_appointment(): cancel one's own pending/accepted request
--    or requested/confirmed appointment with readable messages (the RLS update path of the
--    marketplace migration stays, with its generic message).
-- 3. A requester holds at most one open (pending or accepted) request per donor listing.
-- 4. Notifications follow status changes: the donor hears of a cancelled request, the
--    requester of an accepted or declined one, an appointment's owner of a confirmation or
--    of a cancellation made by someone else.
-- 5. mark_notification_read(), mark_all_notifications_read() and notification_summary()
--    (unread and total counts, polled by the recipient portal: lite has no realtime).

-- ---------------------------------------------------------------------------
-- 1. The caller's requests and appointments. Runs with the owner's rights (like
-- blood_service_listings) and filters on auth.uid(), so anon and other users get no rows.
create view public.recipient_activity
with (security_invoker = false, security_barrier = true)
as
select
  'donor_request'::text as kind,
  r.id,
  r.status,
  r.created_at,
  null::timestamptz as scheduled_at,
  r.updated_at,
  h.name as hospital_name,
  h.city as hospital_city,
  h.country as hospital_country,
  s.provider_name,
  s.blood_group,
  null::text as appointment_type,
  null::text as notes
from public.donor_appointment_requests r
join public.hospitals h on h.id = r.hospital_id
left join public.blood_services s on s.id = r.listing_id
where r.requester_id = (select auth.uid())
union all
select
  'appointment'::text,
  a.id,
  a.status,
  a.created_at,
  a.scheduled_at,
  a.updated_at,
  h.name,
  h.city,
  h.country,
  s.provider_name,
  s.blood_group,
  a.type,
  a.notes
from public.appointments a
join public.hospitals h on h.id = a.hospital_id
left join public.blood_services s on s.id = a.listing_id
where a.user_id = (select auth.uid());

comment on view public.recipient_activity is
  'The caller''s donor requests and appointments (/recipient/appointments); no donor contact details.';

revoke all on public.recipient_activity from public;
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon') then
    execute 'revoke all on public.recipient_activity from anon, authenticated';
    execute 'grant select on public.recipient_activity to authenticated';
  end if;
end $$;

-- ---------------------------------------------------------------------------
-- 2. Cancelling. Someone else's row answers "not found", exactly like a missing one.
create function public.cancel_donor_request(request_id uuid)
returns public.donor_appointment_requests
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  request public.donor_appointment_requests;
begin
  if caller is null then
    raise exception 'You must be logged in to cancel a request' using errcode = '42501';
  end if;
  select * into request from public.donor_appointment_requests r
  where r.id = cancel_donor_request.request_id and r.requester_id = caller
  for update;
  if request.id is null then
    raise exception 'Donation request not found' using errcode = 'P0002';
  end if;
  if request.status = 'cancelled' then
    raise exception 'This request is already cancelled' using errcode = '22023';
  end if;
  if request.status not in ('pending', 'accepted') then
    raise exception 'Only a pending or accepted request can be cancelled' using errcode = '22023';
  end if;
  update public.donor_appointment_requests r set status = 'cancelled'
  where r.id = request.id
  returning * into request;
  return request;
end;
$$;

create function public.cancel_appointment(appointment_id uuid)
returns public.appointments
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  appointment public.appointments;
begin
  if caller is null then
    raise exception 'You must be logged in to cancel an appointment' using errcode = '42501';
  end if;
  select * into appointment from public.appointments a
  where a.id = cancel_appointment.appointment_id and a.user_id = caller
  for update;
  if appointment.id is null then
    raise exception 'Appointment not found' using errcode = 'P0002';
  end if;
  if appointment.status = 'cancelled' then
    raise exception 'This appointment is already cancelled' using errcode = '22023';
  end if;
  if appointment.status not in ('requested', 'confirmed') then
    raise exception 'Only a requested or confirmed appointment can be cancelled' using errcode = '22023';
  end if;
  update public.appointments a set status = 'cancelled'
  where a.id = appointment.id
  returning * into appointment;
  return appointment;
end;
$$;

-- ---------------------------------------------------------------------------
-- 3. One open request per requester and donor listing. request_donor() already refuses a
-- second pending one (and a unique index backs it); this adds the accepted case.
create function public.guard_open_donor_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  open_status text;
begin
  select r.status into open_status
  from public.donor_appointment_requests r
  where r.requester_id = new.requester_id and r.listing_id = new.listing_id
    and r.status in ('pending', 'accepted')
  order by r.status = 'accepted' desc
  limit 1;
  if open_status = 'accepted' then
    raise exception 'This donor has already accepted your request' using errcode = '23505';
  elsif open_status = 'pending' then
    raise exception 'You already have a pending request for this donor' using errcode = '23505';
  end if;
  return new;
end;
$$;

create trigger guard_open_donor_request
  before insert on public.donor_appointment_requests
  for each row execute function public.guard_open_donor_request();

-- ---------------------------------------------------------------------------
-- 4. Notifications that follow status changes. The texts name the hospital, never a
-- person's contact details.
create function public.notify_donor_request_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  hospital public.hospitals;
  donor_user uuid;
begin
  if new.status is not distinct from old.status then
    return null;
  end if;
  select * into hospital from public.hospitals h where h.id = new.hospital_id;
  if new.status = 'cancelled' then
    select d.user_id into donor_user from public.donors d where d.id = new.donor_record_id;
    if donor_user is not null then
      insert into public.notifications (user_id, title, body, kind)
      values (
        donor_user,
        'Donation request cancelled',
        format('The request for you to donate at %s, %s has been cancelled. You do not need to go to the hospital for it.',
               hospital.name, hospital.city),
        'donation_request'
      );
    end if;
  elsif new.status = 'accepted' then
    insert into public.notifications (user_id, title, body, kind)
    values (
      new.requester_id,
      'Donor accepted your request',
      format('The donor has agreed to donate at %s, %s. The hospital will coordinate the donation.', hospital.name, hospital.city),
      'donation_request'
    );
  elsif new.status = 'declined' then
    insert into public.notifications (user_id, title, body, kind)
    values (
      new.requester_id,
      'Donor declined your request',
      format('The donor cannot donate at %s, %s for this request. You can request another donor from Blood Services.',
             hospital.name, hospital.city),
      'donation_request'
    );
  end if;
  return null;
end;
$$;

create trigger notify_donor_request_status
  after update of status on public.donor_appointment_requests
  for each row execute function public.notify_donor_request_status();

create function public.notify_appointment_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  hospital public.hospitals;
  happening text;
begin
  if new.status is not distinct from old.status then
    return null;
  end if;
  select * into hospital from public.hospitals h where h.id = new.hospital_id;
  happening := format('Your %s appointment at %s, %s on %s UTC', new.type, hospital.name, hospital.city,
                      to_char(new.scheduled_at at time zone 'UTC', 'DD Mon YYYY, HH24:MI'));
  if new.status = 'confirmed' then
    insert into public.notifications (user_id, title, body, kind)
    values (new.user_id, 'Appointment confirmed', happening || ' is confirmed.', 'appointment');
  elsif new.status = 'cancelled' and auth.uid() is distinct from new.user_id then
    insert into public.notifications (user_id, title, body, kind)
    values (new.user_id, 'Appointment cancelled',
            happening || ' has been cancelled. Contact the hospital if you still need it.', 'appointment');
  end if;
  return null;
end;
$$;

create trigger notify_appointment_status
  after update of status on public.appointments
  for each row execute function public.notify_appointment_status();

-- ---------------------------------------------------------------------------
-- 5. Read state. The server sets read_at (now()), so a client clock never lands in it.
create function public.mark_notification_read(notification_id uuid)
returns public.notifications
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  note public.notifications;
begin
  if caller is null then
    raise exception 'You must be logged in to read notifications' using errcode = '42501';
  end if;
  update public.notifications n set read_at = coalesce(n.read_at, now())
  where n.id = mark_notification_read.notification_id and n.user_id = caller
  returning * into note;
  if note.id is null then
    raise exception 'Notification not found' using errcode = 'P0002';
  end if;
  return note;
end;
$$;

-- Marks every unread notification of the caller read; returns how many changed.
create function public.mark_all_notifications_read()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  changed integer;
begin
  if caller is null then
    raise exception 'You must be logged in to read notifications' using errcode = '42501';
  end if;
  update public.notifications n set read_at = now()
  where n.user_id = caller and n.read_at is null;
  get diagnostics changed = row_count;
  return changed;
end;
$$;

-- The caller's unread and total counts: what the portal polls for its badge and to tell
-- that new notifications arrived.
create function public.notification_summary()
returns table (unread_count integer, total_count integer)
language sql
stable
security definer
set search_path = ''
as $$
  select
    (count(*) filter (where n.read_at is null))::integer,
    count(*)::integer
  from public.notifications n
  where n.user_id = (select auth.uid());
$$;

-- ---------------------------------------------------------------------------
-- Function privileges (20261123000100_hardening.sql: nothing is executable by default).
revoke all on function public.cancel_donor_request(uuid) from public;
revoke all on function public.cancel_appointment(uuid) from public;
revoke all on function public.guard_open_donor_request() from public;
revoke all on function public.notify_donor_request_status() from public;
revoke all on function public.notify_appointment_status() from public;
revoke all on function public.mark_notification_read(uuid) from public;
revoke all on function public.mark_all_notifications_read() from public;
revoke all on function public.notification_summary() from public;

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon')
     and exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on function public.guard_open_donor_request() from anon, authenticated;
    revoke all on function public.notify_donor_request_status() from anon, authenticated;
    revoke all on function public.notify_appointment_status() from anon, authenticated;
    -- RPCs that answer anon with a message
    grant execute on function public.cancel_donor_request(uuid) to anon, authenticated;
    grant execute on function public.cancel_appointment(uuid) to anon, authenticated;
    grant execute on function public.mark_notification_read(uuid) to anon, authenticated;
    grant execute on function public.mark_all_notifications_read() to anon, authenticated;
    -- signed-in users only (anon has no notifications to count)
    revoke all on function public.notification_summary() from anon;
    grant execute on function public.notification_summary() to authenticated;
  end if;
  if exists (select 1 from pg_roles where rolname = 'service_role') then
    grant execute on function public.cancel_donor_request(uuid) to service_role;
    grant execute on function public.cancel_appointment(uuid) to service_role;
    grant execute on function public.mark_notification_read(uuid) to service_role;
    grant execute on function public.mark_all_notifications_read() to service_role;
    grant execute on function public.notification_summary() to service_role;
    grant select on public.recipient_activity to service_role;
  end if;
end $$;
