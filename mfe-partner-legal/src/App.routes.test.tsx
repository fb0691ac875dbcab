// Every route portal-manifest sends to this remote shows its own page here: not the not-found
// page, and not another page's content. Each page is known by its own level-1 heading; /legal,
// /terms and /privacy are one page, told apart by the document tab each opens on.
import path from 'node:path';
import { act, screen } from '@testing-library/react';
import { examplePath, remote } from '@donation-network/portal-manifest';
import { setSupabaseClient, useSession, type AppUser } from '@donation-network/shared-auth';
import { currentUrl, renderWithProviders } from '@donation-network/shared-ui/testing';
import { testRouteGuards } from '@donation-network/shared-auth/testing';
import App from './App';
import { servePageContent } from './testing/page-content-client';

const { folder, routes } = remote('partnerLegal');

/** The partner pages are for role partner; the legal pages are public. */
const PARTNER: AppUser = {
  id: 'partner-1',
  name: 'Grace Hospital',
  email: 'partners@grace-hospital.example',
  photoURL: null,
  isAdmin: false,
  role: 'partner',
  permissions: [],
};

/** Each manifest route's page: its level-1 heading and, on the legal page, the selected tab (/partner opens the dashboard). */
const PAGES: Record<string, { heading: string; tab?: string }> = {
  '/partner': { heading: 'Partner Dashboard' },
  '/partner/dashboard': { heading: 'Partner Dashboard' },
  '/legal': { heading: 'Terms & Privacy', tab: 'Terms & Conditions' },
  '/terms': { heading: 'Terms & Privacy', tab: 'Terms & Conditions' },
  '/privacy': { heading: 'Terms & Privacy', tab: 'Privacy Policy' },
  '/cookies': { heading: 'Cookie Policy' },
  '/data-protection': { heading: 'Data Protection Policy' },
  '/partners/corporate': { heading: 'Corporate Partnerships' },
  '/partners/healthcare': { heading: 'Healthcare Partnerships' },
};

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  servePageContent({});
});

afterEach(() => {
  setSupabaseClient(null);
  useSession.getState().reset();
  jest.restoreAllMocks();
});

it('is the remote portal-manifest calls partnerLegal', () => {
  expect(folder).toBe(path.basename(path.resolve(__dirname, '..')));
});

it('knows the page of every route the manifest lists, and of no other', () => {
  expect(Object.keys(PAGES).sort()).toEqual([...routes].sort());
});

it.each(routes.map((route) => [examplePath(route), route]))('%s (manifest route %s) shows its own page', async (pathname, route) => {
  useSession.setState({ user: pathname.startsWith('/partner/') || pathname === '/partner' ? PARTNER : null, loading: false });
  const consoleError = jest.spyOn(console, 'error');
  renderWithProviders(<App />, { route: pathname });
  await act(async () => undefined);
  expect(screen.queryByTestId('not-found')).not.toBeInTheDocument();
  expect(consoleError).not.toHaveBeenCalledWith(expect.stringContaining('404 Error'));
  const { heading, tab } = PAGES[route];
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  if (tab) expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName(tab);
  // a redirect (/partner -> /partner/dashboard) must land on a path this remote also serves
  expect(routes.some((candidate) => currentUrl().split('?')[0] === examplePath(candidate))).toBe(true);
});

describe('the guards match the route table', () =>
  testRouteGuards(remote('partnerLegal').pages, {
    render: (pathname) => renderWithProviders(<App />, { route: pathname }),
    currentPath: () => currentUrl().split('?')[0],
    examplePath,
  }));
