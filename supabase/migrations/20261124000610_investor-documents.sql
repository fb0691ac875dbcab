-- Investor verification documents uploaded from the investor's own profile form.
-- The directory-documents bucket, its policies and the shared helpers come from
-- 20261124000600_directory-storage.sql. Mirrored for clients by
-- supabase/rules/directory-profiles.ts (bucket, size, types) and the messages below; tests in
-- supabase/tests/investor-profile-form.test.ts.
--
--   investor_verification_documents.object_path  an uploaded document: an object of the private
--                          directory-documents bucket in the profile owner's folder
--                          (<user id>/verification-<timestamp>.<ext>). A document is either a
--                          link (url, as the curated listings have) or an upload, not both.
--   guard_investor_document_write  readable messages (22023) for the name, a duplicate name,
--                          a file outside the owner's folder and a record without its object.
--   Who writes: unchanged (the profile's owner and admins; signed-in users read).

alter table public.investor_verification_documents alter column url drop not null;
alter table public.investor_verification_documents add column object_path text;
alter table public.investor_verification_documents
  add constraint investor_verification_documents_link_or_file check ((url is null) <> (object_path is null)),
  add constraint investor_verification_documents_object_path_length check (char_length(object_path) <= 512);

comment on column public.investor_verification_documents.object_path is
  'An uploaded verification document: an object of the private directory-documents bucket in the profile owner''s folder.';

create function public.guard_investor_document_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  owner uuid;
begin
  if new.name is null or char_length(public.trim_unicode(new.name)) < 1 or char_length(new.name) > 200 then
    raise exception 'Document name must be 1 to 200 characters' using errcode = '22023';
  end if;
  if exists (
    select 1 from public.investor_verification_documents d
    where d.investor_profile_id = new.investor_profile_id and d.name = new.name and d.id <> new.id
  ) then
    raise exception 'A verification document with this name already exists' using errcode = '22023';
  end if;
  if new.object_path is null
     or (tg_op = 'UPDATE' and new.object_path is not distinct from old.object_path
         and new.investor_profile_id is not distinct from old.investor_profile_id) then
    return new;
  end if;
  if new.url is not null then
    raise exception 'A document is either a link or an uploaded file' using errcode = '22023';
  end if;
  select i.user_id into owner from public.investor_profiles i where i.id = new.investor_profile_id;
  if not public.is_directory_object_path(new.object_path, owner) then
    raise exception 'The document must be a file in the profile owner''s folder' using errcode = '22023';
  end if;
  if not private.directory_object_exists('directory-documents', new.object_path) then
    raise exception 'Upload the document before recording it' using errcode = '22023';
  end if;
  return new;
end;
$$;

create trigger guard_investor_document_write
  before insert or update on public.investor_verification_documents
  for each row execute function public.guard_investor_document_write();

-- Function privileges (20261123000100_hardening.sql: nothing is executable by default).
-- A trigger function needs no grant.
revoke all on function public.guard_investor_document_write() from public;

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon')
     and exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on function public.guard_investor_document_write() from anon, authenticated;
  end if;
end $$;
