-- Registration keeps what each wizard collected. Until now complete_registration() wrote only
-- the name and the account type and then deleted the draft, so the details that lived only in
-- the draft were lost (a recipient's blood group and phone number) and founder and investor
-- profiles depended on a second call from the browser after completion.
--
-- complete_registration() now reads the caller's draft and stores, before deleting it:
--   donor      profiles.blood_group, phone and country (from the donor record the wizard wrote,
--              else the draft)
--   recipient  profiles.blood_group and phone (required), country when chosen
--   partner    profiles.country from the organisation (the organisation keeps the rest)
--   founder    the founder_profiles row of the draft's "founder" values (required)
--   investor   the investor_profiles row of the draft's "investor" values (required)
-- Personal details already on the profile are kept: changing them still needs an approved
-- profile change request, so a second completion cannot bypass the review.
--
-- The steps each type must have done are checked by private.registration_step_error(), so
-- later migrations change the requirements without repeating the whole function.
-- Mirrored by supabase/rules/registration.ts; tests in supabase/tests/registration-details.test.ts.

-- ---------------------------------------------------------------------------
-- Profile personal details: also writable by complete_registration() for its own caller
-- (the flag is transaction-local and set only there; clients cannot set configuration).
create or replace function public.guard_profile_personal_details()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.request_is_trusted() and not public.is_admin()
     and coalesce(current_setting('app.registration_completion', true), '') <> new.id::text
     and (new.phone, new.gender, new.date_of_birth, new.address, new.blood_group,
          new.allergies, new.emergency_contact, new.country)
         is distinct from
         (old.phone, old.gender, old.date_of_birth, old.address, old.blood_group,
          old.allergies, old.emergency_contact, old.country) then
    raise exception 'Personal details change only through a profile change request approved by an administrator'
      using errcode = '42501';
  end if;
  return new;
end;
$$;

-- ---------------------------------------------------------------------------
-- Draft values as column values, with the form's message when a value cannot be one.

-- A whole number (a JSON number or digits in a string); null for null or ''.
create function private.draft_integer(value jsonb, message text)
returns integer
language plpgsql
immutable
set search_path = ''
as $$
declare
  text_value text := case jsonb_typeof(value) when 'number' then value::text when 'string' then value #>> '{}' end;
begin
  if value is null or jsonb_typeof(value) = 'null' or text_value = '' then
    return null;
  end if;
  if text_value is null or text_value !~ '^[0-9]{1,9}$' then
    raise exception '%', message using errcode = '22023';
  end if;
  return text_value::integer;
end;
$$;

-- An amount (a JSON number or a decimal in a string); null for null or ''.
create function private.draft_amount(value jsonb, message text)
returns double precision
language plpgsql
immutable
set search_path = ''
as $$
declare
  text_value text := case jsonb_typeof(value) when 'number' then value::text when 'string' then value #>> '{}' end;
begin
  if value is null or jsonb_typeof(value) = 'null' or text_value = '' then
    return null;
  end if;
  -- a minus sign passes: the table's own guard answers a negative amount with its readable message
  if text_value is null or text_value !~ '^-?[0-9]{1,16}(\.[0-9]{1,2})?$' then
    raise exception '%', message using errcode = '22023';
  end if;
  return text_value::double precision;
end;
$$;

-- A list of strings; anything else is refused with the message.
create function private.draft_text_list(value jsonb, message text)
returns text[]
language plpgsql
immutable
set search_path = ''
as $$
begin
  if value is null or jsonb_typeof(value) <> 'array'
     or exists (select 1 from jsonb_array_elements(value) e where jsonb_typeof(e) <> 'string') then
    raise exception '%', message using errcode = '22023';
  end if;
  return array(select jsonb_array_elements_text(value));
end;
$$;

-- Optional text: trimmed, null when empty; a value that is not text counts as absent.
create function private.draft_text(value jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(public.trim_unicode(case when jsonb_typeof(value) = 'string' then value #>> '{}' end), '');
$$;

-- ---------------------------------------------------------------------------
-- The steps a type needs before completion (as in 20261124000300_registration-verification.sql).
create function private.registration_step_error(kind text, caller uuid)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if kind in ('donor', 'recipient') then
    if not exists (select 1 from public.email_verifications v where v.user_id = caller) then
      return 'Please verify your e-mail address to complete registration';
    end if;
    if not exists (select 1 from public.verification_documents d where d.user_id = caller and d.kind = 'identity') then
      return 'Please upload an identification document to complete registration';
    end if;
  end if;
  if kind = 'donor' then
    if not exists (select 1 from public.donors d where d.user_id = caller) then
      return 'Please enter your donor details to complete registration';
    end if;
    if not private.has_donor_verification_payment(caller) then
      return 'Please complete the donor verification payment to complete registration';
    end if;
  end if;
  if kind = 'recipient' and not public.has_active_subscription(caller) then
    return 'Please choose a plan to complete registration';
  end if;
  if kind = 'partner' then
    if not exists (select 1 from public.partner_organisations o where o.user_id = caller) then
      return 'Please enter your organisation details to register as a partner';
    end if;
    if not exists (select 1 from public.verification_documents d where d.user_id = caller and d.kind = 'licence') then
      return 'Please upload your licence document to register as a partner';
    end if;
  end if;
  return null;
end;
$$;

-- ---------------------------------------------------------------------------
-- What the wizard collected, stored where the product reads it (see the header).
create function private.store_registration_details(kind text, caller uuid, draft jsonb)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  collected_blood_group text;
  collected_phone text;
  collected_country text;
  founder jsonb := draft -> 'founder';
  investor jsonb := draft -> 'investor';
begin
  if kind in ('donor', 'recipient') then
    select d.blood_group, d.phone, d.country into collected_blood_group, collected_phone, collected_country
    from public.donors d where kind = 'donor' and d.user_id = caller;
    collected_blood_group := coalesce(collected_blood_group, private.draft_text(draft -> 'bloodGroup'));
    collected_phone := coalesce(collected_phone, private.draft_text(draft -> 'phoneNumber'));
    collected_country := coalesce(collected_country, private.draft_text(draft -> 'country'));
    if kind = 'recipient' and (collected_blood_group is null or collected_phone is null) then
      raise exception 'Please enter your blood group and phone number to complete registration' using errcode = '22023';
    end if;
    if collected_blood_group is not null and not public.is_blood_group(collected_blood_group) then
      raise exception 'Please select a valid blood group.' using errcode = '22023';
    end if;
    if collected_phone is not null and not public.is_phone_number(collected_phone) then
      raise exception 'Please enter a valid phone number with at least 10 digits' using errcode = '22023';
    end if;
    if collected_country is not null and not public.is_country_code(collected_country) then
      collected_country := null;
    end if;
  elsif kind = 'partner' then
    select o.country into collected_country from public.partner_organisations o where o.user_id = caller;
  elsif kind = 'founder' then
    if founder is null or jsonb_typeof(founder) <> 'object' then
      raise exception 'Please enter your company details to register as a founder' using errcode = '22023';
    end if;
    insert into public.founder_profiles as f (user_id, company_name, industry, funding_stage, location, founded_year,
                                              team_size, company_description, looking_for, website, linkedin_url)
    values (caller,
            coalesce(private.draft_text(founder -> 'company_name'), ''),
            coalesce(private.draft_text(founder -> 'industry'), ''),
            coalesce(private.draft_text(founder -> 'funding_stage'), ''),
            coalesce(private.draft_text(founder -> 'location'), ''),
            private.draft_integer(founder -> 'founded_year', 'Founded year must be a year from 1800 to 2100'),
            private.draft_integer(founder -> 'team_size', 'Team size must be a whole number from 1 to 1,000,000'),
            private.draft_text(founder -> 'company_description'),
            private.draft_text(founder -> 'looking_for'),
            private.draft_text(founder -> 'website'),
            private.draft_text(founder -> 'linkedin_url'))
    on conflict (user_id) do update
      set company_name = excluded.company_name, industry = excluded.industry, funding_stage = excluded.funding_stage,
          location = excluded.location, founded_year = excluded.founded_year, team_size = excluded.team_size,
          company_description = excluded.company_description, looking_for = excluded.looking_for,
          website = excluded.website, linkedin_url = excluded.linkedin_url;
  elsif kind = 'investor' then
    if investor is null or jsonb_typeof(investor) <> 'object' then
      raise exception 'Please enter your investor details to register as an investor' using errcode = '22023';
    end if;
    insert into public.investor_profiles as i (user_id, firm_name, investor_type, investment_focus, investment_stages,
                                               location, typical_check_size, total_assets_under_management, website,
                                               linkedin_url, investment_thesis)
    values (caller,
            coalesce(private.draft_text(investor -> 'firm_name'), ''),
            coalesce(private.draft_text(investor -> 'investor_type'), ''),
            private.draft_text_list(investor -> 'investment_focus', 'Choose at least one investment focus'),
            private.draft_text_list(investor -> 'investment_stages', 'Choose at least one investment stage'),
            coalesce(private.draft_text(investor -> 'location'), ''),
            private.draft_text(investor -> 'typical_check_size'),
            private.draft_amount(investor -> 'total_assets_under_management',
                                 'Assets under management must be an amount in dollars, below 1,000 trillion'),
            private.draft_text(investor -> 'website'),
            private.draft_text(investor -> 'linkedin_url'),
            private.draft_text(investor -> 'investment_thesis'))
    on conflict (user_id) do update
      set firm_name = excluded.firm_name, investor_type = excluded.investor_type,
          investment_focus = excluded.investment_focus, investment_stages = excluded.investment_stages,
          location = excluded.location, typical_check_size = excluded.typical_check_size,
          total_assets_under_management = excluded.total_assets_under_management, website = excluded.website,
          linkedin_url = excluded.linkedin_url, investment_thesis = excluded.investment_thesis;
  end if;

  if collected_blood_group is not null or collected_phone is not null or collected_country is not null then
    perform set_config('app.registration_completion', caller::text, true);
    update public.profiles p
    set blood_group = coalesce(p.blood_group, collected_blood_group),
        phone = coalesce(p.phone, collected_phone),
        country = coalesce(p.country, collected_country)
    where p.id = caller;
    perform set_config('app.registration_completion', '', true);
  end if;
end;
$$;

-- ---------------------------------------------------------------------------
create or replace function public.complete_registration(user_type text, full_name text)
returns public.profiles
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  kind text := complete_registration.user_type;
  clean_name text := public.trim_unicode(complete_registration.full_name);
  missing_step text;
  draft jsonb;
  result public.profiles;
begin
  if caller is null then
    raise exception 'You must be logged in to complete registration' using errcode = '42501';
  end if;
  if kind is null or not public.is_registration_user_type(kind) then
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
  missing_step := private.registration_step_error(kind, caller);
  if missing_step is not null then
    raise exception '%', missing_step
      using errcode = case when missing_step like 'Please enter%' then '22023' else '42501' end;
  end if;

  update public.profiles p
  set full_name = clean_name, user_type = kind, updated_at = now()
  where p.id = caller
  returning * into result;
  if result.id is null then
    raise exception 'No profile exists for user %', caller using errcode = 'P0002';
  end if;

  -- a draft of another type holds another wizard's answers: only the completed type's count
  select d.data into draft from public.registration_drafts d where d.user_id = caller and d.user_type = kind;
  perform private.store_registration_details(kind, caller, coalesce(draft, '{}'::jsonb));
  select * into result from public.profiles p where p.id = caller;

  update auth.users u
  set raw_user_meta_data = public.metadata_object(u.raw_user_meta_data)
        || jsonb_build_object('user_type', kind, 'full_name', clean_name)
  where u.id = caller;

  delete from public.registration_drafts d where d.user_id = caller;
  return result;
end;
$$;

revoke all on function private.draft_integer(jsonb, text) from public;
revoke all on function private.draft_amount(jsonb, text) from public;
revoke all on function private.draft_text_list(jsonb, text) from public;
revoke all on function private.draft_text(jsonb) from public;
revoke all on function private.registration_step_error(text, uuid) from public;
revoke all on function private.store_registration_details(text, uuid, jsonb) from public;

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon')
     and exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on function private.draft_integer(jsonb, text) from anon, authenticated;
    revoke all on function private.draft_amount(jsonb, text) from anon, authenticated;
    revoke all on function private.draft_text_list(jsonb, text) from anon, authenticated;
    revoke all on function private.draft_text(jsonb) from anon, authenticated;
    revoke all on function private.registration_step_error(text, uuid) from anon, authenticated;
    revoke all on function private.store_registration_details(text, uuid, jsonb) from anon, authenticated;
  end if;
end $$;
