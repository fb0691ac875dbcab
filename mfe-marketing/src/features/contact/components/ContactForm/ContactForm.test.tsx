import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadSupabase, useCurrentUser, type AppUser } from '@donation-network/portal-session';
import { CONTACT_MESSAGES } from '@donation-network/shared-rules';
import { notify } from '@donation-network/shared-ui';
import { NETWORK_ERROR_MESSAGE } from '@donation-network/portal-data';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { createFakeSupabase, type FakeResult } from '../../../../testing/fake-supabase';
import { SEND_FAILED_MESSAGE } from '../../api/send-contact-message';
import { ContactForm } from './ContactForm';

jest.mock('@donation-network/portal-session', () => ({
  ...jest.requireActual('@donation-network/portal-session'),
  loadSupabase: jest.fn(),
  useCurrentUser: jest.fn(),
}));
jest.mock('@donation-network/shared-ui', () => ({ ...jest.requireActual('@donation-network/shared-ui'), notify: jest.fn() }));

const loadSupabaseMock = jest.mocked(loadSupabase);
const useCurrentUserMock = jest.mocked(useCurrentUser);
const notifyMock = jest.mocked(notify);

const donor: AppUser = {
  id: 'user-123',
  name: 'Dana Donor',
  email: 'dana@example.com',
  photoURL: null,
  isAdmin: false,
  role: 'donor',
  permissions: [],
};

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;

async function fillValid(user: ReturnType<typeof userEvent.setup>, { subject = true } = {}) {
  await user.type(field(/^Name/), 'Ada Lovelace');
  await user.type(field(/^Email/), 'ada@example.com');
  if (subject) await user.type(field(/^Subject/), 'Question about donating');
  await user.type(field(/^Message/), 'How do I register as a blood donor?');
}

function setup({ insert, service = null }: { insert?: FakeResult | Promise<FakeResult>; service?: string | null } = {}) {
  const fake = createFakeSupabase({ insert });
  loadSupabaseMock.mockResolvedValue(fake.client);
  renderWithProviders(<ContactForm service={service} />);
  return { fake, user: userEvent.setup() };
}

beforeEach(() => {
  loadSupabaseMock.mockReset();
  notifyMock.mockReset();
  useCurrentUserMock.mockReturnValue({ user: null, loading: false });
});

describe('ContactForm', () => {
  it('shows every validation message and sends nothing when submitted empty', async () => {
    const { fake, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Subject must be at least 5 characters')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();
    expect(fake.insert).not.toHaveBeenCalled();
  });

  it('shows a field message once the field is left with a too-short value', async () => {
    const { user } = setup();
    await user.type(field(/^Name/), 'A');
    await user.type(field(/^Email/), 'not-an-email');
    await user.type(field(/^Subject/), 'Hey');
    await user.type(field(/^Message/), 'Too short');
    await user.tab();
    expect(screen.getByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Subject must be at least 5 characters')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();
  });

  it('the first press on Send after invalid input counts: no message moves the page before the release, which validates', async () => {
    const { fake, user } = setup();
    await user.type(field(/^Email/), 'ada@example.com');
    await user.type(field(/^Subject/), 'Question about donating');
    await user.type(field(/^Message/), 'Too short');
    const send = screen.getByRole('button', { name: 'Send' });

    await user.pointer({ keys: '[MouseLeft>]', target: send });
    // jsdom has no layout: no message appears, so nothing can push Send from under the pointer
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.pointer({ keys: '[/MouseLeft]', target: send });
    // the click landed: the submit checked every field, the untouched name too
    expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();
    expect(screen.getByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(fake.insert).not.toHaveBeenCalled();
  });

  it('inserts the message for a visitor with user_id null, toasts and resets the form', async () => {
    const { fake, user } = setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() =>
      expect(notifyMock).toHaveBeenCalledWith({
        title: 'Message Sent',
        description: "Thank you for contacting us. We'll get back to you soon.",
      }),
    );
    expect(fake.from).toHaveBeenCalledWith('contact_messages');
    expect(fake.insert).toHaveBeenCalledTimes(1);
    expect(fake.insert).toHaveBeenCalledWith('contact_messages', {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Question about donating',
      message: 'How do I register as a blood donor?',
      service: null,
      user_id: null,
    });
    // No read-back: anonymous visitors cannot select from contact_messages.
    expect(fake.calls.filter((call) => call.table === 'contact_messages').map((call) => call.method)).toEqual(['insert']);

    await waitFor(() => expect(field(/^Name/)).toHaveValue(''));
    expect(field(/^Email/)).toHaveValue('');
    expect(field(/^Subject/)).toHaveValue('');
    expect(field(/^Message/)).toHaveValue('');
    // Reset means no leftover errors on the emptied fields.
    expect(screen.queryByText('Name must be at least 2 characters')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('sends the signed-in user id and the service, and resets to the prefilled subject', async () => {
    useCurrentUserMock.mockReturnValue({ user: donor, loading: false });
    const { fake, user } = setup({ service: 'Blood Donation' });
    expect(field(/^Subject/)).toHaveValue('Donation Information Request: Blood Donation');
    await user.type(field(/^Name/), '  Dana Donor ');
    await user.type(field(/^Email/), 'dana@example.com');
    await user.type(field(/^Message/), 'I would like to donate next month.');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(fake.insert).toHaveBeenCalled());
    expect(fake.insert).toHaveBeenCalledWith('contact_messages', {
      name: 'Dana Donor',
      email: 'dana@example.com',
      subject: 'Donation Information Request: Blood Donation',
      message: 'I would like to donate next month.',
      service: 'Blood Donation',
      user_id: 'user-123',
    });
    await waitFor(() => expect(field(/^Message/)).toHaveValue(''));
    expect(field(/^Subject/)).toHaveValue('Donation Information Request: Blood Donation');
  });

  it("shows 'Sending...' and disables the button while the insert runs", async () => {
    let finish: (result: FakeResult) => void = () => undefined;
    const pending = new Promise<FakeResult>((resolve) => {
      finish = resolve;
    });
    const { user } = setup({ insert: pending });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();

    finish({ error: null });
    expect(await screen.findByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('shows a destructive toast with the server message and keeps the input when the insert fails', async () => {
    const { user } = setup({ insert: { error: { message: 'Message must be at least 10 characters' } } });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() =>
      expect(notifyMock).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Message must be at least 10 characters',
        variant: 'destructive',
      }),
    );
    expect(notifyMock).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Message Sent' }));
    expect(field(/^Name/)).toHaveValue('Ada Lovelace');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('shows a destructive toast with the network text when the request itself fails', async () => {
    const { user } = setup({ insert: Promise.reject(new TypeError('Failed to fetch')) });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(notifyMock).toHaveBeenCalledWith({ title: 'Error', description: NETWORK_ERROR_MESSAGE, variant: 'destructive' }),
    );
  });

  it.each([
    [
      'the wedged-backend text',
      { message: 'current transaction is aborted, commands ignored until end of transaction block', code: 'SUP' },
      500,
    ],
    [
      'a constraint violation',
      { message: 'new row for relation "contact_messages" violates check constraint "contact_messages_name_check"', code: '23514' },
      400,
    ],
    [
      'a row-level security denial',
      { message: 'new row violates row-level security policy for table "contact_messages"', code: '42501' },
      403,
    ],
  ])('never shows raw database text (%s): the friendly send-failed text instead', async (_name, error, status) => {
    const { user } = setup({ insert: { error, status } });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(notifyMock).toHaveBeenCalledWith({ title: 'Error', description: SEND_FAILED_MESSAGE, variant: 'destructive' }),
    );
    expect(field(/^Message/)).toHaveValue('How do I register as a blood donor?');
  });

  it("the database's hourly limit per address (429 with its own text) says so and keeps the input", async () => {
    const { user } = setup({ insert: { error: { message: CONTACT_MESSAGES.tooMany, code: 'PT429' }, status: 429 } });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(notifyMock).toHaveBeenCalledWith({
        title: 'Error',
        description: 'You have sent several messages in the last hour. Please wait before sending another.',
        variant: 'destructive',
      }),
    );
    expect(field(/^Message/)).toHaveValue('How do I register as a blood donor?');
  });

  it('a rate-limited send (429) asks the visitor to wait', async () => {
    const { user } = setup({ insert: { error: { message: 'Too many requests' }, status: 429 } });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(notifyMock).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Too many attempts. Please wait a moment and try again.',
        variant: 'destructive',
      }),
    );
  });
});
