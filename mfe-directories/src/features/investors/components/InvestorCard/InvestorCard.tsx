import styled from 'styled-components';
import { Badge, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, LinkButton } from 'shared-ui';
import { Score } from '../../../../components/Directory/Directory';
import { VerificationBadge } from '../../../../components/VerificationBadge/VerificationBadge';
import { formatAum, investorName, type InvestorListItem } from '../../api/investor-profile';

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

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const Footer = styled(CardFooter)`
  margin-top: auto;
  justify-content: space-between;
`;

export interface InvestorCardProps {
  investor: InvestorListItem;
}

export function InvestorCard({ investor }: InvestorCardProps) {
  const titleId = `investor-${investor.id}-name`;
  const name = investorName(investor);
  const stages = investor.investment_stages ?? [];
  return (
    <StyledCard as="article" aria-labelledby={titleId} data-testid="investor-card">
      <CardHeader>
        <HeaderRow>
          <div>
            <CardTitle id={titleId}>{name}</CardTitle>
            <CardDescription>{investor.investor_type || 'N/A'}</CardDescription>
          </div>
          <VerificationBadge status={investor.verification_status} />
        </HeaderRow>
      </CardHeader>
      <CardContent>
        <Facts>
          <dt>Location</dt>
          <dd>{investor.location || 'Not specified'}</dd>
          <dt>Stages</dt>
          <dd>{stages.length > 0 ? stages.join(', ') : 'Not specified'}</dd>
          <dt>Check Size</dt>
          <dd>{investor.typical_check_size?.trim() || 'Check size not specified'}</dd>
          <dt>AUM</dt>
          <dd>{formatAum(investor.total_assets_under_management)}</dd>
        </Facts>
        <Badges aria-label="Investment focus">
          {(investor.investment_focus ?? []).map((focus) => (
            <Badge key={focus} variant="secondary">
              {focus}
            </Badge>
          ))}
        </Badges>
      </CardContent>
      <Footer>
        <Score value={investor.credibility_score} />
        <LinkButton to={`/investors/${investor.id}`} size="sm" aria-label={`View Profile of ${name}`}>
          View Profile
        </LinkButton>
      </Footer>
    </StyledCard>
  );
}
