// Limits and messages of a contact message (spec part 1 section 5), enforced by the
// database (public.contact_messages, trigger guard_contact_message_write) and mirrored
// here for the contact page's yup schema. Dependency-free: keep it in step with
// supabase/migrations/20261122002002_content-contact.sql.
//
// Lengths are counted after trimming surrounding white space (the database uses btrim).

export const CONTACT_NAME_MIN = 2;
export const CONTACT_NAME_MAX = 120;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_SUBJECT_MIN = 5;
export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;
export const CONTACT_SERVICE_MAX = 100;

/** Same pattern as the database check: something@something.tld, no white space. */
export const CONTACT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const CONTACT_MESSAGES = {
  nameMin: 'Name must be at least 2 characters',
  nameMax: 'Name must be at most 120 characters',
  email: 'Please enter a valid email address',
  subjectMin: 'Subject must be at least 5 characters',
  subjectMax: 'Subject must be at most 200 characters',
  messageMin: 'Message must be at least 10 characters',
  messageMax: 'Message must be at most 5000 characters',
  serviceMax: 'Service must be at most 100 characters',
} as const;

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
  const name = input.name.trim();
  if (name.length < CONTACT_NAME_MIN) return CONTACT_MESSAGES.nameMin;
  if (input.name.length > CONTACT_NAME_MAX) return CONTACT_MESSAGES.nameMax;
  if (input.email.length > CONTACT_EMAIL_MAX || !CONTACT_EMAIL_PATTERN.test(input.email)) {
    return CONTACT_MESSAGES.email;
  }
  if (input.subject.trim().length < CONTACT_SUBJECT_MIN) return CONTACT_MESSAGES.subjectMin;
  if (input.subject.length > CONTACT_SUBJECT_MAX) return CONTACT_MESSAGES.subjectMax;
  if (input.message.trim().length < CONTACT_MESSAGE_MIN) return CONTACT_MESSAGES.messageMin;
  if (input.message.length > CONTACT_MESSAGE_MAX) return CONTACT_MESSAGES.messageMax;
  if (input.service != null && input.service.length > CONTACT_SERVICE_MAX) return CONTACT_MESSAGES.serviceMax;
  return null;
}
