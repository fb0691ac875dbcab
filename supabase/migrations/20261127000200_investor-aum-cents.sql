-- Assets under management are dollars and cents. Both investor forms refuse a third decimal
-- with "must be an amount in dollars", and registration completion refuses one in the draft,
-- but a write straight to investor_profiles (the profile form's upsert, or any other client)
-- stored 1234.567 as it came. The readable guard now refuses it with the forms' message, and a
-- check constraint backs the guard up.
--
-- The column is a double, so "decimals" means those of the number PostgreSQL reads when it
-- casts the double to numeric (15 significant digits, a double's own precision): 0.1 + 0.2 is
-- 0.3 there, whole cents. investorProfileError in supabase/rules/investor-profile.ts reads it
-- the same way; supabase/tests/profile-form-rules.test.ts sends the same amounts to both.

-- The guard of 20261124000600_directory-storage.sql, with the cents beside the range (same
-- message, same place in the order of checks). Replacing the function keeps its privileges.
create or replace function public.guard_investor_profile_fields()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.firm_name is null or char_length(new.firm_name) > 200 then
    raise exception 'Firm name must be at most 200 characters' using errcode = '22023';
  end if;
  if new.investor_type is null or new.investor_type not in ('Angel', 'VC', 'PE', 'Family Office', 'Corporate') then
    raise exception 'Choose an investor type' using errcode = '22023';
  end if;
  if new.investment_focus is null or cardinality(new.investment_focus) not between 1 and 10
     or array_ndims(new.investment_focus) <> 1
     or not new.investment_focus <@ array['Software', 'FinTech', 'Healthcare', 'E-commerce', 'CleanTech',
                                          'EdTech', 'Consumer', 'DeepTech', 'SaaS', 'Mobile'] then
    raise exception 'Choose at least one investment focus' using errcode = '22023';
  end if;
  if new.investment_stages is null or cardinality(new.investment_stages) not between 1 and 5
     or array_ndims(new.investment_stages) <> 1
     or not new.investment_stages <@ array['Pre-seed', 'Seed', 'Series A', 'Series B', 'Series C+'] then
    raise exception 'Choose at least one investment stage' using errcode = '22023';
  end if;
  if new.location is null or char_length(public.trim_unicode(new.location)) < 1 or char_length(new.location) > 200 then
    raise exception 'Location must be 1 to 200 characters' using errcode = '22023';
  end if;
  if char_length(new.typical_check_size) > 100 then
    raise exception 'Typical check size must be at most 100 characters' using errcode = '22023';
  end if;
  if new.total_assets_under_management is not null
     and not (new.total_assets_under_management >= 0 and new.total_assets_under_management < 1e15
              and round(new.total_assets_under_management::numeric, 2) = new.total_assets_under_management::numeric) then
    raise exception 'Assets under management must be an amount in dollars, below 1,000 trillion' using errcode = '22023';
  end if;
  if char_length(new.investment_thesis) > 5000 then
    raise exception 'Investment thesis must be at most 5000 characters' using errcode = '22023';
  end if;
  return new;
end;
$$;

-- Added NOT VALID, so a database whose rows already hold fractions of a cent keeps migrating,
-- then validated where the existing rows allow it (as the hardening migration adds its checks).
alter table public.investor_profiles
  add constraint investor_profiles_aum_whole_cents
    check (total_assets_under_management is null
           or round(total_assets_under_management::numeric, 2) = total_assets_under_management::numeric) not valid;

do $$
begin
  alter table public.investor_profiles validate constraint investor_profiles_aum_whole_cents;
exception when check_violation then
  raise notice 'constraint investor_profiles_aum_whole_cents left NOT VALID: existing rows break it';
end $$;
