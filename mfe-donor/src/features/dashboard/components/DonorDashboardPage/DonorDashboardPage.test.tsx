import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { permissionsFor, useSession, type Role } from '@donation-network/portal-session';
import { DONOR_WORKFLOW_MESSAGES } from '@donation-network/shared-rules';
import { notify } from '@donation-network/shared-ui';
import App from '../../../../App';
import * as api from '../../api/donor-dashboard-api';
import { toDateTimeLocalValue } from '../../../../lib/date-input';

jest.mock('../../api/donor-dashboard-api');
jest.mock('@donation-network/shared-ui', () => ({ ...jest.requireActual('@donation-network/shared-ui'), notify: jest.fn() }));

const mocked = jest.mocked(api);

function signIn(role: Role) {
  useSession.setState({
    loading: false,
    user: {
      id: 'u1',
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      photoURL: null,
      isAdmin: role === 'admin',
      role,
      permissions: permissionsFor(role),
    },
  });
}

const STATUS: api.DonorStatus = {
  donor_record_id: 'd1',
  donor_id: 'ada42',
  blood_group: 'O-',
  phone: '+44 20 7946 0123',
  country: 'GB',
  sex: 'female',
  last_donation_date: '2026-09-01',
  interval_days: 112,
  next_eligible_date: '2026-12-22',
  is_eligible: false,
  listing_id: 'l1',
  listing_status: 'Available',
  is_available: true,
};

const REQUEST: api.IncomingRequest = {
  id: 'r1',
  created_at: '2026-11-20T09:30:00Z',
  hospital: { name: 'St Thomas’ Hospital', city: 'London', address: 'Westminster Bridge Road', country: 'GB' },
};

function renderPage() {
  signIn('donor');
  return renderWithProviders(<App />, { route: '/donor/dashboard' });
}

beforeEach(() => {
  useSession.getState().reset();
  jest.clearAllMocks();
  mocked.fetchDonorStatus.mockResolvedValue(STATUS);
  mocked.fetchIncomingRequests.mockResolvedValue([REQUEST]);
  mocked.fetchDonorAppointments.mockResolvedValue([
    {
      id: 'a1',
      scheduled_at: '2026-09-01T10:00:00Z',
      status: 'completed',
      type: 'blood',
      hospital: { name: 'Guy’s Hospital', city: 'London' },
    },
  ]);
  mocked.fetchNotifications.mockResolvedValue([
    {
      id: 'n1',
      title: 'New donation request',
      body: 'A recipient has asked you to donate.',
      kind: 'donation_request',
      read_at: null,
      created_at: '2026-11-20T09:30:00Z',
    },
  ]);
  mocked.acceptDonationRequest.mockResolvedValue();
  mocked.declineDonationRequest.mockResolvedValue();
  mocked.setDonorAvailability.mockResolvedValue('Inactive');
  mocked.markNotificationRead.mockResolvedValue();
  mocked.markAllNotificationsRead.mockResolvedValue();
});

describe('DonorDashboardPage', () => {
  it('welcomes the donor and links to their profile, pricing, contact and how it works', async () => {
    renderPage();
    // the page loads with its route
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.org')).toBeInTheDocument();
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/donor/profile', '/pricing', '/contact', '/how-it-works']));
    await screen.findByText('Not eligible yet');
  });

  it('denies the donor page to another role', async () => {
    signIn('recipient');
    renderWithProviders(<App />, { route: '/donor/dashboard' });
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to this page.');
  });

  it('shows eligibility, the pending request with its hospital, the donation history and notifications', async () => {
    renderPage();
    const eligibility = await screen.findByRole('region', { name: 'Your eligibility' });
    expect(within(eligibility).getByText('Not eligible yet')).toBeInTheDocument();
    expect(within(eligibility).getByText(/112 days/)).toBeInTheDocument();
    expect(within(eligibility).getByText('+44 20 7946 0123')).toBeInTheDocument();
    expect(within(eligibility).getByText(/22 Dec 2026|Dec 22, 2026|22\/12\/2026|12\/22\/2026/)).toBeInTheDocument();

    const requests = await screen.findByRole('list', { name: 'Pending donation requests' });
    expect(within(requests).getByRole('heading', { name: 'St Thomas’ Hospital' })).toBeInTheDocument();
    expect(within(requests).getByText(/Requested/)).toBeInTheDocument();
    expect(mocked.fetchIncomingRequests).toHaveBeenCalledWith('d1', expect.anything());

    expect(await screen.findByText('Guy’s Hospital, London')).toBeInTheDocument();
    expect(screen.getByText('Donated')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Notifications (1 unread)' })).toBeInTheDocument();
  });

  it('declines a request and reloads', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Decline request at St Thomas’ Hospital' }));
    expect(mocked.declineDonationRequest).toHaveBeenCalledWith('r1');
    await waitFor(() => expect(mocked.fetchIncomingRequests).toHaveBeenCalledTimes(2));
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Request declined' }));
  });

  it('accepts a request at the chosen time, refusing a time before the donor is eligible again', async () => {
    const day = (days: number, hour: number) => {
      const now = new Date();
      return new Date(now.getFullYear(), now.getMonth(), now.getDate() + days, hour, 0);
    };
    const firstEligible = day(10, 12).toISOString().slice(0, 10);
    mocked.fetchDonorStatus.mockResolvedValue({ ...STATUS, next_eligible_date: firstEligible });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept request at St Thomas’ Hospital' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept donation request' });
    const field = within(dialog).getByLabelText(/When will you donate/);

    await userEvent.clear(field);
    await userEvent.type(field, toDateTimeLocalValue(day(2, 11)));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept and book' }));
    expect(await within(dialog).findByText(`You can donate again from ${firstEligible}`)).toBeInTheDocument();
    expect(mocked.acceptDonationRequest).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.type(field, toDateTimeLocalValue(day(12, 11)));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept and book' }));
    await waitFor(() => expect(mocked.acceptDonationRequest).toHaveBeenCalledWith('r1', day(12, 11).toISOString()));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(mocked.fetchIncomingRequests).toHaveBeenCalledTimes(2));
  });

  it('switches availability off and shows a friendly error when that fails', async () => {
    renderPage();
    const toggle = await screen.findByRole('switch', { name: 'Available for donation requests' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(mocked.setDonorAvailability).toHaveBeenCalledWith(false);

    await waitFor(() => expect(mocked.fetchDonorStatus).toHaveBeenCalledTimes(2));
    mocked.setDonorAvailability.mockRejectedValueOnce(new Error(DONOR_WORKFLOW_MESSAGES.countryMissing));
    await userEvent.click(await screen.findByRole('switch', { name: 'Available for donation requests' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({ variant: 'destructive', description: DONOR_WORKFLOW_MESSAGES.countryMissing }),
      ),
    );
  });

  it('marks a notification as read', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark "New donation request" as read' }));
    expect(mocked.markNotificationRead).toHaveBeenCalledWith('n1');
    await waitFor(() => expect(mocked.fetchNotifications).toHaveBeenCalledTimes(2));
  });

  it('asks a user without a donor record to complete the registration', async () => {
    mocked.fetchDonorStatus.mockResolvedValue(null);
    renderPage();
    expect(await screen.findByRole('link', { name: 'Complete donor registration' })).toHaveAttribute('href', '/register/donor');
    expect(mocked.fetchIncomingRequests).not.toHaveBeenCalled();
  });
});
