// Registration verification (migration 20261124000300_registration-verification.sql): the
// private verification-documents bucket and its storage policies, document records for
// review, e-mail ownership by one-time code, the donor verification payment and the steps
// complete_registration() requires per account type. Messages are shared-rules' own.
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  DATA_PROTECTION_POLICY_VERSION,
  REGISTRATION_MESSAGES as R,
  TERMS_POLICY_VERSION,
  VERIFICATION_DOCUMENTS_BUCKET as BUCKET,
  VERIFICATION_DOCUMENT_MAX_BYTES,
  VERIFICATION_MESSAGES as M,
  verificationDocumentError,
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

const PDF = Buffer.from('%PDF-1.4\n% identity document\n');

async function upload(user: SignedUpUser, objectPath: string, body: Buffer = PDF, contentType = 'application/pdf') {
  return user.client.storage.from(BUCKET).upload(objectPath, body, { contentType, upsert: false });
}

/** Uploads and records a document of the user's own, as the wizard does. */
async function addDocument(user: SignedUpUser, kind: 'identity' | 'licence'): Promise<Record<string, unknown>> {
  const objectPath = `${user.user.id}/${kind}-${Date.now()}.pdf`;
  const uploaded = await upload(user, objectPath);
  if (uploaded.error) throw new Error(`upload failed: ${uploaded.error.message}`);
  return (await must(
    user.client
      .from('verification_documents')
      .insert({ kind, object_path: objectPath, file_name: `${kind}.pdf`, content_type: 'application/pdf', size_bytes: PDF.length })
      .select()
      .single(),
  )) as Record<string, unknown>;
}

async function acceptPolicies(user: SignedUpUser): Promise<void> {
  await must(
    user.client.from('consents').insert([
      { kind: 'data-protection', policy_version: DATA_PROTECTION_POLICY_VERSION },
      { kind: 'terms', policy_version: TERMS_POLICY_VERSION },
    ]),
  );
}

describe('the verification-documents bucket', () => {
  it('keeps each document to its owner and admins', async () => {
    const owner = await signUpUser(backend);
    const stranger = await signUpUser(backend);
    const objectPath = `${owner.user.id}/identity.pdf`;
    expect((await upload(owner, objectPath)).error).toBeNull();

    const own = await owner.client.storage.from(BUCKET).download(objectPath);
    expect(own.error).toBeNull();
    expect(Buffer.from(await own.data!.arrayBuffer()).equals(PDF)).toBe(true);

    // another user: no download, no listing, no signed URL, no delete, no upload into the folder
    expect((await stranger.client.storage.from(BUCKET).download(objectPath)).data).toBeNull();
    expect((await stranger.client.storage.from(BUCKET).list(owner.user.id)).data ?? []).toEqual([]);
    expect((await stranger.client.storage.from(BUCKET).createSignedUrl(objectPath, 60)).data).toBeNull();
    await stranger.client.storage.from(BUCKET).remove([objectPath]);
    expect((await upload(stranger, `${owner.user.id}/planted.pdf`)).error).not.toBeNull();
    // nor anon
    expect((await createTestClient(backend).storage.from(BUCKET).download(objectPath)).data).toBeNull();

    // the owner's file survived the stranger's delete; an admin can read it for review
    const reviewed = await admin.storage.from(BUCKET).download(objectPath);
    expect(reviewed.error).toBeNull();
    expect(Buffer.from(await reviewed.data!.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('refuses other file types and files over 5 MB, as the client rule does', async () => {
    const user = await signUpUser(backend);
    const exe = await upload(user, `${user.user.id}/tool.exe`, Buffer.from('MZ'), 'application/x-msdownload');
    expect(exe.error).not.toBeNull();
    expect(verificationDocumentError({ type: 'application/x-msdownload', size: 2 })).toBe(M.documentType);

    const big = Buffer.alloc(VERIFICATION_DOCUMENT_MAX_BYTES + 1, 0x20);
    expect((await upload(user, `${user.user.id}/big.pdf`, big)).error).not.toBeNull();
    expect(verificationDocumentError({ type: 'application/pdf', size: big.length })).toBe(M.documentSize);

    const limit = Buffer.concat([PDF, Buffer.alloc(VERIFICATION_DOCUMENT_MAX_BYTES - PDF.length, 0x20)]);
    expect((await upload(user, `${user.user.id}/limit.pdf`, limit)).error).toBeNull();
    expect(verificationDocumentError({ type: 'application/pdf', size: limit.length })).toBeNull();
    expect(verificationDocumentError({ type: 'image/png', size: 10 })).toBeNull();
    expect(verificationDocumentError({ type: 'image/jpeg', size: 10 })).toBeNull();
  });
});

describe('verification_documents', () => {
  it('records an uploaded document as pending, whatever status the owner sends', async () => {
    const user = await signUpUser(backend);
    const objectPath = `${user.user.id}/identity-self-approved.pdf`;
    await upload(user, objectPath);
    const row = await must(
      user.client
        .from('verification_documents')
        .insert({
          kind: 'identity',
          object_path: objectPath,
          file_name: 'passport.pdf',
          content_type: 'application/pdf',
          size_bytes: PDF.length,
          status: 'approved',
        })
        .select()
        .single(),
    );
    expect(row).toMatchObject({ status: 'pending', reviewed_at: null, user_id: user.user.id });
    // the owner cannot change it afterwards
    await user.client.from('verification_documents').update({ status: 'approved' }).eq('object_path', objectPath);
    expect(await must(user.client.from('verification_documents').select('status').eq('object_path', objectPath))).toEqual([
      { status: 'pending' },
    ]);
  });

  it('refuses a record without an upload, in another folder, or with a bad type or size', async () => {
    const user = await signUpUser(backend);
    const other = await signUpUser(backend);
    const base = { kind: 'identity', file_name: 'id.pdf', content_type: 'application/pdf', size_bytes: 10 };
    const insert = (row: Record<string, unknown>) => user.client.from('verification_documents').insert(row);

    expect((await insert({ ...base, object_path: `${user.user.id}/never-uploaded.pdf` })).error?.message).toBe(M.documentNotUploaded);
    const theirs = `${other.user.id}/identity.pdf`;
    await upload(other, theirs);
    expect((await insert({ ...base, object_path: theirs })).error?.message).toBe(M.documentFolder);
    const mine = `${user.user.id}/identity.pdf`;
    await upload(user, mine);
    expect((await insert({ ...base, object_path: mine, content_type: 'text/html' })).error?.message).toBe(M.documentType);
    expect((await insert({ ...base, object_path: mine, size_bytes: VERIFICATION_DOCUMENT_MAX_BYTES + 1 })).error?.message).toBe(
      M.documentSize,
    );
    expect((await insert({ ...base, object_path: mine, kind: 'selfie' })).error?.message).toBe(M.documentKind);
    // other users' records stay invisible
    expect(await must(other.client.from('verification_documents').select('id').eq('user_id', user.user.id))).toEqual([]);
  });

  it('is reviewed by admins only; approving an identity document marks the donor identity-verified', async () => {
    const donor = await signUpUser(backend, { user_type: 'donor' });
    await must(
      donor.client.from('donors').insert({ blood_group: 'O-', phone: '+1 617 555 0101', terms_accepted: true, user_id: donor.user.id }),
    );
    const document = await addDocument(donor, 'identity');

    const selfReview = await donor.client.rpc('review_verification_document', { document_id: document.id, status: 'approved' });
    expect(selfReview.error?.message).toBe(M.onlyAdminReviews);
    expect((await admin.rpc('review_verification_document', { document_id: document.id, status: 'maybe' })).error?.message).toBe(
      M.reviewStatus,
    );

    const approved = await must(admin.rpc('review_verification_document', { document_id: document.id, status: 'approved' }));
    expect(approved).toMatchObject({ status: 'approved' });
    expect(await must(donor.client.from('donors').select('id_verified'))).toEqual([{ id_verified: true }]);

    await must(admin.rpc('review_verification_document', { document_id: document.id, status: 'rejected' }));
    expect(await must(donor.client.from('donors').select('id_verified'))).toEqual([{ id_verified: false }]);
  });
});

describe('confirm_email_verification', () => {
  it('needs a session opened with the mailed one-time code', async () => {
    expect((await createTestClient(backend).rpc('confirm_email_verification')).error?.message).toBe(M.emailNotSignedIn);

    const user = await signUpUser(backend);
    // a password session proves nothing, even after a code was requested
    expect((await user.client.rpc('confirm_email_verification')).error?.message).toBe(M.emailNotProven);
    await user.client.auth.signInWithOtp({ email: user.email, options: { shouldCreateUser: false } });
    await user.client.auth.signInWithPassword({ email: user.email, password: 'secret-pass-1' });
    expect((await user.client.rpc('confirm_email_verification')).error?.message).toBe(M.emailNotProven);

    await verifyEmailByCode(backend, user);
    expect(await must(user.client.from('email_verifications').select('user_id, email'))).toEqual([
      { user_id: user.user.id, email: user.email },
    ]);
  });
});

describe('the donor verification payment', () => {
  it('records one succeeded 25 USD payment and lets the donor record say so', async () => {
    expect((await createTestClient(backend).rpc('pay_donor_verification', { payment_method: 'card' })).error?.message).toBe(
      M.paymentNotSignedIn,
    );
    const donor = await signUpUser(backend, { user_type: 'donor' });
    expect((await donor.client.rpc('pay_donor_verification', { payment_method: 'cash' })).error?.message).toBe(M.invalidPaymentMethod);

    // before paying, the donor cannot mark the payment verified
    const early = await donor.client
      .from('donors')
      .insert({ user_id: donor.user.id, blood_group: 'A+', phone: '+1 617 555 0102', terms_accepted: true, payment_verified: true });
    expect(early.error?.message).toBe(M.adminVerifiesDonor);
    await must(
      donor.client.from('donors').insert({ user_id: donor.user.id, blood_group: 'A+', phone: '+1 617 555 0102', terms_accepted: true }),
    );

    const payment = (await must(donor.client.rpc('pay_donor_verification', { payment_method: 'bank_transfer' }))) as Record<
      string,
      unknown
    >;
    expect(payment).toMatchObject({ purpose: 'donor-verification', currency: 'USD', status: 'succeeded', method: 'bank_transfer' });
    expect(Number(payment.amount)).toBe(25);
    expect(payment.reference).toMatch(/^DONOR-[A-Z0-9]{12}$/);
    // paying again charges nothing more
    const again = (await must(donor.client.rpc('pay_donor_verification', { payment_method: 'card' }))) as Record<string, unknown>;
    expect(again.id).toBe(payment.id);
    expect(await must(donor.client.from('payments').select('id').eq('purpose', 'donor-verification'))).toHaveLength(1);
    expect(await must(donor.client.from('donors').select('payment_verified, id_verified'))).toEqual([
      { payment_verified: true, id_verified: false },
    ]);
    // identity stays an administrator's decision
    const selfVerified = await donor.client.from('donors').update({ id_verified: true }).eq('user_id', donor.user.id);
    expect(selfVerified.error?.message).toBe(M.adminVerifiesDonor);
  });

  it('confirms provider payments through the service-role seam only', async () => {
    const donor = await signUpUser(backend, { user_type: 'donor' });
    const args = { user_id: donor.user.id, payment_method: 'card', payment_reference: 'STRIPE-PI3ABC123' };
    expect((await donor.client.rpc('confirm_donor_verification_payment', args)).error?.message).toBe(M.onlyProviderConfirms);
    // the provider's webhook holds the secret key (service role)
    const service = createTestClient({ ...backend, anonKey: backend.secretKey! });
    const payment = await must(service.rpc('confirm_donor_verification_payment', args));
    expect(payment).toMatchObject({ reference: 'STRIPE-PI3ABC123', purpose: 'donor-verification', status: 'succeeded' });
  });
});

describe('complete_registration per account type', () => {
  it('a donor needs the verified e-mail, an identity document, the donor record and the payment', async () => {
    const donor = await signUpUser(backend, { user_type: 'donor' });
    await acceptPolicies(donor);
    const complete = () => donor.client.rpc('complete_registration', { user_type: 'donor', full_name: 'Dora Donor' });

    expect((await complete()).error?.message).toBe(M.emailNotVerified);
    await verifyEmailByCode(backend, donor);
    expect((await complete()).error?.message).toBe(M.identityDocumentMissing);
    await addDocument(donor, 'identity');
    expect((await complete()).error?.message).toBe(M.donorDetailsMissing);
    await must(
      donor.client.from('donors').insert({ user_id: donor.user.id, blood_group: 'B+', phone: '+1 617 555 0103', terms_accepted: true }),
    );
    expect((await complete()).error?.message).toBe(M.donorPaymentMissing);
    await must(donor.client.rpc('pay_donor_verification', { payment_method: 'card' }));

    expect(await must(complete())).toMatchObject({ user_type: 'donor', full_name: 'Dora Donor' });
    // the phone stays private: another user cannot read the donor record
    const stranger = await signUpUser(backend);
    expect(await must(stranger.client.from('donors').select('phone').eq('user_id', donor.user.id))).toEqual([]);
  });

  it('a recipient needs the verified e-mail, an identity document and a plan', async () => {
    const recipient = await signUpUser(backend, { user_type: 'recipient' });
    await acceptPolicies(recipient);
    const complete = () => recipient.client.rpc('complete_registration', { user_type: 'recipient', full_name: 'Rita Recipient' });
    await verifyEmailByCode(backend, recipient);
    await addDocument(recipient, 'identity');
    await must(
      recipient.client
        .from('registration_drafts')
        .insert({ user_type: 'recipient', step: 4, data: { bloodGroup: 'A-', phoneNumber: '+1 617 555 0104' } }),
    );
    expect((await complete()).error?.message).toBe(M.planMissing);
    await must(recipient.client.rpc('subscribe', { plan_id: 'basic', payment_method: 'card' }));
    expect(await must(complete())).toMatchObject({ user_type: 'recipient' });
  });

  it('a partner needs its organisation, a licence document and billing, and stays pending', async () => {
    const partner = await signUpUser(backend, { user_type: 'partner' });
    await acceptPolicies(partner);
    const complete = () => partner.client.rpc('complete_registration', { user_type: 'partner', full_name: 'Harbour Hospital' });
    expect((await complete()).error?.message).toBe(R.partnerOrganisationMissing);
    await must(
      partner.client.from('partner_organisations').insert({
        name: 'Harbour Hospital',
        organisation_type: 'Hospital',
        licence_number: 'HOS-77-1200',
        country: 'GB',
        district: 'Bristol',
        address: '1 Quay Street, Bristol',
        contact_person: 'Hana Harbour',
        contact_number: '+44 117 496 0000',
      }),
    );
    expect((await complete()).error?.message).toBe(M.licenceDocumentMissing);
    await addDocument(partner, 'licence');
    await must(partner.client.rpc('set_partner_billing', { arrangement: 'payment-method', payment_method: 'card' }));
    expect(await must(complete())).toMatchObject({ user_type: 'partner' });
    expect(await must(partner.client.from('partner_organisations').select('verification_status'))).toEqual([
      { verification_status: 'pending' },
    ]);
  });
});
