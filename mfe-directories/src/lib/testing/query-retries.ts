import { renderHook } from '@testing-library/react';
import { usePortalQueryClient } from '@donation-network/shared-auth';

/**
 * In the calling test file a failed read fails at once. The portal's query cache retries a failed read
 * three times, a second apart and more, which every test of an error state would otherwise wait through.
 * The pages rendered alone in these tests use the shared fallback cache, so that is the one set here.
 */
export function failReadsAtOnce(): void {
  beforeEach(() => {
    const client = renderHook(() => usePortalQueryClient()).result.current;
    const defaults = client.getDefaultOptions();
    client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  });
}
