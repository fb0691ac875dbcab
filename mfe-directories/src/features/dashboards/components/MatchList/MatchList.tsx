import { Link } from 'react-router-dom';
import { LinkButton } from '@donation-network/shared-ui';
import styled from 'styled-components';
import { investorName } from '../../../../lib/investor-name';
import type { DashboardMatch } from '../../api/dashboard-api';

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    padding: 12px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: 0;
  }
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const EmptyText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function describe(match: DashboardMatch): { name: string; to: string; details: string } {
  if (match.company_name !== undefined) {
    return { name: match.company_name, to: `/founders/${match.id}`, details: `${match.industry} · ${match.funding_stage}` };
  }
  const name = investorName(match);
  return { name, to: `/investors/${match.id}`, details: `${match.investor_type} · ${match.location}` };
}

/** The best matches (as the database orders them), each linking to its profile with its score. */
export function MatchList({ matches, emptyText, limit = 3 }: { matches: DashboardMatch[]; emptyText: string; limit?: number }) {
  if (matches.length === 0) return <EmptyText>{emptyText}</EmptyText>;
  return (
    <Items>
      {matches.slice(0, limit).map((match) => {
        const { name, to, details } = describe(match);
        return (
          <li key={match.id}>
            <div>
              <Link to={to}>{name}</Link>
              <Muted>
                {details} · Score {match.credibility_score}/100
              </Muted>
            </div>
            <LinkButton to={to} size="sm" variant="ghost" aria-label={`View ${name}`}>
              View
            </LinkButton>
          </li>
        );
      })}
      {matches.length > limit && (
        <li>
          <Muted>
            The best {limit} of {matches.length} matches
          </Muted>
        </li>
      )}
    </Items>
  );
}
