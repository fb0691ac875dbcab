// Limits and messages of a contact message (the contact form's rules), enforced by the
// database (public.contact_messages, trigger guard_contact_message_write) and mirrored
// here for the contact page's yup schema. Dependency-free: keep it in step with
// supabase/migrations/20261122002002_content-contact.sql.
//
// Minimums count characters after trimming surrounding Unicode white space, maximums count
// the characters as sent; characters are code points on both sides (see ./text.ts, the
// database's public.trim_unicode and char_length; migration 20261123000100_hardening.sql).
import { UNICODE_SPACE_CLASS, charLength, trimmedLength } from './text';

export const CONTACT_NAME_MIN = 2;
export const CONTACT_NAME_MAX = 120;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_SUBJECT_MIN = 5;
export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;
export const CONTACT_SERVICE_MAX = 100;
/**
 * Messages one sender e-mail address (case-insensitive) may send in any rolling hour; the
 * database refuses the next with 429 and CONTACT_MESSAGES.tooMany (trigger
 * limit_contact_message_rate, migration 20261126006000_contact-message-throttle.sql).
 */
export const CONTACT_HOURLY_LIMIT = 5;

/** Same pattern as the database's public.is_email_address: something@something.tld, no (Unicode) white space. */
export const CONTACT_EMAIL_PATTERN = new RegExp(
  `^[^@${UNICODE_SPACE_CLASS}]+@[^@${UNICODE_SPACE_CLASS}]+\\.[^@${UNICODE_SPACE_CLASS}]+$`,
  'u',
);

export const CONTACT_MESSAGES = {
  nameMin: 'Name must be at least 2 characters',
  nameMax: 'Name must be at most 120 characters',
  email: 'Please enter a valid email address',
  subjectMin: 'Subject must be at least 5 characters',
  subjectMax: 'Subject must be at most 200 characters',
  messageMin: 'Message must be at least 10 characters',
  messageMax: 'Message must be at most 5000 characters',
  serviceMax: 'Service must be at most 100 characters',
  tooMany: 'You have sent several messages in the last hour. Please wait before sending another.',
} as const;

/** The database's e-mail rule (length in characters, then the pattern). */
export function isContactEmail(email: string): boolean {
  return charLength(email) <= CONTACT_EMAIL_MAX && CONTACT_EMAIL_PATTERN.test(email);
}

export interface ContactMessageInput {
  name: string;
  email: string;
  subject: string;
  message: string;
  service?: string | null;
}

/**
 * The first rule the input breaks, in the order the database checks them, or null.
 * The database raises exactly these messages.
 */
export function contactMessageError(input: ContactMessageInput): string | null {
  if (trimmedLength(input.name) < CONTACT_NAME_MIN) return CONTACT_MESSAGES.nameMin;
  if (charLength(input.name) > CONTACT_NAME_MAX) return CONTACT_MESSAGES.nameMax;
  if (!isContactEmail(input.email)) return CONTACT_MESSAGES.email;
  if (trimmedLength(input.subject) < CONTACT_SUBJECT_MIN) return CONTACT_MESSAGES.subjectMin;
  if (charLength(input.subject) > CONTACT_SUBJECT_MAX) return CONTACT_MESSAGES.subjectMax;
  if (trimmedLength(input.message) < CONTACT_MESSAGE_MIN) return CONTACT_MESSAGES.messageMin;
  if (charLength(input.message) > CONTACT_MESSAGE_MAX) return CONTACT_MESSAGES.messageMax;
  if (input.service != null && charLength(input.service) > CONTACT_SERVICE_MAX) return CONTACT_MESSAGES.serviceMax;
  return null;
}
