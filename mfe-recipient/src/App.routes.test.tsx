// Every route portal-manifest sends to this remote shows its own page here: not the not-found
// page, and not another page's content. Every recipient page sits in the recipient layout (one
// 'Recipient Portal' h1 for all), so a page is known by the region it opens with, named by its
// heading.
import path from 'node:path';
import { act, screen } from '@testing-library/react';
import { examplePath, remote } from '@donation-network/portal-manifest';
import { useSession, type AppUser } from '@donation-network/portal-session';
import { currentUrl, renderWithProviders } from '@donation-network/shared-ui/testing';
import { testRouteGuards } from '@donation-network/portal-session/testing';
import App from './App';

jest.mock('./lib/subscription', () => ({
  ...jest.requireActual('./lib/subscription'),
  getCurrentSubscription: jest.fn().mockResolvedValue(null),
}));

const { folder, routes } = remote('recipient');

/** Every recipient page is for role recipient. */
const RECIPIENT: AppUser = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Demo Recipient',
  email: 'recipient@demo.donation.network',
  photoURL: null,
  isAdmin: false,
  role: 'recipient',
  permissions: [],
};

/** The region each manifest route's page shows (/recipient opens the dashboard). */
const PAGE_REGIONS: Record<string, string> = {
  '/recipient': 'Welcome, Demo Recipient!',
  '/recipient/dashboard': 'Welcome, Demo Recipient!',
  '/recipient/blood-services': 'Resource Marketplace',
  '/recipient/profile': 'My Profile',
  '/recipient/appointments': 'My Appointments',
  '/recipient/notifications': 'My Notifications',
};

beforeEach(() => useSession.setState({ user: RECIPIENT, session: null, loading: false }));

afterEach(() => {
  useSession.getState().reset();
  jest.restoreAllMocks();
});

it('is the remote portal-manifest calls recipient', () => {
  expect(folder).toBe(path.basename(path.resolve(__dirname, '..')));
});

it('knows the page of every route the manifest lists, and of no other', () => {
  expect(Object.keys(PAGE_REGIONS).sort()).toEqual([...routes].sort());
});

it.each(routes.map((route) => [examplePath(route), route]))('%s (manifest route %s) shows its own page', async (pathname, route) => {
  const consoleError = jest.spyOn(console, 'error');
  renderWithProviders(<App />, { route: pathname });
  await act(async () => undefined);
  expect(screen.queryByTestId('not-found')).not.toBeInTheDocument();
  expect(consoleError).not.toHaveBeenCalledWith(expect.stringContaining('404 Error'));
  expect(screen.getByRole('heading', { level: 1, name: 'Recipient Portal' })).toBeInTheDocument();
  const page = await screen.findByRole('region', { name: PAGE_REGIONS[route] });
  // the page's own region comes first: the dashboard's 'My Profile' card is not the profile page
  expect(screen.getAllByRole('region')[0]).toBe(page);
  // a redirect (/recipient -> /recipient/dashboard) must land on a path this remote also serves
  expect(routes.some((candidate) => currentUrl().split('?')[0] === examplePath(candidate))).toBe(true);
});

describe('the guards match the route table', () =>
  testRouteGuards(remote('recipient').pages, {
    render: (pathname) => renderWithProviders(<App />, { route: pathname }),
    currentPath: () => currentUrl().split('?')[0],
    examplePath,
  }));
