// Directory profiles and their files (migration 20261124000600_directory-storage.sql): the
// private pitch-decks and directory-documents buckets and their policies, the founder's
// profile saved by upsert with an uploaded pitch deck, uploaded founder documents, and the
// readable guards of founder_profiles and investor_profiles. Messages and limits are
// shared-rules' own (founder-profile.ts, investor-profile.ts, directory-profiles.ts), so client
// and database are checked together.
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  DIRECTORY_DOCUMENTS_BUCKET,
  FOUNDER_MESSAGES,
  INVESTOR_MESSAGES,
  PITCH_DECK_BUCKET,
  PITCH_DECK_MAX_BYTES,
  DIRECTORY_FILE_MESSAGES,
  directoryDocumentFileError,
  directoryDocumentNameError,
  founderProfileError,
  investorProfileError,
  pitchDeckFileError,
  pitchDeckPath,
} from '@donation-network/shared-rules';
import { must } from './support/marketplace-fixtures';
import { createTestClient, signInDemo, signUpUser, startTestBackend, type SignedUpUser, type TestBackend } from './support/test-backend';

let backend: TestBackend;
let admin: SupabaseClient;
let investor: SignedUpUser;
let premiumInvestor: SignedUpUser;

beforeAll(async () => {
  backend = await startTestBackend();
  admin = (await signInDemo(backend, 'admin')).client;
  investor = await signUpUser(backend, { user_type: 'investor', full_name: 'Ivy Investor' });
  premiumInvestor = await signUpUser(backend, { user_type: 'investor', full_name: 'Pia Premium' });
  await must(premiumInvestor.client.rpc('subscribe', { plan_id: 'directory-monthly', payment_method: 'mock' }));
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

const PDF = Buffer.from('%PDF-1.4\n% pitch deck\n');
const PNG = Buffer.from('89504e470d0a1a0a', 'hex');

const upload = (client: SupabaseClient, bucket: string, path: string, body: Buffer = PDF, contentType = 'application/pdf') =>
  client.storage.from(bucket).upload(path, body, { contentType, upsert: false });

const founderRow = (overrides: Record<string, unknown> = {}) => ({
  company_name: 'Pulse Diagnostics',
  industry: 'Healthcare',
  funding_stage: 'Seed',
  location: 'Nairobi, Kenya',
  founded_year: 2022,
  team_size: 6,
  company_description: 'Rapid blood typing at the point of care.',
  looking_for: 'Seed funding',
  website: 'https://pulse.example.com',
  linkedin_url: null,
  social_urls: { twitter: 'https://twitter.com/pulse' },
  ...overrides,
});

/** The form's save: insert the founder's row or update it (upsert on user_id). */
const saveFounder = (founder: SignedUpUser, row: Record<string, unknown>) =>
  founder.client
    .from('founder_profiles')
    .upsert({ user_id: founder.user.id, ...row }, { onConflict: 'user_id' })
    .select('id, company_name, company_description, pitch_deck_path')
    .single();

describe('storage buckets', () => {
  it('pitch-decks: the owner writes in their own folder, admins anywhere, signed-in users read, anon nothing', async () => {
    const founder = await signUpUser(backend, { user_type: 'founder' });
    const stranger = await signUpUser(backend, { user_type: 'founder' });
    const path = pitchDeckPath(founder.user.id);
    expect((await upload(founder.client, PITCH_DECK_BUCKET, path)).error).toBeNull();

    // another user cannot plant a file in the founder's folder nor delete the founder's file
    expect((await upload(stranger.client, PITCH_DECK_BUCKET, `${founder.user.id}/planted.pdf`)).error).not.toBeNull();
    await stranger.client.storage.from(PITCH_DECK_BUCKET).remove([path]);

    // any signed-in user reads it (the profile page links to it); anon does not
    const read = await investor.client.storage.from(PITCH_DECK_BUCKET).download(path);
    expect(read.error).toBeNull();
    expect(Buffer.from(await read.data!.arrayBuffer()).equals(PDF)).toBe(true);
    expect(read.data!.type).toBe('application/pdf');
    expect((await createTestClient(backend).storage.from(PITCH_DECK_BUCKET).download(path)).data).toBeNull();
    expect((await upload(createTestClient(backend), PITCH_DECK_BUCKET, `${founder.user.id}/anon.pdf`)).error).not.toBeNull();

    // admins write in any folder and delete any file
    const adminPath = `${founder.user.id}/pitch-deck-by-admin.pdf`;
    expect((await upload(admin, PITCH_DECK_BUCKET, adminPath)).error).toBeNull();
    await must(admin.storage.from(PITCH_DECK_BUCKET).remove([adminPath]));
    expect((await investor.client.storage.from(PITCH_DECK_BUCKET).download(adminPath)).data).toBeNull();

    // the owner deletes their own
    await must(founder.client.storage.from(PITCH_DECK_BUCKET).remove([path]));
    expect((await investor.client.storage.from(PITCH_DECK_BUCKET).download(path)).data).toBeNull();
  });

  it('pitch-decks refuses anything but a PDF and files over 10 MB, as the client rule does', async () => {
    const founder = await signUpUser(backend, { user_type: 'founder' });
    const folder = founder.user.id;
    expect((await upload(founder.client, PITCH_DECK_BUCKET, `${folder}/deck.png`, PNG, 'image/png')).error).not.toBeNull();
    expect(pitchDeckFileError({ type: 'image/png', size: PNG.length })).toBe(DIRECTORY_FILE_MESSAGES.pitchDeckType);

    const big = Buffer.alloc(PITCH_DECK_MAX_BYTES + 1, 0x20);
    expect((await upload(founder.client, PITCH_DECK_BUCKET, `${folder}/big.pdf`, big)).error).not.toBeNull();
    expect(pitchDeckFileError({ type: 'application/pdf', size: big.length })).toBe(DIRECTORY_FILE_MESSAGES.pitchDeckSize);

    const limit = Buffer.concat([PDF, Buffer.alloc(PITCH_DECK_MAX_BYTES - PDF.length, 0x20)]);
    expect((await upload(founder.client, PITCH_DECK_BUCKET, `${folder}/limit.pdf`, limit)).error).toBeNull();
    expect(pitchDeckFileError({ type: 'application/pdf', size: limit.length })).toBeNull();
  });

  it('directory-documents takes PDF, JPEG and PNG from the owner, not other types or other folders', async () => {
    const founder = await signUpUser(backend, { user_type: 'founder' });
    const folder = founder.user.id;
    expect((await upload(founder.client, DIRECTORY_DOCUMENTS_BUCKET, `${folder}/logo.png`, PNG, 'image/png')).error).toBeNull();
    expect((await upload(founder.client, DIRECTORY_DOCUMENTS_BUCKET, `${folder}/notes.txt`, PDF, 'text/plain')).error).not.toBeNull();
    expect(directoryDocumentFileError({ type: 'text/plain', size: 3 })).toBe(DIRECTORY_FILE_MESSAGES.documentType);
    expect(directoryDocumentFileError({ type: 'image/png', size: 3 })).toBeNull();
    expect((await upload(investor.client, DIRECTORY_DOCUMENTS_BUCKET, `${folder}/planted.pdf`)).error).not.toBeNull();
    // the owner and directory premium members read it (directory-premium.test.ts: the others do not)
    expect((await founder.client.storage.from(DIRECTORY_DOCUMENTS_BUCKET).download(`${folder}/logo.png`)).error).toBeNull();
    expect((await premiumInvestor.client.storage.from(DIRECTORY_DOCUMENTS_BUCKET).download(`${folder}/logo.png`)).error).toBeNull();
    expect((await createTestClient(backend).storage.from(DIRECTORY_DOCUMENTS_BUCKET).download(`${folder}/logo.png`)).data).toBeNull();
  });
});

describe('the founder profile form', () => {
  it('creates the row on the first save and updates it afterwards, with the uploaded pitch deck', async () => {
    const founder = await signUpUser(backend, { user_type: 'founder' });
    const created = (await must(saveFounder(founder, founderRow()))) as { id: string };
    const path = pitchDeckPath(founder.user.id);
    await must(upload(founder.client, PITCH_DECK_BUCKET, path));
    const updated = (await must(
      saveFounder(founder, founderRow({ company_description: 'Now in 12 clinics.', pitch_deck_path: path })),
    )) as Record<string, unknown>;
    expect(updated).toMatchObject({ id: created.id, company_description: 'Now in 12 clinics.', pitch_deck_path: path });

    // visitors read the profile; the signed-in investor reads the deck it points at
    const visitor = await must(
      createTestClient(backend).from('founder_profiles').select('company_description').eq('id', created.id).single(),
    );
    expect(visitor).toEqual({ company_description: 'Now in 12 clinics.' });
    expect((await investor.client.storage.from(PITCH_DECK_BUCKET).download(path)).error).toBeNull();
  });

  it('refuses a pitch deck that was not uploaded or lies in another folder', async () => {
    const founder = await signUpUser(backend, { user_type: 'founder' });
    const other = await signUpUser(backend, { user_type: 'founder' });
    await must(saveFounder(founder, founderRow()));
    const missing = await saveFounder(founder, founderRow({ pitch_deck_path: `${founder.user.id}/pitch-deck-1.pdf` }));
    expect(missing.error?.message).toBe('Upload the pitch deck before saving it');
    const theirs = pitchDeckPath(other.user.id);
    await must(upload(other.client, PITCH_DECK_BUCKET, theirs));
    const foreign = await saveFounder(founder, founderRow({ pitch_deck_path: theirs }));
    expect(foreign.error?.message).toBe("The pitch deck must be a file in the profile owner's folder");
  });

  it.each([
    ['an empty company name', { company_name: '  ' }, FOUNDER_MESSAGES.companyName],
    ['an industry off the list', { industry: 'Mining' }, FOUNDER_MESSAGES.industry],
    ['an unknown funding stage', { funding_stage: 'Series Z' }, FOUNDER_MESSAGES.fundingStage],
    ['an empty location', { location: '' }, FOUNDER_MESSAGES.location],
    ['a founded year of 1799', { founded_year: 1799 }, FOUNDER_MESSAGES.foundedYear],
    ['a team of 0', { team_size: 0 }, FOUNDER_MESSAGES.teamSize],
    ['a description over 5000 characters', { company_description: 'x'.repeat(5001) }, FOUNDER_MESSAGES.companyDescription],
    ['looking for over 200 characters', { looking_for: 'x'.repeat(201) }, FOUNDER_MESSAGES.lookingFor],
  ])('refuses %s with the shared message and changes nothing', async (_case, change, message) => {
    const founder = await signUpUser(backend, { user_type: 'founder' });
    const saved = (await must(saveFounder(founder, founderRow()))) as Record<string, unknown>;
    const row = founderRow(change);
    expect(founderProfileError(row)).toBe(message);
    const refused = await saveFounder(founder, row);
    expect(refused.error?.message).toBe(message);
    expect(refused.error?.code).toBe('22023');
    const after = await must(
      founder.client
        .from('founder_profiles')
        .select('id, company_name, company_description, pitch_deck_path')
        .eq('user_id', founder.user.id)
        .single(),
    );
    expect(after).toEqual(saved);
  });

  it('the client rule accepts what the database accepts', async () => {
    const founder = await signUpUser(backend, { user_type: 'founder' });
    const row = founderRow({ industry: 'EdTech', funding_stage: 'Bootstrapped', founded_year: null, team_size: null, website: null });
    expect(founderProfileError(row)).toBeNull();
    await must(saveFounder(founder, row));
  });

  it('records an uploaded document, not one that was never uploaded or lies in another folder', async () => {
    const founder = await signUpUser(backend, { user_type: 'founder' });
    const other = await signUpUser(backend, { user_type: 'founder' });
    const profile = (await must(saveFounder(founder, founderRow()))) as { id: string };
    const path = `${founder.user.id}/1-financials.pdf`;
    await must(upload(founder.client, DIRECTORY_DOCUMENTS_BUCKET, path));
    const insert = (row: Record<string, unknown>) =>
      founder.client
        .from('founder_documents')
        .insert({ founder_profile_id: profile.id, ...row })
        .select('name, url, object_path')
        .single();

    expect(await must(insert({ name: 'Financials', object_path: path }))).toEqual({ name: 'Financials', url: null, object_path: path });
    expect((await insert({ name: 'Ghost', object_path: `${founder.user.id}/ghost.pdf` })).error?.message).toBe(
      'Upload the document before recording it',
    );
    const theirs = `${other.user.id}/1-theirs.pdf`;
    await must(upload(other.client, DIRECTORY_DOCUMENTS_BUCKET, theirs));
    expect((await insert({ name: 'Theirs', object_path: theirs })).error?.message).toBe(
      "The document must be a file in the profile owner's folder",
    );
    expect((await insert({ name: 'Financials', url: 'https://example.com/x.pdf' })).error?.message).toBe(
      'A document with this name already exists',
    );
    // the form's name rule is the database's
    for (const name of ['\u3000 ', 'x'.repeat(201)]) {
      expect(directoryDocumentNameError(name)).toBe(DIRECTORY_FILE_MESSAGES.documentName);
      expect((await insert({ name, url: 'https://example.com/y.pdf' })).error?.message).toBe(DIRECTORY_FILE_MESSAGES.documentName);
    }
    expect(directoryDocumentNameError('x'.repeat(200))).toBeNull();
    // directory premium members see it on the Documents tab and can open the file
    const seen = await must(
      premiumInvestor.client.from('founder_documents').select('name, object_path').eq('founder_profile_id', profile.id),
    );
    expect(seen).toEqual([{ name: 'Financials', object_path: path }]);
  });
});

describe('the investor profile guard', () => {
  const investorRow = (overrides: Record<string, unknown> = {}) => ({
    firm_name: '',
    investor_type: 'Angel',
    investment_focus: ['Healthcare'],
    investment_stages: ['Seed'],
    location: 'Lagos',
    typical_check_size: '$25k',
    total_assets_under_management: null,
    website: null,
    linkedin_url: null,
    investment_thesis: null,
    ...overrides,
  });

  it.each([
    ['an unknown investor type', { investor_type: 'Crowd' }, INVESTOR_MESSAGES.investorType],
    ['no focus', { investment_focus: [] }, INVESTOR_MESSAGES.investmentFocus],
    ['a focus off the list', { investment_focus: ['Mining'] }, INVESTOR_MESSAGES.investmentFocus],
    ['no stage', { investment_stages: [] }, INVESTOR_MESSAGES.investmentStages],
    ['an empty location', { location: ' ' }, INVESTOR_MESSAGES.location],
    ['negative assets', { total_assets_under_management: -1 }, INVESTOR_MESSAGES.assetsUnderManagementNegative],
  ])('refuses %s with the shared message', async (_case, change, message) => {
    const user = await signUpUser(backend, { user_type: 'investor' });
    const row = investorRow(change);
    expect(investorProfileError(row)).toBe(message);
    const refused = await user.client.from('investor_profiles').insert({ user_id: user.user.id, ...row });
    expect(refused.error?.message).toBe(message);
    expect(refused.error?.code).toBe('22023');
  });

  it('accepts a valid row, as the client rule does', async () => {
    const user = await signUpUser(backend, { user_type: 'investor' });
    const row = investorRow({ firm_name: 'Kijani Capital', investor_type: 'VC', investment_stages: ['Seed', 'Series A'] });
    expect(investorProfileError(row)).toBeNull();
    await must(user.client.from('investor_profiles').insert({ user_id: user.user.id, ...row }));
  });
});
