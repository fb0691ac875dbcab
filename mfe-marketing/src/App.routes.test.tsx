// Every route portal-manifest sends to this remote must be served here by its own page.
import path from 'node:path';
import { screen } from '@testing-library/react';
import { examplePath, remote } from '@donation-network/portal-manifest';
import { setSupabaseClient, useSession } from '@donation-network/portal-session';
import { currentUrl, renderWithProviders } from '@donation-network/shared-ui/testing';
import { testRouteGuards } from '@donation-network/portal-session/testing';
import App from './App';
import { createFakeSupabase } from './testing/fake-supabase';

const { folder, routes } = remote('marketing');

/** The main heading of the page each manifest route shows (the fallback content: nothing is stored). */
const PAGE_HEADINGS: Record<string, string> = {
  '/': 'Connecting donors, saving lives',
  '/about': 'Connecting donors and recipients, one life at a time',
  '/pricing': 'Our Plans',
  '/plans': 'Our Plans',
  '/contact': 'Contact Us',
  '/how-it-works': 'From willingness to give to a donation that helps',
  '/faqs': 'Frequently Asked Questions',
  '/donation-process': 'What to expect when you donate',
  '/partnerships': 'Partner with us to save more lives',
  '/additional-services': 'More ways our network can help',
  '/legal': 'Terms & Privacy',
  '/terms': 'Terms & Privacy',
  '/privacy': 'Terms & Privacy',
  '/cookies': 'Cookie Policy',
  '/data-protection': 'Data Protection Policy',
  '/partners/corporate': 'Corporate Partnerships',
  '/partners/healthcare': 'Healthcare Partnerships',
};

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  setSupabaseClient(createFakeSupabase().client);
  useSession.setState({ loading: false, user: null });
});

afterEach(() => {
  setSupabaseClient(null);
  useSession.getState().reset();
  jest.restoreAllMocks();
});

it('is the remote portal-manifest calls marketing', () => {
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
  testRouteGuards(remote('marketing').pages, {
    render: (pathname) => renderWithProviders(<App />, { route: pathname }),
    currentPath: () => currentUrl().split('?')[0],
    examplePath,
  }));
