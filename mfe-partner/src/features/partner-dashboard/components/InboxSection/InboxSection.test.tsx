import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { InboxList, SenderContact, UNNAMED_MEMBER } from './InboxSection';

test("a sender's name, with their e-mail address as a link", () => {
  renderWithProviders(<SenderContact name="Ada Lovelace" email="ada@example.org" />);
  expect(screen.getByText(/Ada Lovelace/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'ada@example.org' })).toHaveAttribute('href', 'mailto:ada@example.org');
});

test('an account without a name or an e-mail address shows neither "null" nor an empty link', () => {
  const { container } = renderWithProviders(<SenderContact name={null} email={null} />);
  expect(container).toHaveTextContent(UNNAMED_MEMBER);
  expect(container).not.toHaveTextContent('null');
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

describe('InboxList', () => {
  const read = (status: 'loading' | 'success', data?: string[]) => ({ status, data, error: null, retry: jest.fn() });
  const renderList = (result: ReturnType<typeof read>) =>
    renderWithProviders(
      <InboxList result={result} label="Requests" loadingLabel="Loading requests" emptyText="No requests yet.">
        {(item) => <li key={item}>{item}</li>}
      </InboxList>,
    );

  test('each request in a list named for the section', () => {
    renderList(read('success', ['First', 'Second']));
    const list = screen.getByRole('list', { name: 'Requests' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['First', 'Second']);
  });

  test('the loading text while the read runs', () => {
    renderList(read('loading'));
    expect(screen.getByText('Loading requests').closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  test('the empty text when there are none', () => {
    renderList(read('success', []));
    expect(screen.getByText('No requests yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
