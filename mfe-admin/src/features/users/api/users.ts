import { loadSupabase } from '@donation-network/portal-session';
import { pageRange, readQuery } from '@donation-network/portal-data';

export const USERS_PAGE_SIZE = 20;

export interface AdminUser {
  id: string;
  email: string;
  fullName: string;
  userType: string;
  isAdmin: boolean;
  createdAt: string;
}

export interface UserPage {
  items: AdminUser[];
  total: number;
}

/** One page of accounts whose name or e-mail contains `search` (newest first), through admin_list_users(). */
export async function fetchUsers(search: string, page: number, signal?: AbortSignal): Promise<UserPage> {
  const [from] = pageRange(page, USERS_PAGE_SIZE);
  const query = (await loadSupabase()).rpc('admin_list_users', { search: search.trim(), page_size: USERS_PAGE_SIZE, page_offset: from });
  const data = await readQuery(query, signal);
  const rows = data ?? [];
  return {
    items: rows.map((row) => ({
      id: row.id,
      email: row.email ?? '',
      fullName: row.full_name,
      userType: row.user_type,
      isAdmin: row.is_admin,
      createdAt: row.created_at,
    })),
    // bigint: a string from some backends
    total: rows.length > 0 ? Number(rows[0].total_count) : 0,
  };
}

/** Grants or removes admin rights (the database refuses an admin removing their own). */
export async function setUserAdmin(userId: string, makeAdmin: boolean): Promise<void> {
  await readQuery((await loadSupabase()).rpc('set_user_admin', { target: userId, make_admin: makeAdmin }));
}
