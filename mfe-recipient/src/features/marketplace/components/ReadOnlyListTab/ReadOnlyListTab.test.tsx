import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
    <ReadOnlyListTab
      title="People"
      load={load}
      columns={columns}
      noun="people"
      emptyText="Nobody."
      errorText="Failed."
      rowTestId="person"
    />,
  );
  expect(screen.getByText('Loading people...')).toBeInTheDocument();
  expect(await screen.findAllByTestId('person')).toHaveLength(2);
  expect(screen.getByRole('columnheader', { name: 'Shout' })).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'GRACE' })).toBeInTheDocument();
  expect(screen.getByText('Showing 2 people')).toBeInTheDocument();
  expect(screen.queryByText('Nobody.')).not.toBeInTheDocument();
});

test("a failed load: an alert with the tab's own text (never the raw error) and Retry that loads again", async () => {
  const load = jest
    .fn()
    .mockRejectedValueOnce(new Error('relation "executive_professionals" does not exist'))
    .mockResolvedValueOnce([{ id: '1', name: 'Ada' }]);
  renderWithProviders(
    <ReadOnlyListTab
      title="People"
      load={load}
      columns={columns}
      noun="people"
      emptyText="Nobody."
      errorText="Failed."
      rowTestId="person"
    />,
  );
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Failed.');
  expect(alert).not.toHaveTextContent(/relation/);
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findAllByTestId('person')).toHaveLength(1);
  expect(load).toHaveBeenCalledTimes(2);
});

test('an empty list: the empty text', async () => {
  renderWithProviders(
    <ReadOnlyListTab
      title="People"
      load={jest.fn().mockResolvedValue([])}
      columns={columns}
      noun="people"
      emptyText="Nobody."
      errorText="Failed."
      rowTestId="person"
    />,
  );
  expect(await screen.findByText('Nobody.')).toBeInTheDocument();
  expect(screen.getByText('Showing 0 people')).toBeInTheDocument();
});
