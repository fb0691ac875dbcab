import { object, string, type InferType } from 'yup';
// One definition of the limits and messages for the client and the database
// (supabase/rules/contact-message.ts mirrors the trigger on public.contact_messages; lengths
// are characters and minimums ignore Unicode white space, as in supabase/rules/text.ts).
import {
  CONTACT_MESSAGES,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  CONTACT_NAME_MIN,
  CONTACT_SUBJECT_MAX,
  CONTACT_SUBJECT_MIN,
  isContactEmail,
  charLength,
  trimmedLength,
} from '@donation-network/shared-rules';

/** At least `min` characters after trimming Unicode white space, at most `max` characters as typed. */
const textLength = (min: number, minMessage: string, max: number, maxMessage: string) =>
  string()
    .default('')
    .test('min-trimmed', minMessage, (value) => trimmedLength(value ?? '') >= min)
    .test('max-characters', maxMessage, (value) => charLength(value ?? '') <= max);

/** Contact form: the limits of shared-rules (the database enforces the same); the first failing rule per field is shown. */
export const contactSchema = object({
  name: textLength(CONTACT_NAME_MIN, CONTACT_MESSAGES.nameMin, CONTACT_NAME_MAX, CONTACT_MESSAGES.nameMax),
  email: string()
    .default('')
    .test('email', CONTACT_MESSAGES.email, (value) => isContactEmail((value ?? '').trim())),
  subject: textLength(CONTACT_SUBJECT_MIN, CONTACT_MESSAGES.subjectMin, CONTACT_SUBJECT_MAX, CONTACT_MESSAGES.subjectMax),
  message: textLength(CONTACT_MESSAGE_MIN, CONTACT_MESSAGES.messageMin, CONTACT_MESSAGE_MAX, CONTACT_MESSAGES.messageMax),
});

export type ContactFormValues = InferType<typeof contactSchema>;
