import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { permissionsFor, signOut, useSession, type AppUser, type Role } from '@donation-network/portal-session';
import { ToastHost, dismissToast, lightTheme } from '@donation-network/shared-ui';
import { HEADER_SCROLL_THRESHOLD, Header, NAV_LINKS } from './Header';

jest.mock('@donation-network/portal-session', () => ({
  ...jest.requireActual('@donation-network/portal-session'),
  signOut: jest.fn(),
}));

const signOutMock = jest.mocked(signOut);

function LocationProbe() {
  const { pathname } = useLocation();
  return <div data-testid="location">{pathname}</div>;
}

function renderHeader(path = '/about') {
  return render(
    <ThemeProvider theme={lightTheme}>
      <MemoryRouter initialEntries={[path]}>
        <Header />
        <LocationProbe />
        <ToastHost />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

function appUser(role: Role, overrides: Partial<AppUser> = {}): AppUser {
  return {
    id: `id-${role}`,
    name: `Demo ${role}`,
    email: `${role}@example.org`,
    photoURL: null,
    isAdmin: role === 'admin',
    role,
    permissions: permissionsFor(role),
    ...overrides,
  };
}

const signIn = (user: AppUser) => act(() => useSession.setState({ user, loading: false }));
const pathname = () => screen.getByTestId('location').textContent;
/** The always-visible account area (the drawer copy is aria-hidden while closed). */
const banner = () => screen.getByRole('banner');

function setScrollY(value: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value });
}

let consoleError: jest.SpyInstance;

beforeEach(() => {
  jest.clearAllMocks();
  useSession.setState({ user: null, session: null, loading: false });
  setScrollY(0);
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  act(() => dismissToast());
  consoleError.mockRestore();
});

describe('Header', () => {
  it('shows the construction banner, the logo link home and the main navigation', () => {
    renderHeader();

    expect(screen.getByText('Website under construction - Some features may not be fully functional')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Donation Network home' })).toHaveAttribute('href', '/');
    const main = screen.getByRole('navigation', { name: 'Main' });
    const links = within(main).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(NAV_LINKS.map((link) => [link.label, link.to]));
    expect(within(main).getByRole('link', { name: 'About' })).toHaveClass('active');
  });

  describe('logged out', () => {
    it('offers Login and Register, and no Dashboard or Sign Out', () => {
      renderHeader();

      expect(within(banner()).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
      expect(within(banner()).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
      expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
    });
  });

  describe('logged in', () => {
    it.each([
      ['donor', '/donor/dashboard'],
      ['founder', '/founder/dashboard'],
      ['partner', '/partner/dashboard'],
    ] as Array<[Role, string]>)('links a %s to %s', (role, href) => {
      renderHeader();
      signIn(appUser(role));

      expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', href);
      expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
    });

    it('links an admin to /admin/dashboard, whatever the role', () => {
      renderHeader();
      signIn(appUser('donor', { isAdmin: true }));

      expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    });

    it('follows the session store: signing out elsewhere brings Login back', () => {
      renderHeader();
      signIn(appUser('investor'));
      expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();

      act(() => useSession.setState({ user: null }));

      expect(within(banner()).getByRole('link', { name: 'Login' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
    });

    it("Sign Out success shows 'Logged Out' and navigates to /", async () => {
      signOutMock.mockResolvedValue(undefined);
      renderHeader('/donor/dashboard');
      signIn(appUser('donor'));

      await userEvent.setup().click(screen.getByRole('button', { name: 'Sign Out' }));

      const toast = await screen.findByRole('status');
      expect(within(toast).getByText('Logged Out')).toBeInTheDocument();
      expect(within(toast).getByText('You have been logged out successfully.')).toBeInTheDocument();
      expect(toast).toHaveAttribute('data-variant', 'success');
      expect(signOutMock).toHaveBeenCalledTimes(1);
      // the toast is rendered before navigate('/') commits; under load the route update lags a tick
      await waitFor(() => expect(pathname()).toBe('/'));
    });

    it("Sign Out failure shows 'Logout Error' with a friendly message and stays put", async () => {
      signOutMock.mockRejectedValue(new Error('Network request failed'));
      renderHeader('/donor/dashboard');
      signIn(appUser('donor'));

      await userEvent.setup().click(screen.getByRole('button', { name: 'Sign Out' }));

      const toast = await screen.findByRole('alert');
      expect(within(toast).getByText('Logout Error')).toBeInTheDocument();
      expect(within(toast).getByText("We couldn't reach the server. Check your connection and try again.")).toBeInTheDocument();
      expect(toast).toHaveAttribute('data-variant', 'destructive');
      expect(screen.queryByText('Logged Out')).not.toBeInTheDocument();
      expect(pathname()).toBe('/donor/dashboard');
      expect(consoleError).toHaveBeenCalledWith('[shell] sign-out failed', expect.any(Error));
    });
  });

  describe('scroll state', () => {
    it(`is data-scrolled="true" past ${HEADER_SCROLL_THRESHOLD}px and "false" at or below it`, () => {
      renderHeader();
      expect(banner()).toHaveAttribute('data-scrolled', 'false');

      setScrollY(11);
      fireEvent.scroll(window);
      expect(banner()).toHaveAttribute('data-scrolled', 'true');

      setScrollY(10);
      fireEvent.scroll(window);
      expect(banner()).toHaveAttribute('data-scrolled', 'false');

      setScrollY(500);
      fireEvent.scroll(window);
      expect(banner()).toHaveAttribute('data-scrolled', 'true');

      setScrollY(0);
      fireEvent.scroll(window);
      expect(banner()).toHaveAttribute('data-scrolled', 'false');
    });

    it('reads the scroll position on mount (a reload halfway down the page)', () => {
      setScrollY(300);
      renderHeader();
      expect(banner()).toHaveAttribute('data-scrolled', 'true');
    });

    it('stops listening after unmount', () => {
      const removeListener = jest.spyOn(window, 'removeEventListener');
      const { unmount } = renderHeader();
      unmount();
      expect(removeListener).toHaveBeenCalledWith('scroll', expect.any(Function));
      removeListener.mockRestore();
    });
  });

  describe('mobile menu', () => {
    // The menu button is display:none outside the mobile media query, which jsdom does not
    // evaluate, and the closed drawer is visibility:hidden; both are found by their aria-label.
    const menuButton = () => screen.getByLabelText('Open menu');
    const drawer = () => screen.getByLabelText('Menu');

    it('opens the drawer from the menu button and closes it when a link is chosen', async () => {
      const user = userEvent.setup();
      renderHeader('/');

      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
      expect(drawer()).toHaveAttribute('aria-hidden', 'true');
      expect(screen.getByTestId('menu-scrim')).not.toBeVisible();

      await user.click(menuButton());

      expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
      expect(drawer()).toHaveAttribute('aria-hidden', 'false');
      expect(screen.getByTestId('menu-scrim')).toBeVisible();
      const mobileNav = within(drawer()).getByRole('navigation', { name: 'Mobile' });
      expect(
        within(mobileNav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(NAV_LINKS.map((link) => link.label));
      expect(within(drawer()).getByRole('link', { name: 'Login' })).toBeInTheDocument();

      await user.click(within(mobileNav).getByRole('link', { name: 'Pricing' }));

      expect(pathname()).toBe('/pricing');
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
      expect(drawer()).toHaveAttribute('aria-hidden', 'true');
      expect(screen.getByTestId('menu-scrim')).not.toBeVisible();
    });

    it('closes when an account link in the drawer is chosen', async () => {
      const user = userEvent.setup();
      renderHeader('/');
      await user.click(menuButton());

      await user.click(within(drawer()).getByRole('link', { name: 'Register' }));

      expect(pathname()).toBe('/register');
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes with the close button, the scrim and Escape', async () => {
      const user = userEvent.setup();
      renderHeader('/');

      await user.click(menuButton());
      await user.click(within(drawer()).getByRole('button', { name: 'Close menu' }));
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');

      await user.click(menuButton());
      await user.click(screen.getByTestId('menu-scrim'));
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');

      await user.click(menuButton());
      await user.keyboard('{Escape}');
      await waitFor(() => expect(menuButton()).toHaveAttribute('aria-expanded', 'false'));
    });

    it('moves focus into the drawer when it opens and back to the menu button after Escape', async () => {
      const user = userEvent.setup();
      renderHeader('/');

      await user.click(menuButton());
      expect(within(drawer()).getByRole('button', { name: 'Close menu' })).toHaveFocus();

      await user.keyboard('{Escape}');
      await waitFor(() => expect(menuButton()).toHaveAttribute('aria-expanded', 'false'));
      expect(menuButton()).toHaveFocus();
    });

    it('stays open when the page opened it before the application loaded', async () => {
      const page = (
        <ThemeProvider theme={lightTheme}>
          <MemoryRouter initialEntries={['/about']}>
            <Header />
          </MemoryRouter>
        </ThemeProvider>
      );
      const container = document.body.appendChild(document.createElement('div'));
      container.innerHTML = renderToString(page);
      // what the server page's inline script does to the server's markup
      container.querySelector('[data-island="menu"]')!.setAttribute('data-open', 'true');
      const root = hydrateRoot(container, page);
      await waitFor(() => expect(within(container).getByLabelText('Open menu')).toHaveAttribute('aria-expanded', 'true'));
      expect(within(container).getByLabelText('Menu')).toHaveAttribute('aria-hidden', 'false');
      expect(container.querySelector('[data-testid="menu-scrim"]')).toBeVisible();
      act(() => root.unmount());
      container.remove();
    });

    it('hands focus back to the menu button when the close button dismisses the drawer', async () => {
      const user = userEvent.setup();
      renderHeader('/');

      await user.click(menuButton());
      await user.click(within(drawer()).getByRole('button', { name: 'Close menu' }));
      expect(menuButton()).toHaveFocus();
    });

    it('signs out from the drawer and closes it', async () => {
      signOutMock.mockResolvedValue(undefined);
      const user = userEvent.setup();
      renderHeader('/founder/dashboard');
      signIn(appUser('founder'));

      await user.click(menuButton());
      await user.click(within(drawer()).getByRole('button', { name: 'Sign Out' }));

      expect(await screen.findByText('Logged Out')).toBeInTheDocument();
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
      await waitFor(() => expect(pathname()).toBe('/'));
    });
  });
});
