-- my_donor_status() also answers the donor's phone number, which the donor dashboard shows.
-- Otherwise as in 20261124000430_donor-partner-workflows.sql (a new result column needs the
-- function dropped and created again, with its grants).

drop function public.my_donor_status();

create function public.my_donor_status()
returns table (
  donor_record_id uuid,
  donor_id text,
  blood_group text,
  phone text,
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
    d.phone,
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

revoke all on function public.my_donor_status() from public;

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon')
     and exists (select 1 from pg_roles where rolname = 'authenticated') then
    -- answers anon with no row
    grant execute on function public.my_donor_status() to anon, authenticated;
  end if;
  if exists (select 1 from pg_roles where rolname = 'service_role') then
    grant execute on function public.my_donor_status() to service_role;
  end if;
end $$;
