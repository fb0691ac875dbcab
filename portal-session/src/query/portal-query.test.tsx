import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useSession } from '../session-store';
import type { AppUser } from '../types';
import { createPortalQueryClient, isRetryableReadError, usePortalQuery } from './portal-query';

describe('the portal query cache', () => {
  it('keeps unused data 5 minutes and backs off 1 s doubling up to 30 s', () => {
    const { queries } = createPortalQueryClient({ server: false }).getDefaultOptions();
    expect(queries?.gcTime).toBe(5 * 60_000);
    const delay = queries?.retryDelay as (attempt: number) => number;
    expect([0, 1, 2, 4, 5, 10].map((attempt) => delay(attempt))).toEqual([1000, 2000, 4000, 16_000, 30_000, 30_000]);
  });

  it('retries a failed read twice in the browser, never on the server', () => {
    const retry = (server: boolean) =>
      createPortalQueryClient({ server }).getDefaultOptions().queries?.retry as (n: number, e: unknown) => boolean;
    const networkError = new TypeError('Failed to fetch');
    expect([0, 1, 2].map((failures) => retry(false)(failures, networkError))).toEqual([true, true, false]);
    expect(retry(true)(0, networkError)).toBe(false);
  });

  it('does not read again after a time-out or a 4xx answer', () => {
    const timeout = Object.assign(new Error('The request took too long'), { name: 'TimeoutError' });
    expect(isRetryableReadError(timeout)).toBe(false);
    expect(isRetryableReadError({ status: 404, message: 'missing' })).toBe(false);
    expect(isRetryableReadError({ status: 503, message: 'down' })).toBe(true);
    expect(isRetryableReadError(new TypeError('Failed to fetch'))).toBe(true);
  });
});

describe('usePortalQuery', () => {
  const wrapper =
    (client: QueryClient) =>
    ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;

  afterEach(() => useSession.setState(useSession.getInitialState()));

  it("reads again for a signed-in visitor, whose rows may differ from the server's signed-out read", async () => {
    const client = createPortalQueryClient({ server: false });
    const read = jest.fn(async () => (useSession.getState().user ? 'signed-in rows' : 'public rows'));
    const { result } = renderHook(() => usePortalQuery({ queryKey: ['profile', 'p1'], queryFn: read }), { wrapper: wrapper(client) });
    await waitFor(() => expect(result.current.data).toBe('public rows'));
    act(() => useSession.setState({ user: { id: 'u1' } as AppUser, loading: false }));
    await waitFor(() => expect(result.current.data).toBe('signed-in rows'));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('shares data every visitor sees alike between viewers', async () => {
    const client = createPortalQueryClient({ server: false });
    const read = jest.fn(async () => 'page text');
    const { result } = renderHook(() => usePortalQuery({ queryKey: ['page'], queryFn: read, sameForEveryone: true }), {
      wrapper: wrapper(client),
    });
    await waitFor(() => expect(result.current.data).toBe('page text'));
    act(() => useSession.setState({ user: { id: 'u1' } as AppUser, loading: false }));
    expect(result.current.data).toBe('page text');
    expect(read).toHaveBeenCalledTimes(1);
  });
});
