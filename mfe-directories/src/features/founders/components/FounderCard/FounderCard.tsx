import styled from 'styled-components';
import { Badge, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, LinkButton } from 'shared-ui';
import { Score } from '../../../../components/Directory/Directory';
import { VerificationBadge } from '../../../../components/VerificationBadge/VerificationBadge';
import type { FounderListItem } from '../../api/founder-profile';

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

/** Description clamped to three lines (spec section 2). */
export const Description = styled.p`
  display: -webkit-box;
  margin: 0 0 12px;
  overflow: hidden;
  -webkit-line-clamp: 3;
  line-clamp: 3;
  -webkit-box-orient: vertical;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Footer = styled(CardFooter)`
  margin-top: auto;
  justify-content: space-between;
`;

export interface FounderCardProps {
  founder: FounderListItem;
}

export function FounderCard({ founder }: FounderCardProps) {
  const titleId = `founder-${founder.id}-name`;
  return (
    <StyledCard as="article" aria-labelledby={titleId} data-testid="founder-card">
      <CardHeader>
        <HeaderRow>
          <div>
            <CardTitle id={titleId}>{founder.company_name}</CardTitle>
            <CardDescription>{founder.industry || 'N/A'}</CardDescription>
          </div>
          <VerificationBadge status={founder.verification_status} />
        </HeaderRow>
      </CardHeader>
      <CardContent>
        <Facts>
          <dt>Location</dt>
          <dd>{founder.location || 'Not specified'}</dd>
          <dt>Funding Stage</dt>
          <dd>{founder.funding_stage || 'Not specified'}</dd>
          <dt>Team Size</dt>
          <dd>{founder.team_size ?? 'Not specified'}</dd>
        </Facts>
        <Description>{founder.company_description || 'No company description provided.'}</Description>
        {founder.looking_for && <Badge variant="secondary">{founder.looking_for}</Badge>}
      </CardContent>
      <Footer>
        <Score value={founder.credibility_score} />
        <LinkButton to={`/founders/${founder.id}`} size="sm" aria-label={`View Profile of ${founder.company_name}`}>
          View Profile
        </LinkButton>
      </Footer>
    </StyledCard>
  );
}
