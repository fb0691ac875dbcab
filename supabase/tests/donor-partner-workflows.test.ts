// Donor and partner workflows (migration 20261124000430_donor-partner-workflows.sql): the
// donor's eligibility and availability, accepting or declining a donation request, what a
// withdrawn or completed donation changes, and a partner's own listings. The database's
// messages are the ones shared-rules exports for the dashboards.
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  DONOR_WORKFLOW_MESSAGES as D,
  LISTING_MESSAGES as L,
  LISTING_STATUSES,
  PUBLISHED_LISTING_STATUSES,
  REGISTRATION_MESSAGES,
  donationScheduleError,
  listingConstraintMessage,
  partnerListingError,
  type PartnerListingInput,
} from '@donation-network/shared-rules';
import {
  DONOR_CONTACT_NUMBER,
  DONOR_CONTACT_PERSON,
  MGH,
  daysAgo,
  donorWithListing,
  must,
  subscribedUser,
} from './support/marketplace-fixtures';
import { createTestClient, signInDemo, signUpUser, startTestBackend, type SignedUpUser, type TestBackend } from './support/test-backend';

let backend: TestBackend;
let admin: SupabaseClient;
let partner: SignedUpUser;

beforeAll(async () => {
  backend = await startTestBackend();
  admin = (await signInDemo(backend, 'admin')).client;
  partner = await signInDemo(backend, 'partner');
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

interface DonorStatus {
  donor_record_id: string;
  interval_days: number;
  last_donation_date: string | null;
  next_eligible_date: string | null;
  is_eligible: boolean;
  listing_id: string | null;
  listing_status: string | null;
  is_available: boolean;
}

async function donorStatus(client: SupabaseClient): Promise<DonorStatus[]> {
  return (await must(client.rpc('my_donor_status'))) as DonorStatus[];
}

/** A date-time `days` from now, ISO. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A pending request from a fresh subscriber to a fresh eligible donor. */
async function pendingRequest(hospital = MGH) {
  const donor = await donorWithListing(backend, admin);
  const requester = await subscribedUser(backend);
  const request = (await must(requester.client.rpc('request_donor', { listing_id: donor.listingId, hospital_id: hospital }))) as {
    id: string;
  };
  return { donor, requester, requestId: request.id };
}

describe('donor status and eligibility', () => {
  it('computes the next eligible date from the country and sex', async () => {
    // GB women wait 112 days: 100 days after the last donation there are 12 to go
    const donor = await donorWithListing(backend, admin, { country: 'GB', sex: 'female', lastDonation: daysAgo(100) });
    const [status] = await donorStatus(donor.client);
    expect(status).toMatchObject({
      donor_record_id: donor.donorRowId,
      interval_days: 112,
      last_donation_date: daysAgo(100),
      next_eligible_date: daysAgo(-12),
      is_eligible: false,
      listing_id: donor.listingId,
      listing_status: 'Available',
      is_available: true,
    });
  });

  it('answers nothing to anon and to users without a donor record', async () => {
    const recipient = await signUpUser(backend, { user_type: 'recipient' });
    expect(await donorStatus(recipient.client)).toEqual([]);
    expect(await donorStatus(createTestClient(backend))).toEqual([]);
  });
});

describe('availability switch', () => {
  it("sets only the donor's own listing Inactive and Available again", async () => {
    const donor = await donorWithListing(backend, admin);
    const other = await donorWithListing(backend, admin);

    expect(await must(donor.client.rpc('set_donor_availability', { available: false }))).toBe('Inactive');
    const listings = await must(admin.from('blood_services').select('id, status').in('id', [donor.listingId, other.listingId]));
    expect(listings).toEqual(
      expect.arrayContaining([
        { id: donor.listingId, status: 'Inactive' },
        { id: other.listingId, status: 'Available' },
      ]),
    );
    const requester = await subscribedUser(backend);
    const refused = await requester.client.rpc('request_donor', { listing_id: donor.listingId, hospital_id: MGH });
    expect(refused.error?.message).toBe('This donor is not available');

    expect(await must(donor.client.rpc('set_donor_availability', { available: true }))).toBe('Available');
    expect((await donorStatus(donor.client))[0]).toMatchObject({ listing_status: 'Available', is_available: true });
  });

  it('creates the listing the first time, shortened name and no contact details', async () => {
    const user = await signUpUser(backend, { user_type: 'donor', full_name: 'Grace Brewster Hopper' });
    await must(user.client.from('profiles').update({ full_name: 'Grace Brewster Hopper' }).eq('id', user.user.id));
    const noCountry = await must(
      user.client
        .from('donors')
        .insert({ user_id: user.user.id, blood_group: 'A-', phone: DONOR_CONTACT_NUMBER, terms_accepted: true })
        .select('id')
        .single(),
    );
    const missing = await user.client.rpc('set_donor_availability', { available: true });
    expect(missing.error?.message).toBe(D.countryMissing);

    // the country is a reviewed detail: an admin sets it here, as an approved profile change would
    await must(
      admin
        .from('donors')
        .update({ country: 'KE', sex: 'male' })
        .eq('id', (noCountry as { id: string }).id),
    );
    expect(await must(user.client.rpc('set_donor_availability', { available: true }))).toBe('Available');
    const [status] = await donorStatus(user.client);
    expect(status.is_available).toBe(true);

    const requester = await subscribedUser(backend);
    const listed = await must(
      requester.client
        .from('blood_service_listings')
        .select('provider_name, provider_type, blood_group, country, contact_person, contact_number, price, is_eligible')
        .eq('id', status.listing_id!)
        .single(),
    );
    expect({ ...listed, price: Number((listed as { price: string }).price) }).toEqual({
      provider_name: 'Grace H.',
      provider_type: 'Individual Donor',
      blood_group: 'A-',
      country: 'KE',
      contact_person: null,
      contact_number: null,
      price: 0,
      is_eligible: true,
    });
  });

  it('refuses users without a donor record, anon and a missing value', async () => {
    const recipient = await signUpUser(backend, { user_type: 'recipient' });
    const donor = await donorWithListing(backend, admin);
    expect((await recipient.client.rpc('set_donor_availability', { available: true })).error?.message).toBe(D.notADonor);
    expect((await createTestClient(backend).rpc('set_donor_availability', { available: true })).error?.message).toBe(
      D.notSignedInAvailability,
    );
    expect((await donor.client.rpc('set_donor_availability', { available: null })).error?.message).toBe(D.availabilityValue);
  });

  it('cannot be bypassed: the donor still cannot write the listing directly', async () => {
    const donor = await donorWithListing(backend, admin);
    const direct = await donor.client.from('blood_services').update({ status: 'Inactive' }).eq('id', donor.listingId).select('id');
    expect(direct.data ?? []).toEqual([]);
    const after = await must(admin.from('blood_services').select('status').eq('id', donor.listingId).single());
    expect(after).toEqual({ status: 'Available' });
  });
});

describe('accepting and declining a donation request', () => {
  it("accept: the donor's appointment at the requested hospital, the requester notified without the donor's contact", async () => {
    const { donor, requester, requestId } = await pendingRequest();
    const when = inDays(3);
    const appointment = (await must(donor.client.rpc('accept_donation_request', { request_id: requestId, scheduled_at: when }))) as Record<
      string,
      unknown
    >;

    expect(appointment).toMatchObject({
      user_id: donor.user.id,
      hospital_id: MGH,
      listing_id: donor.listingId,
      type: 'blood',
      status: 'requested',
      donation_request_id: requestId,
    });
    expect(Date.parse(String(appointment.scheduled_at))).toBe(Date.parse(when));
    expect(await must(donor.client.from('appointments').select('id').eq('donation_request_id', requestId))).toHaveLength(1);
    expect(await must(requester.client.from('donor_appointment_requests').select('status').eq('id', requestId).single())).toEqual({
      status: 'accepted',
    });

    const notes = (await must(requester.client.from('notifications').select('title, body'))) as { title: string; body: string }[];
    const accepted = notes.filter((n) => n.body.includes('Massachusetts General Hospital'));
    expect(accepted.length).toBeGreaterThan(0);
    const everything = JSON.stringify(notes);
    for (const secret of [DONOR_CONTACT_NUMBER, DONOR_CONTACT_PERSON, donor.email, donor.email.split('@')[0]]) {
      expect(everything).not.toContain(secret);
    }
    // the appointment and the donor record stay the donor's
    expect(await must(requester.client.from('appointments').select('id').eq('id', String(appointment.id)))).toEqual([]);
    expect(await must(requester.client.from('donors').select('phone'))).toEqual([]);
  });

  it('decline: no appointment, the requester notified', async () => {
    const { donor, requester, requestId } = await pendingRequest();
    const before = ((await must(requester.client.from('notifications').select('id'))) as unknown[]).length;
    const declined = (await must(donor.client.rpc('decline_donation_request', { request_id: requestId }))) as { status: string };
    expect(declined.status).toBe('declined');
    expect(await must(donor.client.from('appointments').select('id').eq('donation_request_id', requestId))).toEqual([]);
    const after = (await must(requester.client.from('notifications').select('title, body'))) as { title: string; body: string }[];
    expect(after.length).toBe(before + 1);
    expect(JSON.stringify(after)).not.toContain(DONOR_CONTACT_NUMBER);
  });

  it('only the requested donor, only a pending request', async () => {
    const { donor, requester, requestId } = await pendingRequest();
    const stranger = await donorWithListing(backend, admin);
    const answer = (c: SupabaseClient) => c.rpc('accept_donation_request', { request_id: requestId, scheduled_at: inDays(2) });

    expect((await answer(requester.client)).error?.message).toBe(D.onlyRequestedDonor);
    expect((await answer(stranger.client)).error?.message).toBe(D.onlyRequestedDonor);
    expect((await stranger.client.rpc('decline_donation_request', { request_id: requestId })).error?.message).toBe(D.onlyRequestedDonor);
    expect((await answer(createTestClient(backend))).error?.message).toBe(D.notSignedInAnswer);
    expect(
      (await donor.client.rpc('decline_donation_request', { request_id: '00000000-0000-4000-8000-000000000000' })).error?.message,
    ).toBe(D.requestNotFound);

    await must(donor.client.rpc('decline_donation_request', { request_id: requestId }));
    expect((await answer(donor.client)).error?.message).toBe(D.notPending);
    expect((await donor.client.rpc('decline_donation_request', { request_id: requestId })).error?.message).toBe(D.notPending);
  });

  it('the donation time: in the future, within 90 days, not before the donor may give again (as the client says)', async () => {
    const { donor, requestId } = await pendingRequest();
    const cases: [string, string | null][] = [
      [inDays(-1), D.scheduleInPast],
      [inDays(91), D.scheduleTooFar],
    ];
    for (const [when, message] of cases) {
      const { error } = await donor.client.rpc('accept_donation_request', { request_id: requestId, scheduled_at: when });
      expect(error?.message).toBe(message);
      expect(donationScheduleError(new Date(when), null)).toBe(message);
    }
    const missing = await donor.client.rpc('accept_donation_request', { request_id: requestId, scheduled_at: null });
    expect(missing.error?.message).toBe(D.scheduleMissing);
    expect(donationScheduleError(null, null)).toBe(D.scheduleMissing);

    // eligible today (200 days since the last donation); pretend the last donation was 50
    // days ago (US: 56 days) so the first eligible day is in 6 days
    await must(
      admin
        .from('donors')
        .update({ last_donation_date: daysAgo(50) })
        .eq('id', donor.donorRowId),
    );
    const [status] = await donorStatus(donor.client);
    const tooEarly = await donor.client.rpc('accept_donation_request', { request_id: requestId, scheduled_at: inDays(2) });
    expect(tooEarly.error?.message).toBe(`You can donate again from ${status.next_eligible_date}`);
    expect(donationScheduleError(new Date(inDays(2)), status.next_eligible_date)).toBe(tooEarly.error?.message);
    expect(await must(admin.from('donor_appointment_requests').select('status').eq('id', requestId).single())).toEqual({
      status: 'pending',
    });
  });

  it('withdrawing an accepted request cancels the donor appointment; completing it records the donation', async () => {
    const first = await pendingRequest();
    const appointment = (await must(
      first.donor.client.rpc('accept_donation_request', { request_id: first.requestId, scheduled_at: inDays(1) }),
    )) as { id: string };
    await must(first.requester.client.from('donor_appointment_requests').update({ status: 'cancelled' }).eq('id', first.requestId));
    expect(await must(first.donor.client.from('appointments').select('status').eq('id', appointment.id).single())).toEqual({
      status: 'cancelled',
    });
    // the donor hears it once ("Donation request cancelled"), not again for the linked appointment
    const cancelledNotices = (await must(
      first.donor.client.from('notifications').select('title').in('title', ['Donation request cancelled', 'Appointment cancelled']),
    )) as { title: string }[];
    expect(cancelledNotices.map((notice) => notice.title)).toEqual(['Donation request cancelled']);

    const second = await pendingRequest();
    const booked = (await must(
      second.donor.client.rpc('accept_donation_request', { request_id: second.requestId, scheduled_at: inDays(1) }),
    )) as { id: string };
    await must(admin.from('appointments').update({ status: 'completed' }).eq('id', booked.id));
    expect(await must(admin.from('donor_appointment_requests').select('status').eq('id', second.requestId).single())).toEqual({
      status: 'completed',
    });
    const [status] = await donorStatus(second.donor.client);
    // the appointment lies tomorrow: the donation is recorded as today at the latest
    expect(status.last_donation_date).toBe(daysAgo(0));
    expect(status.is_eligible).toBe(false);
  });

  it('an appointment links only to a request its owner accepted, and the link never moves', async () => {
    const { donor, requestId } = await pendingRequest();
    const forged = await donor.client
      .from('appointments')
      .insert({ hospital_id: MGH, scheduled_at: inDays(2), type: 'blood', donation_request_id: requestId });
    expect(forged.error?.message).toBe(D.linkNotAccepted);

    const own = (await must(
      donor.client
        .from('appointments')
        .insert({ hospital_id: MGH, scheduled_at: inDays(2), type: 'blood' })
        .select('id')
        .single(),
    )) as { id: string };
    const moved = await donor.client.from('appointments').update({ donation_request_id: requestId, status: 'cancelled' }).eq('id', own.id);
    expect(moved.error?.message).toBe(D.linkChanged);
  });
});

describe("a partner's listings", () => {
  const bloodListing = (
    owner: string,
    overrides: Partial<PartnerListingInput> = {},
  ): PartnerListingInput & { owner_partner_id: string } => ({
    owner_partner_id: owner,
    provider_name: 'Demo Partner Blood Bank',
    provider_type: 'Blood Bank',
    product_name: 'B Negative Red Cells',
    product_type: 'Red Cells',
    blood_group: 'B-',
    quantity_available: 7,
    unit: 'units',
    price: 180,
    currency: 'USD',
    country: 'US',
    district: 'Boston',
    status: 'Available',
    contact_person: 'Blood Bank Desk',
    contact_number: '+1 617 555 0100',
    online_purchase: false,
    purchase_link: null,
    ...overrides,
  });

  it('add, edit, change the quantity and withdraw; the marketplace shows what is published', async () => {
    const created = (await must(partner.client.from('blood_services').insert(bloodListing(partner.user.id)).select('id').single())) as {
      id: string;
    };
    const requester = await subscribedUser(backend);
    const market = () =>
      requester.client.from('blood_service_listings').select('product_name, quantity_available, status').eq('id', created.id).single();
    expect(await must(market())).toEqual({ product_name: 'B Negative Red Cells', quantity_available: 7, status: 'Available' });

    await must(partner.client.from('blood_services').update({ product_name: 'B Negative Leukoreduced Red Cells' }).eq('id', created.id));
    const plus = (await must(partner.client.rpc('adjust_listing_quantity', { listing_id: created.id, delta: 3 }))) as {
      quantity_available: number;
    };
    const minus = (await must(partner.client.rpc('adjust_listing_quantity', { listing_id: created.id, delta: -1 }))) as {
      quantity_available: number;
    };
    expect([plus.quantity_available, minus.quantity_available]).toEqual([10, 9]);
    const belowZero = await partner.client.rpc('adjust_listing_quantity', { listing_id: created.id, delta: -10 });
    expect(belowZero.error?.message).toBe(L.quantity);
    expect((await partner.client.rpc('adjust_listing_quantity', { listing_id: created.id, delta: 0 })).error?.message).toBe(L.quantityStep);

    // withdrawn: gone from the recipients' results, still in the partner's own list; published again, back
    await must(partner.client.from('blood_services').update({ status: 'Inactive' }).eq('id', created.id));
    expect(await must(requester.client.from('blood_service_listings').select('id').eq('id', created.id))).toEqual([]);
    const own = partner.client
      .from('blood_services')
      .select('product_name, status')
      .eq('owner_partner_id', partner.user.id)
      .eq('id', created.id);
    expect(await must(own)).toEqual([{ product_name: 'B Negative Leukoreduced Red Cells', status: 'Inactive' }]);
    await must(partner.client.from('blood_services').update({ status: 'Available' }).eq('id', created.id));
    expect(await must(market())).toEqual({ product_name: 'B Negative Leukoreduced Red Cells', quantity_available: 9, status: 'Available' });
  });

  it('the marketplace offers published listings only (the statuses shared-rules calls published)', async () => {
    const requester = await subscribedUser(backend);
    const ids: Record<string, string> = {};
    for (const status of LISTING_STATUSES) {
      const row = (await must(
        partner.client.from('blood_services').insert(bloodListing(partner.user.id, { status })).select('id').single(),
      )) as { id: string };
      ids[status] = row.id;
    }
    const offered = (await must(requester.client.from('blood_service_listings').select('status').in('id', Object.values(ids)))) as {
      status: string;
    }[];
    expect(offered.map((row) => row.status).sort()).toEqual([...PUBLISHED_LISTING_STATUSES].sort());
    const inOwnList = await must(partner.client.from('blood_services').select('id').in('id', Object.values(ids)));
    expect(inOwnList).toHaveLength(LISTING_STATUSES.length);
    await must(partner.client.from('blood_services').delete().in('id', Object.values(ids)));
  });

  it("another partner cannot read, change, adjust or delete the partner's listing", async () => {
    const created = (await must(partner.client.from('blood_services').insert(bloodListing(partner.user.id)).select('id').single())) as {
      id: string;
    };
    const other = await signUpUser(backend, { user_type: 'partner' });
    await must(
      other.client.from('partner_organisations').insert({
        name: 'Other Blood Bank',
        organisation_type: 'Blood Bank',
        licence_number: 'OB-0001',
        country: 'US',
        district: 'Suffolk',
        address: '2 Other Road',
        contact_person: 'Olive Other',
        contact_number: '+1 617 555 0199',
      }),
    );
    await must(admin.rpc('set_partner_verification', { partner: other.user.id, status: 'verified' }));

    expect(await must(other.client.from('blood_services').select('id').eq('id', created.id))).toEqual([]);
    expect(await must(other.client.from('blood_services').update({ quantity_available: 0 }).eq('id', created.id).select('id'))).toEqual([]);
    expect(await must(other.client.from('blood_services').delete().eq('id', created.id).select('id'))).toEqual([]);
    expect((await other.client.rpc('adjust_listing_quantity', { listing_id: created.id, delta: -1 })).error?.message).toBe(
      L.listingNotFound,
    );
    const stolen = await other.client.from('blood_services').insert(bloodListing(partner.user.id));
    expect(stolen.error).not.toBeNull();
    expect(await must(partner.client.from('blood_services').select('quantity_available').eq('id', created.id).single())).toEqual({
      quantity_available: 7,
    });
  });

  it('organs are never priced: the database refuses it and the client says the same', async () => {
    const organ = bloodListing(partner.user.id, {
      provider_type: 'Organ Bank',
      product_name: 'Kidney',
      product_type: 'Organ',
      unit: 'organ',
      quantity_available: 1,
      price: 5000,
      currency: 'USD',
    });
    const { error } = await partner.client.from('blood_services').insert(organ);
    expect(listingConstraintMessage(error?.message ?? '')).toBe(L.organNotForSale);
    expect(partnerListingError(organ)).toBe(L.organNotForSale);

    const free = { ...organ, price: null, currency: null };
    expect(partnerListingError(free)).toBeNull();
    expect((await partner.client.from('blood_services').insert(free)).error).toBeNull();
  });

  it("refuses an unverified partner's listing with the verification message", async () => {
    const pending = await signUpUser(backend, { user_type: 'partner' });
    await must(
      pending.client.from('partner_organisations').insert({
        name: 'Pending Plasma Centre',
        organisation_type: 'Plasma Center',
        licence_number: 'PP-0001',
        country: 'US',
        district: 'Suffolk',
        address: '3 Pending Road',
        contact_person: 'Pat Pending',
        contact_number: '+1 617 555 0123',
      }),
    );
    const { error } = await pending.client.from('blood_services').insert(bloodListing(pending.user.id));
    expect(error?.message).toBe(REGISTRATION_MESSAGES.listingNeedsVerification);
  });
});
