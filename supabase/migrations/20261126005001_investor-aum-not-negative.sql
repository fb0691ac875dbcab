-- A negative amount of assets under management gets its own message instead of the range one
-- ('below 1,000 trillion' reads as nonsense for -5). Triggers of one table and timing fire in
-- name order, so this check runs before guard_investor_profile_fields, which keeps the range.
-- Mirrored by INVESTOR_MESSAGES.assetsUnderManagementNegative in supabase/rules/investor-profile.ts.
create function public.guard_investor_aum_not_negative()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.total_assets_under_management < 0 then
    raise exception 'Assets under management cannot be negative' using errcode = '22023';
  end if;
  return new;
end;
$$;

revoke all on function public.guard_investor_aum_not_negative() from public;
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon')
     and exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on function public.guard_investor_aum_not_negative() from anon, authenticated;
  end if;
end $$;

create trigger guard_investor_aum_not_negative
  before insert or update on public.investor_profiles
  for each row execute function public.guard_investor_aum_not_negative();
