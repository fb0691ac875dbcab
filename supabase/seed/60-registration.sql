-- Demo-owned registration rows (called by seed_demo_data() after the demo accounts exist,
-- demo mode only): the demo partner's organisation, verified, so the demo partner can
-- publish listings (20261124000200_registration.sql gates a partner's listings on it).
-- Idempotent: creates the row when missing and verifies it again when it is not verified.
create or replace function public.seed_demo_registration() returns void
language plpgsql security definer set search_path = public as $$
declare
  partner_id uuid := (select id from auth.users where email = 'partner@demo.donation.network');
begin
  if not public.request_is_trusted() then
    raise exception 'seed_demo_registration is for the service role only' using errcode = '42501';
  end if;

  if partner_id is not null then
    insert into public.partner_organisations (
      user_id, name, organisation_type, licence_number, country, district, address,
      contact_person, contact_number, verification_status, verified_at
    ) values (
      partner_id, 'Demo Partner Blood Bank', 'Blood Bank', 'DEMO-BB-0001', 'US', 'Boston',
      '1 Demo Street, Boston, MA 02114', 'Demo Partner', '+1 617 555 0100', 'verified', now()
    )
    on conflict (user_id) do update
      set verification_status = 'verified', verified_at = now(), verified_by = null
      where partner_organisations.verification_status <> 'verified';
  end if;
end $$;

revoke all on function public.seed_demo_registration() from public, anon, authenticated;
