// The local mailbox. Without SMTP, @supabase/lite prints every e-mail it would send to its
// console ("[@supabase/lite] email captured (not delivered)", then To:, Subject: and the
// body). The backend launcher feeds lite's output lines through captureMail, which appends
// each mail with its one-time code to <dataDir>/outbox.jsonl: developers read codes there
// or in the console, and tests read them with latestCode (the way the Supabase CLI's
// Inbucket/Mailpit serves local mail).
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const OUTBOX_FILE = 'outbox.jsonl';

/** @typedef {{ to: string, subject: string, code: string | null, at: string }} CapturedMail */

/**
 * A line handler: returns true for lines that belong to a captured mail (so callers may
 * keep them out of other logs). A mail is written once its To: line and body have been seen.
 * @param {string} dataDir
 * @returns {(line: string) => boolean}
 */
export function captureMail(dataDir) {
  /** @type {{ to?: string, subject?: string, code?: string | null } | null} */
  let mail = null;
  const flush = () => {
    if (mail?.to) {
      /** @type {CapturedMail} */
      const record = { to: mail.to, subject: mail.subject ?? '', code: mail.code ?? null, at: new Date().toISOString() };
      appendFileSync(path.join(dataDir, OUTBOX_FILE), `${JSON.stringify(record)}\n`);
    }
    mail = null;
  };
  return (line) => {
    if (line.includes('email captured (not delivered)')) {
      flush();
      mail = {};
      return true;
    }
    if (!mail) return false;
    const to = /^To:\s*(.+)$/.exec(line);
    const subject = /^Subject:\s*(.+)$/.exec(line);
    if (to) mail.to = to[1].trim();
    else if (subject) mail.subject = subject[1].trim();
    else {
      const code = /\bcode[^:]*:\s*(\d{6})\b/i.exec(line);
      if (code) mail.code = code[1];
      // the confirmation link is the last line of every template
      if (/follow this link|accept with this link/i.test(line)) flush();
    }
    return true;
  };
}

/**
 * The newest captured mail to `email` (case-insensitive), or null.
 * @param {string} dataDir
 * @param {string} email
 * @returns {CapturedMail | null}
 */
export function latestMail(dataDir, email) {
  const file = path.join(dataDir, OUTBOX_FILE);
  if (!existsSync(file)) return null;
  const wanted = email.trim().toLowerCase();
  const mails = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => /** @type {CapturedMail} */ (JSON.parse(line)))
    .filter((mail) => mail.to.toLowerCase() === wanted);
  return mails.at(-1) ?? null;
}

/**
 * Waits (up to timeoutMs) for a mail to `email` captured after `after` (an ISO time) that
 * carries a one-time code, and returns the code.
 * @param {string} dataDir
 * @param {string} email
 * @param {{ after?: string, timeoutMs?: number }} [options]
 * @returns {Promise<string>}
 */
export async function waitForMailedCode(dataDir, email, { after = '', timeoutMs = 10_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = latestMail(dataDir, email);
    if (mail?.code && mail.at > after) return mail.code;
    if (Date.now() > deadline) throw new Error(`no code was mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
