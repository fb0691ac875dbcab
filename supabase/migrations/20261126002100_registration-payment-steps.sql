-- The five-step wizards of partners, founders and investors (Account, Details, Verify,
-- Payment, Complete).
--
-- partner_billing  how a partner organisation will pay for the "Contact Us" partner plan:
--                  an invoice to a billing address, or a payment method set up (simulated by
--                  the mock provider in demo mode; without a payment provider only the invoice
--                  is available). One per partner; the owner and admins read it; written only
--                  through set_partner_billing(). Admins see it beside the partner's verification.
--
-- complete_registration() now also needs (private.registration_step_error):
--   partner            a billing arrangement
--   founder, investor  the e-mail verified with the mailed code (their Verify step)
-- Mirrored by supabase/rules/registration.ts; tests in supabase/tests/registration-payment-steps.test.ts.

create table public.partner_billing (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  arrangement text not null check (arrangement in ('invoice', 'payment-method')),
  billing_email text check (char_length(billing_email) <= 254),
  payment_method text check (public.is_payment_method(payment_method)),
  reference text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint partner_billing_arrangement_details check (
    (arrangement = 'invoice' and billing_email is not null and payment_method is null)
    or (arrangement = 'payment-method' and payment_method is not null and billing_email is null)
  )
);

comment on table public.partner_billing is
  'A partner''s billing for the Contact Us plan (invoice or payment method); owner and admins read; written by set_partner_billing().';

alter table public.partner_billing enable row level security;

create policy "partner_billing: owner can read"
  on public.partner_billing for select to authenticated using (user_id = (select auth.uid()));
create policy "partner_billing: admins can read all"
  on public.partner_billing for select to authenticated using ((select public.is_admin()));

revoke all on public.partner_billing from anon;
revoke insert, update, delete, truncate on public.partner_billing from authenticated;

-- Records (or replaces) the caller's billing arrangement.
create function public.set_partner_billing(arrangement text, billing_email text default null, payment_method text default null)
returns public.partner_billing
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  kind text := set_partner_billing.arrangement;
  email text := lower(public.trim_unicode(set_partner_billing.billing_email));
  method text := set_partner_billing.payment_method;
  result public.partner_billing;
begin
  if caller is null then
    raise exception 'You must be logged in to set up billing' using errcode = '42501';
  end if;
  if kind is null or kind not in ('invoice', 'payment-method') then
    raise exception 'Choose an invoice or a payment method' using errcode = '22023';
  end if;
  if kind = 'invoice' then
    if email is null or char_length(email) > 254 or email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
      raise exception 'Please enter a valid billing e-mail address' using errcode = '22023';
    end if;
    method := null;
  else
    if method is null or not public.is_payment_method(method) then
      raise exception 'Invalid payment method' using errcode = '22023';
    end if;
    if not public.demo_mode() then
      if method = 'mock' then
        raise exception 'Mock payments are available in demo mode only' using errcode = '42501';
      end if;
      raise exception 'Online payments are not available yet: no payment provider is configured'
        using errcode = '42501';
    end if;
    email := null;
  end if;

  insert into public.partner_billing as b (user_id, arrangement, billing_email, payment_method, reference)
  values (caller, kind, email, method,
          'PARTNER-' || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12)))
  on conflict (user_id) do update
    set arrangement = excluded.arrangement, billing_email = excluded.billing_email,
        payment_method = excluded.payment_method, updated_at = now()
  returning * into result;
  return result;
end;
$$;

create or replace function private.registration_step_error(kind text, caller uuid)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if kind in ('donor', 'recipient', 'founder', 'investor')
     and not exists (select 1 from public.email_verifications v where v.user_id = caller) then
    return 'Please verify your e-mail address to complete registration';
  end if;
  if kind in ('donor', 'recipient')
     and not exists (select 1 from public.verification_documents d where d.user_id = caller and d.kind = 'identity') then
    return 'Please upload an identification document to complete registration';
  end if;
  if kind = 'donor' then
    if not exists (select 1 from public.donors d where d.user_id = caller) then
      return 'Please enter your donor details to complete registration';
    end if;
    if not private.has_donor_verification_payment(caller) then
      return 'Please complete the donor verification payment to complete registration';
    end if;
  end if;
  if kind = 'recipient' and not public.has_active_subscription(caller) then
    return 'Please choose a plan to complete registration';
  end if;
  if kind = 'partner' then
    if not exists (select 1 from public.partner_organisations o where o.user_id = caller) then
      return 'Please enter your organisation details to register as a partner';
    end if;
    if not exists (select 1 from public.verification_documents d where d.user_id = caller and d.kind = 'licence') then
      return 'Please upload your licence document to register as a partner';
    end if;
    if not exists (select 1 from public.partner_billing b where b.user_id = caller) then
      return 'Please choose how your organisation will pay to register as a partner';
    end if;
  end if;
  return null;
end;
$$;

revoke all on function public.set_partner_billing(text, text, text) from public;

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon')
     and exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on function private.registration_step_error(text, uuid) from anon, authenticated;
    -- answers anon with a message
    grant execute on function public.set_partner_billing(text, text, text) to anon, authenticated;
  end if;
  if exists (select 1 from pg_roles where rolname = 'service_role') then
    grant execute on function public.set_partner_billing(text, text, text) to service_role;
  end if;
end $$;
