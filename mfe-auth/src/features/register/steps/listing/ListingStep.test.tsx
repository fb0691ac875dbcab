import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../test-utils';
import type { WizardStepProps } from '../../wizard/wizard-types';
import { LISTING_UPGRADE_NOTE, ListingStep } from './ListingStep';

function renderStep(overrides: Partial<WizardStepProps> = {}) {
  const props: WizardStepProps = {
    userType: 'founder',
    userId: 'user-1',
    email: 'grace@example.org',
    data: {},
    update: jest.fn().mockResolvedValue(undefined),
    next: jest.fn().mockResolvedValue(undefined),
    back: jest.fn(),
    ...overrides,
  };
  renderWithProviders(<ListingStep {...props} />);
  return { props, user: userEvent.setup() };
}

describe('ListingStep', () => {
  it('offers the founder the free listing, says premium is for later, and records the choice', async () => {
    const { props, user } = renderStep();
    expect(screen.getByRole('heading', { name: 'Free listing' })).toBeInTheDocument();
    expect(screen.getByText('Your company profile in the founders directory')).toBeInTheDocument();
    expect(screen.getByText(LISTING_UPGRADE_NOTE)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue with the free listing' }));
    expect(props.next).toHaveBeenCalledWith({ listing: 'free' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(props.back).toHaveBeenCalled();
  });

  it('speaks of the investors directory to an investor and shows a choice already made', () => {
    renderStep({ userType: 'investor', data: { listing: 'free' } });
    expect(screen.getByText('Your investor profile in the investors directory')).toBeInTheDocument();
    expect(screen.getByText('Free listing chosen')).toBeInTheDocument();
  });
});
