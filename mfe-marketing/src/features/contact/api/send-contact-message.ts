import { loadSupabase } from 'shared-auth';
import { requestError } from 'shared-ui';

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
  const { error, status } = await (await loadSupabase()).from('contact_messages').insert(payload);
  if (error) throw requestError(error, status);
}
