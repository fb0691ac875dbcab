-- The owners' analytics: per-day or per-week series for the signed-in owner only, from the view
-- counts of 20261128003100_view-events.sql and the existing meeting_requests, job_applications and
-- intro_requests. Rules and messages mirrored in supabase/rules/analytics.ts.
--
--   partner_analytics(days, granularity)         views of the caller's listings (blood and organ
--                                                 listings, professionals, opportunities), meeting
--                                                 requests and applications made in each bucket and
--                                                 how many of those were confirmed / declined,
--                                                 accepted / rejected. Needs view_analytics.
--   partner_listing_views(days, max_rows)         the caller's listings with their views in the period,
--                                                 most viewed first. Needs view_analytics.
--   profile_analytics(profile_kind, days, gran.)  views of the caller's founder or investor profile
--                                                 and the intro requests it received in each bucket,
--                                                 with how many were accepted / declined. Investors:
--                                                 view_analytics and the premium directory plan
--                                                 (public.has_directory_premium). Founders hold no
--                                                 view_analytics in the roles table, and their own
--                                                 profile's figures are theirs by ownership alone.
--
-- Periods: 7 to 365 days ending today (UTC), buckets of a day or of a week starting on Monday (the
-- first week may start before the period; it counts only the period's days). Every bucket appears,
-- with zeros where nothing happened.

-- The buckets of a period, oldest first.
create function private.analytics_buckets(days integer, granularity text)
returns table (bucket date)
language sql
stable
set search_path = ''
as $$
  select distinct case granularity when 'week' then date_trunc('week', d)::date else d::date end
  from generate_series(
    (now() at time zone 'UTC')::date - (days - 1),
    (now() at time zone 'UTC')::date,
    interval '1 day'
  ) as d
  order by 1;
$$;

-- The bucket a moment falls in (UTC).
create function private.analytics_bucket(moment timestamptz, granularity text)
returns date
language sql
immutable
set search_path = ''
as $$
  select case granularity
    when 'week' then date_trunc('week', (moment at time zone 'UTC'))::date
    else (moment at time zone 'UTC')::date
  end;
$$;

-- The checks every series shares: signed in, period and granularity.
create function private.check_analytics_request(days integer, granularity text)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if auth.uid() is null then
    raise exception 'You must be logged in to see analytics' using errcode = '42501';
  end if;
  if days is null or days < 7 or days > 365 then
    raise exception 'Choose a period of 7 to 365 days' using errcode = '22023';
  end if;
  if granularity is null or granularity not in ('day', 'week') then
    raise exception 'Group analytics by day or by week' using errcode = '22023';
  end if;
end;
$$;

-- The listings the caller owns, as (item_kind, item_id, title).
create function private.owned_listings(owner_id uuid)
returns table (item_kind text, item_id uuid, title text)
language sql
stable
set search_path = ''
as $$
  select 'blood_service', s.id, s.product_name from public.blood_services s where s.owner_partner_id = owner_id
  union all
  select 'professional', p.id, p.name || ' · ' || p.role from public.executive_professionals p where p.owner_partner_id = owner_id
  union all
  select 'opportunity', o.id, o.position || ' · ' || o.organization from public.executive_opportunities o where o.owner_partner_id = owner_id;
$$;

create function public.partner_analytics(days integer default 30, granularity text default 'day')
returns table (
  bucket date,
  views integer,
  meeting_requests integer,
  meetings_confirmed integer,
  meetings_declined integer,
  applications integer,
  applications_accepted integer,
  applications_rejected integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  first_day date := (now() at time zone 'UTC')::date - (partner_analytics.days - 1);
begin
  perform private.check_analytics_request(partner_analytics.days, partner_analytics.granularity);
  if not public.has_permission('view_analytics') then
    raise exception 'Your account does not include analytics' using errcode = '42501';
  end if;

  return query
  with views as (
    select case partner_analytics.granularity when 'week' then date_trunc('week', e.viewed_on)::date else e.viewed_on end as b,
           count(*)::integer as n
    from public.view_events e
    join private.owned_listings(caller) l on l.item_kind = e.item_kind and l.item_id = e.item_id
    where e.viewed_on >= first_day
    group by 1
  ),
  meetings as (
    select private.analytics_bucket(m.created_at, partner_analytics.granularity) as b,
           count(*)::integer as n,
           (count(*) filter (where m.status = 'confirmed'))::integer as confirmed,
           (count(*) filter (where m.status = 'declined'))::integer as declined
    from public.meeting_requests m
    join public.executive_professionals p on p.id = m.professional_id
    where p.owner_partner_id = caller and (m.created_at at time zone 'UTC')::date >= first_day
    group by 1
  ),
  applied as (
    select private.analytics_bucket(a.created_at, partner_analytics.granularity) as b,
           count(*)::integer as n,
           (count(*) filter (where a.status = 'accepted'))::integer as accepted,
           (count(*) filter (where a.status = 'rejected'))::integer as rejected
    from public.job_applications a
    join public.executive_opportunities o on o.id = a.opportunity_id
    where o.owner_partner_id = caller and (a.created_at at time zone 'UTC')::date >= first_day
    group by 1
  )
  select k.bucket,
         coalesce(v.n, 0), coalesce(m.n, 0), coalesce(m.confirmed, 0), coalesce(m.declined, 0),
         coalesce(a.n, 0), coalesce(a.accepted, 0), coalesce(a.rejected, 0)
  from private.analytics_buckets(partner_analytics.days, partner_analytics.granularity) k
  left join views v on v.b = k.bucket
  left join meetings m on m.b = k.bucket
  left join applied a on a.b = k.bucket
  order by k.bucket;
end;
$$;

create function public.partner_listing_views(days integer default 30, max_rows integer default 10)
returns table (item_kind text, item_id uuid, title text, views integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  first_day date := (now() at time zone 'UTC')::date - (partner_listing_views.days - 1);
begin
  perform private.check_analytics_request(partner_listing_views.days, 'day');
  if not public.has_permission('view_analytics') then
    raise exception 'Your account does not include analytics' using errcode = '42501';
  end if;

  return query
  select l.item_kind, l.item_id, l.title,
         (select count(*)::integer from public.view_events e
          where e.item_kind = l.item_kind and e.item_id = l.item_id and e.viewed_on >= first_day) as n
  from private.owned_listings(caller) l
  order by n desc, l.title, l.item_id
  limit greatest(1, least(coalesce(partner_listing_views.max_rows, 10), 50));
end;
$$;

create function public.profile_analytics(profile_kind text, days integer default 30, granularity text default 'day')
returns table (bucket date, views integer, intro_requests integer, intros_accepted integer, intros_declined integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  first_day date := (now() at time zone 'UTC')::date - (profile_analytics.days - 1);
  profile_id uuid;
begin
  perform private.check_analytics_request(profile_analytics.days, profile_analytics.granularity);
  if profile_analytics.profile_kind is null or profile_analytics.profile_kind not in ('founder', 'investor') then
    raise exception 'Profile analytics are for founder or investor profiles' using errcode = '22023';
  end if;
  if profile_analytics.profile_kind = 'investor' then
    if not public.has_permission('view_analytics') then
      raise exception 'Your account does not include analytics' using errcode = '42501';
    end if;
    if not public.has_directory_premium(caller) then
      raise exception 'Profile analytics are part of the premium directory plan' using errcode = '42501';
    end if;
    select i.id into profile_id from public.investor_profiles i where i.user_id = caller;
  else
    select f.id into profile_id from public.founder_profiles f where f.user_id = caller;
  end if;
  if profile_id is null then
    raise exception 'Create your profile to see its analytics' using errcode = 'P0002';
  end if;

  return query
  with views as (
    select case profile_analytics.granularity when 'week' then date_trunc('week', e.viewed_on)::date else e.viewed_on end as b,
           count(*)::integer as n
    from public.view_events e
    where e.item_kind = profile_analytics.profile_kind || '_profile' and e.item_id = profile_id
      and e.viewed_on >= first_day
    group by 1
  ),
  intros as (
    select private.analytics_bucket(r.created_at, profile_analytics.granularity) as b,
           count(*)::integer as n,
           (count(*) filter (where r.status = 'accepted'))::integer as accepted,
           (count(*) filter (where r.status = 'declined'))::integer as declined
    from public.intro_requests r
    where r.to_user = caller
      and (case profile_analytics.profile_kind when 'founder' then r.founder_profile_id else r.investor_profile_id end) = profile_id
      and (r.created_at at time zone 'UTC')::date >= first_day
    group by 1
  )
  select k.bucket, coalesce(v.n, 0), coalesce(i.n, 0), coalesce(i.accepted, 0), coalesce(i.declined, 0)
  from private.analytics_buckets(profile_analytics.days, profile_analytics.granularity) k
  left join views v on v.b = k.bucket
  left join intros i on i.b = k.bucket
  order by k.bucket;
end;
$$;

revoke all on function private.analytics_buckets(integer, text) from public;
revoke all on function private.analytics_bucket(timestamptz, text) from public;
revoke all on function private.check_analytics_request(integer, text) from public;
revoke all on function private.owned_listings(uuid) from public;
revoke all on function public.partner_analytics(integer, text) from public;
revoke all on function public.partner_listing_views(integer, integer) from public;
revoke all on function public.profile_analytics(text, integer, text) from public;

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon')
     and exists (select 1 from pg_roles where rolname = 'authenticated') then
    -- RPCs that answer a signed-out caller with a message
    grant execute on function public.partner_analytics(integer, text) to anon, authenticated;
    grant execute on function public.partner_listing_views(integer, integer) to anon, authenticated;
    grant execute on function public.profile_analytics(text, integer, text) to anon, authenticated;
  end if;
  if exists (select 1 from pg_roles where rolname = 'service_role') then
    grant execute on function public.partner_analytics(integer, text) to service_role;
    grant execute on function public.partner_listing_views(integer, integer) to service_role;
    grant execute on function public.profile_analytics(text, integer, text) to service_role;
  end if;
end $$;
