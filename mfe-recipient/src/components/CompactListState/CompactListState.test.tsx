import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PortalRead } from '@donation-network/portal-session';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { CompactListState } from './CompactListState';

const TEXTS = { loading: 'Loading plans...', failed: 'Plans could not be loaded. Please try again.', empty: 'No plans yet.' };

const read = (status: PortalRead<string[]>['status'], data?: string[], error: unknown = null): PortalRead<string[]> => ({
  status,
  data,
  error,
  retry: jest.fn(),
});

function renderList(result: PortalRead<string[]>) {
  renderWithProviders(
    <CompactListState result={result} texts={TEXTS}>
      {(items) => (
        <ul aria-label="Plans">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </CompactListState>,
  );
}

test('hands the loaded items to the list', () => {
  renderList(read('success', ['Monthly', 'Yearly']));
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Monthly', 'Yearly']);
});

test('says that the list is loading, on one compact row', () => {
  renderList(read('loading'));
  const loading = screen.getByText('Loading plans...').closest('[role="status"]');
  expect(loading).toHaveAttribute('aria-busy', 'true');
  expect(loading).not.toHaveStyle({ flexDirection: 'column' });
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});

test('an empty list says so instead of showing an empty list', () => {
  renderList(read('success', []));
  expect(screen.getByText('No plans yet.')).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});

test('a failed read shows its text with Retry', async () => {
  const result = read('error', undefined, new Error('relation "plans" does not exist'));
  renderList(result);
  expect(screen.getByTestId('data-error')).toHaveTextContent('Plans could not be loaded. Please try again.');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
  expect(result.retry).toHaveBeenCalledTimes(1);
});
