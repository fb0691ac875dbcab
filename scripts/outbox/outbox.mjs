// The local mailbox. Without SMTP, @supabase/lite prints every e-mail it would send to its
// console ("[@supabase/lite] email captured (not delivered)", then To:, Subject: and the
// body). The backend launcher feeds lite's output lines through captureMail, which appends
// each mail with its one-time code and its link to <dataDir>/outbox.jsonl: developers read
// them there or in the console, and tests read them with waitForMailedCode / waitForMailedLink
// (the way the Supabase CLI's Inbucket/Mailpit serves local mail).
//
// lite prints only the plain-text part of a mail, and that part is always lite's default
// text, whose link goes to {site_url}/auth/v1/verify; the HTML part, rendered from the
// project's template (supabase/templates), is never printed. So for a mail type with a
// template the outbox renders that template with the values the printed link carries (the
// token hash is the link's `token`), the same substitution lite makes, and keeps the
// template's first link: the link the real mail holds (for a reset, {site}/reset-password?token_hash=...).
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const OUTBOX_FILE = 'outbox.jsonl';

/** @typedef {{ to: string, subject: string, code: string | null, link: string | null, at: string }} CapturedMail */

/** The verify link's `type` -> the [auth.email.template.<name>] it is mailed with. */
const TEMPLATE_OF_TYPE = {
  signup: 'confirmation',
  recovery: 'recovery',
  magiclink: 'magic_link',
  email_change: 'email_change',
  invite: 'invite',
};

const VERIFY_PATH = '/auth/v1/verify';

/**
 * The first link of the template `templates` names for the printed verify link's type, rendered with
 * that link's values; null when the type has no template (the printed link is then the mail's link).
 * @param {string} verifyUrl
 * @param {{ email: string, code: string | null }} mail
 * @param {Record<string, string>} templates template name -> HTML file
 */
export function templateLink(verifyUrl, { email, code }, templates) {
  const at = verifyUrl.indexOf(VERIFY_PATH);
  if (at < 0) return null;
  const params = new URL(verifyUrl).searchParams;
  const file = templates[TEMPLATE_OF_TYPE[params.get('type') ?? '']];
  if (!file || !existsSync(file)) return null;
  const siteUrl = verifyUrl.slice(0, at);
  /** @type {Record<string, string>} */
  const values = {
    ConfirmationURL: verifyUrl,
    Token: code ?? '',
    TokenHash: params.get('token') ?? '',
    SiteURL: siteUrl,
    RedirectTo: params.get('redirect_to') ?? siteUrl,
    Email: email,
  };
  const html = readFileSync(file, 'utf8').replace(/\{\{\s*\.(\w+)\s*\}\}/g, (placeholder, name) => values[name] ?? placeholder);
  const href = /\bhref="([^"]+)"/.exec(html)?.[1];
  return href ? href.replaceAll('&amp;', '&') : null;
}

/**
 * A line handler: returns true for lines that belong to a captured mail (so callers may
 * keep them out of other logs). A mail is written once its To: line and body have been seen.
 * @param {string} dataDir
 * @param {{ templates?: Record<string, string> }} [options] the project's e-mail templates, by name (magic_link, recovery, ...)
 * @returns {(line: string) => boolean}
 */
export function captureMail(dataDir, { templates = {} } = {}) {
  /** @type {{ to?: string, subject?: string, code?: string | null, link?: string | null } | null} */
  let mail = null;
  const flush = () => {
    if (mail?.to) {
      /** @type {CapturedMail} */
      const record = {
        to: mail.to,
        subject: mail.subject ?? '',
        code: mail.code ?? null,
        link: mail.link ?? null,
        at: new Date().toISOString(),
      };
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
      if (/follow this link|accept with this link/i.test(line)) {
        const printed = /https?:\/\/\S+/.exec(line)?.[0] ?? null;
        mail.link = printed && (templateLink(printed, { email: mail.to ?? '', code: mail.code ?? null }, templates) ?? printed);
        flush();
      }
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

/**
 * Waits (up to timeoutMs) for a mail to `email` captured after `after` (an ISO time) that
 * carries a link, and returns the link.
 * @param {string} dataDir
 * @param {string} email
 * @param {{ after?: string, timeoutMs?: number }} [options]
 * @returns {Promise<string>}
 */
export async function waitForMailedLink(dataDir, email, { after = '', timeoutMs = 10_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = latestMail(dataDir, email);
    if (mail?.link && mail.at > after) return mail.link;
    if (Date.now() > deadline) throw new Error(`no link was mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// The local SMS outbox. @supabase/lite 0.10 sends no text messages; the API gateway answers the
// phone_change flow itself (gateway/phone-change.mjs) and appends each text it would send to
// <dataDir>/sms-outbox.jsonl, where developers and tests read its code.
export const SMS_OUTBOX_FILE = 'sms-outbox.jsonl';

/** @typedef {{ to: string, body: string, code: string, at: string }} CapturedText */

/** @param {string} phone @returns {string} the digits GoTrue stores a phone number as (no "+", no spaces) */
export const phoneDigits = (phone) => phone.replace(/\D/g, '');

/**
 * Appends a text message to the SMS outbox.
 * @param {string} dataDir @param {{ to: string, body: string, code: string }} text
 */
export function recordText(dataDir, { to, body, code }) {
  /** @type {CapturedText} */
  const record = { to: phoneDigits(to), body, code, at: new Date().toISOString() };
  appendFileSync(path.join(dataDir, SMS_OUTBOX_FILE), `${JSON.stringify(record)}\n`);
}

/**
 * The newest text to `phone` (compared digit for digit: "+27 21 555 0142" is 27215550142), or null.
 * @param {string} dataDir @param {string} phone
 * @returns {CapturedText | null}
 */
export function latestText(dataDir, phone) {
  const file = path.join(dataDir, SMS_OUTBOX_FILE);
  if (!existsSync(file)) return null;
  const wanted = phoneDigits(phone);
  const texts = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => /** @type {CapturedText} */ (JSON.parse(line)))
    .filter((text) => text.to === wanted);
  return texts.at(-1) ?? null;
}

/**
 * Waits (up to timeoutMs) for a text to `phone` sent after `after` (an ISO time) and returns its code.
 * @param {string} dataDir @param {string} phone
 * @param {{ after?: string, timeoutMs?: number }} [options]
 * @returns {Promise<string>}
 */
export async function waitForTextedCode(dataDir, phone, { after = '', timeoutMs = 10_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const text = latestText(dataDir, phone);
    if (text && text.at > after) return text.code;
    if (Date.now() > deadline) throw new Error(`no code was texted to ${phone}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
