import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ToastHost } from '@donation-network/shared-ui';
import { Footer } from './Footer';
import { Header, HEADER_HEIGHT } from './Header';
import { useFocusHeadingOnRouteChange } from './route-focus';
import { SkipLink } from './SkipLink';

export const MAIN_ID = 'main';

/** Header height plus the one-line construction banner. */
const Main = styled.main`
  padding-top: ${HEADER_HEIGHT + 28}px;
  /* The footer starts below the fold, so nothing visible moves when a remote replaces the skeleton (CLS). */
  min-height: 100vh;

  /* focused by the skip link as a starting point: not a control */
  &:focus {
    outline: none;
  }
`;

function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function ShellLayout() {
  const mainRef = useRef<HTMLElement>(null);
  useFocusHeadingOnRouteChange(mainRef);
  return (
    <>
      <ScrollToTopOnNavigate />
      <SkipLink targetId={MAIN_ID} />
      <Header />
      <Main id={MAIN_ID} ref={mainRef}>
        <Outlet />
      </Main>
      <Footer />
      <ToastHost />
    </>
  );
}
