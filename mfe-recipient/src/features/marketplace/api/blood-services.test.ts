import { setSupabaseClient } from '@donation-network/portal-session';
import {
  applyBloodServiceFilters,
  EMPTY_BLOOD_SERVICE_FILTERS,
  listBloodServices,
  updatedBound,
  type ListingQueryBuilder,
} from './blood-services';
import { fakeSupabaseClient } from '@donation-network/portal-session/testing';
import { fakeListTable } from '../../../lib/testing/fake-list-table';

type Call = [method: string, ...args: unknown[]];

/** Records every builder call in order; each call returns the builder itself. */
class FakeQuery implements ListingQueryBuilder<FakeQuery> {
  calls: Call[] = [];
  private record(method: string, args: unknown[]): FakeQuery {
    this.calls.push([method, ...args]);
    return this;
  }
  or(filters: string) {
    return this.record('or', [filters]);
  }
  eq(column: string, value: string | boolean) {
    return this.record('eq', [column, value]);
  }
  ilike(column: string, pattern: string) {
    return this.record('ilike', [column, pattern]);
  }
  gte(column: string, value: string) {
    return this.record('gte', [column, value]);
  }
  lt(column: string, value: string) {
    return this.record('lt', [column, value]);
  }
  order(column: string, options: { ascending: boolean }) {
    return this.record('order', [column, options]);
  }
}

const NOW = new Date('2026-11-22T12:00:00.000Z');

const SORT: Call[] = [
  ['order', 'last_updated', { ascending: false }],
  ['order', 'id', { ascending: true }],
];

test('no filters: only the sort (most recently updated first)', () => {
  const query = applyBloodServiceFilters(new FakeQuery(), EMPTY_BLOOD_SERVICE_FILTERS, NOW);
  expect(query.calls).toEqual(SORT);
});

test('every filter becomes one server-side call before the sort', () => {
  const query = applyBloodServiceFilters(
    new FakeQuery(),
    {
      search: ' red cross ',
      location: 'bos',
      productType: 'Whole Blood',
      bloodGroup: 'O-',
      country: 'US',
      district: 'Boston',
      status: 'Available',
      providerType: 'Blood Bank',
      updated: 'last7d',
      eligibleOnly: true,
      page: 3,
    },
    NOW,
  );
  expect(query.calls).toEqual([
    [
      'or',
      'provider_name.ilike.%red cross%,product_name.ilike.%red cross%,contact_person.ilike.%red cross%,contact_number.ilike.%red cross%',
    ],
    ['or', 'country.ilike.%bos%,district.ilike.%bos%'],
    ['eq', 'product_type', 'Whole Blood'],
    ['eq', 'blood_group', 'O-'],
    ['eq', 'country', 'US'],
    ['ilike', 'district', 'Boston'],
    ['eq', 'status', 'Available'],
    ['eq', 'provider_type', 'Blood Bank'],
    ['gte', 'last_updated', '2026-11-15T12:00:00.000Z'],
    ['eq', 'is_eligible', true],
    ['order', 'last_updated', { ascending: false }],
    ['order', 'id', { ascending: true }],
  ]);
});

test('blank text filters are ignored', () => {
  const query = applyBloodServiceFilters(
    new FakeQuery(),
    { ...EMPTY_BLOOD_SERVICE_FILTERS, search: '  ', location: ' ', district: ' ' },
    NOW,
  );
  expect(query.calls).toEqual(SORT);
});

test('user text is literal: wildcards escaped, logic-tree syntax neutralised', () => {
  const query = applyBloodServiceFilters(new FakeQuery(), { ...EMPTY_BLOOD_SERVICE_FILTERS, search: '50%_(a,b)', district: 'x_y' }, NOW);
  expect(query.calls[0]).toEqual([
    'or',
    'provider_name.ilike.%50\\%\\__a_b_%,product_name.ilike.%50\\%\\__a_b_%,contact_person.ilike.%50\\%\\__a_b_%,contact_number.ilike.%50\\%\\__a_b_%',
  ]);
  expect(query.calls[1]).toEqual(['ilike', 'district', 'x\\_y']);
});

test('last-updated periods: 24 h, 7 d, 30 d since now; older = before 30 days ago', () => {
  expect(updatedBound('last24h', NOW)).toEqual({ since: '2026-11-21T12:00:00.000Z' });
  expect(updatedBound('last7d', NOW)).toEqual({ since: '2026-11-15T12:00:00.000Z' });
  expect(updatedBound('last30d', NOW)).toEqual({ since: '2026-10-23T12:00:00.000Z' });
  expect(updatedBound('older', NOW)).toEqual({ before: '2026-10-23T12:00:00.000Z' });

  const older = applyBloodServiceFilters(new FakeQuery(), { ...EMPTY_BLOOD_SERVICE_FILTERS, updated: 'older' }, NOW);
  expect(older.calls[0]).toEqual(['lt', 'last_updated', '2026-10-23T12:00:00.000Z']);
});

describe('listBloodServices', () => {
  type Read = { head: boolean; calls: Call[] };
  let reads: Read[];

  /** A client whose view queries record their filters and answer: 4 rows of 4 filtered, 20 in all. */
  function fakeClient() {
    reads = [];
    const from = () => ({
      select: (_columns: string, options?: { head?: boolean }) => {
        const read: Read = { head: Boolean(options?.head), calls: [] };
        reads.push(read);
        const builder: Record<string, unknown> = {
          then: (resolve: (value: unknown) => unknown) => {
            const narrowed = read.calls.some(([method]) => !['order', 'range', 'abortSignal'].includes(method));
            const count = narrowed ? 4 : 20;
            return Promise.resolve({
              data: read.head ? null : Array.from({ length: count }, (_, i) => ({ id: `s${i}` })),
              error: null,
              count,
              status: 200,
            }).then(resolve);
          },
        };
        for (const method of ['or', 'eq', 'ilike', 'gte', 'lt', 'order', 'range', 'abortSignal']) {
          builder[method] = (...args: unknown[]) => {
            read.calls.push([method, ...args]);
            return builder;
          };
        }
        return builder;
      },
    });
    setSupabaseClient(fakeSupabaseClient({ from }));
  }

  afterEach(() => setSupabaseClient(null));

  test('a filter narrows the page and its total; the services on offer are counted without any filter', async () => {
    fakeClient();
    const page = await listBloodServices({ ...EMPTY_BLOOD_SERVICE_FILTERS, country: 'GB' });
    expect([page.services.length, page.total, page.available]).toEqual([4, 4, 20]);
    const unfiltered = reads.find((read) => read.head);
    expect(unfiltered?.calls).toEqual([]);
  });

  test('without a filter one read gives both counts', async () => {
    fakeClient();
    const page = await listBloodServices({ ...EMPTY_BLOOD_SERVICE_FILTERS, search: '  ' });
    expect([page.total, page.available]).toEqual([20, 20]);
    expect(reads).toHaveLength(1);
  });

  test('pages of 20 rows; a bad page number reads the first page', async () => {
    const table = fakeListTable(45);
    setSupabaseClient(fakeSupabaseClient({ from: table.from }));
    const third = await listBloodServices({ ...EMPTY_BLOOD_SERVICE_FILTERS, page: 3 });
    expect([third.services.length, third.total]).toEqual([5, 45]);
    expect(table.reads[0].calls).toContainEqual(['range', 40, 59]);
    const bad = await listBloodServices({ ...EMPTY_BLOOD_SERVICE_FILTERS, page: -2 });
    expect(bad.services).toHaveLength(20);
    expect(table.reads.at(-1)?.calls).toContainEqual(['range', 0, 19]);
  });

  test('a page past the end has no rows but the total, and no read the API answers with 416', async () => {
    const table = fakeListTable(18);
    setSupabaseClient(fakeSupabaseClient({ from: table.from }));
    const page = await listBloodServices({ ...EMPTY_BLOOD_SERVICE_FILTERS, page: 5 });
    expect([page.services, page.total, page.available]).toEqual([[], 18, 18]);
    expect(table.reads.map((read) => read.status)).not.toContain(416);
  });
});
