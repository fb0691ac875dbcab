// The partner's Payment step and the founder's and investor's Verify step (migration
// 20261126002100_registration-payment-steps.sql): partner billing for the Contact Us plan (an
// invoice, or a payment method the mock provider sets up in demo mode), seen by the owner and
// admins only, and what complete_registration() now requires. Messages are shared-rules' own.
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  billingEmailError,
  DATA_PROTECTION_POLICY_VERSION,
  REGISTRATION_MESSAGES as R,
  TERMS_POLICY_VERSION,
  VERIFICATION_MESSAGES as V,
} from '@donation-network/shared-rules';
import { must } from './support/marketplace-fixtures';
import {
  createTestClient,
  signInDemo,
  signUpUser,
  startTestBackend,
  verifyEmailByCode,
  type SignedUpUser,
  type TestBackend,
} from './support/test-backend';

let backend: TestBackend;
let admin: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend();
  admin = (await signInDemo(backend, 'admin')).client;
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

const PDF = Buffer.from('%PDF-1.4\n% licence\n');

async function acceptPolicies(user: SignedUpUser): Promise<void> {
  await must(
    user.client.from('consents').insert([
      { kind: 'data-protection', policy_version: DATA_PROTECTION_POLICY_VERSION },
      { kind: 'terms', policy_version: TERMS_POLICY_VERSION },
    ]),
  );
}

async function registerOrganisation(partner: SignedUpUser): Promise<void> {
  await must(
    partner.client.from('partner_organisations').insert({
      name: 'Quay Blood Bank',
      organisation_type: 'Blood Bank',
      licence_number: 'BB-2026-0042',
      country: 'ZA',
      district: 'Cape Town',
      address: '4 Dock Road, Cape Town',
      contact_person: 'Quinn Quay',
      contact_number: '+27 21 555 0142',
    }),
  );
  const objectPath = `${partner.user.id}/licence-${Date.now()}.pdf`;
  const uploaded = await partner.client.storage
    .from('verification-documents')
    .upload(objectPath, PDF, { contentType: 'application/pdf', upsert: false });
  if (uploaded.error) throw new Error(`upload failed: ${uploaded.error.message}`);
  await must(
    partner.client.from('verification_documents').insert({
      kind: 'licence',
      object_path: objectPath,
      file_name: 'licence.pdf',
      content_type: 'application/pdf',
      size_bytes: PDF.length,
    }),
  );
}

const complete = (client: SupabaseClient, userType: string, fullName: string) =>
  client.rpc('complete_registration', { user_type: userType, full_name: fullName });

describe('partner billing (the Payment step)', () => {
  it('a partner completes only with a billing arrangement, which the admin sees', async () => {
    const partner = await signUpUser(backend, { user_type: 'partner' });
    await acceptPolicies(partner);
    await registerOrganisation(partner);
    expect((await complete(partner.client, 'partner', 'Quay Blood Bank')).error?.message).toBe(R.partnerBillingMissing);

    expect(
      (await partner.client.rpc('set_partner_billing', { arrangement: 'invoice', billing_email: 'not-an-address' })).error?.message,
    ).toBe(R.billingEmail);
    expect((await partner.client.rpc('set_partner_billing', { arrangement: 'cheque' })).error?.message).toBe(R.billingArrangement);
    // the client's rule agrees with the database's
    expect(billingEmailError('not-an-address')).toBe(R.billingEmail);
    expect(billingEmailError(' Accounts@Quay.example ')).toBeNull();
    const invoice = await must(
      partner.client.rpc('set_partner_billing', { arrangement: 'invoice', billing_email: ' Accounts@Quay.example ' }),
    );
    expect(invoice).toMatchObject({ arrangement: 'invoice', billing_email: 'accounts@quay.example', payment_method: null });
    expect(invoice.reference).toMatch(/^PARTNER-[A-Z0-9]{12}$/);

    await must(complete(partner.client, 'partner', 'Quay Blood Bank'));
    expect(await must(admin.from('partner_billing').select('arrangement, billing_email').eq('user_id', partner.user.id))).toEqual([
      { arrangement: 'invoice', billing_email: 'accounts@quay.example' },
    ]);
  });

  it('in demo mode a payment method is set up by the mock provider; nobody writes billing directly', async () => {
    const partner = await signUpUser(backend, { user_type: 'partner' });
    expect(
      (await partner.client.rpc('set_partner_billing', { arrangement: 'payment-method', payment_method: 'cash' })).error?.message,
    ).toBe(V.invalidPaymentMethod);
    const method = await must(partner.client.rpc('set_partner_billing', { arrangement: 'payment-method', payment_method: 'card' }));
    expect(method).toMatchObject({ arrangement: 'payment-method', payment_method: 'card', billing_email: null });

    const direct = await partner.client
      .from('partner_billing')
      .update({ arrangement: 'invoice', billing_email: 'x@y.example', payment_method: null })
      .eq('user_id', partner.user.id)
      .select();
    expect(direct.error !== null || (direct.data ?? []).length === 0).toBe(true);
    expect(await must(partner.client.from('partner_billing').select('arrangement'))).toEqual([{ arrangement: 'payment-method' }]);

    const stranger = await signUpUser(backend);
    expect(await must(stranger.client.from('partner_billing').select('user_id'))).toEqual([]);
    expect(
      (await createTestClient(backend).rpc('set_partner_billing', { arrangement: 'invoice', billing_email: 'a@b.example' })).error?.message,
    ).toBe(R.billingNotSignedIn);
  });
});

describe('founder and investor Verify step', () => {
  it('a founder completes only with the e-mail verified by code', async () => {
    const founder = await signUpUser(backend, { user_type: 'recipient' });
    await acceptPolicies(founder);
    await must(
      founder.client.from('registration_drafts').insert({
        user_type: 'founder',
        step: 5,
        data: { founder: { company_name: 'Lumen Health', industry: 'Healthcare', funding_stage: 'Seed', location: 'Lagos' } },
      }),
    );
    expect((await complete(founder.client, 'founder', 'Femi Founder')).error?.message).toBe(V.emailNotVerified);
    await verifyEmailByCode(backend, founder);
    expect(await must(complete(founder.client, 'founder', 'Femi Founder'))).toMatchObject({ user_type: 'founder' });
  });

  it('an investor completes only with the e-mail verified by code', async () => {
    const investor = await signUpUser(backend, { user_type: 'recipient' });
    await acceptPolicies(investor);
    await must(
      investor.client.from('registration_drafts').insert({
        user_type: 'investor',
        step: 5,
        data: { investor: { investor_type: 'Angel', investment_focus: ['Healthcare'], investment_stages: ['Seed'], location: 'Lagos' } },
      }),
    );
    expect((await complete(investor.client, 'investor', 'Ines Investor')).error?.message).toBe(V.emailNotVerified);
    await verifyEmailByCode(backend, investor);
    expect(await must(complete(investor.client, 'investor', 'Ines Investor'))).toMatchObject({ user_type: 'investor' });
  });
});
