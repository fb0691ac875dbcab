import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession, type AppUser } from '@donation-network/portal-session';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { openStoredFile } from '../../../../lib/open-stored-file';
import { PitchDeckCard } from './PitchDeckCard';

jest.mock('../../../../lib/open-stored-file', () => ({ openStoredFile: jest.fn() }));

const investor: AppUser = {
  id: '00000000-0000-4000-8000-000000000006',
  name: 'Demo Investor',
  email: 'investor@demo.donation.network',
  photoURL: null,
  isAdmin: false,
  role: 'investor',
  permissions: [],
};
const PATH = '00000000-0000-4000-8000-000000000005/pitch-deck-1764000000000.pdf';
const NO_DECK = 'No pitch deck available or requires subscription to view.';

beforeEach(() => {
  jest.clearAllMocks();
  useSession.setState({ user: null, loading: false });
});
afterEach(() => useSession.getState().reset());

test('signed in: the uploaded deck opens from the private bucket', async () => {
  useSession.setState({ user: investor, loading: false });
  renderWithProviders(<PitchDeckCard url={null} path={PATH} />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'View Pitch Deck' }));
  expect(openStoredFile).toHaveBeenCalledWith('pitch-decks', PATH);
  expect(screen.queryByText(NO_DECK)).not.toBeInTheDocument();
});

test('signed out: an uploaded deck is not offered', () => {
  renderWithProviders(<PitchDeckCard url={null} path={PATH} />);
  expect(screen.getByText(NO_DECK)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'View Pitch Deck' })).not.toBeInTheDocument();
});

test('a deck hosted elsewhere is a link for everyone; no deck at all shows the text', () => {
  const { unmount } = renderWithProviders(<PitchDeckCard url="https://files.example.com/deck.pdf" path={null} />);
  expect(screen.getByRole('link', { name: 'View Pitch Deck' })).toHaveAttribute('href', 'https://files.example.com/deck.pdf');
  unmount();
  renderWithProviders(<PitchDeckCard url={null} path={null} />);
  expect(screen.getByText(NO_DECK)).toBeInTheDocument();
});
