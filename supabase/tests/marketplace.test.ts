import type { SupabaseClient } from '@supabase/supabase-js';
import {
  DONOR_CONTACT_NUMBER,
  DONOR_CONTACT_PERSON,
  MGH,
  daysAgo,
  donorWithListing,
  ensureSubscribed,
  must,
  subscribedUser,
  type DonorFixture,
} from './support/marketplace-fixtures';
import { createTestClient, signInDemo, signUpUser, startTestBackend, type SignedUpUser, type TestBackend } from './support/test-backend';

// The select string of the marketplace table (/recipient/blood-services).
const LISTING_SELECT =
  'id, provider_name, provider_type, product_name, product_type, blood_group, quantity_available, unit, ' +
  'price, currency, country, district, status, contact_person, contact_number, last_updated, last_donated, ' +
  'is_eligible, updated_by_hospital_integration, online_purchase, purchase_link';

interface Listing {
  id: string;
  provider_name: string;
  provider_type: string;
  product_name: string;
  product_type: string;
  blood_group: string | null;
  price: string | null;
  country: string;
  district: string | null;
  status: string;
  contact_person: string | null;
  contact_number: string | null;
  last_updated: string;
  last_donated: string | null;
  is_eligible: boolean | null;
  online_purchase: boolean;
  purchase_link: string | null;
}

let backend: TestBackend;
let admin: SupabaseClient;
let partner: SignedUpUser;
let recipient: SignedUpUser;
let eligibleDonor: DonorFixture;
let ineligibleDonor: DonorFixture;

beforeAll(async () => {
  backend = await startTestBackend();
  admin = (await signInDemo(backend, 'admin')).client;
  partner = await signInDemo(backend, 'partner');
  recipient = await signInDemo(backend, 'recipient');
  await ensureSubscribed(recipient.client);
  eligibleDonor = await donorWithListing(backend, admin, { lastDonation: daysAgo(100) });
  ineligibleDonor = await donorWithListing(backend, admin, { lastDonation: daysAgo(10) });
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

const listings = (client: SupabaseClient) => client.from('blood_service_listings');

describe('can_donate_red_cells', () => {
  // donor -> recipients that may receive its red cells (explicit, not derived)
  const COMPATIBLE: Record<string, string[]> = {
    'O-': ['O-', 'O+', 'A-', 'A+', 'B-', 'B+', 'AB-', 'AB+'],
    'O+': ['O+', 'A+', 'B+', 'AB+'],
    'A-': ['A-', 'A+', 'AB-', 'AB+'],
    'A+': ['A+', 'AB+'],
    'B-': ['B-', 'B+', 'AB-', 'AB+'],
    'B+': ['B+', 'AB+'],
    'AB-': ['AB-', 'AB+'],
    'AB+': ['AB+'],
  };
  const GROUPS = Object.keys(COMPATIBLE);

  it('answers all 64 ABO/Rh pairs correctly', async () => {
    const client = createTestClient(backend);
    const wrong: string[] = [];
    for (const donor of GROUPS) {
      for (const recipientGroup of GROUPS) {
        const { data, error } = await client.rpc('can_donate_red_cells', { donor, recipient: recipientGroup });
        if (error || data !== COMPATIBLE[donor].includes(recipientGroup)) wrong.push(`${donor}->${recipientGroup}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('O- gives to all and AB+ receives from all', () => {
    expect(COMPATIBLE['O-']).toHaveLength(8);
    expect(GROUPS.filter((g) => COMPATIBLE[g].includes('AB+'))).toHaveLength(8);
  });

  it.each([
    ['C+', 'A+'],
    ['A+', 'a+'],
    ['O', 'A+'],
  ])('rejects the invalid group in %s -> %s', async (donor, recipientGroup) => {
    const { error } = await createTestClient(backend).rpc('can_donate_red_cells', { donor, recipient: recipientGroup });
    expect(error?.message).toMatch(/^Invalid blood group: /);
  });
});

describe('donor eligibility', () => {
  const eligible = async (days: number | null, country: string | null, sex: string | null) =>
    must(
      createTestClient(backend).rpc('donor_is_eligible', {
        last_donation: days === null ? null : daysAgo(days),
        country,
        sex,
      }),
    );

  it.each([
    // country, sex, minimum days
    ['US', 'male', 56],
    ['US', 'female', 56],
    ['US', null, 56],
    ['GB', 'male', 84],
    ['GB', 'female', 112],
    ['GB', 'other', 112],
    ['GB', null, 112],
    ['IN', 'male', 90],
    ['IN', 'female', 120],
    ['IN', 'prefer-not-to-say', 120],
    ['KE', 'female', 56],
    ['DE', 'male', 56],
    [null, 'male', 120],
  ])('%s %s: not eligible one day before %i days, eligible on the day', async (country, sex, minDays) => {
    expect(await eligible(minDays - 1, country, sex)).toBe(false);
    expect(await eligible(minDays, country, sex)).toBe(true);
  });

  it('treats a donor who never donated as eligible', async () => {
    expect(await eligible(null, 'GB', 'female')).toBe(true);
  });

  it('next_eligible_date adds the interval', async () => {
    const next = await must(
      createTestClient(backend).rpc('next_eligible_date', { last_donation: '2026-01-01', country: 'GB', sex: 'female' }),
    );
    expect(next).toBe('2026-04-23'); // + 112 days
    const none = await must(createTestClient(backend).rpc('next_eligible_date', { last_donation: null, country: 'US', sex: null }));
    expect(none).toBeNull();
  });

  it('rejects an unknown country or sex', async () => {
    const client = createTestClient(backend);
    const country = await client.rpc('donor_is_eligible', { last_donation: daysAgo(1), country: 'XX', sex: 'male' });
    const sex = await client.rpc('donor_is_eligible', { last_donation: daysAgo(1), country: 'US', sex: 'm' });
    expect(country.error?.message).toBe('Invalid country: XX');
    expect(sex.error?.message).toBe('Invalid sex: m');
  });

  it('is computed in the listings view from the donor record, not stored', async () => {
    const donor = await donorWithListing(backend, admin, { lastDonation: daysAgo(30), country: 'GB', sex: 'male' });
    const read = async () =>
      (await must(listings(recipient.client).select('is_eligible, last_donated').eq('id', donor.listingId).single())) as {
        is_eligible: boolean;
        last_donated: string;
      };
    expect(await read()).toEqual({ is_eligible: false, last_donated: daysAgo(30) });

    // a donor's own last donation changes through an approved profile change: the admin writes it here
    await must(
      admin
        .from('donors')
        .update({ last_donation_date: daysAgo(84) })
        .eq('id', donor.donorRowId),
    );

    expect(await read()).toEqual({ is_eligible: true, last_donated: daysAgo(84) });
  });

  it('uses the stricter interval in GB for a donor of unknown sex', async () => {
    const donor = await donorWithListing(backend, admin, { lastDonation: daysAgo(100), country: 'GB', sex: null });
    const row = await must(listings(recipient.client).select('is_eligible').eq('id', donor.listingId).single());
    expect(row).toEqual({ is_eligible: false });
  });
});

describe('organs and individual donors are never sold', () => {
  const organ = (extra: Record<string, unknown>) => ({
    owner_partner_id: partner.user.id,
    provider_name: 'Partner Organ Bank',
    provider_type: 'Organ Bank',
    product_name: 'Kidney',
    product_type: 'Organ',
    blood_group: 'A+',
    quantity_available: 1,
    unit: 'organ',
    country: 'US',
    ...extra,
  });

  it.each([
    ['a price', { price: 100, currency: 'USD' }],
    ['online purchase', { online_purchase: true }],
    ['a purchase link', { purchase_link: 'https://example.org/buy-kidney' }],
  ])('rejects an organ listing with %s', async (_label, extra) => {
    const { error } = await partner.client.from('blood_services').insert(organ(extra));
    expect(error?.message).toMatch(/blood_services_not_for_sale_check/);
  });

  it('accepts an organ listing with price 0 or no price', async () => {
    const zero = await partner.client
      .from('blood_services')
      .insert(organ({ price: 0 }))
      .select('id');
    const none = await partner.client
      .from('blood_services')
      .insert(organ({ price: null }))
      .select('id');
    expect(zero.error).toBeNull();
    expect(none.error).toBeNull();
  });

  it('rejects a price on an existing organ listing', async () => {
    const row = (await must(
      partner.client
        .from('blood_services')
        .insert(organ({ price: 0 }))
        .select('id')
        .single(),
    )) as {
      id: string;
    };
    const { error } = await partner.client.from('blood_services').update({ price: 5, currency: 'USD' }).eq('id', row.id);
    expect(error?.message).toMatch(/blood_services_not_for_sale_check/);
  });

  it('rejects a price on an individual-donor listing', async () => {
    const { error } = await admin.from('blood_services').update({ price: 50, currency: 'USD' }).eq('id', eligibleDonor.listingId);
    const link = await admin
      .from('blood_services')
      .update({ online_purchase: true, purchase_link: 'https://example.org/buy' })
      .eq('id', eligibleDonor.listingId);
    expect(error?.message).toMatch(/blood_services_not_for_sale_check/);
    expect(link.error?.message).toMatch(/blood_services_not_for_sale_check/);
  });

  it('lets partners sell blood products with a price and an https link', async () => {
    const { error } = await partner.client.from('blood_services').insert({
      owner_partner_id: partner.user.id,
      provider_name: 'Demo Partner Blood Bank',
      provider_type: 'Blood Bank',
      product_name: 'Plasma',
      product_type: 'Plasma',
      blood_group: 'AB+',
      quantity_available: 3,
      unit: 'units',
      price: 80,
      currency: 'USD',
      country: 'US',
      online_purchase: true,
      purchase_link: 'https://example.org/plasma',
    });
    expect(error).toBeNull();
  });

  it('does not let a partner publish an individual-donor listing', async () => {
    const { error } = await partner.client.from('blood_services').insert({
      owner_partner_id: partner.user.id,
      donor_record_id: eligibleDonor.donorRowId,
      provider_name: 'Stolen donor',
      provider_type: 'Individual Donor',
      product_name: 'Whole Blood Donation',
      product_type: 'Whole Blood',
      country: 'US',
    });
    expect(error?.message).toMatch(/blood_services_donor_not_owned_check/);
  });
});

describe('donor privacy', () => {
  it("the listings view hides an individual donor's contact details", async () => {
    const row = (await must(listings(recipient.client).select('*').eq('id', eligibleDonor.listingId).single())) as Listing;
    expect(row).toMatchObject({ provider_type: 'Individual Donor', contact_person: null, contact_number: null });
    expect(JSON.stringify(row)).not.toContain('987 6543');
    expect(JSON.stringify(row)).not.toContain(DONOR_CONTACT_PERSON);
  });

  it('keeps the contact details of hospitals and blood banks', async () => {
    const row = await must(
      listings(recipient.client).select('contact_person, contact_number').eq('id', '4b000000-0000-4000-8000-000000000001').single(),
    );
    expect(row).toEqual({ contact_person: 'Donor Services Desk', contact_number: '+1 800-733-2767' });
  });

  it('no read path of a subscribed recipient returns the donor phone', async () => {
    const c = recipient.client;
    const request = await must(c.rpc('request_donor', { listing_id: eligibleDonor.listingId, hospital_id: MGH }));
    const reads = await Promise.all([
      c.from('blood_services').select('*'),
      c.from('blood_services').select('contact_person, contact_number').eq('id', eligibleDonor.listingId),
      c.from('donors').select('*'),
      c.from('donors').select('phone').eq('id', eligibleDonor.donorRowId),
      c.from('blood_service_listings').select('*'),
      c.from('donor_appointment_requests').select('*, blood_services(*), hospitals(*)'),
      c.from('donor_appointment_requests').select('id, blood_services(contact_number, donors(phone))'),
      c.from('donor_appointment_requests').select('id, donors(*)'),
      c.from('appointments').select('*, blood_services(*)'),
      c.from('blood_service_listings').select('*, donors(*)'),
    ]);
    const everything = JSON.stringify([request, ...reads]);
    expect(everything).not.toContain('987 6543');
    expect(everything).not.toContain(DONOR_CONTACT_PERSON);
    // the base tables answer with nothing rather than an error
    expect(reads[0]).toMatchObject({ error: null, data: [] });
    expect(reads[2]).toMatchObject({ error: null, data: [] });
    const embedded = reads[5].data as { blood_services: unknown; hospitals: { name: string } }[];
    expect(embedded.length).toBeGreaterThan(0);
    expect(embedded.every((r) => r.blood_services === null && r.hospitals.name)).toBe(true);
  });

  it('hidden columns cannot be searched through the view', async () => {
    const byNumber = await listings(recipient.client)
      .select('id', { count: 'exact' })
      .or('contact_number.ilike.%987 6543%,contact_person.ilike.%Secret Donor%');
    const byEq = await listings(recipient.client).select('id').eq('contact_number', DONOR_CONTACT_NUMBER);
    expect(byNumber).toMatchObject({ error: null, count: 0 });
    expect(byEq.data).toEqual([]);
  });

  it("the donor reads requests addressed to them without the requester's contact details", async () => {
    const rows = await must(eligibleDonor.client.from('donor_appointment_requests').select('*, hospitals(name)'));
    const notes = await must(eligibleDonor.client.from('notifications').select('*'));
    expect((rows as unknown[]).length).toBeGreaterThan(0);
    const everything = JSON.stringify([rows, notes]);
    expect(everything).not.toContain(recipient.email);
    expect(everything).not.toContain('Demo Recipient');
  });
});

describe('subscription gate', () => {
  it('an unsubscribed user and an anonymous visitor get no listings', async () => {
    const unsubscribed = await signUpUser(backend, { user_type: 'recipient' });
    for (const client of [unsubscribed.client, createTestClient(backend)]) {
      const { data, error, count } = await listings(client).select(LISTING_SELECT, { count: 'exact' });
      expect(error).toBeNull();
      expect(data).toEqual([]);
      expect(count).toBe(0);
    }
  });

  it('subscribing opens the listings and cancelling closes them again', async () => {
    const user = await subscribedUser(backend);
    const open = await listings(user.client).select('id', { count: 'exact', head: true });
    expect(open.count).toBeGreaterThanOrEqual(20);

    await must(user.client.rpc('cancel_subscription'));

    const closed = await listings(user.client).select('id', { count: 'exact', head: true });
    expect(closed.count).toBe(0);
  });

  it('admins read all listings without a subscription; partners only their own (base table)', async () => {
    const all = await listings(admin).select('id', { count: 'exact', head: true });
    const own = await must(partner.client.from('blood_services').select('owner_partner_id'));
    expect(all.count).toBeGreaterThanOrEqual(20);
    expect((own as { owner_partner_id: string }[]).length).toBeGreaterThanOrEqual(3);
    expect((own as { owner_partner_id: string }[]).every((r) => r.owner_partner_id === partner.user.id)).toBe(true);
  });
});

describe('request_donor', () => {
  it('creates a pending request and notifies the donor with the hospital name', async () => {
    const donor = await donorWithListing(backend, admin, { lastDonation: null });
    const requester = await subscribedUser(backend);

    const { data, error } = await requester.client.rpc('request_donor', { listing_id: donor.listingId, hospital_id: MGH });

    expect(error).toBeNull();
    expect(data).toMatchObject({
      requester_id: requester.user.id,
      listing_id: donor.listingId,
      hospital_id: MGH,
      status: 'pending',
    });
    const notes = await must(donor.client.from('notifications').select('title, body, kind'));
    expect(notes).toEqual([
      {
        title: 'New donation request',
        body: expect.stringContaining('Massachusetts General Hospital') as unknown,
        kind: 'donation_request',
      },
    ]);
    expect(JSON.stringify(notes)).not.toContain(requester.email);
    const own = await must(requester.client.from('donor_appointment_requests').select('id, status'));
    expect(own).toEqual([{ id: (data as { id: string }).id, status: 'pending' }]);
  });

  it('contract: request a donor from the request dialog', async () => {
    const donor = await donorWithListing(backend, admin);
    const { data, error } = await recipient.client
      .rpc('request_donor', { listing_id: donor.listingId, hospital_id: MGH })
      .select('id, status, created_at')
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'pending' });
  });

  it.each([
    ['a missing hospital', () => ({ listing_id: eligibleDonor.listingId, hospital_id: null }), 'Please select a hospital for the donation'],
    [
      'a donor who is not eligible',
      () => ({ listing_id: ineligibleDonor.listingId, hospital_id: MGH }),
      'This donor is not eligible to donate yet',
    ],
    [
      'a blood bank listing',
      () => ({ listing_id: '4b000000-0000-4000-8000-000000000001', hospital_id: MGH }),
      'Only individual donors can be requested',
    ],
    [
      'an organ listing',
      () => ({ listing_id: '4b000000-0000-4000-8000-000000000012', hospital_id: MGH }),
      'Only individual donors can be requested',
    ],
    [
      'an unknown listing',
      () => ({ listing_id: '00000000-0000-4000-8000-000000000000', hospital_id: MGH }),
      'Blood service listing not found',
    ],
    [
      'an unknown hospital',
      () => ({ listing_id: eligibleDonor.listingId, hospital_id: '00000000-0000-4000-8000-000000000000' }),
      'Hospital not found',
    ],
  ])('refuses %s', async (_label, args, message) => {
    const requester = await subscribedUser(backend);
    const { data, error } = await requester.client.rpc('request_donor', args());
    expect(error?.message).toBe(message);
    expect(data).toBeNull();
    expect(await must(requester.client.from('donor_appointment_requests').select('id'))).toEqual([]);
  });

  it('refuses without a subscription and when signed out', async () => {
    const unsubscribed = await signUpUser(backend, { user_type: 'recipient' });
    const args = { listing_id: eligibleDonor.listingId, hospital_id: MGH };
    const noSub = await unsubscribed.client.rpc('request_donor', args);
    const anon = await createTestClient(backend).rpc('request_donor', args);
    expect(noSub.error?.message).toBe('An active subscription is required to request a donor');
    expect(anon.error?.message).toBe('You must be logged in to request a donor');
  });

  it('refuses a second pending request for the same donor', async () => {
    const donor = await donorWithListing(backend, admin);
    const requester = await subscribedUser(backend);
    await must(requester.client.rpc('request_donor', { listing_id: donor.listingId, hospital_id: MGH }));
    const { error } = await requester.client.rpc('request_donor', { listing_id: donor.listingId, hospital_id: MGH });
    expect(error?.message).toBe('You already have a pending request for this donor');
  });

  it("refuses a listing that is not available and the donor's own listing", async () => {
    const donor = await donorWithListing(backend, admin);
    await must(donor.client.rpc('subscribe', { plan_id: 'basic', payment_method: 'mock' }));
    const own = await donor.client.rpc('request_donor', { listing_id: donor.listingId, hospital_id: MGH });
    await must(admin.from('blood_services').update({ status: 'Inactive' }).eq('id', donor.listingId));
    const inactive = await recipient.client.rpc('request_donor', { listing_id: donor.listingId, hospital_id: MGH });
    expect(own.error?.message).toBe('You cannot request your own donor listing');
    expect(inactive.error?.message).toBe('This donor is not available');
  });

  it('rejects malformed uuids', async () => {
    const { error } = await recipient.client.rpc('request_donor', { listing_id: 'not-a-uuid', hospital_id: MGH });
    expect(error?.message).toMatch(/invalid input syntax for type uuid/);
  });

  it('the donor accepts or declines, the requester cancels, nothing else changes', async () => {
    const donor = await donorWithListing(backend, admin);
    const requester = await subscribedUser(backend);
    const request = (await must(requester.client.rpc('request_donor', { listing_id: donor.listingId, hospital_id: MGH }))) as {
      id: string;
    };
    const table = (c: SupabaseClient) => c.from('donor_appointment_requests');

    const selfAccept = await table(requester.client).update({ status: 'accepted' }).eq('id', request.id);
    const moveHospital = await table(donor.client).update({ hospital_id: '4a000000-0000-4000-8000-000000000002' }).eq('id', request.id);
    const accept = await table(donor.client).update({ status: 'accepted' }).eq('id', request.id).select('status');
    const cancel = await table(requester.client).update({ status: 'cancelled' }).eq('id', request.id).select('status');

    expect(selfAccept.error?.message).toBe('This status change is not allowed');
    expect(moveHospital.error?.message).toBe('Only the status of a donation request can be changed');
    expect(accept.data).toEqual([{ status: 'accepted' }]);
    expect(cancel.data).toEqual([{ status: 'cancelled' }]);
  });

  it("contract: the requester's and the donor's request lists", async () => {
    const mine = await recipient.client
      .from('donor_appointment_requests')
      .select('id, status, created_at, listing_id, hospitals(name, city)')
      .order('created_at', { ascending: false });
    const addressed = await eligibleDonor.client
      .from('donor_appointment_requests')
      .select('id, status, created_at, hospitals(name, city, address)')
      .eq('status', 'pending');
    expect(mine.error).toBeNull();
    expect((mine.data ?? []).length).toBeGreaterThan(0);
    expect(addressed.error).toBeNull();
    expect((addressed.data ?? []).length).toBeGreaterThan(0);
  });
});

describe('contract: marketplace filters on blood_service_listings', () => {
  const query = () => listings(recipient.client).select(LISTING_SELECT, { count: 'exact' });

  it('contract: first page sorted by last update with total count', async () => {
    const page1 = await query().order('last_updated', { ascending: false }).order('id').range(0, 9);
    const page2 = await query().order('last_updated', { ascending: false }).order('id').range(10, 19);
    expect(page1.error).toBeNull();
    expect(page1.data).toHaveLength(10);
    expect(page1.count).toBeGreaterThanOrEqual(20);
    expect(page2.count).toBe(page1.count);
    const ids1 = new Set((page1.data as unknown as Listing[]).map((r) => r.id));
    expect((page2.data as unknown as Listing[]).some((r) => ids1.has(r.id))).toBe(false);
    const times = (page1.data as unknown as Listing[]).map((r) => Date.parse(r.last_updated));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('contract: free text over provider, product, contact person and number', async () => {
    const text = (term: string) =>
      query().or(
        `provider_name.ilike.%${term}%,product_name.ilike.%${term}%,contact_person.ilike.%${term}%,contact_number.ilike.%${term}%`,
      );
    const provider = await text('lifeblood');
    const product = await text('cryoprecipitate');
    const person = await text('priya');
    const number = await text('2713 690');
    expect(provider.count).toBe(1);
    expect((product.data as unknown as Listing[])[0].product_type).toBe('Cryoprecipitate');
    expect((person.data as unknown as Listing[])[0].provider_name).toBe('Rotary Blood Bank Delhi');
    expect((number.data as unknown as Listing[])[0].provider_name).toBe('Kenya National Blood Transfusion Service');
  });

  it('contract: location text matches country or district', async () => {
    const { data, error } = await query().or('country.ilike.%mumbai%,district.ilike.%mumbai%');
    const byCountry = await query().or('country.ilike.%ke%,district.ilike.%ke%');
    expect(error).toBeNull();
    expect((data as unknown as Listing[]).every((r) => r.district === 'Mumbai')).toBe(true);
    expect((byCountry.data as unknown as Listing[]).some((r) => r.country === 'KE')).toBe(true);
  });

  it.each([
    ['product_type', 'Organ'],
    ['blood_group', 'O-'],
    ['country', 'IN'],
    ['district', 'Boston'],
    ['status', 'Available'],
    ['provider_type', 'Individual Donor'],
  ])('contract: exact filter %s = %s', async (column, value) => {
    const { data, error, count } = await query().eq(column, value).order('last_updated', { ascending: false });
    expect(error).toBeNull();
    expect(count).toBeGreaterThan(0);
    expect((data as unknown as Record<string, unknown>[]).every((r) => r[column] === value)).toBe(true);
  });

  it('contract: seeded listings that are not on offer (Inactive, Expired) are left out', async () => {
    const { data, error } = await query().in('provider_name', ['Tata Memorial Hospital Blood Centre', 'Toronto General Blood Bank']);
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const statuses = await query().in('status', ['Inactive', 'Expired']);
    expect(statuses.count).toBe(0);
  });

  it('contract: organ rows are free of charge', async () => {
    const { data } = await query().eq('product_type', 'Organ');
    const rows = data as unknown as Listing[];
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((r) => Number(r.price ?? 0) === 0 && !r.online_purchase && r.purchase_link === null)).toBe(true);
  });

  it('contract: last-updated periods (24 h, 7 d, 30 d, older)', async () => {
    const since = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    const day = await query().gte('last_updated', since(24));
    const week = await query().gte('last_updated', since(24 * 7));
    const month = await query().gte('last_updated', since(24 * 30));
    const older = await query().lt('last_updated', since(24 * 30));
    const all = await query();
    expect(day.count).toBeGreaterThan(0);
    expect(week.count!).toBeGreaterThan(day.count!);
    expect(month.count!).toBeGreaterThan(week.count!);
    expect(older.count).toBeGreaterThanOrEqual(1);
    expect(month.count! + older.count!).toBe(all.count);
  });

  it('contract: show only eligible donors', async () => {
    const { data, error } = await query().eq('provider_type', 'Individual Donor').eq('is_eligible', true);
    const rows = data as unknown as Listing[];
    expect(error).toBeNull();
    expect(rows.map((r) => r.id)).toContain(eligibleDonor.listingId);
    expect(rows.map((r) => r.id)).not.toContain(ineligibleDonor.listingId);
    expect(rows.every((r) => r.is_eligible === true)).toBe(true);
  });

  it('contract: seeded individual donors include an eligible and a not eligible one', async () => {
    const { data } = await query()
      .in('id', ['4b000000-0000-4000-8000-000000000015', '4b000000-0000-4000-8000-000000000016'])
      .order('provider_name');
    expect((data as unknown as Listing[]).map((r) => [r.provider_name, r.is_eligible])).toEqual([
      ['Amelia W.', false],
      ['Rahul S.', true],
    ]);
  });

  it('contract: combined filters with count and range', async () => {
    const { data, count, error } = await query()
      .eq('product_type', 'Whole Blood')
      .eq('status', 'Available')
      .ilike('provider_name', '%a%')
      .order('last_updated', { ascending: false })
      .range(0, 1);
    expect(error).toBeNull();
    expect(data!.length).toBeLessThanOrEqual(2);
    expect(count).toBeGreaterThanOrEqual(data!.length);
  });
});

describe('contract: hospitals, appointments, notifications', () => {
  it('contract: hospital picker search by name or location', async () => {
    const term = 'london';
    const { data, error } = await createTestClient(backend)
      .from('hospitals')
      .select('id, name, address, city, state, country, contact_number, is_b365_partner, is_verified, latitude, longitude')
      .or(`name.ilike.%${term}%,city.ilike.%${term}%,state.ilike.%${term}%,address.ilike.%${term}%`)
      .order('name');
    expect(error).toBeNull();
    expect((data as { name: string }[]).map((h) => h.name)).toEqual(["St Thomas' Hospital"]);
  });

  it('contract: the recipient lists, requests and cancels appointments', async () => {
    const user = await signUpUser(backend, { user_type: 'recipient' });
    const created = await user.client
      .from('appointments')
      .insert({ hospital_id: MGH, scheduled_at: new Date(Date.now() + 86_400_000).toISOString(), type: 'consultation' })
      .select('id, status')
      .single();
    const list = await user.client
      .from('appointments')
      .select('id, scheduled_at, type, status, notes, hospitals(name, city)')
      .order('scheduled_at', { ascending: true });
    const cancel = await user.client
      .from('appointments')
      .update({ status: 'cancelled' })
      .eq('id', (created.data as { id: string }).id)
      .select('status');
    const confirm = await user.client
      .from('appointments')
      .update({ status: 'confirmed' })
      .eq('id', (created.data as { id: string }).id);

    expect(created.data).toMatchObject({ status: 'requested' });
    expect(list.data).toHaveLength(1);
    expect(cancel.data).toEqual([{ status: 'cancelled' }]);
    expect(confirm.error?.message).toBe('You can only cancel a requested or confirmed appointment');
  });

  it('contract: the demo recipient has two appointments and three notifications', async () => {
    const appointments = await must(recipient.client.from('appointments').select('id, status, hospitals(name)'));
    const notifications = await must(
      recipient.client.from('notifications').select('id, title, body, kind, read_at, created_at').order('created_at', { ascending: false }),
    );
    expect((appointments as unknown[]).length).toBeGreaterThanOrEqual(2);
    expect((notifications as unknown[]).length).toBeGreaterThanOrEqual(3);
  });

  it('contract: mark a notification read; nothing else can change', async () => {
    const notes = (await must(recipient.client.from('notifications').select('id').is('read_at', null).limit(1))) as { id: string }[];
    const id = notes[0].id;
    const read = await recipient.client
      .from('notifications')
      .update({ read_at: new Date().toISOString() })
      .eq('id', id)
      .select('id, read_at');
    const retitle = await recipient.client.from('notifications').update({ title: 'Changed' }).eq('id', id);
    expect(read.error).toBeNull();
    expect((read.data as { read_at: string }[])[0].read_at).not.toBeNull();
    expect(retitle.error?.message).toBe('Only the read state of a notification can be changed');
  });
});

describe('donor registration', () => {
  it('generates the donor id from the e-mail local part and a number under 1000', async () => {
    const user = await signUpUser(backend, { user_type: 'donor' });
    const row = (await must(
      user.client
        .from('donors')
        .insert({ user_id: user.user.id, blood_group: 'A+', phone: '+1 555 123 4567', terms_accepted: true })
        .select('donor_id, id_verified, payment_verified')
        .single(),
    )) as { donor_id: string; id_verified: boolean };
    const local = user.email.split('@')[0];
    expect(row.donor_id.startsWith(local)).toBe(true);
    expect(Number(row.donor_id.slice(local.length))).toBeLessThan(1000);
    expect(row).toMatchObject({ id_verified: false, payment_verified: false });
  });

  it('requires the terms to be accepted', async () => {
    const user = await signUpUser(backend, { user_type: 'donor' });
    const { error } = await user.client
      .from('donors')
      .insert({ user_id: user.user.id, blood_group: 'A+', phone: '+1 555 123 4567', terms_accepted: false });
    expect(error?.message).toBe('You must accept the terms and conditions');
    expect(await must(user.client.from('donors').select('id'))).toEqual([]);
  });

  it('does not let the donor verify themselves', async () => {
    const user = await signUpUser(backend, { user_type: 'donor' });
    const insert = await user.client.from('donors').insert({
      user_id: user.user.id,
      blood_group: 'A+',
      phone: '+1 555 123 4567',
      terms_accepted: true,
      id_verified: true,
    });
    const row = (await must(
      user.client
        .from('donors')
        .insert({ user_id: user.user.id, blood_group: 'A+', phone: '+1 555 123 4567', terms_accepted: true })
        .select('id')
        .single(),
    )) as { id: string };
    const update = await user.client.from('donors').update({ payment_verified: true }).eq('id', row.id);
    const byAdmin = await admin.from('donors').update({ id_verified: true }).eq('id', row.id).select('id_verified');

    expect(insert.error?.message).toBe('Only an administrator can verify a donor');
    expect(update.error?.message).toBe('Only an administrator can verify a donor');
    expect(byAdmin.data).toEqual([{ id_verified: true }]);
  });

  it("accepts an own donor id of the expected shape and rejects someone else's", async () => {
    const user = await signUpUser(backend, { user_type: 'donor' });
    const local = user.email.split('@')[0];
    const foreign = await user.client
      .from('donors')
      .insert({ user_id: user.user.id, donor_id: 'someone123', blood_group: 'A+', phone: '+1 555 123 4567', terms_accepted: true });
    const own = await user.client
      .from('donors')
      .insert({ user_id: user.user.id, donor_id: `${local}999`, blood_group: 'A+', phone: '+1 555 123 4567', terms_accepted: true })
      .select('donor_id')
      .single();
    expect(foreign.error?.message).toBe('The donor id must be your e-mail name followed by a number under 1000');
    expect(own.data).toEqual({ donor_id: `${local}999` });
  });

  it('rejects a last donation date in the future', async () => {
    const user = await signUpUser(backend, { user_type: 'donor' });
    const { error } = await user.client.from('donors').insert({
      user_id: user.user.id,
      blood_group: 'A+',
      phone: '+1 555 123 4567',
      terms_accepted: true,
      last_donation_date: daysAgo(-3),
    });
    expect(error?.message).toBe('The last donation date cannot be in the future');
  });
});

describe('bad input writes nothing', () => {
  let user: SignedUpUser;
  beforeAll(async () => {
    user = await signUpUser(backend, { user_type: 'donor' });
  });
  const donor = (extra: Record<string, unknown>) => ({
    user_id: user.user.id,
    blood_group: 'A+',
    phone: '+1 555 123 4567',
    terms_accepted: true,
    ...extra,
  });

  it.each([
    ['a wrong blood group', { blood_group: 'C+' }, /donors_blood_group_check/],
    ['an oversized phone', { phone: '1'.repeat(40) }, /donors_phone_check/],
    ['a phone with letters', { phone: 'call me maybe 123' }, /donors_phone_check/],
    ['a short phone', { phone: '12345' }, /donors_phone_check/],
    ['a wrong country', { country: 'XX' }, /donors_country_check/],
    ['a wrong sex', { sex: 'unknown' }, /donors_sex_check/],
    ["someone else's donor id", { donor_id: `${'a'.repeat(80)}1` }, /^The donor id must be your e-mail name/],
    ['a malformed user id', { user_id: 'not-a-uuid' }, /invalid input syntax for type uuid/],
  ])('donors: %s', async (_label, extra, message) => {
    const { error } = await user.client.from('donors').insert(donor(extra));
    expect(error?.message).toMatch(message);
    expect(await must(user.client.from('donors').select('id'))).toEqual([]);
  });

  const listing = (extra: Record<string, unknown>) => ({
    owner_partner_id: partner.user.id,
    provider_name: 'Bad Input Bank',
    provider_type: 'Blood Bank',
    product_name: 'Whole Blood',
    product_type: 'Whole Blood',
    blood_group: 'A+',
    country: 'US',
    ...extra,
  });

  it.each([
    ['a negative quantity', { quantity_available: -1 }, /blood_services_quantity_available_check/],
    ['a negative price', { price: -5, currency: 'USD' }, /blood_services_price_check/],
    ['a price without currency', { price: 5 }, /blood_services_price_currency_check/],
    ['a wrong status', { status: 'Sold' }, /blood_services_status_check/],
    ['a wrong product type', { product_type: 'Bone' }, /blood_services_product_type_check/],
    ['a wrong provider type', { provider_type: 'Shop' }, /blood_services_provider_type_check/],
    ['a wrong blood group', { blood_group: 'AB' }, /blood_services_blood_group_check/],
    ['a wrong currency', { price: 1, currency: 'usd' }, /blood_services_currency_check/],
    ['an http purchase link', { purchase_link: 'http://example.org/x' }, /blood_services_purchase_link_check/],
    ['an oversized provider name', { provider_name: 'x'.repeat(201) }, /blood_services_provider_name_check/],
    ['an oversized district', { district: 'x'.repeat(101) }, /blood_services_district_check/],
    ['a lower-case country', { country: 'us' }, /blood_services_country_check/],
    ['an individual donor without a donor record', { provider_type: 'Individual Donor' }, /blood_services_donor_link_check/],
  ])('blood_services: %s', async (_label, extra, message) => {
    const { error } = await partner.client.from('blood_services').insert(listing(extra));
    expect(error?.message).toMatch(message);
    const { count } = await partner.client
      .from('blood_services')
      .select('id', { count: 'exact', head: true })
      .eq('provider_name', 'Bad Input Bank');
    expect(count).toBe(0);
  });

  it.each([
    ['a latitude above 90', { latitude: 91, longitude: 0 }, /hospitals_latitude_check/],
    ['a longitude below -180', { latitude: 0, longitude: -181 }, /hospitals_longitude_check/],
    ['only one coordinate', { latitude: 10 }, /hospitals_coordinates_check/],
    ['an oversized name', { name: 'x'.repeat(201) }, /hospitals_name_check/],
    ['a wrong country', { country: 'USA' }, /hospitals_country_check/],
  ])('hospitals: %s', async (_label, extra, message) => {
    const { error } = await admin
      .from('hospitals')
      .insert({ name: 'Bad Input Hospital', address: '1 Road', city: 'Town', country: 'US', ...extra });
    expect(error?.message).toMatch(message);
    const { count } = await admin.from('hospitals').select('id', { count: 'exact', head: true }).eq('name', 'Bad Input Hospital');
    expect(count).toBe(0);
  });

  it.each([
    ['a wrong type', { type: 'massage' }, /appointments_type_check/],
    ['a date in the past', { scheduled_at: '2020-01-01T10:00:00Z' }, /^The appointment must be scheduled in the future$/],
    ['oversized notes', { notes: 'x'.repeat(2001) }, /appointments_notes_check/],
    ['a status other than requested', { status: 'confirmed' }, /^A new appointment must have the status requested$/],
    ['a malformed hospital id', { hospital_id: '123' }, /invalid input syntax for type uuid/],
  ])('appointments: %s', async (_label, extra, message) => {
    const { error } = await user.client.from('appointments').insert({
      hospital_id: MGH,
      scheduled_at: new Date(Date.now() + 86_400_000).toISOString(),
      ...extra,
    });
    expect(error?.message).toMatch(message);
    expect(await must(user.client.from('appointments').select('id'))).toEqual([]);
  });

  it('donation_intervals: an admin cannot store a non-positive interval', async () => {
    const { error } = await admin.from('donation_intervals').update({ min_days: 0 }).eq('country', 'US');
    expect(error?.message).toMatch(/donation_intervals_min_days_check/);
  });
});
