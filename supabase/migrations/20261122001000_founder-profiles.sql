-- Founder profiles: the company listings of the Founders Directory (/founders,
-- /founders/:id) and the founder's own profile (/founder/profile).
--
-- Reads: everyone, signed in or not (the directory is public).
-- Writes: a founder inserts and updates only the row whose user_id is their
-- own auth uid. Verification status and credibility score are set by the team
-- (admins, or tooling without an end-user JWT), never by the owner.
-- Nobody deletes through the API (no delete policy).
create table public.founder_profiles (
  id uuid primary key default gen_random_uuid(),
  -- null for listings curated by the team that no account owns yet
  user_id uuid references auth.users (id) on delete set null,
  company_name text not null check (char_length(btrim(company_name)) between 1 and 200),
  industry text not null check (char_length(btrim(industry)) between 1 and 80),
  funding_stage text not null
    check (funding_stage in ('Bootstrapped', 'Pre-seed', 'Seed', 'Series A', 'Series B', 'Series C+')),
  location text not null check (char_length(btrim(location)) between 1 and 200),
  founded_year integer check (founded_year between 1800 and 2100),
  team_size integer check (team_size between 1 and 1000000),
  company_description text check (char_length(company_description) <= 5000),
  looking_for text check (char_length(looking_for) <= 200),
  website text check (char_length(website) <= 2048),
  linkedin_url text check (char_length(linkedin_url) <= 2048),
  -- { "<network>": "<url>" }
  social_urls jsonb not null default '{}'::jsonb
    check (jsonb_typeof(social_urls) = 'object' and pg_column_size(social_urls) <= 8192),
  pitch_deck_url text check (char_length(pitch_deck_url) <= 2048),
  -- [ { "title": ..., "description": ..., "date": ... } ]
  achievements jsonb not null default '[]'::jsonb
    check (jsonb_typeof(achievements) = 'array' and pg_column_size(achievements) <= 65536),
  -- { "<document name>": "<url>" }
  -- Documents are premium content: signed-out visitors see 'Documents available with premium
  -- access' instead. 20261122004000_directories.sql moves them (and the team) into tables only
  -- signed-in users read and drops this column, so no anonymous select can return them.
  documents jsonb not null default '{}'::jsonb
    check (jsonb_typeof(documents) = 'object' and pg_column_size(documents) <= 16384),
  verification_status text not null default 'unverified'
    check (verification_status in ('verified', 'pending', 'unverified')),
  credibility_score integer not null default 0 check (credibility_score between 0 and 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.founder_profiles is
  'Founders Directory listings (spec section 3, "Founder profile"); public read, owner write.';
comment on column public.founder_profiles.documents is
  'Premium content: issue #3 revokes anon SELECT on this column (and on team data).';

-- One company profile per founder account (NULLs, the unowned listings, are
-- distinct); its index also serves lookups by owner and upsert on user_id.
alter table public.founder_profiles
  add constraint founder_profiles_user_id_key unique (user_id);

-- Directory sort: credibility score, highest first (id as a stable tie-break for range() paging).
create index founder_profiles_score_idx
  on public.founder_profiles (credibility_score desc, id);
-- Exact-match filters, each followed by the sort so a filtered page is an index range.
create index founder_profiles_verification_score_idx
  on public.founder_profiles (verification_status, credibility_score desc, id);
create index founder_profiles_funding_stage_score_idx
  on public.founder_profiles (funding_stage, credibility_score desc, id);
create index founder_profiles_industry_score_idx
  on public.founder_profiles (industry, credibility_score desc, id);
-- Location and search use ilike '%x%' (case-insensitive containment). A btree
-- cannot serve that; on hosted Supabase add pg_trgm gin indexes if the table
-- grows large (not available on the embedded PGlite backend).

alter table public.founder_profiles enable row level security;

create policy "founder_profiles: anyone can read"
  on public.founder_profiles for select to anon, authenticated
  using (true);

create policy "founder_profiles: owner can insert"
  on public.founder_profiles for insert to authenticated
  with check ((select auth.uid()) is not null and user_id = (select auth.uid()));

create policy "founder_profiles: owner can update"
  on public.founder_profiles for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

revoke insert, update, delete, truncate on public.founder_profiles from anon;
revoke delete, truncate on public.founder_profiles from authenticated;

-- Keeps the team-owned columns out of the owner's hands and stamps updated_at.
-- Callers without an end-user JWT (seed scripts, service role) and admins pass.
create function public.guard_founder_profile_write()
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
    raise exception 'The founder profile id cannot be changed' using errcode = '42501';
  end if;
  new.updated_at := now();
  return new;
end;
$$;

revoke all on function public.guard_founder_profile_write() from public, anon, authenticated;

create trigger guard_founder_profile_write
  before insert or update on public.founder_profiles
  for each row execute function public.guard_founder_profile_write();
