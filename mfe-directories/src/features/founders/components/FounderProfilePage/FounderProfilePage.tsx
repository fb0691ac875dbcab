import { Badge, formatDate, INVALID_DATE } from '@donation-network/shared-ui';
import { ConnectCard, List, Muted, Section } from '../../../../components/Profile/Profile';
import { documentsTab, FactList, ProfileView, signedInTab, type ProfileConfig } from '../../../../components/Profile/ProfileView';
import { RequestIntroButton } from '../../../../components/RequestIntro/RequestIntro';
import { listFounderDocuments, listTeamMembers, type TeamMember } from '../../api/founder-premium';
import type { FounderProfile } from '../../api/founder-profile';
import { getFounder } from '../../api/get-founder';
import { PitchDeckCard } from '../PitchDeckCard/PitchDeckCard';

function Overview({ founder }: { founder: FounderProfile }) {
  return (
    <Section title="Company Overview">
      <Muted>{founder.company_description || 'No company description provided.'}</Muted>
      <FactList
        facts={[
          ['Industry', founder.industry || 'N/A'],
          ['Funding Stage', founder.funding_stage || 'N/A'],
          ['Location', founder.location || 'Not specified'],
          ['Founded', founder.founded_year ?? 'N/A'],
          ['Team Size', founder.team_size ?? 'Not specified'],
          ['Looking For', founder.looking_for || 'Not specified'],
          ['Credibility Score', `${founder.credibility_score}/100`],
        ]}
      />
    </Section>
  );
}

/** An achievement's date as a day ('14 Mar 2023'); a date written as text ('Spring 2023') as written. */
function achievementDate(value: string): string {
  const day = formatDate(value);
  return day === INVALID_DATE ? value : day;
}

function Achievements({ founder }: { founder: FounderProfile }) {
  const achievements = Array.isArray(founder.achievements) ? founder.achievements : [];
  return (
    <Section title="Achievements">
      {achievements.length === 0 ? (
        <Muted>No achievements have been added yet.</Muted>
      ) : (
        <List>
          {achievements.map((achievement, index) => (
            <li key={`${achievement.title}-${index}`}>
              <strong>{achievement.title}</strong>
              {achievement.date && <Muted as="span"> · {achievementDate(achievement.date)}</Muted>}
              {achievement.description && <Muted>{achievement.description}</Muted>}
            </li>
          ))}
        </List>
      )}
    </Section>
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

/** Contact Founder / Connect: asks the founder's account for an intro (see RequestIntroButton). */
function FounderIntroButton({ founder, ...button }: { founder: FounderProfile; label: string; size?: 'sm'; fullWidth?: boolean }) {
  return (
    <RequestIntroButton
      targetKind="founder"
      targetProfileId={founder.id}
      targetUserId={founder.user_id}
      targetName={founder.company_name}
      {...button}
    />
  );
}

const FOUNDER_PROFILE: ProfileConfig<FounderProfile> = {
  kind: 'founder',
  load: (id, signal) => getFounder(id, signal),
  basePath: '/founders',
  render: (founder) => ({
    title: founder.company_name,
    description:
      founder.company_description?.trim() || `${founder.company_name}: ${founder.industry}, ${founder.funding_stage}, ${founder.location}.`,
    category: founder.industry,
    badge: <Badge variant="outline">{founder.funding_stage}</Badge>,
    action: <FounderIntroButton founder={founder} label="Contact Founder" size="sm" />,
    tabs: [
      { value: 'overview', label: 'Overview', content: <Overview founder={founder} /> },
      signedInTab(
        { value: 'team', label: 'Team', title: 'Team' },
        { id: founder.id, load: listTeamMembers, restriction: { kind: 'team', subject: 'Team information' } },
        (members) => <Team members={members} />,
      ),
      { value: 'achievements', label: 'Achievements', content: <Achievements founder={founder} /> },
      documentsTab('Documents', founder, listFounderDocuments, 'No documents available.'),
    ],
    sidebar: (
      <>
        <PitchDeckCard url={founder.pitch_deck_url} path={founder.pitch_deck_path} />
        <ConnectCard text={`Interested in ${founder.company_name}?`}>
          <FounderIntroButton founder={founder} label="Connect" fullWidth />
        </ConnectCard>
      </>
    ),
  }),
};

/** /founders/:id. Team and documents come from signed-in-only tables. */
export function FounderProfilePage() {
  return <ProfileView config={FOUNDER_PROFILE} />;
}
