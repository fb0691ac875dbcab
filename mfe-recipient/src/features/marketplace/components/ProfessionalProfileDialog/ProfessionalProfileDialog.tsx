import styled from 'styled-components';
import { useRecordView, usePortalRead } from '@donation-network/portal-session';
import { Badge, Button, DataState, DetailList, Dialog } from '@donation-network/shared-ui';
import { useCompensation } from '../../api/compensation';
import { getProfessionalProfile, type ExecutiveProfessional, type ProfessionalProfile } from '../../api/executive-talent';
import { DetailItems, DetailParagraph, DetailSection, DetailText, Muted, NothingListed } from '../DetailSection/DetailSection';

const Skills = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

function ProfileBody({ profile }: { profile: ProfessionalProfile }) {
  const compensation = useCompensation();
  return (
    <>
      <DetailSection id="profile-overview" title="Overview">
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
      </DetailSection>
      <DetailSection id="profile-summary" title="Summary">
        <DetailParagraph text={profile.summary} />
      </DetailSection>
      <DetailSection id="profile-skills" title="Skills">
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
      </DetailSection>
      <DetailSection id="profile-achievements" title="Achievements">
        <DetailItems items={profile.achievements} />
      </DetailSection>
      <DetailSection id="profile-work-history" title="Work History">
        <DetailItems
          items={profile.work_history}
          itemKey={(job, index) => `${job.title}-${job.company}-${index}`}
          render={(job) => (
            <>
              <strong>{job.title}</strong>, {job.company}
              {job.period && <Muted> · {job.period}</Muted>}
              {job.description && <DetailText>{job.description}</DetailText>}
            </>
          )}
        />
      </DetailSection>
      <DetailSection id="profile-education" title="Education">
        <DetailItems
          items={profile.education}
          itemKey={(entry, index) => `${entry.degree}-${index}`}
          render={(entry) => (
            <>
              <strong>{entry.degree}</strong>, {entry.institution}
              {entry.year && <Muted> · {entry.year}</Muted>}
            </>
          )}
        />
      </DetailSection>
      <DetailSection id="profile-certifications" title="Certifications">
        <DetailItems items={profile.certifications} />
      </DetailSection>
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
