-- Network hardening (found by supabase/tests/fuzz-network.test.ts): a directory
-- profile an administrator hid (set_directory_profile_hidden, 20261124000440) "disappears from
-- every read but its owner's and the admins'", yet its owner could still send intro requests,
-- whose notification and my_intros() row carry the hidden company's or firm's name to the
-- recipient, and an intro to or from a profile hidden after the request could still be accepted,
-- which opens both sides' contact details (intro_contact). Now:
--   request_intro()  refuses a caller whose own profile is hidden ('Your profile is hidden by an
--                    administrator, so you cannot send or accept intros', 42501);
--   respond_intro()  refuses accepting when the recipient's own profile is hidden (same message)
--                    or the requester's profile is hidden ('Profile not found', as request_intro
--                    answers for a hidden target); declining stays possible.
-- Both functions are replaced whole (create or replace keeps their grants); everything else is
-- as in 20261124000620_directory-network.sql.

create or replace function public.request_intro(target_kind text, target_profile_id uuid, message text)
returns public.intro_requests
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  clean_message text := public.trim_unicode(request_intro.message);
  target_user uuid;
  target_hidden boolean;
  own_profile uuid;
  own_hidden boolean;
  result public.intro_requests;
begin
  if caller is null then
    raise exception 'Sign in to request an intro' using errcode = '42501';
  end if;
  if target_kind is null or target_kind not in ('founder', 'investor') then
    raise exception 'Intro target must be founder or investor' using errcode = '22023';
  end if;
  if target_kind = 'founder' then
    select f.user_id, f.is_hidden into target_user, target_hidden
    from public.founder_profiles f where f.id = target_profile_id;
  else
    select i.user_id, i.is_hidden into target_user, target_hidden
    from public.investor_profiles i where i.id = target_profile_id;
  end if;
  if not found or target_hidden then
    raise exception 'Profile not found' using errcode = 'P0002';
  end if;
  if target_user = caller then
    raise exception 'You cannot request an intro to yourself' using errcode = '22023';
  end if;
  if target_user is null then
    raise exception 'This profile has no account to receive intro requests yet' using errcode = '22023';
  end if;
  if target_kind = 'investor' then
    select f.id, f.is_hidden into own_profile, own_hidden from public.founder_profiles f where f.user_id = caller;
    if own_profile is null then
      raise exception 'Only founders with a company profile can request an intro to an investor' using errcode = '42501';
    end if;
  else
    select i.id, i.is_hidden into own_profile, own_hidden from public.investor_profiles i where i.user_id = caller;
    if own_profile is null then
      raise exception 'Only investors with an investor profile can request an intro to a founder' using errcode = '42501';
    end if;
  end if;
  -- a profile an administrator hid is out of the network: its name would reach the recipient
  if own_hidden then
    raise exception 'Your profile is hidden by an administrator, so you cannot send or accept intros' using errcode = '42501';
  end if;
  if clean_message is null or clean_message = '' then
    raise exception 'Please write a message' using errcode = '22023';
  end if;
  if char_length(clean_message) > 1000 then
    raise exception 'The message must be at most 1000 characters' using errcode = '22023';
  end if;
  if exists (
    select 1 from public.intro_requests r
    where r.status = 'pending'
      and least(r.from_user, r.to_user) = least(caller, target_user)
      and greatest(r.from_user, r.to_user) = greatest(caller, target_user)
  ) then
    raise exception 'An intro request between you is already pending' using errcode = '23505';
  end if;

  insert into public.intro_requests (from_user, to_user, from_kind, founder_profile_id, investor_profile_id, message)
  values (
    caller, target_user,
    case target_kind when 'investor' then 'founder' else 'investor' end,
    case target_kind when 'founder' then target_profile_id else own_profile end,
    case target_kind when 'investor' then target_profile_id else own_profile end,
    clean_message
  )
  returning * into result;

  insert into public.notifications (user_id, title, body, kind)
  values (
    target_user, 'New intro request',
    left(public.directory_profile_name(result.from_kind, own_profile) || ' would like an intro: ' || clean_message, 2000),
    'system'
  );
  return result;
end;
$$;

create or replace function public.respond_intro(intro_id uuid, accept boolean)
returns public.intro_requests
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  intro public.intro_requests;
  result public.intro_requests;
  recipient_name text;
  founder_hidden boolean;
  investor_hidden boolean;
begin
  if caller is null then
    raise exception 'Sign in to answer an intro request' using errcode = '42501';
  end if;
  if accept is null then
    raise exception 'Say whether you accept the intro' using errcode = '22023';
  end if;
  select * into intro from public.intro_requests r
  where r.id = intro_id and caller in (r.from_user, r.to_user)
  for update;
  if intro.id is null then
    raise exception 'Intro request not found' using errcode = 'P0002';
  end if;
  if intro.to_user <> caller then
    raise exception 'Only the recipient can answer an intro request' using errcode = '42501';
  end if;
  if intro.status <> 'pending' then
    raise exception 'This intro request has already been answered' using errcode = '22023';
  end if;
  -- accepting shares contact details: not for or with a profile an administrator hid since the
  -- request (declining stays possible). The recipient's profile is the kind the requester asked.
  if accept then
    select f.is_hidden into founder_hidden from public.founder_profiles f where f.id = intro.founder_profile_id;
    select i.is_hidden into investor_hidden from public.investor_profiles i where i.id = intro.investor_profile_id;
    if coalesce(case intro.from_kind when 'founder' then investor_hidden else founder_hidden end, false) then
      raise exception 'Your profile is hidden by an administrator, so you cannot send or accept intros' using errcode = '42501';
    end if;
    if coalesce(case intro.from_kind when 'founder' then founder_hidden else investor_hidden end, false) then
      raise exception 'Profile not found' using errcode = 'P0002';
    end if;
  end if;

  update public.intro_requests r
  set status = case when accept then 'accepted' else 'declined' end, responded_at = now()
  where r.id = intro.id
  returning * into result;

  recipient_name := case intro.from_kind
    when 'founder' then public.directory_profile_name('investor', intro.investor_profile_id)
    else public.directory_profile_name('founder', intro.founder_profile_id)
  end;
  insert into public.notifications (user_id, title, body, kind)
  values (
    intro.from_user,
    case when accept then 'Intro accepted' else 'Intro declined' end,
    case when accept
      then recipient_name || ' accepted your intro request. Their contact details are on your dashboard.'
      else recipient_name || ' declined your intro request.'
    end,
    'system'
  );
  return result;
end;
$$;
