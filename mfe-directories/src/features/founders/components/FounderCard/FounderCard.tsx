import styled from 'styled-components';
import { Badge } from '@donation-network/shared-ui';
import { DirectoryCard } from '../../../../components/DirectoryCard/DirectoryCard';
import type { FounderListItem } from '../../api/founder-profile';

/** Description clamped to three lines, so the cards of a row stay the same height. */
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

export interface FounderCardProps {
  founder: FounderListItem;
}

export function FounderCard({ founder }: FounderCardProps) {
  return (
    <DirectoryCard
      id={founder.id}
      kind="founder"
      title={founder.company_name}
      subtitle={founder.industry || 'N/A'}
      status={founder.verification_status}
      facts={[
        ['Location', founder.location || 'Not specified'],
        ['Funding Stage', founder.funding_stage || 'Not specified'],
        ['Team Size', founder.team_size ?? 'Not specified'],
      ]}
      score={founder.credibility_score}
      to={`/founders/${founder.id}`}
    >
      <Description>{founder.company_description || 'No company description provided.'}</Description>
      {founder.looking_for && <Badge variant="secondary">{founder.looking_for}</Badge>}
    </DirectoryCard>
  );
}
