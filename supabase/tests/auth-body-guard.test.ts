// The auth input lite 0.10 mishandled, replayed through the gateway against the real lite: wrong
// types and nulls in auth bodies answered 500, {"data":"<string>"} stored one metadata key per
// character, a redirect_to with "\" and "@" sent the browser (and the session) to another host,
// and a signed-in request to an unknown auth path got lite's Studio page. The gateway answers
// them all with GoTrue-style 4xx before lite sees them.
import { signUpUser, startTestBackend, type SignedUpUser, type TestBackend } from './support/test-backend';

// this instance's public origin (scripts/backend.mjs adds SITE_URL to the redirect allow-list)
const SITE_URL = 'http://localhost:4999';

let backend: TestBackend;
let user: SignedUpUser;
let bearer: string;
const statuses: number[] = [];

beforeAll(async () => {
  process.env.SITE_URL = SITE_URL;
  backend = await startTestBackend({ demoMode: false, seed: false });
  user = await signUpUser(backend, { user_type: 'donor', full_name: 'Dana Donor' });
  const { data } = await user.client.auth.getSession();
  if (!data.session) throw new Error('no session');
  bearer = `Bearer ${data.session.access_token}`;
}, 120_000);

afterAll(async () => {
  delete process.env.SITE_URL;
  await backend?.stop();
});

interface Answer {
  status: number;
  location: string | null;
  body: { code?: number; error_code?: string; msg?: string } | string;
}

async function send(method: string, path: string, body?: unknown, signedIn = false): Promise<Answer> {
  const response = await fetch(`${backend.url}${path}`, {
    method,
    headers: {
      apikey: backend.anonKey,
      'content-type': 'application/json',
      ...(signedIn ? { authorization: bearer } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  });
  statuses.push(response.status);
  const text = await response.text();
  let parsed: Answer['body'];
  try {
    parsed = JSON.parse(text) as Answer['body'];
  } catch {
    parsed = text;
  }
  return { status: response.status, location: response.headers.get('location'), body: parsed };
}

const WRONG_TYPES: Array<[string, unknown]> = [
  ['an array', ['victim@example.com']],
  ['an object', { address: 'victim@example.com' }],
  ['a number', 42],
  ['a boolean', true],
];

// [name, method, path, body, signed in, status, error_code]: each of these answered 500 from lite
const ATTACKS: Array<[string, string, string, unknown, boolean, number, string]> = [
  [
    'sign-in with an e-mail array',
    'POST',
    '/auth/v1/token?grant_type=password',
    { email: ['a@example.com'], password: 'x' },
    false,
    400,
    'bad_json',
  ],
  ...WRONG_TYPES.map(([kind, value]): [string, string, string, unknown, boolean, number, string] => [
    `resend with ${kind} e-mail`,
    'POST',
    '/auth/v1/resend',
    { type: 'signup', email: value },
    false,
    400,
    'bad_json',
  ]),
  ...WRONG_TYPES.map(([kind, value]): [string, string, string, unknown, boolean, number, string] => [
    `user update with ${kind} e-mail`,
    'PUT',
    '/auth/v1/user',
    { email: value },
    true,
    400,
    'bad_json',
  ]),
  ['user update with a null e-mail', 'PUT', '/auth/v1/user', { email: null }, true, 400, 'bad_json'],
  [
    'user update with a 5,000-character e-mail',
    'PUT',
    '/auth/v1/user',
    { email: `${'x'.repeat(4990)}@example.com` },
    true,
    400,
    'validation_failed',
  ],
  ...WRONG_TYPES.map(([kind, value]): [string, string, string, unknown, boolean, number, string] => [
    `user update with ${kind} password`,
    'PUT',
    '/auth/v1/user',
    { password: value },
    true,
    400,
    'bad_json',
  ]),
  ['user update with a null password', 'PUT', '/auth/v1/user', { password: null }, true, 400, 'bad_json'],
  [
    'refresh with an object token',
    'POST',
    '/auth/v1/token?grant_type=refresh_token',
    { refresh_token: { token: 'x' } },
    false,
    400,
    'bad_json',
  ],
  ['verify with a null body', 'POST', '/auth/v1/verify', null, false, 400, 'bad_json'],
  ['user update with string metadata', 'PUT', '/auth/v1/user', { data: 'isAdmin' }, true, 400, 'bad_json'],
];

describe('auth bodies lite answered with 500', () => {
  it('are the 19 measured ones', () => {
    expect(ATTACKS).toHaveLength(19);
  });

  it.each(ATTACKS)('%s', async (_name, method, path, body, signedIn, status, errorCode) => {
    const answer = await send(method, path, body, signedIn);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ code: status, error_code: errorCode });
    expect(Object.keys(answer.body as object).sort()).toEqual(['code', 'error_code', 'msg']);
  });

  it('{"data":"<string>"} leaves the user metadata as it was', async () => {
    const before = (await user.client.auth.getUser()).data.user?.user_metadata;
    expect(before).toMatchObject({ user_type: 'donor', full_name: 'Dana Donor' });
    const answer = await send('PUT', '/auth/v1/user', { data: 'abc' }, true);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error_code: 'bad_json', msg: expect.stringMatching(/"data" must be an object/) });
    const after = (await user.client.auth.getUser()).data.user?.user_metadata;
    expect(after).toEqual(before);
    expect(after).not.toHaveProperty('0');
  });

  it('a well-formed metadata update still works', async () => {
    const { error } = await user.client.auth.updateUser({ data: { full_name: 'Dana D.' } });
    expect(error).toBeNull();
    expect((await user.client.auth.getUser()).data.user?.user_metadata).toMatchObject({ full_name: 'Dana D.' });
  });
});

describe('redirect_to', () => {
  const verifyLink = (redirectTo: string): string => `/auth/v1/verify?type=magiclink&token=not-a-token&redirect_to=${redirectTo}`;

  it('lite\'s attack link ("\\" before "@") is refused with 400 instead of a 303 to another host', async () => {
    for (const redirectTo of [
      'http://127.0.0.1:4751\\@localhost:3000/landing',
      encodeURIComponent('http://127.0.0.1:4751\\@localhost:3000/landing'),
    ]) {
      const answer = await send('GET', verifyLink(redirectTo));
      expect(answer.status).toBe(400);
      expect(answer.location).toBeNull();
      expect(answer.body).toMatchObject({
        code: 400,
        error_code: 'validation_failed',
        msg: expect.stringMatching(/redirect_to is not allowed/),
      });
    }
  });

  it('the site URL, the allow-list and the instance origin (SITE_URL) still redirect; other origins do not', async () => {
    for (const allowed of ['http://localhost:3000/landing', 'http://127.0.0.1:3000/landing', `${SITE_URL}/reset-password`]) {
      const answer = await send('GET', verifyLink(encodeURIComponent(allowed)));
      expect(answer.status).toBe(303);
      expect(answer.location?.startsWith(`${allowed}#`)).toBe(true);
    }
    for (const refused of ['http://localhost:5000/', 'http://127.0.0.1:4751/', 'javascript:alert(1)']) {
      expect((await send('GET', verifyLink(encodeURIComponent(refused)))).status).toBe(400);
    }
  });

  it("resetPasswordForEmail with the portal's own redirect is accepted, with another host refused", async () => {
    const ok = await user.client.auth.resetPasswordForEmail(user.email, { redirectTo: `${SITE_URL}/reset-password` });
    expect(ok.error).toBeNull();
    const refused = await user.client.auth.resetPasswordForEmail(user.email, { redirectTo: 'http://evil.example/reset-password' });
    expect(refused.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });
});

describe('unknown auth paths', () => {
  it("a signed-in GET /auth/v1/nope is a GoTrue 404 in JSON, not lite's Studio page", async () => {
    const answer = await send('GET', '/auth/v1/nope', undefined, true);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 404, error_code: 'not_found' });
  });
});

describe('afterwards', () => {
  it('no answer above was 5xx', () => {
    expect(statuses.length).toBeGreaterThan(ATTACKS.length);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
  });
});
