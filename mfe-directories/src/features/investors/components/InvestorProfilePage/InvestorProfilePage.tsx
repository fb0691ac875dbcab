import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { usePortalRead } from '@donation-network/portal-session';
import { Badge, DataState } from '@donation-network/shared-ui';
import { ConnectCard, List, Muted, Section } from '../../../../components/Profile/Profile';
import { RequestIntroButton } from '../../../../components/RequestIntro/RequestIntro';
import { documentsTab, FactList, ProfileView, signedInTab, type ProfileConfig } from '../../../../components/Profile/ProfileView';
import { getInvestor, listInvestorDocuments, listPortfolio } from '../../api/get-investor';
import { formatAum, investorName, type InvestorProfile, type PortfolioCompany } from '../../api/investor-profile';
import { listSimilarInvestors, type SimilarInvestor } from '../../api/similar-investors';
import { investorsHref } from '../../hooks/use-investor-filters';

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const PortfolioTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const joinOr = (values: string[], empty: string) => (values.length > 0 ? values.join(', ') : empty);

function Overview({ investor }: { investor: InvestorProfile }) {
  return (
    <Section title="Investor Overview">
      <Badges aria-label="Investment focus">
        {investor.investment_focus.map((focus) => (
          <Badge key={focus} variant="secondary">
            {focus}
          </Badge>
        ))}
      </Badges>
      <FactList
        facts={[
          ['Investor Type', investor.investor_type || 'N/A'],
          ['Location', investor.location || 'Not specified'],
          ['Investment Stages', joinOr(investor.investment_stages, 'Not specified')],
          ['Typical Check Size', investor.typical_check_size?.trim() || 'Check size not specified'],
          ['Assets Under Management', formatAum(investor.total_assets_under_management)],
          ['Credibility Score', `${investor.credibility_score}/100`],
        ]}
      />
    </Section>
  );
}

function Portfolio({ companies }: { companies: PortfolioCompany[] }) {
  if (companies.length === 0) return <Muted>No portfolio companies have been shared.</Muted>;
  return (
    <PortfolioTable>
      <thead>
        <tr>
          <th scope="col">Company</th>
          <th scope="col">Industry</th>
          <th scope="col">Stage</th>
          <th scope="col">Exit Status</th>
        </tr>
      </thead>
      <tbody>
        {companies.map((company, index) => (
          <tr key={`${company.company}-${index}`}>
            <td>{company.company}</td>
            <td>{company.industry || 'N/A'}</td>
            <td>{company.stage || 'N/A'}</td>
            <td>{company.exit_status || 'N/A'}</td>
          </tr>
        ))}
      </tbody>
    </PortfolioTable>
  );
}

const SimilarBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

/** Why an investor is listed as similar: the shared focus areas and/or the same location. */
function similarity(similar: SimilarInvestor): string {
  const reasons = [];
  if (similar.shared_focus.length > 0) reasons.push(`Also invests in ${similar.shared_focus.join(', ')}`);
  if (similar.same_location) reasons.push(`Also in ${similar.location}`);
  return reasons.join(' · ');
}

const SIMILAR_LOADING = 'Loading similar investors...';

/** The similar investors' profiles, read with the page on the portal's server. */
function SimilarProfiles({ investorId }: { investorId: string }) {
  const similar = usePortalRead({
    queryKey: ['similar-investors', investorId],
    read: (signal) => listSimilarInvestors(investorId, signal),
  });
  return (
    <DataState
      result={similar}
      loadingLabel={SIMILAR_LOADING}
      compact
      isEmpty={(similar.data ?? []).length === 0}
      emptyText="No similar investors yet."
    >
      {() => (
        <List aria-label="Similar investor profiles">
          {(similar.data ?? []).map((other) => (
            <li key={other.id}>
              <Link to={`/investors/${other.id}`}>{investorName(other)}</Link>
              <Muted>{similarity(other)}</Muted>
            </li>
          ))}
        </List>
      )}
    </DataState>
  );
}

function SimilarInvestors({ investor }: { investor: InvestorProfile }) {
  // links to /investors carrying location and focus as query values, so the directory opens filtered
  const location = investor.location?.trim() ?? '';
  const links =
    investor.investment_focus.length > 0
      ? investor.investment_focus.map((focus) => ({
          label: location ? `${focus} investors in ${location}` : `${focus} investors`,
          to: investorsHref({ location, investmentFocus: focus }),
        }))
      : location
        ? [{ label: `Investors in ${location}`, to: investorsHref({ location }) }]
        : [];
  return (
    <Section title="Similar Investors">
      <SimilarBlock>
        {/* its own boundary: should this read fail on the server, the browser renders just this list */}
        <Suspense fallback={<DataState status="loading" loadingLabel={SIMILAR_LOADING} compact />}>
          <SimilarProfiles investorId={investor.id} />
        </Suspense>
        {links.length === 0 ? (
          <Link to="/investors">Browse all investors</Link>
        ) : (
          <List aria-label="Similar investors">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </List>
        )}
      </SimilarBlock>
    </Section>
  );
}

const INVESTOR_PROFILE: ProfileConfig<InvestorProfile> = {
  kind: 'investor',
  load: (id, signal) => getInvestor(id, signal),
  basePath: '/investors',
  render: (investor) => {
    const name = investorName(investor);
    return {
      title: name,
      description: investor.investment_thesis?.trim() || `${name}: ${investor.investor_type}, ${investor.location}.`,
      category: investor.investor_type,
      tabs: [
        { value: 'overview', label: 'Overview', content: <Overview investor={investor} /> },
        signedInTab(
          { value: 'portfolio', label: 'Portfolio', title: 'Portfolio' },
          { id: investor.id, load: listPortfolio, restriction: { kind: 'team', subject: 'Portfolio information' } },
          (companies) => <Portfolio companies={companies} />,
        ),
        {
          value: 'thesis',
          label: 'Investment Thesis',
          content: (
            <Section title="Investment Thesis">
              <Muted>{investor.investment_thesis?.trim() || 'No investment thesis has been shared by this investor.'}</Muted>
            </Section>
          ),
        },
        documentsTab('Verification Documents', investor, listInvestorDocuments, 'No verification documents available.'),
      ],
      sidebar: (
        <>
          <ConnectCard text={`Interested in pitching to ${name}?`}>
            <RequestIntroButton
              targetKind="investor"
              targetProfileId={investor.id}
              targetUserId={investor.user_id}
              targetName={name}
              label="Connect"
              fullWidth
            />
          </ConnectCard>
          <SimilarInvestors investor={investor} />
        </>
      ),
    };
  },
};

/** /investors/:id. Portfolio and documents come from signed-in-only tables. */
export function InvestorProfilePage() {
  return <ProfileView config={INVESTOR_PROFILE} />;
}
