import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PortalRead } from '@donation-network/portal-session';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { ItemHeader, ItemListState } from './ItemList';

const read = (status: PortalRead<unknown>['status'], error: unknown = null): PortalRead<unknown> => ({
  status,
  data: undefined,
  error,
  retry: jest.fn(),
});

function renderState(result: PortalRead<unknown>, isEmpty = false) {
  renderWithProviders(
    <ItemListState
      result={result}
      noun="appointments"
      isEmpty={isEmpty}
      emptyText="You have no appointments yet."
      emptyLink={{ to: '/recipient/blood-services', label: 'Find a donor' }}
    >
      {() => <p>The cards</p>}
    </ItemListState>,
  );
}

describe('ItemListState', () => {
  it('names what the list holds while it loads', () => {
    renderState(read('loading'));
    expect(screen.getByText('Loading appointments...')).toBeInTheDocument();
    expect(screen.queryByText('The cards')).not.toBeInTheDocument();
  });

  it('says which list could not be loaded, with Retry', async () => {
    const result = read('error', new Error('relation "appointments" does not exist'));
    renderState(result);
    expect(screen.getByTestId('data-error')).toHaveTextContent('Your appointments could not be loaded. Please try again.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(result.retry).toHaveBeenCalledTimes(1);
  });

  it('an empty list says so and links to where the first item is made', () => {
    renderState(read('success'), true);
    expect(screen.getByText('You have no appointments yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a donor' })).toHaveAttribute('href', '/recipient/blood-services');
    expect(screen.queryByText('The cards')).not.toBeInTheDocument();
  });

  it('shows the cards once they are loaded', () => {
    renderState(read('success'));
    expect(screen.getByText('The cards')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

test("a card's header keeps its title and badge at both ends, wrapping when they do not fit", () => {
  renderWithProviders(<ItemHeader data-testid="header" />);
  expect(screen.getByTestId('header')).toHaveStyle({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '8px' });
});
