-- Subscribers read only the executive opportunities that are open: a closed one is no longer on
-- offer, so the marketplace leaves it out. Its owner (the partner who lists it, policy "owners can
-- read their own") and administrators still read it, e.g. to review the applications it received.

drop policy "executive_opportunities: subscribers and admins can read" on public.executive_opportunities;

create policy "executive_opportunities: subscribers read open ones, admins all"
  on public.executive_opportunities for select to authenticated
  using ((status = 'Open' and (select public.has_active_subscription())) or (select public.is_admin()));

comment on table public.executive_opportunities is
  'Executive Opportunities tab: subscribers read the open ones, the owner (partner) and admins read all; admins write.';
