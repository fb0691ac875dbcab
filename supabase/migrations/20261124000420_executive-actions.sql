-- EXECUTIVE ACTIONS: Book Meeting and Apply from the Resource Marketplace's
-- Executive Talent and Executive Opportunities tabs.
--
-- Meeting requests made by a user (not an admin or a trusted caller) now need one to three
-- distinct future proposed times and a message; each rule answers with its own sentence
-- (errcode 22023) before the table's constraints would answer with a constraint name.
-- The limits and messages are mirrored in supabase/rules/executive-actions.ts.
--
-- Job applications keep their rules (20261122004000_directories.sql, 20261123000100_hardening.sql):
-- one per applicant and opportunity (unique constraint job_applications_applicant_opportunity_key,
-- 'You have already applied for this opportunity' from the guard trigger), open opportunities only.

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

comment on function public.guard_meeting_request_write() is
  'Meeting requests: subscribers book for themselves with 1-3 distinct future times and a message (status forced to requested); requesters may only cancel.';
