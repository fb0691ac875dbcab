-- Demo-owned rows. Each area's seed file defines public.seed_demo_<area>() (idempotent,
-- looks the demo accounts up by e-mail); scripts/backend.mjs calls seed_demo_data() with
-- the secret key after it has created the demo accounts. On hosted Supabase, run
-- `select public.seed_demo_data();` once in the SQL editor after creating the accounts.
create or replace function public.seed_demo_data() returns void
language plpgsql security definer set search_path = public as $$
declare
  area text;
begin
  -- Callable with the secret key (service_role claims) or from an SQL console (no JWT).
  if coalesce(auth.jwt()->>'role', 'service_role') <> 'service_role' then
    raise exception 'seed_demo_data is for the service role only' using errcode = '42501';
  end if;
  foreach area in array array['commerce', 'marketplace', 'directories'] loop
    if to_regprocedure(format('public.seed_demo_%s()', area)) is not null then
      execute format('select public.seed_demo_%s()', area);
    end if;
  end loop;
end $$;
