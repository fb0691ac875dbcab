-- Marketplace: donors, donation intervals and eligibility, blood compatibility,
-- hospitals, blood service listings (with the donor-privacy read view), donor appointment
-- requests, appointments and notifications: what donor registration, the Resource
-- Marketplace, Request Blood Donation and the /recipient/* pages read and write.
--
-- Who may do what (details next to each table):
--   donation_intervals        everyone reads; admins write
--   donors                    owner reads/creates/updates own row (not the verification flags);
--                             admins all
--   hospitals                 everyone reads (anon too: public information); admins write
--   blood_services            base table: owner partner and admins only. Subscribers (and
--                             admins) read public.blood_service_listings, which nulls an
--                             individual donor's contact_person/contact_number and computes
--                             is_eligible. Partners write their own listings; admins all.
--   donor_appointment_requests created by request_donor(); requester reads own, the donor
--                             reads those addressed to them; requester cancels, donor
--                             accepts/declines; admins all
--   appointments              owner requests (insert) and cancels; admins all
--   notifications             owner reads and sets read_at; created by functions/admins
--
-- Uses public.is_admin() (admin-guards) and public.has_active_subscription() (commerce).

-- ---------------------------------------------------------------------------
-- Shared helpers

-- Is the caller a partner account (profiles.user_type = 'partner')?
create function public.is_partner()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select p.user_type = 'partner' from public.profiles p where p.id = (select auth.uid())),
    false
  );
$$;

revoke all on function public.is_partner() from public, anon;
grant execute on function public.is_partner() to authenticated;

-- May the caller read the marketplace (blood services)? An active subscription or admin.
-- SECURITY DEFINER so the listings view can use it for anonymous callers too (is_admin()
-- is not executable by anon).
create function public.can_read_marketplace()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (select auth.uid()) is not null
    and (public.has_active_subscription() or public.is_admin());
$$;

revoke all on function public.can_read_marketplace() from public;
grant execute on function public.can_read_marketplace() to anon, authenticated;

-- The date eligibility is measured against: UTC, like hosted Supabase, independent of
-- the session time zone.
create function public.marketplace_today()
returns date
language sql
stable
set search_path = ''
as $$
  select (now() at time zone 'UTC')::date;
$$;

grant execute on function public.marketplace_today() to anon, authenticated;

-- ---------------------------------------------------------------------------
-- Blood compatibility (red cells): the donor's ABO antigens must all be present on the
-- recipient's cells, and an Rh-positive donor gives only to Rh-positive recipients.
-- O- gives to all eight groups; AB+ receives from all eight.
create function public.can_donate_red_cells(donor text, recipient text)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  groups constant text[] := array['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'];
  donor_abo text;
  recipient_abo text;
begin
  if donor is null or not (donor = any (groups)) then
    raise exception 'Invalid blood group: %', coalesce(donor, 'null') using errcode = '22023';
  end if;
  if recipient is null or not (recipient = any (groups)) then
    raise exception 'Invalid blood group: %', coalesce(recipient, 'null') using errcode = '22023';
  end if;
  donor_abo := left(donor, -1);
  recipient_abo := left(recipient, -1);
  return (donor_abo = 'O' or donor_abo = recipient_abo or recipient_abo = 'AB')
     and (right(donor, 1) = '-' or right(recipient, 1) = '+');
end;
$$;

grant execute on function public.can_donate_red_cells(text, text) to anon, authenticated;

-- ---------------------------------------------------------------------------
-- donation_intervals: minimum days between two whole-blood donations, per country and
-- (where the national rule differs) per sex. sex null = the rule for everyone.
create table public.donation_intervals (
  id uuid primary key default gen_random_uuid(),
  country text not null
    check (country in ('AU', 'IN', 'US', 'KE', 'NG', 'ZA', 'GB', 'CA', 'DE', 'FR', 'BR')),
  sex text check (sex in ('male', 'female')),
  min_days integer not null check (min_days between 1 and 3650),
  source text check (char_length(source) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint donation_intervals_country_sex_key unique nulls not distinct (country, sex)
);

comment on table public.donation_intervals is
  'Minimum days between whole-blood donations per country (and sex where it differs). Read by donor_is_eligible().';

alter table public.donation_intervals enable row level security;

create policy "donation_intervals: anyone can read"
  on public.donation_intervals for select to anon, authenticated using (true);
create policy "donation_intervals: admins can insert"
  on public.donation_intervals for insert to authenticated with check ((select public.is_admin()));
create policy "donation_intervals: admins can update"
  on public.donation_intervals for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "donation_intervals: admins can delete"
  on public.donation_intervals for delete to authenticated using ((select public.is_admin()));

revoke insert, update, delete, truncate on public.donation_intervals from anon;
revoke truncate on public.donation_intervals from authenticated;

-- The rule itself is data the eligibility depends on, so it ships with the migration
-- (not with the optional seed files).
insert into public.donation_intervals (country, sex, min_days, source) values
  ('US', null, 56, 'FDA / American Red Cross: 56 days between whole-blood donations'),
  ('GB', 'male', 84, 'NHS Blood and Transplant: men every 12 weeks'),
  ('GB', 'female', 112, 'NHS Blood and Transplant: women every 16 weeks'),
  ('IN', 'male', 90, 'NBTC India: men every 3 months'),
  ('IN', 'female', 120, 'NBTC India: women every 4 months'),
  -- the following countries use 56 days until their national rules are sourced
  ('AU', null, 56, 'placeholder: 56 days until sourced'),
  ('KE', null, 56, 'placeholder: 56 days until sourced'),
  ('NG', null, 56, 'placeholder: 56 days until sourced'),
  ('ZA', null, 56, 'placeholder: 56 days until sourced'),
  ('CA', null, 56, 'placeholder: 56 days until sourced'),
  ('DE', null, 56, 'placeholder: 56 days until sourced'),
  ('FR', null, 56, 'placeholder: 56 days until sourced'),
  ('BR', null, 56, 'placeholder: 56 days until sourced');

-- Minimum days for a donor of this country and sex:
--   1. the row for exactly (country, sex);
--   2. for male/female without such a row, the country's row for everyone (sex null);
--   3. otherwise (sex unknown, 'other', 'prefer-not-to-say') the strictest (longest)
--      interval of the country: in GB/IN that is the female interval;
--   4. country null or without rows: the strictest interval of the whole table.
create function public.donation_interval_days(country text, sex text)
returns integer
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  days integer;
begin
  if country is not null
     and country not in ('AU', 'IN', 'US', 'KE', 'NG', 'ZA', 'GB', 'CA', 'DE', 'FR', 'BR') then
    raise exception 'Invalid country: %', country using errcode = '22023';
  end if;
  if sex is not null and sex not in ('male', 'female', 'other', 'prefer-not-to-say') then
    raise exception 'Invalid sex: %', sex using errcode = '22023';
  end if;
  select i.min_days into days from public.donation_intervals i
  where i.country = donation_interval_days.country and i.sex = donation_interval_days.sex;
  if days is null and donation_interval_days.sex in ('male', 'female') then
    select i.min_days into days from public.donation_intervals i
    where i.country = donation_interval_days.country and i.sex is null;
  end if;
  if days is null then
    select max(i.min_days) into days from public.donation_intervals i
    where i.country = donation_interval_days.country;
  end if;
  if days is null then
    select max(i.min_days) into days from public.donation_intervals i;
  end if;
  return coalesce(days, 56);
end;
$$;

grant execute on function public.donation_interval_days(text, text) to anon, authenticated;

-- The first day the donor may give again; null when they never donated (eligible now).
create function public.next_eligible_date(last_donation date, country text, sex text)
returns date
language sql
stable
set search_path = ''
as $$
  select last_donation + public.donation_interval_days(country, sex);
$$;

grant execute on function public.next_eligible_date(date, text, text) to anon, authenticated;

-- Eligible when never donated, or when at least the interval has passed (UTC today).
create function public.donor_is_eligible(last_donation date, country text, sex text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(public.next_eligible_date(last_donation, country, sex) <= public.marketplace_today(), true);
$$;

grant execute on function public.donor_is_eligible(date, text, text) to anon, authenticated;

-- ---------------------------------------------------------------------------
-- donors: the donor registration record (what the donor wizard asks: email, name, blood group,
-- phone number, accepted terms, id and payment verification, donor id) plus country, sex and the last
-- donation date that drive eligibility. The name and e-mail live in profiles / auth.
-- user_id is null only for sample donor records curated by the team (seed); such a donor
-- has no account and receives no notifications.
create table public.donors (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  -- e-mail local part + a number under 1000, stored raw (the UI shows a 7-character id
  -- as 1-2-2-rest digits); generated on insert when omitted
  donor_id text not null
    check (char_length(donor_id) between 2 and 67
           and donor_id ~ '^[A-Za-z0-9._+-]{1,64}[0-9]{1,3}$'),
  blood_group text not null check (blood_group in ('A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-')),
  phone text not null
    check (char_length(phone) <= 32 and phone ~ '^[0-9 +().-]+$'
           and char_length(regexp_replace(phone, '[^0-9]', '', 'g')) between 10 and 15),
  terms_accepted boolean not null default false,
  terms_accepted_at timestamptz,
  id_verified boolean not null default false,
  payment_verified boolean not null default false,
  last_donation_date date check (last_donation_date >= date '1900-01-01'),
  country text check (country in ('AU', 'IN', 'US', 'KE', 'NG', 'ZA', 'GB', 'CA', 'DE', 'FR', 'BR')),
  sex text check (sex in ('male', 'female', 'other', 'prefer-not-to-say')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint donors_user_id_key unique (user_id),
  constraint donors_donor_id_key unique (donor_id),
  constraint donors_terms_accepted_check check (terms_accepted)
);

comment on table public.donors is
  'Donor registrations (spec part 1 "Donor registration draft"); one per account. Eligibility is computed (donor_is_eligible), never stored.';
comment on column public.donors.id_verified is
  'Set by administrators (or the future verification flow running without an end-user JWT), never by the donor.';

alter table public.donors enable row level security;

create policy "donors: owner can read"
  on public.donors for select to authenticated using (user_id = (select auth.uid()));
create policy "donors: admins can read all"
  on public.donors for select to authenticated using ((select public.is_admin()));
create policy "donors: owner can register"
  on public.donors for insert to authenticated
  with check (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "donors: owner can update"
  on public.donors for update to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()))
  with check (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "donors: admins can delete"
  on public.donors for delete to authenticated using ((select public.is_admin()));

revoke insert, update, delete, truncate on public.donors from anon;
revoke truncate on public.donors from authenticated;

-- Terms, verification flags, donor id and dates. Callers without an end-user JWT (seed,
-- service role, SQL console) and admins may set the verification flags.
create function public.guard_donor_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  privileged boolean := auth.uid() is null or public.is_admin();
  local_part text;
  attempt integer := 0;
begin
  if not coalesce(new.terms_accepted, false) then
    raise exception 'You must accept the terms and conditions' using errcode = '22023';
  end if;
  if new.last_donation_date > public.marketplace_today() + 1 then
    -- + 1: a donor east of UTC may already live on the next day
    raise exception 'The last donation date cannot be in the future' using errcode = '22023';
  end if;

  if tg_op = 'INSERT' then
    new.created_at := now();
    new.terms_accepted_at := coalesce(new.terms_accepted_at, now());
    if not privileged and (new.id_verified or new.payment_verified) then
      raise exception 'Only an administrator can verify a donor' using errcode = '42501';
    end if;
    if new.user_id is not null then
      select regexp_replace(split_part(u.email, '@', 1), '[^A-Za-z0-9._+-]', '', 'g')
        into local_part from auth.users u where u.id = new.user_id;
      local_part := left(coalesce(nullif(local_part, ''), 'donor'), 64);
      if new.donor_id is null then
        loop
          new.donor_id := local_part || floor(random() * 1000)::integer;
          exit when not exists (select 1 from public.donors d where d.donor_id = new.donor_id)
            or attempt > 50;
          attempt := attempt + 1;
        end loop;
      elsif not privileged
            and (left(new.donor_id, char_length(local_part)) <> local_part
                 or substr(new.donor_id, char_length(local_part) + 1) !~ '^[0-9]{1,3}$') then
        raise exception 'The donor id must be your e-mail name followed by a number under 1000'
          using errcode = '22023';
      end if;
    end if;
  else
    if new.id is distinct from old.id or new.user_id is distinct from old.user_id then
      raise exception 'The donor record cannot be moved to another user' using errcode = '42501';
    end if;
    if not privileged then
      if new.id_verified is distinct from old.id_verified
         or new.payment_verified is distinct from old.payment_verified then
        raise exception 'Only an administrator can verify a donor' using errcode = '42501';
      end if;
      if new.donor_id is distinct from old.donor_id then
        raise exception 'The donor id cannot be changed' using errcode = '42501';
      end if;
    end if;
    new.created_at := old.created_at;
    new.terms_accepted_at := old.terms_accepted_at;
  end if;
  new.updated_at := now();
  return new;
end;
$$;

revoke all on function public.guard_donor_write() from public, anon, authenticated;

create trigger guard_donor_write
  before insert or update on public.donors
  for each row execute function public.guard_donor_write();

-- ---------------------------------------------------------------------------
-- hospitals (id, name, address, city, state, country, contact number, whether the hospital
-- is a network partner and verified, latitude, longitude). Public information:
-- everyone reads (the hospital picker and a future public locator); admins write.
create table public.hospitals (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 2 and 200),
  address text not null check (char_length(btrim(address)) between 1 and 300),
  city text not null check (char_length(btrim(city)) between 1 and 100),
  state text check (char_length(state) <= 100),
  -- ISO 3166-1 alpha-2 (hospitals may lie outside the 11 settings countries)
  country text not null check (country ~ '^[A-Z]{2}$'),
  contact_number text
    check (char_length(contact_number) <= 32 and contact_number ~ '^[0-9 +().-]+$'),
  is_b365_partner boolean not null default false,
  is_verified boolean not null default false,
  latitude numeric(9, 6) check (latitude between -90 and 90),
  longitude numeric(9, 6) check (longitude between -180 and 180),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint hospitals_coordinates_check check ((latitude is null) = (longitude is null))
);

comment on table public.hospitals is 'Hospitals a donation can be arranged at; public read, admin write.';

create index hospitals_country_city_idx on public.hospitals (country, city);

alter table public.hospitals enable row level security;

create policy "hospitals: anyone can read"
  on public.hospitals for select to anon, authenticated using (true);
create policy "hospitals: admins can insert"
  on public.hospitals for insert to authenticated with check ((select public.is_admin()));
create policy "hospitals: admins can update"
  on public.hospitals for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "hospitals: admins can delete"
  on public.hospitals for delete to authenticated using ((select public.is_admin()));

revoke insert, update, delete, truncate on public.hospitals from anon;
revoke truncate on public.hospitals from authenticated;

create function public.marketplace_touch()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    new.created_at := old.created_at;
  end if;
  new.updated_at := now();
  return new;
end;
$$;

create trigger marketplace_touch
  before insert or update on public.hospitals
  for each row execute function public.marketplace_touch();
create trigger marketplace_touch
  before insert or update on public.donation_intervals
  for each row execute function public.marketplace_touch();

-- ---------------------------------------------------------------------------
-- blood_services: the marketplace listings a recipient browses on the Blood Services tab.
-- is_eligible is not stored: public.blood_service_listings computes it from the linked
-- donor. Requesters never read this table; they read the view.
create table public.blood_services (
  id uuid primary key default gen_random_uuid(),
  -- the partner account publishing the listing; null for listings curated by the team
  -- and for individual-donor listings
  owner_partner_id uuid references auth.users (id) on delete cascade,
  -- the donor behind an 'Individual Donor' listing (required exactly for those)
  donor_record_id uuid references public.donors (id) on delete cascade,
  provider_name text not null check (char_length(btrim(provider_name)) between 2 and 200),
  provider_type text not null
    check (provider_type in ('Hospital', 'Blood Bank', 'Organ Bank', 'Plasma Center', 'Individual Donor')),
  product_name text not null check (char_length(btrim(product_name)) between 2 and 200),
  product_type text not null
    check (product_type in ('Whole Blood', 'Red Cells', 'Plasma', 'Platelets', 'Cryoprecipitate', 'Organ')),
  blood_group text check (blood_group in ('A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-')),
  quantity_available integer not null default 0 check (quantity_available between 0 and 1000000),
  unit text not null default 'units' check (char_length(btrim(unit)) between 1 and 30),
  price numeric(12, 2) check (price >= 0 and price <= 1000000),
  currency text check (currency in ('USD', 'INR', 'GBP', 'CAD', 'AUD', 'ZAR', 'NGN', 'KES', 'EUR', 'BRL')),
  country text not null check (country ~ '^[A-Z]{2}$'),
  district text check (char_length(district) <= 100),
  status text not null default 'Available'
    check (status in ('Active', 'Available', 'Inactive', 'Reserved', 'Expired')),
  contact_person text check (char_length(contact_person) <= 120),
  contact_number text
    check (char_length(contact_number) <= 32 and contact_number ~ '^[0-9 +().-]+$'),
  last_updated timestamptz not null default now(),
  last_donated date check (last_donated >= date '1900-01-01'),
  updated_by_hospital_integration boolean not null default false,
  online_purchase boolean not null default false,
  purchase_link text
    check (char_length(purchase_link) <= 2048 and purchase_link ~ '^https://[^\s/?#]+\.[^\s]+$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint blood_services_donor_link_check
    check ((provider_type = 'Individual Donor') = (donor_record_id is not null)),
  constraint blood_services_donor_not_owned_check
    check (donor_record_id is null or owner_partner_id is null),
  -- Organs are never sold, nor is an individual donor's blood.
  constraint blood_services_not_for_sale_check
    check ((product_type <> 'Organ' and provider_type <> 'Individual Donor')
           or (coalesce(price, 0) = 0 and not online_purchase and purchase_link is null)),
  constraint blood_services_price_currency_check check (coalesce(price, 0) = 0 or currency is not null)
);

comment on table public.blood_services is
  'Marketplace listings. Read through public.blood_service_listings (subscribers); base table: owner partner and admins.';

create index blood_services_owner_partner_id_idx on public.blood_services (owner_partner_id);
create index blood_services_donor_record_id_idx on public.blood_services (donor_record_id);
create index blood_services_last_updated_idx on public.blood_services (last_updated desc, id);
create index blood_services_filters_idx
  on public.blood_services (blood_group, product_type, country, status);

alter table public.blood_services enable row level security;

create policy "blood_services: owner partner and admins can read"
  on public.blood_services for select to authenticated
  using (owner_partner_id = (select auth.uid()) or (select public.is_admin()));
create policy "blood_services: partners insert own listings"
  on public.blood_services for insert to authenticated
  with check (
    (select public.is_admin())
    or (owner_partner_id = (select auth.uid()) and (select public.is_partner()))
  );
create policy "blood_services: partners update own listings"
  on public.blood_services for update to authenticated
  using (
    (select public.is_admin())
    or (owner_partner_id = (select auth.uid()) and (select public.is_partner()))
  )
  with check (
    (select public.is_admin())
    or (owner_partner_id = (select auth.uid()) and (select public.is_partner()))
  );
create policy "blood_services: partners delete own listings"
  on public.blood_services for delete to authenticated
  using (
    (select public.is_admin())
    or (owner_partner_id = (select auth.uid()) and (select public.is_partner()))
  );

revoke all on public.blood_services from anon;
revoke truncate on public.blood_services from authenticated;

-- Individual-donor listings copy blood group, country and last donation from the donor
-- record (the view reads them live from the donor anyway); stamps last_updated and
-- updated_at.
create function public.guard_blood_service_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  donor public.donors;
begin
  if tg_op = 'UPDATE' then
    if new.id is distinct from old.id then
      raise exception 'The listing id cannot be changed' using errcode = '42501';
    end if;
    new.created_at := old.created_at;
  else
    new.created_at := now();
  end if;
  if new.last_donated > public.marketplace_today() + 1 then
    raise exception 'The last donation date cannot be in the future' using errcode = '22023';
  end if;
  if new.donor_record_id is not null then
    select * into donor from public.donors d where d.id = new.donor_record_id;
    if donor.id is not null then
      new.blood_group := donor.blood_group;
      new.country := coalesce(donor.country, new.country);
      new.last_donated := donor.last_donation_date;
    end if;
  end if;
  -- last_updated is stamped now, except that admins and integrations running without an
  -- end-user JWT (seed, hospital feeds) may supply the time the data was really updated
  if not (auth.uid() is null or public.is_admin())
     or (tg_op = 'UPDATE' and new.last_updated is not distinct from old.last_updated)
     or new.last_updated is null then
    new.last_updated := now();
  end if;
  if new.last_updated > now() + interval '5 minutes' then
    raise exception 'The last update time cannot be in the future' using errcode = '22023';
  end if;
  new.updated_at := now();
  return new;
end;
$$;

revoke all on function public.guard_blood_service_write() from public, anon, authenticated;

create trigger guard_blood_service_write
  before insert or update on public.blood_services
  for each row execute function public.guard_blood_service_write();

-- The read model of the marketplace. Runs with the owner's rights (security_invoker off),
-- so the WHERE clause is the access rule: an active subscription or admin; anybody else
-- gets no rows. security_barrier keeps caller filters from being evaluated before it.
-- An individual donor's contact_person and contact_number are always null here (the
-- hospital coordinates the donation), so they can be neither read nor searched.
create view public.blood_service_listings
with (security_invoker = false, security_barrier = true)
as
select
  s.id,
  s.provider_name,
  s.provider_type,
  s.product_name,
  s.product_type,
  coalesce(d.blood_group, s.blood_group) as blood_group,
  s.quantity_available,
  s.unit,
  s.price,
  s.currency,
  coalesce(d.country, s.country) as country,
  s.district,
  s.status,
  case when s.provider_type = 'Individual Donor' then null else s.contact_person end as contact_person,
  case when s.provider_type = 'Individual Donor' then null else s.contact_number end as contact_number,
  s.last_updated,
  case when d.id is not null then d.last_donation_date else s.last_donated end as last_donated,
  case when d.id is not null
       then public.donor_is_eligible(d.last_donation_date, coalesce(d.country, s.country), d.sex)
  end as is_eligible,
  s.updated_by_hospital_integration,
  s.online_purchase,
  s.purchase_link,
  s.owner_partner_id,
  s.created_at
from public.blood_services s
left join public.donors d on d.id = s.donor_record_id
where public.can_read_marketplace();

comment on view public.blood_service_listings is
  'Marketplace read model: subscribers and admins only; individual donors'' contact details nulled; is_eligible computed.';

revoke all on public.blood_service_listings from anon, authenticated;
grant select on public.blood_service_listings to anon, authenticated;

-- ---------------------------------------------------------------------------
-- notifications (/recipient/notifications and the donor's inbox). Created by functions
-- (request_donor) and admins; the owner reads them and sets read_at, nothing else.
create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  title text not null check (char_length(btrim(title)) between 1 and 200),
  body text not null default '' check (char_length(body) <= 2000),
  kind text not null default 'system'
    check (kind in ('donation_request', 'appointment', 'subscription', 'system')),
  read_at timestamptz,
  created_at timestamptz not null default now()
);

create index notifications_user_id_idx on public.notifications (user_id, created_at desc);

alter table public.notifications enable row level security;

create policy "notifications: owner can read"
  on public.notifications for select to authenticated using (user_id = (select auth.uid()));
create policy "notifications: admins can read all"
  on public.notifications for select to authenticated using ((select public.is_admin()));
create policy "notifications: admins can insert"
  on public.notifications for insert to authenticated with check ((select public.is_admin()));
create policy "notifications: owner marks read"
  on public.notifications for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "notifications: admins can delete"
  on public.notifications for delete to authenticated using ((select public.is_admin()));

revoke all on public.notifications from anon;
revoke update, truncate on public.notifications from authenticated;
-- only read_at is writable through the API (hosted Supabase honours the column grant;
-- @supabase/lite re-grants ALL on start, so the trigger below is the rule everywhere)
grant update (read_at) on public.notifications to authenticated;

create function public.guard_notification_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if auth.uid() is not null and not public.is_admin()
     and (new.id, new.user_id, new.title, new.body, new.kind, new.created_at)
         is distinct from (old.id, old.user_id, old.title, old.body, old.kind, old.created_at) then
    raise exception 'Only the read state of a notification can be changed' using errcode = '42501';
  end if;
  return new;
end;
$$;

revoke all on function public.guard_notification_update() from public, anon, authenticated;

create trigger guard_notification_update
  before update on public.notifications
  for each row execute function public.guard_notification_update();

-- ---------------------------------------------------------------------------
-- donor_appointment_requests: a subscriber asks an eligible individual donor to donate
-- at a hospital (the marketplace's Request Blood Donation). Created only by request_donor().
create table public.donor_appointment_requests (
  id uuid primary key default gen_random_uuid(),
  requester_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  listing_id uuid not null references public.blood_services (id) on delete cascade,
  donor_record_id uuid not null references public.donors (id) on delete cascade,
  hospital_id uuid not null references public.hospitals (id) on delete restrict,
  status text not null default 'pending'
    check (status in ('pending', 'accepted', 'declined', 'cancelled', 'completed')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index donor_appointment_requests_requester_id_idx
  on public.donor_appointment_requests (requester_id, created_at desc);
create index donor_appointment_requests_listing_id_idx on public.donor_appointment_requests (listing_id);
create index donor_appointment_requests_donor_record_id_idx
  on public.donor_appointment_requests (donor_record_id, created_at desc);
create index donor_appointment_requests_hospital_id_idx on public.donor_appointment_requests (hospital_id);
create unique index donor_appointment_requests_one_pending
  on public.donor_appointment_requests (requester_id, listing_id) where status = 'pending';

alter table public.donor_appointment_requests enable row level security;

create policy "donor_appointment_requests: requester reads own"
  on public.donor_appointment_requests for select to authenticated
  using (requester_id = (select auth.uid()));
create policy "donor_appointment_requests: donor reads addressed"
  on public.donor_appointment_requests for select to authenticated
  using (donor_record_id in (select d.id from public.donors d where d.user_id = (select auth.uid())));
create policy "donor_appointment_requests: admins read all"
  on public.donor_appointment_requests for select to authenticated using ((select public.is_admin()));
create policy "donor_appointment_requests: requester or donor or admin updates"
  on public.donor_appointment_requests for update to authenticated
  using (
    requester_id = (select auth.uid())
    or donor_record_id in (select d.id from public.donors d where d.user_id = (select auth.uid()))
    or (select public.is_admin())
  )
  with check (
    requester_id = (select auth.uid())
    or donor_record_id in (select d.id from public.donors d where d.user_id = (select auth.uid()))
    or (select public.is_admin())
  );
create policy "donor_appointment_requests: admins delete"
  on public.donor_appointment_requests for delete to authenticated using ((select public.is_admin()));

revoke all on public.donor_appointment_requests from anon;
revoke insert, truncate on public.donor_appointment_requests from authenticated;

-- Only status moves, and only: requester pending/accepted -> cancelled; donor pending ->
-- accepted/declined. Admins (and SQL without a JWT) may set any status.
create function public.guard_donor_request_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  is_donor boolean;
begin
  if caller is not null and not public.is_admin() then
    if (new.id, new.requester_id, new.listing_id, new.donor_record_id, new.hospital_id, new.created_at)
       is distinct from
       (old.id, old.requester_id, old.listing_id, old.donor_record_id, old.hospital_id, old.created_at) then
      raise exception 'Only the status of a donation request can be changed' using errcode = '42501';
    end if;
    if new.status is distinct from old.status then
      is_donor := exists (select 1 from public.donors d where d.id = old.donor_record_id and d.user_id = caller);
      if not (
        (old.requester_id = caller and old.status in ('pending', 'accepted') and new.status = 'cancelled')
        or (is_donor and old.status = 'pending' and new.status in ('accepted', 'declined'))
      ) then
        raise exception 'This status change is not allowed' using errcode = '42501';
      end if;
    end if;
  end if;
  new.updated_at := now();
  return new;
end;
$$;

revoke all on function public.guard_donor_request_update() from public, anon, authenticated;

create trigger guard_donor_request_update
  before update on public.donor_appointment_requests
  for each row execute function public.guard_donor_request_update();

-- Request an individual donor: requires an active subscription, an eligible donor
-- listing that is Active/Available and a hospital. Notifies the donor (hospital name
-- only, never the requester's contact details) and returns the request.
create function public.request_donor(listing_id uuid, hospital_id uuid)
returns public.donor_appointment_requests
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  listing public.blood_services;
  donor public.donors;
  hospital public.hospitals;
  result public.donor_appointment_requests;
begin
  if caller is null then
    raise exception 'You must be logged in to request a donor' using errcode = '42501';
  end if;
  if not public.has_active_subscription(caller) then
    raise exception 'An active subscription is required to request a donor' using errcode = '42501';
  end if;
  if request_donor.hospital_id is null then
    raise exception 'Please select a hospital for the donation' using errcode = '23502';
  end if;
  select * into listing from public.blood_services s where s.id = request_donor.listing_id;
  if listing.id is null then
    raise exception 'Blood service listing not found' using errcode = '22023';
  end if;
  if listing.provider_type <> 'Individual Donor' then
    raise exception 'Only individual donors can be requested' using errcode = '22023';
  end if;
  select * into donor from public.donors d where d.id = listing.donor_record_id;
  if donor.user_id = caller then
    raise exception 'You cannot request your own donor listing' using errcode = '22023';
  end if;
  if listing.status not in ('Active', 'Available') then
    raise exception 'This donor is not available' using errcode = '22023';
  end if;
  if not public.donor_is_eligible(donor.last_donation_date, coalesce(donor.country, listing.country), donor.sex) then
    raise exception 'This donor is not eligible to donate yet' using errcode = '22023';
  end if;
  select * into hospital from public.hospitals h where h.id = request_donor.hospital_id;
  if hospital.id is null then
    raise exception 'Hospital not found' using errcode = '22023';
  end if;
  if exists (
    select 1 from public.donor_appointment_requests r
    where r.requester_id = caller and r.listing_id = listing.id and r.status = 'pending'
  ) then
    raise exception 'You already have a pending request for this donor' using errcode = '23505';
  end if;

  insert into public.donor_appointment_requests (requester_id, listing_id, donor_record_id, hospital_id)
  values (caller, listing.id, donor.id, hospital.id)
  returning * into result;

  if donor.user_id is not null then
    insert into public.notifications (user_id, title, body, kind)
    values (
      donor.user_id,
      'New donation request',
      format('A recipient has asked you to donate %s at %s, %s. The hospital will contact you to arrange the donation.',
             coalesce(listing.blood_group, 'blood'), hospital.name, hospital.city),
      'donation_request'
    );
  end if;
  return result;
end;
$$;

revoke all on function public.request_donor(uuid, uuid) from public;
grant execute on function public.request_donor(uuid, uuid) to anon, authenticated;

-- ---------------------------------------------------------------------------
-- appointments (/recipient/appointments): the recipient requests and cancels; admins
-- (later: the hospital) confirm and complete.
create table public.appointments (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  hospital_id uuid not null references public.hospitals (id) on delete restrict,
  listing_id uuid references public.blood_services (id) on delete set null,
  scheduled_at timestamptz not null,
  type text not null default 'blood'
    check (type in ('blood', 'plasma', 'platelets', 'organ', 'consultation', 'follow-up')),
  status text not null default 'requested'
    check (status in ('requested', 'confirmed', 'cancelled', 'completed')),
  notes text check (char_length(notes) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index appointments_user_id_idx on public.appointments (user_id, scheduled_at desc);
create index appointments_hospital_id_idx on public.appointments (hospital_id);
create index appointments_listing_id_idx on public.appointments (listing_id);

alter table public.appointments enable row level security;

create policy "appointments: owner can read"
  on public.appointments for select to authenticated using (user_id = (select auth.uid()));
create policy "appointments: admins can read all"
  on public.appointments for select to authenticated using ((select public.is_admin()));
create policy "appointments: owner can request"
  on public.appointments for insert to authenticated
  with check (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "appointments: owner can cancel"
  on public.appointments for update to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()))
  with check (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "appointments: admins can delete"
  on public.appointments for delete to authenticated using ((select public.is_admin()));

revoke all on public.appointments from anon;
revoke truncate on public.appointments from authenticated;

create function public.guard_appointment_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if auth.uid() is not null and not public.is_admin() then
    if tg_op = 'INSERT' then
      if new.status <> 'requested' then
        raise exception 'A new appointment must have the status requested' using errcode = '42501';
      end if;
      if new.scheduled_at <= now() then
        raise exception 'The appointment must be scheduled in the future' using errcode = '22023';
      end if;
    else
      if (new.id, new.user_id, new.hospital_id, new.listing_id, new.scheduled_at, new.type, new.notes)
         is distinct from
         (old.id, old.user_id, old.hospital_id, old.listing_id, old.scheduled_at, old.type, old.notes)
         or new.status <> 'cancelled'
         or old.status not in ('requested', 'confirmed') then
        raise exception 'You can only cancel a requested or confirmed appointment' using errcode = '42501';
      end if;
    end if;
  end if;
  if tg_op = 'UPDATE' then
    new.created_at := old.created_at;
  else
    new.created_at := now();
  end if;
  new.updated_at := now();
  return new;
end;
$$;

revoke all on function public.guard_appointment_write() from public, anon, authenticated;

create trigger guard_appointment_write
  before insert or update on public.appointments
  for each row execute function public.guard_appointment_write();
