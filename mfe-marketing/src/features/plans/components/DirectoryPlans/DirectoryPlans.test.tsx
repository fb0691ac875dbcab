import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession, type AppUser } from '@donation-network/portal-session';
import { DIRECTORY_PREMIUM_FEATURES, DIRECTORY_PREMIUM_MESSAGES } from '@donation-network/shared-rules';
import { notify } from '@donation-network/shared-ui';
import { requestError } from '@donation-network/portal-data';
import { currentUrl, renderWithProviders } from '@donation-network/shared-ui/testing';
import { settle } from '../../../../testing/page-content-client';
import { fetchDirectoryMembership, fetchDirectoryPlans, subscribeToDirectoryPlan, type DirectoryPlan } from '../../api/directory-plans';
import { DirectoryPlans } from './DirectoryPlans';

jest.mock('../../api/directory-plans', () => ({
  ...jest.requireActual('../../api/directory-plans'),
  fetchDirectoryPlans: jest.fn(),
  fetchDirectoryMembership: jest.fn(),
  subscribeToDirectoryPlan: jest.fn(),
}));
jest.mock('@donation-network/shared-ui', () => ({ ...jest.requireActual('@donation-network/shared-ui'), notify: jest.fn() }));

const PLANS: DirectoryPlan[] = [
  { id: 'directory-monthly', name: 'Directory Premium', duration_days: 30, price: '29.00', currency: 'USD', period_label: 'per month' },
  { id: 'directory-annual', name: 'Directory Premium Annual', duration_days: 365, price: 290, currency: 'USD', period_label: 'per year' },
];

const member = (role: AppUser['role']): AppUser => ({
  id: '00000000-0000-4000-8000-000000000006',
  name: `Demo ${role}`,
  email: `${role}@demo.donation.network`,
  photoURL: null,
  isAdmin: false,
  role,
  permissions: [],
});

const card = (name: string) => screen.getByRole('article', { name });

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchDirectoryPlans).mockResolvedValue(PLANS);
  jest.mocked(fetchDirectoryMembership).mockResolvedValue({ premium: false, planId: null, endsAt: null });
  useSession.setState({ user: null, loading: false });
});

test('lists the stored directory plans with price, period and what premium unlocks; a visitor is asked to log in', async () => {
  renderWithProviders(<DirectoryPlans />, { route: '/pricing' });
  await settle();
  const section = screen.getByRole('region', { name: 'Founder & Investor Premium' });
  expect(section).toHaveAttribute('id', 'directory-plans');
  expect(within(card('Directory Premium')).getByTestId('plan-price')).toHaveTextContent('$29per month', { normalizeWhitespace: false });
  expect(within(card('Directory Premium Annual')).getByTestId('plan-price')).toHaveTextContent('$290per year', {
    normalizeWhitespace: false,
  });
  const features = within(card('Directory Premium'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(features).toEqual([...DIRECTORY_PREMIUM_FEATURES]);
  expect(within(card('Directory Premium')).getByRole('link', { name: 'Log in to Subscribe' })).toHaveAttribute('href', '/login');
  expect(fetchDirectoryMembership).not.toHaveBeenCalled();
});

test('a founder confirms a plan, subscribes through the database and lands on the dashboard', async () => {
  useSession.setState({ user: member('founder'), loading: false });
  jest.mocked(subscribeToDirectoryPlan).mockResolvedValue();
  renderWithProviders(<DirectoryPlans />, { route: '/pricing' });
  await settle();
  const user = userEvent.setup();
  await user.click(await within(card('Directory Premium Annual')).findByRole('button', { name: 'Subscribe to Directory Premium Annual' }));
  const dialog = screen.getByRole('dialog', { name: 'Subscribe to Directory Premium Annual' });
  expect(dialog).toHaveTextContent('$290 per year. Charged in US dollars.');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm and Pay' }));
  expect(subscribeToDirectoryPlan).toHaveBeenCalledWith('directory-annual');
  expect(notify).toHaveBeenCalledWith({
    title: 'Subscription Successful',
    description: DIRECTORY_PREMIUM_MESSAGES.subscribed,
    variant: 'success',
  });
  // the router applies a navigation in a transition of its own: under load it lands a moment later
  await waitFor(() => expect(currentUrl()).toBe('/founder/dashboard'));
});

test("the database's refusal is shown and nothing changes (no payment provider outside demo mode)", async () => {
  useSession.setState({ user: member('investor'), loading: false });
  jest
    .mocked(subscribeToDirectoryPlan)
    .mockRejectedValue(new Error('Online payments are not available yet: no payment provider is configured'));
  renderWithProviders(<DirectoryPlans />, { route: '/pricing' });
  await settle();
  const user = userEvent.setup();
  await user.click(await within(card('Directory Premium')).findByRole('button', { name: 'Subscribe to Directory Premium' }));
  await user.click(screen.getByRole('button', { name: 'Confirm and Pay' }));
  expect(notify).toHaveBeenCalledWith({
    title: 'Subscription Error',
    description: 'Online payments are not available yet: no payment provider is configured',
    variant: 'destructive',
  });
  expect(currentUrl()).toBe('/pricing');
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

test('a premium member sees the current plan and until when; other account types cannot subscribe', async () => {
  useSession.setState({ user: member('investor'), loading: false });
  jest.mocked(fetchDirectoryMembership).mockResolvedValue({ premium: true, planId: 'directory-monthly', endsAt: '2026-12-28T12:00:00Z' });
  const { unmount } = renderWithProviders(<DirectoryPlans />, { route: '/pricing' });
  await settle();
  expect(await within(card('Directory Premium')).findByRole('button', { name: 'Current Plan' })).toBeDisabled();
  expect(within(card('Directory Premium Annual')).getByRole('button', { name: 'Subscribe to Directory Premium Annual' })).toHaveTextContent(
    'Switch to This Plan',
  );
  expect(screen.getByText('Your premium runs until 28 Dec 2026.')).toBeInTheDocument();
  unmount();

  useSession.setState({ user: member('recipient'), loading: false });
  renderWithProviders(<DirectoryPlans />, { route: '/pricing' });
  await settle();
  expect(within(card('Directory Premium')).getByRole('button', { name: 'Subscribe to Directory Premium' })).toBeDisabled();
  expect(screen.getByText(`${DIRECTORY_PREMIUM_MESSAGES.foundersAndInvestorsOnly}.`)).toBeInTheDocument();
});

test('a failed read of the plans says so in the section and a retry shows them', async () => {
  // a 4xx is not read again by itself, so the section shows the error at once
  jest.mocked(fetchDirectoryPlans).mockRejectedValueOnce(requestError({ message: 'relation "plans" does not exist' }, 404));
  renderWithProviders(<DirectoryPlans />, { route: '/pricing' });
  await settle();
  const section = screen.getByRole('region', { name: 'Founder & Investor Premium' });
  const alert = within(section).getByRole('alert');
  expect(alert).toHaveTextContent("Couldn't load the directory plans");
  expect(alert).not.toHaveTextContent('relation');
  await userEvent.click(within(section).getByRole('button', { name: 'Retry' }));
  await settle();
  expect(card('Directory Premium')).toBeInTheDocument();
});
