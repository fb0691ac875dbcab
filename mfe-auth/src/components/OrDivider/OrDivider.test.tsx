import { screen } from '@testing-library/react';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { OrDivider } from './OrDivider';

test('shows its text between two rules', () => {
  renderWithProviders(<OrDivider>or</OrDivider>);
  const divider = screen.getByText('or');
  expect(divider).toHaveStyle({ display: 'flex', textTransform: 'uppercase' });
});
