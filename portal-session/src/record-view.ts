/**
 * Page views for the owners' analytics, counted by the database (public.record_view: one view per
 * viewer per item per day, never the owner's own). A signed-in viewer is their account; a signed-out
 * one is a random key this browser keeps, so reloading a page never counts twice. A failed count
 * never disturbs the page: it is simply not counted.
 */
import { useEffect } from 'react';
import type { ViewedItemKind } from '@donation-network/shared-rules';
import { isSupabaseLoaded, loadSupabase, mayHaveBrowserSession, supabaseEndpoint } from './supabase-client';

export const VISITOR_KEY_STORAGE_KEY = 'portal-visitor-key';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** This browser's visitor key, made on first need; undefined where storage or random UUIDs are unavailable. */
function visitorKey(): string | undefined {
  try {
    const stored = globalThis.localStorage?.getItem(VISITOR_KEY_STORAGE_KEY);
    if (stored && UUID.test(stored)) return stored;
    if (typeof globalThis.crypto?.randomUUID !== 'function') return undefined;
    const fresh = globalThis.crypto.randomUUID();
    globalThis.localStorage.setItem(VISITOR_KEY_STORAGE_KEY, fresh);
    return fresh;
  } catch {
    return undefined;
  }
}

/**
 * Counts a view of the item; true when the database counted it. A visitor who is certainly signed
 * out is counted without downloading the SDK (public pages stay light).
 */
export async function recordView(kind: ViewedItemKind, id: string): Promise<boolean> {
  if (!isSupabaseLoaded() && !mayHaveBrowserSession()) {
    const key = visitorKey();
    if (!key) return false;
    const { supabaseUrl, supabaseAnonKey } = supabaseEndpoint();
    const response = await fetch(`${supabaseUrl}/rest/v1/rpc/record_view`, {
      method: 'POST',
      headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ item_kind: kind, item_id: id, visitor_key: key }),
    });
    return response.ok && (await response.json()) === true;
  }
  const supabase = await loadSupabase();
  const { data } = await supabase.auth.getSession();
  const key = data.session ? undefined : visitorKey();
  if (!data.session && !key) return false;
  const { data: counted, error } = await supabase.rpc('record_view', {
    item_kind: kind,
    item_id: id,
    ...(key ? { visitor_key: key } : {}),
  });
  return !error && counted === true;
}

/**
 * Marks the element showing an item whose view counts. A signed-out visitor's public page may be served without
 * the application (the shell's page script counts the view then, by the same rule); the hook below counts it
 * when the application runs, and the database never counts a visitor twice a day.
 */
export const RECORD_VIEW_ATTRIBUTE = 'data-record-view';

export function recordViewMarker(kind: ViewedItemKind, id: string | null | undefined) {
  return id ? { [RECORD_VIEW_ATTRIBUTE]: `${kind}:${id}` } : {};
}

/** Items already counted by this page today: opening the same listing again sends nothing. */
const countedToday = new Set<string>();

/** Counts one view of the item once it is shown (`id` undefined while there is none). */
export function useRecordView(kind: ViewedItemKind, id: string | null | undefined): void {
  useEffect(() => {
    if (!id) return;
    const once = `${new Date().toISOString().slice(0, 10)}:${kind}:${id}`;
    if (countedToday.has(once)) return;
    countedToday.add(once);
    recordView(kind, id).catch(() => countedToday.delete(once));
  }, [kind, id]);
}
