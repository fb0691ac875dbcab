// The reference data the product cannot work without ships with the migrations, so a hosted
// project has it after `supabase db push`, which runs no seed files: a backend started with
// the migrations only (no supabase/seed/*.sql, demo mode off) has the plans, every managed
// page with its default content, the donation intervals and the currency rates, and none of
// the sample or demo rows. Runs on PGlite, and on PostgreSQL when one answers.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { PAGE_IDS } from '@donation-network/shared-rules';
import { must } from './support/marketplace-fixtures';
import { createTestClient, DEMO_PASSWORD, demoEmail, startTestBackend, type TestBackend } from './support/test-backend';

const MIGRATIONS = path.resolve(__dirname, '../migrations');

/** Each page's default title as the newest migration that sets it has it. */
function defaultTitlesFromMigrations(): Map<string, string> {
  const titles = new Map<string, string>();
  const statement =
    /update public\.page_content set\n {2}title = '((?:[^']|'')*)',[\s\S]*?\nwhere page_id = '([\w-]+)' and updated_by is null;/g;
  for (const name of readdirSync(MIGRATIONS).sort()) {
    for (const match of readFileSync(path.join(MIGRATIONS, name), 'utf8').matchAll(statement)) {
      titles.set(match[2], match[1].replace(/''/g, "'"));
    }
  }
  return titles;
}

const POSTGRES_SERVER = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether the PostgreSQL server accepts connections; asked once, synchronously, so jest can skip the block. */
function postgresAnswers(serverUrl: string): boolean {
  const { hostname, port } = new URL(serverUrl);
  const probe = `require('node:net').connect(${Number(port || 5432)}, ${JSON.stringify(hostname)})
    .on('connect', () => process.exit(0)).on('error', () => process.exit(1)).setTimeout(2000, () => process.exit(1));`;
  return spawnSync(process.execPath, ['-e', probe]).status === 0;
}

function referenceDataSuite(databaseServerUrl: string | null) {
  let backend: TestBackend;
  let anon: SupabaseClient;

  beforeAll(async () => {
    backend = await startTestBackend({ demoMode: false, seed: false, databaseServerUrl });
    anon = createTestClient(backend);
  }, 240_000);

  afterAll(async () => {
    await backend?.stop();
  });

  it('has the three recipient plans and the two directory premium plans with their durations and prices', async () => {
    const directory =
      (await must(anon.from('plans').select('id, duration_days, price, currency').eq('audience', 'directory').order('duration_days'))) ??
      [];
    expect(directory.map((plan) => [plan.id, plan.duration_days, Number(plan.price), plan.currency])).toEqual([
      ['directory-monthly', 30, 29, 'USD'],
      ['directory-annual', 365, 290, 'USD'],
    ]);
    const plans =
      (await must(
        anon.from('plans').select('id, name, duration_days, price, currency').eq('audience', 'recipient').order('duration_days'),
      )) ?? [];
    expect(plans).toEqual([
      { id: 'basic', name: 'Essential Plan', duration_days: 30, price: expect.anything(), currency: 'USD' },
      { id: 'premium', name: 'Premium Plan', duration_days: 90, price: expect.anything(), currency: 'USD' },
      { id: 'annual', name: 'Annual Plan', duration_days: 365, price: expect.anything(), currency: 'USD' },
    ]);
    // lite returns numeric as a string, PostgREST as a number
    expect(plans.map((plan) => Number(plan.price))).toEqual([15, 40, 120]);
  });

  it('has a row for every managed page, holding the default content the page-content migrations carry', async () => {
    const rows = (await must(anon.from('page_content').select('page_id, title, sections, updated_by').order('page_id'))) ?? [];
    expect(rows.map((row) => row.page_id)).toEqual([...PAGE_IDS].sort());
    const titles = defaultTitlesFromMigrations();
    expect([...titles.keys()].sort()).toEqual([...PAGE_IDS].sort());
    for (const row of rows) {
      expect([row.page_id, row.title, row.updated_by]).toEqual([row.page_id, titles.get(row.page_id), null]);
      expect([row.page_id, (row.sections as unknown[]).length > 0]).toEqual([row.page_id, true]);
    }
  });

  it('has the donation intervals and the currency rates the eligibility rule and prices use', async () => {
    const intervals = await must(anon.from('donation_intervals').select('country, sex, min_days').eq('country', 'GB').order('sex'));
    expect(intervals).toEqual([
      { country: 'GB', sex: 'female', min_days: 112 },
      { country: 'GB', sex: 'male', min_days: 84 },
    ]);
    const rates = (await must(anon.from('currency_rates').select('currency').order('currency'))) ?? [];
    expect(rates.map((rate) => rate.currency)).toEqual(expect.arrayContaining(['USD', 'GBP', 'EUR', 'INR']));
  });

  it('holds no sample or demo rows: those stay in the seed files', async () => {
    expect(await must(anon.from('founder_profiles').select('id'))).toEqual([]);
    expect(await must(anon.from('hospitals').select('id'))).toEqual([]);
    expect((await anon.rpc('demo_mode')).data).toBe(false);
    const demoSignIn = await createTestClient(backend).auth.signInWithPassword({ email: demoEmail('admin'), password: DEMO_PASSWORD });
    expect(demoSignIn.error?.code).toBe('invalid_credentials');
  });
}

describe('a database with only the migrations, on PGlite', () => {
  referenceDataSuite(null);
});

const postgresReachable = postgresAnswers(POSTGRES_SERVER);
if (!postgresReachable) {
  console.warn(`reference-data: PostgreSQL at ${new URL(POSTGRES_SERVER).host} does not answer; the PostgreSQL run is skipped`);
}
(postgresReachable ? describe : describe.skip)('a database with only the migrations, on PostgreSQL', () => {
  referenceDataSuite(POSTGRES_SERVER);
});
