// Signed-in reads as patched (patches/@supabase+lite+0.10.0.patch): lite no longer looks the user
// and session up before a REST request and applies the role and JWT claims in one statement. The
// claims must still reach SQL for every caller and never outlive the request, and a token that is
// expired or forged is still refused by lite and the gateway, a revoked one by the gateway.
import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_PASSWORD, demoEmail, startTestBackend, type TestBackend } from './support/test-backend';

let backend: TestBackend;
let jwtSecret: string;

beforeAll(async () => {
  backend = await startTestBackend();
  ({ jwtSecret } = JSON.parse(await readFile(path.join(backend.dataDir, 'secrets.json'), 'utf8')) as { jwtSecret: string });
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

interface Session {
  access_token: string;
  refresh_token: string;
  user: { id: string };
}

async function signIn(role: string): Promise<Session> {
  const response = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoEmail(role), password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Session;
}

/** has_active_subscription(uid) as `bearer`: true only for the owner, an admin or a caller without end-user claims. */
async function asksAboutSubscription(base: string, bearer: string, uid: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${base}/rest/v1/rpc/has_active_subscription`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
    body: JSON.stringify({ uid }),
  });
  return { status: response.status, body: await response.json() };
}

const base64url = (value: string | Buffer): string => Buffer.from(value).toString('base64url');

/** An HS256 token like lite's own, with the claims given. */
function sign(claims: Record<string, unknown>, secret: string): string {
  const unsigned = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe('the claims of a signed-in read', () => {
  it('reach SQL for the owner, another user, an admin and a visitor, on lite and through the gateway', async () => {
    const recipient = await signIn('recipient');
    const donor = await signIn('donor');
    const admin = await signIn('admin');
    for (const base of [backend.liteUrl, backend.url]) {
      // the demo recipient holds an active subscription
      expect(await asksAboutSubscription(base, recipient.access_token, recipient.user.id)).toEqual({ status: 200, body: true });
      expect(await asksAboutSubscription(base, admin.access_token, recipient.user.id)).toEqual({ status: 200, body: true });
      // without its claims the donor would count as a trusted caller (no end-user JWT) and learn the answer
      expect(await asksAboutSubscription(base, donor.access_token, recipient.user.id)).toEqual({ status: 200, body: false });
      expect(await asksAboutSubscription(base, backend.anonKey, recipient.user.id)).toEqual({ status: 200, body: false });
    }
  });

  it('do not outlive their request: an admin read followed by a visitor read', async () => {
    const recipient = await signIn('recipient');
    const admin = await signIn('admin');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        asksAboutSubscription(backend.liteUrl, i % 2 === 0 ? admin.access_token : backend.anonKey, recipient.user.id),
      ),
    );
    expect(answers.map((answer) => answer.body)).toEqual(Array.from({ length: 20 }, (_, i) => i % 2 === 0));
  });
});

describe('a token that must be refused', () => {
  it('is refused when expired, on lite and through the gateway', async () => {
    const { access_token: token, user } = await signIn('recipient');
    const now = Math.floor(Date.now() / 1000);
    const expired = sign({ ...claimsOf(token), iat: now - 7200, exp: now - 3600 }, jwtSecret);
    for (const base of [backend.liteUrl, backend.url]) {
      const answer = await asksAboutSubscription(base, expired, user.id);
      expect(answer.status).toBe(401);
      expect(JSON.stringify(answer.body)).toContain('JWT expired');
    }
  });

  it('is refused when forged (another secret, or a changed claim under the old signature), on lite and through the gateway', async () => {
    const { access_token: token, user } = await signIn('donor');
    const otherSecret = sign({ ...claimsOf(token), role: 'service_role' }, `${jwtSecret}-not`);
    const [header, , signature] = token.split('.');
    const tampered = `${header}.${base64url(JSON.stringify({ ...claimsOf(token), role: 'service_role' }))}.${signature}`;
    for (const forged of [otherSecret, tampered]) {
      for (const base of [backend.liteUrl, backend.url]) {
        const answer = await asksAboutSubscription(base, forged, user.id);
        expect(answer.status).toBe(401);
      }
    }
  });

  it('is refused by the gateway once a reused refresh token revoked its session', async () => {
    const { access_token: token, refresh_token: refreshToken, user } = await signIn('recipient');
    const refresh = () =>
      fetch(`${backend.url}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: refreshToken }),
      });
    expect((await refresh()).status).toBe(200);
    expect(await asksAboutSubscription(backend.url, token, user.id)).toEqual({ status: 200, body: true });
    // past the reuse interval (supabase/gateway.toml: 10 s) a second use is a stolen token
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    expect((await refresh()).status).toBe(400);
    const answer = await asksAboutSubscription(backend.url, token, user.id);
    expect(answer.status).toBe(401);
    expect(JSON.stringify(answer.body)).toContain('revoked');
  }, 60_000);
});
