import { screen } from '@testing-library/react';
import { RequireRole, setSupabaseClient, useCurrentUser, type AppUser } from '@donation-network/portal-session';
import App from './App';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { fakeSupabase } from '@donation-network/portal-session/testing';

jest.mock('@donation-network/portal-session', () => ({
  ...jest.requireActual('@donation-network/portal-session'),
  useCurrentUser: jest.fn(),
  RequireRole: jest.fn(({ children }: { children: unknown }) => children),
}));

const mockedUseCurrentUser = jest.mocked(useCurrentUser);
const mockedRequireRole = jest.mocked(RequireRole);

const partner: AppUser = {
  id: 'partner-1',
  name: 'Grace Hospital',
  email: 'partners@grace-hospital.example',
  photoURL: null,
  isAdmin: false,
  role: 'partner',
  permissions: [],
};

describe('partner App routes', () => {
  beforeEach(() => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    mockedUseCurrentUser.mockReturnValue({ user: partner, loading: false });
    mockedRequireRole.mockClear();
    fakeSupabase({ data: null, error: { message: 'offline' } });
  });

  afterEach(() => {
    jest.restoreAllMocks();
    setSupabaseClient(null);
  });

  it('guards /partner/dashboard with the partner role and shows the user', async () => {
    renderWithProviders(<App />, { route: '/partner/dashboard' });
    expect(mockedRequireRole).toHaveBeenCalled();
    expect(mockedRequireRole.mock.calls[0][0].roles).toEqual(['partner']);
    expect(await screen.findByRole('heading', { level: 2, name: 'Welcome, Grace Hospital' })).toBeInTheDocument();
    expect(screen.getByText('partners@grace-hospital.example')).toBeInTheDocument();
  });

  it('sends /partner to the dashboard', async () => {
    renderWithProviders(<App />, { route: '/partner' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Partner Dashboard' })).toBeInTheDocument();
  });

  it('shows the not-found page for paths it does not serve yet', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<App />, { route: '/partner/unknown' });
    expect(screen.getByTestId('not-found')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('/partner/unknown'));
  });
});
