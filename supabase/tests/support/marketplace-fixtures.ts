// Fixtures shared by the marketplace test files: donors with listings, subscribed users.
import type { SupabaseClient } from '@supabase/supabase-js';
import { signUpUser, type SignedUpUser, type TestBackend } from './test-backend';

export const DONOR_CONTACT_PERSON = 'Secret Donor Person';
export const DONOR_CONTACT_NUMBER = '+1 555 987 6543';
export const MGH = '4a000000-0000-4000-8000-000000000001';

/** yyyy-mm-dd of UTC today minus `days` (the database measures eligibility in UTC). */
export function daysAgo(days: number): string {
  const today = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  return new Date(today.getTime() - days * 86_400_000).toISOString().slice(0, 10);
}

/** Throws when a supabase-js call failed; returns its data. */
export async function must<T>(call: PromiseLike<{ data: T; error: { message: string } | null }>): Promise<T> {
  const { data, error } = await call;
  if (error) throw new Error(error.message);
  return data;
}

/** A fresh user with an active subscription (through the commerce area's subscribe()). */
export async function subscribedUser(backend: TestBackend): Promise<SignedUpUser> {
  const user = await signUpUser(backend, { user_type: 'recipient' });
  await must(user.client.rpc('subscribe', { plan_id: 'basic', payment_method: 'mock' }));
  return user;
}

/** Makes sure a signed-in client holds an active subscription. */
export async function ensureSubscribed(client: SupabaseClient): Promise<void> {
  const active = await must(client.rpc('has_active_subscription'));
  if (!active) await must(client.rpc('subscribe', { plan_id: 'basic', payment_method: 'mock' }));
}

export interface DonorFixture extends SignedUpUser {
  donorRowId: string;
  listingId: string;
}

/** A fresh donor account with a donors row and an Individual Donor listing (created by an admin). */
export async function donorWithListing(
  backend: TestBackend,
  admin: SupabaseClient,
  options: { lastDonation?: string | null; country?: string; sex?: string | null; bloodGroup?: string } = {},
): Promise<DonorFixture> {
  const user = await signUpUser(backend, { user_type: 'donor' });
  const row = await must(
    user.client
      .from('donors')
      .insert({
        user_id: user.user.id,
        blood_group: options.bloodGroup ?? 'O-',
        phone: DONOR_CONTACT_NUMBER,
        terms_accepted: true,
        last_donation_date: options.lastDonation === undefined ? daysAgo(200) : options.lastDonation,
        country: options.country ?? 'US',
        sex: options.sex === undefined ? 'female' : options.sex,
      })
      .select('id')
      .single(),
  );
  const listing = await must(
    admin
      .from('blood_services')
      .insert({
        donor_record_id: (row as { id: string }).id,
        provider_name: 'Test D.',
        provider_type: 'Individual Donor',
        product_name: 'Whole Blood Donation',
        product_type: 'Whole Blood',
        quantity_available: 1,
        unit: 'donation',
        price: 0,
        country: options.country ?? 'US',
        district: 'Testville',
        status: 'Available',
        contact_person: DONOR_CONTACT_PERSON,
        contact_number: DONOR_CONTACT_NUMBER,
      })
      .select('id')
      .single(),
  );
  return { ...user, donorRowId: (row as { id: string }).id, listingId: (listing as { id: string }).id };
}
