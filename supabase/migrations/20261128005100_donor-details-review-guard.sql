-- A donor's phone number, blood group, country and last donation change only through an
-- approved profile change request (20261128005000_donor-profile-changes.sql), as the personal
-- details on profiles do. Until now the donor could update their donor record directly.
--
-- The registration wizard writes these columns itself while the donor registers: that is while
-- the account has an open donor registration draft and its profile holds no phone number yet
-- (complete_registration() copies the donor's phone there and deletes the draft). Admins,
-- trusted callers and functions acting for someone else (a completed donation recorded by a
-- hospital) are not the donor and are not held back.

create function private.donor_registration_open(owner uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (select 1 from public.registration_drafts d where d.user_id = owner and d.user_type = 'donor')
     and not exists (select 1 from public.profiles p where p.id = owner and p.phone is not null);
$$;

revoke all on function private.donor_registration_open(uuid) from public;

create function private.guard_donor_personal_details()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if auth.uid() = old.user_id
     and not public.request_is_trusted() and not public.is_admin()
     and (new.phone, new.blood_group, new.country, new.last_donation_date)
         is distinct from (old.phone, old.blood_group, old.country, old.last_donation_date)
     and not private.donor_registration_open(old.user_id) then
    raise exception 'Donor details change only through a profile change request approved by an administrator'
      using errcode = '42501';
  end if;
  return new;
end;
$$;

revoke all on function private.guard_donor_personal_details() from public;

create trigger guard_donor_personal_details
  before update on public.donors
  for each row execute function private.guard_donor_personal_details();

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon')
     and exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on function private.donor_registration_open(uuid) from anon, authenticated;
    revoke all on function private.guard_donor_personal_details() from anon, authenticated;
  end if;
end $$;
