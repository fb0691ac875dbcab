import { Suspense, useId, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrentUser } from '@donation-network/portal-session';
import { Button, Container, Spinner, SpreadRow, VisuallyHidden } from '@donation-network/shared-ui';
import { useNotificationSummary } from '../../../../lib/notification-summary';
import { useSignOut } from '../../hooks/use-sign-out';

const NOTIFICATIONS_PATH = '/recipient/notifications';

const NAV_LINKS = [
  { to: '/recipient/dashboard', label: 'Dashboard' },
  { to: '/recipient/blood-services', label: 'Blood Services' },
  { to: '/recipient/appointments', label: 'Appointments' },
  { to: NOTIFICATIONS_PATH, label: 'Notifications' },
  { to: '/recipient/profile', label: 'My Profile' },
] as const;

/** Counts above this show as '99+'. */
const MAX_SHOWN_COUNT = 99;

const Page = styled(Container)`
  padding-top: 32px;
  padding-bottom: 64px;
`;

const Header = styled(SpreadRow)`
  gap: 16px;
  margin-bottom: 24px;
  padding-bottom: 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxxl};
  line-height: ${({ theme }) => theme.lineHeights.tight};

  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const Subtitle = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const HeaderActions = styled.div`
  display: flex;
  gap: 8px;
`;

const MenuToggle = styled(Button)`
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

const Body = styled.div`
  display: grid;
  grid-template-columns: 220px minmax(0, 1fr);
  gap: 20px;
  align-items: start;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Sidebar = styled.aside<{ $open: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  ${({ theme }) => theme.media.mobile} {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
  }
`;

const Greeting = styled.div`
  padding-bottom: 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  p {
    margin: 0;
  }
`;

const Name = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Email = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const NavList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SideLink = styled(NavLink)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &.active {
    background: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 10.2%, transparent);
    /* the link red: primary on its own tint is below 4.5:1 */
    color: ${({ theme }) => theme.colors.link};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const CountBadge = styled.span`
  min-width: 22px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.6;
  text-align: center;
`;

/** The unread count beside 'Notifications': a badge for the eye, '(n unread)' for screen readers. */
function UnreadCount({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <>
      <CountBadge aria-hidden="true" data-testid="unread-count">
        {count > MAX_SHOWN_COUNT ? `${MAX_SHOWN_COUNT}+` : count}
      </CountBadge>
      {/* the leading space keeps 'Notifications (3 unread)' apart when the name is computed */}
      <VisuallyHidden> ({count} unread)</VisuallyHidden>
    </>
  );
}

const SidebarFooter = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The recipient area's frame (navigation, user menu, sign-out); pages render in the Outlet. */
export function RecipientLayout() {
  const { user } = useCurrentUser();
  const { signOut, pending } = useSignOut();
  const notificationSummary = useNotificationSummary();
  const { pathname } = useLocation();
  // The page the menu was opened on: on small screens the menu closes after navigating,
  // so it counts as open only while that page is still the current one.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const sidebarId = useId();

  return (
    <Page>
      <Header as="header">
        <div>
          <Title>Recipient Portal</Title>
          <Subtitle>View available blood services and manage your profile</Subtitle>
        </div>
        <HeaderActions>
          <MenuToggle
            type="button"
            variant="outline"
            aria-expanded={menuOpen}
            aria-controls={sidebarId}
            onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
          >
            Menu
          </MenuToggle>
          <Button type="button" variant="outline" onClick={signOut} disabled={pending}>
            Sign Out
          </Button>
        </HeaderActions>
      </Header>
      <Body>
        <Sidebar id={sidebarId} $open={menuOpen} aria-label="Recipient navigation" data-testid="recipient-sidebar">
          <Greeting>
            <p>Welcome,</p>
            <Name>{user?.name || 'Recipient'}</Name>
            {user?.email && <Email>{user.email}</Email>}
          </Greeting>
          <nav aria-label="Recipient">
            <NavList>
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <SideLink to={link.to}>
                    {link.label}
                    {link.to === NOTIFICATIONS_PATH && <UnreadCount count={notificationSummary?.unreadCount ?? 0} />}
                  </SideLink>
                </li>
              ))}
            </NavList>
          </nav>
          <SidebarFooter>
            <SideLink to="/" end>
              Back to Website
            </SideLink>
            <Button type="button" variant="ghost" onClick={signOut} disabled={pending}>
              Sign Out
            </Button>
          </SidebarFooter>
        </Sidebar>
        {/* the shell's <main> holds the whole area: one main landmark per page */}
        <div>
          <Suspense fallback={<Spinner label="Loading page" size="lg" />}>
            <Outlet />
          </Suspense>
        </div>
      </Body>
    </Page>
  );
}
