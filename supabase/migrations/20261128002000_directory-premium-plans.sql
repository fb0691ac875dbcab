-- Directory premium: the founders' and investors' paid tier, sold through the same plans,
-- subscriptions, subscribe() and payment-provider seam (confirm_subscription_payment) as the
-- recipients' plans. Mirrored for clients by supabase/rules/directory-premium.ts; tests in
-- supabase/tests/directory-premium.test.ts.
--
--   plans.audience          'recipient' (blood services and the marketplace) or 'directory'
--                           (founder and investor premium). Every existing plan is a recipient plan.
--   has_directory_premium(user_id)
--                           true while the user holds an active subscription to a directory plan
--                           whose period has started and not ended. Computed on read: the moment
--                           end_date passes the user is back on the free tier (no job flips a flag),
--                           and every rule that asks (RLS on premium documents, analytics) follows.
--                           Answers for the caller's own id; another id only to admins and trusted roles.
--   has_active_subscription counts recipient plans only: a directory plan buys no blood services.
--   private.start_subscription  refuses a directory plan for accounts other than founders and
--                           investors, for the demo path (subscribe) and a provider's confirmation alike.

alter table public.plans
  add column audience text not null default 'recipient' check (audience in ('recipient', 'directory'));

comment on column public.plans.audience is
  'Who the plan is for: recipient (blood services, marketplace) or directory (founder and investor premium).';
comment on table public.plans is
  'Subscription plans: the recipients'' (basic, premium, annual) and the directory premium plans; public read, admin write.';

-- Reference data: one month and one year of directory premium.
insert into public.plans (id, name, duration_days, price, currency, audience) values
  ('directory-monthly', 'Directory Premium', 30, 29, 'USD', 'directory'),
  ('directory-annual', 'Directory Premium Annual', 365, 290, 'USD', 'directory')
on conflict (id) do nothing;

-- ---------------------------------------------------------------------------
create function public.has_directory_premium(user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select has_directory_premium.user_id is not null
    and (
      coalesce(has_directory_premium.user_id = auth.uid(), false)
      or public.request_is_trusted()
      or public.is_admin()
    )
    and exists (
      select 1
      from public.subscriptions s
      join public.plans p on p.id = s.plan_id
      where s.user_id = has_directory_premium.user_id
        and p.audience = 'directory'
        and s.status = 'active'
        and s.start_date <= now()
        and s.end_date > now()
    );
$$;

comment on function public.has_directory_premium(uuid) is
  'Whether the user holds directory premium now (an active, unexpired directory-plan subscription). '
  'Own id only, except for admins and trusted roles.';

create or replace function public.has_active_subscription(uid uuid default auth.uid())
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select uid is not null
    and (
      coalesce(uid = auth.uid(), false)
      or public.request_is_trusted()
      or public.is_admin()
    )
    and exists (
      select 1
      from public.subscriptions s
      join public.plans p on p.id = s.plan_id
      where s.user_id = uid
        and p.audience = 'recipient'
        and s.status = 'active'
        and s.start_date <= now()
        and s.end_date > now()
    );
$$;

create or replace function private.start_subscription(
  subscriber uuid, plan public.plans, method text, payment_reference text
)
returns public.subscriptions
language plpgsql
volatile
set search_path = ''
as $$
declare
  result public.subscriptions;
begin
  if plan.audience = 'directory' and not exists (
    select 1 from public.profiles p where p.id = subscriber and p.user_type in ('founder', 'investor')
  ) then
    raise exception 'Directory plans are for founder and investor accounts' using errcode = '22023';
  end if;

  -- serialise concurrent subscriptions of one user
  perform pg_advisory_xact_lock(hashtext('subscribe:' || subscriber::text));

  update public.subscriptions s
  set status = case when s.end_date > now() then 'cancelled' else 'expired' end,
      cancelled_at = case when s.end_date > now() then now() end
  where s.user_id = subscriber and s.status = 'active';

  insert into public.subscriptions (user_id, plan_id, start_date, end_date, status, payment_method)
  values (subscriber, plan.id, now(), now() + make_interval(days => plan.duration_days), 'active', method)
  returning * into result;

  insert into public.payments (user_id, subscription_id, amount, currency, method, status, reference)
  values (subscriber, result.id, plan.price, plan.currency, method, 'succeeded',
          coalesce(payment_reference, 'SUB-' || upper(substr(replace(result.id::text, '-', ''), 1, 12))));

  return result;
end;
$$;

-- Function privileges (20261123000100_hardening.sql: nothing is executable by default).
revoke all on function public.has_directory_premium(uuid) from public;
revoke all on function private.start_subscription(uuid, public.plans, text, text) from public;

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon')
     and exists (select 1 from pg_roles where rolname = 'authenticated') then
    grant execute on function public.has_directory_premium(uuid) to anon, authenticated;
  end if;
  if exists (select 1 from pg_roles where rolname = 'service_role') then
    grant execute on function public.has_directory_premium(uuid) to service_role;
  end if;
end $$;
