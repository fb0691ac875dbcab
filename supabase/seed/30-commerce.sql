-- Commerce reference data (plans, page content) and the demo accounts' commerce rows.
-- Idempotent: fixed ids and `on conflict do nothing` (admin edits are kept).

-- Plans: 30 days for $15, 90 days for $40, 365 days for $120 (the prices the plans page shows).
insert into public.plans (id, name, duration_days, price, currency) values
  ('basic', 'Essential Plan', 30, 15, 'USD'),
  ('premium', 'Premium Plan', 90, 40, 'USD'),
  ('annual', 'Annual Plan', 365, 120, 'USD')
on conflict (id) do nothing;

-- One row per static page. Sections left empty fall back to the texts in the UI;
-- the contact page carries its intro here (page contact, section intro), editable at /admin/content.
insert into public.page_content (page_id, title, description, sections) values
  ('home', 'Home', 'Connecting blood and organ donors with recipients, healthcare providers and partners.', '[]'),
  ('about', 'About Us', 'Our mission, our story and the impact of the donation network.', '[]'),
  ('how-it-works', 'How It Works', 'From registration to donation, step by step.', '[]'),
  ('faqs', 'Frequently Asked Questions', 'Answers about donating, receiving and subscriptions.', '[]'),
  ('partnerships', 'Partnerships', 'Healthcare, corporate and additional-services partnership programs.', '[]'),
  ('donation-process', 'The Donation Process', 'What happens before, during and after a donation.', '[]'),
  ('additional-services', 'Additional Services', 'DNA storage, fertility services, cryonics and more.', '[]'),
  ('contact', 'Contact Us', 'Questions, partnerships or support: send us a message.',
   '[{"id": "intro", "title": "Get in touch", "order": 0,
      "content": "<p>Have a question about donating, receiving blood or organs, or partnering with us? Send us a message using the form below and our team will get back to you within two business days.</p><p>For urgent medical needs, please contact your nearest hospital or emergency services directly.</p>"}]'),
  ('pricing', 'Our Plans', 'Plans for donors, recipients, healthcare partners and corporates.', '[]'),
  ('privacy', 'Privacy Policy', 'How we collect, use and protect your personal data.', '[]'),
  ('terms', 'Terms of Service', 'The terms that apply when you use the platform.', '[]'),
  ('cookies', 'Cookie Policy', 'Which cookies we use and why.', '[]'),
  ('data-protection', 'Data Protection', 'Your rights over your personal and health data.', '[]'),
  ('corporate', 'Corporate Partnerships', 'Employee donation drives, CSR reporting and corporate dashboards.', '[]'),
  ('healthcare', 'Healthcare Partnerships', 'Publish blood and organ availability and coordinate with the network.', '[]')
on conflict (page_id) do nothing;

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
