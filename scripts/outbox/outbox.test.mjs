import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { captureMail, latestMail } from './outbox.mjs';

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
    { to: 'c@example.com', subject: 'Invite', code: null, at: undefined },
  );
});
