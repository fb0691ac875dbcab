-- Page views of partners' listings and directory profiles, counted in the database (no third-party
-- tracker). The client calls record_view(item_kind, item_id, visitor_key) when a listing's details or
-- a profile page is shown; only the series functions of 20261128003200_analytics-series.sql read the
-- counts, for the item's owner. Rules mirrored in supabase/rules/analytics.ts.
--
-- Counting:
--   one view per viewer per item per UTC day (a unique key; a reload the same day adds nothing);
--   the owner's own views are not counted;
--   a signed-in viewer is their account; a signed-out one the random key their browser keeps;
--   an item counts at most 100 signed-out views a day (fresh keys from a script cannot inflate it
--   past that; the API gateway also limits signed-out writes per address);
--   a viewer can only add a view of an item they may see (marketplace listings: subscribers and
--   admins; profiles: not hidden).
-- Privacy: a row holds no viewer id, only a SHA-256 of (viewer, item, day), which tells two views of
-- one item on one day apart and links nothing else; nobody reads the table through the API.

create table public.view_events (
  id bigint generated always as identity primary key,
  item_kind text not null
    check (item_kind in ('blood_service', 'professional', 'opportunity', 'founder_profile', 'investor_profile')),
  item_id uuid not null,
  viewed_on date not null default ((now() at time zone 'UTC')::date),
  viewer_fingerprint text not null check (viewer_fingerprint ~ '^[0-9a-f]{64}$'),
  signed_in boolean not null,
  viewed_at timestamptz not null default now(),
  constraint view_events_one_per_viewer_per_day unique (item_kind, item_id, viewed_on, viewer_fingerprint)
);

comment on table public.view_events is
  'Page views of listings and directory profiles, one per viewer per item per UTC day; written only by '
  'record_view(), read only through the owners'' analytics functions.';

-- No policy: no API role reads or writes rows directly.
alter table public.view_events enable row level security;
revoke all on public.view_events from public;

create function public.record_view(item_kind text, item_id uuid, visitor_key uuid default null)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  today date := (now() at time zone 'UTC')::date;
  owners uuid[];
  visible boolean;
  viewer text;
  added integer;
begin
  if record_view.item_kind is null
     or record_view.item_kind not in ('blood_service', 'professional', 'opportunity', 'founder_profile', 'investor_profile') then
    raise exception 'Unknown kind of page' using errcode = '22023';
  end if;
  if caller is null and visitor_key is null then
    raise exception 'A signed-out view needs a visitor key' using errcode = '22023';
  end if;

  if record_view.item_kind = 'blood_service' then
    select array[s.owner_partner_id, d.user_id],
           exists (select 1 from public.blood_service_listings l where l.id = s.id)
      into owners, visible
    from public.blood_services s
    left join public.donors d on d.id = s.donor_record_id
    where s.id = record_view.item_id;
  elsif record_view.item_kind = 'professional' then
    select array[p.owner_partner_id], public.can_read_marketplace()
      into owners, visible
    from public.executive_professionals p where p.id = record_view.item_id;
  elsif record_view.item_kind = 'opportunity' then
    -- recipients only ever see Open opportunities: a closed one is not theirs to count (or to probe for)
    select array[o.owner_partner_id], o.status = 'Open' and public.can_read_marketplace()
      into owners, visible
    from public.executive_opportunities o where o.id = record_view.item_id;
  elsif record_view.item_kind = 'founder_profile' then
    select array[f.user_id], not f.is_hidden
      into owners, visible
    from public.founder_profiles f where f.id = record_view.item_id;
  else
    select array[i.user_id], not i.is_hidden
      into owners, visible
    from public.investor_profiles i where i.id = record_view.item_id;
  end if;

  if caller is not null and caller = any (owners) then
    return false;
  end if;
  if not coalesce(visible, false) then
    raise exception 'This listing or profile was not found' using errcode = 'P0002';
  end if;

  if caller is null then
    if (select count(*) from public.view_events e
        where e.item_kind = record_view.item_kind and e.item_id = record_view.item_id
          and e.viewed_on = today and not e.signed_in) >= 100 then
      return false;
    end if;
    viewer := 'visitor:' || visitor_key::text;
  else
    viewer := 'user:' || caller::text;
  end if;

  insert into public.view_events (item_kind, item_id, viewed_on, viewer_fingerprint, signed_in)
  values (
    record_view.item_kind, record_view.item_id, today,
    encode(sha256(convert_to(viewer || '|' || record_view.item_kind || '|' || record_view.item_id::text || '|' || today::text, 'UTF8')), 'hex'),
    caller is not null
  )
  on conflict on constraint view_events_one_per_viewer_per_day do nothing;
  get diagnostics added = row_count;
  return added > 0;
end;
$$;

comment on function public.record_view(text, uuid, uuid) is
  'Counts a view of a listing or profile (true when it was counted; false for the owner, a repeat the '
  'same UTC day, or a signed-out view past the day''s cap).';

revoke all on function public.record_view(text, uuid, uuid) from public;

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon')
     and exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on public.view_events from anon, authenticated;
    grant execute on function public.record_view(text, uuid, uuid) to anon, authenticated;
  end if;
  if exists (select 1 from pg_roles where rolname = 'service_role') then
    grant select on public.view_events to service_role;
    grant execute on function public.record_view(text, uuid, uuid) to service_role;
  end if;
end $$;
