import { readCountedPage, type PageSelect, type PageSelectOptions } from './counted-page';
import { fakeListTable } from './testing/fake-list-table';

function pageOf(rowCount: number, range: [number, number]) {
  const table = fakeListTable(rowCount);
  const read = readCountedPage((options) => table.from().select('id', options) as unknown as PageSelect<{ id: string }>, range);
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
    const query: PageSelect<never> = {
      abortSignal: () => query,
      range: () => query,
      then: (resolve, reject) => Promise.resolve(answer).then(resolve, reject),
    };
    return query;
  };
  await expect(readCountedPage(failing, [20, 39])).rejects.toMatchObject({ message: 'permission denied for view', status: 403 });
  await expect(readCountedPage(failing, [0, 19])).rejects.toMatchObject({ status: 403 });
});

test('when both reads of a later page fail, the rows’ error is thrown, whichever answers first', async () => {
  const failing = (status: number, delay: number) => {
    const answer = { data: null, error: { message: `failed with ${status}` }, count: null, status };
    const query: PageSelect<never> = {
      abortSignal: () => query,
      range: () => query,
      then: (resolve, reject) => new Promise<typeof answer>((done) => setTimeout(() => done(answer), delay)).then(resolve, reject),
    };
    return query;
  };
  // the count's read (head) fails first; the rows' read (a range) fails later
  const select = (options: PageSelectOptions) => (options?.head ? failing(500, 0) : failing(403, 20));
  await expect(readCountedPage(select, [20, 39])).rejects.toMatchObject({ message: 'failed with 403', status: 403 });
});
