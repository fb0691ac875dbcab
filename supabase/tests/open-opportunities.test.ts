// A closed executive opportunity is no longer on offer: subscribers (recipients) do not read it, in
// the list or by id; the partner who owns it and administrators still do. Open ones stay visible.
import type { SupabaseClient } from '@supabase/supabase-js';
import { subscribedUser } from './support/marketplace-fixtures';
import { signInDemo, startTestBackend, type SignedUpUser, type TestBackend } from './support/test-backend';

// seed: CityCare Hospitals' contract (Closed) and Northstar's CMO role (Open), both owned by the demo partner
const CLOSED_OPPORTUNITY = 'e2000000-0000-4000-8000-000000000007';
const OPEN_OPPORTUNITY = 'e2000000-0000-4000-8000-000000000001';

let backend: TestBackend;
let admin: SupabaseClient;
let owner: SignedUpUser;
let recipient: SignedUpUser;

beforeAll(async () => {
  backend = await startTestBackend();
  admin = (await signInDemo(backend, 'admin')).client;
  owner = await signInDemo(backend, 'partner');
  recipient = await subscribedUser(backend);
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

const statusesOf = async (client: SupabaseClient) => {
  const { data, error } = await client.from('executive_opportunities').select('id, status');
  expect(error).toBeNull();
  return new Map(((data ?? []) as { id: string; status: string }[]).map((row) => [row.id, row.status]));
};

it('a subscribed recipient reads the open opportunities only, in the list and by id', async () => {
  const listed = await statusesOf(recipient.client);
  expect(listed.get(OPEN_OPPORTUNITY)).toBe('Open');
  expect(listed.has(CLOSED_OPPORTUNITY)).toBe(false);
  expect([...listed.values()].every((status) => status === 'Open')).toBe(true);

  const byId = await recipient.client.from('executive_opportunities').select('id').eq('id', CLOSED_OPPORTUNITY);
  expect(byId.data).toEqual([]);
  const counted = await recipient.client
    .from('executive_opportunities')
    .select('id', { count: 'exact', head: true })
    .eq('status', 'Closed');
  expect(counted.count).toBe(0);
});

it('the partner who owns a closed opportunity and the administrators still read it', async () => {
  expect((await statusesOf(owner.client)).get(CLOSED_OPPORTUNITY)).toBe('Closed');
  expect((await statusesOf(admin)).get(CLOSED_OPPORTUNITY)).toBe('Closed');
});

it("closing an opportunity takes it off the recipients' list; reopening brings it back", async () => {
  try {
    expect((await admin.from('executive_opportunities').update({ status: 'Closed' }).eq('id', OPEN_OPPORTUNITY)).error).toBeNull();
    expect((await statusesOf(recipient.client)).has(OPEN_OPPORTUNITY)).toBe(false);
    expect((await statusesOf(owner.client)).get(OPEN_OPPORTUNITY)).toBe('Closed');
  } finally {
    await admin.from('executive_opportunities').update({ status: 'Open' }).eq('id', OPEN_OPPORTUNITY);
  }
  expect((await statusesOf(recipient.client)).get(OPEN_OPPORTUNITY)).toBe('Open');
});
