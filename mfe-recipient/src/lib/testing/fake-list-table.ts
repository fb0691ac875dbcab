/** One select on the fake table: its options, and every builder call after it, in order. */
export interface FakeListRead {
  options: { count?: string; head?: boolean } | undefined;
  calls: [method: string, ...args: unknown[]][];
  /** The HTTP status the fake answered. */
  status?: number;
}

const BUILDER_METHODS = ['or', 'eq', 'ilike', 'gte', 'lt', 'order', 'range', 'abortSignal'];

/**
 * `from()` of a supabase-js client over a table of `rowCount` rows that pages as PostgREST does: rows
 * `offset..offset+limit-1`, the count when asked, and 416 (PGRST103) for a counted read that starts
 * after the last row. Filters are recorded, not applied. `reads` lists every select, for assertions.
 */
export function fakeListTable(rowCount: number) {
  const reads: FakeListRead[] = [];
  const rows = Array.from({ length: rowCount }, (_, index) => ({ id: `row-${index + 1}` }));
  const answer = (read: FakeListRead) => {
    const range = read.calls.find(([method]) => method === 'range') as [string, number, number] | undefined;
    const [from, to] = range ? [range[1], range[2]] : [0, rows.length - 1];
    const counted = read.options?.count === 'exact';
    if (counted && from > 0 && from >= rows.length) {
      read.status = 416;
      return { data: null, error: { code: 'PGRST103', message: 'Requested range not satisfiable' }, count: null, status: 416 };
    }
    read.status = 200;
    return { data: read.options?.head ? null : rows.slice(from, to + 1), error: null, count: counted ? rows.length : null, status: 200 };
  };
  const from = () => ({
    select: (_columns: string, options?: FakeListRead['options']) => {
      const read: FakeListRead = { options, calls: [] };
      reads.push(read);
      const builder: Record<string, unknown> = {
        then: (resolve: (value: unknown) => unknown, reject?: (reason: unknown) => unknown) =>
          Promise.resolve(answer(read)).then(resolve, reject),
      };
      for (const method of BUILDER_METHODS) {
        builder[method] = (...args: unknown[]) => {
          read.calls.push([method, ...args]);
          return builder;
        };
      }
      return builder;
    },
  });
  return { from, reads };
}
