-- Donors edit their own profile at /donor/profile (name, phone, blood group, country, last
-- donation) through the same admin review as every other profile: profile_change_requests.
--
-- validate_profile_changes()   also accepts last_donation_date (a date, not in the future, not
--                              before 1900); otherwise as in 20261123000100_hardening.sql.
-- validate_donor_profile_changes(owner, changes)   (private) what the donor record needs on top:
--                              only a donor has a last donation; a donor keeps a phone number
--                              (at most 15 digits, the donor record's check) and a blood group.
-- submit_profile_change()      runs both checks for the caller; as in 20261122002001_profile-details.sql.
-- approve_profile_change()     applies the phone, blood group, country and last donation to the
--                              donor record too, and refreshes the donor's listing, which copies
--                              them; otherwise as in 20261123000100_hardening.sql.
-- Mirrored by supabase/rules/donor-profile.ts; tests in supabase/tests/donor-profile.test.ts.

-- ---------------------------------------------------------------------------
create or replace function public.validate_profile_changes(changes jsonb)
returns void
language plpgsql
stable
set search_path = ''
as $$
declare
  allowed constant text[] := array['full_name', 'phone', 'gender', 'date_of_birth', 'address',
                                   'blood_group', 'allergies', 'emergency_contact', 'country',
                                   'last_donation_date'];
  key text;
  raw jsonb;
  value text;
  parsed date;
begin
  if changes is null or jsonb_typeof(changes) <> 'object' then
    raise exception 'Profile changes must be an object of field names and values' using errcode = '22023';
  end if;
  if changes = '{}'::jsonb then
    raise exception 'There are no profile changes to submit' using errcode = '22023';
  end if;
  for key, raw in select * from jsonb_each(changes) loop
    if not key = any (allowed) then
      raise exception 'Unknown profile field: %', left(key, 60) using errcode = '22023';
    end if;
    if jsonb_typeof(raw) not in ('string', 'null') then
      raise exception 'Profile field % must be text', key using errcode = '22023';
    end if;
    value := nullif(public.trim_unicode(raw #>> '{}'), '');
    case key
      when 'full_name' then
        if value is null or char_length(value) < 2 then
          raise exception 'Name must be at least 2 characters.' using errcode = '22023';
        elsif char_length(value) > 120 then
          raise exception 'Name must be at most 120 characters.' using errcode = '22023';
        end if;
      when 'phone' then
        if value is not null and char_length(regexp_replace(value, '[^0-9]', '', 'g')) < 10 then
          raise exception 'Phone number must be at least 10 digits.' using errcode = '22023';
        elsif value is not null and not public.is_phone_number(value) then
          raise exception 'Phone number may contain only digits, spaces and + - ( ) . (at most 32 characters).'
            using errcode = '22023';
        end if;
      when 'gender' then
        if value is not null and not public.is_profile_gender(value) then
          raise exception 'Please select a valid gender.' using errcode = '22023';
        end if;
      when 'date_of_birth' then
        if value is not null then
          if value !~ '^\d{4}-\d{2}-\d{2}$' then
            raise exception 'Date of birth must be a date (YYYY-MM-DD).' using errcode = '22023';
          end if;
          begin
            parsed := value::date;
          exception when others then
            raise exception 'Date of birth must be a date (YYYY-MM-DD).' using errcode = '22023';
          end;
          if parsed > current_date then
            raise exception 'Date of birth cannot be in the future.' using errcode = '22023';
          elsif parsed < date '1900-01-01' then
            raise exception 'Date of birth cannot be before 1900.' using errcode = '22023';
          end if;
        end if;
      when 'address' then
        if char_length(value) > 500 then
          raise exception 'Address must be at most 500 characters.' using errcode = '22023';
        end if;
      when 'blood_group' then
        if value is not null and not public.is_blood_group(value) then
          raise exception 'Please select a valid blood group.' using errcode = '22023';
        end if;
      when 'allergies' then
        if char_length(value) > 1000 then
          raise exception 'Allergies must be at most 1000 characters.' using errcode = '22023';
        end if;
      when 'emergency_contact' then
        if char_length(value) > 200 then
          raise exception 'Emergency contact must be at most 200 characters.' using errcode = '22023';
        end if;
      when 'country' then
        if value is not null and not public.is_country_code(value) then
          raise exception 'Please select a valid country.' using errcode = '22023';
        end if;
      when 'last_donation_date' then
        if value is not null then
          if value !~ '^\d{4}-\d{2}-\d{2}$' then
            raise exception 'Last donation date must be a date (YYYY-MM-DD).' using errcode = '22023';
          end if;
          begin
            parsed := value::date;
          exception when others then
            raise exception 'Last donation date must be a date (YYYY-MM-DD).' using errcode = '22023';
          end;
          -- + 1 as on the donor record: a donor east of UTC may already live on the next day
          if parsed > public.marketplace_today() + 1 then
            raise exception 'Last donation date cannot be in the future.' using errcode = '22023';
          elsif parsed < date '1900-01-01' then
            raise exception 'Last donation date cannot be before 1900.' using errcode = '22023';
          end if;
        end if;
    end case;
  end loop;
end;
$$;

create function private.validate_donor_profile_changes(owner uuid, changes jsonb)
returns void
language plpgsql
stable
set search_path = ''
as $$
declare
  phone text := nullif(public.trim_unicode(changes ->> 'phone'), '');
begin
  if not exists (select 1 from public.donors d where d.user_id = owner) then
    if changes ? 'last_donation_date' then
      raise exception 'Only donors have a last donation date.' using errcode = '22023';
    end if;
    return;
  end if;
  if changes ? 'phone' and phone is null then
    raise exception 'Phone number is required' using errcode = '22023';
  elsif char_length(regexp_replace(phone, '[^0-9]', '', 'g')) > 15 then
    raise exception 'Phone number must be at most 15 digits.' using errcode = '22023';
  end if;
  if changes ? 'blood_group' and nullif(public.trim_unicode(changes ->> 'blood_group'), '') is null then
    raise exception 'Blood group is required' using errcode = '22023';
  end if;
end;
$$;

revoke all on function private.validate_donor_profile_changes(uuid, jsonb) from public;

create or replace function public.submit_profile_change(changes jsonb)
returns public.profile_change_requests
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  result public.profile_change_requests;
begin
  if caller is null then
    raise exception 'User must be logged in to request a profile change' using errcode = '42501';
  end if;
  changes := public.jsonb_argument(changes);
  perform public.validate_profile_changes(changes);
  perform private.validate_donor_profile_changes(caller, changes);
  perform pg_advisory_xact_lock(hashtext('profile-change:' || caller::text));

  update public.profile_change_requests r
  set changes = submit_profile_change.changes, created_at = now()
  where r.user_id = caller and r.status = 'pending'
  returning * into result;
  if result.id is null then
    insert into public.profile_change_requests (user_id, changes)
    values (caller, submit_profile_change.changes)
    returning * into result;
  end if;
  return result;
end;
$$;

create or replace function public.approve_profile_change(request_id uuid)
returns public.profile_change_requests
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  request public.profile_change_requests := public.lock_pending_profile_change(request_id);
  c jsonb := request.changes;
  donor_record uuid;
  result public.profile_change_requests;
begin
  perform public.validate_profile_changes(c);
  perform private.validate_donor_profile_changes(request.user_id, c);
  update public.profiles p set
    full_name = case when c ? 'full_name' then public.trim_unicode(c ->> 'full_name') else p.full_name end,
    phone = case when c ? 'phone' then nullif(public.trim_unicode(c ->> 'phone'), '') else p.phone end,
    gender = case when c ? 'gender' then nullif(public.trim_unicode(c ->> 'gender'), '') else p.gender end,
    date_of_birth = case when c ? 'date_of_birth'
                         then nullif(public.trim_unicode(c ->> 'date_of_birth'), '')::date else p.date_of_birth end,
    address = case when c ? 'address' then nullif(public.trim_unicode(c ->> 'address'), '') else p.address end,
    blood_group = case when c ? 'blood_group' then nullif(public.trim_unicode(c ->> 'blood_group'), '') else p.blood_group end,
    allergies = case when c ? 'allergies' then nullif(public.trim_unicode(c ->> 'allergies'), '') else p.allergies end,
    emergency_contact = case when c ? 'emergency_contact'
                             then nullif(public.trim_unicode(c ->> 'emergency_contact'), '') else p.emergency_contact end,
    country = case when c ? 'country' then nullif(public.trim_unicode(c ->> 'country'), '') else p.country end
  where p.id = request.user_id;

  if c ?| array['phone', 'blood_group', 'country', 'last_donation_date'] then
    update public.donors d set
      phone = case when c ? 'phone' then public.trim_unicode(c ->> 'phone') else d.phone end,
      blood_group = case when c ? 'blood_group' then public.trim_unicode(c ->> 'blood_group') else d.blood_group end,
      country = case when c ? 'country' then nullif(public.trim_unicode(c ->> 'country'), '') else d.country end,
      last_donation_date = case when c ? 'last_donation_date'
                                then nullif(public.trim_unicode(c ->> 'last_donation_date'), '')::date
                                else d.last_donation_date end
    where d.user_id = request.user_id
    returning d.id into donor_record;
    -- an Individual Donor listing copies blood group, country and last donation on every write
    update public.blood_services s set updated_at = now() where s.donor_record_id = donor_record;
  end if;

  update public.profile_change_requests r
  set status = 'approved', reviewer = auth.uid(), reviewed_at = now()
  where r.id = request.id
  returning * into result;
  return result;
end;
$$;

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon')
     and exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on function private.validate_donor_profile_changes(uuid, jsonb) from anon, authenticated;
  end if;
end $$;
