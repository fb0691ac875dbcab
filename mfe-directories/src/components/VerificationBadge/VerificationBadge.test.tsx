import { screen } from '@testing-library/react';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { keepTooltipInView, VerificationBadge } from './VerificationBadge';

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

describe('keepTooltipInView', () => {
  const tipAt = (left: number, right: number) => {
    const tip = document.createElement('span');
    tip.getBoundingClientRect = () => ({
      left,
      right,
      top: 0,
      bottom: 0,
      width: right - left,
      height: 0,
      x: left,
      y: 0,
      toJSON: () => ({}),
    });
    return tip;
  };

  beforeEach(() => {
    Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: 375 });
  });

  test('a tooltip past the right edge of a 375 px screen moves left, inside the margin', () => {
    const tip = tipAt(300, 420);
    keepTooltipInView(tip);
    expect(tip.style.getPropertyValue('--tip-shift')).toBe('-53px');
  });

  test('past the left edge it moves right; inside the screen it stays', () => {
    const left = tipAt(-20, 100);
    keepTooltipInView(left);
    expect(left.style.getPropertyValue('--tip-shift')).toBe('28px');
    const inside = tipAt(40, 200);
    keepTooltipInView(inside);
    expect(inside.style.getPropertyValue('--tip-shift')).toBe('0px');
  });
});
