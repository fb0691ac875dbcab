import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { captureMail, latestMail, templateLink } from './outbox.mjs';

const mailLines = (to, code) => [
  '[@supabase/lite] email captured (not delivered)',
  `To: ${to}`,
  'Subject: Your Magic Link',
  `Your login code is: ${code}`,
  'Or follow this link: http://localhost:3000/auth/v1/verify?token=abc&type=magiclink',
];

test('captures each mail with its code and serves the newest per address', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
  const onLine = captureMail(dir);
  assert.equal(onLine('Server running on http://127.0.0.1:5000'), false);
  for (const line of [
    ...mailLines('Ada@Example.com', '123456'),
    ...mailLines('bob@example.com', '222222'),
    ...mailLines('ada@example.com', '654321'),
  ]) {
    assert.equal(onLine(line), true);
  }
  assert.equal(onLine('GET /rest/v1/plans 200'), false);
  assert.equal(latestMail(dir, 'ada@example.com')?.code, '654321');
  assert.equal(latestMail(dir, 'BOB@example.com')?.code, '222222');
  assert.equal(latestMail(dir, 'nobody@example.com'), null);
});

test('a mail without a code (an invitation) is kept with code null', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
  const onLine = captureMail(dir);
  [
    '[@supabase/lite] email captured (not delivered)',
    'To: c@example.com',
    'Subject: Invite',
    'You have been invited. Accept with this link: http://x',
  ].forEach(onLine);
  assert.deepEqual(
    { ...latestMail(dir, 'c@example.com'), at: undefined },
    { to: 'c@example.com', subject: 'Invite', code: null, link: 'http://x', at: undefined },
  );
});

const recoveryLines = (to) => [
  '[@supabase/lite] email captured (not delivered)',
  `To: ${to}`,
  'Subject: Reset your password',
  'Reset your password with this code: 135790',
  'Or follow this link: http://localhost:4100/auth/v1/verify?token=pkce_9f86d081&type=recovery&redirect_to=http%3A%2F%2Flocalhost%3A4100%2Freset-password',
];

test('a reset mail keeps the link of the recovery template, rendered with the printed token hash and site', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
  const recovery = path.join(dir, 'recovery.html');
  writeFileSync(
    recovery,
    '<p>{{ .Token }}</p><a href="{{ .SiteURL }}/reset-password?token_hash={{ .TokenHash }}&amp;type=recovery">Reset</a>',
  );
  const onLine = captureMail(dir, { templates: { recovery } });
  recoveryLines('ada@example.com').forEach(onLine);

  const mail = latestMail(dir, 'ada@example.com');
  assert.equal(mail?.code, '135790');
  assert.equal(mail?.link, 'http://localhost:4100/reset-password?token_hash=pkce_9f86d081&type=recovery');
});

test('the committed recovery template links to {site}/reset-password with the token hash', () => {
  const recovery = path.resolve(import.meta.dirname, '../../supabase/templates/recovery.html');
  const link = templateLink(
    'http://portal.example/auth/v1/verify?token=abc123&type=recovery&redirect_to=http%3A%2F%2Fportal.example%2Freset-password',
    { email: 'a@example.com', code: '111111' },
    { recovery },
  );
  assert.equal(link, 'http://portal.example/reset-password?token_hash=abc123&type=recovery');
});

test('a mail type without a template keeps the printed link', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
  const onLine = captureMail(dir, { templates: {} });
  recoveryLines('b@example.com').forEach(onLine);
  assert.match(
    latestMail(dir, 'b@example.com')?.link ?? '',
    /^http:\/\/localhost:4100\/auth\/v1\/verify\?token=pkce_9f86d081&type=recovery/,
  );
});
