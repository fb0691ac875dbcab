import type { ReactNode } from 'react';
import { loadSupabase } from '@donation-network/portal-session';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@donation-network/shared-ui';
import styled from 'styled-components';

const Page = styled.div`
  display: flex;
  justify-content: center;
  width: 100%;
  padding: 48px 16px;

  ${({ theme }) => theme.media.mobile} {
    padding: 24px 12px;
  }
`;

const Column = styled.div<{ $maxWidth: number }>`
  width: 100%;
  max-width: ${({ $maxWidth }) => $maxWidth}px;
`;

const Title = styled(CardTitle)`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

export interface AuthCardProps {
  title: ReactNode;
  description?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  /** Column width in pixels; default 480. */
  maxWidth?: number;
}

/**
 * Account screens submit through the Supabase client, which a signed-out visitor's page has not
 * downloaded: the first focus or touch starts the download, so the submit does not wait for it.
 * A failed download is retried (and reported) by the submit itself.
 */
const warmUpClient = () => void loadSupabase().catch(() => undefined);

/** The centred card every account screen uses (login, reset password, notices). */
export function AuthCard({ title, description, footer, children, maxWidth = 480 }: AuthCardProps) {
  return (
    <Page onFocus={warmUpClient} onPointerDown={warmUpClient}>
      <Column $maxWidth={maxWidth}>
        <Card>
          <CardHeader>
            <Title as="h1">{title}</Title>
            {description && <CardDescription>{description}</CardDescription>}
          </CardHeader>
          <CardContent>{children}</CardContent>
          {footer && <CardFooter>{footer}</CardFooter>}
        </Card>
      </Column>
    </Page>
  );
}
