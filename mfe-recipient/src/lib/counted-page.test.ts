import { readCountedPage, type PageSelect } from './counted-page';
import { fakeListTable } from './testing/fake-list-table';

function pageOf(rowCount: number, range: [number, number]) {
  const table = fakeListTable(rowCount);
  const read = readCountedPage<{ id: string }>((options) => table.from().select('id', options) as unknown as PageSelect, range);
  return { table, read };
}

test('the first page is one counted read', async () => {
  const { table, read } = pageOf(18, [0, 19]);
  const page = await read;
  expect([page.rows.length, page.total]).toEqual([18, 18]);
  expect(table.reads).toHaveLength(1);
});

test('a later page reads its rows and the count side by side', async () => {
  const { table, read } = pageOf(25, [20, 39]);
  const page = await read;
  expect(page.rows.map((row) => row.id)).toEqual(['row-21', 'row-22', 'row-23', 'row-24', 'row-25']);
  expect(page.total).toBe(25);
  expect(table.reads.map((r) => r.options)).toEqual([undefined, { count: 'exact', head: true }]);
});

test('a page past the end yields no rows and the total, and never asks a question the API answers with 416', async () => {
  const { table, read } = pageOf(18, [80, 99]);
  await expect(read).resolves.toEqual({ rows: [], total: 18 });
  expect(table.reads.map((r) => r.status)).toEqual([200, 200]);
});

test('a failed read throws the server error with its status', async () => {
  const failing = () => {
    const answer = { data: null, error: { message: 'permission denied for view', code: '42501' }, count: null, status: 403 };
    const query: PageSelect = {
      abortSignal: () => query,
      range: () => Promise.resolve(answer),
      then: (resolve, reject) => Promise.resolve(answer).then(resolve, reject),
    };
    return query;
  };
  await expect(readCountedPage(failing, [20, 39])).rejects.toMatchObject({ message: 'permission denied for view', status: 403 });
  await expect(readCountedPage(failing, [0, 19])).rejects.toMatchObject({ status: 403 });
});
