import { startTransition, useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import { TimeoutError } from './friendly-error';

/** A read that has not answered after this long becomes an error ('This is taking longer than expected'). */
export const DATA_TIMEOUT_MS = 10_000;

/** `idle`: not asked (enabled is false). */
export type AsyncStatus = 'idle' | 'loading' | 'success' | 'error';

export interface AsyncData<T> {
  status: AsyncStatus;
  /** The answer for the current deps; undefined unless status is 'success'. */
  data: T | undefined;
  /** Why the current load failed; null unless status is 'error'. */
  error: unknown;
  /** Runs the load again (also after a success, e.g. once something changed). */
  retry: () => void;
}

export interface UseAsyncDataOptions {
  /** false: do not load (status 'idle'), e.g. for a closed dialog or a signed-out visitor. Default true. */
  enabled?: boolean;
  /** Default DATA_TIMEOUT_MS. */
  timeoutMs?: number;
}

type Settled<T> = { key: string; status: 'success'; data: T } | { key: string; status: 'error'; error: unknown };

function sameDeps(a: DependencyList, b: DependencyList): boolean {
  return a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
}

/**
 * Runs `load(signal)` when the component mounts and whenever `deps` change (compared
 * like useEffect's), and reports loading / success / error.
 * - Answers for older deps are dropped; their signal is aborted.
 * - The signal is aborted on unmount too; pass it to the request (supabase-js `.abortSignal(signal)`).
 * - After `timeoutMs` without an answer the load is aborted and reported as a TimeoutError.
 * - `retry()` runs it again.
 */
export function useAsyncData<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
  { enabled = true, timeoutMs = DATA_TIMEOUT_MS }: UseAsyncDataOptions = {},
): AsyncData<T> {
  // A generation number for the deps: bumped when they change, so the key below is
  // fresh in the very render that sees new deps (never a frame of old data).
  // Switching `enabled` counts as a change, so re-enabling never shows an old answer.
  // (State adjusted while rendering, React's pattern for values that follow props.)
  const allDeps = [enabled, ...deps];
  const [seen, setSeen] = useState<{ deps: DependencyList; generation: number }>({ deps: allDeps, generation: 0 });
  let generation = seen.generation;
  if (!sameDeps(seen.deps, allDeps)) {
    generation += 1;
    setSeen({ deps: allDeps, generation });
  }
  const [attempt, setAttempt] = useState(0);
  const key = `${generation}:${attempt}`;
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  // The latest `load`, for the effect below without making it a dependency (it is
  // usually an inline function); updated by an earlier effect of the same commit.
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    let done = false;
    const finish = (result: Settled<T>) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      // A transition: React renders what the answer brings (a directory page of cards, a table) in slices
      // that yield to the browser, instead of one long task that blocks taps and scrolling on a phone.
      startTransition(() => setSettled(result));
    };
    const timer = setTimeout(() => {
      const error = new TimeoutError();
      finish({ key, status: 'error', error });
      controller.abort(error);
    }, timeoutMs);
    Promise.resolve()
      .then(() => loadRef.current(controller.signal))
      .then(
        (data) => finish({ key, status: 'success', data }),
        (error: unknown) => finish({ key, status: 'error', error }),
      );
    return () => {
      done = true;
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, enabled, timeoutMs]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (!enabled) return { status: 'idle', data: undefined, error: null, retry };
  if (settled === null || settled.key !== key) return { status: 'loading', data: undefined, error: null, retry };
  if (settled.status === 'error') return { status: 'error', data: undefined, error: settled.error, retry };
  return { status: 'success', data: settled.data, error: null, retry };
}
