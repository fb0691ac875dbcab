-- Recipient profile page (/recipient/profile): family members and payment /
-- currency settings answer bad input with the form's own messages instead of a check
-- constraint's name, family member names are trimmed of Unicode white space like every other
-- text, and a user lists at most 30 family members. Client mirror: supabase/rules/profile.ts.
--
-- The tables, their RLS and the profile change requests are in 20261122002001_profile-details.sql
-- and 20261122002003_settings-family.sql; nothing here widens who may read or write what.

-- ---------------------------------------------------------------------------
-- family_members: readable messages (the checks stay as the backstop), trimmed name, a cap.
create function public.guard_family_member_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  listed integer;
begin
  new.name := public.trim_unicode(new.name);
  if new.name is null or new.name = '' or new.relationship is null or new.age is null or new.gender is null then
    raise exception 'Please fill in all fields' using errcode = '22023';
  end if;
  if char_length(new.name) > 120 then
    raise exception 'Name must be at most 120 characters.' using errcode = '22023';
  end if;
  if new.relationship not in ('Spouse', 'Child', 'Parent', 'Sibling', 'Other') then
    raise exception 'Please select a valid relationship.' using errcode = '22023';
  end if;
  if new.age not between 0 and 130 then
    raise exception 'Age must be a whole number between 0 and 130.' using errcode = '22023';
  end if;
  if new.gender not in ('Male', 'Female', 'Non-binary', 'Other', 'Prefer not to say') then
    raise exception 'Please select a valid gender.' using errcode = '22023';
  end if;

  if tg_op = 'INSERT' or new.user_id is distinct from old.user_id then
    -- serialise a user's inserts so two at once cannot both pass the count
    perform pg_advisory_xact_lock(hashtext('family-members:' || coalesce(new.user_id::text, '')));
    select count(*) into listed from public.family_members f where f.user_id = new.user_id;
    if listed >= 30 then
      raise exception 'You can list at most 30 family members.' using errcode = '22023';
    end if;
  end if;
  return new;
end;
$$;

create trigger guard_family_member_write
  before insert or update on public.family_members
  for each row execute function public.guard_family_member_write();

-- ---------------------------------------------------------------------------
-- user_settings: readable messages for the two choices (currency is generated from country).
create function public.guard_user_settings_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.preferred_payment_method is null or new.preferred_payment_method not in ('paypal', 'stripe') then
    raise exception 'Please select PayPal or Stripe as your payment method.' using errcode = '22023';
  end if;
  if new.country is null or not public.is_country_code(new.country) then
    raise exception 'Please select a valid country.' using errcode = '22023';
  end if;
  return new;
end;
$$;

create trigger guard_user_settings_write
  before insert or update on public.user_settings
  for each row execute function public.guard_user_settings_write();

-- ---------------------------------------------------------------------------
-- Function privileges (20261123000100_hardening.sql: nothing is executable by default).
-- Trigger functions need no grant: EXECUTE is checked when the trigger is created.
revoke all on function public.guard_family_member_write() from public;
revoke all on function public.guard_user_settings_write() from public;

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon')
     and exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on function public.guard_family_member_write() from anon, authenticated;
    revoke all on function public.guard_user_settings_write() from anon, authenticated;
  end if;
end $$;
