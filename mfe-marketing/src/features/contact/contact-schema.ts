import { object, string, type InferType } from 'yup';
// One definition of the limits and messages for the client and the database
// (supabase/rules/contact-message.ts mirrors the trigger on public.contact_messages).
import {
  CONTACT_EMAIL_MAX,
  CONTACT_EMAIL_PATTERN,
  CONTACT_MESSAGES,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  CONTACT_NAME_MIN,
  CONTACT_SUBJECT_MAX,
  CONTACT_SUBJECT_MIN,
} from '../../../../supabase/rules/contact-message';

/** Minimum length counted after trimming, as the database does (btrim). */
const minTrimmed = (min: number, message: string) =>
  string()
    .default('')
    .test('min-trimmed', message, (value) => (value ?? '').trim().length >= min);

/** Contact form (spec part 1 section 5); the first failing rule per field is shown. */
export const contactSchema = object({
  name: minTrimmed(CONTACT_NAME_MIN, CONTACT_MESSAGES.nameMin).max(CONTACT_NAME_MAX, CONTACT_MESSAGES.nameMax),
  email: string()
    .default('')
    .test('email', CONTACT_MESSAGES.email, (value) => {
      const email = (value ?? '').trim();
      return email.length <= CONTACT_EMAIL_MAX && CONTACT_EMAIL_PATTERN.test(email);
    }),
  subject: minTrimmed(CONTACT_SUBJECT_MIN, CONTACT_MESSAGES.subjectMin).max(CONTACT_SUBJECT_MAX, CONTACT_MESSAGES.subjectMax),
  message: minTrimmed(CONTACT_MESSAGE_MIN, CONTACT_MESSAGES.messageMin).max(CONTACT_MESSAGE_MAX, CONTACT_MESSAGES.messageMax),
});

export type ContactFormValues = InferType<typeof contactSchema>;
