import { screen } from '@testing-library/react';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { VerificationBadge } from './VerificationBadge';

test.each([
  ['verified', 'Verified', 'This profile has been verified by our team'],
  ['pending', 'Pending', 'Verification is in progress'],
  ['unverified', 'Unverified', 'This profile has not been verified yet'],
  ['something-else', 'Unverified', 'This profile has not been verified yet'],
])('%s shows %s with its tooltip', (status, label, tooltip) => {
  renderWithProviders(<VerificationBadge status={status} />);
  expect(screen.getByText(label)).toBeInTheDocument();
  expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent(tooltip);
  expect(screen.getByTestId('verification-badge')).toHaveAccessibleDescription(tooltip);
});
