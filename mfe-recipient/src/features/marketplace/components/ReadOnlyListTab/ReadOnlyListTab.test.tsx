import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { ReadOnlyListTab } from './ReadOnlyListTab';

const columns = [
  { header: 'Name', cell: (row: { id: string; name: string }) => row.name },
  { header: 'Shout', cell: (row: { id: string; name: string }) => row.name.toUpperCase() },
];

test('lists the loaded rows in one table with the count', async () => {
  const load = jest.fn().mockResolvedValue([
    { id: '1', name: 'Ada' },
    { id: '2', name: 'Grace' },
  ]);
  renderWithProviders(
    <ReadOnlyListTab cacheKey="people-ok" title="People" load={load} columns={columns} noun="people" emptyText="Nobody." errorText="Failed." rowTestId="person" />,
  );
  expect(screen.getByText('Loading people...')).toBeInTheDocument();
  expect(await screen.findAllByTestId('person')).toHaveLength(2);
  expect(screen.getByRole('columnheader', { name: 'Shout' })).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'GRACE' })).toBeInTheDocument();
  expect(screen.getByText('Showing 2 people')).toBeInTheDocument();
  expect(screen.queryByText('Nobody.')).not.toBeInTheDocument();
});

test('shows the error text when the load fails', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const load = jest.fn().mockRejectedValue(new Error('offline'));
  renderWithProviders(
    <ReadOnlyListTab cacheKey="people-fail" title="People" load={load} columns={columns} noun="people" emptyText="Nobody." errorText="Failed." rowTestId="person" />,
  );
  expect(await screen.findByText('Failed.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});
