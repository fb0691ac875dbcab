import type { ReactNode } from 'react';
import { RequireRole } from '@donation-network/shared-auth';
import { Container, PageHeading, Section, Spinner, TextLink, usePageMeta } from '@donation-network/shared-ui';
import styled from 'styled-components';
import { ADMIN_PATHS } from '../../../../lib/admin-paths';

const Back = styled.p`
  margin: 0 0 16px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface AdminPageProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

function AdminPageBody({ title, subtitle, children }: AdminPageProps) {
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

/**
 * A page of the admin console: admins only (visitors go to /login, other users see the
 * access-denied text); the content mounts, and so loads its data, only once the guard lets the user through.
 */
export function AdminPage(props: AdminPageProps) {
  return (
    <RequireRole roles={['admin']} fallback={<Spinner label="Checking your session" />}>
      <AdminPageBody {...props} />
    </RequireRole>
  );
}
