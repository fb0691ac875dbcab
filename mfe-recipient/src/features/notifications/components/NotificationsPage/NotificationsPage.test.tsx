import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { useSession, type AppUser } from '@donation-network/portal-session';
import { notify } from '@donation-network/shared-ui';
import { currentUrl, renderWithProviders } from '@donation-network/shared-ui/testing';
import { refreshNotificationSummary, useNotificationSummary, type NotificationSummary } from '../../../../lib/notification-summary';
import { listNotifications, markAllNotificationsRead, markNotificationRead, type RecipientNotification } from '../../api/notifications';
import { EMPTY_NOTIFICATIONS_TEXT, NotificationsPage } from './NotificationsPage';

jest.mock('@donation-network/shared-ui', () => ({ ...jest.requireActual('@donation-network/shared-ui'), notify: jest.fn() }));
jest.mock('../../api/notifications', () => ({
  ...jest.requireActual('../../api/notifications'),
  listNotifications: jest.fn(),
  markNotificationRead: jest.fn(),
  markAllNotificationsRead: jest.fn(),
}));
jest.mock('../../../../lib/notification-summary', () => ({
  useNotificationSummary: jest.fn(),
  refreshNotificationSummary: jest.fn(),
}));

const listMock = jest.mocked(listNotifications);
const markOneMock = jest.mocked(markNotificationRead);
const markAllMock = jest.mocked(markAllNotificationsRead);
const summaryMock = jest.mocked(useNotificationSummary);
const notifyMock = jest.mocked(notify);

const USER: AppUser = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Demo Recipient',
  email: 'recipient@demo.donation.network',
  photoURL: null,
  isAdmin: false,
  role: 'recipient',
  permissions: [],
};

const NOTES: RecipientNotification[] = [
  {
    id: 'n1',
    title: 'Donor accepted your request',
    body: 'The donor has agreed to donate at Massachusetts General Hospital, Boston.',
    kind: 'donation_request',
    read_at: null,
    created_at: '2026-11-23T09:15:00',
  },
  {
    id: 'n2',
    title: 'Appointment confirmed',
    body: 'Your blood appointment is confirmed.',
    kind: 'appointment',
    read_at: null,
    created_at: '2026-11-22T18:00:00',
  },
  {
    id: 'n3',
    title: 'Subscription active',
    body: 'You now have access to blood services.',
    kind: 'subscription',
    read_at: '2026-11-20T08:00:00',
    created_at: '2026-11-19T08:00:00',
  },
];

const ROUTE = '/recipient/notifications';
const renderPage = (route = ROUTE) => renderWithProviders(<NotificationsPage />, { route, path: ROUTE });
const itemOf = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('li') as HTMLElement;

let initialSummary: NotificationSummary | null;
let pushSummary: (summary: NotificationSummary | null) => void = () => {};

/** What the next poll of the shared summary answers (re-renders the page like the real hook). */
const pollAnswers = (summary: NotificationSummary | null) => act(() => pushSummary(summary));

beforeEach(() => {
  jest.clearAllMocks();
  useSession.setState({ user: USER, session: null, loading: false });
  listMock.mockResolvedValue({ notifications: NOTES, total: 3 });
  initialSummary = { unreadCount: 2, totalCount: 3 };
  summaryMock.mockImplementation(() => {
    const [summary, setSummary] = useState(initialSummary);
    pushSummary = setSummary;
    return summary;
  });
});

afterAll(() => useSession.getState().reset());

test("the user's notifications, newest first: title, text, date, kind, and New / Mark as read on unread ones", async () => {
  renderPage();
  const items = await screen.findAllByTestId('notification');
  expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
    'Donor accepted your request',
    'Appointment confirmed',
    'Subscription active',
  ]);
  expect(listMock).toHaveBeenCalledWith(USER.id, 1, expect.any(AbortSignal));

  const accepted = itemOf('Donor accepted your request');
  expect(within(accepted).getByText(/agreed to donate at Massachusetts General Hospital/)).toBeInTheDocument();
  expect(within(accepted).getByText('23 Nov 2026, 09:15')).toBeInTheDocument();
  expect(within(accepted).getByText(/Donation request/)).toBeInTheDocument();
  expect(within(accepted).getByText('New')).toBeInTheDocument();
  expect(within(accepted).getByRole('button', { name: 'Mark "Donor accepted your request" as read' })).toBeInTheDocument();

  const read = itemOf('Subscription active');
  expect(within(read).queryByText('New')).not.toBeInTheDocument();
  expect(within(read).queryByRole('button')).not.toBeInTheDocument();
  expect(screen.getByText('Showing 3 of 3 notifications')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'My Notifications' })).toBeInTheDocument();
});

test('mark one as read: the server marks it, the item loses New and the badge count is refreshed', async () => {
  markOneMock.mockResolvedValue('2026-11-23T10:00:00Z');
  renderPage();
  await screen.findAllByTestId('notification');

  await userEvent.click(screen.getByRole('button', { name: 'Mark "Appointment confirmed" as read' }));

  expect(markOneMock).toHaveBeenCalledWith('n2');
  await waitFor(() => expect(within(itemOf('Appointment confirmed')).queryByText('New')).not.toBeInTheDocument());
  expect(within(itemOf('Donor accepted your request')).getByText('New')).toBeInTheDocument();
  expect(refreshNotificationSummary).toHaveBeenCalled();
});

test('a failed mark-read shows a toast without raw server text, and the item stays unread', async () => {
  markOneMock.mockRejectedValue(new Error('error: current transaction is aborted'));
  renderPage();
  await screen.findAllByTestId('notification');
  await userEvent.click(screen.getByRole('button', { name: 'Mark "Appointment confirmed" as read' }));
  await waitFor(() =>
    expect(notifyMock).toHaveBeenCalledWith({
      title: 'Error',
      description: 'The notification could not be marked as read. Please try again.',
      variant: 'destructive',
    }),
  );
  expect(within(itemOf('Appointment confirmed')).getByText('New')).toBeInTheDocument();
});

test('mark all as read: every item is read, a toast confirms, the badge is refreshed; disabled with nothing unread', async () => {
  markAllMock.mockResolvedValue(2);
  renderPage();
  await screen.findAllByTestId('notification');

  await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));

  expect(markAllMock).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(screen.queryByText('New')).not.toBeInTheDocument());
  expect(screen.queryByRole('button', { name: /^Mark ".*" as read$/ })).not.toBeInTheDocument();
  expect(notifyMock).toHaveBeenCalledWith({ title: 'All notifications marked as read', variant: 'success' });
  expect(refreshNotificationSummary).toHaveBeenCalled();

  pollAnswers({ unreadCount: 0, totalCount: 3 });
  expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
});

test('new notifications since the page loaded: a notice whose button loads them', async () => {
  renderPage();
  await screen.findAllByTestId('notification');
  expect(screen.queryByText('New notifications have arrived.')).not.toBeInTheDocument();

  const fresh: RecipientNotification = { ...NOTES[0], id: 'n4', title: 'Donor declined your request', created_at: '2026-11-23T11:00:00' };
  listMock.mockResolvedValue({ notifications: [fresh, ...NOTES], total: 4 });
  pollAnswers({ unreadCount: 3, totalCount: 4 });
  expect(screen.getByText('New notifications have arrived.')).toBeInTheDocument();
  expect(listMock).toHaveBeenCalledTimes(1);

  await userEvent.click(screen.getByRole('button', { name: 'Show new notifications' }));
  expect(await screen.findByRole('heading', { name: 'Donor declined your request' })).toBeInTheDocument();
  expect(listMock).toHaveBeenCalledTimes(2);
  expect(screen.queryByText('New notifications have arrived.')).not.toBeInTheDocument();
});

test('pages: Next goes to ?page=2 and loads that page', async () => {
  listMock.mockResolvedValue({ notifications: NOTES, total: 45 });
  renderPage();
  await screen.findAllByTestId('notification');
  expect(screen.getByText('Showing 3 of 45 notifications')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(currentUrl()).toBe(`${ROUTE}?page=2`));
  await waitFor(() => expect(listMock).toHaveBeenLastCalledWith(USER.id, 2, expect.any(AbortSignal)));
});

test('a page past the end (an old link) goes to the last page, with its rows and count', async () => {
  listMock.mockImplementation(async (_userId, page) => ({ notifications: page <= 3 ? NOTES : [], total: 45 }));
  renderPage(`${ROUTE}?page=99`);
  await waitFor(() => expect(currentUrl()).toBe(`${ROUTE}?page=3`));
  expect(await screen.findByText('Showing 3 of 45 notifications')).toBeInTheDocument();
  expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
});

test('no notifications: the empty text and no Mark all button', async () => {
  listMock.mockResolvedValue({ notifications: [], total: 0 });
  initialSummary = { unreadCount: 0, totalCount: 0 };
  renderPage();
  expect(await screen.findByText(EMPTY_NOTIFICATIONS_TEXT)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
});

test('a failed load shows a friendly error with Retry', async () => {
  listMock.mockRejectedValueOnce(new Error('relation "notifications" does not exist'));
  renderPage();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Your notifications could not be loaded. Please try again.');
  expect(alert).not.toHaveTextContent('relation');
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findAllByTestId('notification')).toHaveLength(3);
});
