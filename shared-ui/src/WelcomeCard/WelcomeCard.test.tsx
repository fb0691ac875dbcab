import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { WelcomeCard } from './WelcomeCard';

test('greets the account by name and shows its e-mail, role and the description', () => {
  renderWithProviders(
    <WelcomeCard name="Dana Donor" email="dana@example.com" accountRole="donor" description="You are signed in to your donor account." />,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Welcome, Dana Donor' })).toBeInTheDocument();
  expect(screen.getByText('dana@example.com')).toBeInTheDocument();
  expect(screen.getByText('donor')).toBeInTheDocument();
  expect(screen.getByText('You are signed in to your donor account.')).toBeInTheDocument();
});
