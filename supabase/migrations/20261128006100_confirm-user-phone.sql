-- Sets a user's confirmed phone number once its text-message code was checked. Hosted GoTrue
-- does this itself on verifyOtp({ type: 'phone_change' }); @supabase/lite 0.10 has no phone
-- auth, so the local API gateway checks the code and calls this with the service role. No
-- other role may call it.
create function public.confirm_user_phone(target_user uuid, confirmed_phone text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if confirmed_phone !~ '^[1-9][0-9]{1,14}$' then
    raise exception 'Invalid phone number format (E.164 required)' using errcode = '22023';
  end if;
  if exists (select 1 from auth.users u where u.phone = confirmed_phone and u.id <> target_user) then
    raise exception 'A user with this phone number has already been registered' using errcode = '23505';
  end if;
  update auth.users
     set phone = confirmed_phone, phone_confirmed_at = now(), phone_change = '', phone_change_token = '',
         updated_at = now()
   where id = target_user;
  if not found then
    raise exception 'User not found' using errcode = 'P0002';
  end if;
end;
$$;

comment on function public.confirm_user_phone(uuid, text) is
  'Service role only: records a phone number proven with a text-message code (the local gateway''s phone_change).';

revoke all on function public.confirm_user_phone(uuid, text) from public;

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon')
     and exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on function public.confirm_user_phone(uuid, text) from anon, authenticated;
  end if;
  if exists (select 1 from pg_roles where rolname = 'service_role') then
    grant execute on function public.confirm_user_phone(uuid, text) to service_role;
  end if;
end $$;
