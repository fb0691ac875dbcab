-- Profile personal details (the recipient's profile form at /recipient/profile) and
-- profile change requests: personal details change only when an admin approves.
--
-- profiles                 owners may still update full_name, avatar_url and user_type
--                          directly (registration completion does); the personal-detail
--                          columns below change only through approve_profile_change()
--                          (or by an admin / SQL without an end-user JWT).
-- profile_change_requests  owners read their own; admins read all; written only by
--                          submit_profile_change(), approve_profile_change(),
--                          reject_profile_change().

-- Shared value rules (used by the column checks and by the request validation).
create function public.is_blood_group(value text)
returns boolean language sql immutable set search_path = '' as $$
  select value in ('A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-');
$$;

create function public.is_country_code(value text)
returns boolean language sql immutable set search_path = '' as $$
  select value in ('AU', 'IN', 'US', 'KE', 'NG', 'ZA', 'GB', 'CA', 'DE', 'FR', 'BR');
$$;

create function public.is_profile_gender(value text)
returns boolean language sql immutable set search_path = '' as $$
  select value in ('male', 'female', 'non-binary', 'transgender', 'genderqueer', 'genderfluid',
                   'agender', 'prefer-not-to-say', 'other');
$$;

-- digits, spaces and + - ( ) . only, at most 32 characters, at least 10 digits
create function public.is_phone_number(value text)
returns boolean language sql immutable set search_path = '' as $$
  select value ~ '^[0-9+() .-]{1,32}$'
    and char_length(regexp_replace(value, '[^0-9]', '', 'g')) >= 10;
$$;

alter table public.profiles
  add column phone text check (public.is_phone_number(phone)),
  add column gender text check (public.is_profile_gender(gender)),
  add column date_of_birth date check (date_of_birth between date '1900-01-01' and current_date),
  add column address text check (char_length(address) <= 500),
  add column blood_group text check (public.is_blood_group(blood_group)),
  add column allergies text check (char_length(allergies) <= 1000),
  add column emergency_contact text check (char_length(emergency_contact) <= 200),
  add column country text check (public.is_country_code(country));

comment on column public.profiles.phone is 'Personal detail: changes only through an approved profile change request.';

-- Owners keep updating full_name / avatar_url / user_type directly; the personal
-- details need an approved change request. Admins and SQL without a JWT pass.
create function public.guard_profile_personal_details()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if auth.uid() is not null and not public.is_admin()
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

revoke all on function public.guard_profile_personal_details() from public, anon, authenticated;

create trigger guard_profile_personal_details
  before update on public.profiles
  for each row execute function public.guard_profile_personal_details();

-- @supabase/lite 0.10 on its postgres driver passes a jsonb RPC argument JSON-encoded
-- inside a jsonb string; this unwraps it (a no-op on hosted Supabase and PGlite).
create function public.jsonb_argument(value jsonb)
returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
begin
  if jsonb_typeof(value) = 'string' then
    begin
      return (value #>> '{}')::jsonb;
    exception when others then
      return value;
    end;
  end if;
  return value;
end;
$$;

-- ---------------------------------------------------------------------------
-- Validates proposed changes: an object whose keys are among the allowed fields,
-- each a string (or null / '' to clear an optional field), with the profile rules.
-- Raises the first problem with a message the profile form can show.
create function public.validate_profile_changes(changes jsonb)
returns void
language plpgsql
stable
set search_path = ''
as $$
declare
  allowed constant text[] := array['full_name', 'phone', 'gender', 'date_of_birth', 'address',
                                   'blood_group', 'allergies', 'emergency_contact', 'country'];
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
    value := nullif(btrim(raw #>> '{}'), '');
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
    end case;
  end loop;
end;
$$;

-- ---------------------------------------------------------------------------
create table public.profile_change_requests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  -- { "<field>": "<new value>" | null }, keys among the profile form's fields
  changes jsonb not null
    check (jsonb_typeof(changes) = 'object' and pg_column_size(changes) <= 8192),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  reviewer uuid references auth.users (id) on delete set null,
  reviewed_at timestamptz,
  note text check (char_length(note) <= 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint profile_change_requests_review_check
    check ((status = 'pending') = (reviewed_at is null))
);

comment on table public.profile_change_requests is
  'Proposed profile changes; applied to profiles only by approve_profile_change() (admin).';

-- one pending request per user: a new submission replaces the pending one's changes
create unique index profile_change_requests_one_pending
  on public.profile_change_requests (user_id) where status = 'pending';
create index profile_change_requests_user_id_idx
  on public.profile_change_requests (user_id, created_at desc);
create index profile_change_requests_reviewer_idx on public.profile_change_requests (reviewer);
create index profile_change_requests_pending_idx
  on public.profile_change_requests (created_at) where status = 'pending';

alter table public.profile_change_requests enable row level security;

create policy "profile_change_requests: owner can read"
  on public.profile_change_requests for select to authenticated
  using (user_id = (select auth.uid()));

create policy "profile_change_requests: admins can read all"
  on public.profile_change_requests for select to authenticated
  using ((select public.is_admin()));

revoke insert, update, delete, truncate on public.profile_change_requests from anon, authenticated;

create trigger touch_updated_at
  before update on public.profile_change_requests
  for each row execute function public.touch_updated_at();

-- Submits the caller's proposed changes. With a pending request already open its
-- changes are replaced (the form sends the full set of edited fields), so a user
-- has at most one pending request. Returns the pending request.
create function public.submit_profile_change(changes jsonb)
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

revoke all on function public.submit_profile_change(jsonb) from public;
grant execute on function public.submit_profile_change(jsonb) to anon, authenticated;

-- Locks a pending request for review; raises when the caller is no admin or the
-- request is missing or already reviewed.
create function public.lock_pending_profile_change(request_id uuid)
returns public.profile_change_requests
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  result public.profile_change_requests;
begin
  if not public.is_admin() then
    raise exception 'Only an administrator can review profile changes' using errcode = '42501';
  end if;
  select * into result from public.profile_change_requests r where r.id = request_id for update;
  if result.id is null then
    raise exception 'Profile change request not found' using errcode = '22023';
  end if;
  if result.status <> 'pending' then
    raise exception 'This profile change request has already been reviewed' using errcode = '22023';
  end if;
  return result;
end;
$$;

revoke all on function public.lock_pending_profile_change(uuid) from public, anon, authenticated;

-- Applies a pending request to the profile and marks it approved, in one transaction.
create function public.approve_profile_change(request_id uuid)
returns public.profile_change_requests
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  request public.profile_change_requests := public.lock_pending_profile_change(request_id);
  c jsonb := request.changes;
  result public.profile_change_requests;
begin
  perform public.validate_profile_changes(c);
  update public.profiles p set
    full_name = case when c ? 'full_name' then btrim(c ->> 'full_name') else p.full_name end,
    phone = case when c ? 'phone' then nullif(btrim(c ->> 'phone'), '') else p.phone end,
    gender = case when c ? 'gender' then nullif(btrim(c ->> 'gender'), '') else p.gender end,
    date_of_birth = case when c ? 'date_of_birth'
                         then nullif(btrim(c ->> 'date_of_birth'), '')::date else p.date_of_birth end,
    address = case when c ? 'address' then nullif(btrim(c ->> 'address'), '') else p.address end,
    blood_group = case when c ? 'blood_group' then nullif(btrim(c ->> 'blood_group'), '') else p.blood_group end,
    allergies = case when c ? 'allergies' then nullif(btrim(c ->> 'allergies'), '') else p.allergies end,
    emergency_contact = case when c ? 'emergency_contact'
                             then nullif(btrim(c ->> 'emergency_contact'), '') else p.emergency_contact end,
    country = case when c ? 'country' then nullif(btrim(c ->> 'country'), '') else p.country end
  where p.id = request.user_id;

  update public.profile_change_requests r
  set status = 'approved', reviewer = auth.uid(), reviewed_at = now()
  where r.id = request.id
  returning * into result;
  return result;
end;
$$;

revoke all on function public.approve_profile_change(uuid) from public;
grant execute on function public.approve_profile_change(uuid) to anon, authenticated;

create function public.reject_profile_change(request_id uuid, note text default null)
returns public.profile_change_requests
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  request public.profile_change_requests := public.lock_pending_profile_change(request_id);
  result public.profile_change_requests;
begin
  if char_length(reject_profile_change.note) > 1000 then
    raise exception 'The note must be at most 1000 characters' using errcode = '22023';
  end if;
  update public.profile_change_requests r
  set status = 'rejected', reviewer = auth.uid(), reviewed_at = now(),
      note = nullif(btrim(reject_profile_change.note), '')
  where r.id = request.id
  returning * into result;
  return result;
end;
$$;

revoke all on function public.reject_profile_change(uuid, text) from public;
grant execute on function public.reject_profile_change(uuid, text) to anon, authenticated;
