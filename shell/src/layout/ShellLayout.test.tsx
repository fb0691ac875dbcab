import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { useSession } from '@donation-network/portal-session';
import { lightTheme } from '@donation-network/shared-ui';
import { MAIN_ID, ShellLayout } from './ShellLayout';

function LoadingPage() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return loaded ? (
    <h1>Loaded page</h1>
  ) : (
    <div aria-busy="true">
      <h1>Loading skeleton</h1>
    </div>
  );
}

function SearchPage() {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  return (
    <>
      <h1>Search</h1>
      <input ref={input} aria-label="Search text" />
    </>
  );
}

/** Navigates like a link would; `location` shows where the router is. */
let navigate: NavigateFunction = () => undefined;
let current = { pathname: '', hash: '' };

function RouterProbe() {
  const routerNavigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    navigate = routerNavigate;
    current = location;
  });
  return null;
}

function renderShell(path = '/') {
  render(
    <ThemeProvider theme={lightTheme}>
      <MemoryRouter initialEntries={[path]}>
        <RouterProbe />
        <Routes>
          <Route element={<ShellLayout />}>
            <Route
              path="/"
              element={
                <>
                  <h1>Home</h1>
                  <Link to="/about">About us</Link>
                </>
              }
            />
            <Route path="/about" element={<h1>About</h1>} />
            <Route path="/loading" element={<LoadingPage />} />
            <Route path="/search" element={<SearchPage />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const originalScrollTo = window.scrollTo;

beforeEach(() => {
  useSession.setState({ user: null, loading: false });
  // jsdom does not implement scrolling; ShellLayout scrolls to the top on every navigation.
  window.scrollTo = jest.fn();
});

afterEach(() => {
  window.scrollTo = originalScrollTo;
});

describe('skip link', () => {
  it('is the first thing Tab reaches and moves the focus into main without changing the URL', async () => {
    const user = userEvent.setup();
    renderShell('/');

    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', `#${MAIN_ID}`);

    await user.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', MAIN_ID);
    expect(main).toHaveFocus();
    expect(current).toMatchObject({ pathname: '/', hash: '' });

    // the next Tab continues inside the page
    await user.tab();
    expect(screen.getByRole('link', { name: 'About us' })).toHaveFocus();
    expect(main).not.toHaveAttribute('tabindex');
  });
});

describe('focus on route change', () => {
  it('leaves the focus alone on the first page', () => {
    renderShell('/');
    expect(document.body).toHaveFocus();
  });

  it("moves the focus to the new page's h1, made focusable", async () => {
    const user = userEvent.setup();
    renderShell('/');

    await user.click(screen.getByRole('link', { name: 'About us' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'About' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('waits for a heading that shows once the page has loaded, not the skeleton', async () => {
    renderShell('/');

    act(() => {
      void navigate('/loading');
    });
    expect(screen.getByRole('heading', { name: 'Loading skeleton' })).not.toHaveFocus();

    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Loaded page' })).toHaveFocus());
  });

  it('keeps the focus a page placed itself', async () => {
    renderShell('/');

    act(() => {
      void navigate('/search');
    });

    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Search text' })).toHaveFocus());
    expect(screen.getByRole('heading', { name: 'Search' })).not.toHaveAttribute('tabindex');
  });

  it('does not move the focus when only the query changes', async () => {
    renderShell('/about');
    const heading = screen.getByRole('heading', { name: 'About' });

    act(() => {
      void navigate('/about?tab=team');
    });

    expect(heading).not.toHaveFocus();
    expect(heading).not.toHaveAttribute('tabindex');
  });
});
