import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession, type AppUser } from '@donation-network/portal-session';
import { notify } from '@donation-network/shared-ui';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { listBloodServices } from '../../api/blood-services';
import { listMyApplications, listOpportunities } from '../../api/executive-opportunities';
import { listProfessionals } from '../../api/executive-talent';
import { getCurrentSubscription, listPlans, subscribe, type Plan, type Subscription } from '../../../../lib/subscription';
import { BloodServicesPage } from './BloodServicesPage';

jest.mock('@donation-network/shared-ui', () => ({ ...jest.requireActual('@donation-network/shared-ui'), notify: jest.fn() }));
jest.mock('../../../../lib/subscription', () => ({
  ...jest.requireActual('../../../../lib/subscription'),
  getCurrentSubscription: jest.fn(),
  listPlans: jest.fn(),
  subscribe: jest.fn(),
}));
jest.mock('../../api/executive-talent', () => ({
  ...jest.requireActual('../../api/executive-talent'),
  listProfessionals: jest.fn(),
}));
jest.mock('../../api/executive-opportunities', () => ({
  ...jest.requireActual('../../api/executive-opportunities'),
  listOpportunities: jest.fn(),
  listMyApplications: jest.fn(),
}));
jest.mock('../../api/blood-services', () => ({
  ...jest.requireActual('../../api/blood-services'),
  listBloodServices: jest.fn(),
}));

const notifyMock = jest.mocked(notify);
const currentMock = jest.mocked(getCurrentSubscription);
const plansMock = jest.mocked(listPlans);
const subscribeMock = jest.mocked(subscribe);

const RECIPIENT: AppUser = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Demo Recipient',
  email: 'recipient@demo.donation.network',
  photoURL: null,
  isAdmin: false,
  role: 'recipient',
  permissions: [],
};

const ACTIVE: Subscription = {
  id: 's1',
  plan_id: 'annual',
  start_date: '2026-11-22T03:58:12.534+00:00',
  end_date: '2027-11-22T03:58:12.534+00:00',
  status: 'active',
  payment_method: 'mock',
};

const PLANS: Plan[] = [
  { id: 'basic', name: 'Basic', duration_days: 30, price: '15.00', currency: 'USD', period_label: 'per month', access_label: '1 month' },
  { id: 'premium', name: 'Premium', duration_days: 90, price: '40.00', currency: 'USD', period_label: 'per quarter', access_label: null },
  { id: 'annual', name: 'Annual', duration_days: 365, price: 120, currency: 'EUR', period_label: 'per year', access_label: '12 months' },
];

beforeEach(() => {
  jest.clearAllMocks();
  useSession.setState({ user: RECIPIENT, loading: false });
  plansMock.mockResolvedValue(PLANS);
  jest.mocked(listBloodServices).mockResolvedValue({ services: [], total: 0, available: 0 });
  jest.mocked(listProfessionals).mockResolvedValue({
    total: 1,
    rows: [
      {
        id: 'p1',
        name: 'Dr. Sarah Johnson',
        role: 'Chief Medical Officer',
        experience: '15+ years',
        experience_years: 16,
        availability: 'Part-time',
        specialization: 'Healthcare Operations',
        location: 'Boston, MA',
        last_active: '2026-11-20T10:00:00Z',
        status: 'Available',
        compensation: '$200/hour',
        compensation_amount: 200,
        compensation_currency: 'USD',
        compensation_period: 'hour',
        compensation_equity_percent: null,
      },
    ],
  });
  jest.mocked(listOpportunities).mockResolvedValue({ rows: [], total: 0 });
  jest.mocked(listMyApplications).mockResolvedValue(new Map());
});

afterAll(() => useSession.getState().reset());

const renderPage = () =>
  renderWithProviders(<BloodServicesPage />, { route: '/recipient/blood-services', path: '/recipient/blood-services' });

async function openPlanDialog() {
  const card = await screen.findByRole('region', { name: 'Subscription Required' });
  await userEvent.click(within(card).getByRole('button', { name: 'Subscribe Now' }));
  return screen.findByRole('dialog', { name: 'Choose a Subscription Plan' });
}

test('with a subscription: the active-until badge and the marketplace tabs', async () => {
  currentMock.mockResolvedValue(ACTIVE);
  renderPage();
  expect(screen.getByRole('heading', { name: 'Resource Marketplace' })).toBeInTheDocument();
  expect(await screen.findByText('Subscription active until 22 Nov 2027')).toBeInTheDocument();
  const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
  expect(tabs).toEqual(['Blood Services', 'Executive Talent', 'Executive Opportunities', 'Founders', 'Investors']);
  expect(screen.queryByRole('region', { name: 'Subscription Required' })).not.toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Available Blood Services' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('tab', { name: 'Executive Talent' }));
  const talent = await screen.findByRole('table', { name: 'Executive Talent' });
  expect(
    within(talent)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Professional', 'Role', 'Experience', 'Availability', 'Location', 'Specialization', 'Status', 'Compensation', 'Action']);
  expect(within(talent).getByText('Dr. Sarah Johnson')).toBeInTheDocument();
  expect(screen.getByText('Showing 1 professional')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('tab', { name: 'Executive Opportunities' }));
  expect(await screen.findByText('No opportunities found matching your filters.')).toBeInTheDocument();
  expect(screen.getByText('Showing 0 opportunities')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('tab', { name: 'Founders' }));
  expect(screen.getByRole('link', { name: 'View Founders' })).toHaveAttribute('href', '/founders');
  await userEvent.click(screen.getByRole('tab', { name: 'Investors' }));
  expect(screen.getByRole('link', { name: 'View Investors' })).toHaveAttribute('href', '/investors');
});

test('without a subscription: the Subscription Required card and no tabs', async () => {
  currentMock.mockResolvedValue(null);
  renderPage();
  const card = await screen.findByRole('region', { name: 'Subscription Required' });
  expect(within(card).getByRole('button', { name: 'Subscribe Now' })).toBeInTheDocument();
  expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  expect(screen.queryByText(/Subscription active until/)).not.toBeInTheDocument();
  expect(listBloodServices).not.toHaveBeenCalled();
});

test('the subscription check fails: a friendly error with Retry, no Subscription Required card; Retry checks again', async () => {
  currentMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(ACTIVE);
  renderPage();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent("We couldn't reach the server. Check your connection and try again.");
  expect(screen.queryByRole('region', { name: 'Subscription Required' })).not.toBeInTheDocument();
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Subscription active until 22 Nov 2027')).toBeInTheDocument();
});

test('plan dialog: the plans fail to load: error with Retry inside the dialog', async () => {
  currentMock.mockResolvedValue(null);
  plansMock.mockRejectedValueOnce(new Error('permission denied for table plans'));
  renderPage();
  const dialog = await openPlanDialog();
  const alert = await within(dialog).findByRole('alert');
  expect(alert).toHaveTextContent('Plans could not be loaded. Please try again.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await within(dialog).findByRole('group', { name: 'Subscription plans' })).toBeInTheDocument();
});

test('plan dialog: plans by duration with Intl prices and access labels; Subscribe disabled until a plan is chosen', async () => {
  currentMock.mockResolvedValue(null);
  renderPage();
  const dialog = await openPlanDialog();
  const radios = await within(dialog).findAllByRole('radio');
  expect(radios).toHaveLength(3);
  expect(within(dialog).getByText('$15.00')).toBeInTheDocument();
  expect(within(dialog).getByText('€120.00')).toBeInTheDocument();
  expect(within(dialog).getByText('1 month of access')).toBeInTheDocument();
  expect(within(dialog).getByText('3 months of access')).toBeInTheDocument();
  expect(within(dialog).getByText('12 months of access')).toBeInTheDocument();

  const submit = within(dialog).getByRole('button', { name: 'Subscribe' });
  expect(submit).toBeDisabled();
  await userEvent.click(radios[0]);
  expect(submit).toBeEnabled();
});

test('subscribing: success toast, then the tabs appear', async () => {
  currentMock.mockResolvedValueOnce(null).mockResolvedValue(ACTIVE);
  subscribeMock.mockResolvedValue(ACTIVE);
  renderPage();
  const dialog = await openPlanDialog();
  await userEvent.click(await within(dialog).findByRole('radio', { name: /Premium/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Subscribe' }));

  expect(subscribeMock).toHaveBeenCalledWith('premium', 'mock');
  await waitFor(() =>
    expect(notifyMock).toHaveBeenCalledWith({
      title: 'Subscription Successful',
      description: 'You now have access to blood services',
      variant: 'success',
    }),
  );
  expect(await screen.findByText('Subscription active until 22 Nov 2027')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a failed subscription shows the Subscription Error toast (raw server text is never shown)', async () => {
  currentMock.mockResolvedValue(null);
  subscribeMock.mockRejectedValue(new Error('new row for relation "subscriptions" violates check constraint "subscriptions_period_check"'));
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderPage();
  const dialog = await openPlanDialog();
  await userEvent.click(await within(dialog).findByRole('radio', { name: /Basic/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
  await waitFor(() =>
    expect(notifyMock).toHaveBeenCalledWith({
      title: 'Subscription Error',
      description: 'Failed to process your subscription',
      variant: 'destructive',
    }),
  );
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  log.mockRestore();
});

test('not signed in: Authentication Required, no call', async () => {
  currentMock.mockResolvedValue(null);
  renderPage();
  act(() => useSession.setState({ user: null }));
  const dialog = await openPlanDialog();
  await userEvent.click(await within(dialog).findByRole('radio', { name: /Basic/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
  expect(notifyMock).toHaveBeenCalledWith({
    title: 'Authentication Required',
    description: 'Please log in to subscribe for blood services',
    variant: 'destructive',
  });
  expect(subscribeMock).not.toHaveBeenCalled();
});
