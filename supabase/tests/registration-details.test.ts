// What each registration wizard collected is stored where the product reads it once
// complete_registration() succeeds (migration 20261126002000_registration-details.sql): the
// draft it deletes is no longer the only copy. Messages are shared-rules' own.
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  DATA_PROTECTION_POLICY_VERSION,
  INVESTOR_MESSAGES,
  REGISTRATION_MESSAGES as R,
  TERMS_POLICY_VERSION,
  VERIFICATION_DOCUMENTS_BUCKET,
} from '@donation-network/shared-rules';
import { must } from './support/marketplace-fixtures';
import { signUpUser, startTestBackend, verifyEmailByCode, type SignedUpUser, type TestBackend } from './support/test-backend';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

const PDF = Buffer.from('%PDF-1.4\n% document\n');
const PROFILE_DETAILS = 'full_name, user_type, phone, blood_group, country';

async function addDocument(user: SignedUpUser, kind: 'identity' | 'licence'): Promise<void> {
  const objectPath = `${user.user.id}/${kind}-${Date.now()}.pdf`;
  const uploaded = await user.client.storage
    .from(VERIFICATION_DOCUMENTS_BUCKET)
    .upload(objectPath, PDF, { contentType: 'application/pdf', upsert: false });
  if (uploaded.error) throw new Error(`upload failed: ${uploaded.error.message}`);
  await must(
    user.client
      .from('verification_documents')
      .insert({ kind, object_path: objectPath, file_name: `${kind}.pdf`, content_type: 'application/pdf', size_bytes: PDF.length }),
  );
}

async function acceptPolicies(user: SignedUpUser): Promise<void> {
  await must(
    user.client.from('consents').insert([
      { kind: 'data-protection', policy_version: DATA_PROTECTION_POLICY_VERSION },
      { kind: 'terms', policy_version: TERMS_POLICY_VERSION },
    ]),
  );
}

async function saveDraft(user: SignedUpUser, userType: string, data: Record<string, unknown>): Promise<void> {
  await must(user.client.from('registration_drafts').upsert({ user_id: user.user.id, user_type: userType, step: 3, data }));
}

const complete = (client: SupabaseClient, userType: string, fullName: string) =>
  client.rpc('complete_registration', { user_type: userType, full_name: fullName });

async function profileOf(user: SignedUpUser) {
  return must(user.client.from('profiles').select(PROFILE_DETAILS).eq('id', user.user.id).single());
}

describe('complete_registration stores what the wizard collected', () => {
  it('recipient: the blood group and phone of the details step reach the profile', async () => {
    const recipient = await signUpUser(backend, { user_type: 'recipient' });
    await acceptPolicies(recipient);
    await verifyEmailByCode(backend, recipient);
    await addDocument(recipient, 'identity');
    await must(recipient.client.rpc('subscribe', { plan_id: 'basic', payment_method: 'card' }));

    await saveDraft(recipient, 'recipient', { name: 'Rita Recipient', termsAccepted: true });
    expect((await complete(recipient.client, 'recipient', 'Rita Recipient')).error?.message).toBe(R.recipientDetailsMissing);
    await saveDraft(recipient, 'recipient', { name: 'Rita Recipient', bloodGroup: 'Z+', phoneNumber: '+61 400 000 111' });
    expect((await complete(recipient.client, 'recipient', 'Rita Recipient')).error?.message).toBe(R.bloodGroup);
    await saveDraft(recipient, 'recipient', { name: 'Rita Recipient', bloodGroup: 'AB-', phoneNumber: '12' });
    expect((await complete(recipient.client, 'recipient', 'Rita Recipient')).error?.message).toBe(R.phoneNumber);

    await saveDraft(recipient, 'recipient', { name: 'Rita Recipient', bloodGroup: 'AB-', phoneNumber: '+61 400 000 111' });
    const completed = await must(complete(recipient.client, 'recipient', 'Rita Recipient'));
    expect(completed).toMatchObject({ user_type: 'recipient', phone: '+61 400 000 111', blood_group: 'AB-' });
    expect(await profileOf(recipient)).toMatchObject({ phone: '+61 400 000 111', blood_group: 'AB-' });
    expect(await must(recipient.client.from('registration_drafts').select('user_id'))).toEqual([]);
  });

  it('donor: the donor record’s blood group, phone and country reach the profile too', async () => {
    const donor = await signUpUser(backend, { user_type: 'donor' });
    await acceptPolicies(donor);
    await verifyEmailByCode(backend, donor);
    await addDocument(donor, 'identity');
    await must(
      donor.client
        .from('donors')
        .insert({ user_id: donor.user.id, blood_group: 'O-', phone: '+254 700 000 222', terms_accepted: true, country: 'KE' }),
    );
    await must(donor.client.rpc('pay_donor_verification', { payment_method: 'card' }));
    await saveDraft(donor, 'donor', { name: 'Dora Donor', bloodGroup: 'O-', phoneNumber: '+254 700 000 222', country: 'KE' });

    await must(complete(donor.client, 'donor', 'Dora Donor'));
    expect(await profileOf(donor)).toEqual({
      full_name: 'Dora Donor',
      user_type: 'donor',
      phone: '+254 700 000 222',
      blood_group: 'O-',
      country: 'KE',
    });
  });

  it('partner: the organisation stays, and its country reaches the profile', async () => {
    const partner = await signUpUser(backend, { user_type: 'partner' });
    await acceptPolicies(partner);
    const organisation = {
      name: 'Harbour Hospital',
      organisation_type: 'Hospital',
      licence_number: 'HOS-77-1201',
      country: 'GB',
      district: 'Bristol',
      address: '1 Quay Street, Bristol',
      contact_person: 'Hana Harbour',
      contact_number: '+44 117 496 0001',
    };
    await must(partner.client.from('partner_organisations').insert(organisation));
    await addDocument(partner, 'licence');
    await saveDraft(partner, 'partner', { organisation });
    await must(partner.client.rpc('set_partner_billing', { arrangement: 'invoice', billing_email: 'accounts@harbour.example' }));

    await must(complete(partner.client, 'partner', 'Harbour Hospital'));
    expect(await profileOf(partner)).toMatchObject({ user_type: 'partner', country: 'GB' });
    expect(await must(partner.client.from('partner_organisations').select('name, contact_number, verification_status'))).toEqual([
      { name: 'Harbour Hospital', contact_number: '+44 117 496 0001', verification_status: 'pending' },
    ]);
  });

  it('founder: the company details become the founder profile, in the same call', async () => {
    const founder = await signUpUser(backend, { user_type: 'recipient' });
    await acceptPolicies(founder);
    await verifyEmailByCode(backend, founder);
    expect((await complete(founder.client, 'founder', 'Grace Hopper')).error?.message).toBe(R.founderDetailsMissing);

    await saveDraft(founder, 'founder', {
      name: 'Grace Hopper',
      founder: {
        company_name: 'Hopper Labs',
        industry: 'EdTech',
        funding_stage: 'Seed',
        location: 'Arlington, VA',
        founded_year: 'nineteen',
        team_size: 12,
      },
    });
    expect((await complete(founder.client, 'founder', 'Grace Hopper')).error?.message).toBe(
      'Founded year must be a year from 1800 to 2100',
    );

    await saveDraft(founder, 'founder', {
      name: 'Grace Hopper',
      founder: {
        company_name: 'Hopper Labs',
        industry: 'EdTech',
        funding_stage: 'Seed',
        location: 'Arlington, VA',
        founded_year: 2024,
        team_size: 12,
        company_description: 'Compilers for classrooms.',
        looking_for: null,
        website: 'https://hopper.example.com',
        linkedin_url: null,
      },
    });
    await must(complete(founder.client, 'founder', 'Grace Hopper'));
    expect(
      await must(
        founder.client
          .from('founder_profiles')
          .select('company_name, industry, funding_stage, location, founded_year, team_size, company_description, website')
          .eq('user_id', founder.user.id)
          .single(),
      ),
    ).toEqual({
      company_name: 'Hopper Labs',
      industry: 'EdTech',
      funding_stage: 'Seed',
      location: 'Arlington, VA',
      founded_year: 2024,
      team_size: 12,
      company_description: 'Compilers for classrooms.',
      website: 'https://hopper.example.com',
    });
  });

  it('investor: the investment profile is written by the same call, lists included', async () => {
    const investor = await signUpUser(backend, { user_type: 'recipient' });
    await acceptPolicies(investor);
    await verifyEmailByCode(backend, investor);
    expect((await complete(investor.client, 'investor', 'Ivy Investor')).error?.message).toBe(R.investorDetailsMissing);

    await saveDraft(investor, 'investor', {
      name: 'Ivy Investor',
      investor: {
        firm_name: '',
        investor_type: 'Angel',
        investment_focus: 'Healthcare',
        investment_stages: ['Seed'],
        location: 'Nairobi',
      },
    });
    expect((await complete(investor.client, 'investor', 'Ivy Investor')).error?.message).toBe('Choose at least one investment focus');

    // a negative amount gets the table's own readable message, not the amount format's
    await saveDraft(investor, 'investor', {
      name: 'Ivy Investor',
      investor: {
        investor_type: 'Angel',
        investment_focus: ['Healthcare'],
        investment_stages: ['Seed'],
        location: 'Nairobi',
        total_assets_under_management: -5,
      },
    });
    expect((await complete(investor.client, 'investor', 'Ivy Investor')).error?.message).toBe(
      INVESTOR_MESSAGES.assetsUnderManagementNegative,
    );

    await saveDraft(investor, 'investor', {
      name: 'Ivy Investor',
      investor: {
        firm_name: 'Ivy Ventures',
        investor_type: 'VC',
        investment_focus: ['Healthcare', 'SaaS'],
        investment_stages: ['Seed', 'Series A'],
        location: 'Nairobi',
        typical_check_size: '$50k - $250k',
        total_assets_under_management: 2500000,
        website: null,
        linkedin_url: null,
        investment_thesis: 'Health access at scale.',
      },
    });
    await must(complete(investor.client, 'investor', 'Ivy Investor'));
    expect(
      await must(
        investor.client
          .from('investor_profiles')
          .select(
            'firm_name, investor_type, investment_focus, investment_stages, location, typical_check_size, total_assets_under_management',
          )
          .eq('user_id', investor.user.id)
          .single(),
      ),
    ).toEqual({
      firm_name: 'Ivy Ventures',
      investor_type: 'VC',
      investment_focus: ['Healthcare', 'SaaS'],
      investment_stages: ['Seed', 'Series A'],
      location: 'Nairobi',
      typical_check_size: '$50k - $250k',
      total_assets_under_management: 2500000,
    });
  });

  it('keeps details already on the profile: a second completion is no way around the change review', async () => {
    const recipient = await signUpUser(backend, { user_type: 'recipient' });
    await acceptPolicies(recipient);
    await verifyEmailByCode(backend, recipient);
    await addDocument(recipient, 'identity');
    await must(recipient.client.rpc('subscribe', { plan_id: 'basic', payment_method: 'card' }));
    await saveDraft(recipient, 'recipient', { bloodGroup: 'A+', phoneNumber: '+61 400 000 333' });
    await must(complete(recipient.client, 'recipient', 'Rita Recipient'));

    await saveDraft(recipient, 'recipient', { bloodGroup: 'B-', phoneNumber: '+61 400 000 999' });
    await must(complete(recipient.client, 'recipient', 'Rita Recipient'));
    expect(await profileOf(recipient)).toMatchObject({ blood_group: 'A+', phone: '+61 400 000 333' });
    // and the owner still cannot write them directly
    const direct = await recipient.client.from('profiles').update({ phone: '+61 400 000 999' }).eq('id', recipient.user.id);
    expect(direct.error?.message).toBe('Personal details change only through a profile change request approved by an administrator');
  });
});
