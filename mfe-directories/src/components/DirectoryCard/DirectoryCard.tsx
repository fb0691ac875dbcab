import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, LinkButton } from '@donation-network/shared-ui';
import type { VerificationStatus } from '../../lib/directory-spec';
import { Score } from '../Directory/Directory';
import { VerificationBadge } from '../VerificationBadge/VerificationBadge';

const StyledCard = styled(Card)`
  display: flex;
  flex-direction: column;
`;

const HeaderRow = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 12px;
  margin: 0 0 12px;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const Footer = styled(CardFooter)`
  margin-top: auto;
  justify-content: space-between;
`;

export interface DirectoryCardProps {
  id: string;
  /** 'founder' or 'investor': names the test id and the title's id. */
  kind: string;
  title: string;
  subtitle: string;
  status: VerificationStatus;
  /** Label and value rows under the heading. */
  facts: [label: string, value: ReactNode][];
  score: number | null | undefined;
  /** The profile page. */
  to: string;
  /** Below the facts (description, badges). */
  children?: ReactNode;
}

/** One directory entry: name, kind, verification badge, facts, score and View Profile. */
export function DirectoryCard({ id, kind, title, subtitle, status, facts, score, to, children }: DirectoryCardProps) {
  const titleId = `${kind}-${id}-name`;
  return (
    <StyledCard as="article" aria-labelledby={titleId} data-testid={`${kind}-card`}>
      <CardHeader>
        <HeaderRow>
          <div>
            <CardTitle as="h2" id={titleId}>
              {title}
            </CardTitle>
            <CardDescription>{subtitle}</CardDescription>
          </div>
          <VerificationBadge status={status} />
        </HeaderRow>
      </CardHeader>
      <CardContent>
        <Facts>
          {facts.map(([label, value]) => (
            <FactRow key={label} label={label} value={value} />
          ))}
        </Facts>
        {children}
      </CardContent>
      <Footer>
        <Score value={score} />
        <LinkButton to={to} size="sm" aria-label={`View Profile of ${title}`}>
          View Profile
        </LinkButton>
      </Footer>
    </StyledCard>
  );
}

function FactRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
