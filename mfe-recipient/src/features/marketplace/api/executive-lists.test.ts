import { setSupabaseClient } from '@donation-network/portal-session';
import { fakeSupabaseClient } from '@donation-network/portal-session/testing';
import { fakeListTable } from '../../../lib/testing/fake-list-table';
import { EMPTY_OPPORTUNITY_FILTERS, listAllOpportunities, listOpportunities } from './executive-opportunities';
import { EMPTY_TALENT_FILTERS, listProfessionals } from './executive-talent';

afterEach(() => setSupabaseClient(null));

function serveTable(rowCount: number) {
  const table = fakeListTable(rowCount);
  setSupabaseClient(fakeSupabaseClient({ from: table.from }));
  return table;
}

test('opportunities: a page past the end has no rows but the total, and no read the API answers with 416', async () => {
  const table = serveTable(18);
  await expect(listOpportunities({ ...EMPTY_OPPORTUNITY_FILTERS, page: 9 })).resolves.toEqual({ rows: [], total: 18 });
  expect(table.reads.map((read) => read.status)).toEqual([200, 200]);
});

test('talent: a page past the end has no rows but the total, and no read the API answers with 416', async () => {
  const table = serveTable(18);
  await expect(listProfessionals({ ...EMPTY_TALENT_FILTERS, page: 9 })).resolves.toEqual({ rows: [], total: 18 });
  expect(table.reads.map((read) => read.status)).toEqual([200, 200]);
});

test('a later page inside the list reads its rows in the list order', async () => {
  const table = serveTable(25);
  const page = await listProfessionals({ ...EMPTY_TALENT_FILTERS, page: 2 });
  expect([page.rows.length, page.total]).toEqual([5, 25]);
  expect(table.reads[0].calls).toContainEqual(['range', 20, 39]);
});

test('the PDF reads the whole filtered list in one read', async () => {
  const table = serveTable(25);
  await expect(listAllOpportunities(EMPTY_OPPORTUNITY_FILTERS)).resolves.toHaveLength(25);
  expect(table.reads).toHaveLength(1);
});
