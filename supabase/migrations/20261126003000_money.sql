-- Money: the portal charges in US dollars; a person's currency preference only adds a
-- converted estimate beside the USD price. The rates the estimates use live here.
--
-- currency_rates  everyone reads; admins write.

create table public.currency_rates (
  currency text primary key check (currency ~ '^[A-Z]{3}$'),
  -- units of this currency one US dollar buys
  per_usd numeric(14, 6) not null check (per_usd > 0),
  updated_at timestamptz not null default now(),
  constraint currency_rates_usd_is_one check (currency <> 'USD' or per_usd = 1)
);

comment on table public.currency_rates is
  'Exchange rates for price estimates (units per USD); charges are always in USD. Public read, admin write.';

alter table public.currency_rates enable row level security;

create policy "currency_rates: anyone can read"
  on public.currency_rates for select to anon, authenticated
  using (true);

create policy "currency_rates: admins can insert"
  on public.currency_rates for insert to authenticated
  with check ((select public.is_admin()));

create policy "currency_rates: admins can update"
  on public.currency_rates for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "currency_rates: admins can delete"
  on public.currency_rates for delete to authenticated
  using ((select public.is_admin()));

revoke insert, update, delete, truncate on public.currency_rates from anon;
revoke truncate on public.currency_rates from authenticated;

create trigger touch_updated_at
  before update on public.currency_rates
  for each row execute function public.touch_updated_at();

-- Every currency a setting or a listing can name (user_settings.currency, blood_services.currency).
insert into public.currency_rates (currency, per_usd) values
  ('USD', 1),
  ('INR', 83.5),
  ('GBP', 0.79),
  ('CAD', 1.37),
  ('AUD', 1.53),
  ('ZAR', 18.4),
  ('NGN', 1550),
  ('KES', 129),
  ('EUR', 0.92),
  ('BRL', 5.4)
on conflict (currency) do nothing;

-- ---------------------------------------------------------------------------
-- One name for the 30-day recipient plan: the plans page's "Essential Plan".
update public.plans set name = 'Essential Plan' where id = 'basic' and name = 'Basic Plan';

-- ---------------------------------------------------------------------------
-- Reactivation pays with the method of the subscription being reactivated, never a default.
create function public.reactivate_subscription()
returns public.subscriptions
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  latest public.subscriptions;
begin
  if caller is null then
    raise exception 'User must be logged in to create a subscription' using errcode = '42501';
  end if;
  select * into latest from public.subscriptions s
  where s.user_id = caller
  order by s.created_at desc
  limit 1;
  if latest.id is null then
    raise exception 'There is no subscription to reactivate' using errcode = '22023';
  end if;
  if latest.status = 'active' and latest.end_date > now() then
    raise exception 'Your subscription is still active' using errcode = '22023';
  end if;
  return public.subscribe(latest.plan_id, latest.payment_method);
end;
$$;

revoke all on function public.reactivate_subscription() from public, anon;
grant execute on function public.reactivate_subscription() to authenticated;

-- The Terms' payments section said prices are shown in the local currency; an unedited copy
-- gets the charging rule (a page an admin has rewritten keeps its words).
update public.page_content
set sections = replace(
  sections::text,
  'Prices are shown in your local currency where available.',
  'All charges are made in US dollars; where you choose another currency, prices also show an estimate in it, and your bank or payment provider may convert the amount at its own rate.'
)::jsonb
where page_id = 'terms'
  and sections::text like '%Prices are shown in your local currency where available.%';
