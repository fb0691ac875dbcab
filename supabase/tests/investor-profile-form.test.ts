// The investor's own profile form: investor_profiles written by its owner through
// an upsert on user_id (guard_investor_profile_fields of 20261124000600_directory-storage.sql
// answers with the form's messages), and verification documents uploaded to the private
// directory-documents bucket and recorded in investor_verification_documents
// (20261124000610_investor-documents.sql). Messages are shared-rules' own.
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  DIRECTORY_DOCUMENTS_BUCKET as BUCKET,
  INVESTOR_DOCUMENT_MESSAGES as D,
  INVESTOR_MESSAGES as M,
  directoryDocumentNameError,
  directoryPaymentMethod,
  investorDocumentPath,
  investorProfileError,
  type InvestorProfileRow,
} from '@donation-network/shared-rules';
import { must } from './support/marketplace-fixtures';
import { createTestClient, signUpUser, startTestBackend, type SignedUpUser, type TestBackend } from './support/test-backend';

let backend: TestBackend;
let anon: SupabaseClient;
let investor: SignedUpUser;
let otherInvestor: SignedUpUser;
let reader: SignedUpUser;
let profileId: string;

const VALID = {
  firm_name: '',
  investor_type: 'Angel',
  location: 'Lagos, Nigeria',
  investment_focus: ['Healthcare', 'SaaS'],
  investment_stages: ['Pre-seed', 'Seed'],
  typical_check_size: '$25K - $100K',
  total_assets_under_management: 2_500_000,
  investment_thesis: 'First thesis',
  website: 'https://angel.example.com',
  linkedin_url: null,
  social_urls: { twitter: 'https://twitter.com/angel' },
};
const COLUMNS = 'id, user_id, firm_name, investor_type, investment_focus, investment_stages, investment_thesis, verification_status';
const PDF = Buffer.from('%PDF-1.4\n% accreditation letter\n');

const upsertProfile = (user: SignedUpUser, row: Record<string, unknown>) =>
  user.client.from('investor_profiles').upsert(row, { onConflict: 'user_id' }).select(COLUMNS).single();

beforeAll(async () => {
  backend = await startTestBackend();
  anon = createTestClient(backend);
  investor = await signUpUser(backend, { user_type: 'investor' });
  otherInvestor = await signUpUser(backend, { user_type: 'investor' });
  // verification documents are premium reading: the reader holds a directory plan
  reader = await signUpUser(backend, { user_type: 'founder' });
  await must(reader.client.rpc('subscribe', { plan_id: 'directory-monthly', payment_method: directoryPaymentMethod(true) }).single());
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

describe('the investor profile form', () => {
  it('an investor creates their profile, then the same save updates it', async () => {
    const created = (await must(upsertProfile(investor, { ...VALID, user_id: investor.user.id }))) as Record<string, unknown>;
    expect(created).toMatchObject({ user_id: investor.user.id, firm_name: '', investor_type: 'Angel', verification_status: 'unverified' });
    profileId = String(created.id);

    const updated = await must(
      upsertProfile(investor, {
        ...VALID,
        user_id: investor.user.id,
        firm_name: 'Angel Partners',
        investment_thesis: 'Second thesis',
        investment_stages: ['Seed'],
      }),
    );
    expect(updated).toMatchObject({
      id: profileId,
      firm_name: 'Angel Partners',
      investment_thesis: 'Second thesis',
      investment_stages: ['Seed'],
    });
    const rows = await must(anon.from('investor_profiles').select('id, investment_thesis').eq('user_id', investor.user.id));
    expect(rows).toEqual([{ id: profileId, investment_thesis: 'Second thesis' }]);
  });

  it('another user cannot update it, by upsert or by id', async () => {
    const takeover = await upsertProfile(otherInvestor, { ...VALID, user_id: investor.user.id, investment_thesis: 'Hijacked' });
    expect(takeover.error).not.toBeNull();
    const byId = await otherInvestor.client
      .from('investor_profiles')
      .update({ investment_thesis: 'Hijacked' })
      .eq('id', profileId)
      .select('id');
    expect(byId.error).toBeNull();
    expect(byId.data).toEqual([]);
    const byAnon = await anon.from('investor_profiles').update({ investment_thesis: 'Hijacked' }).eq('id', profileId).select('id');
    expect(byAnon.data ?? []).toEqual([]);
    const stored = await must(anon.from('investor_profiles').select('investment_thesis').eq('id', profileId).single());
    expect(stored).toEqual({ investment_thesis: 'Second thesis' });
  });

  const REFUSED: [string, Partial<InvestorProfileRow> & Record<string, unknown>, string][] = [
    ['no investor type', { investor_type: null }, M.investorType],
    ['an investor type off the list', { investor_type: 'Hedge Fund' }, M.investorType],
    ['no investment focus', { investment_focus: [] }, M.investmentFocus],
    ['a focus off the list', { investment_focus: ['Crypto'] }, M.investmentFocus],
    ['no investment stage', { investment_stages: [] }, M.investmentStages],
    ['a stage off the list', { investment_stages: ['Series Z'] }, M.investmentStages],
    ['a blank location', { location: '\u00a0 ' }, M.location],
    ['a negative AUM', { total_assets_under_management: -1 }, M.assetsUnderManagementNegative],
    ['a website that is no http(s) link', { website: 'javascript:alert(1)' }, 'Website must be a valid http:// or https:// link'],
    ['a LinkedIn link without a scheme', { linkedin_url: 'linkedin.com/in/x' }, 'LinkedIn URL must be a valid http:// or https:// link'],
  ];

  it.each(REFUSED)('%s: refused with the readable message the rule file gives too', async (_label, override, message) => {
    const row = { ...VALID, ...override };
    expect(investorProfileError(row)).toBe(message);
    const { error } = await upsertProfile(investor, { ...row, user_id: investor.user.id });
    expect(error?.message).toBe(message);
  });

  it('the refused saves changed nothing', async () => {
    const stored = await must(anon.from('investor_profiles').select(COLUMNS).eq('id', profileId).single());
    expect(stored).toMatchObject({ investor_type: 'Angel', investment_focus: ['Healthcare', 'SaaS'], investment_stages: ['Seed'] });
  });
});

describe('verification documents', () => {
  async function uploadAs(user: SignedUpUser, objectPath: string, body: Buffer = PDF, contentType = 'application/pdf') {
    return user.client.storage.from(BUCKET).upload(objectPath, body, { contentType, upsert: false });
  }

  it('the investor uploads a PDF to their folder and records it; premium members read it, visitors do not', async () => {
    const objectPath = investorDocumentPath(investor.user.id, 'application/pdf');
    expect(objectPath).toMatch(new RegExp(`^${investor.user.id}/verification-\\d+\\.pdf$`));
    const uploaded = await uploadAs(investor, objectPath);
    expect(uploaded.error).toBeNull();
    const recorded = await must(
      investor.client
        .from('investor_verification_documents')
        .insert({ investor_profile_id: profileId, name: 'Accreditation letter', object_path: objectPath })
        .select('name, url, object_path')
        .single(),
    );
    expect(recorded).toEqual({ name: 'Accreditation letter', url: null, object_path: objectPath });

    const listed = await must(
      reader.client.from('investor_verification_documents').select('name, object_path').eq('investor_profile_id', profileId),
    );
    expect(listed).toEqual([{ name: 'Accreditation letter', object_path: objectPath }]);
    const downloaded = await reader.client.storage.from(BUCKET).download(objectPath);
    expect(downloaded.error).toBeNull();
    expect(Buffer.from(await (downloaded.data as Blob).arrayBuffer()).toString()).toBe(PDF.toString());

    expect((await anon.from('investor_verification_documents').select('name').eq('investor_profile_id', profileId)).data).toEqual([]);
    const visitor = await anon.storage.from(BUCKET).download(objectPath);
    expect(visitor.data).toBeNull();
  });

  it('a record needs its uploaded object in the owner folder, a name, and a name of its own', async () => {
    const record = (row: Record<string, unknown>) =>
      investor.client.from('investor_verification_documents').insert({ investor_profile_id: profileId, ...row });

    const notUploaded = await record({ name: 'Ghost', object_path: `${investor.user.id}/verification-1.pdf` });
    expect(notUploaded.error?.message).toBe(D.notUploaded);

    const foreignPath = investorDocumentPath(otherInvestor.user.id, 'application/pdf');
    expect((await uploadAs(otherInvestor, foreignPath)).error).toBeNull();
    const foreign = await record({ name: 'Borrowed', object_path: foreignPath });
    expect(foreign.error?.message).toBe(D.folder);

    const own = investorDocumentPath(investor.user.id, 'image/png');
    expect((await uploadAs(investor, own, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'image/png')).error).toBeNull();
    expect(directoryDocumentNameError('\u3000 ')).toBe(D.name);
    expect((await record({ name: '\u3000 ', object_path: own })).error?.message).toBe(D.name);
    expect(directoryDocumentNameError('x'.repeat(201))).toBe(D.name);
    expect((await record({ name: 'x'.repeat(201), object_path: own })).error?.message).toBe(D.name);
    expect((await record({ name: 'Accreditation letter', object_path: own })).error?.message).toBe(D.duplicateName);
    expect((await record({ name: 'Both', object_path: own, url: 'https://example.com/x.pdf' })).error?.message).toBe(D.linkOrFile);
    expect((await record({ name: 'Fund registration', object_path: own })).error).toBeNull();
  });

  it('nobody else records documents on the profile or uploads into the investor folder', async () => {
    const intruderPath = investorDocumentPath(investor.user.id, 'application/pdf');
    const upload = await uploadAs(otherInvestor, intruderPath);
    expect(upload.error).not.toBeNull();

    const ownPath = investorDocumentPath(otherInvestor.user.id, 'application/pdf', Date.now() + 1);
    expect((await uploadAs(otherInvestor, ownPath)).error).toBeNull();
    const { error } = await otherInvestor.client
      .from('investor_verification_documents')
      .insert({ investor_profile_id: profileId, name: 'Planted', object_path: ownPath });
    expect(error).not.toBeNull();
    const names = await must(
      reader.client.from('investor_verification_documents').select('name').eq('investor_profile_id', profileId).order('name'),
    );
    expect(names).toEqual([{ name: 'Accreditation letter' }, { name: 'Fund registration' }]);
  });

  it('only the investor removes a document: its record and its file', async () => {
    const objectPath = investorDocumentPath(investor.user.id, 'application/pdf', Date.now() + 2);
    expect((await uploadAs(investor, objectPath)).error).toBeNull();
    const recorded = await must(
      investor.client
        .from('investor_verification_documents')
        .insert({ investor_profile_id: profileId, name: 'Old statement', object_path: objectPath })
        .select('id')
        .single(),
    );
    const id = (recorded as { id: string }).id;

    // another investor's delete matches no row they may write, and their storage delete no object
    await otherInvestor.client.from('investor_verification_documents').delete().eq('id', id);
    await otherInvestor.client.storage.from(BUCKET).remove([objectPath]);
    expect(await must(reader.client.from('investor_verification_documents').select('id').eq('id', id))).toEqual([{ id }]);
    expect((await reader.client.storage.from(BUCKET).download(objectPath)).error).toBeNull();

    expect((await investor.client.from('investor_verification_documents').delete().eq('id', id)).error).toBeNull();
    expect((await investor.client.storage.from(BUCKET).remove([objectPath])).error).toBeNull();
    expect(await must(reader.client.from('investor_verification_documents').select('id').eq('id', id))).toEqual([]);
    expect((await reader.client.storage.from(BUCKET).download(objectPath)).data).toBeNull();
  });

  it('the bucket refuses other file types', async () => {
    const gif = `${investor.user.id}/verification-${Date.now()}.gif`;
    const { error } = await uploadAs(investor, gif, Buffer.from('GIF89a'), 'image/gif');
    expect(error).not.toBeNull();
  });
});
