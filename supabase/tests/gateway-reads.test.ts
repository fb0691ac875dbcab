// The gateway in front of the real lite, with the real limits. It tells reads from writes by
// the function's volatility in the database (scripts/gateway/schema-guard.mjs isReadOnlyCall):
// a signed-out visitor pages the directories freely while anonymous writes keep their budget.
// Encoded paths, lite's internals and the sign-in lockout are checked end to end too (unit
// tests: scripts/gateway/*.test.mjs). Each scenario sends from its own loopback address, so
// their per-address budgets do not mix.
import http from 'node:http';
import { createTestClient, DEMO_PASSWORD, demoEmail, startTestBackend, type TestBackend } from './support/test-backend';

let backend: TestBackend & { readOnlyFunctions?: string[] };

beforeAll(async () => {
  backend = await startTestBackend({ realRateLimits: true });
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

it('treats exactly the stable and immutable public functions as reads', () => {
  // a function added here only reads (PostgreSQL refuses writes inside a stable or immutable one);
  // anything else a signed-out caller runs spends the write budget
  expect(backend.readOnlyFunctions).toEqual([
    'admin_list_users',
    'can_donate_red_cells',
    'can_read_marketplace',
    'current_policy_version',
    'current_subscription',
    'demo_mode',
    'directories_object_list_ok',
    'directories_text_list_ok',
    'directories_url_ok',
    'directory_contains_pattern',
    'directory_file_max_bytes',
    'directory_profile_name',
    'directory_visibility_clause',
    'donation_interval_days',
    'donor_is_eligible',
    'donor_verification_fee',
    'featured_founders',
    'featured_investors',
    'founder_completion',
    'founder_credibility',
    'founder_credibility_score',
    'founder_directory_page',
    'founder_profile_completion',
    'has_active_subscription',
    'has_directory_premium',
    'has_permission',
    'has_secret_draft_key',
    'has_user_type',
    'intro_contact',
    'investor_completion',
    'investor_credibility',
    'investor_credibility_score',
    'investor_directory_page',
    'investor_matches_for_founder',
    'investor_profile_completion',
    'is_admin',
    'is_allowed_upload',
    'is_blood_group',
    'is_country_code',
    'is_directory_object_path',
    'is_email_address',
    'is_founder_industry',
    'is_http_url',
    'is_partner',
    'is_payment_method',
    'is_phone_number',
    'is_profile_gender',
    'is_registration_user_type',
    'is_secret_draft_key',
    'is_url_map',
    'is_verification_document_type',
    'jsonb_argument',
    'marketplace_today',
    'metadata_object',
    'my_donor_status',
    'my_intros',
    'next_eligible_date',
    'notification_summary',
    'owns_executive_opportunity',
    'owns_executive_professional',
    'owns_founder_profile',
    'owns_investor_profile',
    'partner_analytics',
    'partner_is_verified',
    'partner_listing_views',
    'profile_analytics',
    'request_is_trusted',
    'request_role',
    'role_permissions',
    'seed_directory_files',
    'similar_investors',
    'startup_matches_for_investor',
    'trim_unicode',
    'upload_allow_list',
    'upload_mime_for_name',
    'validate_profile_changes',
    'verification_document_max_bytes',
    'verification_points',
  ]);
});

it('30 anonymous directory pages in a minute all answer; the 11th anonymous write is still 429', async () => {
  const anon = createTestClient(backend);
  for (let i = 0; i < 30; i += 1) {
    const fn = i % 2 ? 'founder_directory_page' : 'investor_directory_page';
    const { error, status } = await anon.rpc(fn, { search: `page ${i}`, page: 1, page_size: 12 });
    expect({ page: i + 1, status, error }).toEqual({ page: i + 1, status: 200, error: null });
  }
  const statuses: number[] = [];
  for (let i = 0; i < 11; i += 1) {
    const { status } = await anon.from('contact_messages').insert({
      name: 'Read Budget',
      email: `reads-${i}@example.com`,
      subject: 'Reads and writes',
      message: 'Anonymous writes keep their own budget.',
    });
    statuses.push(status);
  }
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
  expect(statuses[10]).toBe(429);
  // paging goes on after the write budget is spent
  const { status } = await anon.rpc('founder_directory_page', { search: '' });
  expect(status).toBe(200);
});

/** A request whose path goes out as written, from `from` (another client for the gateway). */
function send(
  path: string,
  { from, method = 'GET', body, contentType = 'application/json' }: { from: string; method?: string; body?: unknown; contentType?: string },
): Promise<{ status: number; body: Record<string, unknown> }> {
  const { hostname, port } = new URL(backend.url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { hostname, port, path, method, localAddress: from, headers: { apikey: backend.anonKey, 'content-type': contentType } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} }),
        );
      },
    );
    request.on('error', reject);
    request.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

it('an encoded /rest/v1 spends the same anonymous write budget', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 11; i += 1) {
    const path = i % 2 ? '/r%65st/v1/contact_messages' : '/rest/v1/contact%5Fmessages';
    const message = {
      name: 'Encoded',
      email: `encoded-${i}@example.com`,
      subject: 'Encoded path',
      message: 'Counted like any other write.',
    };
    statuses.push((await send(path, { from: '127.0.0.2', method: 'POST', body: message })).status);
  }
  expect(statuses).toEqual([...Array(10).fill(201), 429]);
});

it("lite's internals are not reachable through the API port", async () => {
  for (const path of [
    '/_system/introspect',
    '/_system/config',
    '/_system/info',
    '/',
    '/%5Fsystem/info',
    '/auth/v1/%2e%2e/_system/config',
  ]) {
    const { status } = await send(path, { from: '127.0.0.3' });
    expect({ path, status }).toEqual({ path, status: path.includes('%2e') ? 400 : 404 });
  }
});

it('wrong passwords through /%61uth/v1 as text/plain slow that address down, not the owner elsewhere', async () => {
  const email = demoEmail('founder');
  const signIn = (from: string, password: string) =>
    send('/%61uth/v1/token?grant_type=password', { from, method: 'POST', body: { email, password }, contentType: 'text/plain' });
  for (let i = 0; i < 10; i += 1) expect((await signIn('127.0.0.4', 'wrong password')).status).toBe(400);
  const attacker = await signIn('127.0.0.4', DEMO_PASSWORD);
  expect(attacker.status).toBe(429);
  expect(attacker.body.msg).toBe('Too many failed sign-in attempts for this account. Try again in 30 seconds.');
  expect((await signIn('127.0.0.5', DEMO_PASSWORD)).status).toBe(200);
});
