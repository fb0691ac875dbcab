import { ROLES, type Role } from '@donation-network/portal-session';
import { Button } from '@donation-network/shared-ui';
import styled from 'styled-components';
import { DEMO_PASSWORD, demoAccountFor } from '../../../../lib/demo-accounts';
import type { LoginAction } from '../../hooks/use-role-login';
import { ROLE_LABELS } from '../../login-messages';

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ButtonGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 8px;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export interface DemoLoginButtonsProps {
  pending: LoginAction | null;
  onDemoLogin: (role: Role) => void;
}

/** One-click logins with the seeded demo account of each of the six roles. */
export function DemoLoginButtons({ pending, onDemoLogin }: DemoLoginButtonsProps) {
  return (
    <Root aria-labelledby="demo-logins-heading">
      <Heading id="demo-logins-heading">Demo accounts</Heading>
      <Hint>
        One click signs you in as {'{role}'}@demo.donation.network (password {DEMO_PASSWORD}).
      </Hint>
      <ButtonGrid>
        {ROLES.map((role) => (
          <Button
            key={role}
            variant="secondary"
            size="sm"
            loading={pending === `demo-${role}`}
            disabled={pending !== null}
            title={demoAccountFor(role).email}
            aria-label={`Log in as demo ${ROLE_LABELS[role]}`}
            onClick={() => onDemoLogin(role)}
          >
            {ROLE_LABELS[role]}
          </Button>
        ))}
      </ButtonGrid>
    </Root>
  );
}
