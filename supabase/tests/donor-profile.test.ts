// The donor's profile (/donor/profile): a donor proposes changes to their own name, phone, blood
// group, country and last donation through a profile change request; nothing changes until an
// admin approves, and then the donor record (and its listing) follow. The donor record's
// personal columns cannot be written around the review. The form's rules (shared-rules
// donorProfileFieldError) and the database give the same message for the same input.
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  DONOR_PROFILE_MESSAGES as D,
  PROFILE_MESSAGES as P,
  donorProfileFieldError,
  todayIsoDate,
  type DonorProfileField,
} from '@donation-network/shared-rules';
import { DONOR_CONTACT_NUMBER, daysAgo, donorWithListing, must, type DonorFixture } from './support/marketplace-fixtures';
import { signInDemo, signUpUser, startTestBackend, type SignedUpUser, type TestBackend } from './support/test-backend';

let backend: TestBackend;
let admin: SupabaseClient;
let donor: DonorFixture;
let otherDonor: DonorFixture;

beforeAll(async () => {
  backend = await startTestBackend();
  admin = (await signInDemo(backend, 'admin')).client;
  donor = await donorWithListing(backend, admin, { bloodGroup: 'O-', country: 'US', lastDonation: daysAgo(200) });
  otherDonor = await donorWithListing(backend, admin, { bloodGroup: 'B+', country: 'GB', lastDonation: daysAgo(300) });
}, 180_000);

afterAll(async () => {
  await backend?.stop();
});

const DONOR_COLUMNS = 'phone, blood_group, country, last_donation_date';
const donorRow = (user: DonorFixture) => must(admin.from('donors').select(DONOR_COLUMNS).eq('id', user.donorRowId).single());

async function pendingRequests(client: SupabaseClient) {
  return (await must(client.from('profile_change_requests').select('id, user_id, changes').eq('status', 'pending'))) ?? [];
}

describe('a donor proposes changes to their own profile only', () => {
  it('files the request under the caller; nothing changes before an admin approves', async () => {
    const request = await must(
      donor.client.rpc('submit_profile_change', { changes: { phone: '+44 20 7946 0123', last_donation_date: daysAgo(40) } }),
    );
    expect(request).toMatchObject({ user_id: donor.user.id, status: 'pending' });
    expect(await donorRow(donor)).toMatchObject({ phone: DONOR_CONTACT_NUMBER, last_donation_date: daysAgo(200) });
    // the other donor neither sees it nor can approve it
    expect(await pendingRequests(otherDonor.client)).toEqual([]);
    const approval = await otherDonor.client.rpc('approve_profile_change', { request_id: (request as { id: string }).id });
    expect(approval.error?.message).toBe('Only an administrator can review profile changes');
    // nor can the proposer approve their own
    const own = await donor.client.rpc('approve_profile_change', { request_id: (request as { id: string }).id });
    expect(own.error?.message).toBe('Only an administrator can review profile changes');
  });

  it('has no way to name another user: a user id among the changes is refused', async () => {
    const { error } = await donor.client.rpc('submit_profile_change', {
      changes: { user_id: otherDonor.user.id, phone: '+1 555 000 1111' },
    });
    expect(error?.message).toBe('Unknown profile field: user_id');
    expect((await pendingRequests(admin)).filter((row) => row.user_id === otherDonor.user.id)).toEqual([]);
  });

  it("cannot write their own donor record's details around the review, nor another donor's record at all", async () => {
    const direct = await donor.client.from('donors').update({ phone: '+1 555 222 3333' }).eq('id', donor.donorRowId);
    expect(direct.error?.message).toBe('Donor details change only through a profile change request approved by an administrator');
    const lastDonation = await donor.client
      .from('donors')
      .update({ last_donation_date: daysAgo(1) })
      .eq('id', donor.donorRowId);
    expect(lastDonation.error?.message).toBe('Donor details change only through a profile change request approved by an administrator');
    const foreign = await donor.client.from('donors').update({ phone: '+1 555 222 3333' }).eq('id', otherDonor.donorRowId).select('id');
    expect(foreign.data).toEqual([]);
    expect(await donorRow(otherDonor)).toMatchObject({ phone: DONOR_CONTACT_NUMBER, blood_group: 'B+' });
  });

  it("an admin's approval applies the changes to the proposer's profile, donor record and listing, and no one else's", async () => {
    await must(
      donor.client.rpc('submit_profile_change', {
        changes: { full_name: 'Ada Donor', phone: '+44 20 7946 0456', blood_group: 'A+', country: 'GB', last_donation_date: daysAgo(40) },
      }),
    );
    const [request] = (await pendingRequests(admin)).filter((row) => row.user_id === donor.user.id);
    await must(admin.rpc('approve_profile_change', { request_id: request.id }));

    expect(await donorRow(donor)).toEqual({ phone: '+44 20 7946 0456', blood_group: 'A+', country: 'GB', last_donation_date: daysAgo(40) });
    expect(await must(admin.from('profiles').select('full_name, phone, blood_group, country').eq('id', donor.user.id).single())).toEqual({
      full_name: 'Ada Donor',
      phone: '+44 20 7946 0456',
      blood_group: 'A+',
      country: 'GB',
    });
    const [status] = (await must(donor.client.rpc('my_donor_status'))) as {
      phone: string;
      blood_group: string;
      last_donation_date: string;
    }[];
    expect(status).toMatchObject({ phone: '+44 20 7946 0456', blood_group: 'A+', last_donation_date: daysAgo(40) });
    const listing = await must(admin.from('blood_services').select('blood_group, country').eq('id', donor.listingId).single());
    expect(listing).toEqual({ blood_group: 'A+', country: 'GB' });
    expect(await donorRow(otherDonor)).toEqual({
      phone: DONOR_CONTACT_NUMBER,
      blood_group: 'B+',
      country: 'GB',
      last_donation_date: daysAgo(300),
    });
  });
});

describe('the registration wizard still writes the donor record while the donor registers', () => {
  it('with an open donor draft and no phone on the profile yet', async () => {
    const applicant: SignedUpUser = await signUpUser(backend, { user_type: 'donor' });
    await must(applicant.client.from('registration_drafts').insert({ user_type: 'donor', step: 2, data: {} }));
    await must(
      applicant.client
        .from('donors')
        .upsert(
          { user_id: applicant.user.id, blood_group: 'AB-', phone: DONOR_CONTACT_NUMBER, terms_accepted: true },
          { onConflict: 'user_id' },
        ),
    );
    await must(applicant.client.from('donors').update({ country: 'KE' }).eq('user_id', applicant.user.id));
    expect(await must(applicant.client.from('donors').select('country').eq('user_id', applicant.user.id).single())).toEqual({
      country: 'KE',
    });
  });
});

describe('the form and the database refuse the same input with the same message', () => {
  const today = todayIsoDate();
  const cases: [string, DonorProfileField, string, string][] = [
    ['a name of one letter', 'full_name', 'A', P.nameMin],
    ['no phone number', 'phone', ' ', D.phoneRequired],
    ['a phone number of 9 digits', 'phone', '555 123 45', P.phoneDigits],
    ['a phone number of 16 digits', 'phone', '+1 555 123 4567 89012', D.phoneMaxDigits],
    ['a phone number with letters', 'phone', '555 0100 1234 x55', P.phoneFormat],
    ['no blood group', 'blood_group', '', D.bloodGroupRequired],
    ['a blood group off the list', 'blood_group', 'C+', P.bloodGroup],
    ['a country off the list', 'country', 'XX', P.country],
    ['a last donation that is not a date', 'last_donation_date', '2026-02-30', D.lastDonationFormat],
    ['a last donation next week', 'last_donation_date', daysAgo(-7), D.lastDonationFuture],
    ['a last donation in 1899', 'last_donation_date', '1899-12-31', D.lastDonationPast],
  ];

  it.each(cases)('%s', async (_case, field, value, message) => {
    expect(donorProfileFieldError(field, value, today)).toBe(message);
    const { error } = await donor.client.rpc('submit_profile_change', { changes: { [field]: value } });
    expect(error?.message).toBe(message);
  });

  it.each<[DonorProfileField, string]>([
    ['phone', '+1 (555) 010-4242'],
    ['country', ''],
    ['last_donation_date', ''],
    ['last_donation_date', daysAgo(1)],
  ])('both accept %s = "%s"', async (field, value) => {
    expect(donorProfileFieldError(field, value, today)).toBeNull();
    await must(donor.client.rpc('submit_profile_change', { changes: { [field]: value } }));
  });

  it('someone without a donor record has no last donation to propose', async () => {
    const recipient = await signUpUser(backend, { user_type: 'recipient' });
    const { error } = await recipient.client.rpc('submit_profile_change', { changes: { last_donation_date: daysAgo(10) } });
    expect(error?.message).toBe(D.notADonor);
  });
});
