-- The name an investor listing is shown under. A firm name may be blank (an individual investor),
-- and the cards used to fall back to the words 'Individual Investor' for every such listing: two
-- individual investors (a curated one and an investor who saved the form without a firm) showed as
-- two identical 'Individual Investor' cards. investor_profiles.display_name is kept by the database:
--
--   firm name, when there is one;
--   else the owning account's name (profiles.full_name, followed when it changes);
--   else, for a curated listing without an owner, the name the team stored;
--   'Individual Investor' only when none of these exists.
--
-- The directory page, Featured, Similar Investors, a founder's matches and the intro texts carry it.

alter table public.investor_profiles
  add column display_name text not null default '' check (char_length(display_name) <= 200);

comment on column public.investor_profiles.display_name is
  'The listing''s name: the firm, else the owner''s name, else a curated name; set by the database on every write.';

create function public.set_investor_display_name()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  owner_name text;
begin
  if public.trim_unicode(new.firm_name) <> '' then
    new.display_name := public.trim_unicode(new.firm_name);
  elsif new.user_id is not null then
    select public.trim_unicode(p.full_name) into owner_name from public.profiles p where p.id = new.user_id;
    new.display_name := coalesce(nullif(left(owner_name, 200), ''), 'Individual Investor');
  else
    new.display_name := coalesce(nullif(public.trim_unicode(new.display_name), ''), 'Individual Investor');
  end if;
  return new;
end;
$$;

create trigger set_display_name
  before insert or update on public.investor_profiles
  for each row execute function public.set_investor_display_name();

-- An owner's new name reaches their firmless listing.
create function public.follow_investor_owner_name()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.investor_profiles i
  set display_name = ''
  where i.user_id = new.id and public.trim_unicode(i.firm_name) = '';
  return null;
end;
$$;

create trigger follow_investor_owner_name
  after update of full_name on public.profiles
  for each row when (old.full_name is distinct from new.full_name)
  execute function public.follow_investor_owner_name();

-- Backfill (the trigger computes every row).
update public.investor_profiles set display_name = display_name;

-- ---------------------------------------------------------------------------
-- The reads that show investor names carry display_name.

create or replace function public.investor_directory_page(
  search text default '',
  location text default '',
  investor_type text default '',
  investment_focus text default '',
  verification_status text default '',
  page integer default 1,
  page_size integer default 12,
  -- 'plan' or 'without_seqscan': the query plans instead of the page (service role only)
  explain text default null
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  conditions text[] := '{}';
  args text[] := array[
    public.directory_contains_pattern(search),
    public.directory_contains_pattern(location),
    nullif(investor_type, ''),
    nullif(investment_focus, ''),
    nullif(verification_status, '')
  ];
begin
  if explain is not null and not public.request_is_trusted() then
    raise exception 'Only the service role can read query plans' using errcode = '42501';
  end if;
  if args[1] is not null then conditions := array_append(conditions, '(p.firm_name ilike $1[1] or p.investor_type ilike $1[1])'); end if;
  if args[2] is not null then conditions := array_append(conditions, 'p.location ilike $1[2]'); end if;
  if args[3] is not null then conditions := array_append(conditions, 'p.investor_type = $1[3]'); end if;
  if args[4] is not null then conditions := array_append(conditions, 'p.investment_focus @> array[$1[4]]'); end if;
  if args[5] is not null then conditions := array_append(conditions, 'p.verification_status = $1[5]'); end if;
  return public.directory_page(
    'investor_profiles',
    'p.id, p.firm_name, p.display_name, p.investor_type, p.investment_focus, p.investment_stages, p.typical_check_size, p.total_assets_under_management, p.location, p.verification_status, p.credibility_score',
    conditions, args, page, page_size, explain);
end;
$$;

drop function public.featured_investors(integer);
create function public.featured_investors(max_rows integer default 6)
returns table (
  id uuid, firm_name text, display_name text, investor_type text, investment_focus text[], investment_stages text[],
  typical_check_size text, total_assets_under_management double precision, location text,
  verification_status text, credibility_score integer
)
language plpgsql
stable
set search_path = ''
as $$
begin
  if max_rows is null or max_rows < 1 or max_rows > 50 then
    raise exception 'Ask for 1 to 50 featured profiles' using errcode = '22023';
  end if;
  return query
    select i.id, i.firm_name, i.display_name, i.investor_type, i.investment_focus, i.investment_stages, i.typical_check_size,
           i.total_assets_under_management, i.location, i.verification_status, public.investor_credibility(i) as score
    from public.investor_profiles i
    where not i.is_hidden and i.verification_status = 'verified'
    order by score desc, i.id
    limit max_rows;
end;
$$;

drop function public.investor_matches_for_founder();
create function public.investor_matches_for_founder()
returns table (
  id uuid, firm_name text, display_name text, investor_type text, investment_focus text[], investment_stages text[],
  typical_check_size text, total_assets_under_management double precision, location text,
  verification_status text, credibility_score integer
)
language sql
stable
security definer
set search_path = ''
as $$
  select i.id, i.firm_name, i.display_name, i.investor_type, i.investment_focus, i.investment_stages, i.typical_check_size,
         i.total_assets_under_management, i.location, i.verification_status, public.investor_credibility(i) as score
  from public.founder_profiles f
  join public.investor_profiles i
    on i.investment_focus @> array[f.industry] and i.investment_stages @> array[f.funding_stage]
  where f.user_id = (select auth.uid())
    and not i.is_hidden
    and i.user_id is distinct from f.user_id
  order by score desc, i.id;
$$;

drop function public.similar_investors(uuid, integer);
create function public.similar_investors(investor_id uuid, max_rows integer default 3)
returns table (
  id uuid, firm_name text, display_name text, investor_type text, investment_focus text[], location text,
  verification_status text, credibility_score integer, shared_focus text[], same_location boolean
)
language plpgsql
stable
set search_path = ''
as $$
begin
  if max_rows is null or max_rows < 1 or max_rows > 20 then
    raise exception 'Ask for 1 to 20 similar investors' using errcode = '22023';
  end if;
  return query
    select o.id, o.firm_name, o.display_name, o.investor_type, o.investment_focus, o.location, o.verification_status,
           public.investor_credibility(o) as score,
           array(select x from unnest(o.investment_focus) as x where x = any (t.investment_focus) order by x) as shared,
           lower(btrim(o.location)) = lower(btrim(t.location)) as same_place
    from public.investor_profiles t
    join public.investor_profiles o
      on o.id <> t.id
     and (o.investment_focus && t.investment_focus or lower(btrim(o.location)) = lower(btrim(t.location)))
    where t.id = similar_investors.investor_id
      and not t.is_hidden
      and not o.is_hidden
    order by cardinality(array(select x from unnest(o.investment_focus) as x where x = any (t.investment_focus))) desc,
             (lower(btrim(o.location)) = lower(btrim(t.location))) desc,
             score desc, o.id
    limit max_rows;
end;
$$;

create or replace function public.directory_profile_name(kind text, profile_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case kind
    when 'founder' then (select f.company_name from public.founder_profiles f where f.id = profile_id)
    else (select i.display_name from public.investor_profiles i where i.id = profile_id)
  end;
$$;

-- ---------------------------------------------------------------------------
-- Function privileges (20261123000100_hardening.sql: nothing is executable by default).
revoke all on function public.set_investor_display_name() from public;
revoke all on function public.follow_investor_owner_name() from public;
revoke all on function public.featured_investors(integer) from public;
revoke all on function public.investor_matches_for_founder() from public;
revoke all on function public.similar_investors(uuid, integer) from public;

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon')
     and exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on function public.set_investor_display_name() from anon, authenticated;
    revoke all on function public.follow_investor_owner_name() from anon, authenticated;
    grant execute on function public.featured_investors(integer) to anon, authenticated;
    grant execute on function public.similar_investors(uuid, integer) to anon, authenticated;
    grant execute on function public.investor_matches_for_founder() to authenticated;
  end if;
  if exists (select 1 from pg_roles where rolname = 'service_role') then
    grant execute on function public.featured_investors(integer) to service_role;
    grant execute on function public.similar_investors(uuid, integer) to service_role;
    grant execute on function public.investor_matches_for_founder() to service_role;
  end if;
end $$;
