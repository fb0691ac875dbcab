import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadSupabase } from '@donation-network/portal-session';
import { FOUNDER_MESSAGES, LOCATION_MESSAGE, REGISTRATION_MESSAGES, urlMessage } from '@donation-network/shared-rules';
import { renderWithProviders } from '../../../../test-utils';
import type { WizardData, WizardStepProps } from '../../wizard/wizard-types';
import { FounderDetailsStep } from './FounderDetailsStep';
import { DETAILS_SAVE_FALLBACK } from '../profile-details';

jest.mock('@donation-network/portal-session', () => ({
  ...jest.requireActual('@donation-network/portal-session'),
  loadSupabase: jest.fn(),
}));

beforeEach(() => jest.clearAllMocks());

function renderStep(data: WizardData = {}) {
  const props: WizardStepProps = {
    userType: 'founder',
    userId: '0b7c6f1e-0000-4000-8000-000000000002',
    email: 'grace@acme.health',
    data,
    update: jest.fn().mockResolvedValue(undefined),
    next: jest.fn().mockResolvedValue(undefined),
    back: jest.fn(),
  };
  renderWithProviders(<FounderDetailsStep {...props} />);
  return { props, user: userEvent.setup() };
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const field = (label: RegExp) => screen.getByLabelText(label);

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^Full name/), ' Grace Hopper ');
  await user.type(field(/^Company name/), 'Acme Health');
  await user.selectOptions(field(/^Industry/), 'Healthcare');
  await user.selectOptions(field(/^Funding stage/), 'Series A');
  await user.type(field(/^Location/), 'Nairobi, Kenya');
}

describe('FounderDetailsStep', () => {
  it('requires the name, company name, industry, funding stage and location', async () => {
    const { props, user } = renderStep();
    await user.click(continueButton());
    for (const message of [
      REGISTRATION_MESSAGES.fullName,
      FOUNDER_MESSAGES.companyName,
      FOUNDER_MESSAGES.industry,
      FOUNDER_MESSAGES.fundingStage,
      LOCATION_MESSAGE,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(props.next).not.toHaveBeenCalled();
  });

  it("checks the optional fields against the table's limits", async () => {
    const { user } = renderStep();
    await fillRequired(user);
    await user.type(field(/^Founded year/), '1799');
    await user.type(field(/^Team size/), '0');
    await user.type(field(/^Website/), 'javascript:alert(1)');
    await user.type(field(/^LinkedIn/), 'linkedin.com/company/acme');
    await user.click(continueButton());
    expect(screen.getByText(FOUNDER_MESSAGES.foundedYear)).toBeInTheDocument();
    expect(screen.getByText(FOUNDER_MESSAGES.teamSize)).toBeInTheDocument();
    expect(screen.getByText(urlMessage('Website'))).toBeInTheDocument();
    expect(screen.getByText(urlMessage('LinkedIn URL'))).toBeInTheDocument();
  });

  it('keeps the values in the draft (no insert before the account is a founder)', async () => {
    const { props, user } = renderStep();
    await fillRequired(user);
    await user.type(field(/^Founded year/), '2021');
    await user.type(field(/^Team size/), '12');
    await user.type(field(/^Website/), 'https://acme.health');
    await user.click(continueButton());
    expect(props.next).toHaveBeenCalledWith({
      name: 'Grace Hopper',
      founder: {
        company_name: 'Acme Health',
        industry: 'Healthcare',
        funding_stage: 'Series A',
        location: 'Nairobi, Kenya',
        founded_year: 2021,
        team_size: 12,
        company_description: null,
        looking_for: null,
        website: 'https://acme.health',
        linkedin_url: null,
      },
    });
    expect(loadSupabase).not.toHaveBeenCalled();
  });

  it('starts from the draft and shows a failed save', async () => {
    const { props, user } = renderStep({
      name: 'Grace Hopper',
      founder: { company_name: 'Acme Health', industry: 'Healthcare', funding_stage: 'Seed', location: 'Lagos', team_size: 4 },
    });
    expect(field(/^Company name/)).toHaveValue('Acme Health');
    expect(field(/^Team size/)).toHaveValue(4);
    jest.mocked(props.next).mockRejectedValue(new Error('Registration draft data must be at most 32 KB'));
    await user.click(continueButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration draft data must be at most 32 KB');
    expect(screen.queryByText(DETAILS_SAVE_FALLBACK)).not.toBeInTheDocument();
  });
});
