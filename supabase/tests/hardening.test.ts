// Hardening rules in the database (migration 20261123000100_hardening.sql), so they hold for every client:
// trust from the database role, function privileges, Unicode white space and character
// counting in step with supabase/rules, http(s)-only URL columns, and the demo-mode switch.
// Messages are asserted, not statuses (lite answers `raise exception` with 500, the gateway
// and PostgREST with 400).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import {
  CONTACT_MESSAGES,
  FAMILY_MESSAGES,
  contactMessageError,
  type ContactMessageInput,
  charLength,
  FOUNDER_MESSAGES,
  trimUnicode,
  isHttpUrl,
  URL_LABELS,
  urlError,
  urlMapError,
  urlMapMessage,
  urlMessage,
} from '@donation-network/shared-rules';
import {
  createTestClient,
  demoEmail,
  DEMO_PASSWORD,
  signInDemo,
  signUpUser,
  startTestBackend,
  uniqueEmail,
  type SignedUpUser,
  type TestBackend,
} from './support/test-backend';

const DEMO_FAMILY_MEMBER = 'fa000000-0000-4000-8000-000000000001';
const DEMO_FOUNDER_PROFILE = 'f0a1c2d3-00de-4a5b-8c6d-0000000000de';
const PERMISSION_DENIED = (fn: string) => `permission denied for function ${fn}`;

function client(url: string, key: string, bearer?: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: bearer ? { headers: { Authorization: `Bearer ${bearer}` } } : {},
    realtime: { transport: ws as never },
  });
}

/** lite's own URL behind the gateway (the JSON line of scripts/backend.mjs), else the API URL. */
const liteUrlOf = (backend: TestBackend): string => (backend as TestBackend & { liteUrl?: string }).liteUrl ?? backend.url;

function secretKeyOf(backend: TestBackend): string {
  const { secretKey } = backend as TestBackend & { secretKey?: string };
  if (!secretKey) throw new Error('the test backend exposes no secret key');
  return secretKey;
}

describe('in demo mode', () => {
  let backend: TestBackend;
  let anon: SupabaseClient;
  let service: SupabaseClient;
  /** anon key plus an unverifiable bearer token, sent straight to lite (no gateway in front) */
  let forged: SupabaseClient;
  let user: SignedUpUser;
  let admin: SignedUpUser;
  let recipient: SignedUpUser;

  beforeAll(async () => {
    backend = await startTestBackend();
    anon = createTestClient(backend);
    service = client(backend.url, secretKeyOf(backend));
    forged = client(liteUrlOf(backend), backend.anonKey, 'abcdef');
    user = await signUpUser(backend);
    admin = await signInDemo(backend, 'admin');
    recipient = await signInDemo(backend, 'recipient');
  }, 180_000);

  afterAll(async () => {
    await backend?.stop();
  });

  describe('trust comes from the database role', () => {
    it('request_role and request_is_trusted answer per API role', async () => {
      const ask = async (c: SupabaseClient) => [(await c.rpc('request_role')).data, (await c.rpc('request_is_trusted')).data];
      expect(await ask(anon)).toEqual(['anon', false]);
      expect(await ask(user.client)).toEqual(['authenticated', false]);
      expect(await ask(admin.client)).toEqual(['authenticated', false]);
      expect(await ask(service)).toEqual(['service_role', true]);
      // an unverifiable token reaches lite as anon with no claims: still anon, not trusted
      expect(await ask(forged)).toEqual(['anon', false]);
    });

    it('seed_demo_data is refused to anon, users and forged tokens, and writes nothing; the service role runs it', async () => {
      const removed = await service.from('family_members').delete().eq('id', DEMO_FAMILY_MEMBER).select('id');
      expect(removed.data).toEqual([{ id: DEMO_FAMILY_MEMBER }]);

      for (const c of [anon, user.client, admin.client, forged]) {
        const { error } = await c.rpc('seed_demo_data');
        expect(error?.message).toBe(PERMISSION_DENIED('seed_demo_data'));
      }
      const stillMissing = await service.from('family_members').select('id').eq('id', DEMO_FAMILY_MEMBER);
      expect(stillMissing.data).toEqual([]);

      expect((await service.rpc('seed_demo_data')).error).toBeNull();
      const restored = await service.from('family_members').select('id').eq('id', DEMO_FAMILY_MEMBER);
      expect(restored.data).toEqual([{ id: DEMO_FAMILY_MEMBER }]);
    });

    it.each([
      ['seed_demo_commerce', {}],
      ['validate_profile_changes', { changes: {} }],
      ['jsonb_argument', { value: {} }],
      ['metadata_object', { metadata: {} }],
      [
        'confirm_subscription_payment',
        { user_id: '00000000-0000-0000-0000-000000000000', plan_id: 'basic', payment_method: 'card', payment_reference: 'PAY-ABC123' },
      ],
    ])('internal function %s is not callable by anon or users', async (fn, args) => {
      for (const c of [anon, user.client, forged]) {
        const { error } = await c.rpc(fn, args);
        expect(error?.message).toBe(PERMISSION_DENIED(fn));
      }
    });

    it('has_active_subscription answers about someone else only to admins and the service role', async () => {
      const target = { uid: recipient.user.id };
      expect((await recipient.client.rpc('has_active_subscription', target)).data).toBe(true);
      expect((await admin.client.rpc('has_active_subscription', target)).data).toBe(true);
      expect((await service.rpc('has_active_subscription', target)).data).toBe(true);
      expect((await user.client.rpc('has_active_subscription', target)).data).toBe(false);
      expect((await anon.rpc('has_active_subscription', target)).data).toBe(false);
      expect((await forged.rpc('has_active_subscription', target)).data).toBe(false);
    });

    it('a user cannot verify their own donor record; the service role can', async () => {
      const donor = await signUpUser(backend);
      const created = await donor.client
        .from('donors')
        .insert({ user_id: donor.user.id, blood_group: 'A+', phone: '+1 555 123 4567', terms_accepted: true })
        .select('id')
        .single();
      expect(created.error).toBeNull();

      const self = await donor.client.from('donors').update({ id_verified: true }).eq('id', created.data!.id);
      expect(self.error?.message).toBe('Only an administrator can verify a donor');

      const bySecret = await service.from('donors').update({ id_verified: true }).eq('id', created.data!.id).select('id_verified').single();
      expect(bySecret.data).toEqual({ id_verified: true });
    });

    it('the API roles keep the helpers policies, views and checks evaluate', async () => {
      expect((await anon.from('plans').select('id').eq('audience', 'recipient')).data).toHaveLength(3);
      expect((await recipient.client.from('blood_service_listings').select('id').limit(1)).data).toHaveLength(1);
      expect((await recipient.client.from('executive_professionals').select('id').limit(1)).data).toHaveLength(1);
      const family = await user.client
        .from('family_members')
        .insert({ name: 'Kim', relationship: 'Child', age: 4, gender: 'Female' })
        .select('name')
        .single();
      expect(family.data).toEqual({ name: 'Kim' });
    });
  });

  describe('text: Unicode white space is empty, lengths are characters (client and database agree)', () => {
    const VALID: ContactMessageInput = {
      name: 'Ada Visitor',
      email: 'ada@example.com',
      subject: 'Question about donating',
      message: 'How often may I give blood?',
    };
    const SPACES_ONLY = '\t\n\u000b\f\r \u0085\u00a0\u1680\u180e\u2000\u2005\u200a\u200b\u2028\u2029\u202f\u205f\u2060\u3000\ufeff';

    // [label, override, expected message or null]
    const CASES: [string, Partial<ContactMessageInput>, string | null][] = [
      ['tabs and newlines as a name', { name: '\t\n\r\n' }, CONTACT_MESSAGES.nameMin],
      ['non-breaking spaces as a name', { name: '\u00a0\u00a0\u00a0' }, CONTACT_MESSAGES.nameMin],
      ['ideographic spaces as a name', { name: '\u3000\u3000' }, CONTACT_MESSAGES.nameMin],
      [
        'U+2000-U+200A as a subject',
        { subject: '\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a' },
        CONTACT_MESSAGES.subjectMin,
      ],
      ['BOM and zero-width spaces as a subject', { subject: '\ufeff\u200b\ufeff\u200b\u2060\ufeff' }, CONTACT_MESSAGES.subjectMin],
      ['every white space as a message', { message: SPACES_ONLY }, CONTACT_MESSAGES.messageMin],
      ['a one-letter name padded with NBSP', { name: '\u00a0A\u00a0\u3000' }, CONTACT_MESSAGES.nameMin],
      ['a two-emoji name', { name: '😀🩸' }, null],
      ['an emoji name padded with ideographic spaces', { name: '\u3000🩸\u3000' }, CONTACT_MESSAGES.nameMin],
      ['a name with a combining mark (2 characters)', { name: 'e\u0301' }, null],
      ['120 emoji as a name (exactly at the limit)', { name: '😀'.repeat(120) }, null],
      ['121 emoji as a name', { name: '😀'.repeat(121) }, CONTACT_MESSAGES.nameMax],
      ['120 letters as a name', { name: 'x'.repeat(120) }, null],
      ['200 emoji as a subject', { subject: '🩸'.repeat(200) }, null],
      ['201 emoji as a subject', { subject: '🩸'.repeat(201) }, CONTACT_MESSAGES.subjectMax],
      ['5000 characters of message with emoji', { message: `${'😀'.repeat(2500)}${'a'.repeat(2500)}` }, null],
      ['5001 characters of message', { message: `${'😀'.repeat(2501)}${'a'.repeat(2500)}` }, CONTACT_MESSAGES.messageMax],
      ['a 10-character message with combining marks', { message: 'a\u0301b\u0301c\u0301d\u0301e\u0301' }, null],
      ['9 characters padded with NBSP', { message: '\u00a0123456789\u00a0' }, CONTACT_MESSAGES.messageMin],
      ['an e-mail with a non-breaking space', { email: 'ada\u00a0lovelace@example.com' }, CONTACT_MESSAGES.email],
      ['an e-mail with an ideographic space', { email: 'ada@example\u3000.com' }, CONTACT_MESSAGES.email],
      ['an internationalised e-mail', { email: 'zoë@exämple.com' }, null],
      ['100 emoji as a service', { service: '😀'.repeat(100) }, null],
      ['101 emoji as a service', { service: '😀'.repeat(101) }, CONTACT_MESSAGES.serviceMax],
    ];

    it.each(CASES)('%s: same answer from the rule file and the database', async (_label, override, expected) => {
      // a fresh sender per case: the database allows only a few messages per address and hour
      const input = { ...VALID, email: uniqueEmail(), ...override };

      const { error } = await anon.from('contact_messages').insert(input);

      expect(contactMessageError(input)).toBe(expected);
      expect(error?.message ?? null).toBe(expected);
    });

    it('trimUnicode and charLength agree with trim_unicode and char_length', () => {
      expect(trimUnicode(`${SPACES_ONLY}a b${SPACES_ONLY}`)).toBe('a b');
      expect(charLength('😀e\u0301')).toBe(3);
      expect('😀e\u0301'.length).toBe(4);
    });

    it('other text minimums ignore Unicode white space too', async () => {
      const family = await user.client
        .from('family_members')
        .insert({ name: '\u00a0\u3000', relationship: 'Sibling', age: 4, gender: 'Female' });
      // a name of white space only is missing (20261124000400_recipient-profile.sql answers in the form's words)
      expect(family.error?.message).toBe(FAMILY_MESSAGES.missing);
      expect((await user.client.from('family_members').select('id').eq('relationship', 'Sibling')).data).toEqual([]);

      const change = await user.client.rpc('submit_profile_change', { changes: { full_name: '\u3000\u00a0A\u00a0' } });
      expect(change.error?.message).toBe('Name must be at least 2 characters.');

      const founder = await signInDemo(backend, 'founder');
      const company = await founder.client.from('founder_profiles').update({ company_name: '\u2003\ufeff' }).eq('id', DEMO_FOUNDER_PROFILE);
      // guard_founder_profile_fields (20261124000600_directory-storage.sql) answers in the form's words
      expect(company.error?.message).toBe(FOUNDER_MESSAGES.companyName);
      const stored = await founder.client.from('founder_profiles').select('company_name').eq('id', DEMO_FOUNDER_PROFILE).single();
      expect(stored.data).toEqual({ company_name: 'Demo Vitals' });
    });
  });

  describe('URL columns accept only http(s) (client and database agree)', () => {
    let founder: SignedUpUser;
    beforeAll(async () => {
      founder = await signInDemo(backend, 'founder');
    });

    const URLS: [string, boolean][] = [
      ['https://example.com', true],
      ['http://example.com/path?q=1#top', true],
      ['HTTPS://Example.COM:8443/a', true],
      ['https://[2001:db8::1]/x', true],
      ['https://bücher.example/über', true],
      ['javascript:alert(1)', false],
      ['JavaScript:alert(1)', false],
      ['data:text/html,<script>alert(1)</script>', false],
      ['vbscript:msgbox(1)', false],
      ['ftp://example.com/file', false],
      ['/relative/path', false],
      ['//example.com/scheme-relative', false],
      ['example.com', false],
      ['https://', false],
      ['https:///path', false],
      ['https:/example.com', false],
      ['https://exa mple.com', false],
      ['https://example.com/\u00a0x', false],
      ['https://example.com/\u3000', false],
      ['https://example.com/<script>', false],
      ['https://user@example.com', false],
      ['https://example..com', false],
      ['https://example.com\n', false],
      [`https://example.com/${'a'.repeat(2028)}`, true],
      [`https://example.com/${'a'.repeat(2029)}`, false],
    ];

    it.each(URLS)('website %j: accepted = %s on both sides', async (url, accepted) => {
      const label = URL_LABELS.founder_profiles.website;

      const { error } = await founder.client.from('founder_profiles').update({ website: url }).eq('id', DEMO_FOUNDER_PROFILE);

      expect(isHttpUrl(url)).toBe(accepted);
      expect(urlError(label, url)).toBe(accepted ? null : urlMessage(label));
      expect(error?.message ?? null).toBe(accepted ? null : urlMessage(label));
    });

    it.each([
      [{ twitter: 'https://twitter.com/x' }, true],
      [{ twitter: 'javascript:alert(1)' }, false],
      [{ site: 'data:text/html;base64,PHNjcmlwdD4=' }, false],
      [{ site: 42 }, false],
      [{ '\u00a0': 'https://example.com' }, false],
    ])('social_urls %j: accepted = %s on both sides', async (urls, accepted) => {
      const label = URL_LABELS.founder_profiles.social_urls;

      const { error } = await founder.client.from('founder_profiles').update({ social_urls: urls }).eq('id', DEMO_FOUNDER_PROFILE);

      expect(urlMapError(label, urls)).toBe(accepted ? null : urlMapMessage(label));
      expect(error?.message ?? null).toBe(accepted ? null : urlMapMessage(label));
    });

    it('every other URL column refuses javascript: with its label', async () => {
      const bad = 'javascript:alert(1)';
      const checks: [PromiseLike<{ error: { message: string } | null }>, string][] = [
        [user.client.from('profiles').update({ avatar_url: bad }).eq('id', user.user.id), URL_LABELS.profiles.avatar_url],
        [founder.client.from('founder_profiles').update({ linkedin_url: bad }).eq('id', DEMO_FOUNDER_PROFILE), 'LinkedIn URL'],
        [founder.client.from('founder_profiles').update({ pitch_deck_url: bad }).eq('id', DEMO_FOUNDER_PROFILE), 'Pitch deck link'],
        [
          founder.client
            .from('founder_documents')
            .insert({ founder_profile_id: DEMO_FOUNDER_PROFILE, name: `Doc ${Date.now()}`, url: bad }),
          'Document link',
        ],
        [
          founder.client.from('founder_team_members').insert({ founder_profile_id: DEMO_FOUNDER_PROFILE, name: 'Eve', linkedin_url: bad }),
          'LinkedIn URL',
        ],
        [admin.client.from('investor_profiles').update({ website: bad }).eq('id', 'a0b1c2d3-00de-4b5c-8d6e-0000000000de'), 'Website'],
        [
          admin.client
            .from('investor_profiles')
            .update({ social_urls: { x: bad } })
            .eq('id', 'a0b1c2d3-00de-4b5c-8d6e-0000000000de'),
          'Social links',
        ],
      ];
      for (const [request, label] of checks) {
        const { error } = await request;
        expect(error?.message).toBe(label === 'Social links' ? urlMapMessage(label) : urlMessage(label));
      }
    });
  });

  describe('demo mode on', () => {
    it('reports demo mode and accepts mock payments', async () => {
      expect((await anon.rpc('demo_mode')).data).toBe(true);
      const subscriber = await signUpUser(backend);
      const { data, error } = await subscriber.client.rpc('subscribe', { plan_id: 'basic', payment_method: 'mock' });
      expect(error).toBeNull();
      expect(data).toMatchObject({ plan_id: 'basic', payment_method: 'mock', status: 'active' });
    });
  });
});

describe('with demo mode off', () => {
  let backend: TestBackend;
  let service: SupabaseClient;
  let user: SignedUpUser;

  beforeAll(async () => {
    backend = await startTestBackend({ demoMode: false });
    service = client(backend.url, secretKeyOf(backend));
    user = await signUpUser(backend);
  }, 180_000);

  afterAll(async () => {
    await backend?.stop();
  });

  it('demo_mode() is false and no demo account exists', async () => {
    expect((await createTestClient(backend).rpc('demo_mode')).data).toBe(false);
    const { error } = await createTestClient(backend).auth.signInWithPassword({
      email: demoEmail('admin'),
      password: DEMO_PASSWORD,
    });
    expect(error?.message).toBe('Invalid login credentials');
  });

  it('refuses mock payments and every unconfigured provider with a clear message, writing nothing', async () => {
    const mock = await user.client.rpc('subscribe', { plan_id: 'basic', payment_method: 'mock' });
    const paypal = await user.client.rpc('subscribe', { plan_id: 'basic', payment_method: 'paypal' });

    expect(mock.error?.message).toBe('Mock payments are available in demo mode only');
    expect(paypal.error?.message).toBe('Online payments are not available yet: no payment provider is configured');
    expect((await user.client.from('subscriptions').select('id')).data).toEqual([]);
    expect((await user.client.rpc('has_active_subscription')).data).toBe(false);
  });

  it('seed_demo_data refuses to seed outside demo mode', async () => {
    expect((await service.rpc('seed_demo_data')).error?.message).toBe('Demo data is seeded in demo mode only');
  });

  it('the payment-provider seam: the service role confirms a payment, users cannot', async () => {
    const args = { user_id: user.user.id, plan_id: 'premium', payment_method: 'stripe', payment_reference: 'STRIPE-PI3NQX7K2' };

    const byUser = await user.client.rpc('confirm_subscription_payment', args);
    const bySecret = await service.rpc('confirm_subscription_payment', args);

    expect(byUser.error?.message).toBe(PERMISSION_DENIED('confirm_subscription_payment'));
    expect(bySecret.error).toBeNull();
    expect(bySecret.data).toMatchObject({ user_id: user.user.id, plan_id: 'premium', payment_method: 'stripe', status: 'active' });
    const payments = await user.client.from('payments').select('amount, method, status, reference');
    expect(payments.data).toEqual([{ amount: expect.anything(), method: 'stripe', status: 'succeeded', reference: 'STRIPE-PI3NQX7K2' }]);
    expect(Number(payments.data![0].amount)).toBe(40);
    expect((await user.client.rpc('has_active_subscription')).data).toBe(true);
  });
});
