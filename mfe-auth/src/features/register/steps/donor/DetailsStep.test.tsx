import { renderWithProviders } from '../../../../test-utils';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadSupabase } from '@donation-network/portal-session';
import { notify } from '@donation-network/shared-ui';
import type { WizardStepProps } from '../../wizard/wizard-types';
import { DetailsStep } from './DetailsStep';
import { fakeSupabaseClient } from '@donation-network/portal-session/testing';

jest.mock('@donation-network/portal-session', () => ({
  ...jest.requireActual('@donation-network/portal-session'),
  loadSupabase: jest.fn(),
}));
jest.mock('@donation-network/shared-ui', () => ({ ...jest.requireActual('@donation-network/shared-ui'), notify: jest.fn() }));

const notifyMock = jest.mocked(notify);
const upsert = jest.fn();

beforeEach(() => {
  jest.clearAllMocks();
  upsert.mockResolvedValue({ error: null, status: 201 });
  jest.mocked(loadSupabase).mockResolvedValue(fakeSupabaseClient({ from: jest.fn(() => ({ upsert })) }));
});

function renderStep(overrides: Partial<WizardStepProps> = {}) {
  const props: WizardStepProps = {
    userType: 'donor',
    userId: 'user-1',
    email: 'ada@example.org',
    data: {},
    update: jest.fn().mockResolvedValue(undefined),
    next: jest.fn().mockResolvedValue(undefined),
    back: jest.fn(),
    ...overrides,
  };
  renderWithProviders(<DetailsStep {...props} />);
  return { props, user: userEvent.setup() };
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

async function fillIn(user: ReturnType<typeof userEvent.setup>, phone = '+61 400 123 456') {
  await user.type(screen.getByLabelText(/^Full name/), 'Ada Lovelace');
  await user.selectOptions(screen.getByLabelText(/^Blood group/), 'O-');
  await user.type(screen.getByLabelText(/^Phone number/), phone);
}

describe('DetailsStep', () => {
  it('shows each required message inline and sums the missing fields up in a toast', async () => {
    const { props, user } = renderStep();
    await user.click(continueButton());

    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Blood group is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('You must accept the terms and conditions')).toBeInTheDocument();
    expect(notifyMock).toHaveBeenCalledWith({
      title: 'Missing Information',
      description: 'Please fill in all required fields: Full name, Blood group, Phone number',
      variant: 'destructive',
    });
    expect(props.next).not.toHaveBeenCalled();
  });

  it('names only the fields still missing', async () => {
    const { user } = renderStep({ data: { name: 'Ada Lovelace' } });
    await user.selectOptions(screen.getByLabelText(/^Blood group/), 'AB+');
    await user.click(continueButton());
    expect(notifyMock).toHaveBeenCalledWith({
      title: 'Missing Information',
      description: 'Please fill in all required fields: Phone number',
      variant: 'destructive',
    });
  });

  it('refuses to continue until the terms are accepted', async () => {
    const { props, user } = renderStep();
    await fillIn(user);
    await user.click(continueButton());
    expect(notifyMock).toHaveBeenCalledWith({
      title: 'Terms Not Accepted',
      description: 'You must accept the terms and conditions to continue.',
      variant: 'destructive',
    });
    expect(props.next).not.toHaveBeenCalled();
  });

  it('checks the phone number format', async () => {
    const { props, user } = renderStep();
    await fillIn(user, '12345');
    await user.click(screen.getByRole('checkbox'));
    await user.click(continueButton());
    expect(await screen.findByText('Please enter a valid phone number with 10 to 15 digits')).toBeInTheDocument();
    expect(props.next).not.toHaveBeenCalled();
  });

  it('offers the eight blood groups and links the terms and privacy policy in a new tab', () => {
    renderStep();
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options.slice(1)).toEqual(['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-']);
    for (const [name, href] of [
      ['terms and conditions', '/terms'],
      ['privacy policy', '/privacy'],
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('saves a donor record and moves on with the details', async () => {
    const { props, user } = renderStep();
    await fillIn(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(continueButton());

    await waitFor(() => expect(props.next).toHaveBeenCalled());
    expect(upsert).toHaveBeenCalledWith(
      { user_id: 'user-1', blood_group: 'O-', phone: '+61 400 123 456', terms_accepted: true },
      { onConflict: 'user_id' },
    );
    expect(props.next).toHaveBeenCalledWith({
      name: 'Ada Lovelace',
      bloodGroup: 'O-',
      phoneNumber: '+61 400 123 456',
      termsAccepted: true,
    });
  });

  it('keeps a recipient in the draft only, pre-filled from it', async () => {
    const data = { name: 'Grace Hopper', bloodGroup: 'B+', phoneNumber: '0412 345 678', termsAccepted: true } as const;
    const { props, user } = renderStep({ userType: 'recipient', data });
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Grace Hopper');
    await user.click(continueButton());
    await waitFor(() => expect(props.next).toHaveBeenCalledWith(data));
    expect(upsert).not.toHaveBeenCalled();
  });

  it("shows the database's message when the donor record is refused", async () => {
    upsert.mockResolvedValue({ error: { message: 'You must accept the terms and conditions' }, status: 400 });
    const { props, user } = renderStep();
    await fillIn(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(continueButton());

    expect(await screen.findByText('Registration Error')).toBeInTheDocument();
    expect(notifyMock).toHaveBeenCalledWith({
      title: 'Registration Error',
      description: 'You must accept the terms and conditions',
      variant: 'destructive',
    });
    expect(props.next).not.toHaveBeenCalled();
  });

  it('goes back', async () => {
    const { props, user } = renderStep();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(props.back).toHaveBeenCalled();
  });
});
