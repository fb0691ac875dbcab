import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadSupabase, useSession } from '@donation-network/portal-session';
import { notify } from '@donation-network/shared-ui';
import { LocationProbe, renderWithProviders } from '../../../../test-utils';
import { completeRegistration, recordConsents } from '../../api/registration-api';
import type { WizardStepProps } from '../../wizard/wizard-types';
import { CompleteStep } from './CompleteStep';
import { fakeSupabaseClient } from '@donation-network/portal-session/testing';

jest.mock('../../api/registration-api');
jest.mock('@donation-network/portal-session', () => ({
  ...jest.requireActual('@donation-network/portal-session'),
  loadSupabase: jest.fn(),
}));
jest.mock('@donation-network/shared-ui', () => ({ ...jest.requireActual('@donation-network/shared-ui'), notify: jest.fn() }));

const calls: string[] = [];
const refreshSession = jest.fn(async () => {
  calls.push('refreshSession');
  return { data: {}, error: null };
});
const refreshUser = jest.fn(async () => {
  calls.push('refreshUser');
  return null;
});
const maybeSingle = jest.fn();
const eq = jest.fn(() => ({ abortSignal: () => ({ maybeSingle }) }));
const originalRefreshUser = useSession.getState().refreshUser;

function renderStep(overrides: Partial<WizardStepProps> = {}) {
  const props: WizardStepProps = {
    userType: 'donor',
    userId: 'user-1',
    email: 'ada@example.org',
    data: { name: 'Ada Lovelace' },
    update: jest.fn(async () => void calls.push('saveDraft')),
    next: jest.fn(),
    back: jest.fn(),
    ...overrides,
  };
  renderWithProviders(
    <>
      <CompleteStep {...props} />
      <LocationProbe />
    </>,
    { initialEntries: ['/register'] },
  );
  return { props, user: userEvent.setup() };
}

const completeButton = () => screen.getByRole('button', { name: 'Complete Registration' });

beforeEach(() => {
  jest.clearAllMocks();
  calls.length = 0;
  jest.mocked(loadSupabase).mockResolvedValue(fakeSupabaseClient({ auth: { refreshSession }, from: () => ({ select: () => ({ eq }) }) }));
  maybeSingle.mockResolvedValue({ data: { donor_id: 'a123456' }, error: null, status: 200 });
  jest.mocked(recordConsents).mockImplementation(async () => void calls.push('recordConsents'));
  jest.mocked(completeRegistration).mockImplementation(async () => void calls.push('completeRegistration'));
  useSession.setState({ refreshUser });
});

afterAll(() => useSession.setState({ refreshUser: originalRefreshUser }));

describe('CompleteStep', () => {
  it('summarises the registration with the formatted donor ID and the policy links in a new tab', async () => {
    renderStep();

    expect(screen.getByText('Blood Donor')).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('ada@example.org')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('donor-id')).toHaveTextContent('a-12-34-56'));
    expect(eq).toHaveBeenCalledWith('user_id', 'user-1');
    for (const [name, href] of [
      ['Terms and Conditions', '/terms'],
      ['Privacy Policy', '/privacy'],
      ['Data Protection Policy', '/data-protection'],
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('enables Complete Registration only once the data-protection consent is ticked', async () => {
    const { user } = renderStep();
    expect(completeButton()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /I consent to the processing of my personal data/ }));
    expect(completeButton()).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: /I consent/ }));
    expect(completeButton()).toBeDisabled();
    expect(recordConsents).not.toHaveBeenCalled();
  });

  it('saves the draft, records consents, completes, refreshes the session and lands on the type page', async () => {
    const { props, user } = renderStep({ userType: 'founder', data: { name: 'Grace Hopper' } });
    await user.click(screen.getByRole('checkbox', { name: /I consent/ }));
    await user.click(completeButton());

    await waitFor(() => expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/founder/dashboard'));
    // the database writes the founder profile from the draft: no second call after completion
    expect(calls).toEqual(['saveDraft', 'recordConsents', 'completeRegistration', 'refreshSession', 'refreshUser']);
    expect(props.update).toHaveBeenCalledWith({});
    expect(recordConsents).toHaveBeenCalledWith(['terms', 'data-protection']);
    expect(completeRegistration).toHaveBeenCalledWith('founder', 'Grace Hopper');
    expect(notify).toHaveBeenCalledWith({
      title: 'Registration Successful',
      description: "You've been registered as a Founder",
      variant: 'success',
    });
  });

  it('names an Investor with "an" in the success toast', async () => {
    const { user } = renderStep({ userType: 'investor', data: { name: 'Ivan Investor' } });
    await user.click(screen.getByRole('checkbox', { name: /I consent/ }));
    await user.click(completeButton());

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Registration Successful',
        description: "You've been registered as an Investor",
        variant: 'success',
      }),
    );
  });

  it('on failure says so with a friendly message and keeps the user on the step', async () => {
    jest.mocked(completeRegistration).mockRejectedValue(new Error('null value in column "full_name" violates not-null constraint'));
    const { user } = renderStep();
    await user.click(screen.getByRole('checkbox', { name: /I consent/ }));
    await user.click(completeButton());

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Registration Error',
        description: 'There was an error completing your registration',
        variant: 'destructive',
      }),
    );
    expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/register');
    expect(refreshSession).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: /I consent/ })).toBeChecked();
    expect(completeButton()).toBeEnabled();
  });
});
