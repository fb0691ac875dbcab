// Registration and onboarding (migration 20261124000200_registration.sql): server-side
// drafts, consent records, partner organisations with the admin's verification, the gate
// on a partner's listings and complete_registration(). The database's messages are the
// ones shared-rules/registration exports for the client.
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  CURRENT_POLICY_VERSIONS,
  DATA_PROTECTION_POLICY_VERSION,
  DRAFT_DATA_MAX_BYTES,
  REGISTRATION_MESSAGES as M,
  TERMS_POLICY_VERSION,
  VERIFICATION_DOCUMENTS_BUCKET,
  draftDataSize,
  hasSecretDraftKey,
  partnerOrganisationError,
  registrationDraftError,
  type PartnerOrganisationInput,
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

/** The single row a supabase-js call returned (throws on an error or no row). */
async function one(call: PromiseLike<{ data: unknown; error: { message: string } | null }>): Promise<Record<string, string>> {
  const data = await must(call);
  if (data === null || typeof data !== 'object') throw new Error('no row');
  return data as Record<string, string>;
}

afterAll(async () => {
  await backend?.stop();
});

const organisation = (overrides: Partial<PartnerOrganisationInput> = {}): PartnerOrganisationInput => ({
  name: 'Riverside Blood Bank',
  organisation_type: 'Blood Bank',
  licence_number: 'BB-2026-0042',
  country: 'US',
  district: 'Suffolk',
  address: '12 River Road, Boston, MA',
  contact_person: 'Dana Rivers',
  contact_number: '+1 617 555 0142',
  ...overrides,
});

const listing = (owner: string | null) => ({
  owner_partner_id: owner,
  provider_name: 'Riverside Blood Bank',
  provider_type: 'Blood Bank',
  product_name: 'Whole Blood',
  product_type: 'Whole Blood',
  blood_group: 'O+',
  quantity_available: 4,
  unit: 'units',
  price: 90,
  currency: 'USD',
  country: 'US',
});

/** A fresh partner account with an organisation (pending). */
async function partnerWithOrganisation(): Promise<SignedUpUser> {
  const partner = await signUpUser(backend, { user_type: 'partner' });
  await one(partner.client.from('partner_organisations').insert(organisation()).select().single());
  return partner;
}

/** The licence document complete_registration() requires of a partner (uploaded and recorded). */
async function uploadLicence(user: SignedUpUser): Promise<void> {
  const objectPath = `${user.user.id}/licence.pdf`;
  const body = Buffer.from('%PDF-1.4 licence');
  const uploaded = await user.client.storage
    .from(VERIFICATION_DOCUMENTS_BUCKET)
    .upload(objectPath, body, { contentType: 'application/pdf' });
  if (uploaded.error) throw new Error(`upload failed: ${uploaded.error.message}`);
  await must(
    user.client.from('verification_documents').insert({
      kind: 'licence',
      object_path: objectPath,
      file_name: 'licence.pdf',
      content_type: 'application/pdf',
      size_bytes: body.length,
    }),
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

describe('registration drafts', () => {
  it('survive a reload and resume on a second client of the same user', async () => {
    const user = await signUpUser(backend);
    const data = { full_name: 'Ada Lovelace', blood_group: 'O-', address: { city: 'London', country: 'GB' } };
    await must(user.client.from('registration_drafts').upsert({ user_type: 'donor', step: 3, data }));

    const second = createTestClient(backend);
    expect((await second.auth.signInWithPassword({ email: user.email, password: 'secret-pass-1' })).error).toBeNull();
    const resumed = await one(second.from('registration_drafts').select('user_id, user_type, step, data, updated_at').single());
    expect(resumed).toMatchObject({ user_id: user.user.id, user_type: 'donor', step: 3, data });

    await must(
      second
        .from('registration_drafts')
        .upsert({ user_id: user.user.id, user_type: 'donor', step: 4, data: { ...data, phone: '+44 20 7946 0958' } }),
    );
    const again = await one(user.client.from('registration_drafts').select('step, data').single());
    expect(again).toEqual({ step: 4, data: { ...data, phone: '+44 20 7946 0958' } });
  });

  it('are the owner\u2019s only: another user neither reads nor writes them, anon nothing; admins read', async () => {
    const owner = await signUpUser(backend);
    const other = await signUpUser(backend);
    await must(owner.client.from('registration_drafts').insert({ user_type: 'recipient', step: 2, data: { a: 1 } }));

    expect(await must(other.client.from('registration_drafts').select('*').eq('user_id', owner.user.id))).toEqual([]);
    expect(await must(other.client.from('registration_drafts').update({ step: 9 }).eq('user_id', owner.user.id).select('*'))).toEqual([]);
    expect(await must(other.client.from('registration_drafts').delete().eq('user_id', owner.user.id).select('*'))).toEqual([]);
    const forged = await other.client.from('registration_drafts').insert({ user_id: owner.user.id, user_type: 'donor', step: 1, data: {} });
    expect(forged.error).not.toBeNull();

    const anon = createTestClient(backend);
    const anonRead = await anon.from('registration_drafts').select('*');
    expect(anonRead.data ?? []).toEqual([]);
    expect(
      (await anon.from('registration_drafts').insert({ user_id: owner.user.id, user_type: 'donor', step: 1, data: {} })).error,
    ).not.toBeNull();

    // moving one's own draft to another user is refused too
    const moved = await owner.client.from('registration_drafts').update({ user_id: other.user.id }).eq('user_id', owner.user.id);
    expect(moved.error).not.toBeNull();

    const seenByAdmin = await must(admin.from('registration_drafts').select('user_id, step').eq('user_id', owner.user.id));
    expect(seenByAdmin).toEqual([{ user_id: owner.user.id, step: 2 }]);
    // admins read, they do not write other users' drafts
    expect(await must(admin.from('registration_drafts').update({ step: 5 }).eq('user_id', owner.user.id).select('*'))).toEqual([]);

    expect(await must(owner.client.from('registration_drafts').delete().eq('user_id', owner.user.id).select('user_id'))).toHaveLength(1);
  });

  it.each([
    ['an admin user type', { user_type: 'admin', step: 1, data: {} }, M.userType],
    ['an unknown user type', { user_type: 'hospital', step: 1, data: {} }, M.userType],
    ['step 0', { user_type: 'donor', step: 0, data: {} }, M.draftStep],
    ['step 11', { user_type: 'donor', step: 11, data: {} }, M.draftStep],
    ['an array as data', { user_type: 'donor', step: 1, data: [1, 2] }, M.draftNotObject],
    ['a number as data', { user_type: 'donor', step: 1, data: 42 }, M.draftNotObject],
    ['data over 32 KB', { user_type: 'donor', step: 1, data: { notes: 'x'.repeat(DRAFT_DATA_MAX_BYTES) } }, M.draftTooLarge],
    ['a password', { user_type: 'donor', step: 1, data: { email: 'a@b.co', password: 'hunter22' } }, M.draftSecret],
    ['a nested confirm password', { user_type: 'donor', step: 1, data: { account: { confirmPassword: 'x' } } }, M.draftSecret],
    ['a card number in an array', { user_type: 'donor', step: 1, data: { cards: [{ 'Card-Number': '4242' }] } }, M.draftSecret],
    ['a CVV', { user_type: 'partner', step: 1, data: { payment: { cvv: '123' } } }, M.draftSecret],
  ])('refuses %s with the shared message', async (_name, draft, message) => {
    const user = await signUpUser(backend);
    expect(registrationDraftError(draft)).toBe(message);
    const { error } = await user.client.from('registration_drafts').insert(draft);
    expect(error?.message).toBe(message);
  });

  it('measures the size as the database does, and accepts a draft just under the cap', async () => {
    const user = await signUpUser(backend);
    const base = { full_name: 'Zoë Ñandú', nested: { list: ['a', 'b', { c: 'dé' }], empty: {}, none: null, yes: true, n: 42 } };
    const filler = DRAFT_DATA_MAX_BYTES - draftDataSize({ ...base, notes: '' });
    const data = { ...base, notes: 'y'.repeat(filler) };
    expect(draftDataSize(data)).toBe(DRAFT_DATA_MAX_BYTES);
    expect(registrationDraftError({ user_type: 'founder', step: 10, data })).toBeNull();
    await must(user.client.from('registration_drafts').insert({ user_type: 'founder', step: 10, data }));
    const over = { ...base, notes: 'y'.repeat(filler + 1) };
    const { error } = await user.client.from('registration_drafts').update({ data: over }).eq('user_id', user.user.id);
    expect(error?.message).toBe(M.draftTooLarge);
    expect(hasSecretDraftKey(data)).toBe(false);
  });
});

describe('consents', () => {
  it('are recorded by the owner with the database\u2019s time, read back, and never changed or deleted', async () => {
    const user = await signUpUser(backend);
    const before = Date.now();
    const row = await one(
      user.client
        .from('consents')
        .insert({ kind: 'data-protection', policy_version: DATA_PROTECTION_POLICY_VERSION, accepted_at: '2000-01-01T00:00:00Z' })
        .select('id, user_id, kind, policy_version, accepted_at')
        .single(),
    );
    const acceptedAt = new Date(row.accepted_at).getTime();
    expect(row).toMatchObject({ user_id: user.user.id, kind: 'data-protection', policy_version: DATA_PROTECTION_POLICY_VERSION });
    expect(acceptedAt).toBeGreaterThan(before - 60_000);
    expect(acceptedAt).toBeLessThan(Date.now() + 60_000);

    const duplicate = await user.client
      .from('consents')
      .insert({ kind: 'data-protection', policy_version: DATA_PROTECTION_POLICY_VERSION });
    expect(duplicate.error?.message).toMatch(/consents_user_kind_version_key/);

    expect(await must(user.client.from('consents').update({ policy_version: 'old' }).eq('id', row.id).select('id'))).toEqual([]);
    expect(await must(user.client.from('consents').delete().eq('id', row.id).select('id'))).toEqual([]);
    expect(await must(admin.from('consents').update({ policy_version: 'old' }).eq('id', row.id).select('id'))).toEqual([]);
    expect(await must(admin.from('consents').delete().eq('id', row.id).select('id'))).toEqual([]);
    const still = await one(user.client.from('consents').select('policy_version, accepted_at').eq('id', row.id).single());
    expect(still).toEqual({ policy_version: DATA_PROTECTION_POLICY_VERSION, accepted_at: row.accepted_at });

    // admins read; other users and anon do not
    expect(await must(admin.from('consents').select('id').eq('id', row.id))).toHaveLength(1);
    const other = await signUpUser(backend);
    expect(await must(other.client.from('consents').select('id').eq('id', row.id))).toEqual([]);
    expect((await createTestClient(backend).from('consents').select('id')).data ?? []).toEqual([]);
    const forged = await other.client
      .from('consents')
      .insert({ user_id: user.user.id, kind: 'terms', policy_version: TERMS_POLICY_VERSION });
    expect(forged.error).not.toBeNull();
  });

  it.each([
    ['an unknown kind', { kind: 'cookies', policy_version: '1' }, M.consentKind],
    ['an empty version', { kind: 'terms', policy_version: '' }, M.policyVersion],
    ['a version with spaces', { kind: 'terms', policy_version: 'v 1' }, M.policyVersion],
    ['a version over 40 characters', { kind: 'terms', policy_version: 'v'.repeat(41) }, M.policyVersion],
  ])('refuses %s', async (_name, consent, message) => {
    const user = await signUpUser(backend);
    const { error } = await user.client.from('consents').insert(consent);
    expect(error?.message).toBe(message);
  });

  it('the database knows the same current policy versions', async () => {
    const anon = createTestClient(backend);
    for (const [kind, version] of Object.entries(CURRENT_POLICY_VERSIONS)) {
      expect(await must(anon.rpc('current_policy_version', { kind }))).toBe(version);
    }
  });
});

describe('partner organisations and the listing gate', () => {
  it('a new partner cannot publish until an admin verifies its organisation; then it can', async () => {
    const partner = await signUpUser(backend, { user_type: 'partner' });
    const withoutOrganisation = await partner.client.from('blood_services').insert(listing(partner.user.id));
    expect(withoutOrganisation.error?.message).toBe(M.listingNeedsVerification);

    const created = await one(partner.client.from('partner_organisations').insert(organisation()).select().single());
    expect(created).toMatchObject({ user_id: partner.user.id, verification_status: 'pending', verified_at: null, verified_by: null });
    expect(await must(partner.client.rpc('partner_is_verified'))).toBe(false);
    const pending = await partner.client.from('blood_services').insert(listing(partner.user.id));
    expect(pending.error?.message).toBe(M.listingNeedsVerification);

    const adminId = (await admin.auth.getUser()).data.user!.id;
    const verified = await must(admin.rpc('set_partner_verification', { partner: partner.user.id, status: 'verified' }));
    expect(verified).toMatchObject({ verification_status: 'verified', verified_by: adminId });
    expect(verified.verified_at).toBeTruthy();
    expect(await must(partner.client.rpc('partner_is_verified'))).toBe(true);

    const published = await one(partner.client.from('blood_services').insert(listing(partner.user.id)).select('id, status').single());
    await must(partner.client.from('blood_services').update({ quantity_available: 9 }).eq('id', published.id));

    // rejected later: the listing is withdrawn, changes are refused, withdrawing and deleting stay possible
    await must(admin.rpc('set_partner_verification', { partner: partner.user.id, status: 'rejected' }));
    const withdrawn = await one(partner.client.from('blood_services').select('status').eq('id', published.id).single());
    expect(withdrawn.status).toBe('Inactive');
    const republish = await partner.client.from('blood_services').update({ status: 'Available' }).eq('id', published.id);
    expect(republish.error?.message).toBe(M.listingNeedsVerification);
    const another = await partner.client.from('blood_services').insert(listing(partner.user.id));
    expect(another.error?.message).toBe(M.listingNeedsVerification);
    await must(partner.client.from('blood_services').update({ status: 'Expired' }).eq('id', published.id));
    expect(await must(partner.client.from('blood_services').delete().eq('id', published.id).select('id'))).toHaveLength(1);
  });

  it('a rejected partner cannot publish', async () => {
    const partner = await partnerWithOrganisation();
    await must(admin.rpc('set_partner_verification', { partner: partner.user.id, status: 'rejected' }));
    const { error } = await partner.client.from('blood_services').insert(listing(partner.user.id));
    expect(error?.message).toBe(M.listingNeedsVerification);
  });

  it('the owner never sets the verification state; changing identifying details after verification sends it back to pending', async () => {
    const partner = await signUpUser(backend, { user_type: 'partner' });
    const selfVerified = await partner.client
      .from('partner_organisations')
      .insert({ ...organisation(), verification_status: 'verified', verified_at: new Date().toISOString() });
    expect(selfVerified.error?.message).toBe(M.onlyAdminVerifies);
    await must(partner.client.from('partner_organisations').insert(organisation()));
    const promote = await partner.client
      .from('partner_organisations')
      .update({ verification_status: 'verified' })
      .eq('user_id', partner.user.id);
    expect(promote.error?.message).toBe(M.onlyAdminVerifies);

    await must(admin.rpc('set_partner_verification', { partner: partner.user.id, status: 'verified' }));
    // contact details do not touch the verification
    await must(partner.client.from('partner_organisations').update({ contact_person: 'Sam Rivers' }).eq('user_id', partner.user.id));
    expect((await one(partner.client.from('partner_organisations').select('verification_status').single())).verification_status).toBe(
      'verified',
    );
    const published = await one(partner.client.from('blood_services').insert(listing(partner.user.id)).select('id').single());
    // a new licence number does
    const changed = await must(
      partner.client
        .from('partner_organisations')
        .update({ licence_number: 'BB-2026-9999' })
        .eq('user_id', partner.user.id)
        .select('verification_status, verified_at')
        .single(),
    );
    expect(changed).toEqual({ verification_status: 'pending', verified_at: null });
    expect((await one(partner.client.from('blood_services').select('status').eq('id', published.id).single())).status).toBe('Inactive');

    // another user neither reads nor changes the organisation; anon nothing; admins read
    const other = await signUpUser(backend, { user_type: 'partner' });
    expect(await must(other.client.from('partner_organisations').select('*').eq('user_id', partner.user.id))).toEqual([]);
    expect(
      await must(other.client.from('partner_organisations').update({ name: 'Hijacked' }).eq('user_id', partner.user.id).select('*')),
    ).toEqual([]);
    expect((await createTestClient(backend).from('partner_organisations').select('*')).data ?? []).toEqual([]);
    expect(await must(admin.from('partner_organisations').select('user_id').eq('user_id', partner.user.id))).toHaveLength(1);
    expect(await must(partner.client.from('partner_organisations').delete().eq('user_id', partner.user.id).select('*'))).toEqual([]);
  });

  it('set_partner_verification is for admins only, with clear messages', async () => {
    const partner = await partnerWithOrganisation();
    const self = await partner.client.rpc('set_partner_verification', { partner: partner.user.id, status: 'verified' });
    expect(self.error?.message).toBe(M.onlyAdminVerifies);
    const donor = await signUpUser(backend, { user_type: 'donor' });
    expect((await donor.client.rpc('set_partner_verification', { partner: partner.user.id, status: 'verified' })).error?.message).toBe(
      M.onlyAdminVerifies,
    );
    const anon = await createTestClient(backend).rpc('set_partner_verification', { partner: partner.user.id, status: 'verified' });
    expect(anon.error?.message).toBe(M.onlyAdminVerifies);
    expect((await one(partner.client.from('partner_organisations').select('verification_status').single())).verification_status).toBe(
      'pending',
    );

    expect((await admin.rpc('set_partner_verification', { partner: partner.user.id, status: 'approved' })).error?.message).toBe(
      M.verificationStatus,
    );
    expect((await admin.rpc('set_partner_verification', { partner: donor.user.id, status: 'verified' })).error?.message).toBe(
      M.organisationNotFound,
    );
  });

  it('team-curated listings and admins are not gated; the demo partner can publish', async () => {
    await one(admin.from('blood_services').insert(listing(null)).select('id').single());
    const unverified = await partnerWithOrganisation();
    // an admin may still publish on behalf of an unverified partner
    await one(admin.from('blood_services').insert(listing(unverified.user.id)).select('id').single());

    const demoPartner = await signInDemo(backend, 'partner');
    const org = await one(demoPartner.client.from('partner_organisations').select('verification_status').single());
    expect(org.verification_status).toBe('verified');
    await one(demoPartner.client.from('blood_services').insert(listing(demoPartner.user.id)).select('id').single());
  });

  it.each([
    ['a one-letter name', { name: ' A ' }, M.organisationName],
    ['an unknown type', { organisation_type: 'Pharmacy' }, M.organisationType],
    ['a one-character licence', { licence_number: '7' }, M.licenceNumber],
    ['an unsupported country', { country: 'XX' }, M.country],
    ['an empty district', { district: '\u00a0' }, M.district],
    ['an empty address', { address: '  ' }, M.address],
    ['a one-letter contact person', { contact_person: 'D' }, M.contactPerson],
    ['a short contact number', { contact_number: '555 0142' }, M.contactNumber],
  ])('refuses an organisation with %s (shared message)', async (_name, overrides, message) => {
    const user = await signUpUser(backend, { user_type: 'partner' });
    const input = organisation(overrides);
    expect(partnerOrganisationError(input)).toBe(message);
    const { error } = await user.client.from('partner_organisations').insert(input);
    expect(error?.message).toBe(message);
  });

  it('keeps the licence document in the owner\u2019s own folder', async () => {
    const user = await signUpUser(backend, { user_type: 'partner' });
    const foreign = await user.client
      .from('partner_organisations')
      .insert({ ...organisation(), licence_document_path: 'someone-else/licence.pdf' });
    expect(foreign.error?.message).toBe(M.licenceDocument);
    await must(
      user.client.from('partner_organisations').insert({ ...organisation(), licence_document_path: `${user.user.id}/licence.pdf` }),
    );
  });
});

describe('complete_registration', () => {
  it('needs the data-protection consent and the terms, then writes the profile and clears the draft', async () => {
    const user = await signUpUser(backend, { user_type: 'recipient' });
    await must(
      user.client.from('registration_drafts').insert({
        user_type: 'founder',
        step: 3,
        data: { founder: { company_name: 'Hopper Labs', industry: 'EdTech', funding_stage: 'Seed', location: 'Arlington, VA' } },
      }),
    );
    // a founder's other step: the verified e-mail (donor, recipient and partner requirements: registration-verification.test.ts)
    await verifyEmailByCode(backend, user);
    const args = { user_type: 'founder', full_name: '  Grace Hopper  ' };

    expect((await user.client.rpc('complete_registration', args)).error?.message).toBe(M.dataProtectionConsent);
    // an old policy version does not count
    await must(user.client.from('consents').insert({ kind: 'data-protection', policy_version: '2020-01-01' }));
    expect((await user.client.rpc('complete_registration', args)).error?.message).toBe(M.dataProtectionConsent);
    await must(user.client.from('consents').insert({ kind: 'data-protection', policy_version: DATA_PROTECTION_POLICY_VERSION }));
    expect((await user.client.rpc('complete_registration', args)).error?.message).toBe(M.termsConsent);
    await must(user.client.from('consents').insert({ kind: 'terms', policy_version: TERMS_POLICY_VERSION }));

    const profile = await must(user.client.rpc('complete_registration', args));
    expect(profile).toMatchObject({ id: user.user.id, full_name: 'Grace Hopper', user_type: 'founder', is_admin: false });
    expect(await must(user.client.from('registration_drafts').select('user_id'))).toEqual([]);
    const { data } = await user.client.auth.refreshSession();
    expect(data.user?.user_metadata).toMatchObject({ user_type: 'founder', full_name: 'Grace Hopper' });
  });

  it('refuses anon, admin types, bad names and a partner without organisation details', async () => {
    expect((await createTestClient(backend).rpc('complete_registration', { user_type: 'donor', full_name: 'Anon' })).error?.message).toBe(
      M.notSignedIn,
    );

    const user = await signUpUser(backend);
    await acceptPolicies(user);
    expect((await user.client.rpc('complete_registration', { user_type: 'admin', full_name: 'Eve' })).error?.message).toBe(M.userType);
    expect((await user.client.rpc('complete_registration', { user_type: 'donor', full_name: ' E ' })).error?.message).toBe(M.fullName);
    expect((await user.client.rpc('complete_registration', { user_type: 'donor', full_name: 'E'.repeat(121) })).error?.message).toBe(
      M.fullName,
    );
    expect((await user.client.rpc('complete_registration', { user_type: 'partner', full_name: 'Pat Partner' })).error?.message).toBe(
      M.partnerOrganisationMissing,
    );

    await must(user.client.from('partner_organisations').insert(organisation()));
    await uploadLicence(user);
    await must(user.client.rpc('set_partner_billing', { arrangement: 'invoice', billing_email: 'billing@partner.example' }));
    const profile = await must(user.client.rpc('complete_registration', { user_type: 'partner', full_name: 'Pat Partner' }));
    expect(profile).toMatchObject({ user_type: 'partner', is_admin: false });
    // registered as a partner, still pending: no listings yet
    expect((await user.client.from('blood_services').insert(listing(user.user.id))).error?.message).toBe(M.listingNeedsVerification);

    expect((await admin.rpc('complete_registration', { user_type: 'donor', full_name: 'Demo Admin' })).error?.message).toBe(M.adminAccount);
  });
});
