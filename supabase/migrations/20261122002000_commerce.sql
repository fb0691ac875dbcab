-- Commerce: plans, subscriptions, payments and the shared subscription rule.
--
-- plans          everyone reads; admins write.
-- subscriptions  users read their own, admins read all and may correct (update) rows;
--                users write only through subscribe() / cancel_subscription().
-- payments       users read their own, admins read all; written only by subscribe().
--
-- A subscription counts only while status = 'active' and now() lies in
-- [start_date, end_date): expiry is computed on read, no cron flips a flag.
-- public.has_active_subscription(uid) is the rule other areas use in policies.

-- Payment methods the spec names: 'mock' (the recipient portal's subscribe call),
-- paypal and stripe (payment settings), and the registration payment step's
-- card, bank_transfer, direct_debit, paytm, upi, mpesa.
create function public.is_payment_method(method text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select method in ('mock', 'paypal', 'stripe', 'card', 'bank_transfer', 'direct_debit', 'paytm', 'upi', 'mpesa');
$$;

-- ---------------------------------------------------------------------------
-- plans
create table public.plans (
  id text primary key check (id ~ '^[a-z][a-z0-9-]{1,39}$'),
  name text not null check (char_length(btrim(name)) between 1 and 100),
  duration_days integer not null check (duration_days between 1 and 3660),
  price numeric(10, 2) not null check (price >= 0),
  currency text not null default 'USD' check (currency ~ '^[A-Z]{3}$'),
  -- the period a price is quoted for: 30 days per month, 90 per quarter, anything else per year
  period_label text generated always as (
    case duration_days when 30 then 'per month' when 90 then 'per quarter' else 'per year' end
  ) stored,
  -- what a plan buys, as the recipient's plan dialog says it: 30 = 1 month of access, 90 = 3 months,
  -- otherwise 12 months
  access_label text generated always as (
    case duration_days when 30 then '1 month' when 90 then '3 months' else '12 months' end
  ) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.plans is 'Subscription plans (basic, premium, annual); public read, admin write.';

alter table public.plans enable row level security;

create policy "plans: anyone can read"
  on public.plans for select to anon, authenticated
  using (true);

create policy "plans: admins can insert"
  on public.plans for insert to authenticated
  with check ((select public.is_admin()));

create policy "plans: admins can update"
  on public.plans for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "plans: admins can delete"
  on public.plans for delete to authenticated
  using ((select public.is_admin()));

revoke insert, update, delete, truncate on public.plans from anon;
revoke truncate on public.plans from authenticated;

-- Stamps updated_at on any table that has one.
create function public.touch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create trigger touch_updated_at
  before update on public.plans
  for each row execute function public.touch_updated_at();

-- ---------------------------------------------------------------------------
-- subscriptions
create table public.subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  plan_id text not null references public.plans (id) on delete restrict,
  start_date timestamptz not null default now(),
  end_date timestamptz not null,
  -- 'expired' is bookkeeping only, set when subscribe() replaces a lapsed row;
  -- whether a row counts is always computed from end_date.
  status text not null default 'active' check (status in ('active', 'cancelled', 'expired')),
  payment_method text not null check (public.is_payment_method(payment_method)),
  cancelled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint subscriptions_period_check check (end_date > start_date),
  constraint subscriptions_cancelled_at_check check ((status = 'cancelled') = (cancelled_at is not null))
);

comment on table public.subscriptions is
  'Recipient subscriptions; active while status = active and now() < end_date. Written by subscribe()/cancel_subscription().';

-- at most one row in state 'active' per user (it may have lapsed: see has_active_subscription)
create unique index subscriptions_one_active_per_user
  on public.subscriptions (user_id) where status = 'active';
create index subscriptions_user_id_idx on public.subscriptions (user_id, created_at desc);
create index subscriptions_plan_id_idx on public.subscriptions (plan_id);

alter table public.subscriptions enable row level security;

create policy "subscriptions: owner can read"
  on public.subscriptions for select to authenticated
  using (user_id = (select auth.uid()));

create policy "subscriptions: admins can read all"
  on public.subscriptions for select to authenticated
  using ((select public.is_admin()));

-- Admins may correct a subscription (extend, end, cancel); owners never write directly.
create policy "subscriptions: admins can update"
  on public.subscriptions for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

revoke insert, update, delete, truncate on public.subscriptions from anon;
revoke insert, delete, truncate on public.subscriptions from authenticated;

create function public.guard_subscription_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.id is distinct from old.id or new.user_id is distinct from old.user_id then
    raise exception 'The subscription owner cannot be changed' using errcode = '42501';
  end if;
  if new.status = 'cancelled' and old.status <> 'cancelled' and new.cancelled_at is null then
    new.cancelled_at := now();
  elsif new.status <> 'cancelled' then
    new.cancelled_at := null;
  end if;
  new.created_at := old.created_at;
  new.updated_at := now();
  return new;
end;
$$;

create trigger guard_subscription_update
  before update on public.subscriptions
  for each row execute function public.guard_subscription_update();

-- ---------------------------------------------------------------------------
-- payments
create table public.payments (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  subscription_id uuid references public.subscriptions (id) on delete set null,
  amount numeric(10, 2) not null check (amount >= 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  method text not null check (public.is_payment_method(method)),
  status text not null default 'succeeded'
    check (status in ('pending', 'succeeded', 'failed', 'refunded')),
  reference text not null unique check (reference ~ '^[A-Z]{2,10}-[A-Z0-9]{6,32}$'),
  created_at timestamptz not null default now()
);

comment on table public.payments is 'Payment records; written by subscribe() only (payment itself is simulated).';

create index payments_user_id_idx on public.payments (user_id, created_at desc);
create index payments_subscription_id_idx on public.payments (subscription_id);

alter table public.payments enable row level security;

create policy "payments: owner can read"
  on public.payments for select to authenticated
  using (user_id = (select auth.uid()));

create policy "payments: admins can read all"
  on public.payments for select to authenticated
  using ((select public.is_admin()));

revoke insert, update, delete, truncate on public.payments from anon, authenticated;

-- ---------------------------------------------------------------------------
-- The shared rule: does uid hold a subscription that is active now?
-- Answers for the caller's own id; for another id only to admins and to SQL
-- without an end-user JWT (policies, seed scripts, the service role). Other
-- callers asking about someone else get false.
create function public.has_active_subscription(uid uuid default auth.uid())
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select uid is not null
    and (
      coalesce(uid = auth.uid(), false)
      or coalesce(auth.jwt() ->> 'role', 'service_role') = 'service_role'
      or public.is_admin()
    )
    and exists (
      select 1 from public.subscriptions s
      where s.user_id = uid
        and s.status = 'active'
        and s.start_date <= now()
        and s.end_date > now()
    );
$$;

revoke all on function public.has_active_subscription(uuid) from public;
grant execute on function public.has_active_subscription(uuid) to anon, authenticated;

-- The caller's subscription that is active now: one row or none (use .maybeSingle()).
create function public.current_subscription()
returns setof public.subscriptions
language sql
stable
security definer
set search_path = ''
as $$
  select s.* from public.subscriptions s
  where s.user_id = auth.uid()
    and s.status = 'active'
    and s.start_date <= now()
    and s.end_date > now()
  limit 1;
$$;

revoke all on function public.current_subscription() from public, anon;
grant execute on function public.current_subscription() to authenticated;

-- Subscribes the caller to a plan: ends the current subscription, creates the
-- new one (end = start + duration), records the (simulated, always successful)
-- payment with the plan's amount and currency, returns the new subscription.
create function public.subscribe(plan_id text, payment_method text)
returns public.subscriptions
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  plan public.plans;
  result public.subscriptions;
begin
  if caller is null then
    raise exception 'User must be logged in to create a subscription' using errcode = '42501';
  end if;
  select * into plan from public.plans p where p.id = subscribe.plan_id;
  if plan.id is null then
    raise exception 'Invalid subscription plan' using errcode = '22023';
  end if;
  if subscribe.payment_method is null or not public.is_payment_method(subscribe.payment_method) then
    raise exception 'Invalid payment method' using errcode = '22023';
  end if;

  -- serialise concurrent subscribe() calls of one user
  perform pg_advisory_xact_lock(hashtext('subscribe:' || caller::text));

  update public.subscriptions s
  set status = case when s.end_date > now() then 'cancelled' else 'expired' end,
      cancelled_at = case when s.end_date > now() then now() end
  where s.user_id = caller and s.status = 'active';

  insert into public.subscriptions (user_id, plan_id, start_date, end_date, status, payment_method)
  values (caller, plan.id, now(), now() + make_interval(days => plan.duration_days), 'active',
          subscribe.payment_method)
  returning * into result;

  insert into public.payments (user_id, subscription_id, amount, currency, method, status, reference)
  values (caller, result.id, plan.price, plan.currency, subscribe.payment_method, 'succeeded',
          'SUB-' || upper(substr(replace(result.id::text, '-', ''), 1, 12)));

  return result;
end;
$$;

revoke all on function public.subscribe(text, text) from public;
grant execute on function public.subscribe(text, text) to anon, authenticated;

-- Cancels the caller's current subscription; returns it, or no row when there was
-- none (a set, so `rpc('cancel_subscription').maybeSingle()` gives null, not a row of nulls).
create function public.cancel_subscription()
returns setof public.subscriptions
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  result public.subscriptions;
begin
  if caller is null then
    raise exception 'User must be logged in to cancel a subscription' using errcode = '42501';
  end if;
  update public.subscriptions s
  set status = 'cancelled', cancelled_at = now()
  where s.user_id = caller and s.status = 'active' and s.end_date > now()
  returning * into result;
  -- a lapsed row still marked active is closed as expired
  update public.subscriptions s
  set status = 'expired'
  where s.user_id = caller and s.status = 'active';
  if result.id is not null then
    return next result;
  end if;
end;
$$;

revoke all on function public.cancel_subscription() from public;
grant execute on function public.cancel_subscription() to anon, authenticated;
