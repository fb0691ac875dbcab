import styled from 'styled-components';
import { Badge } from '@donation-network/shared-ui';
import { DirectoryCard } from '../../../../components/DirectoryCard/DirectoryCard';
import { formatAum, investorName, type InvestorListItem } from '../../api/investor-profile';

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

export interface InvestorCardProps {
  investor: InvestorListItem;
}

export function InvestorCard({ investor }: InvestorCardProps) {
  const stages = investor.investment_stages ?? [];
  return (
    <DirectoryCard
      id={investor.id}
      kind="investor"
      title={investorName(investor)}
      subtitle={investor.investor_type || 'N/A'}
      status={investor.verification_status}
      facts={[
        ['Location', investor.location || 'Not specified'],
        ['Stages', stages.length > 0 ? stages.join(', ') : 'Not specified'],
        ['Check Size', investor.typical_check_size?.trim() || 'Check size not specified'],
        ['AUM', formatAum(investor.total_assets_under_management)],
      ]}
      score={investor.credibility_score}
      to={`/investors/${investor.id}`}
    >
      <Badges aria-label="Investment focus">
        {(investor.investment_focus ?? []).map((focus) => (
          <Badge key={focus} variant="secondary">
            {focus}
          </Badge>
        ))}
      </Badges>
    </DirectoryCard>
  );
}
