-- DIRECTORIES and EXECUTIVE area: founder and investor directories
-- with their signed-in-only detail tables, the executive talent and
-- opportunity listings (subscribers only), meeting requests and job applications.
--
-- Depends on public.is_admin() (20261122000200) and
-- public.has_active_subscription(uid uuid default auth.uid()) (commerce, 20261122002000).
--
-- Visibility rules
--   founder_profiles, investor_profiles: everyone (public columns only; the
--     premium data lives in separate tables so an anonymous read cannot reach it).
--   founder_team_members, founder_documents, investor_portfolio_companies,
--     investor_verification_documents: signed-in users only (no anon policy:
--     an anonymous request gets no rows).
--   executive_professionals, executive_opportunities: users with an active
--     subscription, and admins.
--   meeting_requests, job_applications: the requester / applicant, and admins.

-- ---------------------------------------------------------------------------
-- Helpers
-- ---------------------------------------------------------------------------

-- True when the caller's profile has the given user_type.
create function public.has_user_type(wanted text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles p
    where p.id = (select auth.uid()) and p.user_type = wanted
  );
$$;

revoke all on function public.has_user_type(text) from public, anon;
grant execute on function public.has_user_type(text) to authenticated;

-- A list of short strings: at most max_items entries, each 1..max_len characters.
create function public.directories_text_list_ok(items text[], max_items integer, max_len integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select items is not null
    and coalesce(array_length(items, 1), 0) <= max_items
    and coalesce(array_ndims(items), 1) = 1
    and not exists (
      select 1 from unnest(items) as item
      where item is null or char_length(btrim(item)) < 1 or char_length(item) > max_len
    );
$$;

-- A jsonb array of objects whose listed keys hold strings of at most the given
-- length ("required" keys must be non-empty). spec: [{title, description, date}], ...
create function public.directories_object_list_ok(
  items jsonb, max_items integer, required_keys text[], optional_keys text[], max_len integer
)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(items) = 'array'
    and jsonb_array_length(items) <= max_items
    and not exists (
      select 1 from jsonb_array_elements(items) as item
      where jsonb_typeof(item) <> 'object'
        -- no unknown keys
        or exists (select 1 from jsonb_object_keys(item) as k where not (k = any (required_keys || optional_keys)))
        -- required keys: non-empty strings
        or exists (
          select 1 from unnest(required_keys) as k
          where jsonb_typeof(item -> k) is distinct from 'string'
             or char_length(btrim(item ->> k)) < 1
             or char_length(item ->> k) > max_len
        )
        -- optional keys: absent, null or a string
        or exists (
          select 1 from unnest(optional_keys) as k
          where item ? k
            and jsonb_typeof(item -> k) not in ('string', 'null')
             or char_length(item ->> k) > max_len
        )
    );
$$;

-- http(s) URL without spaces, at most 2048 characters.
create function public.directories_url_ok(url text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select url is null or (char_length(url) <= 2048 and url ~* '^https?://[^[:space:]]+$');
$$;

-- Stamps updated_at on every update (tables of this area only).
create function public.directories_touch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

revoke all on function public.directories_touch_updated_at() from public, anon, authenticated;

-- ---------------------------------------------------------------------------
-- founder_profiles: extend the table of 20261122001000
-- ---------------------------------------------------------------------------

-- URLs must be http(s).
alter table public.founder_profiles
  add constraint founder_profiles_website_url check (public.directories_url_ok(website)),
  add constraint founder_profiles_linkedin_url check (public.directories_url_ok(linkedin_url)),
  add constraint founder_profiles_pitch_deck_url check (public.directories_url_ok(pitch_deck_url)),
  -- achievements are public (visitors see them): [{title, description, date}]
  add constraint founder_profiles_achievements_items check (
    public.directories_object_list_ok(achievements, 50, array['title'], array['description', 'date'], 2000)
  );

-- Signed-in-only detail tables (created before the documents column moves).
create table public.founder_team_members (
  id uuid primary key default gen_random_uuid(),
  founder_profile_id uuid not null references public.founder_profiles (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 120),
  role text not null default '' check (char_length(role) <= 120),
  bio text check (char_length(bio) <= 2000),
  linkedin_url text check (public.directories_url_ok(linkedin_url)),
  -- display order on the Team tab ("order" is a PostgREST query keyword)
  sort_order integer not null default 0 check (sort_order between 0 and 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.founder_team_members is
  'Team tab of a founder profile; signed-in users only (spec part 2 section 6).';

create index founder_team_members_profile_idx
  on public.founder_team_members (founder_profile_id, sort_order);

create table public.founder_documents (
  id uuid primary key default gen_random_uuid(),
  founder_profile_id uuid not null references public.founder_profiles (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 200),
  url text not null check (public.directories_url_ok(url)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- the spec's documents map: one link per document name
  constraint founder_documents_name_key unique (founder_profile_id, name)
);

comment on table public.founder_documents is
  'Documents tab of a founder profile (the spec''s documents map); signed-in users only.';

-- Existing documents maps move into the table; the column goes, so no
-- select on founder_profiles (not even select=*) can return them to anon.
insert into public.founder_documents (founder_profile_id, name, url)
select f.id, left(d.key, 200), d.value #>> '{}'
from public.founder_profiles f, jsonb_each(f.documents) as d
where jsonb_typeof(d.value) = 'string' and public.directories_url_ok(d.value #>> '{}')
on conflict do nothing;

alter table public.founder_profiles drop column documents;

comment on table public.founder_profiles is
  'Founders Directory listings (spec section 3, "Founder profile"); public read, owner write. '
  'Team members and documents are in founder_team_members / founder_documents (signed-in only).';

-- Owners are founder accounts; admins manage every listing.
drop policy "founder_profiles: owner can insert" on public.founder_profiles;

create policy "founder_profiles: founder can insert own"
  on public.founder_profiles for insert to authenticated
  with check (user_id = (select auth.uid()) and (select public.has_user_type('founder')));

create policy "founder_profiles: admins can insert"
  on public.founder_profiles for insert to authenticated
  with check ((select public.is_admin()));

create policy "founder_profiles: admins can update"
  on public.founder_profiles for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

grant delete on public.founder_profiles to authenticated;

create policy "founder_profiles: admins can delete"
  on public.founder_profiles for delete to authenticated
  using ((select public.is_admin()));

-- Does the caller own the founder / investor profile? (policies of the detail tables)
create function public.owns_founder_profile(profile_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.founder_profiles f
    where f.id = profile_id and f.user_id = (select auth.uid())
  );
$$;

revoke all on function public.owns_founder_profile(uuid) from public, anon;
grant execute on function public.owns_founder_profile(uuid) to authenticated;

-- ---------------------------------------------------------------------------
-- investor_profiles
-- ---------------------------------------------------------------------------
create table public.investor_profiles (
  id uuid primary key default gen_random_uuid(),
  -- null for listings curated by the team that no account owns yet
  user_id uuid references auth.users (id) on delete set null,
  -- empty for individual investors
  firm_name text not null default '' check (char_length(firm_name) <= 200),
  investor_type text not null
    check (investor_type in ('Angel', 'VC', 'PE', 'Family Office', 'Corporate')),
  investment_focus text[] not null
    check (
      cardinality(investment_focus) between 1 and 10
      and array_ndims(investment_focus) = 1
      and investment_focus <@ array['Software', 'FinTech', 'Healthcare', 'E-commerce', 'CleanTech',
                                    'EdTech', 'Consumer', 'DeepTech', 'SaaS', 'Mobile']
    ),
  investment_stages text[] not null
    check (
      cardinality(investment_stages) between 1 and 5
      and array_ndims(investment_stages) = 1
      and investment_stages <@ array['Pre-seed', 'Seed', 'Series A', 'Series B', 'Series C+']
    ),
  typical_check_size text check (char_length(typical_check_size) <= 100),
  -- in dollars; double precision so that every backend returns a JSON number
  -- (lite returns numeric as a string), exact for whole dollars below 2^53
  total_assets_under_management double precision
    check (total_assets_under_management >= 0 and total_assets_under_management < 1e15),
  location text not null check (char_length(btrim(location)) between 1 and 200),
  website text check (public.directories_url_ok(website)),
  linkedin_url text check (public.directories_url_ok(linkedin_url)),
  -- { "<network>": "<url>" }
  social_urls jsonb not null default '{}'::jsonb
    check (jsonb_typeof(social_urls) = 'object' and pg_column_size(social_urls) <= 8192),
  investment_thesis text check (char_length(investment_thesis) <= 5000),
  verification_status text not null default 'unverified'
    check (verification_status in ('verified', 'pending', 'unverified')),
  credibility_score integer not null default 0 check (credibility_score between 0 and 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint investor_profiles_user_id_key unique (user_id)
);

comment on table public.investor_profiles is
  'Investors Directory listings (spec section 3, "Investor profile"); public read, owner write. '
  'Portfolio and verification documents are in investor_portfolio_companies / '
  'investor_verification_documents (signed-in only).';

-- Directory sort and the exact-match filters, each followed by the sort.
create index investor_profiles_score_idx
  on public.investor_profiles (credibility_score desc, id);
create index investor_profiles_verification_score_idx
  on public.investor_profiles (verification_status, credibility_score desc, id);
create index investor_profiles_type_score_idx
  on public.investor_profiles (investor_type, credibility_score desc, id);
-- investmentFocus filter: investment_focus @> '{Healthcare}' (supabase-js .contains)
create index investor_profiles_focus_idx
  on public.investor_profiles using gin (investment_focus);

alter table public.investor_profiles enable row level security;

create policy "investor_profiles: anyone can read"
  on public.investor_profiles for select to anon, authenticated
  using (true);

create policy "investor_profiles: investor can insert own"
  on public.investor_profiles for insert to authenticated
  with check (user_id = (select auth.uid()) and (select public.has_user_type('investor')));

create policy "investor_profiles: owner can update"
  on public.investor_profiles for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "investor_profiles: admins can insert"
  on public.investor_profiles for insert to authenticated
  with check ((select public.is_admin()));

create policy "investor_profiles: admins can update"
  on public.investor_profiles for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "investor_profiles: admins can delete"
  on public.investor_profiles for delete to authenticated
  using ((select public.is_admin()));

revoke insert, update, delete, truncate on public.investor_profiles from anon;
revoke truncate on public.investor_profiles from authenticated;

-- Same rule as founder_profiles: verification and score belong to the team.
create function public.guard_investor_profile_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if auth.uid() is not null and not public.is_admin() then
    if tg_op = 'INSERT' then
      new.verification_status := 'unverified';
      new.credibility_score := 0;
      new.created_at := now();
    else
      new.verification_status := old.verification_status;
      new.credibility_score := old.credibility_score;
      new.created_at := old.created_at;
    end if;
  end if;
  if tg_op = 'UPDATE' and new.id is distinct from old.id then
    raise exception 'The investor profile id cannot be changed' using errcode = '42501';
  end if;
  new.updated_at := now();
  return new;
end;
$$;

revoke all on function public.guard_investor_profile_write() from public, anon, authenticated;

create trigger guard_investor_profile_write
  before insert or update on public.investor_profiles
  for each row execute function public.guard_investor_profile_write();

create function public.owns_investor_profile(profile_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.investor_profiles i
    where i.id = profile_id and i.user_id = (select auth.uid())
  );
$$;

revoke all on function public.owns_investor_profile(uuid) from public, anon;
grant execute on function public.owns_investor_profile(uuid) to authenticated;

create table public.investor_portfolio_companies (
  id uuid primary key default gen_random_uuid(),
  investor_profile_id uuid not null references public.investor_profiles (id) on delete cascade,
  company text not null check (char_length(btrim(company)) between 1 and 200),
  industry text not null default '' check (char_length(industry) <= 80),
  stage text not null default '' check (char_length(stage) <= 40),
  exit_status text not null default 'Active'
    check (exit_status in ('Active', 'Acquired', 'IPO', 'Closed')),
  sort_order integer not null default 0 check (sort_order between 0 and 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.investor_portfolio_companies is
  'Portfolio tab of an investor profile; signed-in users only.';

create index investor_portfolio_companies_profile_idx
  on public.investor_portfolio_companies (investor_profile_id, sort_order);

create table public.investor_verification_documents (
  id uuid primary key default gen_random_uuid(),
  investor_profile_id uuid not null references public.investor_profiles (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 200),
  url text not null check (public.directories_url_ok(url)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint investor_verification_documents_name_key unique (investor_profile_id, name)
);

comment on table public.investor_verification_documents is
  'Documents tab of an investor profile (the spec''s verification_documents map); signed-in users only.';

-- ---------------------------------------------------------------------------
-- RLS of the four signed-in-only detail tables: signed-in users read, the
-- owner of the parent profile and admins write. No policy for anon.
-- ---------------------------------------------------------------------------
alter table public.founder_team_members enable row level security;
alter table public.founder_documents enable row level security;
alter table public.investor_portfolio_companies enable row level security;
alter table public.investor_verification_documents enable row level security;

create policy "founder_team_members: signed-in users can read"
  on public.founder_team_members for select to authenticated using (true);
create policy "founder_team_members: owner or admin can write"
  on public.founder_team_members for all to authenticated
  using ((select public.owns_founder_profile(founder_profile_id)) or (select public.is_admin()))
  with check ((select public.owns_founder_profile(founder_profile_id)) or (select public.is_admin()));

create policy "founder_documents: signed-in users can read"
  on public.founder_documents for select to authenticated using (true);
create policy "founder_documents: owner or admin can write"
  on public.founder_documents for all to authenticated
  using ((select public.owns_founder_profile(founder_profile_id)) or (select public.is_admin()))
  with check ((select public.owns_founder_profile(founder_profile_id)) or (select public.is_admin()));

create policy "investor_portfolio_companies: signed-in users can read"
  on public.investor_portfolio_companies for select to authenticated using (true);
create policy "investor_portfolio_companies: owner or admin can write"
  on public.investor_portfolio_companies for all to authenticated
  using ((select public.owns_investor_profile(investor_profile_id)) or (select public.is_admin()))
  with check ((select public.owns_investor_profile(investor_profile_id)) or (select public.is_admin()));

create policy "investor_verification_documents: signed-in users can read"
  on public.investor_verification_documents for select to authenticated using (true);
create policy "investor_verification_documents: owner or admin can write"
  on public.investor_verification_documents for all to authenticated
  using ((select public.owns_investor_profile(investor_profile_id)) or (select public.is_admin()))
  with check ((select public.owns_investor_profile(investor_profile_id)) or (select public.is_admin()));

-- No policy grants anon anything here: an anonymous read returns no rows, and an
-- anonymous profile page may still embed these tables (it gets empty lists).
-- Select stays granted so that embedding works the same on every backend.
revoke insert, update, delete, truncate on public.founder_team_members, public.founder_documents,
  public.investor_portfolio_companies, public.investor_verification_documents from anon;

create trigger touch_updated_at before update on public.founder_team_members
  for each row execute function public.directories_touch_updated_at();
create trigger touch_updated_at before update on public.founder_documents
  for each row execute function public.directories_touch_updated_at();
create trigger touch_updated_at before update on public.investor_portfolio_companies
  for each row execute function public.directories_touch_updated_at();
create trigger touch_updated_at before update on public.investor_verification_documents
  for each row execute function public.directories_touch_updated_at();

-- ---------------------------------------------------------------------------
-- Executive talent and opportunities (Resource Marketplace tabs)
-- ---------------------------------------------------------------------------
create table public.executive_professionals (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 2 and 120),
  role text not null check (char_length(btrim(role)) between 1 and 120),
  -- display text, e.g. '15+ years'
  experience text not null check (char_length(btrim(experience)) between 1 and 40),
  -- for the 10+/15+/20+ filter and the "most experience" sort
  experience_years integer not null check (experience_years between 0 and 70),
  availability text not null check (availability in ('Part-time', 'Contract', 'Advisory')),
  specialization text not null check (char_length(btrim(specialization)) between 1 and 120),
  location text not null check (char_length(btrim(location)) between 1 and 200),
  last_active timestamptz not null default now(),
  status text not null default 'Available' check (status in ('Available', 'Interviewing')),
  compensation text not null default '' check (char_length(compensation) <= 120),
  summary text not null default '' check (char_length(summary) <= 5000),
  skills text[] not null default '{}' check (public.directories_text_list_ok(skills, 50, 100)),
  achievements text[] not null default '{}' check (public.directories_text_list_ok(achievements, 30, 500)),
  -- [{title, company, period, description}]
  work_history jsonb not null default '[]'::jsonb check (
    public.directories_object_list_ok(work_history, 30, array['title', 'company'], array['period', 'description'], 2000)
  ),
  -- [{degree, institution, year}]
  education jsonb not null default '[]'::jsonb check (
    public.directories_object_list_ok(education, 20, array['degree', 'institution'], array['year'], 300)
  ),
  certifications text[] not null default '{}' check (public.directories_text_list_ok(certifications, 30, 200)),
  "references" text[] not null default '{}' check (public.directories_text_list_ok("references", 20, 500)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.executive_professionals is
  'Executive Talent tab; readable only with an active subscription (or by admins); admins write.';

create index executive_professionals_last_active_idx on public.executive_professionals (last_active desc, id);
create index executive_professionals_experience_idx on public.executive_professionals (experience_years desc, id);

create table public.executive_opportunities (
  id uuid primary key default gen_random_uuid(),
  organization text not null check (char_length(btrim(organization)) between 1 and 200),
  position text not null check (char_length(btrim(position)) between 1 and 200),
  type text not null check (type in ('Part-time', 'Advisory', 'Contract')),
  duration text not null
    check (duration in ('Once a week', 'Once a fortnight', 'Once a month', 'Flexible', 'Full engagement')),
  location text not null check (char_length(btrim(location)) between 1 and 200),
  work_mode text not null check (work_mode in ('Remote', 'Onsite', 'Flexible', 'Hybrid')),
  industry text not null
    check (industry in ('Healthcare', 'Technology', 'Finance', 'Energy', 'Education', 'Non-profit')),
  posted_date date not null default current_date,
  status text not null default 'Open' check (status in ('Open', 'Closed')),
  -- display text, e.g. '$150/hour' or '0.5% equity'
  compensation text not null default '' check (char_length(compensation) <= 120),
  -- the compensation filter (hourly, equity, negotiable)
  compensation_type text not null check (compensation_type in ('hourly', 'equity', 'negotiable')),
  description text not null default '' check (char_length(description) <= 5000),
  requirements text[] not null default '{}' check (public.directories_text_list_ok(requirements, 30, 500)),
  benefits text[] not null default '{}' check (public.directories_text_list_ok(benefits, 30, 500)),
  application_process text not null default '' check (char_length(application_process) <= 2000),
  contact_name text not null check (char_length(btrim(contact_name)) between 1 and 120),
  contact_email text not null check (
    char_length(contact_email) <= 254
    and contact_email ~* '^[A-Z0-9._%+-]+@[A-Z0-9-]+(\.[A-Z0-9-]+)*\.[A-Z]{2,}$'
  ),
  contact_phone text check (contact_phone ~ '^\+?[0-9 ()-]{7,20}$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.executive_opportunities is
  'Executive Opportunities tab; readable only with an active subscription (or by admins); admins write.';

create index executive_opportunities_posted_idx on public.executive_opportunities (posted_date desc, id);

alter table public.executive_professionals enable row level security;
alter table public.executive_opportunities enable row level security;

create policy "executive_professionals: subscribers and admins can read"
  on public.executive_professionals for select to authenticated
  using ((select public.has_active_subscription()) or (select public.is_admin()));
create policy "executive_professionals: admins can insert"
  on public.executive_professionals for insert to authenticated
  with check ((select public.is_admin()));
create policy "executive_professionals: admins can update"
  on public.executive_professionals for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "executive_professionals: admins can delete"
  on public.executive_professionals for delete to authenticated
  using ((select public.is_admin()));

create policy "executive_opportunities: subscribers and admins can read"
  on public.executive_opportunities for select to authenticated
  using ((select public.has_active_subscription()) or (select public.is_admin()));
create policy "executive_opportunities: admins can insert"
  on public.executive_opportunities for insert to authenticated
  with check ((select public.is_admin()));
create policy "executive_opportunities: admins can update"
  on public.executive_opportunities for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "executive_opportunities: admins can delete"
  on public.executive_opportunities for delete to authenticated
  using ((select public.is_admin()));

-- anon: no policy, so no rows; never writes
revoke insert, update, delete, truncate on public.executive_professionals, public.executive_opportunities from anon;

create trigger touch_updated_at before update on public.executive_professionals
  for each row execute function public.directories_touch_updated_at();
create trigger touch_updated_at before update on public.executive_opportunities
  for each row execute function public.directories_touch_updated_at();

-- ---------------------------------------------------------------------------
-- Meeting requests (Book Meeting) and job applications (Apply)
-- ---------------------------------------------------------------------------
create table public.meeting_requests (
  id uuid primary key default gen_random_uuid(),
  requester_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  professional_id uuid not null references public.executive_professionals (id) on delete cascade,
  -- up to three proposed slots
  proposed_times timestamptz[] not null default '{}'
    check (cardinality(proposed_times) <= 3 and array_position(proposed_times, null) is null),
  message text not null default '' check (char_length(message) <= 2000),
  status text not null default 'requested'
    check (status in ('requested', 'confirmed', 'declined', 'cancelled')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index meeting_requests_requester_idx on public.meeting_requests (requester_id, created_at desc);
create index meeting_requests_professional_idx on public.meeting_requests (professional_id);

create table public.job_applications (
  id uuid primary key default gen_random_uuid(),
  applicant_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  opportunity_id uuid not null references public.executive_opportunities (id) on delete cascade,
  cover_note text not null default '' check (char_length(cover_note) <= 5000),
  status text not null default 'submitted'
    check (status in ('submitted', 'reviewing', 'accepted', 'rejected')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- one application per applicant and opportunity (also serves lookups by applicant)
  constraint job_applications_applicant_opportunity_key unique (applicant_id, opportunity_id)
);

create index job_applications_opportunity_idx on public.job_applications (opportunity_id);

alter table public.meeting_requests enable row level security;
alter table public.job_applications enable row level security;

create policy "meeting_requests: requester or admin can read"
  on public.meeting_requests for select to authenticated
  using (requester_id = (select auth.uid()) or (select public.is_admin()));
create policy "meeting_requests: subscriber can insert own, admins any"
  on public.meeting_requests for insert to authenticated
  with check (
    (requester_id = (select auth.uid()) and (select public.has_active_subscription()))
    or (select public.is_admin())
  );
-- the guard trigger limits a requester to cancelling
create policy "meeting_requests: requester or admin can update"
  on public.meeting_requests for update to authenticated
  using (requester_id = (select auth.uid()) or (select public.is_admin()))
  with check (requester_id = (select auth.uid()) or (select public.is_admin()));
create policy "meeting_requests: admins can delete"
  on public.meeting_requests for delete to authenticated
  using ((select public.is_admin()));

create policy "job_applications: applicant or admin can read"
  on public.job_applications for select to authenticated
  using (applicant_id = (select auth.uid()) or (select public.is_admin()));
create policy "job_applications: subscriber can insert own, admins any"
  on public.job_applications for insert to authenticated
  with check (
    (applicant_id = (select auth.uid()) and (select public.has_active_subscription()))
    or (select public.is_admin())
  );
create policy "job_applications: admins can update"
  on public.job_applications for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "job_applications: admins can delete"
  on public.job_applications for delete to authenticated
  using ((select public.is_admin()));

revoke insert, update, delete, truncate on public.meeting_requests, public.job_applications from anon;

-- Business rules with clear messages (RLS alone would only say "violates
-- row-level security policy"). Admins and callers without a user JWT pass.
create function public.guard_meeting_request_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if auth.uid() is not null and not public.is_admin() then
    if tg_op = 'INSERT' then
      if not public.has_active_subscription() then
        raise exception 'An active subscription is required to book a meeting'
          using errcode = '42501';
      end if;
      if new.requester_id is distinct from auth.uid() then
        raise exception 'Meeting requests can only be made for yourself' using errcode = '42501';
      end if;
      if exists (select 1 from unnest(new.proposed_times) as t where t <= now()) then
        raise exception 'Proposed meeting times must be in the future' using errcode = '22023';
      end if;
      new.status := 'requested';
      new.created_at := now();
    else
      if new.status is distinct from 'cancelled'
         or old.status not in ('requested', 'confirmed')
         or new.requester_id is distinct from old.requester_id
         or new.professional_id is distinct from old.professional_id
         or new.proposed_times is distinct from old.proposed_times
         or new.message is distinct from old.message
         or new.created_at is distinct from old.created_at then
        raise exception 'You can only cancel your meeting request' using errcode = '42501';
      end if;
    end if;
  end if;
  if tg_op = 'UPDATE' and new.id is distinct from old.id then
    raise exception 'The meeting request id cannot be changed' using errcode = '42501';
  end if;
  new.updated_at := now();
  return new;
end;
$$;

revoke all on function public.guard_meeting_request_write() from public, anon, authenticated;

create trigger guard_meeting_request_write
  before insert or update on public.meeting_requests
  for each row execute function public.guard_meeting_request_write();

create function public.guard_job_application_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if auth.uid() is not null and not public.is_admin() then
      if not public.has_active_subscription() then
        raise exception 'An active subscription is required to apply for an opportunity'
          using errcode = '42501';
      end if;
      if new.applicant_id is distinct from auth.uid() then
        raise exception 'Applications can only be made for yourself' using errcode = '42501';
      end if;
      new.status := 'submitted';
      new.created_at := now();
    end if;
    if exists (
      select 1 from public.executive_opportunities o
      where o.id = new.opportunity_id and o.status <> 'Open'
    ) then
      raise exception 'This opportunity is no longer accepting applications' using errcode = '22023';
    end if;
    if exists (
      select 1 from public.job_applications a
      where a.applicant_id = new.applicant_id and a.opportunity_id = new.opportunity_id
    ) then
      raise exception 'You have already applied for this opportunity' using errcode = '23505';
    end if;
  elsif new.id is distinct from old.id
     or new.applicant_id is distinct from old.applicant_id
     or new.opportunity_id is distinct from old.opportunity_id then
    raise exception 'Only the status of an application can be changed' using errcode = '42501';
  end if;
  new.updated_at := now();
  return new;
end;
$$;

revoke all on function public.guard_job_application_write() from public, anon, authenticated;

create trigger guard_job_application_write
  before insert or update on public.job_applications
  for each row execute function public.guard_job_application_write();
