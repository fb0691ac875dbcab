-- Registration and onboarding, the database half: wizard drafts kept on the
-- server, consent records, partner organisations with their verification, the gate on a
-- partner's marketplace listings, and the completion RPC. Mirrored for clients by
-- supabase/rules/registration.ts (user types, organisation types, limits, policy versions
-- and every message raised here); tests in supabase/tests/registration.test.ts.
--
-- Who may do what:
--   registration_drafts    one per user; the owner reads, writes and deletes their own;
--                          admins read. Cleared by complete_registration().
--   consents               the owner records (insert) and reads their own; admins read;
--                          nobody updates or deletes through the API. accepted_at is the
--                          database's time.
--   partner_organisations  one per partner account; the owner creates and edits it (never
--                          its verification state); admins read and decide through
--                          set_partner_verification().
--   blood_services         a partner's own listings are refused until its organisation is
--                          verified (team-curated rows, admins and trusted roles unaffected).
--
-- Why not public.hospitals: it is the public, admin-curated list of places a donation can
-- be arranged at (everyone reads it, it has no owner, and it covers hospitals only), while a
-- partner organisation is a private, owner-written application (licence, contact person)
-- that an admin verifies, and may be a blood bank, organ bank or plasma centre.

-- ---------------------------------------------------------------------------
-- Shared values

-- The account types a person can register as (never admin).
create function public.is_registration_user_type(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value in ('donor', 'recipient', 'partner', 'founder', 'investor');
$$;

-- The policy versions a registration must accept; rules/registration.ts has the same.
-- A new policy text means a new version here (create or replace in a new migration).
create function public.current_policy_version(kind text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case kind
    when 'terms' then '2026-11-24'
    when 'data-protection' then '2026-11-24'
  end;
$$;

-- A key that obviously holds a secret (passwords, payment card data): compared without
-- case and without anything but ASCII letters and digits ("Card-Number" = "cardnumber").
create function public.is_secret_draft_key(key text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select lower(regexp_replace(key, '[^A-Za-z0-9]', '', 'g'))
         ~ '(password|passwd|passphrase|cvv|cvc|cardnumber|creditcard|securitycode)';
$$;

-- Does the JSON value contain such a key at any depth (objects inside objects and arrays)?
create function public.has_secret_draft_key(data jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  with recursive walk(value) as (
    select data
    union all
    select child.value
    from walk
    cross join lateral (
      select e.value from jsonb_each(case when jsonb_typeof(walk.value) = 'object' then walk.value end) e
      union all
      select a.value from jsonb_array_elements(case when jsonb_typeof(walk.value) = 'array' then walk.value end) a
    ) child
  )
  select exists (
    select 1
    from walk
    cross join lateral jsonb_object_keys(case when jsonb_typeof(walk.value) = 'object' then walk.value end) k
    where public.is_secret_draft_key(k)
  );
$$;

-- ---------------------------------------------------------------------------
-- registration_drafts: the wizard's step and entered data, so that a reload or another
-- device resumes where the user left off. Never holds passwords or payment details.
create table public.registration_drafts (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  user_type text not null check (public.is_registration_user_type(user_type)),
  step integer not null default 1 check (step between 1 and 10),
  data jsonb not null default '{}'::jsonb
    check (jsonb_typeof(data) = 'object' and octet_length(data::text) <= 32768),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.registration_drafts is
  'Registration wizard state per user (step, entered data); owner only, admins read; deleted by complete_registration().';

alter table public.registration_drafts enable row level security;

create policy "registration_drafts: owner can read"
  on public.registration_drafts for select to authenticated using (user_id = (select auth.uid()));
create policy "registration_drafts: admins can read all"
  on public.registration_drafts for select to authenticated using ((select public.is_admin()));
create policy "registration_drafts: owner can create"
  on public.registration_drafts for insert to authenticated with check (user_id = (select auth.uid()));
create policy "registration_drafts: owner can update"
  on public.registration_drafts for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "registration_drafts: owner can delete"
  on public.registration_drafts for delete to authenticated using (user_id = (select auth.uid()));

revoke all on public.registration_drafts from anon;
revoke truncate on public.registration_drafts from authenticated;

-- Readable messages for every rule (the checks above stay as the backstop), and the times.
create function public.guard_registration_draft_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.user_type is null or not public.is_registration_user_type(new.user_type) then
    raise exception 'Choose a valid account type: donor, recipient, partner, founder or investor'
      using errcode = '22023';
  end if;
  if new.step is null or new.step not between 1 and 10 then
    raise exception 'The registration step must be between 1 and 10' using errcode = '22023';
  end if;
  if new.data is null or jsonb_typeof(new.data) <> 'object' then
    raise exception 'Registration draft data must be a JSON object' using errcode = '22023';
  end if;
  if octet_length(new.data::text) > 32768 then
    raise exception 'Registration draft data must be at most 32 KB' using errcode = '22023';
  end if;
  if public.has_secret_draft_key(new.data) then
    raise exception 'Registration drafts must not contain passwords or payment card details'
      using errcode = '22023';
  end if;
  if tg_op = 'UPDATE' then
    if new.user_id is distinct from old.user_id then
      raise exception 'A registration draft cannot be moved to another user' using errcode = '42501';
    end if;
    new.created_at := old.created_at;
  else
    new.created_at := now();
  end if;
  new.updated_at := now();
  return new;
end;
$$;

create trigger guard_registration_draft_write
  before insert or update on public.registration_drafts
  for each row execute function public.guard_registration_draft_write();

-- ---------------------------------------------------------------------------
-- consents: which policy version a user accepted, and when (the database's time).
create table public.consents (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  kind text not null check (kind in ('terms', 'data-protection')),
  policy_version text not null check (policy_version ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$'),
  accepted_at timestamptz not null default now(),
  constraint consents_user_kind_version_key unique (user_id, kind, policy_version)
);

comment on table public.consents is
  'Accepted policies (terms, data protection) with version and time; insert-only through the API.';

alter table public.consents enable row level security;

create policy "consents: owner can read"
  on public.consents for select to authenticated using (user_id = (select auth.uid()));
create policy "consents: admins can read all"
  on public.consents for select to authenticated using ((select public.is_admin()));
create policy "consents: owner can record"
  on public.consents for insert to authenticated with check (user_id = (select auth.uid()));

revoke all on public.consents from anon;
revoke update, delete, truncate on public.consents from authenticated;

create function public.guard_consent_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    if not public.request_is_trusted() then
      raise exception 'A consent record cannot be changed' using errcode = '42501';
    end if;
    return new;
  end if;
  if new.kind is null or new.kind not in ('terms', 'data-protection') then
    raise exception 'Consent kind must be terms or data-protection' using errcode = '22023';
  end if;
  if new.policy_version is null or new.policy_version !~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$' then
    raise exception 'Policy version must be 1 to 40 letters, digits, dots, dashes or underscores'
      using errcode = '22023';
  end if;
  -- the time of consent is the database's, not the client's (trusted roles may import history)
  if not public.request_is_trusted() or new.accepted_at is null then
    new.accepted_at := now();
  end if;
  return new;
end;
$$;

create trigger guard_consent_write
  before insert or update on public.consents
  for each row execute function public.guard_consent_write();

-- ---------------------------------------------------------------------------
-- partner_organisations: the organisation behind a partner account. Pending until an
-- administrator verifies it; only then may the partner publish listings.
create table public.partner_organisations (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  name text not null check (char_length(public.trim_unicode(name)) >= 2 and char_length(name) <= 200),
  organisation_type text not null
    check (organisation_type in ('Hospital', 'Blood Bank', 'Organ Bank', 'Plasma Center')),
  licence_number text not null
    check (char_length(public.trim_unicode(licence_number)) >= 2 and char_length(licence_number) <= 64),
  country text not null check (public.is_country_code(country)),
  district text not null
    check (char_length(public.trim_unicode(district)) >= 1 and char_length(district) <= 100),
  address text not null
    check (char_length(public.trim_unicode(address)) >= 1 and char_length(address) <= 300),
  contact_person text not null
    check (char_length(public.trim_unicode(contact_person)) >= 2 and char_length(contact_person) <= 120),
  contact_number text not null check (public.is_phone_number(contact_number)),
  -- the uploaded licence document: an object path in the owner's own folder (<user id>/...)
  licence_document_path text
    check (char_length(licence_document_path) <= 512
           and licence_document_path like user_id::text || '/_%'),
  verification_status text not null default 'pending'
    check (verification_status in ('pending', 'verified', 'rejected')),
  verified_at timestamptz,
  verified_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint partner_organisations_verified_at_check
    check ((verification_status = 'verified') = (verified_at is not null))
);

comment on table public.partner_organisations is
  'Organisation of a partner account (one each); pending until an admin verifies it through set_partner_verification().';

create index partner_organisations_verification_status_idx
  on public.partner_organisations (verification_status, created_at);
create index partner_organisations_verified_by_idx on public.partner_organisations (verified_by);

alter table public.partner_organisations enable row level security;

create policy "partner_organisations: owner can read"
  on public.partner_organisations for select to authenticated using (user_id = (select auth.uid()));
create policy "partner_organisations: admins can read all"
  on public.partner_organisations for select to authenticated using ((select public.is_admin()));
create policy "partner_organisations: owner can create"
  on public.partner_organisations for insert to authenticated with check (user_id = (select auth.uid()));
create policy "partner_organisations: owner can update"
  on public.partner_organisations for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

revoke all on public.partner_organisations from anon;
revoke delete, truncate on public.partner_organisations from authenticated;

-- Marks a partner's published listings Inactive (its organisation is no longer verified).
create function private.withdraw_partner_listings(partner uuid)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.blood_services s
  set status = 'Inactive'
  where s.owner_partner_id = partner and s.status in ('Active', 'Available', 'Reserved');
$$;

revoke all on function private.withdraw_partner_listings(uuid) from public;

-- Readable messages, and the verification state: the owner never sets it. A change of the
-- identifying details (name, type, licence, country, licence document) by the owner sends
-- a verified or rejected organisation back to pending (and withdraws its listings).
create function public.guard_partner_organisation_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  privileged boolean := public.request_is_trusted() or public.is_admin();
begin
  if new.name is null or char_length(public.trim_unicode(new.name)) < 2 or char_length(new.name) > 200 then
    raise exception 'Organisation name must be 2 to 200 characters' using errcode = '22023';
  end if;
  if new.organisation_type is null
     or new.organisation_type not in ('Hospital', 'Blood Bank', 'Organ Bank', 'Plasma Center') then
    raise exception 'Choose an organisation type: hospital, blood bank, organ bank or plasma centre'
      using errcode = '22023';
  end if;
  if new.licence_number is null or char_length(public.trim_unicode(new.licence_number)) < 2
     or char_length(new.licence_number) > 64 then
    raise exception 'Licence number must be 2 to 64 characters' using errcode = '22023';
  end if;
  if new.country is null or not public.is_country_code(new.country) then
    raise exception 'Choose a supported country' using errcode = '22023';
  end if;
  if new.district is null or char_length(public.trim_unicode(new.district)) < 1
     or char_length(new.district) > 100 then
    raise exception 'District must be 1 to 100 characters' using errcode = '22023';
  end if;
  if new.address is null or char_length(public.trim_unicode(new.address)) < 1
     or char_length(new.address) > 300 then
    raise exception 'Address must be 1 to 300 characters' using errcode = '22023';
  end if;
  if new.contact_person is null or char_length(public.trim_unicode(new.contact_person)) < 2
     or char_length(new.contact_person) > 120 then
    raise exception 'Contact person must be 2 to 120 characters' using errcode = '22023';
  end if;
  if new.contact_number is null or not public.is_phone_number(new.contact_number) then
    raise exception 'Please enter a valid contact number with at least 10 digits' using errcode = '22023';
  end if;
  if new.licence_document_path is not null
     and (char_length(new.licence_document_path) > 512
          or new.licence_document_path not like new.user_id::text || '/_%') then
    raise exception 'The licence document must be a file in your own folder' using errcode = '22023';
  end if;

  if tg_op = 'UPDATE' then
    if new.user_id is distinct from old.user_id then
      raise exception 'A partner organisation cannot be moved to another user' using errcode = '42501';
    end if;
    new.created_at := old.created_at;
  else
    new.created_at := now();
  end if;

  if not privileged then
    if tg_op = 'INSERT' then
      if new.verification_status is distinct from 'pending' or new.verified_at is not null
         or new.verified_by is not null then
        raise exception 'Only an administrator can verify a partner organisation' using errcode = '42501';
      end if;
    else
      if (new.verification_status, new.verified_at, new.verified_by)
         is distinct from (old.verification_status, old.verified_at, old.verified_by) then
        raise exception 'Only an administrator can verify a partner organisation' using errcode = '42501';
      end if;
      if old.verification_status <> 'pending'
         and (new.name, new.organisation_type, new.licence_number, new.country, new.licence_document_path)
             is distinct from
             (old.name, old.organisation_type, old.licence_number, old.country, old.licence_document_path) then
        new.verification_status := 'pending';
        new.verified_at := null;
        new.verified_by := null;
        perform private.withdraw_partner_listings(new.user_id);
      end if;
    end if;
  end if;
  new.updated_at := now();
  return new;
end;
$$;

create trigger guard_partner_organisation_write
  before insert or update on public.partner_organisations
  for each row execute function public.guard_partner_organisation_write();

-- The admin decision. Anything but 'verified' withdraws the partner's published listings.
create function public.set_partner_verification(partner uuid, status text)
returns public.partner_organisations
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  result public.partner_organisations;
begin
  if not (public.request_is_trusted() or public.is_admin()) then
    raise exception 'Only an administrator can verify a partner organisation' using errcode = '42501';
  end if;
  if set_partner_verification.status is null
     or set_partner_verification.status not in ('pending', 'verified', 'rejected') then
    raise exception 'Verification status must be pending, verified or rejected' using errcode = '22023';
  end if;
  update public.partner_organisations o
  set verification_status = set_partner_verification.status,
      verified_at = case when set_partner_verification.status = 'verified' then now() end,
      verified_by = case when set_partner_verification.status = 'verified' then auth.uid() end
  where o.user_id = set_partner_verification.partner
  returning * into result;
  if result.user_id is null then
    raise exception 'Partner organisation not found' using errcode = 'P0002';
  end if;
  if result.verification_status <> 'verified' then
    perform private.withdraw_partner_listings(result.user_id);
  end if;
  return result;
end;
$$;

-- Is this partner account's organisation verified? (the caller's own, or any for admins)
create function public.partner_is_verified(partner uuid default auth.uid())
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select partner is not null
    and (coalesce(partner = auth.uid(), false) or public.request_is_trusted() or public.is_admin())
    and exists (
      select 1 from public.partner_organisations o
      where o.user_id = partner and o.verification_status = 'verified'
    );
$$;

-- ---------------------------------------------------------------------------
-- The gate on a partner's listings: inserting or changing a listing owned by a partner
-- account needs that account's organisation to be verified. Withdrawing a listing (only
-- its status set to Inactive or Expired) stays possible; deleting is not gated.
-- Team-curated listings (owner_partner_id null), admins and trusted roles are unaffected.
-- Named so it fires before guard_blood_service_write (triggers fire in name order).
create function public.guard_blood_service_partner_verified()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.owner_partner_id is null or public.request_is_trusted() or public.is_admin() then
    return new;
  end if;
  if exists (
    select 1 from public.partner_organisations o
    where o.user_id = new.owner_partner_id and o.verification_status = 'verified'
  ) then
    return new;
  end if;
  if tg_op = 'UPDATE'
     and new.status in ('Inactive', 'Expired')
     and (to_jsonb(new) - array['status', 'updated_at', 'last_updated'])
         = (to_jsonb(old) - array['status', 'updated_at', 'last_updated']) then
    return new;
  end if;
  raise exception 'Your organisation must be verified by an administrator before you can publish listings'
    using errcode = '42501';
end;
$$;

create trigger guard_blood_service_partner_verified
  before insert or update on public.blood_services
  for each row execute function public.guard_blood_service_partner_verified();

-- ---------------------------------------------------------------------------
-- complete_registration: in one transaction, checks the consents (current data-protection
-- policy and terms), a partner's organisation details, writes the profile's name and type
-- (the auth metadata follows, as set_user_admin does for the admin marker) and deletes the
-- draft. A donor's donors row is written by the donor form itself (its own rules and
-- messages, public.guard_donor_write), so it is not required here.
create function public.complete_registration(user_type text, full_name text)
returns public.profiles
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  clean_name text := public.trim_unicode(complete_registration.full_name);
  result public.profiles;
begin
  if caller is null then
    raise exception 'You must be logged in to complete registration' using errcode = '42501';
  end if;
  if complete_registration.user_type is null
     or not public.is_registration_user_type(complete_registration.user_type) then
    raise exception 'Choose a valid account type: donor, recipient, partner, founder or investor'
      using errcode = '22023';
  end if;
  if exists (select 1 from public.profiles p where p.id = caller and (p.is_admin or p.user_type = 'admin')) then
    raise exception 'Administrator accounts do not register' using errcode = '42501';
  end if;
  if clean_name is null or char_length(clean_name) < 2 or char_length(clean_name) > 120 then
    raise exception 'Full name must be 2 to 120 characters' using errcode = '22023';
  end if;
  if not exists (
    select 1 from public.consents c
    where c.user_id = caller and c.kind = 'data-protection'
      and c.policy_version = public.current_policy_version('data-protection')
  ) then
    raise exception 'Please accept the current data protection policy to complete registration'
      using errcode = '42501';
  end if;
  if not exists (
    select 1 from public.consents c
    where c.user_id = caller and c.kind = 'terms'
      and c.policy_version = public.current_policy_version('terms')
  ) then
    raise exception 'Please accept the current terms and conditions to complete registration'
      using errcode = '42501';
  end if;
  if complete_registration.user_type = 'partner'
     and not exists (select 1 from public.partner_organisations o where o.user_id = caller) then
    raise exception 'Please enter your organisation details to register as a partner' using errcode = '22023';
  end if;

  update public.profiles p
  set full_name = clean_name, user_type = complete_registration.user_type, updated_at = now()
  where p.id = caller
  returning * into result;
  if result.id is null then
    raise exception 'No profile exists for user %', caller using errcode = 'P0002';
  end if;

  update auth.users u
  set raw_user_meta_data = public.metadata_object(u.raw_user_meta_data)
        || jsonb_build_object('user_type', complete_registration.user_type, 'full_name', clean_name)
  where u.id = caller;

  delete from public.registration_drafts d where d.user_id = caller;
  return result;
end;
$$;

-- ---------------------------------------------------------------------------
-- Function privileges (20261123000100_hardening.sql: nothing is executable by default).
-- Trigger functions need no grant. The check constraints above evaluate
-- is_registration_user_type, trim_unicode, is_country_code and is_phone_number as the caller.
revoke all on function public.is_registration_user_type(text) from public;
revoke all on function public.current_policy_version(text) from public;
revoke all on function public.is_secret_draft_key(text) from public;
revoke all on function public.has_secret_draft_key(jsonb) from public;
revoke all on function public.guard_registration_draft_write() from public;
revoke all on function public.guard_consent_write() from public;
revoke all on function public.guard_partner_organisation_write() from public;
revoke all on function public.set_partner_verification(uuid, text) from public;
revoke all on function public.partner_is_verified(uuid) from public;
revoke all on function public.guard_blood_service_partner_verified() from public;
revoke all on function public.complete_registration(text, text) from public;

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon')
     and exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on function public.guard_registration_draft_write() from anon, authenticated;
    revoke all on function public.guard_consent_write() from anon, authenticated;
    revoke all on function public.guard_partner_organisation_write() from anon, authenticated;
    revoke all on function public.guard_blood_service_partner_verified() from anon, authenticated;
    revoke all on function private.withdraw_partner_listings(uuid) from anon, authenticated;
    grant execute on function public.is_registration_user_type(text) to anon, authenticated;
    grant execute on function public.current_policy_version(text) to anon, authenticated;
    grant execute on function public.is_secret_draft_key(text) to anon, authenticated;
    grant execute on function public.has_secret_draft_key(jsonb) to anon, authenticated;
    -- RPCs that answer anon with a message
    grant execute on function public.complete_registration(text, text) to anon, authenticated;
    grant execute on function public.set_partner_verification(uuid, text) to anon, authenticated;
    grant execute on function public.partner_is_verified(uuid) to authenticated;
  end if;
  if exists (select 1 from pg_roles where rolname = 'service_role') then
    grant execute on function public.is_registration_user_type(text) to service_role;
    grant execute on function public.current_policy_version(text) to service_role;
    grant execute on function public.is_secret_draft_key(text) to service_role;
    grant execute on function public.has_secret_draft_key(jsonb) to service_role;
    grant execute on function public.set_partner_verification(uuid, text) to service_role;
    grant execute on function public.partner_is_verified(uuid) to service_role;
    grant execute on function public.complete_registration(text, text) to service_role;
  end if;
end $$;
