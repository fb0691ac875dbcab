import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { BloodServicesPage } from './BloodServicesPage';

test('without a subscription: Resource Marketplace and Subscription Required, Subscribe Now → /pricing', () => {
  renderWithProviders(<BloodServicesPage />);
  expect(screen.getByRole('heading', { name: 'Resource Marketplace' })).toBeInTheDocument();
  const card = screen.getByRole('region', { name: 'Subscription Required' });
  expect(within(card).getByRole('link', { name: 'Subscribe Now' })).toHaveAttribute('href', '/pricing');
});
