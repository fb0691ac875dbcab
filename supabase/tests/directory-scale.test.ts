// Directory search at scale (20261124000700): the stored credibility score is the computed one
// (clients cannot set it; it follows achievements, verification and the portfolio), the page
// functions (filters, sort, visibility, the capped count) and the trigram indexes the planner
// can use for the text filters. Timings are in npm run bench:directory, not here.
import type { SupabaseClient } from '@supabase/supabase-js';
import { DIRECTORY_SEARCH_MAX, DIRECTORY_SEARCH_TOO_LONG, credibilityScore, directorySearchError } from '@donation-network/shared-rules';
import { createTestClient, signInDemo, signUpUser, startTestBackend, type SignedUpUser, type TestBackend } from './support/test-backend';

let backend: TestBackend;
let anon: SupabaseClient;
let admin: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend();
  anon = createTestClient(backend);
  admin = (await signInDemo(backend, 'admin')).client;
  service = createTestClient({ ...backend, anonKey: backend.secretKey ?? '' });
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

async function must<T>(query: PromiseLike<{ data: T; error: { message: string } | null }>): Promise<T> {
  const { data, error } = await query;
  if (error) throw new Error(error.message);
  return data;
}

interface Member extends SignedUpUser {
  profileId: string;
}

async function founder(fields: Record<string, unknown> = {}): Promise<Member> {
  const user = await signUpUser(backend, { user_type: 'founder' });
  const row = await must(
    user.client
      .from('founder_profiles')
      .insert({
        user_id: user.user.id,
        company_name: `Scale Co ${user.user.id.slice(0, 8)}`,
        industry: 'Healthcare',
        funding_stage: 'Seed',
        location: 'Lisbon',
        ...fields,
      })
      .select('id')
      .single(),
  );
  return { ...user, profileId: (row as { id: string }).id };
}

const storedScore = async (table: 'founder_profiles' | 'investor_profiles', id: string) =>
  ((await must(admin.from(table).select('credibility_score').eq('id', id).single())) as { credibility_score: number }).credibility_score;

describe('the stored credibility score is the computed score', () => {
  it('a founder cannot set it, and it follows achievements and verification', async () => {
    const f = await founder({ credibility_score: 99 });
    // 40% completion: round(40 x 0.3) = 12, unverified, no achievements, no founding year
    expect(await storedScore('founder_profiles', f.profileId)).toBe(12);
    expect(credibilityScore({ verificationStatus: 'unverified', completion: 40, achievements: 0, history: 0 })).toBe(12);

    await must(
      f.client
        .from('founder_profiles')
        .update({ credibility_score: 100, achievements: [{ title: 'Pilot' }, { title: 'Award' }] })
        .eq('id', f.profileId),
    );
    // + 2 achievements x 5; the client's 100 is ignored
    expect(await storedScore('founder_profiles', f.profileId)).toBe(22);

    await must(admin.rpc('set_directory_verification', { directory: 'founder', profile_id: f.profileId, status: 'verified' }));
    expect(await storedScore('founder_profiles', f.profileId)).toBe(62);
    expect(await must(anon.rpc('founder_credibility_score', { profile_id: f.profileId }))).toBe(62);
  });

  it('an admin cannot set it either', async () => {
    const f = await founder();
    const row = await must(
      admin.from('founder_profiles').update({ credibility_score: 88 }).eq('id', f.profileId).select('credibility_score').single(),
    );
    expect(row).toEqual({ credibility_score: 12 });
  });

  it("an investor's score follows the portfolio (companies and exits)", async () => {
    const user = await signUpUser(backend, { user_type: 'investor' });
    const created = await must(
      user.client
        .from('investor_profiles')
        .insert({
          user_id: user.user.id,
          investor_type: 'Angel',
          investment_focus: ['Healthcare'],
          investment_stages: ['Seed'],
          location: 'Lisbon',
          credibility_score: 77,
        })
        .select('id, credibility_score')
        .single(),
    );
    const id = (created as { id: string }).id;
    expect(created).toMatchObject({ credibility_score: 12 });
    await must(
      user.client.from('investor_portfolio_companies').insert([
        { investor_profile_id: id, company: 'Exit Co', exit_status: 'Acquired' },
        { investor_profile_id: id, company: 'Live Co' },
      ]),
    );
    // 12 + 1 exit x 5 + 2 companies x 3
    expect(await storedScore('investor_profiles', id)).toBe(23);
    await must(user.client.from('investor_portfolio_companies').update({ exit_status: 'IPO' }).eq('company', 'Live Co'));
    expect(await storedScore('investor_profiles', id)).toBe(28);
    await must(user.client.from('investor_portfolio_companies').delete().eq('investor_profile_id', id));
    expect(await storedScore('investor_profiles', id)).toBe(12);
  });

  it('cards, sort and Featured show one figure', async () => {
    const featured = (await must(anon.rpc('featured_founders', { max_rows: 50 }))) as { id: string; credibility_score: number }[];
    expect(featured.length).toBeGreaterThan(0);
    const cards = (await must(
      anon
        .from('founder_profiles')
        .select('id, credibility_score')
        .in(
          'id',
          featured.map((r) => r.id),
        ),
    )) as {
      id: string;
      credibility_score: number;
    }[];
    const stored = new Map(cards.map((r) => [r.id, r.credibility_score]));
    for (const row of featured) expect(stored.get(row.id)).toBe(row.credibility_score);
    // refresh_directories finds nothing to rewrite: every stored score is up to date
    expect(await must(service.rpc('refresh_directories'))).toEqual({ founders: 0, investors: 0 });
  });
});

interface Page {
  items: { id: string; credibility_score: number; company_name?: string }[];
  total: number;
  more: boolean;
}

describe('the directory page functions', () => {
  const founders = async (args: Record<string, unknown>, client: SupabaseClient = anon) =>
    (await must(client.rpc('founder_directory_page', args))) as Page;

  it('filters, sorts by score then id, and counts exactly', async () => {
    const tag = `Zq${Date.now().toString(36)}`;
    for (const achievements of [[], [{ title: 'a' }], [{ title: 'a' }, { title: 'b' }]]) {
      await founder({ company_name: `${tag} Labs`, location: `${tag} City, Portugal`, achievements });
    }
    const page = await founders({ location: tag.toUpperCase(), page_size: 2 });
    expect(page.total).toBe(3);
    expect(page.more).toBe(false);
    expect(page.items.map((r) => r.credibility_score)).toEqual([22, 17]);
    const second = await founders({ location: tag, page: 2, page_size: 2 });
    expect(second.items.map((r) => r.credibility_score)).toEqual([12]);
    expect(second.total).toBe(3);
    // search: company name (or industry), case-insensitive; wildcards in the text are literal
    expect((await founders({ search: tag.toLowerCase() })).total).toBe(3);
    expect((await founders({ search: `${tag}%` })).total).toBe(0);
    expect((await founders({ location: tag, verification_status: 'verified' })).total).toBe(0);
  });

  it('hidden profiles only for their owner and admins, as the table policies', async () => {
    const tag = `Hd${Date.now().toString(36)}`;
    const owner = await founder({ location: `${tag} Town` });
    await must(admin.rpc('set_directory_profile_hidden', { directory: 'founder', profile_id: owner.profileId, hidden: true }));
    expect((await founders({ location: tag })).total).toBe(0);
    expect((await founders({ location: tag }, owner.client)).total).toBe(1);
    expect((await founders({ location: tag }, admin)).total).toBe(1);
  });

  it('the count stops 1,000 rows past the page and says more', async () => {
    // the demo data holds fewer than 1,000 founders: exact, no more
    const all = await founders({});
    expect(all.more).toBe(false);
    expect(all.total).toBeLessThan(1000);
    const investors = (await must(anon.rpc('investor_directory_page', { investment_focus: 'Healthcare' }))) as Page;
    expect(investors.total).toBeGreaterThan(0);
    expect(investors.more).toBe(false);
  });

  it('bad pages are refused with a message', async () => {
    await expect(must(anon.rpc('founder_directory_page', { page: 0 }))).rejects.toThrow('Ask for a page from 1 to 10000');
    await expect(must(anon.rpc('founder_directory_page', { page_size: 500 }))).rejects.toThrow('Ask for 1 to 50 profiles per page');
  });

  it('a search or location longer than any stored field is refused, not scanned', async () => {
    const huge = 'x'.repeat(100_000);
    await expect(must(anon.rpc('founder_directory_page', { search: huge }))).rejects.toThrow(DIRECTORY_SEARCH_TOO_LONG);
    await expect(must(anon.rpc('investor_directory_page', { location: huge }))).rejects.toThrow(DIRECTORY_SEARCH_TOO_LONG);
    await expect(must(anon.rpc('founder_directory_page', { search: 'y'.repeat(DIRECTORY_SEARCH_MAX + 1) }))).rejects.toThrow(
      DIRECTORY_SEARCH_TOO_LONG,
    );
    expect(directorySearchError(huge)).toBe(DIRECTORY_SEARCH_TOO_LONG);
    expect(directorySearchError('y'.repeat(DIRECTORY_SEARCH_MAX + 1))).toBe(DIRECTORY_SEARCH_TOO_LONG);
    // the limit itself is still a search (it matches nothing here), and so is a padded one
    const page = (await must(anon.rpc('founder_directory_page', { search: 'y'.repeat(DIRECTORY_SEARCH_MAX) }))) as { items: unknown[] };
    expect(page.items).toEqual([]);
    expect(directorySearchError('y'.repeat(DIRECTORY_SEARCH_MAX))).toBeNull();
    const padded = ` ${'y'.repeat(DIRECTORY_SEARCH_MAX)} `;
    await expect(must(anon.rpc('founder_directory_page', { search: padded }))).resolves.toBeTruthy();
    expect(directorySearchError(padded)).toBeNull();
  });
});

describe('the planner can use the indexes', () => {
  const plan = async (fn: string, args: Record<string, unknown>) =>
    (await must(service.rpc(fn, { ...args, explain: 'without_seqscan' }))) as { page: string; count: string };

  it('only the service role reads plans and refreshes statistics or scores', async () => {
    await expect(must(anon.rpc('founder_directory_page', { explain: 'plan' }))).rejects.toThrow(
      'Only the service role can read query plans',
    );
    expect((await admin.rpc('analyze_directories')).error).not.toBeNull();
    expect((await admin.rpc('refresh_directories')).error).not.toBeNull();
    expect((await service.rpc('analyze_directories')).error).toBeNull();
  });

  it.each([
    ['founder_directory_page', { location: 'london' }, 'founder_profiles_location_trgm_idx'],
    ['founder_directory_page', { search: 'health' }, 'founder_profiles_company_name_trgm_idx'],
    ['investor_directory_page', { location: 'nairobi' }, 'investor_profiles_location_trgm_idx'],
    ['investor_directory_page', { search: 'meridian' }, 'investor_profiles_firm_name_trgm_idx'],
  ])('%s %j counts through %s', async (fn, args, index) => {
    const { count } = await plan(fn, args);
    expect(count).toContain(index);
    expect(count).not.toMatch(/Seq Scan/);
  });

  it('the unfiltered page reads the score index in order (no sort of the table)', async () => {
    const { page } = await plan('founder_directory_page', {});
    expect(page).toMatch(/Index Scan using founder_profiles_score_idx/);
    expect(page).not.toMatch(/Sort/);
  });
});
