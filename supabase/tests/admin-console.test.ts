// Admin console (migration 20261124000440_admin-console.sql and the admin functions it builds
// on): every console function refuses a donor and a visitor with its message and works for
// the demo admin; hidden directory profiles vanish from everyone's reads but the owner's and
// the admins'. Messages are shared-rules' own.
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  ADMIN_CONSOLE_MESSAGES as M,
  VERIFICATION_DOCUMENTS_BUCKET as BUCKET,
  rejectionNoteError,
  userSearchError,
} from '@donation-network/shared-rules';
import { must } from './support/marketplace-fixtures';
import { createTestClient, signInDemo, signUpUser, startTestBackend, type SignedUpUser, type TestBackend } from './support/test-backend';

let backend: TestBackend;
let admin: SignedUpUser;
let donor: SupabaseClient;
let anon: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend();
  admin = await signInDemo(backend, 'admin');
  donor = (await signInDemo(backend, 'donor')).client;
  anon = createTestClient(backend);
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

const MISSING = '00000000-0000-4000-8000-000000000000';

/** A fresh founder account with a listed profile. */
async function founderWithProfile(companyName: string): Promise<{ founder: SignedUpUser; profileId: string }> {
  const founder = await signUpUser(backend, { user_type: 'founder' });
  const row = await must(
    founder.client
      .from('founder_profiles')
      .insert({ user_id: founder.user.id, company_name: companyName, industry: 'Software', funding_stage: 'Seed', location: 'Remote' })
      .select('id')
      .single(),
  );
  return { founder, profileId: (row as { id: string }).id };
}

/** A contact message sent by a visitor, found by the admin through its unique subject. */
async function contactMessage(subject: string): Promise<string> {
  await must(
    anon
      .from('contact_messages')
      .insert({ name: 'Grace Hopper', email: 'grace@example.org', subject, message: 'Please call me back soon.' }),
  );
  const row = await must(admin.client.from('contact_messages').select('id').eq('subject', subject).single());
  return (row as { id: string }).id;
}

describe('every console function refuses donors and visitors with its message', () => {
  const calls: [string, string, Record<string, unknown>][] = [
    ['approve_profile_change', M.reviewProfileChange, { request_id: MISSING }],
    ['reject_profile_change', M.reviewProfileChange, { request_id: MISSING, note: 'No' }],
    ['set_contact_message_status', M.manageContactMessages, { message_id: MISSING, status: 'read' }],
    ['admin_list_users', M.listUsers, { search: '' }],
    ['set_directory_verification', M.moderateDirectory, { directory: 'founder', profile_id: MISSING, status: 'verified' }],
    ['set_directory_profile_hidden', M.moderateDirectory, { directory: 'founder', profile_id: MISSING, hidden: true }],
    ['set_partner_verification', M.verifyPartner, { partner: MISSING, status: 'verified' }],
    ['review_verification_document', M.reviewDocument, { document_id: MISSING, status: 'approved' }],
  ];

  it.each(calls)('%s', async (fn, message, args) => {
    expect((await donor.rpc(fn, args)).error?.message).toBe(message);
    expect((await anon.rpc(fn, args)).error?.message).toBe(message);
  });

  it('set_user_admin: a donor gets the message, a visitor is not let in at all', async () => {
    const target = await signUpUser(backend);
    expect((await donor.rpc('set_user_admin', { target: target.user.id, make_admin: true })).error?.message).toBe(M.changeAdminRights);
    expect((await anon.rpc('set_user_admin', { target: target.user.id, make_admin: true })).error).not.toBeNull();
    const profile = await must(admin.client.from('profiles').select('is_admin').eq('id', target.user.id).single());
    expect(profile).toEqual({ is_admin: false });
  });
});

describe('pending profile changes', () => {
  it('a rejection needs a reason, which the user then reads; approval applies the change', async () => {
    const user = await signUpUser(backend);
    const submitted = await must(user.client.rpc('submit_profile_change', { changes: { phone: '+44 20 7946 0000' } }));
    const id = (submitted as { id: string }).id;

    for (const note of [null, '', ' \u00a0\n ']) {
      const refused = await admin.client.rpc('reject_profile_change', { request_id: id, note });
      expect(refused.error?.message).toBe(M.rejectionNoteRequired);
      expect(rejectionNoteError(note)).toBe(M.rejectionNoteRequired);
    }
    const tooLong = 'n'.repeat(1001);
    expect((await admin.client.rpc('reject_profile_change', { request_id: id, note: tooLong })).error?.message).toBe(M.rejectionNoteMax);
    expect(rejectionNoteError(tooLong)).toBe(M.rejectionNoteMax);
    expect(rejectionNoteError(`  ${'n'.repeat(1000)}  `)).toBeNull();

    const rejected = await must(admin.client.rpc('reject_profile_change', { request_id: id, note: '  Please use your own number.  ' }));
    expect(rejected).toMatchObject({ status: 'rejected', note: 'Please use your own number.', reviewer: admin.user.id });
    expect(await must(user.client.from('profile_change_requests').select('status, note').eq('id', id).single())).toEqual({
      status: 'rejected',
      note: 'Please use your own number.',
    });

    const again = await must(user.client.rpc('submit_profile_change', { changes: { phone: '+44 20 7946 0001' } }));
    const approved = await must(admin.client.rpc('approve_profile_change', { request_id: (again as { id: string }).id }));
    expect(approved).toMatchObject({ status: 'approved' });
    expect(await must(user.client.from('profiles').select('phone').eq('id', user.user.id).single())).toEqual({ phone: '+44 20 7946 0001' });
  });
});

describe('contact messages inbox', () => {
  it('moves a message between new, read and archived', async () => {
    const id = await contactMessage(`Inbox flow ${Date.now()}`);
    const statusOf = async () =>
      (await must(admin.client.from('contact_messages').select('status').eq('id', id).single())) as { status: string };
    expect(await statusOf()).toEqual({ status: 'new' });

    for (const status of ['read', 'archived', 'read', 'new']) {
      expect(await must(admin.client.rpc('set_contact_message_status', { message_id: id, status }))).toMatchObject({ id, status });
      expect(await statusOf()).toEqual({ status });
    }
  });

  it('refuses an unknown status and a missing message, and a donor changes nothing', async () => {
    const id = await contactMessage(`Inbox refusals ${Date.now()}`);
    expect((await admin.client.rpc('set_contact_message_status', { message_id: id, status: 'deleted' })).error?.message).toBe(
      M.contactMessageStatus,
    );
    expect((await admin.client.rpc('set_contact_message_status', { message_id: MISSING, status: 'read' })).error?.message).toBe(
      M.contactMessageNotFound,
    );
    await donor.rpc('set_contact_message_status', { message_id: id, status: 'archived' });
    expect(await must(admin.client.from('contact_messages').select('status').eq('id', id).single())).toEqual({ status: 'new' });
  });
});

describe('users and roles', () => {
  it('finds accounts by e-mail or name, literally and case-insensitively, with a total', async () => {
    const user = await signUpUser(backend, { full_name: 'Zebedee Quartermain' });
    await must(user.client.from('profiles').update({ full_name: 'Zebedee Quartermain' }).eq('id', user.user.id));

    const byEmail = (await must(admin.client.rpc('admin_list_users', { search: user.email.toUpperCase() }))) as Record<string, unknown>[];
    expect(byEmail).toEqual([
      {
        id: user.user.id,
        email: user.email,
        full_name: 'Zebedee Quartermain',
        user_type: 'recipient',
        is_admin: false,
        created_at: expect.any(String),
        total_count: 1,
      },
    ]);
    const byName = (await must(admin.client.rpc('admin_list_users', { search: ' quartermain ' }))) as { id: string }[];
    expect(byName.map((row) => row.id)).toEqual([user.user.id]);
    // wildcards are plain text
    expect(await must(admin.client.rpc('admin_list_users', { search: '%' }))).toEqual([]);
    expect(await must(admin.client.rpc('admin_list_users', { search: 'demo.donation_network' }))).toEqual([]);
  });

  it('pages through every account, newest first', async () => {
    const first = (await must(admin.client.rpc('admin_list_users', { search: '', page_size: 2, page_offset: 0 }))) as {
      id: string;
      created_at: string;
      total_count: number;
    }[];
    const second = (await must(admin.client.rpc('admin_list_users', { search: '', page_size: 2, page_offset: 2 }))) as typeof first;
    expect(first).toHaveLength(2);
    expect(first[0].total_count).toBeGreaterThanOrEqual(6);
    expect(second[0].total_count).toBe(first[0].total_count);
    expect(first[0].created_at >= first[1].created_at && first[1].created_at >= second[0].created_at).toBe(true);
    expect(second.map((row) => row.id)).not.toContain(first[0].id);
    const demoAdmin = (await must(admin.client.rpc('admin_list_users', { search: 'admin@demo.donation.network' }))) as Record<
      string,
      unknown
    >[];
    expect(demoAdmin).toEqual([expect.objectContaining({ id: admin.user.id, is_admin: true, user_type: 'admin' })]);
  });

  it('refuses bad search arguments', async () => {
    const longSearch = 's'.repeat(201);
    expect((await admin.client.rpc('admin_list_users', { search: longSearch })).error?.message).toBe(M.userSearchMax);
    expect(userSearchError(longSearch)).toBe(M.userSearchMax);
    expect(userSearchError(` ${'s'.repeat(200)} `)).toBeNull();
    expect((await admin.client.rpc('admin_list_users', { search: '', page_size: 0 })).error?.message).toBe(M.userPageSize);
    expect((await admin.client.rpc('admin_list_users', { search: '', page_size: 101 })).error?.message).toBe(M.userPageSize);
    expect((await admin.client.rpc('admin_list_users', { search: '', page_offset: -1 })).error?.message).toBe(M.userPageOffset);
  });

  it('makes and removes an admin; an admin cannot remove their own rights', async () => {
    const user = await signUpUser(backend);
    expect(await must(admin.client.rpc('set_user_admin', { target: user.user.id, make_admin: true }))).toMatchObject({ is_admin: true });
    const listed = (await must(admin.client.rpc('admin_list_users', { search: user.email }))) as { is_admin: boolean }[];
    expect(listed[0].is_admin).toBe(true);
    expect(await must(admin.client.rpc('set_user_admin', { target: user.user.id, make_admin: false }))).toMatchObject({ is_admin: false });

    expect((await admin.client.rpc('set_user_admin', { target: admin.user.id, make_admin: false })).error?.message).toBe(M.revokeOwnAdmin);
    expect(await must(admin.client.from('profiles').select('is_admin').eq('id', admin.user.id).single())).toEqual({ is_admin: true });
  });
});

describe('directory moderation', () => {
  it('a hidden founder profile vanishes from public reads but stays with its owner and admins', async () => {
    const { founder, profileId } = await founderWithProfile(`Hidden Co ${Date.now()}`);
    await must(founder.client.from('founder_team_members').insert({ founder_profile_id: profileId, name: 'Ada', role: 'CTO' }));
    const reader = await signUpUser(backend);
    const visibleTo = async (client: SupabaseClient) =>
      ((await must(client.from('founder_profiles').select('id').eq('id', profileId))) as unknown[]).length;
    expect(await visibleTo(anon)).toBe(1);

    const hidden = await must(
      admin.client.rpc('set_directory_profile_hidden', { directory: 'founder', profile_id: profileId, hidden: true }).single(),
    );
    expect(hidden).toEqual({ id: profileId, verification_status: 'unverified', is_hidden: true });

    expect(await visibleTo(anon)).toBe(0);
    expect(await visibleTo(reader.client)).toBe(0);
    expect(await visibleTo(founder.client)).toBe(1);
    expect(await visibleTo(admin.client)).toBe(1);
    // its team follows it
    expect(await must(reader.client.from('founder_team_members').select('name').eq('founder_profile_id', profileId))).toEqual([]);
    expect(await must(founder.client.from('founder_team_members').select('name').eq('founder_profile_id', profileId))).toEqual([
      { name: 'Ada' },
    ]);

    // the owner cannot show it again, but may still edit it
    const unhide = await founder.client.from('founder_profiles').update({ is_hidden: false }).eq('id', profileId);
    expect(unhide.error?.message).toBe(M.ownerCannotHide);
    await must(founder.client.from('founder_profiles').update({ location: 'London' }).eq('id', profileId));
    expect(await visibleTo(anon)).toBe(0);

    await must(admin.client.rpc('set_directory_profile_hidden', { directory: 'founder', profile_id: profileId, hidden: false }));
    expect(await visibleTo(anon)).toBe(1);
  });

  it('an owner cannot create a hidden profile', async () => {
    const founder = await signUpUser(backend, { user_type: 'founder' });
    const insert = await founder.client.from('founder_profiles').insert({
      user_id: founder.user.id,
      company_name: 'Sneaky Co',
      industry: 'Software',
      funding_stage: 'Seed',
      location: 'Remote',
      is_hidden: true,
    });
    expect(insert.error?.message).toBe(M.ownerCannotHide);
  });

  it('hides an investor profile from visitors', async () => {
    const demoInvestor = (await must(
      admin.client.from('investor_profiles').select('id, user_id').not('user_id', 'is', null).limit(1).single(),
    )) as {
      id: string;
    };
    await must(admin.client.rpc('set_directory_profile_hidden', { directory: 'investor', profile_id: demoInvestor.id, hidden: true }));
    expect(await must(anon.from('investor_profiles').select('id').eq('id', demoInvestor.id))).toEqual([]);
    await must(admin.client.rpc('set_directory_profile_hidden', { directory: 'investor', profile_id: demoInvestor.id, hidden: false }));
    expect(await must(anon.from('investor_profiles').select('id').eq('id', demoInvestor.id))).toEqual([{ id: demoInvestor.id }]);
  });

  it('sets the verification status, with messages for bad input', async () => {
    const { profileId } = await founderWithProfile(`Verify Co ${Date.now()}`);
    for (const status of ['pending', 'verified', 'unverified']) {
      const changed = await must(
        admin.client.rpc('set_directory_verification', { directory: 'founder', profile_id: profileId, status }).single(),
      );
      expect(changed).toEqual({ id: profileId, verification_status: status, is_hidden: false });
      expect(await must(anon.from('founder_profiles').select('verification_status').eq('id', profileId).single())).toEqual({
        verification_status: status,
      });
    }
    const rpc = (args: Record<string, unknown>) => admin.client.rpc('set_directory_verification', args);
    expect((await rpc({ directory: 'founder', profile_id: profileId, status: 'approved' })).error?.message).toBe(
      M.directoryVerificationStatus,
    );
    expect((await rpc({ directory: 'startup', profile_id: profileId, status: 'verified' })).error?.message).toBe(M.directoryName);
    expect((await rpc({ directory: 'investor', profile_id: profileId, status: 'verified' })).error?.message).toBe(
      M.directoryProfileNotFound,
    );
    const hide = await admin.client.rpc('set_directory_profile_hidden', { directory: 'founder', profile_id: profileId, hidden: null });
    expect(hide.error?.message).toBe(M.directoryHiddenRequired);
  });
});

describe('partner verification', () => {
  it('an admin reads a pending licence, approves it and verifies the organisation', async () => {
    const partner = await signUpUser(backend, { user_type: 'partner' });
    const objectPath = `${partner.user.id}/licence-${Date.now()}.pdf`;
    const pdf = Buffer.from('%PDF-1.4\n% licence\n');
    const uploaded = await partner.client.storage.from(BUCKET).upload(objectPath, pdf, { contentType: 'application/pdf' });
    expect(uploaded.error).toBeNull();
    await must(
      partner.client.from('partner_organisations').insert({
        user_id: partner.user.id,
        name: 'Northside Blood Bank',
        organisation_type: 'Blood Bank',
        licence_number: 'BB-2040',
        country: 'GB',
        district: 'Leeds',
        address: '2 Bank Street',
        contact_person: 'Mary Seacole',
        contact_number: '0113 496 0000',
        licence_document_path: objectPath,
      }),
    );
    const document = (await must(
      partner.client
        .from('verification_documents')
        .insert({
          kind: 'licence',
          object_path: objectPath,
          file_name: 'licence.pdf',
          content_type: 'application/pdf',
          size_bytes: pdf.length,
        })
        .select('id')
        .single(),
    )) as { id: string };

    const pending = (await must(
      admin.client.from('partner_organisations').select('user_id, verification_status').eq('verification_status', 'pending'),
    )) as {
      user_id: string;
    }[];
    expect(pending.map((row) => row.user_id)).toContain(partner.user.id);

    // the console opens the document from its bytes (lite 0.10's createSignedUrl answers without the signedURL supabase-js reads)
    const opened = await admin.client.storage.from(BUCKET).download(objectPath);
    expect(opened.error).toBeNull();
    expect(Buffer.from(await opened.data!.arrayBuffer()).equals(pdf)).toBe(true);
    expect((await createTestClient(backend).storage.from(BUCKET).download(objectPath)).data).toBeNull();

    expect(await must(admin.client.rpc('review_verification_document', { document_id: document.id, status: 'approved' }))).toMatchObject({
      status: 'approved',
    });
    expect(await must(admin.client.rpc('set_partner_verification', { partner: partner.user.id, status: 'verified' }))).toMatchObject({
      verification_status: 'verified',
    });
    expect(await must(partner.client.rpc('partner_is_verified'))).toBe(true);
  });
});
