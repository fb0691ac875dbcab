-- Registration verification, the checks behind the wizard's Verify, Payment
-- and Complete steps: e-mail ownership proven by a one-time code, identity and licence
-- documents in a private storage bucket (pending an administrator's review), the 25 USD
-- donor verification payment through the payment-provider seam, and complete_registration()
-- refusing a registration whose steps were skipped. Mirrored for clients by
-- supabase/rules/registration.ts; tests in supabase/tests/registration-verification.test.ts.
--
-- Who may do what:
--   storage bucket verification-documents  private; 5 MiB; JPEG, PNG or PDF. A user uploads,
--                          reads and deletes objects in their own folder (<user id>/...);
--                          admins read every object. Nobody else, anon included.
--   verification_documents the owner records an uploaded object (status forced pending) and
--                          reads their own; admins read all and decide through
--                          review_verification_document(). No updates or deletes by owners.
--   email_verifications    written only by confirm_email_verification(); owner and admins read.
--   payments.purpose       'subscription' (subscribe) or 'donor-verification'
--                          (pay_donor_verification / confirm_donor_verification_payment).
--   donors.payment_verified may be set by the donor only once a succeeded donor verification
--                          payment exists; id_verified stays an administrator's decision.

-- ---------------------------------------------------------------------------
-- Shared values (rules/registration.ts has the same)

create function public.verification_document_max_bytes()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 5242880; -- 5 MiB, also the bucket's file_size_limit
$$;

create function public.is_verification_document_type(content_type text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select content_type in ('image/jpeg', 'image/png', 'application/pdf');
$$;

-- ---------------------------------------------------------------------------
-- The private bucket and its policies. lite creates the storage schema before migrations
-- when storage is enabled (scripts/backend.mjs sets EXPERIMENTAL_STORAGE=1); hosted Supabase
-- always has it. A database without Storage (plain PostgreSQL) simply has no bucket.
do $$
begin
  if to_regclass('storage.buckets') is null or to_regclass('storage.objects') is null then
    raise notice 'storage schema not present: verification-documents bucket not created';
    return;
  end if;
  insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
  values ('verification-documents', 'verification-documents', false, public.verification_document_max_bytes(),
          array['image/jpeg', 'image/png', 'application/pdf'])
  on conflict (id) do update
    set public = excluded.public,
        file_size_limit = excluded.file_size_limit,
        allowed_mime_types = excluded.allowed_mime_types;

  execute $p$
    create policy "verification-documents: owner can upload to own folder"
      on storage.objects for insert to authenticated
      with check (bucket_id = 'verification-documents'
                  and (storage.foldername(name))[1] = (select auth.uid())::text)
  $p$;
  execute $p$
    create policy "verification-documents: owner and admins can read"
      on storage.objects for select to authenticated
      using (bucket_id = 'verification-documents'
             and ((storage.foldername(name))[1] = (select auth.uid())::text or (select public.is_admin())))
  $p$;
  execute $p$
    create policy "verification-documents: owner can delete own"
      on storage.objects for delete to authenticated
      using (bucket_id = 'verification-documents'
             and (storage.foldername(name))[1] = (select auth.uid())::text)
  $p$;
end $$;

-- ---------------------------------------------------------------------------
-- verification_documents: an uploaded identity document or partner licence, for review.
create table public.verification_documents (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  kind text not null check (kind in ('identity', 'licence')),
  -- the object in the verification-documents bucket, inside the owner's folder
  object_path text not null unique
    check (char_length(object_path) <= 512 and object_path like user_id::text || '/_%'),
  file_name text not null check (char_length(public.trim_unicode(file_name)) >= 1 and char_length(file_name) <= 255),
  content_type text not null check (public.is_verification_document_type(content_type)),
  size_bytes integer not null check (size_bytes between 1 and 5242880),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  reviewed_at timestamptz,
  reviewed_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);

comment on table public.verification_documents is
  'Identity documents and partner licences uploaded during registration; pending until an admin reviews them.';

create index verification_documents_user_id_idx on public.verification_documents (user_id, kind, created_at desc);
create index verification_documents_status_idx on public.verification_documents (status, created_at);
create index verification_documents_reviewed_by_idx on public.verification_documents (reviewed_by);

alter table public.verification_documents enable row level security;

create policy "verification_documents: owner can read"
  on public.verification_documents for select to authenticated using (user_id = (select auth.uid()));
create policy "verification_documents: admins can read all"
  on public.verification_documents for select to authenticated using ((select public.is_admin()));
create policy "verification_documents: owner can record"
  on public.verification_documents for insert to authenticated with check (user_id = (select auth.uid()));

revoke all on public.verification_documents from anon;
revoke update, delete, truncate on public.verification_documents from authenticated;

create function public.guard_verification_document_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  uploaded boolean;
begin
  if new.kind is null or new.kind not in ('identity', 'licence') then
    raise exception 'Document kind must be identity or licence' using errcode = '22023';
  end if;
  if new.content_type is null or not public.is_verification_document_type(new.content_type) then
    raise exception 'Please upload a JPEG, PNG or PDF file' using errcode = '22023';
  end if;
  if new.size_bytes is null or new.size_bytes < 1 or new.size_bytes > public.verification_document_max_bytes() then
    raise exception 'The document must be at most 5 MB' using errcode = '22023';
  end if;
  if new.object_path is null or new.user_id is null or new.object_path not like new.user_id::text || '/_%'
     or char_length(new.object_path) > 512 then
    raise exception 'The document must be a file in your own folder' using errcode = '22023';
  end if;
  if new.file_name is null or char_length(public.trim_unicode(new.file_name)) < 1 or char_length(new.file_name) > 255 then
    raise exception 'The file name must be 1 to 255 characters' using errcode = '22023';
  end if;
  -- the record must point at an object that was really uploaded (where Storage exists)
  if to_regclass('storage.objects') is not null then
    execute 'select exists (select 1 from storage.objects o where o.bucket_id = $1 and o.name = $2)'
      into uploaded using 'verification-documents', new.object_path;
    if not uploaded then
      raise exception 'Upload the document before recording it' using errcode = '22023';
    end if;
  end if;
  if not (public.request_is_trusted() or public.is_admin()) then
    new.status := 'pending';
    new.reviewed_at := null;
    new.reviewed_by := null;
  end if;
  new.created_at := now();
  return new;
end;
$$;

create trigger guard_verification_document_write
  before insert on public.verification_documents
  for each row execute function public.guard_verification_document_write();

-- An administrator's decision on a document. Approving an identity document marks the
-- donor record (if any) identity-verified; rejecting one clears that mark.
create function public.review_verification_document(document_id uuid, status text)
returns public.verification_documents
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  result public.verification_documents;
begin
  if not (public.request_is_trusted() or public.is_admin()) then
    raise exception 'Only an administrator can review verification documents' using errcode = '42501';
  end if;
  if review_verification_document.status is null
     or review_verification_document.status not in ('pending', 'approved', 'rejected') then
    raise exception 'Review status must be pending, approved or rejected' using errcode = '22023';
  end if;
  update public.verification_documents d
  set status = review_verification_document.status,
      reviewed_at = case when review_verification_document.status = 'pending' then null else now() end,
      reviewed_by = case when review_verification_document.status = 'pending' then null else auth.uid() end
  where d.id = review_verification_document.document_id
  returning * into result;
  if result.id is null then
    raise exception 'Verification document not found' using errcode = 'P0002';
  end if;
  if result.kind = 'identity' then
    update public.donors dn
    set id_verified = (result.status = 'approved')
    where dn.user_id = result.user_id;
  end if;
  return result;
end;
$$;

-- ---------------------------------------------------------------------------
-- email_verifications: when the user proved they read the account's mailbox (one-time code).
create table public.email_verifications (
  user_id uuid primary key references auth.users (id) on delete cascade,
  email text not null,
  verified_at timestamptz not null default now()
);

comment on table public.email_verifications is
  'E-mail ownership proven with a one-time code; written only by confirm_email_verification().';

alter table public.email_verifications enable row level security;

create policy "email_verifications: owner can read"
  on public.email_verifications for select to authenticated using (user_id = (select auth.uid()));
create policy "email_verifications: admins can read all"
  on public.email_verifications for select to authenticated using ((select public.is_admin()));

revoke all on public.email_verifications from anon;
revoke insert, update, delete, truncate on public.email_verifications from authenticated;

-- Records that the caller's current session was opened with a one-time code sent to the
-- account's e-mail (signInWithOtp + verifyOtp). Hosted Supabase says so in the JWT's amr
-- claim; @supabase/lite 0.10 issues no amr, so there the proof is that the code sent to
-- the mailbox (auth.users.recovery_token) was consumed and this session began after it.
create function public.confirm_email_verification()
returns public.email_verifications
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  claims jsonb := auth.jwt();
  account auth.users;
  proven boolean;
  result public.email_verifications;
begin
  if caller is null then
    raise exception 'You must be logged in to verify your e-mail' using errcode = '42501';
  end if;
  select * into account from auth.users u where u.id = caller;
  proven := coalesce(
    (select bool_or(m ->> 'method' in ('otp', 'magiclink', 'email'))
     from jsonb_array_elements(case when jsonb_typeof(claims -> 'amr') = 'array' then claims -> 'amr' end) m),
    false);
  if not proven and account.recovery_sent_at is not null and coalesce(account.recovery_token, '') = '' then
    proven := exists (
      select 1 from auth.sessions s
      where s.id::text = claims ->> 'session_id' and s.user_id = caller
        and s.created_at >= account.recovery_sent_at
    );
  end if;
  if not proven then
    raise exception 'Please enter the verification code sent to your e-mail' using errcode = '42501';
  end if;
  insert into public.email_verifications (user_id, email, verified_at)
  values (caller, account.email, now())
  on conflict (user_id) do update set email = excluded.email, verified_at = excluded.verified_at
  returning * into result;
  return result;
end;
$$;

-- ---------------------------------------------------------------------------
-- Donor verification payment (25 USD). payments gains a purpose; subscription payments
-- keep theirs by default.
alter table public.payments
  add column purpose text not null default 'subscription'
    check (purpose in ('subscription', 'donor-verification'));

comment on column public.payments.purpose is
  'subscription (subscribe / confirm_subscription_payment) or donor-verification (the 25 USD donor check).';

create index payments_donor_verification_idx on public.payments (user_id)
  where purpose = 'donor-verification' and status = 'succeeded';

create function public.donor_verification_fee()
returns table (amount numeric, currency text)
language sql
immutable
set search_path = ''
as $$
  select 25.00::numeric, 'USD'::text;
$$;

create function private.has_donor_verification_payment(uid uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.payments p
    where p.user_id = uid and p.purpose = 'donor-verification' and p.status = 'succeeded'
  );
$$;

-- Records a succeeded donor verification payment (once per user) and marks the donor
-- record, if it exists, payment-verified.
create function private.record_donor_verification_payment(uid uuid, method text, reference text)
returns public.payments
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  result public.payments;
begin
  perform pg_advisory_xact_lock(hashtext('donor-verification:' || uid::text));
  select * into result from public.payments p
  where p.user_id = uid and p.purpose = 'donor-verification' and p.status = 'succeeded'
  order by p.created_at
  limit 1;
  if result.id is null then
    insert into public.payments (user_id, subscription_id, amount, currency, method, status, reference, purpose)
    select uid, null, fee.amount, fee.currency, method, 'succeeded',
           coalesce(reference, 'DONOR-' || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12))),
           'donor-verification'
    from public.donor_verification_fee() fee
    returning * into result;
  end if;
  update public.donors d set payment_verified = true where d.user_id = uid and not d.payment_verified;
  return result;
end;
$$;

-- The browser's call. In demo mode the mock provider charges nothing and always succeeds;
-- otherwise a real provider confirms through confirm_donor_verification_payment().
create function public.pay_donor_verification(payment_method text)
returns public.payments
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
begin
  if caller is null then
    raise exception 'You must be logged in to pay the donor verification fee' using errcode = '42501';
  end if;
  if pay_donor_verification.payment_method is null or not public.is_payment_method(pay_donor_verification.payment_method) then
    raise exception 'Invalid payment method' using errcode = '22023';
  end if;
  if private.has_donor_verification_payment(caller) then
    return private.record_donor_verification_payment(caller, pay_donor_verification.payment_method, null);
  end if;
  if not public.demo_mode() then
    if pay_donor_verification.payment_method = 'mock' then
      raise exception 'Mock payments are available in demo mode only' using errcode = '42501';
    end if;
    raise exception 'Online payments are not available yet: no payment provider is configured'
      using errcode = '42501';
  end if;
  return private.record_donor_verification_payment(caller, pay_donor_verification.payment_method, null);
end;
$$;

-- The payment-provider seam (a provider webhook holding the secret key).
create function public.confirm_donor_verification_payment(user_id uuid, payment_method text, payment_reference text)
returns public.payments
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not public.request_is_trusted() then
    raise exception 'Only the payment provider integration can confirm payments' using errcode = '42501';
  end if;
  if confirm_donor_verification_payment.payment_method is null
     or confirm_donor_verification_payment.payment_method = 'mock'
     or not public.is_payment_method(confirm_donor_verification_payment.payment_method) then
    raise exception 'Invalid payment method' using errcode = '22023';
  end if;
  if confirm_donor_verification_payment.payment_reference is null
     or confirm_donor_verification_payment.payment_reference !~ '^[A-Z]{2,10}-[A-Z0-9]{6,32}$' then
    raise exception 'Invalid payment reference' using errcode = '22023';
  end if;
  if not exists (select 1 from auth.users u where u.id = confirm_donor_verification_payment.user_id) then
    raise exception 'User not found' using errcode = '22023';
  end if;
  return private.record_donor_verification_payment(confirm_donor_verification_payment.user_id,
                                                   confirm_donor_verification_payment.payment_method,
                                                   confirm_donor_verification_payment.payment_reference);
end;
$$;

-- guard_donor_write as in 20261123000100_hardening.sql, except that payment_verified follows
-- the payment: a donor may set it once a succeeded donor verification payment exists.
create or replace function public.guard_donor_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  privileged boolean := public.request_is_trusted() or public.is_admin();
  paid boolean := new.user_id is not null and private.has_donor_verification_payment(new.user_id);
  local_part text;
  attempt integer := 0;
begin
  if not coalesce(new.terms_accepted, false) then
    raise exception 'You must accept the terms and conditions' using errcode = '22023';
  end if;
  if new.last_donation_date > public.marketplace_today() + 1 then
    -- + 1: a donor east of UTC may already live on the next day
    raise exception 'The last donation date cannot be in the future' using errcode = '22023';
  end if;

  if tg_op = 'INSERT' then
    new.created_at := now();
    new.terms_accepted_at := coalesce(new.terms_accepted_at, now());
    if not privileged and (new.id_verified or (new.payment_verified and not paid)) then
      raise exception 'Only an administrator can verify a donor' using errcode = '42501';
    end if;
    if new.user_id is not null then
      select regexp_replace(split_part(u.email, '@', 1), '[^A-Za-z0-9._+-]', '', 'g')
        into local_part from auth.users u where u.id = new.user_id;
      local_part := left(coalesce(nullif(local_part, ''), 'donor'), 64);
      if new.donor_id is null then
        loop
          new.donor_id := local_part || floor(random() * 1000)::integer;
          exit when not exists (select 1 from public.donors d where d.donor_id = new.donor_id)
            or attempt > 50;
          attempt := attempt + 1;
        end loop;
      elsif not privileged
            and (left(new.donor_id, char_length(local_part)) <> local_part
                 or substr(new.donor_id, char_length(local_part) + 1) !~ '^[0-9]{1,3}$') then
        raise exception 'The donor id must be your e-mail name followed by a number under 1000'
          using errcode = '22023';
      end if;
    end if;
  else
    if new.id is distinct from old.id or new.user_id is distinct from old.user_id then
      raise exception 'The donor record cannot be moved to another user' using errcode = '42501';
    end if;
    if not privileged then
      if new.id_verified is distinct from old.id_verified
         or (new.payment_verified is distinct from old.payment_verified
             and not (new.payment_verified and paid)) then
        raise exception 'Only an administrator can verify a donor' using errcode = '42501';
      end if;
      if new.donor_id is distinct from old.donor_id then
        raise exception 'The donor id cannot be changed' using errcode = '42501';
      end if;
    end if;
    new.created_at := old.created_at;
    new.terms_accepted_at := old.terms_accepted_at;
  end if;
  new.updated_at := now();
  return new;
end;
$$;

-- ---------------------------------------------------------------------------
-- complete_registration(): as in 20261124000200_registration.sql, plus the steps each
-- wizard requires before completion:
--   donor      e-mail verified, identity document uploaded, donor record, verification payment
--   recipient  e-mail verified, identity document uploaded, an active subscription
--   partner    organisation details and a licence document
create or replace function public.complete_registration(user_type text, full_name text)
returns public.profiles
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  kind text := complete_registration.user_type;
  clean_name text := public.trim_unicode(complete_registration.full_name);
  result public.profiles;
begin
  if caller is null then
    raise exception 'You must be logged in to complete registration' using errcode = '42501';
  end if;
  if kind is null or not public.is_registration_user_type(kind) then
    raise exception 'Choose a valid account type: donor, recipient, partner, founder or investor'
      using errcode = '22023';
  end if;
  if exists (select 1 from public.profiles p where p.id = caller and (p.is_admin or p.user_type = 'admin')) then
    raise exception 'Administrator accounts do not register' using errcode = '42501';
  end if;
  if clean_name is null or char_length(clean_name) < 2 or char_length(clean_name) > 120 then
    raise exception 'Full name must be 2 to 120 characters' using errcode = '22023';
  end if;
  if not exists (
    select 1 from public.consents c
    where c.user_id = caller and c.kind = 'data-protection'
      and c.policy_version = public.current_policy_version('data-protection')
  ) then
    raise exception 'Please accept the current data protection policy to complete registration'
      using errcode = '42501';
  end if;
  if not exists (
    select 1 from public.consents c
    where c.user_id = caller and c.kind = 'terms'
      and c.policy_version = public.current_policy_version('terms')
  ) then
    raise exception 'Please accept the current terms and conditions to complete registration'
      using errcode = '42501';
  end if;
  if kind in ('donor', 'recipient') then
    if not exists (select 1 from public.email_verifications v where v.user_id = caller) then
      raise exception 'Please verify your e-mail address to complete registration' using errcode = '42501';
    end if;
    if not exists (select 1 from public.verification_documents d where d.user_id = caller and d.kind = 'identity') then
      raise exception 'Please upload an identification document to complete registration' using errcode = '42501';
    end if;
  end if;
  if kind = 'donor' then
    if not exists (select 1 from public.donors d where d.user_id = caller) then
      raise exception 'Please enter your donor details to complete registration' using errcode = '22023';
    end if;
    if not private.has_donor_verification_payment(caller) then
      raise exception 'Please complete the donor verification payment to complete registration' using errcode = '42501';
    end if;
  end if;
  if kind = 'recipient' and not public.has_active_subscription(caller) then
    raise exception 'Please choose a plan to complete registration' using errcode = '42501';
  end if;
  if kind = 'partner' then
    if not exists (select 1 from public.partner_organisations o where o.user_id = caller) then
      raise exception 'Please enter your organisation details to register as a partner' using errcode = '22023';
    end if;
    if not exists (select 1 from public.verification_documents d where d.user_id = caller and d.kind = 'licence') then
      raise exception 'Please upload your licence document to register as a partner' using errcode = '42501';
    end if;
  end if;

  update public.profiles p
  set full_name = clean_name, user_type = kind, updated_at = now()
  where p.id = caller
  returning * into result;
  if result.id is null then
    raise exception 'No profile exists for user %', caller using errcode = 'P0002';
  end if;

  update auth.users u
  set raw_user_meta_data = public.metadata_object(u.raw_user_meta_data)
        || jsonb_build_object('user_type', kind, 'full_name', clean_name)
  where u.id = caller;

  delete from public.registration_drafts d where d.user_id = caller;
  return result;
end;
$$;

-- ---------------------------------------------------------------------------
-- Function privileges (20261123000100_hardening.sql: nothing is executable by default).
revoke all on function public.verification_document_max_bytes() from public;
revoke all on function public.is_verification_document_type(text) from public;
revoke all on function public.guard_verification_document_write() from public;
revoke all on function public.review_verification_document(uuid, text) from public;
revoke all on function public.confirm_email_verification() from public;
revoke all on function public.donor_verification_fee() from public;
revoke all on function private.has_donor_verification_payment(uuid) from public;
revoke all on function private.record_donor_verification_payment(uuid, text, text) from public;
revoke all on function public.pay_donor_verification(text) from public;
revoke all on function public.confirm_donor_verification_payment(uuid, text, text) from public;

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon')
     and exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on function public.guard_verification_document_write() from anon, authenticated;
    revoke all on function private.has_donor_verification_payment(uuid) from anon, authenticated;
    revoke all on function private.record_donor_verification_payment(uuid, text, text) from anon, authenticated;
    -- helpers of check constraints, evaluated as the caller
    grant execute on function public.verification_document_max_bytes() to anon, authenticated;
    grant execute on function public.is_verification_document_type(text) to anon, authenticated;
    grant execute on function public.donor_verification_fee() to anon, authenticated;
    -- RPCs that answer anon with a message
    grant execute on function public.review_verification_document(uuid, text) to anon, authenticated;
    grant execute on function public.confirm_email_verification() to anon, authenticated;
    grant execute on function public.pay_donor_verification(text) to anon, authenticated;
    grant execute on function public.confirm_donor_verification_payment(uuid, text, text) to anon, authenticated;
  end if;
  if exists (select 1 from pg_roles where rolname = 'service_role') then
    grant execute on function public.verification_document_max_bytes() to service_role;
    grant execute on function public.is_verification_document_type(text) to service_role;
    grant execute on function public.donor_verification_fee() to service_role;
    grant execute on function public.review_verification_document(uuid, text) to service_role;
    grant execute on function public.confirm_email_verification() to service_role;
    grant execute on function public.pay_donor_verification(text) to service_role;
    grant execute on function public.confirm_donor_verification_payment(uuid, text, text) to service_role;
  end if;
end $$;
