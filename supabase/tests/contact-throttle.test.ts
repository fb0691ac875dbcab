// The contact form's flood limit lives in the database (trigger limit_contact_message_rate),
// so it holds on hosted Supabase where no gateway counts anonymous writes. The limit and the
// message are the ones in supabase/rules/contact-message.ts.
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { CONTACT_HOURLY_LIMIT, CONTACT_MESSAGES, type ContactMessageInput } from '@donation-network/shared-rules';
import { createTestClient, signInDemo, signUpUser, startTestBackend, type SignedUpUser, type TestBackend } from './support/test-backend';

let backend: TestBackend;
let anon: SupabaseClient;
let admin: SignedUpUser;

beforeAll(async () => {
  backend = await startTestBackend();
  anon = createTestClient(backend);
  admin = await signInDemo(backend, 'admin');
}, 180_000);

afterAll(async () => {
  await backend?.stop();
});

const sender = (): string => `sender-${randomUUID()}@example.com`;

type ContactRow = ContactMessageInput & { user_id?: string };

function message(email: string, extra: Partial<ContactRow> = {}): ContactRow {
  return {
    name: 'Ada Visitor',
    email,
    subject: `Question ${randomUUID()}`,
    message: 'How often may I give blood?',
    ...extra,
  };
}

async function storedFrom(email: string): Promise<number> {
  const { data, error } = await admin.client.from('contact_messages').select('id').ilike('email', email);
  if (error) throw new Error(error.message);
  return data.length;
}

async function sendLimit(client: SupabaseClient, email: string): Promise<void> {
  for (let i = 0; i < CONTACT_HOURLY_LIMIT; i += 1) {
    const { error } = await client.from('contact_messages').insert(message(email));
    expect(error).toBeNull();
  }
}

it('refuses the (limit + 1)th message from one address within the hour; another address still goes through', async () => {
  const flooder = sender();
  await sendLimit(anon, flooder);

  const refused = await anon.from('contact_messages').insert(message(flooder));
  const other = await anon.from('contact_messages').insert(message(sender()));

  expect(refused.status).toBe(429);
  expect(refused.error?.message).toBe(CONTACT_MESSAGES.tooMany);
  expect(other.error).toBeNull();
  expect(await storedFrom(flooder)).toBe(CONTACT_HOURLY_LIMIT);
});

it('counts the address case-insensitively and whoever sends it, signed in or not', async () => {
  const flooder = sender();
  await sendLimit(anon, flooder);
  const user = await signUpUser(backend);

  const shouted = await anon.from('contact_messages').insert(message(flooder.toUpperCase()));
  const signedIn = await user.client.from('contact_messages').insert(message(flooder, { user_id: user.user.id }));

  expect(shouted.error?.message).toBe(CONTACT_MESSAGES.tooMany);
  expect(signedIn.error?.message).toBe(CONTACT_MESSAGES.tooMany);
  expect(await storedFrom(flooder)).toBe(CONTACT_HOURLY_LIMIT);
});

it('lets concurrent sends from one address through only up to the limit', async () => {
  const flooder = sender();

  const answers = await Promise.all(
    Array.from({ length: CONTACT_HOURLY_LIMIT + 3 }, () => anon.from('contact_messages').insert(message(flooder))),
  );

  expect(answers.filter((answer) => answer.error === null)).toHaveLength(CONTACT_HOURLY_LIMIT);
  expect(answers.filter((answer) => answer.error?.message === CONTACT_MESSAGES.tooMany)).toHaveLength(3);
  expect(await storedFrom(flooder)).toBe(CONTACT_HOURLY_LIMIT);
});

it('checks the message rules first: invalid input gets its own message, not the limit', async () => {
  const flooder = sender();
  await sendLimit(anon, flooder);

  const { error } = await anon.from('contact_messages').insert(message(flooder, { message: 'Too short' }));

  expect(error?.message).toBe(CONTACT_MESSAGES.messageMin);
});

it('does not throttle trusted server tooling (the service role)', async () => {
  if (!backend.secretKey) throw new Error('the test backend exposes no secret key');
  const service = createClient(backend.url, backend.secretKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as never },
  });
  const flooder = sender();
  await sendLimit(anon, flooder);

  const { error } = await service.from('contact_messages').insert(message(flooder));

  expect(error).toBeNull();
  expect(await storedFrom(flooder)).toBe(CONTACT_HOURLY_LIMIT + 1);
});
