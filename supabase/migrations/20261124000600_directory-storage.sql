-- Directory profiles: the founder's and investor's own profile forms and the
-- files behind them. Mirrored for clients by supabase/rules/directory-profiles.ts (buckets),
-- founder-profile.ts and investor-profile.ts (the profile guards); tests in
-- supabase/tests/directory-storage.test.ts.
--
--   storage bucket pitch-decks          private; 10 MiB; PDF only.
--   storage bucket directory-documents  private; 10 MiB; PDF, JPEG or PNG (founder documents,
--                          investor verification documents).
--                          In both: a user uploads and deletes objects in their own folder
--                          (<user id>/...), admins anywhere; every signed-in user reads
--                          (the profile pages link to them); anon nothing.
--   founder_profiles.pitch_deck_path   the uploaded deck (an object in pitch-decks inside the
--                          owner's folder). pitch_deck_url stays for decks hosted elsewhere
--                          (http(s) only, public.directories_url_ok).
--   founder_documents.object_path      an uploaded document (directory-documents, owner's
--                          folder); a document is either a link (url) or an upload.
--   guard_founder_profile_fields, guard_investor_profile_fields: the form's required fields
--                          and lists with readable messages (22023) before the check
--                          constraints answer with a constraint name. The industry list is
--                          enforced when the industry is written, so older listings with
--                          another industry can still be hidden, verified or edited.

-- ---------------------------------------------------------------------------
-- Shared values (rules/directory-profiles.ts has the same)

create function public.directory_file_max_bytes()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 10485760; -- 10 MiB, the file_size_limit of both buckets
$$;

create function public.is_founder_industry(industry text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select industry in ('Software', 'Healthcare', 'FinTech', 'E-commerce', 'CleanTech', 'EdTech');
$$;

-- An object path inside the owner's folder of a bucket: '<owner id>/<name>', at most 512 characters.
create function public.is_directory_object_path(path text, owner uuid)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select path is null
    or (owner is not null and char_length(path) <= 512 and path like owner::text || '/_%' and path !~ '(^|/)\.\.(/|$)');
$$;

-- ---------------------------------------------------------------------------
-- The private buckets and their policies (see 20261124000300_registration-verification.sql:
-- a database without Storage simply has no buckets).
do $$
begin
  if to_regclass('storage.buckets') is null or to_regclass('storage.objects') is null then
    raise notice 'storage schema not present: pitch-decks and directory-documents buckets not created';
    return;
  end if;
  insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
  values ('pitch-decks', 'pitch-decks', false, public.directory_file_max_bytes(), array['application/pdf']),
         ('directory-documents', 'directory-documents', false, public.directory_file_max_bytes(),
          array['application/pdf', 'image/jpeg', 'image/png'])
  on conflict (id) do update
    set public = excluded.public,
        file_size_limit = excluded.file_size_limit,
        allowed_mime_types = excluded.allowed_mime_types;

  execute $p$
    create policy "directory files: owner uploads to own folder, admins anywhere"
      on storage.objects for insert to authenticated
      with check (bucket_id in ('pitch-decks', 'directory-documents')
                  and ((storage.foldername(name))[1] = (select auth.uid())::text or (select public.is_admin())))
  $p$;
  execute $p$
    create policy "directory files: signed-in users can read"
      on storage.objects for select to authenticated
      using (bucket_id in ('pitch-decks', 'directory-documents'))
  $p$;
  execute $p$
    create policy "directory files: owner deletes own, admins any"
      on storage.objects for delete to authenticated
      using (bucket_id in ('pitch-decks', 'directory-documents')
             and ((storage.foldername(name))[1] = (select auth.uid())::text or (select public.is_admin())))
  $p$;
end $$;

-- Was the object really uploaded? (true where Storage does not exist)
create function private.directory_object_exists(bucket text, path text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  present boolean;
begin
  if to_regclass('storage.objects') is null then
    return true;
  end if;
  execute 'select exists (select 1 from storage.objects o where o.bucket_id = $1 and o.name = $2)'
    into present using bucket, path;
  return present;
end;
$$;

-- ---------------------------------------------------------------------------
-- founder_profiles: the uploaded pitch deck

alter table public.founder_profiles add column pitch_deck_path text;
-- the folder rule is the trigger's (on write): a constraint on user_id would block deleting the account
alter table public.founder_profiles
  add constraint founder_profiles_pitch_deck_path_length check (char_length(pitch_deck_path) <= 512);

comment on column public.founder_profiles.pitch_deck_path is
  'The uploaded pitch deck: an object of the private pitch-decks bucket in the owner''s folder (signed-in users read it).';

-- The profile form's rules with readable messages (the check constraints stay as the last word).
create function public.guard_founder_profile_fields()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- written by this statement (an insert, or an update that changes them)
  industry_written boolean := true;
  deck_written boolean := new.pitch_deck_path is not null;
begin
  if tg_op = 'UPDATE' then
    industry_written := new.industry is distinct from old.industry;
    deck_written := new.pitch_deck_path is not null
      and (new.pitch_deck_path is distinct from old.pitch_deck_path or new.user_id is distinct from old.user_id);
  end if;
  if new.company_name is null or char_length(public.trim_unicode(new.company_name)) < 1 or char_length(new.company_name) > 200 then
    raise exception 'Company name must be 1 to 200 characters' using errcode = '22023';
  end if;
  if new.industry is null or char_length(public.trim_unicode(new.industry)) < 1 or char_length(new.industry) > 80
     or (industry_written and not public.is_founder_industry(new.industry)) then
    raise exception 'Choose an industry' using errcode = '22023';
  end if;
  if new.funding_stage is null
     or new.funding_stage not in ('Bootstrapped', 'Pre-seed', 'Seed', 'Series A', 'Series B', 'Series C+') then
    raise exception 'Choose a funding stage' using errcode = '22023';
  end if;
  if new.location is null or char_length(public.trim_unicode(new.location)) < 1 or char_length(new.location) > 200 then
    raise exception 'Location must be 1 to 200 characters' using errcode = '22023';
  end if;
  if new.founded_year is not null and new.founded_year not between 1800 and 2100 then
    raise exception 'Founded year must be a year from 1800 to 2100' using errcode = '22023';
  end if;
  if new.team_size is not null and new.team_size not between 1 and 1000000 then
    raise exception 'Team size must be a whole number from 1 to 1,000,000' using errcode = '22023';
  end if;
  if char_length(new.company_description) > 5000 then
    raise exception 'Company description must be at most 5000 characters' using errcode = '22023';
  end if;
  if char_length(new.looking_for) > 200 then
    raise exception 'Looking for must be at most 200 characters' using errcode = '22023';
  end if;
  if deck_written then
    if not public.is_directory_object_path(new.pitch_deck_path, new.user_id) then
      raise exception 'The pitch deck must be a file in the profile owner''s folder' using errcode = '22023';
    end if;
    if not private.directory_object_exists('pitch-decks', new.pitch_deck_path) then
      raise exception 'Upload the pitch deck before saving it' using errcode = '22023';
    end if;
  end if;
  return new;
end;
$$;

create trigger guard_founder_profile_fields
  before insert or update on public.founder_profiles
  for each row execute function public.guard_founder_profile_fields();

-- ---------------------------------------------------------------------------
-- investor_profiles: the same for the investor form

create function public.guard_investor_profile_fields()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.firm_name is null or char_length(new.firm_name) > 200 then
    raise exception 'Firm name must be at most 200 characters' using errcode = '22023';
  end if;
  if new.investor_type is null or new.investor_type not in ('Angel', 'VC', 'PE', 'Family Office', 'Corporate') then
    raise exception 'Choose an investor type' using errcode = '22023';
  end if;
  if new.investment_focus is null or cardinality(new.investment_focus) not between 1 and 10
     or array_ndims(new.investment_focus) <> 1
     or not new.investment_focus <@ array['Software', 'FinTech', 'Healthcare', 'E-commerce', 'CleanTech',
                                          'EdTech', 'Consumer', 'DeepTech', 'SaaS', 'Mobile'] then
    raise exception 'Choose at least one investment focus' using errcode = '22023';
  end if;
  if new.investment_stages is null or cardinality(new.investment_stages) not between 1 and 5
     or array_ndims(new.investment_stages) <> 1
     or not new.investment_stages <@ array['Pre-seed', 'Seed', 'Series A', 'Series B', 'Series C+'] then
    raise exception 'Choose at least one investment stage' using errcode = '22023';
  end if;
  if new.location is null or char_length(public.trim_unicode(new.location)) < 1 or char_length(new.location) > 200 then
    raise exception 'Location must be 1 to 200 characters' using errcode = '22023';
  end if;
  if char_length(new.typical_check_size) > 100 then
    raise exception 'Typical check size must be at most 100 characters' using errcode = '22023';
  end if;
  if new.total_assets_under_management is not null
     and not (new.total_assets_under_management >= 0 and new.total_assets_under_management < 1e15) then
    raise exception 'Assets under management must be an amount in dollars, below 1,000 trillion' using errcode = '22023';
  end if;
  if char_length(new.investment_thesis) > 5000 then
    raise exception 'Investment thesis must be at most 5000 characters' using errcode = '22023';
  end if;
  return new;
end;
$$;

create trigger guard_investor_profile_fields
  before insert or update on public.investor_profiles
  for each row execute function public.guard_investor_profile_fields();

-- ---------------------------------------------------------------------------
-- founder_documents: a link (url) or an uploaded file (object_path), not both

alter table public.founder_documents alter column url drop not null;
alter table public.founder_documents add column object_path text;
alter table public.founder_documents
  add constraint founder_documents_link_or_file check ((url is null) <> (object_path is null)),
  add constraint founder_documents_object_path_length check (char_length(object_path) <= 512);

comment on column public.founder_documents.object_path is
  'An uploaded document: an object of the private directory-documents bucket in the profile owner''s folder.';

create function public.guard_founder_document_file()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  owner uuid;
  file_written boolean := new.object_path is not null;
begin
  if tg_op = 'UPDATE' then
    file_written := new.object_path is not null
      and (new.object_path is distinct from old.object_path or new.founder_profile_id is distinct from old.founder_profile_id);
  end if;
  if new.name is null or char_length(public.trim_unicode(new.name)) < 1 or char_length(new.name) > 200 then
    raise exception 'Document name must be 1 to 200 characters' using errcode = '22023';
  end if;
  if exists (
    select 1 from public.founder_documents d
    where d.founder_profile_id = new.founder_profile_id and d.name = new.name and d.id <> new.id
  ) then
    raise exception 'A document with this name already exists' using errcode = '22023';
  end if;
  if not file_written then
    return new;
  end if;
  if new.url is not null then
    raise exception 'A document is either a link or an uploaded file' using errcode = '22023';
  end if;
  select f.user_id into owner from public.founder_profiles f where f.id = new.founder_profile_id;
  if not public.is_directory_object_path(new.object_path, owner) then
    raise exception 'The document must be a file in the profile owner''s folder' using errcode = '22023';
  end if;
  if not private.directory_object_exists('directory-documents', new.object_path) then
    raise exception 'Upload the document before recording it' using errcode = '22023';
  end if;
  return new;
end;
$$;

create trigger guard_founder_document_file
  before insert or update on public.founder_documents
  for each row execute function public.guard_founder_document_file();

-- ---------------------------------------------------------------------------
-- Function privileges (20261123000100_hardening.sql: nothing is executable by default).
revoke all on function public.directory_file_max_bytes() from public;
revoke all on function public.is_founder_industry(text) from public;
revoke all on function public.is_directory_object_path(text, uuid) from public;
revoke all on function private.directory_object_exists(text, text) from public;
revoke all on function public.guard_founder_profile_fields() from public;
revoke all on function public.guard_investor_profile_fields() from public;
revoke all on function public.guard_founder_document_file() from public;

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon')
     and exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on function private.directory_object_exists(text, text) from anon, authenticated;
    revoke all on function public.guard_founder_profile_fields() from anon, authenticated;
    revoke all on function public.guard_investor_profile_fields() from anon, authenticated;
    revoke all on function public.guard_founder_document_file() from anon, authenticated;
    -- shared values, callable by clients
    grant execute on function public.directory_file_max_bytes() to anon, authenticated;
    grant execute on function public.is_founder_industry(text) to anon, authenticated;
    grant execute on function public.is_directory_object_path(text, uuid) to anon, authenticated;
  end if;
  if exists (select 1 from pg_roles where rolname = 'service_role') then
    grant execute on function public.directory_file_max_bytes() to service_role;
    grant execute on function public.is_founder_industry(text) to service_role;
    grant execute on function public.is_directory_object_path(text, uuid) to service_role;
  end if;
end $$;
