import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, LinkButton, PageHeading, Tab, TabList, TabPanel, Tabs } from 'shared-ui';
import {
  ConnectCard,
  DocumentList,
  Facts,
  List,
  Meta,
  Muted,
  ProfileLayout,
  ProfileLoadState,
  ProfileNotFound,
  ProfilePage,
  Section,
  Sidebar,
  VerificationStandardsCard,
} from '../../../../components/Profile/Profile';
import { SignedInContent } from '../../../../components/Profile/SignedInContent';
import { VerificationBadge } from '../../../../components/VerificationBadge/VerificationBadge';
import { listInvestorDocuments, listPortfolio } from '../../api/get-investor';
import { formatAum, investorName, type InvestorProfile, type PortfolioCompany } from '../../api/investor-profile';
import { investorsHref } from '../../hooks/use-investor-filters';
import { useInvestor } from '../../hooks/use-investor';

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
      <Facts>
        <div>
          <dt>Investor Type</dt>
          <dd>{investor.investor_type || 'N/A'}</dd>
        </div>
        <div>
          <dt>Location</dt>
          <dd>{investor.location || 'Not specified'}</dd>
        </div>
        <div>
          <dt>Investment Stages</dt>
          <dd>{joinOr(investor.investment_stages, 'Not specified')}</dd>
        </div>
        <div>
          <dt>Typical Check Size</dt>
          <dd>{investor.typical_check_size?.trim() || 'Check size not specified'}</dd>
        </div>
        <div>
          <dt>Assets Under Management</dt>
          <dd>{formatAum(investor.total_assets_under_management)}</dd>
        </div>
        <div>
          <dt>Credibility Score</dt>
          <dd>{investor.credibility_score}/100</dd>
        </div>
      </Facts>
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

function SimilarInvestors({ investor }: { investor: InvestorProfile }) {
  // spec section 2: links to /investors carrying location and focus as query values
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
    </Section>
  );
}

/** /investors/:id. Portfolio and documents come from signed-in-only tables. */
export function InvestorProfilePage() {
  const { id = '' } = useParams();
  const result = useInvestor(id);

  if (result.status !== 'success') return <ProfileLoadState result={result} loadingLabel="Loading investor profile..." />;
  const investor = result.data;
  if (!investor) return <ProfileNotFound kind="investor" backTo="/investors" backLabel="Back to Investors" />;

  const name = investorName(investor);
  return (
    <ProfilePage>
      <PageHeading
        title={name}
        actions={
          <>
            {investor.website && (
              <LinkButton to={investor.website} external variant="outline" size="sm">
                Website
              </LinkButton>
            )}
            {investor.linkedin_url && (
              <LinkButton to={investor.linkedin_url} external variant="outline" size="sm">
                LinkedIn
              </LinkButton>
            )}
          </>
        }
      >
        <Meta>
          <span>{investor.investor_type}</span>
          <span aria-hidden="true">·</span>
          <span>{investor.location}</span>
          <VerificationBadge status={investor.verification_status} />
        </Meta>
      </PageHeading>
      <ProfileLayout>
        <Tabs defaultValue="overview">
          <TabList aria-label="Investor profile">
            <Tab value="overview">Overview</Tab>
            <Tab value="portfolio">Portfolio</Tab>
            <Tab value="thesis">Investment Thesis</Tab>
            <Tab value="documents">Documents</Tab>
          </TabList>
          <TabPanel value="overview">
            <Overview investor={investor} />
          </TabPanel>
          <TabPanel value="portfolio">
            <Section title="Portfolio">
              <SignedInContent
                id={investor.id}
                load={listPortfolio}
                restriction={{ kind: 'team', subject: 'Portfolio information' }}
              >
                {(companies) => <Portfolio companies={companies} />}
              </SignedInContent>
            </Section>
          </TabPanel>
          <TabPanel value="thesis">
            <Section title="Investment Thesis">
              <Muted>{investor.investment_thesis?.trim() || 'No investment thesis has been shared by this investor.'}</Muted>
            </Section>
          </TabPanel>
          <TabPanel value="documents">
            <Section title="Verification Documents">
              <SignedInContent id={investor.id} load={listInvestorDocuments} restriction={{ kind: 'premium' }}>
                {(documents) => <DocumentList documents={documents} empty="No verification documents available." />}
              </SignedInContent>
            </Section>
          </TabPanel>
        </Tabs>
        <Sidebar aria-label="About this investor">
          <ConnectCard text={`Interested in pitching to ${name}?`} action="Connect" />
          <SimilarInvestors investor={investor} />
          <VerificationStandardsCard kind="investor" />
        </Sidebar>
      </ProfileLayout>
    </ProfilePage>
  );
}
