import { useParams } from 'react-router-dom';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, LinkButton, PageHeading, Tab, TabList, TabPanel, Tabs } from 'shared-ui';
import {
  ConnectCard,
  DocumentList,
  Facts,
  List,
  Muted,
  Meta,
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
import { listFounderDocuments, listTeamMembers, type TeamMember } from '../../api/founder-premium';
import type { FounderProfile } from '../../api/founder-profile';
import { useFounder } from '../../hooks/use-founder';

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

function Team({ members }: { members: TeamMember[] }) {
  if (members.length === 0) return <Muted>No team members have been added yet.</Muted>;
  return (
    <List aria-label="Team members">
      {members.map((member, index) => (
        <li key={`${member.name}-${index}`}>
          <strong>{member.name}</strong>
          {member.role && <Muted as="span"> · {member.role}</Muted>}
          {member.bio && <Muted>{member.bio}</Muted>}
          {member.linkedin_url && (
            <a href={member.linkedin_url} target="_blank" rel="noopener noreferrer">
              LinkedIn
            </a>
          )}
        </li>
      ))}
    </List>
  );
}

function PitchDeckCard({ url }: { url: string | null }) {
  return (
    <Section title="Pitch Deck">
      {url ? (
        <LinkButton to={url} external variant="outline" fullWidth>
          View Pitch Deck
        </LinkButton>
      ) : (
        <Muted>No pitch deck available or requires subscription to view.</Muted>
      )}
    </Section>
  );
}

/** /founders/:id. Team and documents come from signed-in-only tables. */
export function FounderProfilePage() {
  const { id = '' } = useParams();
  const result = useFounder(id);

  if (result.status !== 'success') return <ProfileLoadState result={result} loadingLabel="Loading founder profile..." />;
  const founder = result.data;
  if (!founder) return <ProfileNotFound kind="founder" backTo="/founders" backLabel="Back to Founders" />;

  return (
    <ProfilePage>
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
      <ProfileLayout>
        <Tabs defaultValue="overview">
          <TabList aria-label="Founder profile">
            <Tab value="overview">Overview</Tab>
            <Tab value="team">Team</Tab>
            <Tab value="achievements">Achievements</Tab>
            <Tab value="documents">Documents</Tab>
          </TabList>
          <TabPanel value="overview">
            <Overview founder={founder} />
          </TabPanel>
          <TabPanel value="team">
            <Section title="Team">
              <SignedInContent id={founder.id} load={listTeamMembers} restriction={{ kind: 'team', subject: 'Team information' }}>
                {(members) => <Team members={members} />}
              </SignedInContent>
            </Section>
          </TabPanel>
          <TabPanel value="achievements">
            <Achievements founder={founder} />
          </TabPanel>
          <TabPanel value="documents">
            <Section title="Documents">
              <SignedInContent id={founder.id} load={listFounderDocuments} restriction={{ kind: 'premium' }}>
                {(documents) => <DocumentList documents={documents} empty="No documents available." />}
              </SignedInContent>
            </Section>
          </TabPanel>
        </Tabs>
        <Sidebar aria-label="About this founder">
          <PitchDeckCard url={founder.pitch_deck_url} />
          <ConnectCard text={`Interested in ${founder.company_name}?`} action="Connect" />
          <VerificationStandardsCard kind="founder" />
        </Sidebar>
      </ProfileLayout>
    </ProfilePage>
  );
}
