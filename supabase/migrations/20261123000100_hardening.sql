-- Hardening, so the rules hold whichever client calls: who is trusted, which functions the API may call, text and URL
-- rules, and the demo-mode switch.
--
-- 1. Trust comes from the database role, never from missing JWT claims.
--    public.request_role() is the role the request runs as: the `role` setting that
--    @supabase/lite and PostgREST set with SET LOCAL ROLE (anon, authenticated,
--    service_role), or the session user when no role was set (seed scripts, the SQL
--    console, migrations). SECURITY DEFINER does not change it (it changes current_user
--    only), so it also answers correctly inside definer functions and triggers.
--    public.request_is_trusted() is true when that role bypasses row-level security
--    anyway: service_role (BYPASSRLS) or a superuser / BYPASSRLS owner such as postgres.
--    A request with an unverifiable bearer token reaches lite as anon with null claims:
--    request_role() = 'anon', not trusted. Every guard that used
--    `auth.uid() is null` / `coalesce(auth.jwt()->>'role', 'service_role')` as "trusted
--    caller" is replaced below.
-- 2. Only the RPCs the API offers (and the helpers policies, views and checks evaluate as
--    the caller) stay executable by anon/authenticated; everything else (trigger
--    functions, internal helpers, the demo seeders) is revoked from public, anon and
--    authenticated and granted to service_role. New functions in public are no longer
--    executable by PUBLIC by default: grant them explicitly.
-- 3. Text minimums treat all Unicode white space as empty (public.trim_unicode, mirrored
--    by supabase/rules/text.ts); lengths are characters (char_length = code points).
-- 4. URL columns accept only http(s) URLs (public.is_http_url, mirrored by
--    supabase/rules/url.ts), with a clear message from public.guard_url_columns().
-- 5. Demo mode (private.app_settings, public.demo_mode()): mock payments and the demo
--    data exist only in demo mode; scripts/backend.mjs sets it on every start.

-- The API roles, as @supabase/lite creates them at server start (hosted Supabase has them):
-- created here when missing so that the grants below reach service_role on a fresh database.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin bypassrls;
  end if;
end $$;

-- ---------------------------------------------------------------------------
-- private schema: settings nobody reaches through the API
create schema if not exists private;
revoke all on schema private from public;

create table if not exists private.app_settings (
  key text primary key check (key ~ '^[a-z][a-z0-9_]{0,62}$'),
  value jsonb not null,
  updated_at timestamptz not null default now()
);
comment on table private.app_settings is
  'Backend settings (demo_mode). Written by scripts/backend.mjs at start or in the SQL console; no API access.';
-- lite grants ALL on tables of schemas with RLS tables to the API roles; RLS without a
-- policy keeps them out even then.
alter table private.app_settings enable row level security;
revoke all on private.app_settings from public;
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon') then
    execute 'revoke all on schema private from anon, authenticated';
    execute 'revoke all on private.app_settings from anon, authenticated';
  end if;
end $$;

-- Sets demo mode; called by scripts/backend.mjs (SQL without an API role) on every start.
create or replace function private.set_demo_mode(enabled boolean)
returns void
language sql
volatile
set search_path = ''
as $$
  insert into private.app_settings (key, value, updated_at)
  values ('demo_mode', to_jsonb(coalesce(enabled, false)), now())
  on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at;
$$;
revoke all on function private.set_demo_mode(boolean) from public;

-- Is the backend in demo mode (mock payments, demo accounts)? Off unless switched on.
create or replace function public.demo_mode()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select s.value = 'true'::jsonb from private.app_settings s where s.key = 'demo_mode'), false);
$$;

-- ---------------------------------------------------------------------------
-- 1. The request's database role
create or replace function public.request_role()
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when coalesce(current_setting('role', true), '') in ('', 'none') then session_user::text
    else current_setting('role', true)
  end;
$$;

comment on function public.request_role() is
  'The role the request runs as (anon, authenticated, service_role; the session user for SQL without an API role).';

create or replace function public.request_is_trusted()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(
    (select r.rolsuper or r.rolbypassrls from pg_catalog.pg_roles r where r.rolname = public.request_role()),
    false
  );
$$;

comment on function public.request_is_trusted() is
  'True for the service role and database owners (roles that bypass RLS anyway); never inferred from JWT claims.';

-- ---------------------------------------------------------------------------
-- 3. Unicode white space. The same set as supabase/rules/text.ts (UNICODE_SPACE_CODE_POINTS):
-- tab, LF, VT, FF, CR, space, NEL, NBSP, U+1680, U+180E, U+2000-U+200B, U+2028, U+2029,
-- U+202F, U+205F, U+2060, U+3000, U+FEFF.
create or replace function public.trim_unicode(value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select regexp_replace(
    value,
    U&'^[\0009\000A\000B\000C\000D\0020\0085\00A0\1680\180E\2000-\200B\2028\2029\202F\205F\2060\3000\FEFF]+|[\0009\000A\000B\000C\000D\0020\0085\00A0\1680\180E\2000-\200B\2028\2029\202F\205F\2060\3000\FEFF]+$',
    '', 'g');
$$;

-- something@something.tld without any (Unicode) white space; mirrors CONTACT_EMAIL_PATTERN
create or replace function public.is_email_address(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select char_length(value) <= 254
    and value ~ U&'^[^@\0009\000A\000B\000C\000D\0020\0085\00A0\1680\180E\2000-\200B\2028\2029\202F\205F\2060\3000\FEFF]+@[^@\0009\000A\000B\000C\000D\0020\0085\00A0\1680\180E\2000-\200B\2028\2029\202F\205F\2060\3000\FEFF]+\\.[^@\0009\000A\000B\000C\000D\0020\0085\00A0\1680\180E\2000-\200B\2028\2029\202F\205F\2060\3000\FEFF]+$';
$$;

-- ---------------------------------------------------------------------------
-- 4. http(s) URLs, mirrored by supabase/rules/url.ts (HTTP_URL_PATTERN):
-- scheme http or https, a host of non-empty dot-separated labels (or an [IPv6] literal),
-- an optional port, then an optional path/query/fragment; no white space, no control
-- characters and none of < > " ` \ { } | ^ anywhere; at most 2048 characters.
create or replace function public.is_http_url(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select value is not null
    and char_length(value) <= 2048
    and value !~ U&'[\0001-\001F\007F-\009F\0020\00A0\1680\180E\2000-\200B\2028\2029\202F\205F\2060\3000\FEFF<>"`{}|\\\\^]'
    and value ~* '^https?://([^/?#@:.\[\]]+(\.[^/?#@:.\[\]]+)*|\[[0-9a-f:.]+\])(:[0-9]{1,5})?([/?#].*)?$';
$$;

-- A jsonb object { "<network>": "<http(s) url>" } with at most 20 entries and keys of 1-40 characters.
create or replace function public.is_url_map(value jsonb)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select jsonb_typeof(value) = 'object'
    and (select count(*) from jsonb_object_keys(value)) <= 20
    and not exists (
      select 1 from jsonb_each(value) as e
      where char_length(public.trim_unicode(e.key)) < 1 or char_length(e.key) > 40
         or jsonb_typeof(e.value) is distinct from 'string'
         or not public.is_http_url(e.value #>> '{}')
    );
$$;

-- The directories' URL rule now is the shared one (their check constraints call it).
create or replace function public.directories_url_ok(url text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select url is null or public.is_http_url(url);
$$;

-- Before insert/update: each argument 'column=Label' names a URL column (text, or a
-- jsonb object of URLs) and the label its message uses. The message is the one
-- supabase/rules/url.ts builds: '<Label> must be a valid http:// or https:// link'.
create or replace function public.guard_url_columns()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  row_data jsonb := to_jsonb(new);
  spec text;
  col text;
  label text;
  value jsonb;
begin
  foreach spec in array tg_argv loop
    col := split_part(spec, '=', 1);
    label := split_part(spec, '=', 2);
    value := row_data -> col;
    if value is null or jsonb_typeof(value) = 'null' then
      continue;
    end if;
    if jsonb_typeof(value) = 'string' then
      if not public.is_http_url(value #>> '{}') then
        raise exception '% must be a valid http:// or https:// link', label using errcode = '22023';
      end if;
    elsif not public.is_url_map(value) then
      raise exception '% must be valid http:// or https:// links', label using errcode = '22023';
    end if;
  end loop;
  return new;
end;
$$;

-- ---------------------------------------------------------------------------
-- Text minimums: every check constraint in public that trims with btrim() now trims
-- Unicode white space. Added NOT VALID (existing rows are not re-checked, so an old
-- database keeps migrating), then validated where the existing rows allow it.
do $$
declare
  c record;
  definition text;
begin
  for c in
    select con.conname, con.conrelid::regclass as tbl, pg_get_constraintdef(con.oid) as def
    from pg_constraint con
    join pg_class rel on rel.oid = con.conrelid
    join pg_namespace n on n.oid = rel.relnamespace
    where n.nspname = 'public' and con.contype = 'c' and pg_get_constraintdef(con.oid) like '%btrim(%'
  loop
    definition := replace(c.def, 'btrim(', 'public.trim_unicode(');
    execute format('alter table %s drop constraint %I', c.tbl, c.conname);
    execute format('alter table %s add constraint %I %s not valid', c.tbl, c.conname, definition);
    begin
      execute format('alter table %s validate constraint %I', c.tbl, c.conname);
    exception when check_violation then
      raise notice 'constraint % on % left NOT VALID: existing rows break it', c.conname, c.tbl;
    end;
  end loop;
end $$;

-- contact e-mail: the shared pattern instead of the locale-dependent \s
alter table public.contact_messages drop constraint contact_messages_email_format;
alter table public.contact_messages add constraint contact_messages_email_format
  check (public.is_email_address(email)) not valid;

-- URL columns: the constraints (backstop) and the triggers (clear messages).
do $$
declare
  item record;
begin
  for item in
    select * from (values
      ('profiles', 'profiles_avatar_url_http', 'avatar_url is null or public.is_http_url(avatar_url)'),
      ('founder_profiles', 'founder_profiles_social_urls_http', 'public.is_url_map(social_urls)'),
      ('investor_profiles', 'investor_profiles_social_urls_http', 'public.is_url_map(social_urls)'),
      ('blood_services', 'blood_services_purchase_link_http', 'purchase_link is null or public.is_http_url(purchase_link)')
    ) as t(tbl, name, expr)
  loop
    execute format('alter table public.%I add constraint %I check (%s) not valid', item.tbl, item.name, item.expr);
    begin
      execute format('alter table public.%I validate constraint %I', item.tbl, item.name);
    exception when check_violation then
      raise notice 'constraint % left NOT VALID: existing rows break it', item.name;
    end;
  end loop;
end $$;

create trigger guard_url_columns before insert or update on public.profiles
  for each row execute function public.guard_url_columns('avatar_url=Avatar URL');
create trigger guard_url_columns before insert or update on public.founder_profiles
  for each row execute function public.guard_url_columns(
    'website=Website', 'linkedin_url=LinkedIn URL', 'pitch_deck_url=Pitch deck link', 'social_urls=Social links');
create trigger guard_url_columns before insert or update on public.investor_profiles
  for each row execute function public.guard_url_columns(
    'website=Website', 'linkedin_url=LinkedIn URL', 'social_urls=Social links');
create trigger guard_url_columns before insert or update on public.founder_team_members
  for each row execute function public.guard_url_columns('linkedin_url=LinkedIn URL');
create trigger guard_url_columns before insert or update on public.founder_documents
  for each row execute function public.guard_url_columns('url=Document link');
create trigger guard_url_columns before insert or update on public.investor_verification_documents
  for each row execute function public.guard_url_columns('url=Document link');
create trigger guard_url_columns before insert or update on public.blood_services
  for each row execute function public.guard_url_columns('purchase_link=Purchase link');

-- ---------------------------------------------------------------------------
-- Functions rewritten with the role-based trust check and the Unicode trim.

-- has_active_subscription: another user's id answers only to that user, admins and
-- trusted roles (policies of other areas call it for the caller's own id).
create or replace function public.has_active_subscription(uid uuid default auth.uid())
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select uid is not null
    and (
      coalesce(uid = auth.uid(), false)
      or public.request_is_trusted()
      or public.is_admin()
    )
    and exists (
      select 1 from public.subscriptions s
      where s.user_id = uid
        and s.status = 'active'
        and s.start_date <= now()
        and s.end_date > now()
    );
$$;

create or replace function public.guard_profile_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (new.is_admin is distinct from old.is_admin
      or (new.user_type is distinct from old.user_type
          and 'admin' in (new.user_type, old.user_type)))
     and not public.request_is_trusted()
     and not public.is_admin() then
    raise exception 'Only an administrator can change admin rights'
      using errcode = '42501';
  end if;
  if new.id is distinct from old.id then
    raise exception 'The profile id cannot be changed' using errcode = '42501';
  end if;
  new.updated_at := now();
  return new;
end;
$$;

create or replace function public.guard_founder_profile_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.request_is_trusted() and not public.is_admin() then
    if tg_op = 'INSERT' then
      new.verification_status := 'unverified';
      new.credibility_score := 0;
      new.created_at := now();
    else
      new.verification_status := old.verification_status;
      new.credibility_score := old.credibility_score;
      new.created_at := old.created_at;
    end if;
  end if;
  if tg_op = 'UPDATE' and new.id is distinct from old.id then
    raise exception 'The founder profile id cannot be changed' using errcode = '42501';
  end if;
  new.updated_at := now();
  return new;
end;
$$;

create or replace function public.guard_investor_profile_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.request_is_trusted() and not public.is_admin() then
    if tg_op = 'INSERT' then
      new.verification_status := 'unverified';
      new.credibility_score := 0;
      new.created_at := now();
    else
      new.verification_status := old.verification_status;
      new.credibility_score := old.credibility_score;
      new.created_at := old.created_at;
    end if;
  end if;
  if tg_op = 'UPDATE' and new.id is distinct from old.id then
    raise exception 'The investor profile id cannot be changed' using errcode = '42501';
  end if;
  new.updated_at := now();
  return new;
end;
$$;

create or replace function public.guard_profile_personal_details()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.request_is_trusted() and not public.is_admin()
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

create or replace function public.guard_donor_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  privileged boolean := public.request_is_trusted() or public.is_admin();
  local_part text;
  attempt integer := 0;
begin
  if not coalesce(new.terms_accepted, false) then
    raise exception 'You must accept the terms and conditions' using errcode = '22023';
  end if;
  if new.last_donation_date > public.marketplace_today() + 1 then
    -- + 1: a donor east of UTC may already live on the next day
    raise exception 'The last donation date cannot be in the future' using errcode = '22023';
  end if;

  if tg_op = 'INSERT' then
    new.created_at := now();
    new.terms_accepted_at := coalesce(new.terms_accepted_at, now());
    if not privileged and (new.id_verified or new.payment_verified) then
      raise exception 'Only an administrator can verify a donor' using errcode = '42501';
    end if;
    if new.user_id is not null then
      select regexp_replace(split_part(u.email, '@', 1), '[^A-Za-z0-9._+-]', '', 'g')
        into local_part from auth.users u where u.id = new.user_id;
      local_part := left(coalesce(nullif(local_part, ''), 'donor'), 64);
      if new.donor_id is null then
        loop
          new.donor_id := local_part || floor(random() * 1000)::integer;
          exit when not exists (select 1 from public.donors d where d.donor_id = new.donor_id)
            or attempt > 50;
          attempt := attempt + 1;
        end loop;
      elsif not privileged
            and (left(new.donor_id, char_length(local_part)) <> local_part
                 or substr(new.donor_id, char_length(local_part) + 1) !~ '^[0-9]{1,3}$') then
        raise exception 'The donor id must be your e-mail name followed by a number under 1000'
          using errcode = '22023';
      end if;
    end if;
  else
    if new.id is distinct from old.id or new.user_id is distinct from old.user_id then
      raise exception 'The donor record cannot be moved to another user' using errcode = '42501';
    end if;
    if not privileged then
      if new.id_verified is distinct from old.id_verified
         or new.payment_verified is distinct from old.payment_verified then
        raise exception 'Only an administrator can verify a donor' using errcode = '42501';
      end if;
      if new.donor_id is distinct from old.donor_id then
        raise exception 'The donor id cannot be changed' using errcode = '42501';
      end if;
    end if;
    new.created_at := old.created_at;
    new.terms_accepted_at := old.terms_accepted_at;
  end if;
  new.updated_at := now();
  return new;
end;
$$;

create or replace function public.guard_blood_service_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  donor public.donors;
begin
  if tg_op = 'UPDATE' then
    if new.id is distinct from old.id then
      raise exception 'The listing id cannot be changed' using errcode = '42501';
    end if;
    new.created_at := old.created_at;
  else
    new.created_at := now();
  end if;
  if new.last_donated > public.marketplace_today() + 1 then
    raise exception 'The last donation date cannot be in the future' using errcode = '22023';
  end if;
  if new.donor_record_id is not null then
    select * into donor from public.donors d where d.id = new.donor_record_id;
    if donor.id is not null then
      new.blood_group := donor.blood_group;
      new.country := coalesce(donor.country, new.country);
      new.last_donated := donor.last_donation_date;
    end if;
  end if;
  -- last_updated is stamped now, except that admins and trusted integrations (service
  -- role, seed) may supply the time the data was really updated
  if not (public.request_is_trusted() or public.is_admin())
     or (tg_op = 'UPDATE' and new.last_updated is not distinct from old.last_updated)
     or new.last_updated is null then
    new.last_updated := now();
  end if;
  if new.last_updated > now() + interval '5 minutes' then
    raise exception 'The last update time cannot be in the future' using errcode = '22023';
  end if;
  new.updated_at := now();
  return new;
end;
$$;

create or replace function public.guard_notification_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.request_is_trusted() and not public.is_admin()
     and (new.id, new.user_id, new.title, new.body, new.kind, new.created_at)
         is distinct from (old.id, old.user_id, old.title, old.body, old.kind, old.created_at) then
    raise exception 'Only the read state of a notification can be changed' using errcode = '42501';
  end if;
  return new;
end;
$$;

create or replace function public.guard_donor_request_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  is_donor boolean;
begin
  if not public.request_is_trusted() and not public.is_admin() then
    if (new.id, new.requester_id, new.listing_id, new.donor_record_id, new.hospital_id, new.created_at)
       is distinct from
       (old.id, old.requester_id, old.listing_id, old.donor_record_id, old.hospital_id, old.created_at) then
      raise exception 'Only the status of a donation request can be changed' using errcode = '42501';
    end if;
    if new.status is distinct from old.status then
      is_donor := exists (select 1 from public.donors d where d.id = old.donor_record_id and d.user_id = caller);
      if not (
        (old.requester_id = caller and old.status in ('pending', 'accepted') and new.status = 'cancelled')
        or (is_donor and old.status = 'pending' and new.status in ('accepted', 'declined'))
      ) then
        raise exception 'This status change is not allowed' using errcode = '42501';
      end if;
    end if;
  end if;
  new.updated_at := now();
  return new;
end;
$$;

create or replace function public.guard_appointment_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.request_is_trusted() and not public.is_admin() then
    if tg_op = 'INSERT' then
      if new.status <> 'requested' then
        raise exception 'A new appointment must have the status requested' using errcode = '42501';
      end if;
      if new.scheduled_at <= now() then
        raise exception 'The appointment must be scheduled in the future' using errcode = '22023';
      end if;
    else
      if (new.id, new.user_id, new.hospital_id, new.listing_id, new.scheduled_at, new.type, new.notes)
         is distinct from
         (old.id, old.user_id, old.hospital_id, old.listing_id, old.scheduled_at, old.type, old.notes)
         or new.status <> 'cancelled'
         or old.status not in ('requested', 'confirmed') then
        raise exception 'You can only cancel a requested or confirmed appointment' using errcode = '42501';
      end if;
    end if;
  end if;
  if tg_op = 'UPDATE' then
    new.created_at := old.created_at;
  else
    new.created_at := now();
  end if;
  new.updated_at := now();
  return new;
end;
$$;

create or replace function public.guard_meeting_request_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.request_is_trusted() and not public.is_admin() then
    if tg_op = 'INSERT' then
      if not public.has_active_subscription() then
        raise exception 'An active subscription is required to book a meeting'
          using errcode = '42501';
      end if;
      if new.requester_id is distinct from auth.uid() then
        raise exception 'Meeting requests can only be made for yourself' using errcode = '42501';
      end if;
      if exists (select 1 from unnest(new.proposed_times) as t where t <= now()) then
        raise exception 'Proposed meeting times must be in the future' using errcode = '22023';
      end if;
      new.status := 'requested';
      new.created_at := now();
    else
      if new.status is distinct from 'cancelled'
         or old.status not in ('requested', 'confirmed')
         or new.requester_id is distinct from old.requester_id
         or new.professional_id is distinct from old.professional_id
         or new.proposed_times is distinct from old.proposed_times
         or new.message is distinct from old.message
         or new.created_at is distinct from old.created_at then
        raise exception 'You can only cancel your meeting request' using errcode = '42501';
      end if;
    end if;
  end if;
  if tg_op = 'UPDATE' and new.id is distinct from old.id then
    raise exception 'The meeting request id cannot be changed' using errcode = '42501';
  end if;
  new.updated_at := now();
  return new;
end;
$$;

create or replace function public.guard_job_application_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if not public.request_is_trusted() and not public.is_admin() then
      if not public.has_active_subscription() then
        raise exception 'An active subscription is required to apply for an opportunity'
          using errcode = '42501';
      end if;
      if new.applicant_id is distinct from auth.uid() then
        raise exception 'Applications can only be made for yourself' using errcode = '42501';
      end if;
      new.status := 'submitted';
      new.created_at := now();
    end if;
    if exists (
      select 1 from public.executive_opportunities o
      where o.id = new.opportunity_id and o.status <> 'Open'
    ) then
      raise exception 'This opportunity is no longer accepting applications' using errcode = '22023';
    end if;
    if exists (
      select 1 from public.job_applications a
      where a.applicant_id = new.applicant_id and a.opportunity_id = new.opportunity_id
    ) then
      raise exception 'You have already applied for this opportunity' using errcode = '23505';
    end if;
  elsif new.id is distinct from old.id
     or new.applicant_id is distinct from old.applicant_id
     or new.opportunity_id is distinct from old.opportunity_id then
    raise exception 'Only the status of an application can be changed' using errcode = '42501';
  end if;
  new.updated_at := now();
  return new;
end;
$$;

-- Contact messages: Unicode trim for the minimums, characters for every length, the
-- shared e-mail rule. Messages as in supabase/rules/contact-message.ts.
create or replace function public.guard_contact_message_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if new.name is null or char_length(public.trim_unicode(new.name)) < 2 then
      raise exception 'Name must be at least 2 characters' using errcode = '22023';
    end if;
    if char_length(new.name) > 120 then
      raise exception 'Name must be at most 120 characters' using errcode = '22023';
    end if;
    if new.email is null or not public.is_email_address(new.email) then
      raise exception 'Please enter a valid email address' using errcode = '22023';
    end if;
    if new.subject is null or char_length(public.trim_unicode(new.subject)) < 5 then
      raise exception 'Subject must be at least 5 characters' using errcode = '22023';
    end if;
    if char_length(new.subject) > 200 then
      raise exception 'Subject must be at most 200 characters' using errcode = '22023';
    end if;
    if new.message is null or char_length(public.trim_unicode(new.message)) < 10 then
      raise exception 'Message must be at least 10 characters' using errcode = '22023';
    end if;
    if char_length(new.message) > 5000 then
      raise exception 'Message must be at most 5000 characters' using errcode = '22023';
    end if;
    if char_length(new.service) > 100 then
      raise exception 'Service must be at most 100 characters' using errcode = '22023';
    end if;
    -- a sender never sets the moderation fields
    new.status := 'new';
    new.created_at := now();
  else
    -- admins moderate the status; the message itself is kept as sent
    new.id := old.id;
    new.name := old.name;
    new.email := old.email;
    new.subject := old.subject;
    new.message := old.message;
    new.service := old.service;
    new.user_id := old.user_id;
    new.created_at := old.created_at;
  end if;
  new.updated_at := now();
  return new;
end;
$$;

-- List validators of the directories: Unicode trim for "non-empty".
create or replace function public.directories_text_list_ok(items text[], max_items integer, max_len integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select items is not null
    and coalesce(array_length(items, 1), 0) <= max_items
    and coalesce(array_ndims(items), 1) = 1
    and not exists (
      select 1 from unnest(items) as item
      where item is null or char_length(public.trim_unicode(item)) < 1 or char_length(item) > max_len
    );
$$;

create or replace function public.directories_object_list_ok(
  items jsonb, max_items integer, required_keys text[], optional_keys text[], max_len integer
)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(items) = 'array'
    and jsonb_array_length(items) <= max_items
    and not exists (
      select 1 from jsonb_array_elements(items) as item
      where jsonb_typeof(item) <> 'object'
        or exists (select 1 from jsonb_object_keys(item) as k where not (k = any (required_keys || optional_keys)))
        or exists (
          select 1 from unnest(required_keys) as k
          where jsonb_typeof(item -> k) is distinct from 'string'
             or char_length(public.trim_unicode(item ->> k)) < 1
             or char_length(item ->> k) > max_len
        )
        or exists (
          select 1 from unnest(optional_keys) as k
          where item ? k
            and jsonb_typeof(item -> k) not in ('string', 'null')
             or char_length(item ->> k) > max_len
        )
    );
$$;

-- Profile change requests: values are trimmed of Unicode white space (a name of
-- non-breaking spaces is empty). Otherwise as in 20261122002001_profile-details.sql.
create or replace function public.validate_profile_changes(changes jsonb)
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
    end case;
  end loop;
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
  result public.profile_change_requests;
begin
  perform public.validate_profile_changes(c);
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

  update public.profile_change_requests r
  set status = 'approved', reviewer = auth.uid(), reviewed_at = now()
  where r.id = request.id
  returning * into result;
  return result;
end;
$$;

-- ---------------------------------------------------------------------------
-- 5. Payments: mock payments only in demo mode. No payment provider is plugged in yet, so
-- outside demo mode subscribe() grants nothing for free: every method is refused until a
-- provider confirms payments through public.confirm_subscription_payment() (the seam).

-- Ends the user's current subscription, starts the new one and records the payment.
-- Shared by subscribe() (demo mode, simulated payment) and confirm_subscription_payment()
-- (a real provider's confirmed payment). Not callable through the API.
create or replace function private.start_subscription(
  subscriber uuid, plan public.plans, method text, payment_reference text
)
returns public.subscriptions
language plpgsql
volatile
set search_path = ''
as $$
declare
  result public.subscriptions;
begin
  -- serialise concurrent subscriptions of one user
  perform pg_advisory_xact_lock(hashtext('subscribe:' || subscriber::text));

  update public.subscriptions s
  set status = case when s.end_date > now() then 'cancelled' else 'expired' end,
      cancelled_at = case when s.end_date > now() then now() end
  where s.user_id = subscriber and s.status = 'active';

  insert into public.subscriptions (user_id, plan_id, start_date, end_date, status, payment_method)
  values (subscriber, plan.id, now(), now() + make_interval(days => plan.duration_days), 'active', method)
  returning * into result;

  insert into public.payments (user_id, subscription_id, amount, currency, method, status, reference)
  values (subscriber, result.id, plan.price, plan.currency, method, 'succeeded',
          coalesce(payment_reference, 'SUB-' || upper(substr(replace(result.id::text, '-', ''), 1, 12))));

  return result;
end;
$$;
revoke all on function private.start_subscription(uuid, public.plans, text, text) from public;

create or replace function public.subscribe(plan_id text, payment_method text)
returns public.subscriptions
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  plan public.plans;
begin
  if caller is null then
    raise exception 'User must be logged in to create a subscription' using errcode = '42501';
  end if;
  select * into plan from public.plans p where p.id = subscribe.plan_id;
  if plan.id is null then
    raise exception 'Invalid subscription plan' using errcode = '22023';
  end if;
  if subscribe.payment_method is null or not public.is_payment_method(subscribe.payment_method) then
    raise exception 'Invalid payment method' using errcode = '22023';
  end if;
  if not public.demo_mode() then
    if subscribe.payment_method = 'mock' then
      raise exception 'Mock payments are available in demo mode only' using errcode = '42501';
    end if;
    raise exception 'Online payments are not available yet: no payment provider is configured'
      using errcode = '42501';
  end if;
  -- demo mode: the payment is simulated and always succeeds
  return private.start_subscription(caller, plan, subscribe.payment_method, null);
end;
$$;

-- The payment-provider seam: a provider integration (for example a Stripe webhook in an
-- Edge Function, running with the secret key) calls this once the provider has confirmed
-- the payment. Trusted roles only.
create or replace function public.confirm_subscription_payment(
  user_id uuid, plan_id text, payment_method text, payment_reference text
)
returns public.subscriptions
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  plan public.plans;
begin
  if not public.request_is_trusted() then
    raise exception 'Only the payment provider integration can confirm payments' using errcode = '42501';
  end if;
  select * into plan from public.plans p where p.id = confirm_subscription_payment.plan_id;
  if plan.id is null then
    raise exception 'Invalid subscription plan' using errcode = '22023';
  end if;
  if confirm_subscription_payment.payment_method is null
     or confirm_subscription_payment.payment_method = 'mock'
     or not public.is_payment_method(confirm_subscription_payment.payment_method) then
    raise exception 'Invalid payment method' using errcode = '22023';
  end if;
  if confirm_subscription_payment.payment_reference is null
     or confirm_subscription_payment.payment_reference !~ '^[A-Z]{2,10}-[A-Z0-9]{6,32}$' then
    raise exception 'Invalid payment reference' using errcode = '22023';
  end if;
  if not exists (select 1 from auth.users u where u.id = confirm_subscription_payment.user_id) then
    raise exception 'User not found' using errcode = '22023';
  end if;
  return private.start_subscription(confirm_subscription_payment.user_id, plan,
                                    confirm_subscription_payment.payment_method,
                                    confirm_subscription_payment.payment_reference);
end;
$$;

-- ---------------------------------------------------------------------------
-- 2. Function privileges. Everything in public (except extension functions) is revoked
-- from PUBLIC, anon and authenticated and granted to service_role; then the API's RPCs and
-- the helpers that policies, views, check constraints and invoker triggers evaluate as
-- the caller are granted back. Trigger functions need no grant (EXECUTE is checked when
-- the trigger is created, not when it fires).
alter default privileges in schema public revoke execute on functions from public;
alter default privileges in schema private revoke execute on functions from public;

do $$
declare
  f record;
  has_api_roles boolean := exists (select 1 from pg_roles where rolname = 'anon')
                       and exists (select 1 from pg_roles where rolname = 'authenticated');
  has_service_role boolean := exists (select 1 from pg_roles where rolname = 'service_role');
  -- callable by everyone (anon and signed in): RPCs that answer anon with a message, the
  -- marketplace view's and the check constraints' helpers, and the caller-only helpers
  for_everyone constant text[] := array[
    'public.has_active_subscription(uuid)', 'public.subscribe(text,text)', 'public.cancel_subscription()',
    'public.submit_profile_change(jsonb)', 'public.approve_profile_change(uuid)',
    'public.reject_profile_change(uuid,text)', 'public.request_donor(uuid,uuid)',
    'public.can_read_marketplace()', 'public.marketplace_today()', 'public.can_donate_red_cells(text,text)',
    'public.donation_interval_days(text,text)', 'public.next_eligible_date(date,text,text)',
    'public.donor_is_eligible(date,text,text)',
    'public.is_payment_method(text)', 'public.is_blood_group(text)', 'public.is_country_code(text)',
    'public.is_profile_gender(text)', 'public.is_phone_number(text)',
    'public.directories_text_list_ok(text[],integer,integer)',
    'public.directories_object_list_ok(jsonb,integer,text[],text[],integer)',
    'public.directories_url_ok(text)',
    'public.trim_unicode(text)', 'public.is_email_address(text)', 'public.is_http_url(text)',
    'public.is_url_map(jsonb)',
    'public.request_role()', 'public.request_is_trusted()', 'public.demo_mode()'
  ];
  -- signed-in users only: their RPCs and the helpers of policies "to authenticated"
  for_signed_in constant text[] := array[
    'public.is_admin()', 'public.set_user_admin(uuid,boolean)', 'public.current_subscription()',
    'public.is_partner()', 'public.has_user_type(text)', 'public.owns_founder_profile(uuid)',
    'public.owns_investor_profile(uuid)'
  ];
  signature text;
begin
  for f in
    select p.oid::regprocedure::text as sig, n.nspname
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    where n.nspname in ('public', 'private')
      and p.prokind in ('f', 'p')
      and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
  loop
    execute format('revoke all on function %s from public', f.sig);
    if has_api_roles then
      execute format('revoke all on function %s from anon, authenticated', f.sig);
    end if;
    if has_service_role and f.nspname = 'public' then
      execute format('grant execute on function %s to service_role', f.sig);
    end if;
  end loop;

  if has_api_roles then
    foreach signature in array for_everyone loop
      execute format('grant execute on function %s to anon, authenticated', signature);
    end loop;
    foreach signature in array for_signed_in loop
      execute format('grant execute on function %s to authenticated', signature);
    end loop;
  end if;
end $$;
