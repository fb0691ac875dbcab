import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { Link, MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { setSupabaseClient } from '@donation-network/portal-session';
import { lightTheme } from '@donation-network/shared-ui';
import { registerPortalRemotes, remoteFallbackPlugin } from '../federation/remote-loader';
import { RemoteOutlet } from './RemoteOutlet';
import { fakeSupabaseClient } from '@donation-network/portal-session/testing';

// The real remote-loader over a mocked federation runtime: the whole path from URL to remote.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = jest.mocked(loadRemote);
const registerRemotesMock = jest.mocked(registerRemotes);

function renderAt(path: string) {
  return render(
    <ThemeProvider theme={lightTheme}>
      <MemoryRouter initialEntries={[path]}>
        <nav>
          <Link to="/about">to about</Link>
          <Link to="/login">to login</Link>
        </nav>
        <RemoteOutlet />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

/** Each fake remote renders its container name, like a remote's own route tree would. */
function serveRemotes() {
  loadRemoteMock.mockImplementation(async (id: string) => ({
    default: () => <h2>{`remote ${id}`}</h2>,
  }));
}

let consoleError: jest.SpyInstance;

beforeEach(() => {
  jest.clearAllMocks();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // The shell loads the Supabase client with every remote but marketing: here it already exists.
  setSupabaseClient(fakeSupabaseClient({}));
});

afterEach(() => {
  consoleError.mockRestore();
  setSupabaseClient(null);
});

describe('RemoteOutlet', () => {
  it('renders Page Not Found for a path no remote owns, without loading any remote', () => {
    renderAt('/nope');

    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByTestId('not-found')).toBeInTheDocument();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it.each([
    ['/admin/other'],
    ['/founders/a/b'],
    // pages no remote serves yet are the shell's not-found page, not a remote's
    ['/admin/content/about/extra'],
    ['/recipient/profile/extra'],
    ['/partners/other'],
  ])('renders Page Not Found for %s without loading a remote', (path) => {
    renderAt(path);
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it.each([
    ['/', 'marketing/App'],
    ['/how-it-works', 'marketing/App'],
    ['/register/donor', 'auth/App'],
    ['/recipient/blood-services', 'recipient/App'],
    ['/founders/abc', 'directories/App'],
    ['/privacy', 'marketing/App'],
    ['/partner/dashboard', 'partner/App'],
  ])('hands %s to %s', async (path, exposed) => {
    serveRemotes();
    renderAt(path);

    expect(await screen.findByRole('heading', { name: `remote ${exposed}` })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith(exposed);
    expect(screen.queryByText('Page Not Found')).not.toBeInTheDocument();
  });

  it('switches remotes when the path moves to another owner', async () => {
    serveRemotes();
    renderAt('/about');
    expect(await screen.findByRole('heading', { name: 'remote marketing/App' })).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('link', { name: 'to login' }));

    expect(await screen.findByRole('heading', { name: 'remote auth/App' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'remote marketing/App' })).not.toBeInTheDocument();
  });

  it('shows the unavailable panel when the fallback plugin answers, and Retry re-registers the remote', async () => {
    registerPortalRemotes({
      marketing: 'http://m.test/mf-manifest.json',
      auth: 'http://a.test/mf-manifest.json',
      admin: 'http://ad.test/mf-manifest.json',
      donor: 'http://do.test/mf-manifest.json',
      recipient: 'http://r.test/mf-manifest.json',
      directories: 'http://d.test/mf-manifest.json',
      partner: 'http://p.test/mf-manifest.json',
    });
    registerRemotesMock.mockClear();
    const plugin = remoteFallbackPlugin();
    loadRemoteMock
      .mockImplementationOnce(async (id: string) =>
        (plugin.errorLoadRemote as (args: unknown) => unknown)({ id, error: new Error('503'), from: 'runtime' }),
      )
      .mockResolvedValueOnce({ default: () => <h2>Partner pages</h2> });

    renderAt('/partner/dashboard');

    expect(await screen.findByText('This section is temporarily unavailable')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Partner pages' })).toBeInTheDocument();
    expect(registerRemotesMock).toHaveBeenCalledWith([{ name: 'partner', entry: 'http://p.test/mf-manifest.json' }], { force: true });
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });
});
