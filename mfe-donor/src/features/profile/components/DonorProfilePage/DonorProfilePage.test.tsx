import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { permissionsFor, useSession } from '@donation-network/portal-session';
import { notify } from '@donation-network/shared-ui';
import { PENDING_APPROVAL } from '@donation-network/shared-ui/forms';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { DONOR_PROFILE_MESSAGES, PROFILE_MESSAGES, todayIsoDate } from '@donation-network/shared-rules';
import { getDonorProfile, submitDonorProfileChange, type DonorProfileDetails } from '../../api/donor-profile-api';
import { changedDonorProfile, donorProfileSchema, initialDonorProfile } from './donor-profile-form';
import { DonorProfilePage, PROFILE_UPDATE_REQUESTED } from './DonorProfilePage';

jest.mock('@donation-network/shared-ui', () => ({ ...jest.requireActual('@donation-network/shared-ui'), notify: jest.fn() }));
jest.mock('../../api/donor-profile-api', () => ({ getDonorProfile: jest.fn(), submitDonorProfileChange: jest.fn() }));

const notifyMock = jest.mocked(notify);
const getMock = jest.mocked(getDonorProfile);
const submitMock = jest.mocked(submitDonorProfileChange);

const DETAILS: DonorProfileDetails = {
  full_name: 'Demo Donor',
  phone: '+1 555 010 4242',
  blood_group: 'O-',
  country: 'US',
  last_donation_date: '2026-09-19',
};

beforeEach(() => {
  jest.clearAllMocks();
  useSession.setState({
    loading: false,
    user: {
      id: '00000000-0000-4000-8000-000000000002',
      name: 'Demo Donor',
      email: 'donor@demo.donation.network',
      photoURL: null,
      isAdmin: false,
      role: 'donor',
      permissions: permissionsFor('donor'),
    },
  });
});

afterEach(() => useSession.getState().reset());

async function renderPage() {
  renderWithProviders(<DonorProfilePage />, { route: '/donor/profile' });
  return screen.findByRole('form', { name: 'Donor profile' });
}

describe('DonorProfilePage', () => {
  it('shows the donor record with the pending request laid over it', async () => {
    getMock.mockResolvedValue({
      details: DETAILS,
      pending: { id: 'r1', changes: { phone: '+44 20 7946 0123' }, created_at: '2026-11-20T10:00:00Z' },
    });
    await renderPage();
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Demo Donor');
    expect(screen.getByLabelText(/Phone number/)).toHaveValue('+44 20 7946 0123');
    expect(screen.getByLabelText(/Blood group/)).toHaveValue('O-');
    expect(screen.getByLabelText(/Country/)).toHaveValue('US');
    expect(screen.getByRole('option', { name: 'United Kingdom' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Last donation/)).toHaveValue('2026-09-19');
    expect(screen.getByTestId('pending-approval')).toHaveTextContent(PENDING_APPROVAL);
    expect(screen.getByRole('button', { name: 'Update Request' })).toBeInTheDocument();
  });

  it('sends only the changed fields for approval and says so', async () => {
    getMock.mockResolvedValue({ details: DETAILS, pending: null });
    submitMock.mockResolvedValue({ id: 'r2', changes: { phone: '+1 555 999 0000' }, created_at: '2026-11-28T10:00:00Z' });
    const user = userEvent.setup();
    await renderPage();

    await user.clear(screen.getByLabelText(/Phone number/));
    await user.type(screen.getByLabelText(/Phone number/), ' +1 555 999 0000 ');
    await user.click(screen.getByRole('button', { name: 'Request Update' }));

    await waitFor(() => expect(submitMock).toHaveBeenCalledWith({ phone: '+1 555 999 0000' }));
    expect(notifyMock).toHaveBeenCalledWith(expect.objectContaining({ title: PROFILE_UPDATE_REQUESTED, variant: 'success' }));
    expect(await screen.findByTestId('pending-approval')).toBeInTheDocument();
  });

  it("keeps bad input on screen with the rule's message and sends nothing", async () => {
    getMock.mockResolvedValue({ details: DETAILS, pending: null });
    const user = userEvent.setup();
    await renderPage();

    await user.clear(screen.getByLabelText(/Phone number/));
    await user.type(screen.getByLabelText(/Phone number/), '555 12');
    await user.click(screen.getByRole('button', { name: 'Request Update' }));

    expect(await screen.findByText(PROFILE_MESSAGES.phoneDigits)).toBeInTheDocument();
    expect(screen.getByLabelText(/Phone number/)).toHaveValue('555 12');
    expect(submitMock).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in a toast without losing the input", async () => {
    getMock.mockResolvedValue({ details: DETAILS, pending: null });
    submitMock.mockRejectedValue(new Error(DONOR_PROFILE_MESSAGES.phoneMaxDigits));
    const user = userEvent.setup();
    await renderPage();

    await user.clear(screen.getByLabelText(/Full name/));
    await user.type(screen.getByLabelText(/Full name/), 'Ada Donor');
    await user.click(screen.getByRole('button', { name: 'Request Update' }));

    await waitFor(() => expect(notifyMock).toHaveBeenCalledWith(expect.objectContaining({ variant: 'destructive' })));
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Ada Donor');
  });

  it('nudges an account without a donor record to finish registering', async () => {
    getMock.mockResolvedValue({ details: null, pending: null });
    renderWithProviders(<DonorProfilePage />, { route: '/donor/profile' });
    expect(await screen.findByRole('link', { name: 'Complete donor registration' })).toHaveAttribute('href', '/register/donor');
  });
});

describe('donor profile validation', () => {
  const valid = { full_name: 'Demo Donor', phone: '+1 555 010 4242', blood_group: 'O-', country: 'US', last_donation_date: '2026-09-19' };
  const messageFor = (values: Record<string, string>) =>
    donorProfileSchema.validate(values, { abortEarly: true }).then(
      () => null,
      (error: { message: string }) => error.message,
    );

  it.each([
    ['a name of one letter', { full_name: 'A' }, PROFILE_MESSAGES.nameMin],
    ['no phone number', { phone: '' }, DONOR_PROFILE_MESSAGES.phoneRequired],
    ['a phone number of 16 digits', { phone: '+1 555 123 4567 89012' }, DONOR_PROFILE_MESSAGES.phoneMaxDigits],
    ['no blood group', { blood_group: '' }, DONOR_PROFILE_MESSAGES.bloodGroupRequired],
    ['a country off the list', { country: 'XX' }, PROFILE_MESSAGES.country],
    ['a last donation tomorrow', { last_donation_date: '2999-01-01' }, DONOR_PROFILE_MESSAGES.lastDonationFuture],
    ['a last donation in 1899', { last_donation_date: '1899-12-31' }, DONOR_PROFILE_MESSAGES.lastDonationPast],
  ])('refuses %s', async (_case, change, message) => {
    expect(await messageFor({ ...valid, ...change })).toBe(message);
  });

  it('accepts a donor without a country or a last donation, and today as the last donation', async () => {
    expect(await messageFor({ ...valid, country: '', last_donation_date: '' })).toBeNull();
    expect(await messageFor({ ...valid, last_donation_date: todayIsoDate() })).toBeNull();
  });

  it('starts from the pending request and sends what differs from the stored profile, trimmed', () => {
    const values = initialDonorProfile(DETAILS, { id: 'r1', changes: { country: 'GB' }, created_at: '2026-11-20T10:00:00Z' });
    expect(values).toEqual({ ...DETAILS, country: 'GB' });
    expect(changedDonorProfile({ ...values, full_name: ' Ada Donor ', last_donation_date: '' }, DETAILS)).toEqual({
      full_name: 'Ada Donor',
      country: 'GB',
      last_donation_date: '',
    });
  });
});
