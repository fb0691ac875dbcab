-- Profiles: one row per auth user, created by a trigger on sign-up.
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  full_name text not null default '' check (char_length(full_name) <= 120),
  avatar_url text check (char_length(avatar_url) <= 2048),
  user_type text not null default 'recipient'
    check (user_type in ('admin', 'partner', 'donor', 'recipient', 'founder', 'investor')),
  is_admin boolean not null default false,
  updated_at timestamptz not null default now(),
  -- the 'admin' type is only ever held together with the admin flag
  constraint profiles_admin_type_needs_flag check (user_type <> 'admin' or is_admin)
);

comment on table public.profiles is 'Public profile of each auth user; user_type drives the portal role.';

alter table public.profiles enable row level security;

create policy "profiles: owner can read"
  on public.profiles for select to authenticated
  using ((select auth.uid()) = id);

create policy "profiles: owner can update"
  on public.profiles for update to authenticated
  using ((select auth.uid()) = id)
  with check ((select auth.uid()) = id);

-- Rows are created and deleted only by the auth triggers (and the FK cascade).
revoke insert, delete, truncate on public.profiles from anon, authenticated;

-- Auth user metadata as a jsonb object. @supabase/lite 0.10 on its postgres
-- driver stores raw_user_meta_data JSON-encoded inside a jsonb string; this
-- unwraps it (a no-op on hosted Supabase and PGlite).
create function public.metadata_object(metadata jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case jsonb_typeof(metadata)
    when 'object' then metadata
    when 'string' then coalesce((metadata #>> '{}')::jsonb, '{}'::jsonb)
    else '{}'::jsonb
  end;
$$;

-- Creates the profile from the sign-up metadata. 'admin' (or anything unknown)
-- becomes 'recipient': admin rights are never self-assigned.
create function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  metadata jsonb := public.metadata_object(new.raw_user_meta_data);
  requested_type text := metadata ->> 'user_type';
begin
  if requested_type is null
     or requested_type not in ('partner', 'donor', 'recipient', 'founder', 'investor') then
    requested_type := 'recipient';
  end if;

  insert into public.profiles (id, full_name, user_type)
  values (
    new.id,
    left(coalesce(metadata ->> 'full_name', ''), 120),
    requested_type
  );
  return new;
end;
$$;

revoke all on function public.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();
