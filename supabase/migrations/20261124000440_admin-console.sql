-- Admin console: the database half of /admin/profile-changes, /admin/partners,
-- /admin/messages, /admin/users and /admin/directories. Mirrored for clients by
-- supabase/rules/admin-console.ts; tests in supabase/tests/admin-console.test.ts.
--
-- What this adds:
--   reject_profile_change()         replaced: a rejection needs a note (the user reads it).
--   set_contact_message_status()    admins move a contact message between new, read and
--                                   archived with readable messages (the table's update
--                                   policy stays for admins; a non-admin's update changed
--                                   nothing silently).
--   admin_list_users()              admins search accounts by name or e-mail, a page at a
--                                   time; the only way a browser reads other users' e-mails.
--   founder_profiles.is_hidden,     an admin hides a directory profile: it disappears from
--   investor_profiles.is_hidden     every read but its owner's and the admins' (and so do
--                                   its team, documents and portfolio rows). Owners never
--                                   change it.
--   set_directory_verification()    admins set a directory profile's verification status.
--   set_directory_profile_hidden()  admins hide or show a directory profile.
--
-- Partner verification needs nothing new: set_partner_verification() and
-- review_verification_document() (20261124000200 / 20261124000300) are admin-only already.

-- ---------------------------------------------------------------------------
-- Profile change review: a rejection carries the reason.
create or replace function public.reject_profile_change(request_id uuid, note text default null)
returns public.profile_change_requests
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  request public.profile_change_requests := public.lock_pending_profile_change(request_id);
  reason text := public.trim_unicode(reject_profile_change.note);
  result public.profile_change_requests;
begin
  if reason is null or reason = '' then
    raise exception 'Please give a reason for rejecting the change' using errcode = '22023';
  end if;
  if char_length(reason) > 1000 then
    raise exception 'The note must be at most 1000 characters' using errcode = '22023';
  end if;
  update public.profile_change_requests r
  set status = 'rejected', reviewer = auth.uid(), reviewed_at = now(), note = reason
  where r.id = request.id
  returning * into result;
  return result;
end;
$$;

-- ---------------------------------------------------------------------------
-- Contact messages inbox: new -> read (opened) -> archived; an admin may also mark a
-- message unread again or restore an archived one.
create function public.set_contact_message_status(message_id uuid, status text)
returns public.contact_messages
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  result public.contact_messages;
begin
  if not (public.request_is_trusted() or public.is_admin()) then
    raise exception 'Only an administrator can manage contact messages' using errcode = '42501';
  end if;
  if set_contact_message_status.status is null
     or set_contact_message_status.status not in ('new', 'read', 'archived') then
    raise exception 'Message status must be new, read or archived' using errcode = '22023';
  end if;
  update public.contact_messages m
  set status = set_contact_message_status.status
  where m.id = set_contact_message_status.message_id
  returning * into result;
  if result.id is null then
    raise exception 'Contact message not found' using errcode = 'P0002';
  end if;
  return result;
end;
$$;

-- ---------------------------------------------------------------------------
-- Users and roles: search by name or e-mail (case-insensitive containment, taken
-- literally), newest accounts first, one page at a time. total_count is the number of
-- matching accounts on all pages (repeated on every row).
create function public.admin_list_users(search text default '', page_size integer default 20, page_offset integer default 0)
returns table (
  id uuid,
  email text,
  full_name text,
  user_type text,
  is_admin boolean,
  created_at timestamptz,
  total_count bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  needle text := lower(coalesce(public.trim_unicode(admin_list_users.search), ''));
begin
  if not (public.request_is_trusted() or public.is_admin()) then
    raise exception 'Only an administrator can list users' using errcode = '42501';
  end if;
  if char_length(needle) > 200 then
    raise exception 'Search text must be at most 200 characters' using errcode = '22023';
  end if;
  if admin_list_users.page_size is null or admin_list_users.page_size not between 1 and 100 then
    raise exception 'Page size must be 1 to 100' using errcode = '22023';
  end if;
  if admin_list_users.page_offset is null or admin_list_users.page_offset < 0 then
    raise exception 'Page offset must be 0 or more' using errcode = '22023';
  end if;
  return query
    select u.id, u.email::text, p.full_name, p.user_type, p.is_admin, u.created_at,
           count(*) over () as total_count
    from auth.users u
    join public.profiles p on p.id = u.id
    where needle = ''
       or strpos(lower(coalesce(u.email, '')), needle) > 0
       or strpos(lower(p.full_name), needle) > 0
    order by u.created_at desc, u.id
    limit admin_list_users.page_size
    offset admin_list_users.page_offset;
end;
$$;

-- ---------------------------------------------------------------------------
-- Directory moderation: hidden profiles.
alter table public.founder_profiles add column is_hidden boolean not null default false;
alter table public.investor_profiles add column is_hidden boolean not null default false;

comment on column public.founder_profiles.is_hidden is
  'Hidden by an administrator: readable only by the owner and admins (set_directory_profile_hidden).';
comment on column public.investor_profiles.is_hidden is
  'Hidden by an administrator: readable only by the owner and admins (set_directory_profile_hidden).';

-- Owners never hide or show their own profile; admins and trusted roles do.
create function public.guard_directory_profile_hidden()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (public.request_is_trusted() or public.is_admin())
     and ((tg_op = 'INSERT' and new.is_hidden)
          or (tg_op = 'UPDATE' and new.is_hidden is distinct from old.is_hidden)) then
    raise exception 'Only an administrator can hide or show a directory profile' using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger guard_directory_profile_hidden
  before insert or update on public.founder_profiles
  for each row execute function public.guard_directory_profile_hidden();
create trigger guard_directory_profile_hidden
  before insert or update on public.investor_profiles
  for each row execute function public.guard_directory_profile_hidden();

-- Reads: visible profiles for everyone, hidden ones for their owner and admins.
drop policy "founder_profiles: anyone can read" on public.founder_profiles;
create policy "founder_profiles: anyone can read visible"
  on public.founder_profiles for select to anon, authenticated
  using (not is_hidden);
create policy "founder_profiles: owner can read own"
  on public.founder_profiles for select to authenticated
  using (user_id = (select auth.uid()));
create policy "founder_profiles: admins can read all"
  on public.founder_profiles for select to authenticated
  using ((select public.is_admin()));

drop policy "investor_profiles: anyone can read" on public.investor_profiles;
create policy "investor_profiles: anyone can read visible"
  on public.investor_profiles for select to anon, authenticated
  using (not is_hidden);
create policy "investor_profiles: owner can read own"
  on public.investor_profiles for select to authenticated
  using (user_id = (select auth.uid()));
create policy "investor_profiles: admins can read all"
  on public.investor_profiles for select to authenticated
  using ((select public.is_admin()));

-- The signed-in detail tables follow their profile: the subquery runs under the profile's
-- own policies, so a hidden profile's rows are read only by its owner and admins.
drop policy "founder_team_members: signed-in users can read" on public.founder_team_members;
create policy "founder_team_members: signed-in users can read visible"
  on public.founder_team_members for select to authenticated
  using (exists (select 1 from public.founder_profiles f where f.id = founder_profile_id));

drop policy "founder_documents: signed-in users can read" on public.founder_documents;
create policy "founder_documents: signed-in users can read visible"
  on public.founder_documents for select to authenticated
  using (exists (select 1 from public.founder_profiles f where f.id = founder_profile_id));

drop policy "investor_portfolio_companies: signed-in users can read" on public.investor_portfolio_companies;
create policy "investor_portfolio_companies: signed-in users can read visible"
  on public.investor_portfolio_companies for select to authenticated
  using (exists (select 1 from public.investor_profiles i where i.id = investor_profile_id));

drop policy "investor_verification_documents: signed-in users can read" on public.investor_verification_documents;
create policy "investor_verification_documents: signed-in users can read visible"
  on public.investor_verification_documents for select to authenticated
  using (exists (select 1 from public.investor_profiles i where i.id = investor_profile_id));

create index founder_profiles_hidden_idx on public.founder_profiles (id) where is_hidden;
create index investor_profiles_hidden_idx on public.investor_profiles (id) where is_hidden;

-- Shared checks of the two moderation functions: the caller, the directory name.
create function private.require_directory_moderator(directory text)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (public.request_is_trusted() or public.is_admin()) then
    raise exception 'Only an administrator can moderate directory profiles' using errcode = '42501';
  end if;
  if directory is null or directory not in ('founder', 'investor') then
    raise exception 'Directory must be founder or investor' using errcode = '22023';
  end if;
end;
$$;

create function public.set_directory_verification(directory text, profile_id uuid, status text)
returns table (id uuid, verification_status text, is_hidden boolean)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  changed record;
begin
  perform private.require_directory_moderator(set_directory_verification.directory);
  if set_directory_verification.status is null
     or set_directory_verification.status not in ('verified', 'pending', 'unverified') then
    raise exception 'Verification status must be verified, pending or unverified' using errcode = '22023';
  end if;
  if set_directory_verification.directory = 'founder' then
    update public.founder_profiles f set verification_status = set_directory_verification.status
    where f.id = set_directory_verification.profile_id
    returning f.id, f.verification_status, f.is_hidden into changed;
  else
    update public.investor_profiles i set verification_status = set_directory_verification.status
    where i.id = set_directory_verification.profile_id
    returning i.id, i.verification_status, i.is_hidden into changed;
  end if;
  if changed.id is null then
    raise exception 'Directory profile not found' using errcode = 'P0002';
  end if;
  return query select changed.id, changed.verification_status, changed.is_hidden;
end;
$$;

create function public.set_directory_profile_hidden(directory text, profile_id uuid, hidden boolean)
returns table (id uuid, verification_status text, is_hidden boolean)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  changed record;
begin
  perform private.require_directory_moderator(set_directory_profile_hidden.directory);
  if set_directory_profile_hidden.hidden is null then
    raise exception 'Say whether the profile is hidden' using errcode = '22023';
  end if;
  if set_directory_profile_hidden.directory = 'founder' then
    update public.founder_profiles f set is_hidden = set_directory_profile_hidden.hidden
    where f.id = set_directory_profile_hidden.profile_id
    returning f.id, f.verification_status, f.is_hidden into changed;
  else
    update public.investor_profiles i set is_hidden = set_directory_profile_hidden.hidden
    where i.id = set_directory_profile_hidden.profile_id
    returning i.id, i.verification_status, i.is_hidden into changed;
  end if;
  if changed.id is null then
    raise exception 'Directory profile not found' using errcode = 'P0002';
  end if;
  return query select changed.id, changed.verification_status, changed.is_hidden;
end;
$$;

-- ---------------------------------------------------------------------------
-- Function privileges (20261123000100_hardening.sql: nothing is executable by default).
-- The console's RPCs answer anon and non-admins with their message, so both may call them.
revoke all on function public.set_contact_message_status(uuid, text) from public;
revoke all on function public.admin_list_users(text, integer, integer) from public;
revoke all on function public.guard_directory_profile_hidden() from public;
revoke all on function private.require_directory_moderator(text) from public;
revoke all on function public.set_directory_verification(text, uuid, text) from public;
revoke all on function public.set_directory_profile_hidden(text, uuid, boolean) from public;

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon')
     and exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on function public.guard_directory_profile_hidden() from anon, authenticated;
    revoke all on function private.require_directory_moderator(text) from anon, authenticated;
    grant execute on function public.set_contact_message_status(uuid, text) to anon, authenticated;
    grant execute on function public.admin_list_users(text, integer, integer) to anon, authenticated;
    grant execute on function public.set_directory_verification(text, uuid, text) to anon, authenticated;
    grant execute on function public.set_directory_profile_hidden(text, uuid, boolean) to anon, authenticated;
  end if;
  if exists (select 1 from pg_roles where rolname = 'service_role') then
    grant execute on function public.set_contact_message_status(uuid, text) to service_role;
    grant execute on function public.admin_list_users(text, integer, integer) to service_role;
    grant execute on function public.set_directory_verification(text, uuid, text) to service_role;
    grant execute on function public.set_directory_profile_hidden(text, uuid, boolean) to service_role;
  end if;
end $$;
