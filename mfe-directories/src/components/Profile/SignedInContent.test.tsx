import { screen, within } from '@testing-library/react';
import { useSession, type AppUser } from '@donation-network/portal-session';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { hasDirectoryPremium } from '../../lib/directory-premium';
import { SignedInContent } from './SignedInContent';

jest.mock('../../lib/directory-premium', () => ({ hasDirectoryPremium: jest.fn() }));

const OWNER = '00000000-0000-4000-8000-0000000000aa';
const member = (overrides: Partial<AppUser> = {}): AppUser => ({
  id: '00000000-0000-4000-8000-000000000006',
  name: 'Demo Investor',
  email: 'investor@demo.donation.network',
  photoURL: null,
  isAdmin: false,
  role: 'investor',
  permissions: [],
  ...overrides,
});

const load = jest.fn(async () => ['Business Plan']);

function renderDocuments() {
  renderWithProviders(
    <SignedInContent name="documents" id="profile-1" load={load} restriction={{ kind: 'premium' }} premium={{ ownerId: OWNER }}>
      {(names) => <p>{names.join(', ')}</p>}
    </SignedInContent>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
});

test('signed out: the premium notice leads to registration; nothing is read', async () => {
  useSession.setState({ user: null, loading: false });
  renderDocuments();
  const notice = screen.getByTestId('restricted-notice');
  expect(within(notice).getByText('Documents available with premium access')).toBeInTheDocument();
  expect(within(notice).getByRole('link', { name: 'Get Premium Access' })).toHaveAttribute('href', '/register');
  expect(load).not.toHaveBeenCalled();
});

test('a signed-in member without premium is led to the directory plans; the documents are not read', async () => {
  useSession.setState({ user: member(), loading: false });
  jest.mocked(hasDirectoryPremium).mockResolvedValue(false);
  renderDocuments();
  const notice = await screen.findByTestId('restricted-notice');
  expect(within(notice).getByRole('link', { name: 'Get Premium Access' })).toHaveAttribute('href', '/pricing#directory-plans');
  expect(hasDirectoryPremium).toHaveBeenCalledWith(member().id, expect.any(AbortSignal));
  expect(load).not.toHaveBeenCalled();
});

test('a premium member reads the documents', async () => {
  useSession.setState({ user: member(), loading: false });
  jest.mocked(hasDirectoryPremium).mockResolvedValue(true);
  renderDocuments();
  expect(await screen.findByText('Business Plan')).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('profile-1', expect.any(AbortSignal));
});

test.each([
  ['the profile owner', member({ id: OWNER, role: 'founder' })],
  ['an admin', member({ id: '00000000-0000-4000-8000-000000000001', role: 'admin', isAdmin: true })],
])('%s reads them without premium', async (_who, user) => {
  useSession.setState({ user, loading: false });
  renderDocuments();
  expect(await screen.findByText('Business Plan')).toBeInTheDocument();
  expect(hasDirectoryPremium).not.toHaveBeenCalled();
});
