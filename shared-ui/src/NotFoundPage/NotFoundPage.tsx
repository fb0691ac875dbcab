import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from '../Container/Container';
import { LinkButton } from '../LinkButton/LinkButton';
import { usePageMeta } from '../hooks/use-page-meta';
import { useServerPageRecord } from '../hooks/server-page';

const Wrapper = styled(Container)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  padding-top: 96px;
  padding-bottom: 96px;
  text-align: center;
`;

const Code = styled.p`
  margin: 0;
  font-size: 3rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
  color: ${({ theme }) => theme.colors.primary};
`;

const Title = styled.h1`
  margin: 0;
  font-size: 2rem;
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Message = styled.p`
  margin: 0 0 8px;
  max-width: 48ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** 404 page for unknown paths (needs a router); logs the attempted path. On the server the answer is a 404. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useServerPageRecord()?.setStatus(404);
  usePageMeta('Page Not Found', "The page you are looking for doesn't exist or has been moved.");

  useEffect(() => {
    console.error(`404 Error: User attempted to access non-existent route: ${pathname}`);
  }, [pathname]);

  return (
    <Wrapper data-testid="not-found">
      <Code aria-hidden="true">404</Code>
      <Title>Page Not Found</Title>
      <Message>The page you are looking for doesn&apos;t exist or has been moved.</Message>
      <LinkButton to="/">Return to Home</LinkButton>
    </Wrapper>
  );
}
