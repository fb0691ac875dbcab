import { loadSupabase } from '@donation-network/portal-session';
import { pageRange, RANGE_NOT_SATISFIABLE, readQuery, requestError } from '@donation-network/portal-data';
import type { ContactMessageStatus } from '@donation-network/shared-rules';

export const MESSAGES_PAGE_SIZE = 20;

export type MessageFilter = ContactMessageStatus | 'all';

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  service: string | null;
  status: ContactMessageStatus;
  receivedAt: string;
}

export interface MessagePage {
  items: ContactMessage[];
  total: number;
}

/** One page of the inbox, newest first, optionally only messages with one status. */
export async function fetchContactMessages(filter: MessageFilter, page: number, signal?: AbortSignal): Promise<MessagePage> {
  const [from, to] = pageRange(page, MESSAGES_PAGE_SIZE);
  let query = (await loadSupabase())
    .from('contact_messages')
    .select('id, name, email, subject, message, service, status, created_at', { count: 'exact' });
  if (filter !== 'all') query = query.eq('status', filter);
  query = query.order('created_at', { ascending: false }).order('id').range(from, to);
  const { data, error, status, count } = await (signal ? query.abortSignal(signal) : query);
  // a page past the end (messages were archived meanwhile): nothing on it
  if (error?.code === RANGE_NOT_SATISFIABLE) return { items: [], total: 0 };
  if (error) throw requestError(error, status);
  const items = (data ?? []).map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    service: row.service,
    status: row.status,
    receivedAt: row.created_at,
  }));
  return { items, total: count ?? items.length };
}

export async function setContactMessageStatus(messageId: string, next: ContactMessageStatus): Promise<void> {
  await readQuery((await loadSupabase()).rpc('set_contact_message_status', { message_id: messageId, status: next }));
}
