/**
 * The rates (public.currency_rates, read anonymously, once per page load) and the signed-in person's
 * currency preference (user_settings.currency): what a price's estimate is shown in. When either cannot be
 * read, prices show in their own currency only.
 */
import { readMaybeSingle } from '@donation-network/portal-data';
import { useCallback, useEffect } from 'react';
import { create } from 'zustand';
import { useSession } from '../session-store';
import { loadSupabase, selectAnonymously } from '../supabase-client';
import { formatPrice, type CurrencyRates, type FormatPriceOptions } from './money';

interface DisplayCurrencyState {
  rates: CurrencyRates | null;
  /** Whose preference was read, and its currency (null: none saved). */
  preference: { userId: string; currency: string | null } | null;
}

const useDisplayCurrencyStore = create<DisplayCurrencyState>()(() => ({ rates: null, preference: null }));

let ratesRequest: Promise<void> | null = null;
const preferenceRequests = new Map<string, Promise<void>>();

/** Reads the rates once; a failed read is tried again by the next price that mounts. */
export function loadCurrencyRates(): Promise<void> {
  ratesRequest ??= selectAnonymously<{ currency: string; per_usd: number | string }>('currency_rates', 'select=currency,per_usd')
    .then((rows) => {
      useDisplayCurrencyStore.setState({ rates: Object.fromEntries(rows.map((row) => [row.currency, Number(row.per_usd)])) });
    })
    .catch(() => {
      ratesRequest = null;
    });
  return ratesRequest;
}

function loadPreference(userId: string): Promise<void> {
  let request = preferenceRequests.get(userId);
  if (!request) {
    request = (async () => {
      try {
        const row = await readMaybeSingle((await loadSupabase()).from('user_settings').select('currency').eq('user_id', userId));
        useDisplayCurrencyStore.setState({ preference: { userId, currency: row?.currency ?? null } });
      } catch {
        preferenceRequests.delete(userId);
      }
    })();
    preferenceRequests.set(userId, request);
  }
  return request;
}

/** After the person saves a new preference: every price on screen follows at once. */
export function setPreferredCurrency(userId: string, currency: string | null): void {
  preferenceRequests.set(userId, Promise.resolve());
  useDisplayCurrencyStore.setState({ preference: { userId, currency } });
}

/** Forgets the rates and preferences (tests, or rates an admin just changed). */
export function resetDisplayCurrency(state: Partial<DisplayCurrencyState> = {}): void {
  ratesRequest = state.rates ? Promise.resolve() : null;
  preferenceRequests.clear();
  if (state.preference) preferenceRequests.set(state.preference.userId, Promise.resolve());
  useDisplayCurrencyStore.setState({ rates: null, preference: null, ...state });
}

export interface DisplayCurrency {
  /** The currency estimates are shown in, or null (prices in their own currency only). */
  display: string | null;
  rates: CurrencyRates | null;
}

/** The signed-in person's display currency and the rates; starts reading them on first use. */
export function useDisplayCurrency(): DisplayCurrency {
  const userId = useSession((state) => state.user?.id ?? null);
  const rates = useDisplayCurrencyStore((state) => state.rates);
  const preference = useDisplayCurrencyStore((state) => state.preference);
  useEffect(() => {
    void loadCurrencyRates();
  }, []);
  useEffect(() => {
    if (userId) void loadPreference(userId);
  }, [userId]);
  const display = userId && preference?.userId === userId ? preference.currency : null;
  return { display, rates };
}

/**
 * formatPrice with the signed-in person's preference: `price(15)` is '$15.00 (≈ ₹1,253)' for someone who
 * chose India. `options.display` overrides the preference (a country chosen at a payment step).
 */
export function usePriceFormatter(): (amount: number | string, options?: FormatPriceOptions) => string {
  const { display, rates } = useDisplayCurrency();
  return useCallback((amount, options = {}) => formatPrice(amount, { display, rates, ...options }), [display, rates]);
}
