import { useEffect, useState } from 'react';

/**
 * Runs `load(input)` whenever the JSON of `input` changes; answers to older
 * inputs are dropped. `loading` is true until the answer for the current input arrives.
 * `enabled: false` skips the call (and reports not loading, no value).
 */
export function useLoaded<I, T>(
  load: (input: I) => Promise<T>,
  input: I,
  enabled = true,
): { loading: boolean; value: T | undefined } {
  const key = enabled ? JSON.stringify(input) : null;
  const [result, setResult] = useState<{ key: string; value: T } | null>(null);

  useEffect(() => {
    if (key === null) return undefined;
    let current = true;
    void load(JSON.parse(key) as I).then((value) => {
      if (current) setResult({ key, value });
    });
    return () => {
      current = false;
    };
    // `load` is a module function; the key carries the input
  }, [key]);

  if (key === null) return { loading: false, value: undefined };
  return { loading: result?.key !== key, value: result?.key === key ? result.value : undefined };
}
