-- Directory search at scale (100,000 listings answer a search quickly) and one credibility
-- figure (the directory sorts by the same score the dashboards show).
-- Tests: supabase/tests/directory-scale.test.ts; benchmark: npm run bench:directory.
--
-- 1. The stored credibility_score IS the computed score. founder_profiles.credibility_score and
--    investor_profiles.credibility_score are set by the database on every insert and update
--    (founder_credibility(new) / investor_credibility(new), the formula documented in
--    20261124000620_directory-network.sql); a value sent by a client, admins included, is
--    ignored. A founder's achievements and verification live in the row itself; an investor's
--    track record and history are rows of investor_portfolio_companies, whose changes refresh
--    the owning profile. Existing rows are backfilled below. The history part counts years up
--    to now(): public.refresh_directories() (service role; run it after the new year, e.g. with
--    pg_cron on hosted Supabase) rewrites the rows whose figure moved. After a bulk load,
--    public.analyze_directories() refreshes the planner statistics (PGlite has no autovacuum).
--    Cards, the directory sort, Featured, matches and Similar Investors therefore show one figure,
--    and sorting by score is a scan of the existing (credibility_score desc, id) indexes.
--
-- 2. The directory list: founder_directory_page() / investor_directory_page(), one request per
--    page (the card columns, the filters, sort by score then id, the page and its count).
--    Why a function rather than a PostgREST table read: under row-level security a filter whose
--    operator is not leakproof (ILIKE, ~~*) may not run before the policy's own condition
--    (not is_hidden ...), so PostgreSQL can neither use an index for it nor read the column's
--    statistics (measured on PostgreSQL 15: a trigram index ignored, an estimate of 16 rows for
--    12,665). These functions run as the owner and apply the same visibility the policies give
--    the caller (visible rows; also their own; admins everything), so the trigram indexes and the
--    statistics work. Text filters match case-insensitively and literally (%, _ and \ in the
--    user's text are escaped).
--    Count: exact up to 1,000 rows past the first row of the page, then "more than that"
--    ({"total": n, "more": true}): a keystroke never counts 100,000 rows.
--
-- 3. pg_trgm: GIN trigram indexes for the text filters (founders: company_name, industry,
--    location; investors: firm_name, investor_type, location), without GIN's pending list
--    (fastupdate off): PGlite runs no autovacuum to merge it, and a search would scan it in full
--    (a location search at 100,000 rows spent 8 of its 15 ms there). The extension goes into schema
--    `extensions` where that exists (hosted Supabase), else into public (PGlite, plain
--    PostgreSQL 15 with contrib); the operator class is referenced through that schema.
--    PGlite needs patches/@supabase+lite+0.10.0.patch (lite loads pg_trgm).

-- ---------------------------------------------------------------------------
-- pg_trgm and the indexes
do $$
declare
  trgm_schema text;
begin
  if exists (select 1 from pg_namespace where nspname = 'extensions') then
    create extension if not exists pg_trgm with schema extensions;
  else
    create extension if not exists pg_trgm;
  end if;
  select n.nspname into trgm_schema
  from pg_extension e join pg_namespace n on n.oid = e.extnamespace
  where e.extname = 'pg_trgm';
  execute format('create index founder_profiles_company_name_trgm_idx on public.founder_profiles using gin (company_name %I.gin_trgm_ops) with (fastupdate = off)', trgm_schema);
  execute format('create index founder_profiles_industry_trgm_idx on public.founder_profiles using gin (industry %I.gin_trgm_ops) with (fastupdate = off)', trgm_schema);
  execute format('create index founder_profiles_location_trgm_idx on public.founder_profiles using gin (location %I.gin_trgm_ops) with (fastupdate = off)', trgm_schema);
  execute format('create index investor_profiles_firm_name_trgm_idx on public.investor_profiles using gin (firm_name %I.gin_trgm_ops) with (fastupdate = off)', trgm_schema);
  execute format('create index investor_profiles_investor_type_trgm_idx on public.investor_profiles using gin (investor_type %I.gin_trgm_ops) with (fastupdate = off)', trgm_schema);
  execute format('create index investor_profiles_location_trgm_idx on public.investor_profiles using gin (location %I.gin_trgm_ops) with (fastupdate = off)', trgm_schema);
end $$;

-- The sort indexes (credibility_score desc, id), also per verification status, industry, funding
-- stage and investor type, exist since 20261122001000 / 20261122004000.

-- ---------------------------------------------------------------------------
-- The stored score is the computed score
create function public.set_founder_credibility()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- founder_credibility cannot measure a non-array; the table's check constraint refuses that row next
  if jsonb_typeof(new.achievements) is distinct from 'array' then
    new.credibility_score := 0;
    return new;
  end if;
  new.credibility_score := public.founder_credibility(new);
  return new;
end;
$$;

create function public.set_investor_credibility()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.credibility_score := public.investor_credibility(new);
  return new;
end;
$$;

-- Named to fire after guard_*_profile_write (BEFORE triggers fire in name order).
create trigger set_credibility_score
  before insert or update on public.founder_profiles
  for each row execute function public.set_founder_credibility();

create trigger set_credibility_score
  before insert or update on public.investor_profiles
  for each row execute function public.set_investor_credibility();

-- A portfolio change (exits count as track record, companies as history) refreshes its profile.
create function public.refresh_investor_credibility_from_portfolio()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.investor_profiles i
  set credibility_score = public.investor_credibility(i)
  where i.id in (
    case when tg_op <> 'DELETE' then new.investor_profile_id end,
    case when tg_op <> 'INSERT' then old.investor_profile_id end
  );
  return null;
end;
$$;

create trigger refresh_investor_credibility
  after insert or delete or update of investor_profile_id, exit_status on public.investor_portfolio_companies
  for each row execute function public.refresh_investor_credibility_from_portfolio();

-- Backfill (the trigger recomputes every row).
update public.founder_profiles set credibility_score = credibility_score;
update public.investor_profiles set credibility_score = credibility_score;

-- Rows whose figure moved since it was stored (the history part counts years up to now()).
-- A full pass over both tables: on PGlite at 100,000 rows it takes longer than the gateway's
-- probe allows, so run it where that does not matter (PostgreSQL, or a maintenance window).
create function public.refresh_directories()
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  founders integer;
  investors integer;
begin
  update public.founder_profiles f set credibility_score = public.founder_credibility(f)
  where f.credibility_score <> public.founder_credibility(f);
  get diagnostics founders = row_count;
  update public.investor_profiles i set credibility_score = public.investor_credibility(i)
  where i.credibility_score <> public.investor_credibility(i);
  get diagnostics investors = row_count;
  return jsonb_build_object('founders', founders, 'investors', investors);
end;
$$;

-- Fresh planner statistics for the directory tables after a bulk load: PGlite runs no
-- autovacuum, and the page functions' plans (trigram index or score order) depend on them.
create function public.analyze_directories()
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  analyze public.founder_profiles;
  analyze public.investor_profiles;
end;
$$;

comment on column public.founder_profiles.credibility_score is
  'The computed credibility score (public.founder_credibility), set by the database on every write.';
comment on column public.investor_profiles.credibility_score is
  'The computed credibility score (public.investor_credibility), set by the database on every write.';

-- ---------------------------------------------------------------------------
-- Directory pages

-- '%text%' matching the text literally (ILIKE's wildcards and escape character escaped); null for blank text.
-- A search longer than any stored name cannot match, and a huge pattern costs every row a long
-- comparison: refused (the directory fields are at most 200 characters).
create function public.directory_contains_pattern(text_value text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if char_length(btrim(text_value)) > 200 then
    raise exception 'Search for at most 200 characters' using errcode = '22023';
  end if;
  return case when coalesce(btrim(text_value), '') = '' then null
    else '%' || replace(replace(replace(btrim(text_value), '\', '\\'), '%', '\%'), '_', '\_') || '%' end;
end;
$$;

-- The visibility the select policies give the caller: visible rows, the caller's own, all for admins.
create function public.directory_visibility_clause()
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
begin
  if uid is not null and public.is_admin() then
    return 'true';
  end if;
  if uid is null then
    return 'not p.is_hidden';
  end if;
  return format('(not p.is_hidden or p.user_id = %L::uuid)', uid);
end;
$$;

-- One page of a directory: the rows as JSON objects of `columns`, ordered by score then id, and
-- the count (exact up to first row + 1,000; then more = true). Filters are built from the
-- non-blank arguments only, so each request is planned for its own filters and values.
create function public.directory_page(
  table_name text,
  columns text,
  conditions text[],
  args text[],
  page integer,
  page_size integer,
  explain text default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  where_clause text := array_to_string(array_prepend(public.directory_visibility_clause(), conditions), ' and ');
  first_row integer;
  count_limit integer;
  counted integer;
  items jsonb;
  page_sql text;
  count_sql text;
  line text;
  page_plan text[] := '{}';
  seqscan text := current_setting('enable_seqscan');
  text_filtered boolean := exists (select 1 from unnest(conditions) as c where c like '%ilike%');
  count_plan text[] := '{}';
begin
  if page is null or page < 1 or page > 10000 then
    raise exception 'Ask for a page from 1 to 10000' using errcode = '22023';
  end if;
  if page_size is null or page_size < 1 or page_size > 50 then
    raise exception 'Ask for 1 to 50 profiles per page' using errcode = '22023';
  end if;
  first_row := (page - 1) * page_size;
  count_limit := first_row + 1000;
  page_sql := format('select %s from public.%I p where %s order by p.credibility_score desc, p.id limit %s offset %s',
    columns, table_name, where_clause, page_size, first_row);
  count_sql := format('select count(*) from (select 1 from public.%I p where %s limit %s) c', table_name, where_clause, count_limit + 1);
  if explain is not null then
    -- the service role's EXPLAIN ANALYZE of both queries (read-only) (tests, npm run bench:directory); 'without_seqscan'
    -- shows which index the planner can use on a table too small to prefer it
    if explain = 'without_seqscan' then
      perform set_config('enable_seqscan', 'off', true);
    end if;
    for line in execute 'explain (analyze, costs off) ' || page_sql using args loop
      page_plan := page_plan || line;
    end loop;
    if text_filtered then
      perform set_config('enable_seqscan', 'off', true);
    end if;
    for line in execute 'explain (analyze, costs off) ' || count_sql using args loop
      count_plan := count_plan || line;
    end loop;
    return jsonb_build_object('page', array_to_string(page_plan, E'\n'), 'count', array_to_string(count_plan, E'\n'));
  end if;
  execute format(
    'select coalesce(jsonb_agg(to_jsonb(r) order by r.credibility_score desc, r.id), ''[]''::jsonb) from (%s) r', page_sql)
    into items using args;
  -- Under LIMIT the planner prefers a sequential scan that stops after enough matches; for a
  -- location in 4% of 100,000 rows that reads ~25,000 rows (27 ms on PGlite) where the trigram
  -- index finds them in ~5 ms. A count with a text filter prefers indexes (one no index serves
  -- still scans); without one the stopping scan is right (an index would collect every row first).
  if text_filtered then
    perform set_config('enable_seqscan', 'off', true);
  end if;
  execute count_sql into counted using args;
  perform set_config('enable_seqscan', seqscan, true);
  return jsonb_build_object('items', items, 'total', least(counted, count_limit), 'more', counted > count_limit);
end;
$$;

create function public.founder_directory_page(
  search text default '',
  location text default '',
  industry text default '',
  funding_stage text default '',
  verification_status text default '',
  page integer default 1,
  page_size integer default 12,
  -- 'plan' or 'without_seqscan': the query plans instead of the page (service role only)
  explain text default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  conditions text[] := '{}';
  args text[] := array[
    public.directory_contains_pattern(search),
    public.directory_contains_pattern(location),
    nullif(industry, ''),
    nullif(funding_stage, ''),
    nullif(verification_status, '')
  ];
begin
  if explain is not null and not public.request_is_trusted() then
    raise exception 'Only the service role can read query plans' using errcode = '42501';
  end if;
  if args[1] is not null then conditions := array_append(conditions, '(p.company_name ilike $1[1] or p.industry ilike $1[1])'); end if;
  if args[2] is not null then conditions := array_append(conditions, 'p.location ilike $1[2]'); end if;
  if args[3] is not null then conditions := array_append(conditions, 'p.industry = $1[3]'); end if;
  if args[4] is not null then conditions := array_append(conditions, 'p.funding_stage = $1[4]'); end if;
  if args[5] is not null then conditions := array_append(conditions, 'p.verification_status = $1[5]'); end if;
  return public.directory_page(
    'founder_profiles',
    'p.id, p.company_name, p.industry, p.funding_stage, p.location, p.team_size, p.company_description, p.looking_for, p.verification_status, p.credibility_score',
    conditions, args, page, page_size, explain);
end;
$$;

create function public.investor_directory_page(
  search text default '',
  location text default '',
  investor_type text default '',
  investment_focus text default '',
  verification_status text default '',
  page integer default 1,
  page_size integer default 12,
  -- 'plan' or 'without_seqscan': the query plans instead of the page (service role only)
  explain text default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  conditions text[] := '{}';
  args text[] := array[
    public.directory_contains_pattern(search),
    public.directory_contains_pattern(location),
    nullif(investor_type, ''),
    nullif(investment_focus, ''),
    nullif(verification_status, '')
  ];
begin
  if explain is not null and not public.request_is_trusted() then
    raise exception 'Only the service role can read query plans' using errcode = '42501';
  end if;
  if args[1] is not null then conditions := array_append(conditions, '(p.firm_name ilike $1[1] or p.investor_type ilike $1[1])'); end if;
  if args[2] is not null then conditions := array_append(conditions, 'p.location ilike $1[2]'); end if;
  if args[3] is not null then conditions := array_append(conditions, 'p.investor_type = $1[3]'); end if;
  if args[4] is not null then conditions := array_append(conditions, 'p.investment_focus @> array[$1[4]]'); end if;
  if args[5] is not null then conditions := array_append(conditions, 'p.verification_status = $1[5]'); end if;
  return public.directory_page(
    'investor_profiles',
    'p.id, p.firm_name, p.investor_type, p.investment_focus, p.investment_stages, p.typical_check_size, p.total_assets_under_management, p.location, p.verification_status, p.credibility_score',
    conditions, args, page, page_size, explain);
end;
$$;

-- ---------------------------------------------------------------------------
-- Function privileges
revoke all on function public.set_founder_credibility() from public;
revoke all on function public.set_investor_credibility() from public;
revoke all on function public.refresh_investor_credibility_from_portfolio() from public;
revoke all on function public.refresh_directories() from public;
revoke all on function public.analyze_directories() from public;
revoke all on function public.directory_contains_pattern(text) from public;
revoke all on function public.directory_visibility_clause() from public;
revoke all on function public.directory_page(text, text, text[], text[], integer, integer, text) from public;
revoke all on function public.founder_directory_page(text, text, text, text, text, integer, integer, text) from public;
revoke all on function public.investor_directory_page(text, text, text, text, text, integer, integer, text) from public;

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon')
     and exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on function public.directory_visibility_clause() from anon, authenticated;
    revoke all on function public.directory_page(text, text, text[], text[], integer, integer, text) from anon, authenticated;
    revoke all on function public.refresh_directories() from anon, authenticated;
    revoke all on function public.analyze_directories() from anon, authenticated;
    grant execute on function public.founder_directory_page(text, text, text, text, text, integer, integer, text) to anon, authenticated;
    grant execute on function public.investor_directory_page(text, text, text, text, text, integer, integer, text) to anon, authenticated;
  end if;
  if exists (select 1 from pg_roles where rolname = 'service_role') then
    grant execute on function public.refresh_directories() to service_role;
    grant execute on function public.analyze_directories() to service_role;
    grant execute on function public.founder_directory_page(text, text, text, text, text, integer, integer, text) to service_role;
    grant execute on function public.investor_directory_page(text, text, text, text, text, integer, integer, text) to service_role;
  end if;
end $$;
