import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@donation-network/portal-session';
import App from '../../../../App';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { fetchContactMessages, setContactMessageStatus } from '../../api/contact-messages';
import { signInAs } from '../../../../testing/sign-in-as';

jest.mock('../../api/contact-messages', () => ({
  ...jest.requireActual('../../api/contact-messages'),
  fetchContactMessages: jest.fn(),
  setContactMessageStatus: jest.fn(),
}));

const message = {
  id: 'm1',
  name: 'Grace Hopper',
  email: 'grace@example.org',
  subject: 'Corporate partnership',
  message: 'We would like to sponsor a blood drive.\nPlease call.',
  service: 'Corporate',
  status: 'new' as const,
  receivedAt: '2026-11-20T10:00:00Z',
};

beforeEach(() => {
  jest.clearAllMocks();
  useSession.getState().reset();
  signInAs('admin');
  jest.mocked(fetchContactMessages).mockResolvedValue({ items: [message], total: 1 });
  jest.mocked(setContactMessageStatus).mockResolvedValue();
});

const show = () => renderWithProviders(<App />, { route: '/admin/messages' });

test('opening a new message shows it and marks it read; archiving moves it on', async () => {
  show();
  await userEvent.click(await screen.findByRole('button', { name: 'Open message: Corporate partnership' }));
  const dialog = screen.getByRole('dialog', { name: 'Corporate partnership' });
  expect(within(dialog).getByText(/sponsor a blood drive/)).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: 'grace@example.org' })).toHaveAttribute('href', 'mailto:grace@example.org');
  expect(setContactMessageStatus).toHaveBeenCalledWith('m1', 'read');
  expect(await within(dialog).findByText('Read')).toBeInTheDocument();

  await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
  expect(setContactMessageStatus).toHaveBeenLastCalledWith('m1', 'archived');
  expect(await within(dialog).findByRole('button', { name: 'Restore to inbox' })).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
  expect(within(screen.getByRole('table', { name: 'Contact messages' })).getByText('Archived')).toBeInTheDocument();
});

test('filters by status, new first', async () => {
  show();
  await screen.findByRole('table', { name: 'Contact messages' });
  expect(fetchContactMessages).toHaveBeenCalledWith('new', 1, expect.any(AbortSignal));
  await userEvent.selectOptions(screen.getByLabelText('Show'), 'archived');
  expect(fetchContactMessages).toHaveBeenLastCalledWith('archived', 1, expect.any(AbortSignal));
});

test('an empty inbox says so', async () => {
  jest.mocked(fetchContactMessages).mockResolvedValue({ items: [], total: 0 });
  show();
  expect(await screen.findByText('No new messages.')).toBeInTheDocument();
});
