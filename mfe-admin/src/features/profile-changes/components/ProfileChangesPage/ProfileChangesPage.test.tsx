import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCESS_DENIED_MESSAGE, useSession } from '@donation-network/portal-session';
import { ADMIN_CONSOLE_MESSAGES } from '@donation-network/shared-rules';
import { notify } from '@donation-network/shared-ui';
import App from '../../../../App';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import {
  PROFILE_CHANGES_BATCH_SIZE,
  approveProfileChange,
  fetchPendingProfileChanges,
  rejectProfileChange,
} from '../../api/profile-changes';
import { renderAppWithLogin } from '../../../../testing/render-with-login';
import { signInAs } from '../../../../testing/sign-in-as';

jest.mock('../../api/profile-changes', () => ({
  ...jest.requireActual('../../api/profile-changes'),
  fetchPendingProfileChanges: jest.fn(),
  approveProfileChange: jest.fn(),
  rejectProfileChange: jest.fn(),
}));
jest.mock('@donation-network/shared-ui', () => ({ ...jest.requireActual('@donation-network/shared-ui'), notify: jest.fn() }));

const request = {
  id: 'r1',
  userId: 'u1',
  userName: 'Grace Hopper',
  submittedAt: '2026-11-20T10:00:00Z',
  changes: [
    { field: 'phone' as const, label: 'Phone', before: '+1 555 000 0000', after: '+1 555 123 4567' },
    { field: 'allergies' as const, label: 'Allergies', before: 'Latex', after: null },
  ],
};

beforeEach(() => {
  jest.clearAllMocks();
  useSession.getState().reset();
  jest.mocked(fetchPendingProfileChanges).mockResolvedValue({ items: [request], total: 1 });
  jest.mocked(approveProfileChange).mockResolvedValue();
  jest.mocked(rejectProfileChange).mockResolvedValue();
});

const show = () => renderWithProviders(<App />, { route: '/admin/profile-changes' });

test('shows each requested field as before → after', async () => {
  signInAs('admin');
  show();
  const card = await screen.findByRole('article', { name: 'Grace Hopper' });
  expect(within(card).getByText('Phone').nextElementSibling).toHaveTextContent('+1 555 000 0000 → changes to +1 555 123 4567');
  expect(within(card).getByText('Allergies').nextElementSibling).toHaveTextContent('Latex → changes to cleared');
  expect(screen.getByRole('heading', { level: 1, name: 'Pending profile changes' })).toBeInTheDocument();
});

test('approving applies the change and takes the request off the list', async () => {
  signInAs('admin');
  show();
  await userEvent.click(await screen.findByRole('button', { name: "Approve Grace Hopper's change" }));
  expect(approveProfileChange).toHaveBeenCalledWith('r1');
  expect(await screen.findByText('No profile changes are waiting for review.')).toBeInTheDocument();
  expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Change approved', variant: 'success' }));
});

test('rejecting needs a reason, which is sent with the rejection', async () => {
  signInAs('admin');
  show();
  await userEvent.click(await screen.findByRole('button', { name: "Reject Grace Hopper's change" }));
  const dialog = screen.getByRole('dialog', { name: "Reject Grace Hopper's change" });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reject change' }));
  expect(await within(dialog).findByText(ADMIN_CONSOLE_MESSAGES.rejectionNoteRequired)).toBeInTheDocument();
  expect(rejectProfileChange).not.toHaveBeenCalled();

  await userEvent.type(within(dialog).getByLabelText(/Reason for rejecting/), 'Please use your own number.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reject change' }));
  expect(rejectProfileChange).toHaveBeenCalledWith('r1', 'Please use your own number.');
  expect(await screen.findByText('No profile changes are waiting for review.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a refused rejection keeps the dialog and the note', async () => {
  jest.mocked(rejectProfileChange).mockRejectedValue(new Error(ADMIN_CONSOLE_MESSAGES.profileChangeReviewed));
  signInAs('admin');
  show();
  await userEvent.click(await screen.findByRole('button', { name: "Reject Grace Hopper's change" }));
  const dialog = screen.getByRole('dialog');
  await userEvent.type(within(dialog).getByLabelText(/Reason for rejecting/), 'Not yours');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reject change' }));
  expect(notify).toHaveBeenCalledWith(
    expect.objectContaining({ title: "Couldn't reject the change", description: ADMIN_CONSOLE_MESSAGES.profileChangeReviewed }),
  );
  expect(within(dialog).getByLabelText(/Reason for rejecting/)).toHaveValue('Not yours');
});

test('other users are refused and nothing is loaded', () => {
  signInAs('donor');
  show();
  expect(screen.getByText(ACCESS_DENIED_MESSAGE)).toBeInTheDocument();
  expect(fetchPendingProfileChanges).not.toHaveBeenCalled();
});

test('a visitor is sent to /login, which presets the admin role', () => {
  useSession.setState({ loading: false, user: null });
  renderAppWithLogin('/admin/profile-changes');
  expect(screen.getByTestId('login-page')).toHaveTextContent('Logging in as admin');
});

test('a long queue shows its oldest requests and fetches the next ones once those are reviewed', async () => {
  const batch = Array.from({ length: PROFILE_CHANGES_BATCH_SIZE }, (_, index) => ({
    ...request,
    id: `r${index}`,
    userName: `User ${index}`,
  }));
  const next = { ...request, id: 'r-next', userName: 'Next User' };
  jest
    .mocked(fetchPendingProfileChanges)
    .mockResolvedValueOnce({ items: batch, total: PROFILE_CHANGES_BATCH_SIZE + 1 })
    .mockResolvedValueOnce({ items: [next], total: 1 });
  signInAs('admin');
  show();
  expect(await screen.findByText(/Showing the oldest 20 of 21 waiting requests/)).toBeInTheDocument();

  for (const shown of batch) await userEvent.click(await screen.findByRole('button', { name: `Approve ${shown.userName}'s change` }));
  expect(approveProfileChange).toHaveBeenCalledTimes(PROFILE_CHANGES_BATCH_SIZE);
  expect(await screen.findByRole('article', { name: 'Next User' })).toBeInTheDocument();
  expect(fetchPendingProfileChanges).toHaveBeenCalledTimes(2);
  expect(screen.queryByText(/Showing the oldest/)).not.toBeInTheDocument();
});

test('requests the server still holds pending after they were reviewed show again, and are not fetched over and over', async () => {
  const batch = Array.from({ length: PROFILE_CHANGES_BATCH_SIZE }, (_, index) => ({
    ...request,
    id: `r${index}`,
    userName: `User ${index}`,
  }));
  // a fresh answer each time, as from the network
  jest.mocked(fetchPendingProfileChanges).mockImplementation(async () => ({ items: [...batch], total: PROFILE_CHANGES_BATCH_SIZE + 1 }));
  signInAs('admin');
  show();
  for (const shown of batch) await userEvent.click(await screen.findByRole('button', { name: `Approve ${shown.userName}'s change` }));
  expect(await screen.findByRole('article', { name: 'User 0' })).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(fetchPendingProfileChanges).toHaveBeenCalledTimes(2);
});
