-- Registration accepts a confirmed phone number in place of a verified e-mail: the Verify step
-- sends its one-time code by e-mail or by text message (updateUser({ phone }) and
-- verifyOtp({ type: 'phone_change' }), after which the auth service sets auth.users.phone_confirmed_at).
create or replace function private.registration_step_error(kind text, caller uuid)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if kind in ('donor', 'recipient', 'founder', 'investor')
     and not exists (select 1 from public.email_verifications v where v.user_id = caller)
     and not exists (select 1 from auth.users u where u.id = caller and u.phone_confirmed_at is not null) then
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

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon')
     and exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on function private.registration_step_error(text, uuid) from anon, authenticated;
  end if;
end $$;
