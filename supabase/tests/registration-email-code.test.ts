// The registration's e-mail check mails a 6-digit code: the message must be about a code, not
// the auth service's default "Your Magic Link" (supabase/templates/email-code.html, wired in
// supabase/config.toml for hosted Supabase and for lite, whose outbox records each mail).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createTestClient, mailedCode, signUpUser, startTestBackend, type TestBackend } from './support/test-backend';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

const repoRoot = path.resolve(__dirname, '../..');

async function mailsTo(email: string): Promise<{ to: string; subject: string; code: string | null }[]> {
  const text = await readFile(path.join(backend.dataDir, 'outbox.jsonl'), 'utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; subject: string; code: string | null })
    .filter((mail) => mail.to.toLowerCase() === email.toLowerCase());
}

describe('the e-mailed code', () => {
  it('arrives with a subject about the code, and the code verifies', async () => {
    const user = await signUpUser(backend);
    const sentAfter = new Date().toISOString();
    const sent = await user.client.auth.signInWithOtp({ email: user.email, options: { shouldCreateUser: false } });
    expect(sent.error).toBeNull();
    const code = await mailedCode(backend, user.email, { after: sentAfter });
    expect(code).toMatch(/^\d{6}$/);

    const mails = await mailsTo(user.email);
    expect(mails.at(-1)?.subject).toBe('Your verification code');
    expect(mails.map((mail) => mail.subject)).not.toContain('Your Magic Link');
    expect((await user.client.auth.verifyOtp({ email: user.email, token: code, type: 'magiclink' })).error).toBeNull();
  });

  it('a wrong code is refused with code otp_expired (the wizard explains it as a code)', async () => {
    const user = await signUpUser(backend);
    await user.client.auth.signInWithOtp({ email: user.email, options: { shouldCreateUser: false } });
    const wrong = await createTestClient(backend).auth.verifyOtp({ email: user.email, token: '000000', type: 'magiclink' });
    expect(wrong.error?.code).toBe('otp_expired');
  });

  it('the templates the hosted project and lite send are about the 6-digit code, never a link', async () => {
    const config = await readFile(path.join(repoRoot, 'supabase/config.toml'), 'utf8');
    // magic_link for a confirmed address; confirmation when GoTrue mails an unconfirmed one (a new user)
    for (const template of ['magic_link', 'confirmation']) {
      expect(config).toMatch(
        new RegExp(
          `\\[auth\\.email\\.template\\.${template}\\]\\s*\\nsubject = "Your verification code"\\s*\\ncontent_path = "\\./supabase/templates/email-code\\.html"`,
        ),
      );
    }
    const template = await readFile(path.join(repoRoot, 'supabase/templates/email-code.html'), 'utf8');
    expect(template).toContain('{{ .Token }}');
    expect(template).toContain('6-digit code');
    expect(template).not.toMatch(/ConfirmationURL|magic link/i);
  });
});
