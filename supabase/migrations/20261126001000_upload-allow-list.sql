-- The file types every upload may have: an object of the portal's buckets (verification-documents,
-- pitch-decks, directory-documents) must be named .pdf, .png, .jpg or .jpeg, and a declared type
-- Storage recorded must be the one its name stands for. Restrictive policies on storage.objects,
-- so they hold on hosted Supabase too, where no gateway reads the bytes; the gateway
-- (scripts/gateway/storage-guard.mjs) also checks the magic bytes. Mirrored by
-- supabase/rules/upload-files.ts; tests in supabase/tests/upload-files.test.ts.

-- extension -> MIME type, the one list of this migration
create function public.upload_allow_list()
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select '{"pdf": "application/pdf", "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg"}'::jsonb;
$$;

comment on function public.upload_allow_list() is
  'The file types uploads may have: extension (lower case, no dot) -> MIME type.';

-- the MIME type an object name's extension stands for, or null when it is not allow-listed
create function public.upload_mime_for_name(object_name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
           when object_name is null or position('.' in object_name) = 0
                or strpos(reverse(object_name), '/') between 1 and strpos(reverse(object_name), '.') then null
           else public.upload_allow_list() ->> lower(regexp_replace(object_name, '^.*\.', ''))
         end;
$$;

-- a name and recorded metadata Storage may keep in the portal's buckets
create function public.is_allowed_upload(object_name text, metadata jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select public.upload_mime_for_name(object_name) is not null
         and (metadata is null
              or not (metadata ? 'mimetype')
              or lower(btrim(split_part(metadata ->> 'mimetype', ';', 1))) = public.upload_mime_for_name(object_name));
$$;

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon')
     and exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on function public.upload_allow_list() from public;
    revoke all on function public.upload_mime_for_name(text) from public;
    revoke all on function public.is_allowed_upload(text, jsonb) from public;
    grant execute on function public.upload_allow_list() to anon, authenticated;
    grant execute on function public.upload_mime_for_name(text) to anon, authenticated;
    grant execute on function public.is_allowed_upload(text, jsonb) to anon, authenticated;
  end if;
  if exists (select 1 from pg_roles where rolname = 'service_role') then
    grant execute on function public.upload_allow_list() to service_role;
    grant execute on function public.upload_mime_for_name(text) to service_role;
    grant execute on function public.is_allowed_upload(text, jsonb) to service_role;
  end if;
end $$;

do $$
begin
  if to_regclass('storage.objects') is null then
    raise notice 'storage schema not present: upload allow-list policies not created';
    return;
  end if;
  execute $p$
    create policy "portal buckets: allow-listed file types only (insert)"
      on storage.objects as restrictive for insert to authenticated, anon
      with check (bucket_id not in ('verification-documents', 'pitch-decks', 'directory-documents')
                  or public.is_allowed_upload(name, metadata))
  $p$;
  execute $p$
    create policy "portal buckets: allow-listed file types only (update)"
      on storage.objects as restrictive for update to authenticated, anon
      with check (bucket_id not in ('verification-documents', 'pitch-decks', 'directory-documents')
                  or public.is_allowed_upload(name, metadata))
  $p$;
end $$;
