import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { useSession, type AppUser } from '@donation-network/portal-session';
import App from './App';
import { listFounders } from './features/founders/api/list-founders';
import { listInvestors } from './features/investors/api/list-investors';
import { currentUrl, renderWithProviders } from '@donation-network/shared-ui/testing';

jest.mock('./features/investors/api/list-investors', () => ({
  ...jest.requireActual('./features/investors/api/list-investors'),
  listInvestors: jest.fn(async () => ({ investors: [], total: 0 })),
}));

jest.mock('./features/founders/api/list-founders', () => ({
  ...jest.requireActual('./features/founders/api/list-founders'),
  listFounders: jest.fn(async () => ({ founders: [], total: 0 })),
}));

const user = (role: AppUser['role']): AppUser => ({
  id: '00000000-0000-4000-8000-000000000002',
  name: `Demo ${role}`,
  email: `${role}@demo.donation.network`,
  photoURL: null,
  isAdmin: false,
  role,
  permissions: [],
});

const renderApp = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/login" element={<h1>Login</h1>} />
      <Route path="*" element={<App />} />
    </Routes>,
    { route },
  );

afterEach(() => useSession.getState().reset());

test('/founders is public', async () => {
  useSession.setState({ user: null, loading: false });
  renderApp('/founders');
  expect(screen.getByRole('heading', { level: 1, name: 'Founders Directory' })).toBeInTheDocument();
  expect(await screen.findByText('No founders found matching your filters.')).toBeInTheDocument();
  expect(listFounders).toHaveBeenCalled();
});

test('/founder/dashboard is for founders, /investor/dashboard for investors', async () => {
  useSession.setState({ user: user('founder'), loading: false });
  const { unmount } = renderApp('/founder/dashboard');
  expect(await screen.findByRole('heading', { level: 1, name: 'Founder Dashboard' })).toBeInTheDocument();
  unmount();

  renderApp('/investor/dashboard');
  expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to this page.');
});

test('signed-out visitors of a dashboard go to /login', async () => {
  useSession.setState({ user: null, loading: false });
  renderApp('/investor/dashboard');
  await waitFor(() => expect(currentUrl()).toBe('/login'));
});

test('/investors is public', async () => {
  useSession.setState({ user: null, loading: false });
  renderApp('/investors');
  expect(screen.getByRole('heading', { level: 1, name: 'Investors Directory' })).toBeInTheDocument();
  expect(await screen.findByText('No investors found matching your filters.')).toBeInTheDocument();
  expect(listInvestors).toHaveBeenCalled();
});

test('unknown paths show Not Found', () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderApp('/somewhere-else');
  expect(screen.getByTestId('not-found')).toBeInTheDocument();
  log.mockRestore();
});
