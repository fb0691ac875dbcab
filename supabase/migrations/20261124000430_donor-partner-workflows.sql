-- Donor and partner workflows (/donor/dashboard and /partner/dashboard), the
-- database half: the donor's eligibility and availability, answering a donation request
-- (accept creates the donor's appointment at the requested hospital, both answers notify the
-- requester), the consequences of a withdrawn or completed donation, and a partner's quick
-- quantity change. Mirrored for clients by supabase/rules/donor-partner-workflows.ts; tests
-- in supabase/tests/donor-partner-workflows.test.ts.
--
-- Who may do what:
--   my_donor_status()            the caller's own donor record: eligibility (country and sex,
--                                public.donation_intervals) and their listing's availability
--   set_donor_availability()     the donor sets their own Individual Donor listing Available
--                                or Inactive (creates the listing the first time)
--   accept_donation_request()    only the requested donor, only a pending request: the request
--   decline_donation_request()   is accepted (with the donor's appointment at the requested
--                                hospital) or declined; the requester is notified either way
--                                (20261124000410_recipient-activity.sql) and never receives the
--                                donor's name, phone or e-mail
--   appointments.donation_request_id  set only by accept_donation_request() (or admins)
--   adjust_listing_quantity()    a partner changes the quantity of their own listing by +/- n
--                                (own listings only; the verification gate applies)
--
-- A partner's listings themselves are plain rows of public.blood_services (own rows only,
-- 20261122003000_marketplace.sql; verified organisations only, 20261124000200_registration.sql);
-- the recipient marketplace reads them through public.blood_service_listings.

-- ---------------------------------------------------------------------------
-- The donor's appointment created by accepting a request points back at the request.
alter table public.appointments
  add column donation_request_id uuid references public.donor_appointment_requests (id) on delete set null;

create unique index appointments_donation_request_id_key
  on public.appointments (donation_request_id) where donation_request_id is not null;

comment on column public.appointments.donation_request_id is
  'The donation request this donor appointment answers (set by accept_donation_request()).';

-- The link is the donor's own accepted request at the same hospital, and it never moves.
create function public.guard_appointment_donation_link()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if public.request_is_trusted() or public.is_admin() then
    return new;
  end if;
  if tg_op = 'UPDATE' then
    if new.donation_request_id is distinct from old.donation_request_id then
      raise exception 'The donation request of an appointment cannot be changed' using errcode = '42501';
    end if;
    return new;
  end if;
  if new.donation_request_id is not null and not exists (
    select 1
    from public.donor_appointment_requests r
    join public.donors d on d.id = r.donor_record_id
    where r.id = new.donation_request_id
      and r.status = 'accepted'
      and r.hospital_id = new.hospital_id
      and d.user_id = auth.uid()
      and new.user_id = auth.uid()
  ) then
    raise exception 'An appointment can only be linked to a donation request you accepted' using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger guard_appointment_donation_link
  before insert or update on public.appointments
  for each row execute function public.guard_appointment_donation_link();

-- ---------------------------------------------------------------------------
-- A requester who withdraws an accepted request (cancel_donor_request() or their own update)
-- cancels the donor's open appointment for it too. The notifications of both changes come
-- from 20261124000410_recipient-activity.sql (notify_donor_request_status: the requester
-- hears of an acceptance or a decline, the donor of a cancellation; notify_appointment_status).
create function public.cancel_withdrawn_donation_appointment()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.appointments a
  set status = 'cancelled'
  where a.donation_request_id = new.id and a.status in ('requested', 'confirmed');
  return null;
end;
$$;

create trigger cancel_withdrawn_donation_appointment
  after update of status on public.donor_appointment_requests
  for each row when (old.status = 'accepted' and new.status = 'cancelled')
  execute function public.cancel_withdrawn_donation_appointment();

-- A completed donor appointment (set by admins, later the hospital) completes its request
-- and becomes the donor's last donation, which the eligibility is measured from.
create function public.record_completed_donation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  donated_on date := least((new.scheduled_at at time zone 'UTC')::date, public.marketplace_today());
  donor_record uuid;
begin
  select r.donor_record_id into donor_record
  from public.donor_appointment_requests r where r.id = new.donation_request_id;
  update public.donor_appointment_requests r
  set status = 'completed'
  where r.id = new.donation_request_id and r.status = 'accepted';
  update public.donors d
  set last_donation_date = donated_on
  where d.id = donor_record and (d.last_donation_date is null or d.last_donation_date < donated_on);
  return null;
end;
$$;

create trigger record_completed_donation
  after update of status on public.appointments
  for each row
  when (new.status = 'completed' and old.status <> 'completed' and new.donation_request_id is not null)
  execute function public.record_completed_donation();

-- ---------------------------------------------------------------------------
-- The signed-in donor's record with the computed eligibility and their listing's state.
-- No row for a caller without a donor record. SECURITY DEFINER: a donor cannot read
-- blood_services (partners' and admins' table) but may know the status of their own listing.
create function public.my_donor_status()
returns table (
  donor_record_id uuid,
  donor_id text,
  blood_group text,
  country text,
  sex text,
  last_donation_date date,
  interval_days integer,
  next_eligible_date date,
  is_eligible boolean,
  listing_id uuid,
  listing_status text,
  is_available boolean
)
language sql
stable
security definer
set search_path = ''
as $$
  select
    d.id,
    d.donor_id,
    d.blood_group,
    coalesce(d.country, l.country),
    d.sex,
    d.last_donation_date,
    public.donation_interval_days(coalesce(d.country, l.country), d.sex),
    public.next_eligible_date(d.last_donation_date, coalesce(d.country, l.country), d.sex),
    public.donor_is_eligible(d.last_donation_date, coalesce(d.country, l.country), d.sex),
    l.id,
    l.status,
    coalesce(l.status in ('Active', 'Available'), false)
  from public.donors d
  left join lateral (
    select s.id, s.status, s.country from public.blood_services s
    where s.donor_record_id = d.id
    order by s.created_at
    limit 1
  ) l on true
  where d.user_id = (select auth.uid());
$$;

-- The donor's availability switch: their Individual Donor listing(s) Available or Inactive.
-- The first time a donor becomes available the listing is created: name shortened to
-- "First L.", no contact details (the hospital contacts the donor), never priced.
create function public.set_donor_availability(available boolean)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  donor public.donors;
  new_status text;
  changed integer;
  name_parts text[];
  display_name text;
begin
  if caller is null then
    raise exception 'You must be logged in to change your availability' using errcode = '42501';
  end if;
  if set_donor_availability.available is null then
    raise exception 'Availability must be on or off' using errcode = '22023';
  end if;
  select * into donor from public.donors d where d.user_id = caller;
  if donor.id is null then
    raise exception 'Complete your donor registration before you set your availability' using errcode = 'P0002';
  end if;

  new_status := case when set_donor_availability.available then 'Available' else 'Inactive' end;
  update public.blood_services s set status = new_status where s.donor_record_id = donor.id;
  get diagnostics changed = row_count;

  if changed = 0 and set_donor_availability.available then
    if donor.country is null then
      raise exception 'Add your country to your donor details before you make yourself available' using errcode = '22023';
    end if;
    select regexp_split_to_array(public.trim_unicode(p.full_name), '\s+') into name_parts
    from public.profiles p where p.id = caller;
    display_name := case
      when coalesce(cardinality(name_parts), 0) = 0 or char_length(name_parts[1]) = 0 then 'Individual donor'
      when cardinality(name_parts) = 1 then name_parts[1]
      else name_parts[1] || ' ' || left(name_parts[cardinality(name_parts)], 1) || '.'
    end;
    if char_length(display_name) < 2 then
      display_name := 'Individual donor';
    end if;
    insert into public.blood_services (
      donor_record_id, provider_name, provider_type, product_name, product_type, blood_group,
      quantity_available, unit, price, country, status
    ) values (
      donor.id, left(display_name, 200), 'Individual Donor', 'Whole Blood Donation', 'Whole Blood', donor.blood_group,
      1, 'donation', 0, donor.country, 'Available'
    );
  end if;
  return new_status;
end;
$$;

-- The donor's answers. The request is locked so two answers cannot both pass the
-- pending check.
create function private.answerable_donation_request(request_id uuid)
returns public.donor_appointment_requests
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  req public.donor_appointment_requests;
begin
  if caller is null then
    raise exception 'You must be logged in to answer a donation request' using errcode = '42501';
  end if;
  select * into req from public.donor_appointment_requests r
  where r.id = answerable_donation_request.request_id
  for update;
  if req.id is null then
    raise exception 'Donation request not found' using errcode = 'P0002';
  end if;
  if not exists (select 1 from public.donors d where d.id = req.donor_record_id and d.user_id = caller) then
    raise exception 'Only the requested donor can accept or decline this request' using errcode = '42501';
  end if;
  if req.status <> 'pending' then
    raise exception 'This donation request is no longer pending' using errcode = '22023';
  end if;
  return req;
end;
$$;

-- Accept: the donor picks when they donate (in the future, within 90 days, not before they
-- are eligible again); the appointment at the requested hospital is theirs, not the
-- requester's. The requester's notification comes from notify_donor_request_status.
create function public.accept_donation_request(request_id uuid, scheduled_at timestamptz)
returns public.appointments
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  req public.donor_appointment_requests := private.answerable_donation_request(accept_donation_request.request_id);
  donor public.donors;
  listing_country text;
  first_day date;
  result public.appointments;
begin
  if accept_donation_request.scheduled_at is null then
    raise exception 'Choose a date and time for the donation' using errcode = '22023';
  end if;
  if accept_donation_request.scheduled_at <= now() then
    raise exception 'The donation must be scheduled in the future' using errcode = '22023';
  end if;
  if accept_donation_request.scheduled_at > now() + interval '90 days' then
    raise exception 'The donation must be scheduled within 90 days' using errcode = '22023';
  end if;
  select * into donor from public.donors d where d.id = req.donor_record_id;
  select s.country into listing_country from public.blood_services s where s.id = req.listing_id;
  first_day := public.next_eligible_date(donor.last_donation_date, coalesce(donor.country, listing_country), donor.sex);
  if first_day is not null and (accept_donation_request.scheduled_at at time zone 'UTC')::date < first_day then
    raise exception 'You can donate again from %', to_char(first_day, 'YYYY-MM-DD') using errcode = '22023';
  end if;

  update public.donor_appointment_requests r set status = 'accepted' where r.id = req.id;
  insert into public.appointments (user_id, hospital_id, listing_id, scheduled_at, type, status, donation_request_id)
  values (donor.user_id, req.hospital_id, req.listing_id, accept_donation_request.scheduled_at, 'blood', 'requested', req.id)
  returning * into result;
  return result;
end;
$$;

create function public.decline_donation_request(request_id uuid)
returns public.donor_appointment_requests
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  req public.donor_appointment_requests := private.answerable_donation_request(decline_donation_request.request_id);
  result public.donor_appointment_requests;
begin
  update public.donor_appointment_requests r set status = 'declined' where r.id = req.id
  returning * into result;
  return result;
end;
$$;

-- ---------------------------------------------------------------------------
-- A partner's quick quantity change (+1 / -1 or any step) on their own listing, atomic so
-- two quick clicks never lose one. Only the rows the partner could update themselves (own
-- listing, partner account: the update policy of blood_services); the triggers still run as
-- the caller, so the verification gate and the listing's checks apply as for any update.
create function public.adjust_listing_quantity(listing_id uuid, delta integer)
returns public.blood_services
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  current_quantity integer;
  new_quantity bigint;
  result public.blood_services;
begin
  if auth.uid() is null then
    raise exception 'You must be logged in to update a listing' using errcode = '42501';
  end if;
  if adjust_listing_quantity.delta is null or adjust_listing_quantity.delta = 0 then
    raise exception 'The quantity change must be a whole number other than 0' using errcode = '22023';
  end if;
  select s.quantity_available into current_quantity
  from public.blood_services s
  where s.id = adjust_listing_quantity.listing_id and s.owner_partner_id = auth.uid() and public.is_partner()
  for update;
  if current_quantity is null then
    raise exception 'Listing not found' using errcode = 'P0002';
  end if;
  new_quantity := current_quantity::bigint + adjust_listing_quantity.delta;
  if new_quantity < 0 or new_quantity > 1000000 then
    raise exception 'Quantity must be a whole number from 0 to 1,000,000' using errcode = '22023';
  end if;
  update public.blood_services s
  set quantity_available = new_quantity::integer
  where s.id = adjust_listing_quantity.listing_id
  returning * into result;
  return result;
end;
$$;

-- ---------------------------------------------------------------------------
-- Function privileges (20261123000100_hardening.sql: nothing is executable by default).
revoke all on function public.guard_appointment_donation_link() from public;
revoke all on function public.cancel_withdrawn_donation_appointment() from public;
revoke all on function public.record_completed_donation() from public;
revoke all on function public.my_donor_status() from public;
revoke all on function public.set_donor_availability(boolean) from public;
revoke all on function private.answerable_donation_request(uuid) from public;
revoke all on function public.accept_donation_request(uuid, timestamptz) from public;
revoke all on function public.decline_donation_request(uuid) from public;
revoke all on function public.adjust_listing_quantity(uuid, integer) from public;

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon')
     and exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on function public.guard_appointment_donation_link() from anon, authenticated;
    revoke all on function public.cancel_withdrawn_donation_appointment() from anon, authenticated;
    revoke all on function public.record_completed_donation() from anon, authenticated;
    revoke all on function private.answerable_donation_request(uuid) from anon, authenticated;
    -- RPCs that answer anon with a message (my_donor_status: no row)
    grant execute on function public.my_donor_status() to anon, authenticated;
    grant execute on function public.set_donor_availability(boolean) to anon, authenticated;
    grant execute on function public.accept_donation_request(uuid, timestamptz) to anon, authenticated;
    grant execute on function public.decline_donation_request(uuid) to anon, authenticated;
    grant execute on function public.adjust_listing_quantity(uuid, integer) to anon, authenticated;
  end if;
  if exists (select 1 from pg_roles where rolname = 'service_role') then
    grant execute on function public.my_donor_status() to service_role;
    grant execute on function public.set_donor_availability(boolean) to service_role;
    grant execute on function public.accept_donation_request(uuid, timestamptz) to service_role;
    grant execute on function public.decline_donation_request(uuid) to service_role;
    grant execute on function public.adjust_listing_quantity(uuid, integer) to service_role;
  end if;
end $$;
