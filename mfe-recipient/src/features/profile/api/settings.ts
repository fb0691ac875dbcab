// Payment and currency preferences (public.user_settings: one row per user, owner only; the
// currency is generated from the country by the database).
import { loadSupabase } from '@donation-network/portal-session';
import { readMaybeSingle, readQuery } from '@donation-network/portal-data';
import type { PaymentPreference, SettingsCountry } from '@donation-network/shared-rules';

export interface UserSettings {
  preferred_payment_method: PaymentPreference;
  country: SettingsCountry;
  currency: string;
}

export type SettingsChoice = Pick<UserSettings, 'preferred_payment_method' | 'country'>;

const COLUMNS = 'preferred_payment_method, country, currency';

/** The user's row, or null before they first save. Throws the server error (with its status). */
export async function getSettings(userId: string, signal?: AbortSignal): Promise<UserSettings | null> {
  const query = (await loadSupabase()).from('user_settings').select(COLUMNS).eq('user_id', userId);
  const data = await readMaybeSingle(query, signal);
  return data;
}

/** Saves both choices (creating the row on the first save) and returns the stored row. Throws the server error. */
export async function saveSettings(userId: string, choice: SettingsChoice): Promise<UserSettings> {
  const data = await readQuery(
    (await loadSupabase())
      .from('user_settings')
      .upsert({ user_id: userId, ...choice })
      .select(COLUMNS)
      .single(),
  );
  return data;
}
