-- Admin rights can only be granted by an existing admin (or without an
-- end-user JWT: seed scripts, the SQL console, the service role).

-- True when the caller's own profile carries the admin flag. SECURITY DEFINER
-- so it can be used from policies and triggers without tripping over RLS.
create function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select p.is_admin from public.profiles p where p.id = (select auth.uid())),
    false
  );
$$;

revoke all on function public.is_admin() from public, anon;
grant execute on function public.is_admin() to authenticated;

-- Admins may read every profile (user management); others only their own.
create policy "profiles: admins can read all"
  on public.profiles for select to authenticated
  using ((select public.is_admin()));

-- Rejects changes to the admin flag and moves into or out of the 'admin' type
-- by anyone but an admin, and stamps updated_at.
create function public.guard_profile_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (new.is_admin is distinct from old.is_admin
      or (new.user_type is distinct from old.user_type
          and 'admin' in (new.user_type, old.user_type)))
     and auth.uid() is not null
     and not public.is_admin() then
    raise exception 'Only an administrator can change admin rights'
      using errcode = '42501';
  end if;
  if new.id is distinct from old.id then
    raise exception 'The profile id cannot be changed' using errcode = '42501';
  end if;
  new.updated_at := now();
  return new;
end;
$$;

revoke all on function public.guard_profile_update() from public, anon, authenticated;

create trigger guard_profile_update
  before update on public.profiles
  for each row execute function public.guard_profile_update();

-- Auth metadata is writable by the user (auth.updateUser), so the admin
-- markers in it are stripped unless the profile already is an admin. A change
-- of metadata user_type to a non-admin type is mirrored into the profile, which
-- the user could set directly anyway; this keeps both sources of the role equal.
-- The metadata is also stored back as a jsonb object (see metadata_object).
create function public.guard_user_metadata()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  metadata jsonb := public.metadata_object(new.raw_user_meta_data);
  profile_is_admin boolean;
  requested_type text;
begin
  select p.is_admin into profile_is_admin from public.profiles p where p.id = new.id;
  profile_is_admin := coalesce(profile_is_admin, false);

  if not profile_is_admin then
    metadata := metadata - 'isAdmin' - 'is_admin';
    if metadata ->> 'user_type' = 'admin' then
      metadata := metadata - 'user_type';
    end if;
  end if;
  new.raw_user_meta_data := metadata;

  if tg_op = 'UPDATE' and not profile_is_admin then
    requested_type := metadata ->> 'user_type';
    if requested_type is distinct from public.metadata_object(old.raw_user_meta_data) ->> 'user_type'
       and requested_type in ('partner', 'donor', 'recipient', 'founder', 'investor') then
      update public.profiles set user_type = requested_type
      where id = new.id and user_type <> requested_type;
    end if;
  end if;
  return new;
end;
$$;

revoke all on function public.guard_user_metadata() from public, anon, authenticated;

create trigger guard_user_metadata
  before insert or update on auth.users
  for each row execute function public.guard_user_metadata();

-- The admin action: grant or revoke admin rights. Revoking also moves a user
-- of type 'admin' to 'recipient'. The auth metadata marker isAdmin follows.
create function public.set_user_admin(target uuid, make_admin boolean)
returns public.profiles
language plpgsql
security definer
set search_path = ''
as $$
declare
  result public.profiles;
begin
  if not public.is_admin() then
    raise exception 'Only an administrator can change admin rights'
      using errcode = '42501';
  end if;
  if target = auth.uid() and not make_admin then
    raise exception 'Administrators cannot revoke their own admin rights'
      using errcode = '42501';
  end if;

  update public.profiles
  set is_admin = make_admin,
      user_type = case when not make_admin and user_type = 'admin' then 'recipient' else user_type end
  where id = target
  returning * into result;

  if result.id is null then
    raise exception 'No profile exists for user %', target using errcode = 'P0002';
  end if;

  -- runs after the profile update so guard_user_metadata sees the new flag
  update auth.users
  set raw_user_meta_data = case
    when make_admin then public.metadata_object(raw_user_meta_data) || '{"isAdmin": true}'::jsonb
    else public.metadata_object(raw_user_meta_data) - 'isAdmin'
  end
  where id = target;

  return result;
end;
$$;

revoke all on function public.set_user_admin(uuid, boolean) from public, anon;
grant execute on function public.set_user_admin(uuid, boolean) to authenticated;
