import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadSupabase } from '@donation-network/portal-session';
import { INVESTOR_MESSAGES, LOCATION_MESSAGE, REGISTRATION_MESSAGES, urlMessage } from '@donation-network/shared-rules';
import { renderWithProviders } from '../../../../test-utils';
import type { WizardData, WizardStepProps } from '../../wizard/wizard-types';
import { InvestorDetailsStep } from './InvestorDetailsStep';

jest.mock('@donation-network/portal-session', () => ({
  ...jest.requireActual('@donation-network/portal-session'),
  loadSupabase: jest.fn(),
}));

beforeEach(() => jest.clearAllMocks());

function renderStep(data: WizardData = {}) {
  const props: WizardStepProps = {
    userType: 'investor',
    userId: '0b7c6f1e-0000-4000-8000-000000000003',
    email: 'ada@capital.example',
    data,
    update: jest.fn().mockResolvedValue(undefined),
    next: jest.fn().mockResolvedValue(undefined),
    back: jest.fn(),
  };
  renderWithProviders(<InvestorDetailsStep {...props} />);
  return { props, user: userEvent.setup() };
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const field = (label: RegExp) => screen.getByLabelText(label);

describe('InvestorDetailsStep', () => {
  it('requires the name, investor type, location, a focus and a stage', async () => {
    const { props, user } = renderStep();
    await user.click(continueButton());
    for (const message of [
      REGISTRATION_MESSAGES.fullName,
      INVESTOR_MESSAGES.investorType,
      LOCATION_MESSAGE,
      INVESTOR_MESSAGES.investmentFocus,
      INVESTOR_MESSAGES.investmentStages,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByRole('group', { name: /^Investment focus/ })).toHaveAttribute('aria-invalid', 'true');
    expect(props.next).not.toHaveBeenCalled();
  });

  it("checks the optional fields against the table's limits", async () => {
    const { user } = renderStep();
    // pasted, not typed key by key: 140 keystrokes took most of the test's time on a busy machine
    for (const [label, text] of [
      [/^Assets under management/, '1000000000000000'],
      [/^Website/, 'ftp://capital.example'],
      [/^Typical check size/, 'x'.repeat(101)],
    ] as const) {
      await user.click(field(label));
      await user.paste(text);
    }
    await user.click(continueButton());
    expect(screen.getByText(INVESTOR_MESSAGES.assetsUnderManagement)).toBeInTheDocument();
    expect(screen.getByText(urlMessage('Website'))).toBeInTheDocument();
    expect(screen.getByText(INVESTOR_MESSAGES.typicalCheckSize)).toBeInTheDocument();
  });

  it('says a negative amount under management cannot be negative, as the profile form does', async () => {
    const { user } = renderStep();
    await user.type(field(/^Assets under management/), '-5');
    await user.click(continueButton());
    expect(screen.getByText(INVESTOR_MESSAGES.assetsUnderManagementNegative)).toBeInTheDocument();
    expect(screen.queryByText(INVESTOR_MESSAGES.assetsUnderManagement)).not.toBeInTheDocument();
  });

  it('keeps the values in the draft (no insert before the account is an investor); a blank firm is an individual', async () => {
    const { props, user } = renderStep();
    await user.type(field(/^Full name/), 'Ada Lovelace');
    await user.selectOptions(field(/^Investor type/), 'Angel');
    await user.type(field(/^Location/), 'London');
    await user.click(screen.getByRole('checkbox', { name: 'SaaS' }));
    await user.click(screen.getByRole('checkbox', { name: 'Healthcare' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seed' }));
    await user.type(field(/^Assets under management/), '2500000');
    await user.click(continueButton());
    expect(props.next).toHaveBeenCalledWith({
      name: 'Ada Lovelace',
      investor: {
        firm_name: '',
        investor_type: 'Angel',
        investment_focus: ['Healthcare', 'SaaS'],
        investment_stages: ['Seed'],
        location: 'London',
        typical_check_size: null,
        total_assets_under_management: 2_500_000,
        website: null,
        linkedin_url: null,
        investment_thesis: null,
      },
    });
    expect(loadSupabase).not.toHaveBeenCalled();
  });

  it('starts from the draft', async () => {
    const { props, user } = renderStep({
      name: 'Ada Lovelace',
      investor: {
        firm_name: 'Analytical Capital',
        investor_type: 'VC',
        location: 'London',
        investment_focus: ['FinTech'],
        investment_stages: ['Seed'],
      },
    });
    expect(field(/^Firm name/)).toHaveValue('Analytical Capital');
    expect(screen.getByRole('checkbox', { name: 'FinTech' })).toBeChecked();
    await user.click(continueButton());
    expect(props.next).toHaveBeenCalledWith(
      expect.objectContaining({ investor: expect.objectContaining({ firm_name: 'Analytical Capital', investment_focus: ['FinTech'] }) }),
    );
  });
});
