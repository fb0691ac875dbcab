import { loadSupabase } from '@donation-network/portal-session';
import { CONTACT_MESSAGES } from '@donation-network/shared-rules';
import { friendlyErrorMessage, readQuery } from '@donation-network/portal-data';

export interface ContactMessagePayload {
  name: string;
  email: string;
  subject: string;
  message: string;
  service: string | null;
  /** The signed-in user's id, or null for visitors (the database allows only these two). */
  user_id: string | null;
}

export const SEND_FAILED_MESSAGE = 'Failed to send your message. Please try again.';

/**
 * Inserts a row into contact_messages. No `.select()`: anonymous visitors may
 * insert but not read the table back. Throws the server's error with its status
 * (show it through friendlyErrorMessage: rule messages are kept, database text is not).
 */
export async function sendContactMessage(payload: ContactMessagePayload): Promise<void> {
  await readQuery((await loadSupabase()).from('contact_messages').insert(payload));
}

/**
 * What the contact page says when a send fails. The database's hourly limit per address comes
 * back as a 429 with its own text, which says more than the generic rate-limit text would.
 */
export function sendErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message === CONTACT_MESSAGES.tooMany) return CONTACT_MESSAGES.tooMany;
  return friendlyErrorMessage(error, SEND_FAILED_MESSAGE);
}
