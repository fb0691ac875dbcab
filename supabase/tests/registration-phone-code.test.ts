// The Verify step's text-message code (migrations 20261128006000_registration-phone-verification.sql
// and 20261128006100_confirm-user-phone.sql): a signed-in account confirms a phone number with
// updateUser({ phone }) and verifyOtp({ type: 'phone_change' }), which the local gateway answers
// (lite has no phone auth) with the code in <dataDir>/sms-outbox.jsonl; registration then accepts
// the confirmed phone where it asks for a verified e-mail.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { VERIFICATION_MESSAGES as V, DATA_PROTECTION_POLICY_VERSION, TERMS_POLICY_VERSION } from '@donation-network/shared-rules';
import { must } from './support/marketplace-fixtures';
import { signUpUser, startTestBackend, type SignedUpUser, type TestBackend } from './support/test-backend';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

/** The newest code texted to `phone` (digits only, as GoTrue stores it) after `after`. */
async function textedCode(phone: string, after: string): Promise<string> {
  const digits = phone.replace(/\D/g, '');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const text = await readFile(path.join(backend.dataDir, 'sms-outbox.jsonl'), 'utf8').catch(() => '');
    const newest = text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { to: string; code: string; at: string })
      .filter((sms) => sms.to === digits && sms.at > after)
      .at(-1);
    if (newest) return newest.code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code was texted to ${phone}`);
}

const uniquePhone = (): string => `+1555${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;

async function confirmPhone(user: SignedUpUser, phone: string): Promise<void> {
  const since = new Date().toISOString();
  const sent = await user.client.auth.updateUser({ phone });
  expect(sent.error).toBeNull();
  const token = await textedCode(phone, since);
  const verified = await user.client.auth.verifyOtp({ phone, token, type: 'phone_change' });
  expect(verified.error).toBeNull();
}

const complete = (client: SupabaseClient, fullName: string) =>
  client.rpc('complete_registration', { user_type: 'founder', full_name: fullName }).single();

async function startFounderDraft(founder: SignedUpUser): Promise<void> {
  await must(
    founder.client.from('consents').insert([
      { kind: 'data-protection', policy_version: DATA_PROTECTION_POLICY_VERSION },
      { kind: 'terms', policy_version: TERMS_POLICY_VERSION },
    ]),
  );
  await must(
    founder.client.from('registration_drafts').insert({
      user_type: 'founder',
      step: 3,
      data: { founder: { company_name: 'Tide Labs', industry: 'Healthcare', funding_stage: 'Seed', location: 'Accra' } },
    }),
  );
}

describe('phone verification by text message', () => {
  it('confirms the number on the account only with the texted code', async () => {
    const user = await signUpUser(backend);
    const phone = uniquePhone();
    const since = new Date().toISOString();
    expect((await user.client.auth.updateUser({ phone })).error).toBeNull();
    const token = await textedCode(phone, since);
    const wrong = String((Number(token) + 1) % 1_000_000).padStart(6, '0');
    const refused = await user.client.auth.verifyOtp({ phone, token: wrong, type: 'phone_change' });
    expect(refused.error?.code).toBe('otp_expired');
    expect((await user.client.auth.getUser()).data.user?.phone).toBeFalsy();

    const verified = await user.client.auth.verifyOtp({ phone, token, type: 'phone_change' });
    expect(verified.error).toBeNull();
    const { data } = await user.client.auth.getUser();
    expect(data.user?.phone).toBe(phone.slice(1));
  });

  it('a number confirmed on another account is refused', async () => {
    const phone = uniquePhone();
    await confirmPhone(await signUpUser(backend), phone);
    const second = await signUpUser(backend);
    const since = new Date().toISOString();
    expect((await second.client.auth.updateUser({ phone })).error).toBeNull();
    const verified = await second.client.auth.verifyOtp({ phone, token: await textedCode(phone, since), type: 'phone_change' });
    expect(verified.error?.code).toBe('phone_exists');
  });

  it('confirm_user_phone is for the service role only', async () => {
    const user = await signUpUser(backend);
    const { error } = await user.client.rpc('confirm_user_phone', { target_user: user.user.id, confirmed_phone: '15555550100' });
    expect(error).not.toBeNull();
    expect((await user.client.auth.getUser()).data.user?.phone).toBeFalsy();
  });

  it('registration accepts a confirmed phone in place of a verified e-mail', async () => {
    const founder = await signUpUser(backend, { user_type: 'recipient' });
    await startFounderDraft(founder);
    expect((await complete(founder.client, 'Tess Tide')).error?.message).toBe(V.emailNotVerified);
    await confirmPhone(founder, uniquePhone());
    expect(await must(complete(founder.client, 'Tess Tide'))).toMatchObject({ user_type: 'founder' });
  });
});
