import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, LinkButton, ThemeToggle, notify } from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import { dashboardPath, signOut, useSession } from '@donation-network/portal-session';

/** Scroll distance in px after which the fixed header turns translucent (a small scroll is enough). */
export const HEADER_SCROLL_THRESHOLD = 10;
export const HEADER_HEIGHT = 64;

/**
 * The header's two states are attribute selectors, not styled-components props: both are in the server's
 * stylesheet, so the page's inline script can switch them before the application has loaded.
 */
const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  transition:
    background 0.2s,
    backdrop-filter 0.2s;
  &[data-scrolled='true'] {
    background: color-mix(in srgb, ${({ theme }) => theme.colors.surface} 80%, transparent);
    backdrop-filter: blur(8px);
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
`;

const Banner = styled.p`
  margin: 0;
  padding: 4px 12px;
  text-align: center;
  font-size: 0.8rem;
  background: ${({ theme }) => theme.colors.warning};
  color: #1f1300;
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: 24px;
  max-width: 1200px;
  height: ${HEADER_HEIGHT}px;
  margin: 0 auto;
  padding: 0 16px;
`;

const Logo = styled(Link)`
  font-weight: 800;
  font-size: 1.15rem;
  /* the primary red is too faint as text on the dark theme's surface */
  color: ${({ theme }) => theme.colors.link};
  text-decoration: none;
  margin-right: auto;
`;

const DesktopNav = styled.nav`
  display: flex;
  gap: 20px;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile - 1}px) {
    display: none;
  }
`;

const NavItem = styled(NavLink)`
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: none;
  font-weight: 500;
  &.active,
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile - 1}px) {
    display: none;
  }
`;

/**
 * Room for either pair of account buttons (Login and Register, or Dashboard and Sign Out), so the header
 * does not move when a signed-in visitor's session is found after the server-rendered page hydrates.
 */
const AccountButtons = styled.div`
  display: flex;
  gap: 8px;
  justify-content: flex-end;
  min-width: 210px;
`;

const MenuButton = styled(Button)`
  display: none;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile - 1}px) {
    display: inline-flex;
  }
`;

const Drawer = styled.div`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  width: min(320px, 85vw);
  z-index: 60;
  padding: 24px;
  display: flex;
  flex-direction: column;
  gap: 16px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  transform: translateX(100%);
  visibility: hidden;
  transition:
    transform 0.25s ease,
    visibility 0.25s;
  /* visible at once when opening (its close button takes the focus), hidden only after sliding out */
  &[data-open='true'] {
    transform: translateX(0);
    visibility: visible;
    transition: transform 0.25s ease;
  }
`;

const Scrim = styled.div`
  position: fixed;
  inset: 0;
  z-index: 55;
  background: rgba(0, 0, 0, 0.4);
`;

export const NAV_LINKS = [
  { to: '/about', label: 'About' },
  { to: '/how-it-works', label: 'How It Works' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/partnerships', label: 'Partnerships' },
  { to: '/contact', label: 'Contact' },
];

function useScrolledPast(threshold: number) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return scrolled;
}

export function Header() {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  const [menuOpen, setMenuOpen] = useState(false);
  const user = useSession((state) => state.user);
  const navigate = useNavigate();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  // A menu opened by the page's inline script before the application loaded stays open.
  useEffect(() => {
    if (drawerRef.current?.dataset.open === 'true') setMenuOpen(true);
  }, []);
  const close = () => setMenuOpen(false);
  /** Closing without choosing a destination hands focus back to where the menu was opened. */
  const dismiss = () => {
    setMenuOpen(false);
    menuButtonRef.current?.focus();
  };

  useEffect(() => {
    if (!menuOpen) return;
    closeButtonRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const handleSignOut = async () => {
    close();
    try {
      await signOut();
    } catch (error) {
      console.error('[shell] sign-out failed', error);
      notify({
        title: 'Logout Error',
        description: friendlyErrorMessage(error, 'Failed to log out. Please try again.'),
        variant: 'destructive',
      });
      return;
    }
    notify({ title: 'Logged Out', description: 'You have been logged out successfully.', variant: 'success' });
    navigate('/');
  };

  const links = NAV_LINKS.map((link) => (
    <NavItem key={link.to} to={link.to} onClick={close}>
      {link.label}
    </NavItem>
  ));
  const accountActions = user ? (
    <>
      <LinkButton to={dashboardPath(user)} variant="outline" onClick={close}>
        Dashboard
      </LinkButton>
      <Button variant="ghost" onClick={handleSignOut}>
        Sign Out
      </Button>
    </>
  ) : (
    <>
      <LinkButton to="/login" variant="outline" onClick={close}>
        Login
      </LinkButton>
      <LinkButton to="/register" onClick={close}>
        Register
      </LinkButton>
    </>
  );

  return (
    <Bar data-scrolled={scrolled} data-island="header">
      <Banner>Website under construction - Some features may not be fully functional</Banner>
      <Inner>
        <Logo to="/" aria-label="Donation Network home">
          Donation Network
        </Logo>
        <DesktopNav aria-label="Main">{links}</DesktopNav>
        <Actions>
          <AccountButtons>{accountActions}</AccountButtons>
          <ThemeToggle />
        </Actions>
        <MenuButton
          ref={menuButtonRef}
          variant="ghost"
          aria-label="Open menu"
          aria-expanded={menuOpen}
          data-island="menu-open"
          onClick={() => setMenuOpen(true)}
        >
          ☰
        </MenuButton>
      </Inner>
      <Scrim hidden={!menuOpen} onClick={dismiss} data-testid="menu-scrim" data-island="menu-close" />
      <Drawer ref={drawerRef} data-open={menuOpen} data-island="menu" role="dialog" aria-label="Menu" aria-hidden={!menuOpen}>
        <Button ref={closeButtonRef} variant="ghost" aria-label="Close menu" data-island="menu-close" onClick={dismiss}>
          ✕
        </Button>
        <nav aria-label="Mobile" style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          {links}
        </nav>
        {accountActions}
        <ThemeToggle />
      </Drawer>
    </Bar>
  );
}
