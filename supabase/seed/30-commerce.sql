-- The demo accounts' commerce rows. The plans and the page_content rows are reference data
-- and ship with the migrations (20261127001000_reference-data.sql).

-- Demo-owned rows: called by public.seed_demo_data() after the demo accounts exist.
-- The demo recipient holds an active annual subscription (a new one is created when
-- the previous one has lapsed), two family members and settings; the demo donor has settings.
create or replace function public.seed_demo_commerce() returns void
language plpgsql security definer set search_path = public as $$
declare
  recipient uuid := (select id from auth.users where email = 'recipient@demo.donation.network');
  donor uuid := (select id from auth.users where email = 'donor@demo.donation.network');
  subscription public.subscriptions;
begin
  if not public.request_is_trusted() then
    raise exception 'seed_demo_commerce is for the service role only' using errcode = '42501';
  end if;

  if recipient is not null then
    if not public.has_active_subscription(recipient) then
      update public.subscriptions set status = 'expired'
      where user_id = recipient and status = 'active';
      insert into public.subscriptions (user_id, plan_id, start_date, end_date, status, payment_method)
      values (recipient, 'annual', now(), now() + interval '365 days', 'active', 'mock')
      returning * into subscription;
      insert into public.payments (user_id, subscription_id, amount, currency, method, status, reference)
      select recipient, subscription.id, p.price, p.currency, 'mock', 'succeeded',
             'SUB-' || upper(substr(replace(subscription.id::text, '-', ''), 1, 12))
      from public.plans p where p.id = 'annual';
    end if;

    insert into public.family_members (id, user_id, name, relationship, age, gender) values
      ('fa000000-0000-4000-8000-000000000001', recipient, 'Maria Recipient', 'Spouse', 38, 'Female'),
      ('fa000000-0000-4000-8000-000000000002', recipient, 'Leo Recipient', 'Child', 9, 'Male')
    on conflict (id) do nothing;

    insert into public.user_settings (user_id, preferred_payment_method, country)
    values (recipient, 'paypal', 'US')
    on conflict (user_id) do nothing;
  end if;

  if donor is not null then
    insert into public.user_settings (user_id, preferred_payment_method, country)
    values (donor, 'stripe', 'GB')
    on conflict (user_id) do nothing;
  end if;
end $$;

revoke all on function public.seed_demo_commerce() from public, anon, authenticated;
