-- One notice when a requester withdraws a request the donor already accepted. The donor is
-- told "Donation request cancelled" (notify_donor_request_status, 20261124000410), and the
-- linked appointment is cancelled with it (cancel_withdrawn_donation_appointment,
-- 20261124000430); that appointment's own "Appointment cancelled" notice would tell the
-- donor the same thing twice, so it is left out for appointments that belong to a request.
-- Everything else is as in 20261124000410_recipient-activity.sql.
create or replace function public.notify_appointment_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  hospital public.hospitals;
  happening text;
  withdrawn_with_request boolean;
begin
  if new.status is not distinct from old.status then
    return null;
  end if;
  select * into hospital from public.hospitals h where h.id = new.hospital_id;
  happening := format('Your %s appointment at %s, %s on %s UTC', new.type, hospital.name, hospital.city,
                      to_char(new.scheduled_at at time zone 'UTC', 'DD Mon YYYY, HH24:MI'));
  withdrawn_with_request := new.donation_request_id is not null and exists (
    select 1 from public.donor_appointment_requests r
    where r.id = new.donation_request_id and r.status = 'cancelled'
  );
  if new.status = 'confirmed' then
    insert into public.notifications (user_id, title, body, kind)
    values (new.user_id, 'Appointment confirmed', happening || ' is confirmed.', 'appointment');
  elsif new.status = 'cancelled' and auth.uid() is distinct from new.user_id and not withdrawn_with_request then
    insert into public.notifications (user_id, title, body, kind)
    values (new.user_id, 'Appointment cancelled',
            happening || ' has been cancelled. Contact the hospital if you still need it.', 'appointment');
  end if;
  return null;
end;
$$;

revoke all on function public.notify_appointment_status() from public;
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon') then
    revoke all on function public.notify_appointment_status() from anon, authenticated;
  end if;
end $$;
