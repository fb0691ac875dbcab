import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { permissionsFor, useSession, type AppUser } from '@donation-network/portal-session';
import { notify } from '@donation-network/shared-ui';
import App from '../../../App';
import { LocationProbe, renderWithProviders } from '../../../test-utils';
import { deleteDraft, loadDraft, saveDraft } from '../api/registration-api';
import type { WizardStepProps } from './wizard-types';

jest.mock('../api/registration-api');
jest.mock('@donation-network/shared-ui', () => ({ ...jest.requireActual('@donation-network/shared-ui'), notify: jest.fn() }));

/** A step stand-in: names itself, shows what it was given, and offers next / back. */
function mockStep(name: string) {
  return function Step({ next, back, email, data }: WizardStepProps) {
    return createElement(
      'section',
      { 'aria-label': name },
      createElement('output', { 'data-testid': 'step-props' }, JSON.stringify({ email, data })),
      createElement('button', { type: 'button', onClick: () => void next({ name: `after ${name}` }) }, `Next from ${name}`),
      createElement('button', { type: 'button', onClick: back }, `Back from ${name}`),
    );
  };
}
jest.mock('../steps/donor/DetailsStep', () => ({ DetailsStep: mockStep('details step') }));
jest.mock('../steps/verify/VerifyStep', () => ({ VerifyStep: mockStep('verify step') }));
jest.mock('../steps/payment/DonorPaymentStep', () => ({ DonorPaymentStep: mockStep('payment step') }));
jest.mock('../steps/plan/PlanStep', () => ({ PlanStep: mockStep('plan step') }));
jest.mock('../steps/partner/OrganisationStep', () => ({ OrganisationStep: mockStep('organisation step') }));
jest.mock('../steps/partner/LicenceStep', () => ({ LicenceStep: mockStep('licence step') }));
jest.mock('../steps/founder/FounderDetailsStep', () => ({ FounderDetailsStep: mockStep('founder step') }));
jest.mock('../steps/investor/InvestorDetailsStep', () => ({ InvestorDetailsStep: mockStep('investor step') }));
jest.mock('../steps/payment/PartnerPaymentStep', () => ({ PartnerPaymentStep: mockStep('partner payment step') }));
jest.mock('../steps/verify/EmailVerifyStep', () => ({ EmailVerifyStep: mockStep('e-mail step') }));
jest.mock('../steps/listing/ListingStep', () => ({ ListingStep: mockStep('listing step') }));
jest.mock('../steps/complete/CompleteStep', () => ({ CompleteStep: mockStep('complete step') }));

const loadDraftMock = jest.mocked(loadDraft);
const saveDraftMock = jest.mocked(saveDraft);
const deleteDraftMock = jest.mocked(deleteDraft);

const USER: AppUser = {
  id: 'user-1',
  name: 'User',
  email: 'ada@example.org',
  photoURL: null,
  isAdmin: false,
  role: 'recipient',
  permissions: permissionsFor('recipient'),
};

function signIn() {
  useSession.setState({ user: USER, loading: false });
}

function renderAt(path: string) {
  return renderWithProviders(
    <>
      <App />
      <LocationProbe />
    </>,
    { initialEntries: [path] },
  );
}

const progress = () => screen.getByRole('progressbar', { name: 'Registration progress' });
const statuses = () =>
  within(screen.getByRole('list', { name: 'Registration progress' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-status'));
const pathname = () => screen.getByTestId('location').getAttribute('data-pathname');

beforeEach(() => {
  jest.clearAllMocks();
  useSession.getState().reset();
  useSession.setState({ loading: false });
  saveDraftMock.mockResolvedValue(undefined);
  deleteDraftMock.mockResolvedValue(undefined);
  loadDraftMock.mockResolvedValue(null);
});

describe('RegistrationWizard', () => {
  it('signed out: step 1 of the type with progress 0 and the steps labelled and described', async () => {
    renderAt('/register/donor');

    // the page loads with its route
    expect(await screen.findByRole('heading', { level: 1, name: 'Blood Donor Registration' })).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '0');
    expect(progress()).toHaveAttribute('aria-valuetext', 'Step 1 of 5');
    expect(statuses()).toEqual(['current', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    expect(screen.getByText('Donor verification fee')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(loadDraftMock).not.toHaveBeenCalled();
  });

  it.each([
    ['partner', 'Healthcare Partner', ['organisation step', 'licence step', 'partner payment step', 'complete step']],
    ['founder', 'Founder', ['founder step', 'e-mail step', 'listing step', 'complete step']],
    ['investor', 'Investor', ['investor step', 'e-mail step', 'listing step', 'complete step']],
  ])('a %s goes through five steps: Account, Details, Verify, Payment, Complete', async (type, label, regions) => {
    signIn();
    renderAt(`/register/${type}`);
    const user = userEvent.setup();

    // the heading of the loading state gives way to the wizard's own once the draft is read
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: `${label} Registration` })).toBeInTheDocument());
    for (const [index, region] of regions.entries()) {
      expect(await screen.findByRole('region', { name: region })).toBeInTheDocument();
      expect(progress()).toHaveAttribute('aria-valuetext', `Step ${index + 2} of 5`);
      if (index < regions.length - 1) await user.click(screen.getByRole('button', { name: `Next from ${region}` }));
    }
    expect(within(screen.getByRole('list', { name: 'Registration progress' })).getByText('Payment')).toBeInTheDocument();
  });

  it('signed in without a draft: saves the type and starts at step 2 with the session e-mail', async () => {
    signIn();
    renderAt('/register/recipient');

    expect(await screen.findByRole('region', { name: 'details step' })).toBeInTheDocument();
    expect(saveDraftMock).toHaveBeenCalledWith('user-1', { user_type: 'recipient', step: 2, data: {} });
    expect(JSON.parse(screen.getByTestId('step-props').textContent ?? '')).toEqual({ email: 'ada@example.org', data: {} });
    expect(progress()).toHaveAttribute('aria-valuenow', String((1 / 3) * 100));
    expect(statuses()).toEqual(['done', 'current', 'upcoming', 'upcoming']);
  });

  it('resumes a draft of the same type at its step with its data, and saves each move', async () => {
    signIn();
    loadDraftMock.mockResolvedValue({ user_type: 'donor', step: 3, data: { name: 'Ada' } });
    renderAt('/register/donor');

    expect(await screen.findByRole('region', { name: 'verify step' })).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '50');
    expect(saveDraftMock).not.toHaveBeenCalled();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Next from verify step' }));

    expect(await screen.findByRole('region', { name: 'payment step' })).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '75');
    expect(saveDraftMock).toHaveBeenCalledWith('user-1', { user_type: 'donor', step: 4, data: { name: 'after verify step' } });
  });

  it('never resumes into step 1 once signed in', async () => {
    signIn();
    loadDraftMock.mockResolvedValue({ user_type: 'founder', step: 1, data: {} });
    renderAt('/register/founder');
    expect(await screen.findByRole('region', { name: 'founder step' })).toBeInTheDocument();
  });

  it('a recipient without a plan sees the plan choice inside the last step, the summary once it has one', async () => {
    signIn();
    loadDraftMock.mockResolvedValue({ user_type: 'recipient', step: 4, data: {} });
    renderAt('/register/recipient');
    expect(await screen.findByRole('region', { name: 'plan step' })).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '100');
  });

  it('keeps the user going and says so when a save fails', async () => {
    signIn();
    loadDraftMock.mockResolvedValue({ user_type: 'partner', step: 2, data: {} });
    saveDraftMock.mockRejectedValue(Object.assign(new Error('fetch failed'), { name: 'TypeError' }));
    renderAt('/register/partner');

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Next from organisation step' }));

    expect(await screen.findByRole('region', { name: 'licence step' })).toBeInTheDocument();
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Progress Not Saved', variant: 'destructive' })),
    );
  });

  it('shows a friendly error with Retry when the draft cannot be loaded', async () => {
    signIn();
    loadDraftMock.mockRejectedValueOnce(new Error('relation "registration_drafts" does not exist'));
    renderAt('/register/investor');

    expect(await screen.findByText("Couldn't load your registration")).toBeInTheDocument();
    expect(screen.queryByText(/registration_drafts/)).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'investor step' })).toBeInTheDocument();
  });

  it('/register opens the wizard of the signed-in user draft; Back shows the chooser', async () => {
    signIn();
    loadDraftMock.mockResolvedValue({ user_type: 'partner', step: 3, data: {} });
    renderAt('/register');

    expect(await screen.findByRole('region', { name: 'licence step' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Healthcare Partner Registration' })).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Register with Donation Network' })).toBeInTheDocument();
    expect(pathname()).toBe('/register');
  });

  it('Back from step 2 goes to step 1 (the account), and Back from step 1 to the chooser, not into the draft again', async () => {
    signIn();
    loadDraftMock.mockResolvedValue({ user_type: 'donor', step: 2, data: { name: 'Ada' } });
    renderAt('/register/donor');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Back from details step' }));

    expect(await screen.findByText('You are registering with ada@example.org.')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuetext', 'Step 1 of 5');
    expect(screen.getByRole('heading', { level: 2, name: 'Account' })).toBeInTheDocument();
    expect(pathname()).toBe('/register/donor');
    expect(saveDraftMock).toHaveBeenLastCalledWith('user-1', { user_type: 'donor', step: 1, data: { name: 'Ada' } });

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('region', { name: 'details step' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back from details step' }));
    expect(await screen.findByText('You are registering with ada@example.org.')).toBeInTheDocument();
    // the step's own Back (the frame's Back, first on the page, always leaves for the chooser)
    await user.click(screen.getAllByRole('button', { name: 'Back' }).at(-1)!);

    await waitFor(() => expect(pathname()).toBe('/register'));
    expect(screen.getByRole('heading', { level: 1, name: 'Register with Donation Network' })).toBeInTheDocument();
    await act(async () => undefined);
    expect(loadDraftMock).toHaveBeenCalledTimes(1);
  });

  it('a new step opens at its heading: scrolled to the top and focused (not on the first step shown)', async () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    signIn();
    loadDraftMock.mockResolvedValue({ user_type: 'donor', step: 2, data: {} });
    renderAt('/register/donor');

    expect(await screen.findByRole('region', { name: 'details step' })).toBeInTheDocument();
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 2, name: 'Details' })).not.toHaveFocus();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Next from details step' }));

    const heading = await screen.findByRole('heading', { level: 2, name: 'Verify' });
    expect(heading).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(heading);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
  });

  it('after the account is created the wizard opens step 2 at its heading', async () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderAt('/register/founder');
    expect(await screen.findByRole('heading', { level: 2, name: 'Account' })).toBeInTheDocument();

    act(() => signIn());

    await screen.findByRole('region', { name: 'founder step' });
    const heading = screen.getByRole('heading', { level: 2, name: 'Details' });
    expect(heading).toHaveFocus();
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(heading);
  });

  it('a signed-in user who opens another type and goes Back without starting leaves no draft behind', async () => {
    signIn();
    renderAt('/register/recipient');
    expect(await screen.findByRole('region', { name: 'details step' })).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));

    await waitFor(() => expect(pathname()).toBe('/register'));
    expect(deleteDraftMock).toHaveBeenCalledWith('user-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Register with Donation Network' })).toBeInTheDocument();
  });

  it('Back to the chooser keeps a draft the person has started', async () => {
    signIn();
    loadDraftMock.mockResolvedValue({ user_type: 'donor', step: 2, data: { name: 'Ada' } });
    renderAt('/register/donor');
    await screen.findByRole('region', { name: 'details step' });
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Back' })[0]);

    expect(pathname()).toBe('/register');
    expect(deleteDraftMock).not.toHaveBeenCalled();
  });

  it('/register shows the chooser, not the wizard, for a draft never started', async () => {
    signIn();
    loadDraftMock.mockResolvedValue({ user_type: 'recipient', step: 2, data: {} });
    renderAt('/register');

    expect(await screen.findByRole('heading', { level: 1, name: 'Register with Donation Network' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'details step' })).not.toBeInTheDocument();
  });
});
