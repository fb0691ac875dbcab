import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@donation-network/portal-session';
import { ADMIN_CONSOLE_MESSAGES } from '@donation-network/shared-rules';
import { notify } from '@donation-network/shared-ui';
import App from '../../../../App';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { fetchUsers, setUserAdmin } from '../../api/users';
import { ADMIN_ID, signInAs } from '../../../../testing/sign-in-as';

jest.mock('../../api/users', () => ({ ...jest.requireActual('../../api/users'), fetchUsers: jest.fn(), setUserAdmin: jest.fn() }));
jest.mock('@donation-network/shared-ui', () => ({ ...jest.requireActual('@donation-network/shared-ui'), notify: jest.fn() }));

const me = {
  id: ADMIN_ID,
  email: 'admin@demo.donation.network',
  fullName: 'Demo Admin',
  userType: 'admin',
  isAdmin: true,
  createdAt: '2026-11-01T00:00:00Z',
};
const grace = {
  id: 'u2',
  email: 'grace@example.org',
  fullName: 'Grace Hopper',
  userType: 'donor',
  isAdmin: false,
  createdAt: '2026-11-02T00:00:00Z',
};

beforeEach(() => {
  jest.clearAllMocks();
  useSession.getState().reset();
  signInAs('admin');
  jest.mocked(fetchUsers).mockResolvedValue({ items: [grace, me], total: 2 });
  jest.mocked(setUserAdmin).mockResolvedValue();
});

const show = () => renderWithProviders(<App />, { route: '/admin/users' });

test('lists users with their e-mail and lets nobody remove their own admin rights', async () => {
  show();
  const table = await screen.findByRole('table', { name: 'Users' });
  expect(within(table).getByText('grace@example.org')).toBeInTheDocument();
  expect(within(table).getByRole('button', { name: 'Remove admin rights from Demo Admin' })).toBeDisabled();
  expect(fetchUsers).toHaveBeenCalledWith('', 1, expect.any(AbortSignal));
});

test('makes a user an admin after confirmation', async () => {
  show();
  await userEvent.click(await screen.findByRole('button', { name: 'Make Grace Hopper an admin' }));
  const dialog = screen.getByRole('dialog', { name: 'Make this user an admin?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Make admin' }));
  expect(setUserAdmin).toHaveBeenCalledWith('u2', true);
  expect(await screen.findByRole('button', { name: 'Remove admin rights from Grace Hopper' })).toBeEnabled();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('cancelling the confirmation changes nothing', async () => {
  show();
  await userEvent.click(await screen.findByRole('button', { name: 'Make Grace Hopper an admin' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
  expect(setUserAdmin).not.toHaveBeenCalled();
});

test('a refusal is shown and the rights stay as they were', async () => {
  jest.mocked(setUserAdmin).mockRejectedValue(new Error(ADMIN_CONSOLE_MESSAGES.changeAdminRights));
  show();
  await userEvent.click(await screen.findByRole('button', { name: 'Make Grace Hopper an admin' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Make admin' }));
  expect(notify).toHaveBeenCalledWith(
    expect.objectContaining({ description: ADMIN_CONSOLE_MESSAGES.changeAdminRights, variant: 'destructive' }),
  );
  expect(screen.getByRole('button', { name: 'Make Grace Hopper an admin' })).toBeInTheDocument();
});

test('searches by the typed text and refuses a search over 200 characters', async () => {
  show();
  await screen.findByRole('table', { name: 'Users' });
  const search = screen.getByLabelText('Name or e-mail');
  await userEvent.type(search, '  grace ');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(fetchUsers).toHaveBeenLastCalledWith('grace', 1, expect.any(AbortSignal));

  await userEvent.clear(search);
  await userEvent.click(search);
  await userEvent.paste('x'.repeat(201));
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(screen.getByRole('alert')).toHaveTextContent(ADMIN_CONSOLE_MESSAGES.userSearchMax);
  expect(fetchUsers).toHaveBeenCalledTimes(2);
});
