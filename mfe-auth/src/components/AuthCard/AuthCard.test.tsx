import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadSupabase } from '@donation-network/portal-session';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { AuthCard } from './AuthCard';
import { fakeSupabaseClient } from '@donation-network/portal-session/testing';

jest.mock('@donation-network/portal-session', () => ({
  ...jest.requireActual('@donation-network/portal-session'),
  loadSupabase: jest.fn(),
}));

const loadSupabaseMock = jest.mocked(loadSupabase);

beforeEach(() => loadSupabaseMock.mockReset().mockResolvedValue(fakeSupabaseClient({})));

const renderCard = () =>
  renderWithProviders(
    <AuthCard title="Login">
      <label>
        Email
        <input name="email" />
      </label>
    </AuthCard>,
  );

test('shows the title as the page heading without loading the Supabase client', () => {
  renderCard();
  expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
  expect(loadSupabaseMock).not.toHaveBeenCalled();
});

test('the first focus inside the card starts loading the client', async () => {
  renderCard();
  await userEvent.setup().click(screen.getByLabelText('Email'));
  expect(loadSupabaseMock).toHaveBeenCalled();
});

test('a failed download is left to the submit: nothing is thrown or shown', async () => {
  loadSupabaseMock.mockRejectedValue(new Error('chunk failed'));
  renderCard();
  await userEvent.setup().click(screen.getByLabelText('Email'));
  expect(loadSupabaseMock).toHaveBeenCalled();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
