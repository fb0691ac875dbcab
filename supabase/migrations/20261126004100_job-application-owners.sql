-- Job applications reach someone who can act on them.
--
-- 1. executive_opportunities.owner_partner_id: the partner (or administrator) account that lists
--    the opportunity and reviews its applications. Null: administrators review. Owners read
--    their own opportunities even without a subscription.
-- 2. The owner reads the applications to their opportunities (administrators read all).
-- 3. set_job_application_status(application_id, status): the owner's (or an administrator's)
--    review: submitted -> reviewing (shown as Shortlisted) or rejected (Declined),
--    reviewing -> accepted or rejected; accepted and rejected are final.
-- 4. The applicant is notified of each step (notification kind 'application').
-- 5. job_application_inbox: the owner's applications with the applicant's name and e-mail.
-- Messages and transitions are mirrored in supabase/rules/executive-actions.ts.

-- ---------------------------------------------------------------------------
-- 1. Owners (guard_executive_owner: 20261126004000_meeting-request-owners.sql)
alter table public.executive_opportunities
  add column owner_partner_id uuid references auth.users (id) on delete set null;

create index executive_opportunities_owner_idx on public.executive_opportunities (owner_partner_id)
  where owner_partner_id is not null;

create trigger guard_executive_owner
  before insert or update of owner_partner_id on public.executive_opportunities
  for each row execute function public.guard_executive_owner();

create function public.owns_executive_opportunity(opportunity_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.executive_opportunities o
    where o.id = owns_executive_opportunity.opportunity_id
      and o.owner_partner_id = (select auth.uid())
  );
$$;

create policy "executive_opportunities: owners can read their own"
  on public.executive_opportunities for select to authenticated
  using (owner_partner_id = (select auth.uid()));

-- ---------------------------------------------------------------------------
-- 2. The owner reads (no write policy: they review through the function below).
create policy "job_applications: the opportunity's owner can read"
  on public.job_applications for select to authenticated
  using (public.owns_executive_opportunity(opportunity_id));

-- ---------------------------------------------------------------------------
-- 3. Review. Someone else's application answers 'not found', like a missing one.
create function public.set_job_application_status(application_id uuid, status text)
returns public.job_applications
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  application public.job_applications;
  target text := set_job_application_status.status;
begin
  if auth.uid() is null then
    raise exception 'You must be logged in to review an application' using errcode = '42501';
  end if;
  select * into application from public.job_applications a
  where a.id = set_job_application_status.application_id
    and (public.is_admin() or public.owns_executive_opportunity(a.opportunity_id))
  for update;
  if application.id is null then
    raise exception 'Application not found' using errcode = 'P0002';
  end if;
  if target is null or target not in ('submitted', 'reviewing', 'accepted', 'rejected') then
    raise exception 'Unknown application status' using errcode = '22023';
  end if;
  if application.status in ('accepted', 'rejected') then
    raise exception 'This application has already been decided' using errcode = '22023';
  end if;
  if target = application.status then
    raise exception 'The application already has this status' using errcode = '22023';
  end if;
  if target = 'submitted' then
    raise exception 'An application cannot go back to Applied' using errcode = '22023';
  end if;
  if target = 'accepted' and application.status <> 'reviewing' then
    raise exception 'Shortlist the application before accepting it' using errcode = '22023';
  end if;
  update public.job_applications a set status = target
  where a.id = application.id
  returning * into application;
  return application;
end;
$$;

-- ---------------------------------------------------------------------------
-- 4. The applicant hears each step.
alter table public.notifications drop constraint notifications_kind_check;
alter table public.notifications add constraint notifications_kind_check
  check (kind in ('donation_request', 'appointment', 'subscription', 'system', 'meeting', 'application'));

create function public.notify_job_application_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  role_text text;
begin
  if new.status is not distinct from old.status or new.status = 'submitted' then
    return null;
  end if;
  select format('%s at %s', o.position, o.organization) into role_text
  from public.executive_opportunities o where o.id = new.opportunity_id;
  insert into public.notifications (user_id, title, body, kind)
  values (
    new.applicant_id,
    case new.status
      when 'reviewing' then 'Application shortlisted'
      when 'accepted' then 'Application accepted'
      else 'Application declined'
    end,
    case new.status
      when 'reviewing' then format('Your application for %s has been shortlisted. The organisation will contact you about the next steps.', role_text)
      when 'accepted' then format('Your application for %s has been accepted. The organisation will contact you.', role_text)
      else format('Your application for %s was not taken forward. You can apply for other roles in Executive Opportunities.', role_text)
    end,
    'application'
  );
  return null;
end;
$$;

create trigger notify_job_application_status
  after update of status on public.job_applications
  for each row execute function public.notify_job_application_status();

-- ---------------------------------------------------------------------------
-- 5. The owner's view, with the applicant's name and e-mail. Runs with the view owner's
-- rights and filters on auth.uid().
create view public.job_application_inbox
with (security_invoker = false, security_barrier = true)
as
select
  a.id,
  a.status,
  a.cover_note,
  a.created_at,
  a.updated_at,
  a.opportunity_id,
  o.organization,
  o.position,
  coalesce(nullif(btrim(r.full_name), ''), u.email::text) as applicant_name,
  u.email::text as applicant_email
from public.job_applications a
join public.executive_opportunities o on o.id = a.opportunity_id
join auth.users u on u.id = a.applicant_id
left join public.profiles r on r.id = a.applicant_id
where o.owner_partner_id = (select auth.uid()) or (select public.is_admin());

comment on view public.job_application_inbox is
  'Applications to the caller''s opportunities (all for administrators), with the applicant''s name and e-mail.';

-- ---------------------------------------------------------------------------
-- Privileges (20261123000100_hardening.sql: nothing is executable by default).
revoke all on function public.owns_executive_opportunity(uuid) from public;
revoke all on function public.set_job_application_status(uuid, text) from public;
revoke all on function public.notify_job_application_status() from public;
revoke all on public.job_application_inbox from public;

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon')
     and exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on function public.notify_job_application_status() from anon, authenticated;
    grant execute on function public.owns_executive_opportunity(uuid) to authenticated;
    -- answers anon with a message
    grant execute on function public.set_job_application_status(uuid, text) to anon, authenticated;
    revoke all on public.job_application_inbox from anon, authenticated;
    grant select on public.job_application_inbox to authenticated;
  end if;
  if exists (select 1 from pg_roles where rolname = 'service_role') then
    grant execute on function public.set_job_application_status(uuid, text) to service_role;
    grant select on public.job_application_inbox to service_role;
  end if;
end $$;
