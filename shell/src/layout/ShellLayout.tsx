import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ToastHost } from 'shared-ui';
import { Footer } from './Footer';
import { Header, HEADER_HEIGHT } from './Header';

/** Header height plus the one-line construction banner. */
const Main = styled.main`
  padding-top: ${HEADER_HEIGHT + 28}px;
  /* The footer starts below the fold, so nothing visible moves when a remote replaces the skeleton (CLS). */
  min-height: 100vh;
`;

function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function ShellLayout() {
  return (
    <>
      <ScrollToTopOnNavigate />
      <Header />
      <Main id="main">
        <Outlet />
      </Main>
      <Footer />
      <ToastHost />
    </>
  );
}
