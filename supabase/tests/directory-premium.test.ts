// Directory premium (20261128002000_directory-premium-plans.sql, 20261128002100_directory-premium-documents.sql,
// 20261128002200_curated-directory-files.sql, 20261128002300_investor-display-name.sql) and the stored sample
// files (supabase/seed/50-directories.sql, supabase/seed/directory-files.mjs): who may buy a directory plan,
// what it unlocks through the API, that it ends with its period, that every seeded document and pitch deck is
// a real PDF in storage, and the name an investor listing without a firm is shown under.
import type { SupabaseClient } from '@supabase/supabase-js';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import {
  DIRECTORY_DOCUMENTS_BUCKET,
  DIRECTORY_PLAN_AUDIENCE,
  DIRECTORY_PREMIUM_MESSAGES,
  PITCH_DECK_BUCKET,
  directoryPaymentMethod,
} from '@donation-network/shared-rules';
import { must } from './support/marketplace-fixtures';
import { createTestClient, signInDemo, signUpUser, startTestBackend, type SignedUpUser, type TestBackend } from './support/test-backend';

const HEMOLINK = 'f0a1c2d3-0001-4a5b-8c6d-000000000001';
const MERIDIAN = 'a0b1c2d3-0001-4b5c-8d6e-000000000001';

let backend: TestBackend;
let anon: SupabaseClient;
let admin: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend();
  anon = createTestClient(backend);
  admin = (await signInDemo(backend, 'admin')).client;
  service = createClient(backend.url, backend.secretKey as string, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as never },
  });
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

const isPremium = async (member: SignedUpUser) => must(member.client.rpc('has_directory_premium', { user_id: member.user.id }));
const subscribe = (member: SignedUpUser, planId = 'directory-monthly') =>
  member.client.rpc('subscribe', { plan_id: planId, payment_method: directoryPaymentMethod(true) }).single();

/** What a member reads of the premium rows and files of the sample listings. */
async function premiumReads(client: SupabaseClient) {
  const founderDocuments = (await client.from('founder_documents').select('name').eq('founder_profile_id', HEMOLINK)).data ?? [];
  const investorDocuments =
    (await client.from('investor_verification_documents').select('name').eq('investor_profile_id', MERIDIAN)).data ?? [];
  const file = await client.storage.from(DIRECTORY_DOCUMENTS_BUCKET).download(`curated/${HEMOLINK}/business-plan.pdf`);
  return { founderDocuments: founderDocuments.length, investorDocuments: investorDocuments.length, file: file.error === null };
}

describe('directory plans', () => {
  it('are plans of the directory audience, sold beside the recipient plans', async () => {
    const plans = await must(
      anon.from('plans').select('id, audience, duration_days').eq('audience', DIRECTORY_PLAN_AUDIENCE).order('duration_days'),
    );
    expect(plans).toEqual([
      { id: 'directory-monthly', audience: 'directory', duration_days: 30 },
      { id: 'directory-annual', audience: 'directory', duration_days: 365 },
    ]);
  });

  it('founders and investors subscribe through subscribe(); other accounts get the rule file message', async () => {
    const founder = await signUpUser(backend, { user_type: 'founder' });
    expect(await isPremium(founder)).toBe(false);
    const subscription = await must(subscribe(founder));
    expect(subscription).toMatchObject({ plan_id: 'directory-monthly', status: 'active', payment_method: 'mock' });
    expect(await isPremium(founder)).toBe(true);
    // the payment is recorded like a recipient's, with the plan's price
    const payments = await must(founder.client.from('payments').select('amount, currency, method'));
    expect((payments ?? []).map((p) => [Number(p.amount), p.currency, p.method])).toEqual([[29, 'USD', 'mock']]);

    for (const user_type of ['recipient', 'donor', 'partner']) {
      const other = await signUpUser(backend, { user_type });
      expect((await subscribe(other)).error?.message).toBe(DIRECTORY_PREMIUM_MESSAGES.foundersAndInvestorsOnly);
      expect(await isPremium(other)).toBe(false);
    }
  });

  it('a directory plan buys no blood services, and a recipient plan no directory premium', async () => {
    const investor = await signUpUser(backend, { user_type: 'investor' });
    await must(subscribe(investor, 'directory-annual'));
    expect(await must(investor.client.rpc('has_active_subscription'))).toBe(false);
    expect(await must(investor.client.from('executive_professionals').select('id'))).toEqual([]);

    const recipient = await signUpUser(backend, { user_type: 'recipient' });
    await must(recipient.client.rpc('subscribe', { plan_id: 'basic', payment_method: 'mock' }));
    expect(await must(recipient.client.rpc('has_active_subscription'))).toBe(true);
    expect(await isPremium(recipient)).toBe(false);
  });

  it("has_directory_premium answers for the caller's own id; another id only to admins and the service role", async () => {
    const premium = await signUpUser(backend, { user_type: 'investor' });
    await must(subscribe(premium));
    const curious = await signUpUser(backend, { user_type: 'founder' });
    expect(await must(curious.client.rpc('has_directory_premium', { user_id: premium.user.id }))).toBe(false);
    expect(await must(anon.rpc('has_directory_premium', { user_id: premium.user.id }))).toBe(false);
    expect(await must(admin.rpc('has_directory_premium', { user_id: premium.user.id }))).toBe(true);
    expect(await must(service.rpc('has_directory_premium', { user_id: premium.user.id }))).toBe(true);
  });

  it("a payment provider's confirmation (the seam) starts directory premium too, for founders and investors only", async () => {
    const investor = await signUpUser(backend, { user_type: 'investor' });
    const confirm = (userId: string, reference: string) =>
      service.rpc('confirm_subscription_payment', {
        user_id: userId,
        plan_id: 'directory-annual',
        payment_method: 'card',
        payment_reference: reference,
      });
    expect((await confirm(investor.user.id, `PROV-${investor.user.id.slice(0, 8).toUpperCase()}`)).error).toBeNull();
    expect(await isPremium(investor)).toBe(true);
    // the browser cannot call the seam
    expect(
      (
        await investor.client.rpc('confirm_subscription_payment', {
          user_id: investor.user.id,
          plan_id: 'directory-annual',
          payment_method: 'card',
          payment_reference: 'PROV-ABCDEF12',
        })
      ).error,
    ).not.toBeNull();

    const recipient = await signUpUser(backend, { user_type: 'recipient' });
    expect((await confirm(recipient.user.id, `PROV-${recipient.user.id.slice(0, 8).toUpperCase()}`)).error?.message).toBe(
      DIRECTORY_PREMIUM_MESSAGES.foundersAndInvestorsOnly,
    );
  });
});

describe('premium documents through the API', () => {
  it('a signed-in member without premium reads team, portfolio and pitch decks but no documents, rows or files', async () => {
    const investor = await signUpUser(backend, { user_type: 'investor' });
    expect(await premiumReads(investor.client)).toEqual({ founderDocuments: 0, investorDocuments: 0, file: false });
    expect(
      (await must(investor.client.from('founder_team_members').select('id').eq('founder_profile_id', HEMOLINK)))?.length,
    ).toBeGreaterThan(0);
    expect(
      (await must(investor.client.from('investor_portfolio_companies').select('id').eq('investor_profile_id', MERIDIAN)))?.length,
    ).toBeGreaterThan(0);
    const deck = await investor.client.storage.from(PITCH_DECK_BUCKET).download(`curated/${HEMOLINK}/pitch-deck.pdf`);
    expect(deck.error).toBeNull();
    // embedding the documents in a profile read does not get around it either
    const embedded = await must(investor.client.from('founder_profiles').select('id, founder_documents(name)').eq('id', HEMOLINK).single());
    expect(embedded).toEqual({ id: HEMOLINK, founder_documents: [] });
    expect(await premiumReads(anon)).toEqual({ founderDocuments: 0, investorDocuments: 0, file: false });
  });

  it('a premium member reads them; the profile owner reads their own without premium', async () => {
    const premium = await signUpUser(backend, { user_type: 'founder' });
    await must(subscribe(premium));
    expect(await premiumReads(premium.client)).toEqual({ founderDocuments: 3, investorDocuments: 2, file: true });

    const demoFounder = await signInDemo(backend, 'founder');
    expect(await isPremium(demoFounder)).toBe(false);
    const own = await must(demoFounder.client.from('founder_documents').select('name, object_path'));
    expect(own).toEqual([{ name: 'Pitch Deck', object_path: `${demoFounder.user.id}/seed-pitch-deck-document.pdf` }]);
    expect((await demoFounder.client.storage.from(DIRECTORY_DOCUMENTS_BUCKET).download(own?.[0]?.object_path as string)).error).toBeNull();
  });

  it('premium ends with its period: an expired subscription no longer counts, and the documents close again', async () => {
    const investor = await signUpUser(backend, { user_type: 'investor' });
    const subscription = await must(subscribe(investor));
    expect(await premiumReads(investor.client)).toEqual({ founderDocuments: 3, investorDocuments: 2, file: true });

    // the period runs out (an admin's correction moves it into the past; time passing does the same)
    const ended = new Date(Date.now() - 60_000).toISOString();
    const started = new Date(Date.now() - 31 * 24 * 3600_000).toISOString();
    await must(
      admin
        .from('subscriptions')
        .update({ start_date: started, end_date: ended })
        .eq('id', (subscription as { id: string }).id)
        .select('id')
        .single(),
    );

    expect(await isPremium(investor)).toBe(false);
    expect(await must(admin.rpc('has_directory_premium', { user_id: investor.user.id }))).toBe(false);
    expect(await premiumReads(investor.client)).toEqual({ founderDocuments: 0, investorDocuments: 0, file: false });
    // nothing counts as current any more, so the dashboard shows the free plan
    expect(await must(investor.client.rpc('current_subscription').maybeSingle())).toBeNull();
    // a new period restores it
    await must(subscribe(investor));
    expect(await isPremium(investor)).toBe(true);
  });
});

describe('seeded documents and pitch decks are stored PDFs', () => {
  it('every seeded document and pitch deck resolves to a stored object with application/pdf content', async () => {
    const premium = await signUpUser(backend, { user_type: 'investor' });
    await must(subscribe(premium));
    const files: { bucket: string; path: string | null; url: string | null }[] = [
      ...((await must(service.from('founder_documents').select('url, object_path'))) ?? []).map((d) => ({
        bucket: DIRECTORY_DOCUMENTS_BUCKET,
        path: d.object_path as string | null,
        url: d.url as string | null,
      })),
      ...((await must(service.from('investor_verification_documents').select('url, object_path'))) ?? []).map((d) => ({
        bucket: DIRECTORY_DOCUMENTS_BUCKET,
        path: d.object_path as string | null,
        url: d.url as string | null,
      })),
      ...((await must(service.from('founder_profiles').select('pitch_deck_url, pitch_deck_path'))) ?? [])
        .filter((f) => f.pitch_deck_url !== null || f.pitch_deck_path !== null)
        .map((f) => ({ bucket: PITCH_DECK_BUCKET, path: f.pitch_deck_path as string | null, url: f.pitch_deck_url as string | null })),
    ];
    // the sample listings' and the demo accounts' decks and documents: every file the seed stores is in use
    const seeded = await must(service.rpc('seed_directory_files'));
    expect(files.length).toBe((seeded as unknown[]).length);
    expect(files.length).toBe(12);
    for (const file of files) {
      expect({ url: file.url, stored: typeof file.path === 'string' }).toEqual({ url: null, stored: true });
      // through the gateway, as the browser downloads it
      const response = await fetch(`${backend.url}/storage/v1/object/${file.bucket}/${file.path}`, {
        headers: {
          apikey: backend.anonKey,
          Authorization: `Bearer ${(await premium.client.auth.getSession()).data.session?.access_token}`,
        },
      });
      const body = Buffer.from(await response.arrayBuffer());
      expect([file.path, response.status, response.headers.get('content-type'), body.subarray(0, 5).toString('latin1')]).toEqual([
        file.path,
        200,
        'application/pdf',
        '%PDF-',
      ]);
      expect(body.subarray(-6).toString('latin1')).toBe('%%EOF\n');
    }
  });
});

describe('investor listings without a firm', () => {
  it('are named after their owner (or the curated name), so two individual investors never look the same', async () => {
    const investor = await signUpUser(backend, { user_type: 'investor', full_name: 'Priya Natarajan' });
    const row = {
      user_id: investor.user.id,
      firm_name: '',
      investor_type: 'Angel',
      investment_focus: ['Healthcare'],
      investment_stages: ['Seed'],
      location: 'London, UK',
    };
    // the investor form's save (upsert on user_id), with the firm name left blank
    await must(investor.client.from('investor_profiles').upsert(row, { onConflict: 'user_id' }).select('id').single());

    const page = (await must(anon.rpc('investor_directory_page', { location: 'London', page_size: 50 }))) as {
      items: { id: string; firm_name: string; display_name: string }[];
    };
    const firmless = page.items.filter((item) => item.firm_name.trim() === '');
    expect(firmless.map((item) => item.display_name).sort()).toEqual(['Priya Natarajan', 'Sarah Whitfield']);
    expect(new Set(firmless.map((item) => item.display_name)).size).toBe(firmless.length);

    // a name the client sends is not taken; the owner's new name follows; a firm name wins
    const named = await must(
      investor.client
        .from('investor_profiles')
        .update({ display_name: 'Top Investor' })
        .eq('user_id', investor.user.id)
        .select('display_name')
        .single(),
    );
    expect(named).toEqual({ display_name: 'Priya Natarajan' });
    await must(investor.client.from('profiles').update({ full_name: 'Priya N. Natarajan' }).eq('id', investor.user.id));
    const renamed = await must(investor.client.from('investor_profiles').select('display_name').eq('user_id', investor.user.id).single());
    expect(renamed).toEqual({ display_name: 'Priya N. Natarajan' });
    const firm = await must(
      investor.client
        .from('investor_profiles')
        .update({ firm_name: ' Natarajan Capital ' })
        .eq('user_id', investor.user.id)
        .select('display_name')
        .single(),
    );
    expect(firm).toEqual({ display_name: 'Natarajan Capital' });
  });
});
