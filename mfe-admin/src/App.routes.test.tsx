// Every route portal-manifest sends to this remote must be served here by its own page, and only
// to an admin.
import path from 'node:path';
import { screen } from '@testing-library/react';
import { examplePath, remote } from '@donation-network/portal-manifest';
import { ACCESS_DENIED_MESSAGE, setSupabaseClient, useSession } from '@donation-network/portal-session';
import { currentUrl, renderWithProviders } from '@donation-network/shared-ui/testing';
import App from './App';
import { signInAs } from './testing/sign-in-as';
import { fakeSupabaseClient, testRouteGuards } from '@donation-network/portal-session/testing';

const { folder, routes } = remote('admin');

/** A concrete value for each route parameter (an unknown page id is a message, not the editor). */
const PARAMS = { pageId: 'about' };

/** The main heading of the page each manifest route shows to an admin. */
const PAGE_HEADINGS: Record<string, string> = {
  '/admin/dashboard': 'Admin dashboard',
  '/admin/profile-changes': 'Pending profile changes',
  '/admin/partners': 'Partner verification',
  '/admin/messages': 'Contact messages',
  '/admin/users': 'Users and roles',
  '/admin/directories': 'Directory moderation',
  '/admin/content': 'Page content',
  '/admin/content/:pageId': 'Edit about',
};

/** A backend that stores nothing: every query, whatever its chain, answers no rows. */
function emptyBackend() {
  const answer = { data: null, error: null, count: 0, status: 200 };
  const builder: object = new Proxy(() => undefined, {
    get: (_target, prop) => (prop === 'then' ? (resolve: (value: unknown) => void) => resolve(answer) : () => builder),
    apply: () => builder,
  });
  return new Proxy({}, { get: (_target, prop) => (prop === 'then' ? undefined : () => builder) });
}

beforeEach(() => setSupabaseClient(fakeSupabaseClient(emptyBackend())));

afterEach(() => {
  setSupabaseClient(null);
  useSession.getState().reset();
  jest.restoreAllMocks();
});

it('is the remote portal-manifest calls admin', () => {
  expect(folder).toBe(path.basename(path.resolve(__dirname, '..')));
});

it('names the page of every manifest route', () => {
  expect(Object.keys(PAGE_HEADINGS).sort()).toEqual([...routes].sort());
});

it.each(routes.map((route) => [examplePath(route, PARAMS), route]))(
  '%s (manifest route %s) shows its own page',
  async (pathname, route) => {
    signInAs('admin');
    renderWithProviders(<App />, { route: pathname });
    expect(await screen.findByRole('heading', { name: PAGE_HEADINGS[route], level: 1 })).toBeInTheDocument();
    expect(screen.queryByTestId('not-found')).not.toBeInTheDocument();
  },
);

it.each(routes.map((route) => [examplePath(route, PARAMS)]))('%s shows a signed-in donor the access-denied text', (pathname) => {
  signInAs('donor');
  renderWithProviders(<App />, { route: pathname });
  expect(screen.getByRole('alert')).toHaveTextContent(ACCESS_DENIED_MESSAGE);
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
});

it.each(routes.map((route) => [examplePath(route, PARAMS)]))('%s sends a visitor to the login page', (pathname) => {
  useSession.setState({ loading: false, user: null });
  renderWithProviders(<App />, { route: pathname });
  expect(currentUrl()).toBe('/login');
});

describe('the guards match the route table', () =>
  testRouteGuards(remote('admin').pages, {
    render: (pathname) => renderWithProviders(<App />, { route: pathname }),
    currentPath: () => currentUrl().split('?')[0],
    examplePath,
  }));
