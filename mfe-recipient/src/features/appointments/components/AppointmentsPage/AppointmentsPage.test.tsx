import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@donation-network/shared-ui';
import { currentUrl, renderWithProviders } from '@donation-network/shared-ui/testing';
import { cancelActivity, listRecipientActivity, type RecipientActivity } from '../../api/recipient-activity';
import { AppointmentsPage, EMPTY_ACTIVITY_TEXT } from './AppointmentsPage';

jest.mock('@donation-network/shared-ui', () => ({ ...jest.requireActual('@donation-network/shared-ui'), notify: jest.fn() }));
jest.mock('../../api/recipient-activity', () => ({
  ...jest.requireActual('../../api/recipient-activity'),
  listRecipientActivity: jest.fn(),
  cancelActivity: jest.fn(),
}));

// the meeting requests below the list have their own tests
jest.mock('../../api/meeting-requests', () => ({
  ...jest.requireActual('../../api/meeting-requests'),
  listMyMeetingRequests: () => Promise.resolve([]),
}));

const listMock = jest.mocked(listRecipientActivity);
const cancelMock = jest.mocked(cancelActivity);
const notifyMock = jest.mocked(notify);

const HOSPITAL = { hospital_name: 'Massachusetts General Hospital', hospital_city: 'Boston', hospital_country: 'US' };

const request = (id: string, status: string, provider: string): RecipientActivity => ({
  kind: 'donor_request',
  id,
  status,
  created_at: '2026-11-22T09:30:00',
  scheduled_at: null,
  ...HOSPITAL,
  provider_name: provider,
  blood_group: 'B+',
  appointment_type: null,
  notes: null,
});

const appointment = (id: string, status: string, type: string): RecipientActivity => ({
  kind: 'appointment',
  id,
  status,
  created_at: '2026-11-20T12:00:00',
  scheduled_at: '2026-12-01T10:00:00',
  ...HOSPITAL,
  provider_name: null,
  blood_group: null,
  appointment_type: type,
  notes: 'Please arrive 30 minutes early.',
});

const ITEMS: RecipientActivity[] = [
  request('r-pending', 'pending', 'Rahul S.'),
  request('r-accepted', 'accepted', 'Amelia W.'),
  request('r-declined', 'declined', 'Chen L.'),
  appointment('a-confirmed', 'confirmed', 'blood'),
  appointment('a-cancelled', 'cancelled', 'consultation'),
  appointment('a-completed', 'completed', 'follow-up'),
];

const ROUTE = '/recipient/appointments';
const renderPage = (route = ROUTE) => renderWithProviders(<AppointmentsPage />, { route, path: ROUTE });
const itemOf = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('li') as HTMLElement;

beforeEach(() => {
  jest.clearAllMocks();
  listMock.mockResolvedValue({ items: ITEMS, total: ITEMS.length });
});

test('requests and appointments with status, hospital and dates; Cancel only on open ones', async () => {
  renderPage();
  expect(await screen.findAllByTestId('activity')).toHaveLength(6);
  expect(listMock).toHaveBeenCalledWith(1, expect.any(AbortSignal));
  expect(screen.getByRole('heading', { level: 2, name: 'My Appointments' })).toBeInTheDocument();

  const pending = itemOf('Donor request: Rahul S.');
  expect(within(pending).getByText('Pending')).toHaveAttribute('data-variant', 'warning');
  expect(within(pending).getByText('Massachusetts General Hospital, Boston, US')).toBeInTheDocument();
  expect(within(pending).getByText('Requested on')).toBeInTheDocument();
  expect(within(pending).getByText('22 Nov 2026, 09:30')).toBeInTheDocument();
  expect(within(pending).getByText('B+')).toBeInTheDocument();

  const confirmed = itemOf('Blood appointment');
  expect(within(confirmed).getByText('Confirmed')).toHaveAttribute('data-variant', 'success');
  expect(within(confirmed).getByText('01 Dec 2026, 10:00')).toBeInTheDocument();
  expect(within(confirmed).getByText('Please arrive 30 minutes early.')).toBeInTheDocument();

  expect(within(itemOf('Donor request: Chen L.')).getByText('Declined')).toHaveAttribute('data-variant', 'danger');
  expect(within(itemOf('Consultation appointment')).getByText('Cancelled')).toBeInTheDocument();
  expect(within(itemOf('Follow-up appointment')).getByText('Completed')).toBeInTheDocument();

  const cancellable = screen.getAllByRole('button', { name: /^Cancel / }).map((b) => b.getAttribute('aria-label'));
  expect(cancellable).toEqual(['Cancel Donor request: Rahul S.', 'Cancel Donor request: Amelia W.', 'Cancel Blood appointment']);
  expect(screen.getByText('Showing 6 of 6')).toBeInTheDocument();
});

test('cancel a request: confirm, the server cancels it, a toast says the donor was told, the item shows Cancelled', async () => {
  cancelMock.mockResolvedValue();
  renderPage();
  await screen.findAllByTestId('activity');

  await userEvent.click(screen.getByRole('button', { name: 'Cancel Donor request: Rahul S.' }));
  const dialog = screen.getByRole('dialog', { name: 'Cancel this donor request?' });
  expect(within(dialog).getByText(/The donor will be told/)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel request' }));

  expect(cancelMock).toHaveBeenCalledWith(expect.objectContaining({ kind: 'donor_request', id: 'r-pending' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(notifyMock).toHaveBeenCalledWith({
    title: 'Request cancelled',
    description: 'The donor has been told that the request is cancelled.',
    variant: 'success',
  });
  const item = itemOf('Donor request: Rahul S.');
  expect(within(item).getByText('Cancelled')).toBeInTheDocument();
  expect(within(item).queryByRole('button')).not.toBeInTheDocument();
  expect(listMock).toHaveBeenCalledTimes(1);
});

test('cancel an appointment; Keep it closes the dialog without cancelling', async () => {
  cancelMock.mockResolvedValue();
  renderPage();
  await screen.findAllByTestId('activity');

  await userEvent.click(screen.getByRole('button', { name: 'Cancel Blood appointment' }));
  await userEvent.click(within(screen.getByRole('dialog', { name: 'Cancel this appointment?' })).getByRole('button', { name: 'Keep it' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(cancelMock).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('button', { name: 'Cancel Blood appointment' }));
  await userEvent.click(screen.getByRole('button', { name: 'Cancel appointment' }));
  expect(cancelMock).toHaveBeenCalledWith(expect.objectContaining({ kind: 'appointment', id: 'a-confirmed' }));
  await waitFor(() =>
    expect(notifyMock).toHaveBeenCalledWith({ title: 'Appointment cancelled', description: undefined, variant: 'success' }),
  );
  expect(within(itemOf('Blood appointment')).getByText('Cancelled')).toBeInTheDocument();
});

test("a refused cancel shows the rule's message and reloads the list", async () => {
  cancelMock.mockRejectedValue(new Error('Only a pending or accepted request can be cancelled'));
  renderPage();
  await screen.findAllByTestId('activity');
  listMock.mockResolvedValue({ items: [request('r-pending', 'declined', 'Rahul S.')], total: 1 });

  await userEvent.click(screen.getByRole('button', { name: 'Cancel Donor request: Rahul S.' }));
  await userEvent.click(screen.getByRole('button', { name: 'Cancel request' }));

  await waitFor(() =>
    expect(notifyMock).toHaveBeenCalledWith({
      title: 'Error',
      description: 'Only a pending or accepted request can be cancelled',
      variant: 'destructive',
    }),
  );
  expect(await screen.findByText('Declined')).toBeInTheDocument();
  expect(listMock).toHaveBeenCalledTimes(2);
  expect(screen.queryByRole('button', { name: /^Cancel / })).not.toBeInTheDocument();
});

test('nothing yet: the empty text and a way to find a donor', async () => {
  listMock.mockResolvedValue({ items: [], total: 0 });
  renderPage();
  expect(await screen.findByText(EMPTY_ACTIVITY_TEXT)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Find a donor' })).toHaveAttribute('href', '/recipient/blood-services');
});

test('pages: Next goes to ?page=2 and loads that page', async () => {
  listMock.mockResolvedValue({ items: ITEMS, total: 26 });
  renderPage();
  await screen.findAllByTestId('activity');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(currentUrl()).toBe(`${ROUTE}?page=2`));
  await waitFor(() => expect(listMock).toHaveBeenLastCalledWith(2, expect.any(AbortSignal)));
});

test('a page past the end (an old link) goes to the last page, with its rows and count', async () => {
  listMock.mockImplementation(async (page) => ({ items: page <= 2 ? ITEMS : [], total: 26 }));
  renderPage(`${ROUTE}?page=9`);
  await waitFor(() => expect(currentUrl()).toBe(`${ROUTE}?page=2`));
  expect(await screen.findByText('Showing 6 of 26')).toBeInTheDocument();
  expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  expect(screen.queryByText(/Showing 0/)).not.toBeInTheDocument();
});

test('a failed load shows a friendly error with Retry', async () => {
  listMock.mockRejectedValueOnce(new Error('permission denied for view recipient_activity'));
  renderPage();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Your appointments could not be loaded. Please try again.');
  expect(alert).not.toHaveTextContent('permission');
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findAllByTestId('activity')).toHaveLength(6);
});

test("the user's meeting requests follow the appointments", async () => {
  listMock.mockResolvedValue({ items: ITEMS, total: ITEMS.length });
  renderPage();
  await screen.findAllByTestId('activity');
  const meetings = screen.getByRole('region', { name: 'Meeting requests' });
  expect(await within(meetings).findByText('You have not requested any meetings yet.')).toBeInTheDocument();
});
