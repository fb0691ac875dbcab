import { act, renderHook, waitFor } from '@testing-library/react';
import { useSession } from '../session-store';
import { setSupabaseClient } from '../supabase-client';
import type { AppUser } from '../types';
import { resetDisplayCurrency, setPreferredCurrency, usePriceFormatter } from './display-currency';
import { fakeSupabaseClient } from '../testing/fake-client';

const USER: AppUser = {
  id: 'user-1',
  name: 'Ruth',
  email: 'r@example.org',
  photoURL: null,
  isAdmin: false,
  role: 'recipient',
  permissions: [],
};

function fakeSettings(currency: string | null) {
  const maybeSingle = jest.fn(async () => ({ data: currency ? { currency } : null, error: null }));
  const eq = jest.fn(() => ({ maybeSingle }));
  const select = jest.fn(() => ({ eq }));
  const from = jest.fn(() => ({ select }));
  setSupabaseClient(fakeSupabaseClient({ from }));
  return { from, eq };
}

beforeEach(() => {
  resetDisplayCurrency({ rates: { USD: 1, INR: 83.5, GBP: 0.79 } });
});

afterEach(() => {
  act(() => useSession.getState().reset());
  setSupabaseClient(null);
  resetDisplayCurrency();
});

test("a signed-in person's saved currency adds an estimate to every price", async () => {
  const { from, eq } = fakeSettings('INR');
  act(() => useSession.setState({ user: USER, loading: false }));
  const { result } = renderHook(() => usePriceFormatter());
  await waitFor(() => expect(result.current(25)).toBe('$25.00 (≈ ₹2,088)'));
  expect(from).toHaveBeenCalledWith('user_settings');
  expect(eq).toHaveBeenCalledWith('user_id', 'user-1');

  act(() => setPreferredCurrency('user-1', 'GBP'));
  expect(result.current(25)).toBe('$25.00 (≈ £20)');
});

test('signed out, or with nothing saved, prices show in their own currency only', async () => {
  const { from } = fakeSettings(null);
  const { result } = renderHook(() => usePriceFormatter());
  expect(result.current(25)).toBe('$25.00');
  expect(from).not.toHaveBeenCalled();

  act(() => useSession.setState({ user: USER, loading: false }));
  await waitFor(() => expect(from).toHaveBeenCalled());
  expect(result.current(25)).toBe('$25.00');
  expect(result.current(1450, { currency: 'INR' })).toBe('₹1,450.00');
});
