import { act, renderHook, waitFor } from '@testing-library/react';
import { TIMEOUT_MESSAGE, TimeoutError } from './friendly-error';
import { DATA_TIMEOUT_MS, useAsyncData } from './use-async-data';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(() => jest.useRealTimers());

test('loading, then success with the data', async () => {
  const load = jest.fn(async (_signal: AbortSignal) => ['a', 'b']);
  const { result } = renderHook(() => useAsyncData(load, []));
  expect(result.current.status).toBe('loading');
  expect(result.current.data).toBeUndefined();
  await waitFor(() => expect(result.current.status).toBe('success'));
  expect(result.current.data).toEqual(['a', 'b']);
  expect(result.current.error).toBeNull();
  expect(load).toHaveBeenCalledTimes(1);
  expect(load.mock.calls[0][0]).toBeInstanceOf(AbortSignal);
});

test('a failed load is an error state, not an endless loading state', async () => {
  const failure = new Error('Failed to fetch');
  const { result } = renderHook(() => useAsyncData(() => Promise.reject(failure), []));
  await waitFor(() => expect(result.current.status).toBe('error'));
  expect(result.current.error).toBe(failure);
  expect(result.current.data).toBeUndefined();
});

test('a load that throws synchronously is an error too', async () => {
  const { result } = renderHook(() =>
    useAsyncData(() => {
      throw new Error('boom');
    }, []),
  );
  await waitFor(() => expect(result.current.status).toBe('error'));
});

test(`after ${DATA_TIMEOUT_MS} ms without an answer: a time-out error, and the request is aborted`, async () => {
  jest.useFakeTimers();
  let signal: AbortSignal | undefined;
  const load = jest.fn((s: AbortSignal) => {
    signal = s;
    return new Promise<string>(() => undefined);
  });
  const { result } = renderHook(() => useAsyncData(load, []));
  await act(async () => {
    await Promise.resolve();
  });
  expect(load).toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(DATA_TIMEOUT_MS - 1));
  expect(result.current.status).toBe('loading');
  act(() => jest.advanceTimersByTime(1));
  expect(result.current.status).toBe('error');
  expect(result.current.error).toBeInstanceOf(TimeoutError);
  expect((result.current.error as Error).message).toBe(TIMEOUT_MESSAGE);
  expect(signal?.aborted).toBe(true);
});

test('a custom time limit', async () => {
  jest.useFakeTimers();
  const { result } = renderHook(() => useAsyncData(() => new Promise(() => undefined), [], { timeoutMs: 500 }));
  act(() => jest.advanceTimersByTime(500));
  expect(result.current.status).toBe('error');
});

test('retry() loads again and clears the error', async () => {
  const load = jest
    .fn<Promise<string>, [AbortSignal]>()
    .mockRejectedValueOnce(new Error('Failed to fetch'))
    .mockResolvedValueOnce('second');
  const { result } = renderHook(() => useAsyncData(load, []));
  await waitFor(() => expect(result.current.status).toBe('error'));
  act(() => result.current.retry());
  expect(result.current.status).toBe('loading');
  await waitFor(() => expect(result.current.status).toBe('success'));
  expect(result.current.data).toBe('second');
  expect(load).toHaveBeenCalledTimes(2);
});

test('an answer for older deps is ignored and its request aborted', async () => {
  const first = deferred<string>();
  const second = deferred<string>();
  const signals: AbortSignal[] = [];
  const load = jest.fn((query: string, signal: AbortSignal) => {
    signals.push(signal);
    return query === 'a' ? first.promise : second.promise;
  });
  const { result, rerender } = renderHook(({ query }) => useAsyncData((signal) => load(query, signal), [query]), {
    initialProps: { query: 'a' },
  });
  await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  rerender({ query: 'b' });
  // the render that sees the new deps already reports loading (no frame of old data)
  expect(result.current.status).toBe('loading');
  await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  expect(signals[0].aborted).toBe(true);

  await act(async () => second.resolve('answer for b'));
  expect(result.current.data).toBe('answer for b');
  await act(async () => first.resolve('late answer for a'));
  expect(result.current.data).toBe('answer for b');
  expect(result.current.status).toBe('success');
});

test('new deps after a success show loading, not the old data', async () => {
  const { result, rerender } = renderHook(({ n }) => useAsyncData(async () => n * 10, [n]), { initialProps: { n: 1 } });
  await waitFor(() => expect(result.current.data).toBe(10));
  rerender({ n: 2 });
  expect(result.current.status).toBe('loading');
  expect(result.current.data).toBeUndefined();
  await waitFor(() => expect(result.current.data).toBe(20));
});

test('unmounting aborts the request and drops its answer', async () => {
  const pending = deferred<string>();
  let signal: AbortSignal | undefined;
  const { unmount } = renderHook(() =>
    useAsyncData((s) => {
      signal = s;
      return pending.promise;
    }, []),
  );
  await waitFor(() => expect(signal).toBeDefined());
  unmount();
  expect(signal?.aborted).toBe(true);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(async () => pending.resolve('too late'));
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});

test('enabled: false does not load (idle); enabling loads', async () => {
  const load = jest.fn(async () => 'data');
  const { result, rerender } = renderHook(({ enabled }) => useAsyncData(load, [], { enabled }), {
    initialProps: { enabled: false },
  });
  expect(result.current.status).toBe('idle');
  await act(async () => undefined);
  expect(load).not.toHaveBeenCalled();
  rerender({ enabled: true });
  expect(result.current.status).toBe('loading');
  await waitFor(() => expect(result.current.status).toBe('success'));
});
