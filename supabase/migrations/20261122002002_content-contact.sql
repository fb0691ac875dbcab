-- Editable page content (/admin/content) and contact messages (/contact).
--
-- page_content      everyone reads; admins insert, update, delete.
-- contact_messages  anyone (signed in or not) inserts; admins read and update
--                   (status new -> read -> archived); nobody deletes through the API.

-- ---------------------------------------------------------------------------
-- page_content: metadata (title, description) and ordered sections
-- [{ "id", "title", "content" (HTML), "order" }], one row per static page.
create table public.page_content (
  page_id text primary key check (page_id in (
    'home', 'about', 'how-it-works', 'faqs', 'partnerships', 'donation-process',
    'additional-services', 'contact', 'pricing', 'privacy', 'terms', 'cookies',
    'data-protection', 'corporate', 'healthcare')),
  title text not null check (char_length(btrim(title)) between 1 and 200),
  description text not null default '' check (char_length(description) <= 1000),
  sections jsonb not null default '[]'::jsonb
    check (jsonb_typeof(sections) = 'array' and pg_column_size(sections) <= 524288),
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);

comment on table public.page_content is
  'Managed content of the static pages; sections are HTML, sanitise when rendering.';

create index page_content_updated_by_idx on public.page_content (updated_by);

alter table public.page_content enable row level security;

create policy "page_content: anyone can read"
  on public.page_content for select to anon, authenticated
  using (true);

create policy "page_content: admins can insert"
  on public.page_content for insert to authenticated
  with check ((select public.is_admin()));

create policy "page_content: admins can update"
  on public.page_content for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "page_content: admins can delete"
  on public.page_content for delete to authenticated
  using ((select public.is_admin()));

revoke insert, update, delete, truncate on public.page_content from anon;
revoke truncate on public.page_content from authenticated;

-- Validates the sections, stores them sorted by order, stamps updated_at/updated_by.
create function public.guard_page_content_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  section jsonb;
  ids text[] := '{}';
begin
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
  new.updated_at := now();
  new.updated_by := auth.uid();
  return new;
end;
$$;

revoke all on function public.guard_page_content_write() from public, anon, authenticated;

create trigger guard_page_content_write
  before insert or update on public.page_content
  for each row execute function public.guard_page_content_write();

-- ---------------------------------------------------------------------------
-- contact_messages. The limits are mirrored for the client's yup schema in
-- supabase/rules/contact-message.ts: keep both in step.
create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint contact_messages_name_length
    check (char_length(btrim(name)) between 2 and 120),
  email text not null constraint contact_messages_email_format
    check (char_length(email) <= 254 and email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'),
  subject text not null constraint contact_messages_subject_length
    check (char_length(btrim(subject)) between 5 and 200),
  message text not null constraint contact_messages_message_length
    check (char_length(btrim(message)) between 10 and 5000),
  service text constraint contact_messages_service_length check (char_length(service) <= 100),
  user_id uuid references auth.users (id) on delete set null,
  status text not null default 'new' check (status in ('new', 'read', 'archived')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.contact_messages is 'Messages from the contact form; anyone inserts, admins read.';

create index contact_messages_user_id_idx on public.contact_messages (user_id);
create index contact_messages_status_idx on public.contact_messages (status, created_at desc);

alter table public.contact_messages enable row level security;

create policy "contact_messages: anyone can insert"
  on public.contact_messages for insert to anon, authenticated
  with check (user_id is null or user_id = (select auth.uid()));

create policy "contact_messages: admins can read"
  on public.contact_messages for select to authenticated
  using ((select public.is_admin()));

create policy "contact_messages: admins can update"
  on public.contact_messages for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

revoke update, delete, truncate on public.contact_messages from anon;
revoke delete, truncate on public.contact_messages from authenticated;

-- The contact form's own messages for what the checks above also enforce, so a client that
-- skipped the form's validation still reads the sentence the form would have shown.
create function public.guard_contact_message_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if new.name is null or char_length(btrim(new.name)) < 2 then
      raise exception 'Name must be at least 2 characters' using errcode = '22023';
    end if;
    if char_length(new.name) > 120 then
      raise exception 'Name must be at most 120 characters' using errcode = '22023';
    end if;
    if new.email is null or char_length(new.email) > 254
       or new.email !~ '^[^\s@]+@[^\s@]+\.[^\s@]+$' then
      raise exception 'Please enter a valid email address' using errcode = '22023';
    end if;
    if new.subject is null or char_length(btrim(new.subject)) < 5 then
      raise exception 'Subject must be at least 5 characters' using errcode = '22023';
    end if;
    if char_length(new.subject) > 200 then
      raise exception 'Subject must be at most 200 characters' using errcode = '22023';
    end if;
    if new.message is null or char_length(btrim(new.message)) < 10 then
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

create trigger guard_contact_message_write
  before insert or update on public.contact_messages
  for each row execute function public.guard_contact_message_write();
