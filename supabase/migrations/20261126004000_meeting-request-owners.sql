-- Book Meeting requests reach someone who can answer them.
--
-- 1. executive_professionals.owner_partner_id: the partner (or administrator) account that lists
--    the professional and answers their meeting requests. Null: administrators answer. Owners
--    read their own professionals even without a subscription.
-- 2. The owner reads the requests made to their professionals (administrators read all).
-- 3. meeting_requests.confirmed_time: the proposed time the owner confirmed.
-- 4. confirm_meeting_request(request_id, chosen_time) and decline_meeting_request(request_id):
--    the owner's (or an administrator's) answer to a requested meeting, with readable messages.
--    The guard trigger holds the same rules for any other path.
-- 5. The requester is notified of the answer (notification kind 'meeting').
-- 6. Views with the names each side needs: my_meeting_requests (the requester's, with the
--    professional) and meeting_request_inbox (the owner's, with the requester's name and e-mail).
-- Messages and rules are mirrored in supabase/rules/executive-actions.ts.

-- ---------------------------------------------------------------------------
-- 1. Owners
alter table public.executive_professionals
  add column owner_partner_id uuid references auth.users (id) on delete set null;

create index executive_professionals_owner_idx on public.executive_professionals (owner_partner_id)
  where owner_partner_id is not null;

-- Shared by executive_professionals and executive_opportunities.
create function public.guard_executive_owner()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.owner_partner_id is not null
     and (tg_op = 'INSERT' or new.owner_partner_id is distinct from old.owner_partner_id)
     and not exists (
       select 1 from public.profiles p
       where p.id = new.owner_partner_id and (p.user_type = 'partner' or p.is_admin)
     ) then
    raise exception 'The owner must be a partner or administrator account' using errcode = '22023';
  end if;
  return new;
end;
$$;

create trigger guard_executive_owner
  before insert or update of owner_partner_id on public.executive_professionals
  for each row execute function public.guard_executive_owner();

create function public.owns_executive_professional(professional_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.executive_professionals p
    where p.id = owns_executive_professional.professional_id
      and p.owner_partner_id = (select auth.uid())
  );
$$;

create policy "executive_professionals: owners can read their own"
  on public.executive_professionals for select to authenticated
  using (owner_partner_id = (select auth.uid()));

-- ---------------------------------------------------------------------------
-- 2. The owner reads the requests to their professionals (no write policy: they answer
-- through the functions below).
create policy "meeting_requests: the professional's owner can read"
  on public.meeting_requests for select to authenticated
  using (public.owns_executive_professional(professional_id));

-- ---------------------------------------------------------------------------
-- 3. The confirmed time is one of the proposed ones. Rows confirmed before this column
-- existed take their first proposed time.
alter table public.meeting_requests add column confirmed_time timestamptz;

update public.meeting_requests
set confirmed_time = proposed_times[1]
where status = 'confirmed' and cardinality(proposed_times) > 0;

alter table public.meeting_requests
  add constraint meeting_requests_confirmed_time_proposed
    check (confirmed_time is null or confirmed_time = any (proposed_times)),
  add constraint meeting_requests_confirmed_has_time
    check (status <> 'confirmed' or confirmed_time is not null) not valid;

-- ---------------------------------------------------------------------------
-- 4. Answers. The guard keeps requesters to cancelling and owners to confirming one of the
-- proposed future times or declining a requested meeting; administrators and trusted
-- callers pass (as before).
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
      if coalesce(cardinality(new.proposed_times), 0) = 0 then
        raise exception 'Please propose at least one meeting time' using errcode = '22023';
      end if;
      if cardinality(new.proposed_times) > 3 then
        raise exception 'You can propose at most three meeting times' using errcode = '22023';
      end if;
      if array_position(new.proposed_times, null) is not null then
        raise exception 'Each proposed meeting time needs a date and a time' using errcode = '22023';
      end if;
      if exists (select 1 from unnest(new.proposed_times) as t where t <= now()) then
        raise exception 'Proposed meeting times must be in the future' using errcode = '22023';
      end if;
      if (select count(distinct t) from unnest(new.proposed_times) as t) < cardinality(new.proposed_times) then
        raise exception 'Proposed meeting times must be different' using errcode = '22023';
      end if;
      if new.message is null or char_length(public.trim_unicode(new.message)) = 0 then
        raise exception 'Please add a message for the professional' using errcode = '22023';
      end if;
      new.status := 'requested';
      new.confirmed_time := null;
      new.created_at := now();
    elsif new.requester_id is distinct from old.requester_id
       or new.professional_id is distinct from old.professional_id
       or new.proposed_times is distinct from old.proposed_times
       or new.message is distinct from old.message
       or new.created_at is distinct from old.created_at then
      if old.requester_id = auth.uid() then
        raise exception 'You can only cancel your meeting request' using errcode = '42501';
      end if;
      raise exception 'Only the status of a meeting request can be answered' using errcode = '42501';
    elsif old.requester_id = auth.uid()
       and new.status = 'cancelled' and old.status in ('requested', 'confirmed')
       and new.confirmed_time is not distinct from old.confirmed_time then
      null;
    elsif public.owns_executive_professional(old.professional_id)
       and old.status = 'requested'
       and (
         (new.status = 'declined' and new.confirmed_time is null)
         or (new.status = 'confirmed' and new.confirmed_time = any (old.proposed_times) and new.confirmed_time > now())
       ) then
      null;
    elsif old.requester_id = auth.uid() then
      raise exception 'You can only cancel your meeting request' using errcode = '42501';
    else
      raise exception 'Only the professional''s owner can answer a meeting request' using errcode = '42501';
    end if;
  end if;
  if tg_op = 'UPDATE' and new.id is distinct from old.id then
    raise exception 'The meeting request id cannot be changed' using errcode = '42501';
  end if;
  new.updated_at := now();
  return new;
end;
$$;

comment on function public.guard_meeting_request_write() is
  'Meeting requests: subscribers book for themselves with 1-3 distinct future times and a message (status forced to requested); requesters may only cancel; the professional''s owner confirms a proposed future time or declines a requested one.';

-- The request the caller may answer (owner or administrator), locked; 'not found' otherwise,
-- so another partner learns nothing about it.
create function public.answerable_meeting_request(request_id uuid)
returns public.meeting_requests
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  request public.meeting_requests;
begin
  if auth.uid() is null then
    raise exception 'You must be logged in to answer a meeting request' using errcode = '42501';
  end if;
  select * into request from public.meeting_requests m
  where m.id = answerable_meeting_request.request_id
    and (public.is_admin() or public.owns_executive_professional(m.professional_id))
  for update;
  if request.id is null then
    raise exception 'Meeting request not found' using errcode = 'P0002';
  end if;
  if request.status = 'cancelled' then
    raise exception 'The requester has cancelled this meeting request' using errcode = '22023';
  end if;
  if request.status <> 'requested' then
    raise exception 'This meeting request has already been answered' using errcode = '22023';
  end if;
  return request;
end;
$$;

create function public.confirm_meeting_request(request_id uuid, chosen_time timestamptz)
returns public.meeting_requests
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  request public.meeting_requests := public.answerable_meeting_request(confirm_meeting_request.request_id);
begin
  if chosen_time is null or not (chosen_time = any (request.proposed_times)) then
    raise exception 'Please choose one of the proposed times' using errcode = '22023';
  end if;
  if chosen_time <= now() then
    raise exception 'The chosen time has already passed' using errcode = '22023';
  end if;
  update public.meeting_requests m
  set status = 'confirmed', confirmed_time = confirm_meeting_request.chosen_time
  where m.id = request.id
  returning * into request;
  return request;
end;
$$;

create function public.decline_meeting_request(request_id uuid)
returns public.meeting_requests
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  request public.meeting_requests := public.answerable_meeting_request(decline_meeting_request.request_id);
begin
  update public.meeting_requests m
  set status = 'declined', confirmed_time = null
  where m.id = request.id
  returning * into request;
  return request;
end;
$$;

-- ---------------------------------------------------------------------------
-- 5. The requester hears the answer.
alter table public.notifications drop constraint notifications_kind_check;
alter table public.notifications add constraint notifications_kind_check
  check (kind in ('donation_request', 'appointment', 'subscription', 'system', 'meeting'));

create function public.notify_meeting_request_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  professional text;
begin
  if old.status <> 'requested' or new.status not in ('confirmed', 'declined') then
    return null;
  end if;
  select p.name into professional from public.executive_professionals p where p.id = new.professional_id;
  if new.status = 'confirmed' then
    insert into public.notifications (user_id, title, body, kind)
    values (
      new.requester_id,
      'Meeting confirmed',
      format('Your meeting with %s is confirmed for %s UTC.', professional,
             to_char(new.confirmed_time at time zone 'UTC', 'DD Mon YYYY, HH24:MI')),
      'meeting'
    );
  else
    insert into public.notifications (user_id, title, body, kind)
    values (
      new.requester_id,
      'Meeting request declined',
      format('%s cannot meet at the times you proposed. You can send a new request from Executive Talent.', professional),
      'meeting'
    );
  end if;
  return null;
end;
$$;

create trigger notify_meeting_request_status
  after update of status on public.meeting_requests
  for each row execute function public.notify_meeting_request_status();

-- ---------------------------------------------------------------------------
-- 6. Views. They run with the owner's rights and filter on auth.uid(), so nobody reads
-- another person's rows, and the requester sees the professional's name even after their
-- subscription ends.
create view public.my_meeting_requests
with (security_invoker = false, security_barrier = true)
as
select
  m.id,
  m.status,
  m.proposed_times,
  m.confirmed_time,
  m.message,
  m.created_at,
  m.updated_at,
  m.professional_id,
  p.name as professional_name,
  p.role as professional_role
from public.meeting_requests m
join public.executive_professionals p on p.id = m.professional_id
where m.requester_id = (select auth.uid());

comment on view public.my_meeting_requests is
  'The caller''s meeting requests with the professional''s name and role (/recipient/appointments).';

create view public.meeting_request_inbox
with (security_invoker = false, security_barrier = true)
as
select
  m.id,
  m.status,
  m.proposed_times,
  m.confirmed_time,
  m.message,
  m.created_at,
  m.updated_at,
  m.professional_id,
  p.name as professional_name,
  p.role as professional_role,
  coalesce(nullif(btrim(r.full_name), ''), u.email::text) as requester_name,
  u.email::text as requester_email
from public.meeting_requests m
join public.executive_professionals p on p.id = m.professional_id
join auth.users u on u.id = m.requester_id
left join public.profiles r on r.id = m.requester_id
where p.owner_partner_id = (select auth.uid()) or (select public.is_admin());

comment on view public.meeting_request_inbox is
  'Meeting requests to the caller''s professionals (all for administrators), with the requester''s name and e-mail.';

-- ---------------------------------------------------------------------------
-- Privileges (20261123000100_hardening.sql: nothing is executable by default).
revoke all on function public.guard_executive_owner() from public;
revoke all on function public.owns_executive_professional(uuid) from public;
revoke all on function public.answerable_meeting_request(uuid) from public;
revoke all on function public.confirm_meeting_request(uuid, timestamptz) from public;
revoke all on function public.decline_meeting_request(uuid) from public;
revoke all on function public.notify_meeting_request_status() from public;
revoke all on public.my_meeting_requests from public;
revoke all on public.meeting_request_inbox from public;

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon')
     and exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on function public.guard_executive_owner() from anon, authenticated;
    revoke all on function public.notify_meeting_request_status() from anon, authenticated;
    revoke all on function public.answerable_meeting_request(uuid) from anon, authenticated;
    grant execute on function public.owns_executive_professional(uuid) to authenticated;
    -- RPCs that answer anon with a message
    grant execute on function public.confirm_meeting_request(uuid, timestamptz) to anon, authenticated;
    grant execute on function public.decline_meeting_request(uuid) to anon, authenticated;
    revoke all on public.my_meeting_requests, public.meeting_request_inbox from anon, authenticated;
    grant select on public.my_meeting_requests, public.meeting_request_inbox to authenticated;
  end if;
  if exists (select 1 from pg_roles where rolname = 'service_role') then
    grant execute on function public.confirm_meeting_request(uuid, timestamptz) to service_role;
    grant execute on function public.decline_meeting_request(uuid) to service_role;
    grant select on public.my_meeting_requests, public.meeting_request_inbox to service_role;
  end if;
end $$;
