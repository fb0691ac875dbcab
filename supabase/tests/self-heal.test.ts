// The backend heals itself: the gateway (scripts/gateway/) probes lite and restarts it when
// it is wedged, frozen or gone, and committed rows survive. Also proves the PGlite patch
// (patches/@electric-sql+pglite+0.4.5.patch): the payloads that used to wedge the backend,
// sent straight to lite's private port past the gateway, no longer break later requests.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { createTestClient, startTestBackend, type TestBackend } from './support/test-backend';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

const HEAL_WITHIN_MS = 90_000;

const litePid = (): number => (JSON.parse(readFileSync(path.join(backend.dataDir, 'lite.json'), 'utf8')) as { pid: number }).pid;

function serviceClient(url = backend.url): SupabaseClient {
  if (!backend.secretKey) throw new Error('the test backend exposes no secret key');
  return createClient(url, backend.secretKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as never },
  });
}

async function writeMessage(subject: string): Promise<void> {
  const { error } = await createTestClient(backend).from('contact_messages').insert({
    name: 'Self Heal',
    email: 'self-heal@example.com',
    subject,
    message: 'A row that must survive a restart of the backend.',
  });
  if (error) throw new Error(`insert failed: ${error.message}`);
}

async function messageExists(subject: string): Promise<boolean> {
  const { data, error } = await serviceClient().from('contact_messages').select('subject').eq('subject', subject);
  if (error) throw new Error(error.message);
  return (data ?? []).length === 1;
}

/** Polls the public API until plans answer 200; returns how long it took. */
async function waitUntilAnswering(): Promise<number> {
  const started = Date.now();
  for (;;) {
    try {
      const response = await fetch(`${backend.url}/rest/v1/plans?select=id&limit=1`, {
        headers: { apikey: backend.anonKey },
        signal: AbortSignal.timeout(5_000),
      });
      if (response.status === 200) return Date.now() - started;
    } catch {
      // the gateway answers 503 or the request times out while lite restarts
    }
    if (Date.now() - started > HEAL_WITHIN_MS) throw new Error(`API did not answer within ${HEAL_WITHIN_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

it('a frozen lite (SIGSTOP) is restarted and the committed row is still there', async () => {
  const subject = `frozen-${Date.now()}`;
  await writeMessage(subject);
  const pid = litePid();
  process.kill(pid, 'SIGSTOP');
  const took = await waitUntilAnswering();
  expect(took).toBeLessThan(HEAL_WITHIN_MS);
  expect(litePid()).not.toBe(pid);
  expect(await messageExists(subject)).toBe(true);
}, 150_000);

it('a killed lite is restarted at once and the committed row is still there', async () => {
  const subject = `killed-${Date.now()}`;
  await writeMessage(subject);
  const pid = litePid();
  process.kill(pid, 'SIGKILL');
  await waitUntilAnswering();
  expect(litePid()).not.toBe(pid);
  expect(await messageExists(subject)).toBe(true);
}, 150_000);

it('the wedge payloads and a NUL byte sent straight to lite no longer break later requests (PGlite patch)', async () => {
  const subject = `bypass-${Date.now()}`;
  await writeMessage(subject);
  const direct = async (table: string, body: unknown) =>
    fetch(`${backend.liteUrl}/rest/v1/${table}`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const professional = '00000000-0000-0000-0000-000000000000';
  const statuses = [
    (await direct('meeting_requests', { professional_id: professional, proposed_times: { a: 1 } })).status,
    (await direct('meeting_requests', { professional_id: professional, proposed_times: true })).status,
    (await direct('contact_messages', { name: 'a\u0000b', email: 'x@example.com', subject: 's\u0000', message: 'nul byte' })).status,
  ];
  // lite refuses them (its 500 TypeError for the first two; the gateway would answer 400)
  for (const status of statuses) expect(status).toBeGreaterThanOrEqual(400);

  // every later request of every kind still answers, straight to lite and through the gateway
  const plans = await fetch(`${backend.liteUrl}/rest/v1/plans?select=id&limit=1`, { headers: { apikey: backend.anonKey } });
  expect(plans.status).toBe(200);
  const { error: readError } = await serviceClient(backend.liteUrl).from('contact_messages').select('id').limit(1);
  expect(readError).toBeNull();
  const after = `after-${Date.now()}`;
  await writeMessage(after);
  expect(await messageExists(subject)).toBe(true);
  expect(await messageExists(after)).toBe(true);
}, 60_000);
