import type { ReactNode } from 'react';
import { Container, PageHeading, Section, TextLink, usePageMeta } from '@donation-network/shared-ui';
import styled from 'styled-components';
import { ADMIN_PATHS } from '../../lib/admin-paths';

const Back = styled.p`
  margin: 0 0 16px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface AdminPageProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

/**
 * The frame of an admin console page: the way back to the dashboard, the heading and the page's
 * own content. App's RequireAdmin guard lets only admins reach it.
 */
export function AdminPage({ title, subtitle, children }: AdminPageProps) {
  usePageMeta(title, subtitle);
  return (
    <Section>
      <Container>
        <Back>
          <TextLink to={ADMIN_PATHS.dashboard}>← Admin dashboard</TextLink>
        </Back>
        <PageHeading title={title} subtitle={subtitle} />
        {children}
      </Container>
    </Section>
  );
}
