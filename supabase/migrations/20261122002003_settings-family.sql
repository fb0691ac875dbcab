-- Recipient portal settings and family members, both edited on /recipient/profile.
--
-- user_settings   owner reads, inserts, updates, deletes their row; admins read all.
-- family_members  owner reads, inserts, updates, deletes; admins read all.

create table public.user_settings (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  preferred_payment_method text not null default 'paypal'
    check (preferred_payment_method in ('paypal', 'stripe')),
  country text not null default 'US' check (public.is_country_code(country)),
  -- the currency prices are shown in follows the country; never set by clients
  currency text generated always as (
    case country
      when 'US' then 'USD' when 'IN' then 'INR' when 'GB' then 'GBP' when 'CA' then 'CAD'
      when 'AU' then 'AUD' when 'ZA' then 'ZAR' when 'NG' then 'NGN' when 'KE' then 'KES'
      when 'DE' then 'EUR' when 'FR' then 'EUR' when 'BR' then 'BRL'
    end
  ) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.user_settings is
  'Payment and currency preferences; currency is derived from country.';

alter table public.user_settings enable row level security;

create policy "user_settings: owner can read"
  on public.user_settings for select to authenticated
  using (user_id = (select auth.uid()));

create policy "user_settings: admins can read all"
  on public.user_settings for select to authenticated
  using ((select public.is_admin()));

create policy "user_settings: owner can insert"
  on public.user_settings for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "user_settings: owner can update"
  on public.user_settings for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "user_settings: owner can delete"
  on public.user_settings for delete to authenticated
  using (user_id = (select auth.uid()));

revoke insert, update, delete, truncate on public.user_settings from anon;
revoke truncate on public.user_settings from authenticated;

create function public.guard_owned_row_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.created_at := old.created_at;
  new.updated_at := now();
  return new;
end;
$$;

create trigger guard_owned_row_update
  before update on public.user_settings
  for each row execute function public.guard_owned_row_update();

-- ---------------------------------------------------------------------------
create table public.family_members (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 120),
  relationship text not null check (relationship in ('Spouse', 'Child', 'Parent', 'Sibling', 'Other')),
  age integer not null check (age between 0 and 130),
  gender text not null check (gender in ('Male', 'Female', 'Non-binary', 'Other', 'Prefer not to say')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.family_members is 'Family members of a recipient; owner only.';

create index family_members_user_id_idx on public.family_members (user_id, created_at);

alter table public.family_members enable row level security;

create policy "family_members: owner can read"
  on public.family_members for select to authenticated
  using (user_id = (select auth.uid()));

create policy "family_members: admins can read all"
  on public.family_members for select to authenticated
  using ((select public.is_admin()));

create policy "family_members: owner can insert"
  on public.family_members for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "family_members: owner can update"
  on public.family_members for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "family_members: owner can delete"
  on public.family_members for delete to authenticated
  using (user_id = (select auth.uid()));

revoke insert, update, delete, truncate on public.family_members from anon;
revoke truncate on public.family_members from authenticated;

create trigger guard_owned_row_update
  before update on public.family_members
  for each row execute function public.guard_owned_row_update();
