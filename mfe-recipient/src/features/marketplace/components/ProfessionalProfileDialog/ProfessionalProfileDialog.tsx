import styled from 'styled-components';
import { useRecordView, usePortalRead } from '@donation-network/shared-auth';
import { Badge, Button, DataState, DetailList, Dialog } from '@donation-network/shared-ui';
import { useCompensation } from '../../api/compensation';
import { getProfessionalProfile, type ExecutiveProfessional, type ProfessionalProfile } from '../../api/executive-talent';

const Section = styled.section`
  margin-top: 20px;

  &:first-child {
    margin-top: 0;
  }
`;

const SectionTitle = styled.h3`
  margin: 0 0 8px;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Text = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-line;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  margin: 0;
  padding-left: 20px;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li + li {
    margin-top: 6px;
  }
`;

const Skills = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

function NothingListed() {
  return (
    <Text>
      <Muted>Not specified</Muted>
    </Text>
  );
}

function ProfileBody({ profile }: { profile: ProfessionalProfile }) {
  const compensation = useCompensation();
  return (
    <>
      <Section aria-labelledby="profile-overview">
        <SectionTitle id="profile-overview">Overview</SectionTitle>
        <DetailList>
          <dt>Role</dt>
          <dd>{profile.role}</dd>
          <dt>Experience</dt>
          <dd>{profile.experience}</dd>
          <dt>Availability</dt>
          <dd>{profile.availability}</dd>
          <dt>Location</dt>
          <dd>{profile.location}</dd>
          <dt>Status</dt>
          <dd>
            <Badge variant={profile.status === 'Available' ? 'success' : 'warning'}>{profile.status}</Badge>
          </dd>
          <dt>Compensation</dt>
          <dd>{compensation.format(profile, 'Not disclosed')}</dd>
        </DetailList>
      </Section>
      <Section aria-labelledby="profile-summary">
        <SectionTitle id="profile-summary">Summary</SectionTitle>
        {profile.summary ? <Text>{profile.summary}</Text> : <NothingListed />}
      </Section>
      <Section aria-labelledby="profile-skills">
        <SectionTitle id="profile-skills">Skills</SectionTitle>
        {profile.skills.length > 0 ? (
          <Skills>
            {profile.skills.map((skill) => (
              <Badge key={skill} variant="secondary">
                {skill}
              </Badge>
            ))}
          </Skills>
        ) : (
          <NothingListed />
        )}
      </Section>
      <Section aria-labelledby="profile-achievements">
        <SectionTitle id="profile-achievements">Achievements</SectionTitle>
        {profile.achievements.length > 0 ? (
          <List>
            {profile.achievements.map((achievement) => (
              <li key={achievement}>{achievement}</li>
            ))}
          </List>
        ) : (
          <NothingListed />
        )}
      </Section>
      <Section aria-labelledby="profile-work-history">
        <SectionTitle id="profile-work-history">Work History</SectionTitle>
        {profile.work_history.length > 0 ? (
          <List>
            {profile.work_history.map((job, index) => (
              <li key={`${job.title}-${job.company}-${index}`}>
                <strong>{job.title}</strong>, {job.company}
                {job.period && <Muted> · {job.period}</Muted>}
                {job.description && <Text>{job.description}</Text>}
              </li>
            ))}
          </List>
        ) : (
          <NothingListed />
        )}
      </Section>
      <Section aria-labelledby="profile-education">
        <SectionTitle id="profile-education">Education</SectionTitle>
        {profile.education.length > 0 ? (
          <List>
            {profile.education.map((entry, index) => (
              <li key={`${entry.degree}-${index}`}>
                <strong>{entry.degree}</strong>, {entry.institution}
                {entry.year && <Muted> · {entry.year}</Muted>}
              </li>
            ))}
          </List>
        ) : (
          <NothingListed />
        )}
      </Section>
      <Section aria-labelledby="profile-certifications">
        <SectionTitle id="profile-certifications">Certifications</SectionTitle>
        {profile.certifications.length > 0 ? (
          <List>
            {profile.certifications.map((certification) => (
              <li key={certification}>{certification}</li>
            ))}
          </List>
        ) : (
          <NothingListed />
        )}
      </Section>
    </>
  );
}

export interface ProfessionalProfileDialogProps {
  /** The professional whose profile is shown, or null when closed. */
  professional: ExecutiveProfessional | null;
  onClose: () => void;
  onBookMeeting: (professional: ExecutiveProfessional) => void;
}

/** 'Candidate Profile': summary, skills, achievements, work history, education and certifications, read on open. */
export function ProfessionalProfileDialog({ professional, onClose, onBookMeeting }: ProfessionalProfileDialogProps) {
  const id = professional?.id;
  useRecordView('professional', id);
  const profile = usePortalRead({
    queryKey: ['recipient', 'professional-profile', id],
    read: (signal) => getProfessionalProfile(id as string, signal),
    enabled: Boolean(id),
  });
  if (!professional) return null;

  return (
    <Dialog
      open
      onClose={onClose}
      title="Candidate Profile"
      description={`${professional.name} · ${professional.role}`}
      maxWidth="720px"
      footer={
        <>
          <Button type="button" variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button type="button" onClick={() => onBookMeeting(professional)}>
            Book Meeting
          </Button>
        </>
      }
    >
      <DataState
        result={profile}
        loadingLabel="Loading profile..."
        errorFallback="This profile could not be loaded. Please try again."
        compact
      >
        {() => profile.data && <ProfileBody profile={profile.data} />}
      </DataState>
    </Dialog>
  );
}
