-- Directory network: the computed figures of the founder and investor
-- dashboards, matches, featured and similar profiles, and intro requests between a
-- founder and an investor. Mirrored for clients by supabase/rules/directory-network.ts;
-- tests in supabase/tests/directory-network.test.ts.
--
-- What this adds:
--   founder_completion(row), investor_completion(row)      percentage of the profile form's
--   founder_profile_completion(id), investor_profile_...   fields that are filled (see below).
--   founder_credibility(row), investor_credibility(row)    the credibility score 0..100 (formula
--   founder_credibility_score(id), investor_credib...(id)  below), computed from the data.
--   featured_founders(n), featured_investors(n)            top verified visible profiles by score.
--   investor_matches_for_founder()                         visible investors whose focus holds the
--   startup_matches_for_investor()                         caller's industry and whose stages hold the
--                                                          caller's stage (and the inverse).
--   similar_investors(id, n)                               visible investors sharing focus or location.
--   intro_requests, request_intro(), respond_intro(),      a founder asks an investor (or the inverse)
--   intro_contact(), my_intros()                           for an intro; the recipient accepts or
--                                                          declines; contact details only once accepted.
--
-- Hidden profiles (is_hidden, 20261124000440) never appear in any of these lists, not even
-- to their owner or to admins, and cannot be the target of an intro request.
--
-- Profile completion: the share of the fields of the founder's or investor's profile form
-- that hold a value (text not blank, lists not empty), rounded:
--   founder:  company_name, industry, funding_stage, location, founded_year, team_size,
--             company_description, looking_for, website, linkedin_url            (10 fields)
--   investor: firm_name, investor_type, location, typical_check_size,
--             total_assets_under_management, website, linkedin_url, investment_thesis,
--             investment_focus, investment_stages                                   (10 fields)
--
-- Credibility score (0..100), the spec's "verification status, company or investment history,
-- team credentials or references, and achievements or reputation":
--   verification  verified 40, pending 20, unverified 0                              (max 40)
--   completeness  profile completion x 0.3, rounded                                  (max 30)
--   founder:  achievements  5 per listed achievement, at most 3 counted              (max 15)
--             history       3 per full year since founded_year, at most 5 years      (max 15)
--   investor: track record  5 per portfolio exit (Acquired or IPO), at most 3        (max 15)
--             history       3 per portfolio company, at most 5 counted               (max 15)
-- The stored credibility_score column stays the team's curated figure (admins set it; the
-- directory sorts by it); featured lists, matches and similar investors report and order by
-- the computed score.
--
-- Matches: both conditions are required (focus contains the industry AND stages contain the
-- funding stage); matches are ordered by the computed credibility score, highest first, then id.

-- ---------------------------------------------------------------------------
-- Completion and credibility
create function public.founder_completion(f public.founder_profiles)
returns integer
language sql
immutable
set search_path = ''
as $$
  select round(100.0 * (
      (coalesce(btrim(f.company_name), '') <> '')::int
    + (coalesce(btrim(f.industry), '') <> '')::int
    + (coalesce(btrim(f.funding_stage), '') <> '')::int
    + (coalesce(btrim(f.location), '') <> '')::int
    + (f.founded_year is not null)::int
    + (f.team_size is not null)::int
    + (coalesce(btrim(f.company_description), '') <> '')::int
    + (coalesce(btrim(f.looking_for), '') <> '')::int
    + (coalesce(btrim(f.website), '') <> '')::int
    + (coalesce(btrim(f.linkedin_url), '') <> '')::int
  ) / 10)::integer;
$$;

create function public.investor_completion(i public.investor_profiles)
returns integer
language sql
immutable
set search_path = ''
as $$
  select round(100.0 * (
      (coalesce(btrim(i.firm_name), '') <> '')::int
    + (coalesce(btrim(i.investor_type), '') <> '')::int
    + (coalesce(btrim(i.location), '') <> '')::int
    + (coalesce(btrim(i.typical_check_size), '') <> '')::int
    + (i.total_assets_under_management is not null)::int
    + (coalesce(btrim(i.website), '') <> '')::int
    + (coalesce(btrim(i.linkedin_url), '') <> '')::int
    + (coalesce(btrim(i.investment_thesis), '') <> '')::int
    + (coalesce(cardinality(i.investment_focus), 0) > 0)::int
    + (coalesce(cardinality(i.investment_stages), 0) > 0)::int
  ) / 10)::integer;
$$;

create function public.verification_points(status text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case status when 'verified' then 40 when 'pending' then 20 else 0 end;
$$;

create function public.founder_credibility(f public.founder_profiles)
returns integer
language sql
stable
set search_path = ''
as $$
  select public.verification_points(f.verification_status)
    + round(public.founder_completion(f) * 0.3)::integer
    + 5 * least(jsonb_array_length(coalesce(f.achievements, '[]'::jsonb)), 3)
    + 3 * least(greatest(coalesce(extract(year from now())::integer - f.founded_year, 0), 0), 5);
$$;

-- security definer: the portfolio table is for signed-in readers, but the score is public.
create function public.investor_credibility(i public.investor_profiles)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select public.verification_points(i.verification_status)
    + round(public.investor_completion(i) * 0.3)::integer
    + 5 * least((select count(*)::integer from public.investor_portfolio_companies c
                 where c.investor_profile_id = i.id and c.exit_status in ('Acquired', 'IPO')), 3)
    + 3 * least((select count(*)::integer from public.investor_portfolio_companies c
                 where c.investor_profile_id = i.id), 5);
$$;

-- By id, as the caller may read the profile (RLS: hidden ones only for owner and admins): null otherwise.
create function public.founder_profile_completion(profile_id uuid)
returns integer
language sql
stable
set search_path = ''
as $$
  select public.founder_completion(f) from public.founder_profiles f where f.id = profile_id;
$$;

create function public.investor_profile_completion(profile_id uuid)
returns integer
language sql
stable
set search_path = ''
as $$
  select public.investor_completion(i) from public.investor_profiles i where i.id = profile_id;
$$;

create function public.founder_credibility_score(profile_id uuid)
returns integer
language sql
stable
set search_path = ''
as $$
  select public.founder_credibility(f) from public.founder_profiles f where f.id = profile_id;
$$;

create function public.investor_credibility_score(profile_id uuid)
returns integer
language sql
stable
set search_path = ''
as $$
  select public.investor_credibility(i) from public.investor_profiles i where i.id = profile_id;
$$;

-- ---------------------------------------------------------------------------
-- Featured, matches, similar investors. The founder rows carry the directory card's columns,
-- the investor rows the investor card's; credibility_score is the computed score.
create function public.featured_founders(max_rows integer default 6)
returns table (
  id uuid, company_name text, industry text, funding_stage text, location text, team_size integer,
  company_description text, looking_for text, verification_status text, credibility_score integer
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
    select f.id, f.company_name, f.industry, f.funding_stage, f.location, f.team_size,
           f.company_description, f.looking_for, f.verification_status, public.founder_credibility(f) as score
    from public.founder_profiles f
    where not f.is_hidden and f.verification_status = 'verified'
    order by score desc, f.id
    limit max_rows;
end;
$$;

create function public.featured_investors(max_rows integer default 6)
returns table (
  id uuid, firm_name text, investor_type text, investment_focus text[], investment_stages text[],
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
    select i.id, i.firm_name, i.investor_type, i.investment_focus, i.investment_stages, i.typical_check_size,
           i.total_assets_under_management, i.location, i.verification_status, public.investor_credibility(i) as score
    from public.investor_profiles i
    where not i.is_hidden and i.verification_status = 'verified'
    order by score desc, i.id
    limit max_rows;
end;
$$;

-- Investors for the caller's founder profile (none without one). security definer: the caller's
-- identity comes from auth.uid(), and hidden profiles are filtered explicitly.
create function public.investor_matches_for_founder()
returns table (
  id uuid, firm_name text, investor_type text, investment_focus text[], investment_stages text[],
  typical_check_size text, total_assets_under_management double precision, location text,
  verification_status text, credibility_score integer
)
language sql
stable
security definer
set search_path = ''
as $$
  select i.id, i.firm_name, i.investor_type, i.investment_focus, i.investment_stages, i.typical_check_size,
         i.total_assets_under_management, i.location, i.verification_status, public.investor_credibility(i) as score
  from public.founder_profiles f
  join public.investor_profiles i
    on i.investment_focus @> array[f.industry] and i.investment_stages @> array[f.funding_stage]
  where f.user_id = (select auth.uid())
    and not i.is_hidden
    and i.user_id is distinct from f.user_id
  order by score desc, i.id;
$$;

-- Startups for the caller's investor profile (none without one).
create function public.startup_matches_for_investor()
returns table (
  id uuid, company_name text, industry text, funding_stage text, location text, team_size integer,
  company_description text, looking_for text, verification_status text, credibility_score integer
)
language sql
stable
security definer
set search_path = ''
as $$
  select f.id, f.company_name, f.industry, f.funding_stage, f.location, f.team_size,
         f.company_description, f.looking_for, f.verification_status, public.founder_credibility(f) as score
  from public.investor_profiles i
  join public.founder_profiles f
    on i.investment_focus @> array[f.industry] and i.investment_stages @> array[f.funding_stage]
  where i.user_id = (select auth.uid())
    and not f.is_hidden
    and f.user_id is distinct from i.user_id
  order by score desc, f.id;
$$;

-- Other visible investors sharing at least one focus area or the same location (case and
-- surrounding spaces ignored), most shared focus areas first, then same location, then score.
create function public.similar_investors(investor_id uuid, max_rows integer default 3)
returns table (
  id uuid, firm_name text, investor_type text, investment_focus text[], location text,
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
    select o.id, o.firm_name, o.investor_type, o.investment_focus, o.location, o.verification_status,
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

-- ---------------------------------------------------------------------------
-- Intro requests
create table public.intro_requests (
  id uuid primary key default gen_random_uuid(),
  from_user uuid not null references auth.users (id) on delete cascade,
  to_user uuid not null references auth.users (id) on delete cascade,
  -- who asked: a founder (to an investor) or an investor (to a founder)
  from_kind text not null check (from_kind in ('founder', 'investor')),
  -- both sides' profiles; the target is the one of the other kind than from_kind
  founder_profile_id uuid not null references public.founder_profiles (id) on delete cascade,
  investor_profile_id uuid not null references public.investor_profiles (id) on delete cascade,
  message text not null check (char_length(public.trim_unicode(message)) between 1 and 1000),
  status text not null default 'pending' check (status in ('pending', 'accepted', 'declined')),
  created_at timestamptz not null default now(),
  responded_at timestamptz,
  constraint intro_requests_not_self check (from_user <> to_user),
  constraint intro_requests_responded check ((status = 'pending') = (responded_at is null))
);

comment on table public.intro_requests is
  'Intro requests between a founder and an investor (issue #12): written only by request_intro() and '
  'respond_intro(); the two parties read their own; contact details only through intro_contact().';

-- One pending request per pair of accounts, whichever way it was asked.
create unique index intro_requests_one_pending_per_pair
  on public.intro_requests (least(from_user, to_user), greatest(from_user, to_user))
  where status = 'pending';
create index intro_requests_to_user_idx on public.intro_requests (to_user, created_at desc);
create index intro_requests_from_user_idx on public.intro_requests (from_user, created_at desc);

alter table public.intro_requests enable row level security;

create policy "intro_requests: parties can read"
  on public.intro_requests for select to authenticated
  using (from_user = (select auth.uid()) or to_user = (select auth.uid()));
create policy "intro_requests: admins can read all"
  on public.intro_requests for select to authenticated
  using ((select public.is_admin()));

-- No write policy: rows are written by the functions below only.
revoke all on public.intro_requests from anon;
revoke insert, update, delete, truncate on public.intro_requests from authenticated;

-- The display name of a directory profile: the company, the firm, or 'Individual Investor' (as the directory shows it).
create function public.directory_profile_name(kind text, profile_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case kind
    when 'founder' then (select f.company_name from public.founder_profiles f where f.id = profile_id)
    else (select coalesce(nullif(btrim(i.firm_name), ''), 'Individual Investor')
          from public.investor_profiles i where i.id = profile_id)
  end;
$$;

create function public.request_intro(target_kind text, target_profile_id uuid, message text)
returns public.intro_requests
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  clean_message text := public.trim_unicode(request_intro.message);
  target_user uuid;
  target_hidden boolean;
  own_profile uuid;
  result public.intro_requests;
begin
  if caller is null then
    raise exception 'Sign in to request an intro' using errcode = '42501';
  end if;
  if target_kind is null or target_kind not in ('founder', 'investor') then
    raise exception 'Intro target must be founder or investor' using errcode = '22023';
  end if;
  if target_kind = 'founder' then
    select f.user_id, f.is_hidden into target_user, target_hidden
    from public.founder_profiles f where f.id = target_profile_id;
  else
    select i.user_id, i.is_hidden into target_user, target_hidden
    from public.investor_profiles i where i.id = target_profile_id;
  end if;
  if not found or target_hidden then
    raise exception 'Profile not found' using errcode = 'P0002';
  end if;
  if target_user = caller then
    raise exception 'You cannot request an intro to yourself' using errcode = '22023';
  end if;
  if target_user is null then
    raise exception 'This profile has no account to receive intro requests yet' using errcode = '22023';
  end if;
  if target_kind = 'investor' then
    select f.id into own_profile from public.founder_profiles f where f.user_id = caller;
    if own_profile is null then
      raise exception 'Only founders with a company profile can request an intro to an investor' using errcode = '42501';
    end if;
  else
    select i.id into own_profile from public.investor_profiles i where i.user_id = caller;
    if own_profile is null then
      raise exception 'Only investors with an investor profile can request an intro to a founder' using errcode = '42501';
    end if;
  end if;
  if clean_message is null or clean_message = '' then
    raise exception 'Please write a message' using errcode = '22023';
  end if;
  if char_length(clean_message) > 1000 then
    raise exception 'The message must be at most 1000 characters' using errcode = '22023';
  end if;
  if exists (
    select 1 from public.intro_requests r
    where r.status = 'pending'
      and least(r.from_user, r.to_user) = least(caller, target_user)
      and greatest(r.from_user, r.to_user) = greatest(caller, target_user)
  ) then
    raise exception 'An intro request between you is already pending' using errcode = '23505';
  end if;

  insert into public.intro_requests (from_user, to_user, from_kind, founder_profile_id, investor_profile_id, message)
  values (
    caller, target_user,
    case target_kind when 'investor' then 'founder' else 'investor' end,
    case target_kind when 'founder' then target_profile_id else own_profile end,
    case target_kind when 'investor' then target_profile_id else own_profile end,
    clean_message
  )
  returning * into result;

  insert into public.notifications (user_id, title, body, kind)
  values (
    target_user, 'New intro request',
    left(public.directory_profile_name(result.from_kind, own_profile) || ' would like an intro: ' || clean_message, 2000),
    'system'
  );
  return result;
end;
$$;

create function public.respond_intro(intro_id uuid, accept boolean)
returns public.intro_requests
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  intro public.intro_requests;
  result public.intro_requests;
  recipient_name text;
begin
  if caller is null then
    raise exception 'Sign in to answer an intro request' using errcode = '42501';
  end if;
  if accept is null then
    raise exception 'Say whether you accept the intro' using errcode = '22023';
  end if;
  select * into intro from public.intro_requests r
  where r.id = intro_id and caller in (r.from_user, r.to_user)
  for update;
  if intro.id is null then
    raise exception 'Intro request not found' using errcode = 'P0002';
  end if;
  if intro.to_user <> caller then
    raise exception 'Only the recipient can answer an intro request' using errcode = '42501';
  end if;
  if intro.status <> 'pending' then
    raise exception 'This intro request has already been answered' using errcode = '22023';
  end if;

  update public.intro_requests r
  set status = case when accept then 'accepted' else 'declined' end, responded_at = now()
  where r.id = intro.id
  returning * into result;

  recipient_name := case intro.from_kind
    when 'founder' then public.directory_profile_name('investor', intro.investor_profile_id)
    else public.directory_profile_name('founder', intro.founder_profile_id)
  end;
  insert into public.notifications (user_id, title, body, kind)
  values (
    intro.from_user,
    case when accept then 'Intro accepted' else 'Intro declined' end,
    case when accept
      then recipient_name || ' accepted your intro request. Their contact details are on your dashboard.'
      else recipient_name || ' declined your intro request.'
    end,
    'system'
  );
  return result;
end;
$$;

-- The other party's contact details, only for a party of an accepted intro.
create function public.intro_contact(intro_id uuid)
returns table (name text, email text, website text, linkedin_url text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  intro public.intro_requests;
  other_user uuid;
  other_kind text;
begin
  if caller is null then
    raise exception 'Sign in to see contact details' using errcode = '42501';
  end if;
  select * into intro from public.intro_requests r
  where r.id = intro_contact.intro_id and caller in (r.from_user, r.to_user);
  if intro.id is null then
    raise exception 'Intro request not found' using errcode = 'P0002';
  end if;
  if intro.status <> 'accepted' then
    raise exception 'Contact details are shared once the intro is accepted' using errcode = '42501';
  end if;
  other_user := case when intro.from_user = caller then intro.to_user else intro.from_user end;
  -- the other side is the requester's kind when the caller received the request, else the opposite kind
  other_kind := case
    when intro.from_user = caller then (case intro.from_kind when 'founder' then 'investor' else 'founder' end)
    else intro.from_kind
  end;
  if other_kind = 'founder' then
    return query
      select f.company_name, u.email::text, f.website, f.linkedin_url
      from public.founder_profiles f, auth.users u
      where f.id = intro.founder_profile_id and u.id = other_user;
  else
    return query
      select public.directory_profile_name('investor', i.id), u.email::text, i.website, i.linkedin_url
      from public.investor_profiles i, auth.users u
      where i.id = intro.investor_profile_id and u.id = other_user;
  end if;
end;
$$;

-- The caller's intros (received and sent), newest first, with the other side's profile.
create function public.my_intros()
returns table (
  id uuid, direction text, status text, message text, created_at timestamptz, responded_at timestamptz,
  other_kind text, other_profile_id uuid, other_name text
)
language sql
stable
security definer
set search_path = ''
as $$
  select r.id,
         case when r.to_user = (select auth.uid()) then 'received' else 'sent' end,
         r.status, r.message, r.created_at, r.responded_at,
         k.other_kind,
         case k.other_kind when 'founder' then r.founder_profile_id else r.investor_profile_id end,
         public.directory_profile_name(k.other_kind,
           case k.other_kind when 'founder' then r.founder_profile_id else r.investor_profile_id end)
  from public.intro_requests r
  cross join lateral (
    select case
      when r.to_user = (select auth.uid()) then r.from_kind
      when r.from_kind = 'founder' then 'investor'
      else 'founder'
    end as other_kind
  ) k
  where (select auth.uid()) in (r.from_user, r.to_user)
  order by r.created_at desc, r.id
  limit 100;
$$;

-- ---------------------------------------------------------------------------
-- Function privileges (20261123000100_hardening.sql: nothing is executable by default).
revoke all on function public.founder_completion(public.founder_profiles) from public;
revoke all on function public.investor_completion(public.investor_profiles) from public;
revoke all on function public.verification_points(text) from public;
revoke all on function public.founder_credibility(public.founder_profiles) from public;
revoke all on function public.investor_credibility(public.investor_profiles) from public;
revoke all on function public.founder_profile_completion(uuid) from public;
revoke all on function public.investor_profile_completion(uuid) from public;
revoke all on function public.founder_credibility_score(uuid) from public;
revoke all on function public.investor_credibility_score(uuid) from public;
revoke all on function public.featured_founders(integer) from public;
revoke all on function public.featured_investors(integer) from public;
revoke all on function public.investor_matches_for_founder() from public;
revoke all on function public.startup_matches_for_investor() from public;
revoke all on function public.similar_investors(uuid, integer) from public;
revoke all on function public.directory_profile_name(text, uuid) from public;
revoke all on function public.request_intro(text, uuid, text) from public;
revoke all on function public.respond_intro(uuid, boolean) from public;
revoke all on function public.intro_contact(uuid) from public;
revoke all on function public.my_intros() from public;

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon')
     and exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on function public.directory_profile_name(text, uuid) from anon, authenticated;
    -- building blocks of the public reads below, evaluated as the caller
    grant execute on function public.founder_completion(public.founder_profiles) to anon, authenticated;
    grant execute on function public.investor_completion(public.investor_profiles) to anon, authenticated;
    grant execute on function public.verification_points(text) to anon, authenticated;
    grant execute on function public.founder_credibility(public.founder_profiles) to anon, authenticated;
    grant execute on function public.investor_credibility(public.investor_profiles) to anon, authenticated;
    -- public directory reads
    grant execute on function public.founder_profile_completion(uuid) to anon, authenticated;
    grant execute on function public.investor_profile_completion(uuid) to anon, authenticated;
    grant execute on function public.founder_credibility_score(uuid) to anon, authenticated;
    grant execute on function public.investor_credibility_score(uuid) to anon, authenticated;
    grant execute on function public.featured_founders(integer) to anon, authenticated;
    grant execute on function public.featured_investors(integer) to anon, authenticated;
    grant execute on function public.similar_investors(uuid, integer) to anon, authenticated;
    -- the caller's own matches and intros (anon gets no rows / its message)
    grant execute on function public.investor_matches_for_founder() to authenticated;
    grant execute on function public.startup_matches_for_investor() to authenticated;
    grant execute on function public.my_intros() to authenticated;
    grant execute on function public.request_intro(text, uuid, text) to anon, authenticated;
    grant execute on function public.respond_intro(uuid, boolean) to anon, authenticated;
    grant execute on function public.intro_contact(uuid) to anon, authenticated;
  end if;
  if exists (select 1 from pg_roles where rolname = 'service_role') then
    grant execute on function public.founder_completion(public.founder_profiles) to service_role;
    grant execute on function public.investor_completion(public.investor_profiles) to service_role;
    grant execute on function public.verification_points(text) to service_role;
    grant execute on function public.founder_credibility(public.founder_profiles) to service_role;
    grant execute on function public.investor_credibility(public.investor_profiles) to service_role;
    grant execute on function public.founder_profile_completion(uuid) to service_role;
    grant execute on function public.investor_profile_completion(uuid) to service_role;
    grant execute on function public.founder_credibility_score(uuid) to service_role;
    grant execute on function public.investor_credibility_score(uuid) to service_role;
    grant execute on function public.featured_founders(integer) to service_role;
    grant execute on function public.featured_investors(integer) to service_role;
    grant execute on function public.similar_investors(uuid, integer) to service_role;
    grant execute on function public.directory_profile_name(text, uuid) to service_role;
    grant execute on function public.investor_matches_for_founder() to service_role;
    grant execute on function public.startup_matches_for_investor() to service_role;
    grant execute on function public.my_intros() to service_role;
    grant execute on function public.request_intro(text, uuid, text) to service_role;
    grant execute on function public.respond_intro(uuid, boolean) to service_role;
    grant execute on function public.intro_contact(uuid) to service_role;
  end if;
end $$;
