import { useEffect, useState } from 'react';
import type { FounderProfile } from '../api/founder-profile';
import { getFounder } from '../api/get-founder';

/** Loads one founder profile; `founder` is null when it does not exist. */
export function useFounder(id: string): { loading: boolean; founder: FounderProfile | null } {
  const [result, setResult] = useState<{ id: string; founder: FounderProfile | null } | null>(null);

  useEffect(() => {
    let current = true;
    void getFounder(id).then((founder) => {
      if (current) setResult({ id, founder });
    });
    return () => {
      current = false;
    };
  }, [id]);

  return { loading: result?.id !== id, founder: result?.id === id ? result.founder : null };
}
