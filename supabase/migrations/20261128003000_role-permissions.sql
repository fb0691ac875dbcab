-- The permissions of each role, in the database, so functions can check one (analytics checks
-- view_analytics). The same table as the client's (shared-auth ROLE_PERMISSIONS, the product's
-- roles table); supabase/tests/analytics.test.ts keeps the two equal. A role is the profile's
-- user_type, as the client derives it; any other value gets view_dashboard only.

create function public.role_permissions(role text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select case role
    when 'admin' then array['view_dashboard', 'manage_users', 'edit_content', 'view_analytics', 'create_post',
                            'edit_post', 'delete_post', 'manage_profiles', 'manage_all']
    when 'partner' then array['view_dashboard', 'view_analytics', 'create_post', 'edit_post']
    when 'donor' then array['view_dashboard', 'edit_content']
    when 'recipient' then array['view_dashboard']
    when 'founder' then array['view_dashboard', 'edit_content', 'create_post']
    when 'investor' then array['view_dashboard', 'view_analytics', 'manage_profiles']
    else array['view_dashboard']
  end;
$$;

-- Whether the signed-in caller's role holds the permission (false when signed out).
create function public.has_permission(permission text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select has_permission.permission = any (public.role_permissions(p.user_type))
     from public.profiles p where p.id = (select auth.uid())),
    false
  );
$$;

revoke all on function public.role_permissions(text) from public;
revoke all on function public.has_permission(text) from public;

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon')
     and exists (select 1 from pg_roles where rolname = 'authenticated') then
    grant execute on function public.role_permissions(text) to anon, authenticated;
    grant execute on function public.has_permission(text) to anon, authenticated;
  end if;
  if exists (select 1 from pg_roles where rolname = 'service_role') then
    grant execute on function public.role_permissions(text) to service_role;
    grant execute on function public.has_permission(text) to service_role;
  end if;
end $$;
