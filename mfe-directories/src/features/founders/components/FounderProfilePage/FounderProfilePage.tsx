import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Container,
  LinkButton,
  PageHeading,
  Spinner,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from 'shared-ui';
import { VerificationBadge } from '../../../../components/VerificationBadge/VerificationBadge';
import type { FounderProfile } from '../../api/founder-profile';
import { useFounder } from '../../hooks/use-founder';

const Page = styled(Container)`
  padding-top: 40px;
  padding-bottom: 64px;
`;

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  padding: 80px 16px;
  text-align: center;
`;

const Muted = styled.p`
  margin: 0;
  max-width: 56ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 16px;
  margin: 24px 0 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 4px 0 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

function Overview({ founder }: { founder: FounderProfile }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Company Overview</CardTitle>
      </CardHeader>
      <CardContent>
        <Muted>{founder.company_description || 'No company description provided.'}</Muted>
        <Facts>
          <div>
            <dt>Industry</dt>
            <dd>{founder.industry || 'N/A'}</dd>
          </div>
          <div>
            <dt>Funding Stage</dt>
            <dd>{founder.funding_stage || 'N/A'}</dd>
          </div>
          <div>
            <dt>Location</dt>
            <dd>{founder.location || 'Not specified'}</dd>
          </div>
          <div>
            <dt>Founded</dt>
            <dd>{founder.founded_year ?? 'N/A'}</dd>
          </div>
          <div>
            <dt>Team Size</dt>
            <dd>{founder.team_size ?? 'Not specified'}</dd>
          </div>
          <div>
            <dt>Looking For</dt>
            <dd>{founder.looking_for || 'Not specified'}</dd>
          </div>
          <div>
            <dt>Credibility Score</dt>
            <dd>{founder.credibility_score}/100</dd>
          </div>
        </Facts>
      </CardContent>
    </Card>
  );
}

function Achievements({ founder }: { founder: FounderProfile }) {
  const achievements = Array.isArray(founder.achievements) ? founder.achievements : [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Achievements</CardTitle>
      </CardHeader>
      <CardContent>
        {achievements.length === 0 ? (
          <Muted>No achievements have been added yet.</Muted>
        ) : (
          <List>
            {achievements.map((achievement, index) => (
              <li key={`${achievement.title}-${index}`}>
                <strong>{achievement.title}</strong>
                {achievement.date && <Muted as="span"> · {achievement.date}</Muted>}
                {achievement.description && <Muted>{achievement.description}</Muted>}
              </li>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

/** /founders/:id. Team and Documents (premium content, issue #3) are not built yet. */
export function FounderProfilePage() {
  const { id = '' } = useParams();
  const { loading, founder } = useFounder(id);

  if (loading) {
    return (
      <Page>
        <Centered role="status">
          <Spinner aria-hidden="true" />
          <span>Loading founder profile...</span>
        </Centered>
      </Page>
    );
  }

  if (!founder) {
    return (
      <Page>
        <Centered>
          <h1>Founder Not Found</h1>
          <Muted>The founder you're looking for doesn't exist or you don't have permission to view this profile.</Muted>
          <LinkButton to="/founders" variant="outline">
            Back to Founders
          </LinkButton>
        </Centered>
      </Page>
    );
  }

  return (
    <Page>
      <PageHeading
        title={founder.company_name}
        actions={
          <>
            {founder.website && (
              <LinkButton to={founder.website} external variant="outline" size="sm">
                Website
              </LinkButton>
            )}
            {founder.linkedin_url && (
              <LinkButton to={founder.linkedin_url} external variant="outline" size="sm">
                LinkedIn
              </LinkButton>
            )}
            {/* Spec section 6: Connect-style actions have no action yet. */}
            <Button size="sm" type="button">
              Contact Founder
            </Button>
          </>
        }
      >
        <Meta>
          <span>{founder.industry}</span>
          <span aria-hidden="true">·</span>
          <span>{founder.location}</span>
          <Badge variant="outline">{founder.funding_stage}</Badge>
          <VerificationBadge status={founder.verification_status} />
        </Meta>
      </PageHeading>
      <Tabs defaultValue="overview" style={{ marginTop: 24 }}>
        <TabList aria-label="Founder profile">
          <Tab value="overview">Overview</Tab>
          <Tab value="achievements">Achievements</Tab>
        </TabList>
        <TabPanel value="overview">
          <Overview founder={founder} />
        </TabPanel>
        <TabPanel value="achievements">
          <Achievements founder={founder} />
        </TabPanel>
      </Tabs>
    </Page>
  );
}
