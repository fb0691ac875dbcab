import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useSession } from '../session-store';
import type { AppUser } from '../types';
import { createPortalQueryClient } from './portal-query';
import { READ_TIMEOUT_MS, readWithTimeout, usePortalRead, type PortalReadOptions } from './portal-read';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A page's query cache without retries, so a failure shows at once. */
function renderRead<T extends NonNullable<unknown> | null>(initial: PortalReadOptions<T>) {
  const client = createPortalQueryClient({ server: false });
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, ...renderHook((options: PortalReadOptions<T>) => usePortalRead(options), { wrapper, initialProps: initial }) };
}

afterEach(() => {
  jest.useRealTimers();
  useSession.setState(useSession.getInitialState());
});

test('loading, then success with the data; the read gets an abort signal', async () => {
  const read = jest.fn(async (_signal: AbortSignal) => ['a', 'b']);
  const { result } = renderRead({ queryKey: ['letters'], read });
  expect(result.current.status).toBe('loading');
  await waitFor(() => expect(result.current.status).toBe('success'));
  expect(result.current.data).toEqual(['a', 'b']);
  expect(result.current.error).toBeNull();
  expect(read).toHaveBeenCalledTimes(1);
  expect(read.mock.calls[0][0]).toBeInstanceOf(AbortSignal);
});

test('a failed read is an error state with Retry, and a Retry shows loading, then the answer', async () => {
  const failure = new Error('Failed to fetch');
  const second = deferred<string>();
  const read = jest.fn().mockRejectedValueOnce(failure).mockReturnValueOnce(second.promise);
  const { result } = renderRead<string>({ queryKey: ['flaky'], read });
  await waitFor(() => expect(result.current.status).toBe('error'));
  expect(result.current.error).toBe(failure);
  act(() => result.current.retry());
  await waitFor(() => expect(result.current.status).toBe('loading'));
  await act(async () => second.resolve('fine'));
  await waitFor(() => expect(result.current.data).toBe('fine'));
});

test('not enabled: idle, and no read', () => {
  const read = jest.fn(async () => 'x');
  const { result } = renderRead({ queryKey: ['closed-dialog'], read, enabled: false });
  expect(result.current.status).toBe('idle');
  expect(read).not.toHaveBeenCalled();
});

test('a new key is a new read, and the older read is aborted', async () => {
  const signals: AbortSignal[] = [];
  const read = (page: number) => (signal: AbortSignal) => {
    signals.push(signal);
    return page === 1 ? new Promise<string>(() => undefined) : Promise.resolve(`page ${page}`);
  };
  const { result, rerender } = renderRead({ queryKey: ['rows', 1], read: read(1) });
  await waitFor(() => expect(signals).toHaveLength(1));
  rerender({ queryKey: ['rows', 2], read: read(2) });
  await waitFor(() => expect(result.current.data).toBe('page 2'));
  expect(signals[0].aborted).toBe(true);
});

test(`after ${READ_TIMEOUT_MS} ms without an answer: the platform's TimeoutError, and the request is aborted`, async () => {
  jest.useFakeTimers();
  let signal: AbortSignal | undefined;
  const reading = readWithTimeout((given) => {
    signal = given;
    return new Promise<never>(() => undefined);
  }, new AbortController().signal);
  const outcome = reading.catch((error: unknown) => error);
  await act(async () => jest.advanceTimersByTime(READ_TIMEOUT_MS));
  const error = await outcome;
  expect(error).toBeInstanceOf(DOMException);
  expect((error as DOMException).name).toBe('TimeoutError');
  expect(signal?.aborted).toBe(true);
});

test("a signed-in visitor's own rows are read again when the screen is shown again, starting from the last answer", async () => {
  useSession.setState({ user: { id: 'u1' } as AppUser, loading: false });
  let answer = 'first';
  const read = jest.fn(async () => answer);
  const first = renderRead({ queryKey: ['own-rows'], read });
  await waitFor(() => expect(first.result.current.data).toBe('first'));
  first.unmount();
  answer = 'second';
  // the same cache, a new screen
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={first.client}>{children}</QueryClientProvider>;
  const again = renderHook(() => usePortalRead({ queryKey: ['own-rows'], read }), { wrapper });
  expect(again.result.current.data).toBe('first');
  await waitFor(() => expect(again.result.current.data).toBe('second'));
  expect(read).toHaveBeenCalledTimes(2);
});
