import { useCallback, useEffect, useState } from 'react';

export interface AsyncState<T> {
  loading: boolean;
  data: T | undefined;
  error: Error | null;
  reload: () => void;
}

/**
 * Runs `load` for `key` (a serialisable description of the request) and keeps
 * the latest answer; answers to an older key are dropped.
 */
export function useAsync<T>(key: string, load: () => Promise<T>): AsyncState<T> {
  const [result, setResult] = useState<{ key: string; data?: T; error: Error | null } | null>(null);
  const [generation, setGeneration] = useState(0);
  const fullKey = `${generation}:${key}`;

  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setResult({ key: fullKey, data, error: null }),
      (error: unknown) =>
        current && setResult({ key: fullKey, error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      current = false;
    };
    // load is described by key
  }, [fullKey]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  const fresh = result?.key === fullKey;
  return {
    loading: !fresh,
    data: fresh ? result?.data : undefined,
    error: fresh ? (result?.error ?? null) : null,
    reload,
  };
}
