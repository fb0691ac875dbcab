-- Managed page content (/admin/content): version history, restore and conflict detection.
--
-- page_content.version   starts at 1 and goes up by one with every saved change.
--                        A writer that sends the version it started from gets a
--                        conflict (40001) when somebody saved in between; a writer
--                        that leaves the column out writes as before (seeds).
-- page_content_versions  every saved state of a page (written by a trigger, never by
--                        clients); admins read it to compare and restore. Restoring
--                        saves an old state as a new version, so nothing is lost.
-- The rules are mirrored for clients in supabase/rules/page-content.ts.

alter table public.page_content add column version integer not null default 1 check (version >= 1);

-- ---------------------------------------------------------------------------
-- The metadata checks with readable messages (the check constraints stay as the
-- backstop), then the section checks of 20261122002002, then the version rule.
create or replace function public.guard_page_content_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  section jsonb;
  ids text[] := '{}';
begin
  if char_length(public.trim_unicode(coalesce(new.title, ''))) < 1 then
    raise exception 'Page title is required' using errcode = '22023';
  end if;
  if char_length(new.title) > 200 then
    raise exception 'Page title must be at most 200 characters' using errcode = '22023';
  end if;
  if char_length(coalesce(new.description, '')) > 1000 then
    raise exception 'Page description must be at most 1000 characters' using errcode = '22023';
  end if;
  if jsonb_typeof(new.sections) is distinct from 'array' then
    raise exception 'Page sections must be a list' using errcode = '22023';
  end if;
  if jsonb_array_length(new.sections) > 100 then
    raise exception 'A page can have at most 100 sections' using errcode = '22023';
  end if;
  for section in select value from jsonb_array_elements(new.sections) loop
    if jsonb_typeof(section) <> 'object'
       or jsonb_typeof(section -> 'id') is distinct from 'string'
       or jsonb_typeof(section -> 'title') is distinct from 'string'
       or jsonb_typeof(section -> 'content') is distinct from 'string'
       or jsonb_typeof(section -> 'order') is distinct from 'number' then
      raise exception 'Each section needs an id, a title, HTML content and an order'
        using errcode = '22023';
    end if;
    if exists (select 1 from jsonb_object_keys(section) k where k not in ('id', 'title', 'content', 'order')) then
      raise exception 'A section has only the fields id, title, content and order' using errcode = '22023';
    end if;
    if section ->> 'id' !~ '^[a-z0-9][a-z0-9_-]{0,63}$' then
      raise exception 'Section ids are 1 to 64 lower-case letters, digits, - or _' using errcode = '22023';
    end if;
    if section ->> 'id' = any (ids) then
      raise exception 'Section id "%" is used twice', section ->> 'id' using errcode = '22023';
    end if;
    ids := ids || (section ->> 'id');
    if char_length(section ->> 'title') > 200 then
      raise exception 'Section titles must be at most 200 characters' using errcode = '22023';
    end if;
    if char_length(section ->> 'content') > 100000 then
      raise exception 'Section content must be at most 100000 characters' using errcode = '22023';
    end if;
    -- a backstop only: the UI sanitises the HTML it renders
    if section ->> 'content' ~* '<\s*script|javascript\s*:' then
      raise exception 'Section content must not contain scripts' using errcode = '22023';
    end if;
    if (section ->> 'order') !~ '^\d{1,6}$' then
      raise exception 'Section order must be a whole number from 0 to 999999' using errcode = '22023';
    end if;
  end loop;
  new.sections := coalesce(
    (select jsonb_agg(value order by (value ->> 'order')::integer, value ->> 'id')
     from jsonb_array_elements(new.sections)),
    '[]'::jsonb);

  if tg_op = 'INSERT' then
    new.version := 1;
  else
    -- optimistic locking: a writer that read version n sends n; anything else is stale
    if new.version is distinct from old.version then
      raise exception 'This page was saved by someone else while you were editing (it is now at version %). Your changes are still in the editor: load the latest version, apply them again and save.',
        old.version using errcode = '40001';
    end if;
    if (new.title, new.description, new.sections) is not distinct from (old.title, old.description, old.sections) then
      return null; -- nothing changed: no new version, no new stamp
    end if;
    new.version := old.version + 1;
  end if;
  new.updated_at := now();
  new.updated_by := auth.uid();
  return new;
end;
$$;

revoke all on function public.guard_page_content_write() from public, anon, authenticated;

-- ---------------------------------------------------------------------------
create table public.page_content_versions (
  id bigint generated always as identity primary key,
  page_id text not null references public.page_content (page_id) on delete cascade,
  version integer not null,
  title text not null,
  description text not null,
  sections jsonb not null,
  saved_at timestamptz not null default now(),
  saved_by uuid references public.profiles (id) on delete set null,
  unique (page_id, version)
);

comment on table public.page_content_versions is
  'Every saved state of a managed page (trigger record_page_content_version); admins read it to restore.';

create index page_content_versions_saved_by_idx on public.page_content_versions (saved_by);

alter table public.page_content_versions enable row level security;

create policy "page_content_versions: admins can read"
  on public.page_content_versions for select to authenticated
  using ((select public.is_admin()));

revoke insert, update, delete, truncate on public.page_content_versions from anon, authenticated;
revoke select on public.page_content_versions from anon;

-- Records the saved state; a page keeps its 50 newest versions.
create function public.record_page_content_version()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.page_content_versions (page_id, version, title, description, sections, saved_at, saved_by)
  values (new.page_id, new.version, new.title, new.description, new.sections, new.updated_at,
          (select p.id from public.profiles p where p.id = new.updated_by));
  delete from public.page_content_versions
  where page_id = new.page_id and version <= new.version - 50;
  return null;
end;
$$;

revoke all on function public.record_page_content_version() from public, anon, authenticated;

create trigger record_page_content_version
  after insert or update on public.page_content
  for each row execute function public.record_page_content_version();

-- The rows that exist already start their history at version 1.
insert into public.page_content_versions (page_id, version, title, description, sections, saved_at, saved_by)
select c.page_id, c.version, c.title, c.description, c.sections, c.updated_at,
       (select p.id from public.profiles p where p.id = c.updated_by)
from public.page_content c
on conflict (page_id, version) do nothing;
