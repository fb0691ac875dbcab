// Every route portal-manifest sends to this remote must be served here by its own page.
import path from 'node:path';
import { screen } from '@testing-library/react';
import { examplePath, remote } from '@donation-network/portal-manifest';
import { permissionsFor, useSession } from '@donation-network/portal-session';
import { currentUrl, renderWithProviders } from '@donation-network/shared-ui/testing';
import { testRouteGuards } from '@donation-network/portal-session/testing';
import App from './App';

// The dashboard's reads answer "nothing yet": the test is about which page a route shows.
jest.mock('./features/dashboard/api/donor-dashboard-api', () => ({
  ...jest.requireActual('./features/dashboard/api/donor-dashboard-api'),
  fetchDonorStatus: jest.fn().mockResolvedValue(null),
  fetchIncomingRequests: jest.fn().mockResolvedValue([]),
  fetchDonorAppointments: jest.fn().mockResolvedValue([]),
  fetchNotifications: jest.fn().mockResolvedValue([]),
}));
jest.mock('./features/profile/api/donor-profile-api', () => ({
  getDonorProfile: jest.fn().mockResolvedValue({ details: null, pending: null }),
}));

const { folder, routes } = remote('donor');

/** The main heading of the page each manifest route shows. */
const PAGE_HEADINGS: Record<string, string> = {
  '/donor/dashboard': 'Donor dashboard',
  '/donor/profile': 'Your donor profile',
};

beforeEach(() =>
  useSession.setState({
    loading: false,
    user: {
      id: '00000000-0000-4000-8000-000000000002',
      name: 'Demo donor',
      email: 'donor@demo.donation.network',
      photoURL: null,
      isAdmin: false,
      role: 'donor',
      permissions: permissionsFor('donor'),
    },
  }),
);

afterEach(() => {
  useSession.getState().reset();
  jest.restoreAllMocks();
});

it('is the remote portal-manifest calls donor', () => {
  expect(folder).toBe(path.basename(path.resolve(__dirname, '..')));
});

it('names the page of every manifest route', () => {
  expect(Object.keys(PAGE_HEADINGS).sort()).toEqual([...routes].sort());
});

it.each(routes.map((route) => [examplePath(route), route]))('%s (manifest route %s) shows its own page', async (pathname, route) => {
  renderWithProviders(<App />, { route: pathname });
  expect(await screen.findByRole('heading', { name: PAGE_HEADINGS[route], level: 1 })).toBeInTheDocument();
  expect(screen.queryByTestId('not-found')).not.toBeInTheDocument();
});

describe('the guards match the route table', () =>
  testRouteGuards(remote('donor').pages, {
    render: (pathname) => renderWithProviders(<App />, { route: pathname }),
    currentPath: () => currentUrl().split('?')[0],
    examplePath,
  }));
