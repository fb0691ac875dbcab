import { useEffect, useState } from 'react';
import { listFounders, type FounderFilters, type FounderPage } from '../api/list-founders';

export interface UseFoundersResult extends FounderPage {
  loading: boolean;
}

/** Loads a page of founders for the filters; answers to older filters are dropped. */
export function useFounders(filters: FounderFilters): UseFoundersResult {
  const key = JSON.stringify(filters);
  const [result, setResult] = useState<{ key: string; page: FounderPage } | null>(null);

  useEffect(() => {
    let current = true;
    void listFounders(JSON.parse(key) as FounderFilters).then((page) => {
      if (current) setResult({ key, page });
    });
    return () => {
      current = false;
    };
  }, [key]);

  const loading = result?.key !== key;
  return { loading, founders: result?.page.founders ?? [], total: result?.page.total ?? 0 };
}
