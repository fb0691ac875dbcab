import type { ReactNode } from 'react';
import type { PortalRead } from '@donation-network/portal-session';
import { DataState } from '@donation-network/shared-ui';

/** What a short list says while it loads, when it could not be loaded, and when it has nothing. */
export interface CompactListTexts {
  loading: string;
  /** Shown when the error's own text is not fit to show. */
  failed: string;
  empty: string;
}

interface CompactListStateProps<T> {
  /** The read of the whole list. */
  result: PortalRead<readonly T[]>;
  texts: CompactListTexts;
  /** The list, once it is loaded and has items. */
  children: (items: readonly T[]) => ReactNode;
}

/** A short list inside a dialog, tab or card: its loading, error and empty states in compact spacing, then its items. */
export function CompactListState<T>({ result, texts, children }: CompactListStateProps<T>) {
  return (
    <DataState
      result={result}
      loadingLabel={texts.loading}
      errorFallback={texts.failed}
      isEmpty={result.data?.length === 0}
      emptyText={texts.empty}
      compact
    >
      {() => children(result.data ?? [])}
    </DataState>
  );
}
