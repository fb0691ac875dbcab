import { screen } from '@testing-library/react';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { SenderContact, UNNAMED_MEMBER } from './InboxSection';

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
