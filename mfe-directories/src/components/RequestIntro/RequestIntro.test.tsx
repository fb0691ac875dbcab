import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession, type AppUser } from '@donation-network/portal-session';
import { notify } from '@donation-network/shared-ui';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { pendingIntroWith, requestIntro } from '../../lib/intros';
import { RequestIntroButton } from './RequestIntro';

jest.mock('@donation-network/shared-ui', () => ({ ...jest.requireActual('@donation-network/shared-ui'), notify: jest.fn() }));
jest.mock('../../lib/intros', () => ({ requestIntro: jest.fn(), pendingIntroWith: jest.fn() }));

const mockedRequest = jest.mocked(requestIntro);
const mockedPending = jest.mocked(pendingIntroWith);

const investor: AppUser = {
  id: '00000000-0000-4000-8000-000000000006',
  name: 'Demo Investor',
  email: 'investor@demo.donation.network',
  photoURL: null,
  isAdmin: false,
  role: 'investor',
  permissions: [],
};
const FOUNDER_USER = '00000000-0000-4000-8000-000000000005';
const PROFILE = 'f0a1c2d3-00de-4a5b-8c6d-0000000000de';

const renderButton = (targetUserId: string | null = FOUNDER_USER) =>
  renderWithProviders(
    <RequestIntroButton
      targetKind="founder"
      targetProfileId={PROFILE}
      targetUserId={targetUserId}
      targetName="Demo Vitals"
      label="Contact Founder"
    />,
  );

beforeEach(() => {
  jest.clearAllMocks();
  mockedPending.mockResolvedValue(null);
  useSession.setState({ user: investor, loading: false });
});

test('signed out: the button is a link to /login', () => {
  useSession.setState({ user: null, loading: false });
  renderButton();
  expect(screen.getByRole('link', { name: 'Contact Founder' })).toHaveAttribute('href', '/login');
});

test('the owner sees no button on their own profile', () => {
  useSession.setState({ user: { ...investor, id: FOUNDER_USER, role: 'founder' }, loading: false });
  renderButton();
  expect(screen.queryByRole('button', { name: 'Contact Founder' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Contact Founder' })).not.toBeInTheDocument();
});

test('the message is required; a sent request toasts and closes the dialog', async () => {
  const user = userEvent.setup();
  mockedRequest.mockResolvedValue(undefined);
  renderButton();
  await user.click(screen.getByRole('button', { name: 'Contact Founder' }));
  const dialog = screen.getByRole('dialog', { name: 'Request an intro to Demo Vitals' });

  await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
  expect(await within(dialog).findByText('Please write a message')).toBeInTheDocument();
  expect(mockedRequest).not.toHaveBeenCalled();

  await user.type(within(dialog).getByLabelText(/Message/), 'We invest in seed healthcare software.');
  await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
  expect(mockedRequest).toHaveBeenCalledWith('founder', PROFILE, 'We invest in seed healthcare software.');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Intro request sent', variant: 'success' }));
  // now pending: no second dialog to type into
  expect(screen.getByRole('button', { name: 'Intro Requested' })).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Contact Founder' })).not.toBeInTheDocument();
});

test('a refusal is shown in the dialog in words and the message stays', async () => {
  const user = userEvent.setup();
  mockedRequest.mockRejectedValue(new Error('An intro request between you is already pending'));
  renderButton();
  await user.click(screen.getByRole('button', { name: 'Contact Founder' }));
  const dialog = screen.getByRole('dialog', { name: 'Request an intro to Demo Vitals' });
  await user.type(within(dialog).getByLabelText(/Message/), 'Hello again');
  await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('An intro request between you is already pending');
  expect(within(dialog).getByLabelText(/Message/)).toHaveValue('Hello again');
  expect(notify).not.toHaveBeenCalled();
});

test('a listing nobody owns yet explains that it cannot receive intros', async () => {
  const user = userEvent.setup();
  renderButton(null);
  await user.click(screen.getByRole('button', { name: 'Contact Founder' }));
  const dialog = screen.getByRole('dialog', { name: 'Request an intro to Demo Vitals' });
  expect(within(dialog).getByText('This profile has no account to receive intro requests yet')).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Send Request' })).not.toBeInTheDocument();
});

describe('an intro already pending between the two accounts shows before any dialog', () => {
  test('sent by the visitor: a disabled Intro Requested and who it waits for', async () => {
    mockedPending.mockResolvedValue('sent');
    renderButton();
    expect(await screen.findByRole('button', { name: 'Intro Requested' })).toBeDisabled();
    expect(screen.getByText('Your intro request is waiting for Demo Vitals to answer.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Contact Founder' })).not.toBeInTheDocument();
    expect(mockedPending).toHaveBeenCalledWith(investor.id, FOUNDER_USER, expect.any(AbortSignal));
  });

  test("received from the profile's owner: a link to answer it on the visitor's dashboard", async () => {
    mockedPending.mockResolvedValue('received');
    renderButton();
    expect(await screen.findByRole('link', { name: 'Answer Intro Request' })).toHaveAttribute('href', '/investor/dashboard');
    expect(screen.getByText('Demo Vitals asked you for an intro.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Contact Founder' })).not.toBeInTheDocument();
  });

  test('nothing pending, or the read failed: the usual button', async () => {
    mockedPending.mockRejectedValue(new Error('Failed to fetch'));
    renderButton();
    await waitFor(() => expect(mockedPending).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Contact Founder' })).toBeEnabled();
  });

  test('signed out or no account behind the profile: nothing is read', () => {
    useSession.setState({ user: null, loading: false });
    renderButton();
    renderButton(null);
    expect(mockedPending).not.toHaveBeenCalled();
  });
});
