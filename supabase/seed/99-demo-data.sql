-- Demo-owned rows. Each area's seed file defines public.seed_demo_<area>() (idempotent,
-- looks the demo accounts up by e-mail); scripts/backend.mjs calls seed_demo_data() with
-- the secret key after it has created the demo accounts, in demo mode only. On hosted
-- Supabase, run `select private.set_demo_mode(true); select public.seed_demo_data();` in
-- the SQL editor after creating the accounts (a demo project only).
create or replace function public.seed_demo_data() returns void
language plpgsql security definer set search_path = public as $$
declare
  area text;
begin
  -- The service role (secret key) or SQL without an API role; decided by the database
  -- role, never by missing JWT claims (see 20261123000100_hardening.sql).
  if not public.request_is_trusted() then
    raise exception 'seed_demo_data is for the service role only' using errcode = '42501';
  end if;
  if not public.demo_mode() then
    raise exception 'Demo data is seeded in demo mode only' using errcode = '42501';
  end if;
  foreach area in array array['commerce', 'marketplace', 'directories', 'registration'] loop
    if to_regprocedure(format('public.seed_demo_%s()', area)) is not null then
      execute format('select public.seed_demo_%s()', area);
    end if;
  end loop;
end $$;

revoke all on function public.seed_demo_data() from public, anon, authenticated;
grant execute on function public.seed_demo_data() to service_role;
