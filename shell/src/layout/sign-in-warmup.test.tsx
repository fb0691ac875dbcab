import { renderHook } from '@testing-library/react';
import { loadSupabase } from '@donation-network/shared-auth';
import { useSignInWarmup } from './sign-in-warmup';

jest.mock('@donation-network/shared-auth', () => ({
  ...jest.requireActual('@donation-network/shared-auth'),
  loadSupabase: jest.fn(),
}));

const loadSupabaseMock = jest.mocked(loadSupabase);

beforeEach(() => {
  jest.useFakeTimers();
  loadSupabaseMock.mockReset().mockResolvedValue({} as Awaited<ReturnType<typeof loadSupabase>>);
});

afterEach(() => jest.useRealTimers());

it.each(['/login', '/register', '/register/donor'])('loads the Supabase SDK while idle on %s, before any click', (pathname) => {
  renderHook(() => useSignInWarmup(pathname));
  expect(loadSupabaseMock).not.toHaveBeenCalled();
  jest.runOnlyPendingTimers();
  expect(loadSupabaseMock).toHaveBeenCalledTimes(1);
});

it.each(['/', '/about', '/founders'])('leaves it alone on %s, a signed-out page', (pathname) => {
  renderHook(() => useSignInWarmup(pathname));
  jest.runOnlyPendingTimers();
  expect(loadSupabaseMock).not.toHaveBeenCalled();
});
