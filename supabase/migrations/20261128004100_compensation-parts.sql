-- Executive compensation as data beside its display text: a rate (amount, currency, period) or a share
-- of equity (a percentage), so a client shows a rate in the viewer's currency and never writes a share
-- of a company as money. A trigger derives the parts from the text every writer already sets, on both
-- executive tables: '$250/hour', '₹8,000/hour', 'EUR 150/day' are rates; '0.5% equity' is a share, and
-- a currency sign written before a share is dropped ('€0.5% equity' is stored as '0.5% equity');
-- anything else ('Negotiable') stays text only. The parts cannot be written directly.

alter table public.executive_professionals
  add column compensation_amount numeric(14, 2) check (compensation_amount >= 0),
  add column compensation_currency text check (compensation_currency ~ '^[A-Z]{3}$'),
  add column compensation_period text check (compensation_period in ('hour', 'day', 'week', 'month', 'year')),
  add column compensation_equity_percent numeric(5, 2) check (compensation_equity_percent > 0 and compensation_equity_percent <= 100);

alter table public.executive_opportunities
  add column compensation_amount numeric(14, 2) check (compensation_amount >= 0),
  add column compensation_currency text check (compensation_currency ~ '^[A-Z]{3}$'),
  add column compensation_period text check (compensation_period in ('hour', 'day', 'week', 'month', 'year')),
  add column compensation_equity_percent numeric(5, 2) check (compensation_equity_percent > 0 and compensation_equity_percent <= 100);

create function public.derive_compensation_parts()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  written text := btrim(coalesce(new.compensation, ''));
  share text[];
  rate text[];
begin
  new.compensation_amount := null;
  new.compensation_currency := null;
  new.compensation_period := null;
  new.compensation_equity_percent := null;

  -- a share: the number before '% equity', after at most a currency sign
  share := regexp_match(written, '^[$€£₹₦]?\s*([0-9]{1,3}(?:\.[0-9]{1,2})?)\s*%\s*equity$', 'i');
  if share is not null and share[1]::numeric > 0 and share[1]::numeric <= 100 then
    new.compensation_equity_percent := share[1]::numeric;
    new.compensation := share[1] || '% equity';
    return new;
  end if;

  -- a rate: a sign or an ISO code, the amount (thousands may be grouped with commas), '/' or 'per', the period
  rate := regexp_match(
    written,
    '^([$€£₹₦]|[A-Z]{3}\s?)\s*([0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(\.[0-9]{1,2})?\s*(?:/\s*|\s+per\s+)(hour|day|week|month|year)$',
    'i'
  );
  if rate is not null and (rate[1] !~ '^[A-Za-z]' or rate[1] ~ '^[A-Z]{3}') then
    new.compensation_amount := (replace(rate[2], ',', '') || coalesce(rate[3], ''))::numeric;
    new.compensation_currency := case btrim(rate[1])
      when '$' then 'USD' when '€' then 'EUR' when '£' then 'GBP' when '₹' then 'INR' when '₦' then 'NGN'
      else btrim(rate[1]) end;
    new.compensation_period := lower(rate[4]);
  end if;
  return new;
end;
$$;

revoke all on function public.derive_compensation_parts() from public;

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon') and exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on function public.derive_compensation_parts() from anon, authenticated;
  end if;
end;
$$;

create trigger derive_compensation_parts
  before insert or update on public.executive_professionals
  for each row execute function public.derive_compensation_parts();

create trigger derive_compensation_parts
  before insert or update on public.executive_opportunities
  for each row execute function public.derive_compensation_parts();

-- the rows already stored
update public.executive_professionals set compensation = compensation;
update public.executive_opportunities set compensation = compensation;

comment on column public.executive_professionals.compensation_amount is
  'Derived from compensation (trigger derive_compensation_parts): the rate''s amount in compensation_currency per compensation_period.';
comment on column public.executive_professionals.compensation_equity_percent is
  'Derived from compensation: the share of equity offered, in percent (never money).';
comment on column public.executive_opportunities.compensation_amount is
  'Derived from compensation (trigger derive_compensation_parts): the rate''s amount in compensation_currency per compensation_period.';
comment on column public.executive_opportunities.compensation_equity_percent is
  'Derived from compensation: the share of equity offered, in percent (never money).';
