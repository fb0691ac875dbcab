import { useState } from 'react';
import { RequireRole, useCurrentUser, type AppUser, usePortalRead } from '@donation-network/portal-session';
import { Alert, Container, DataState, LinkButton, PageHeading, Section, Spinner, notify, usePageMeta } from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import { ProfileChangeRequestCard, SelectField, TextField, validateWithSchema } from '@donation-network/shared-ui/forms';
import { PROFILE_BLOOD_GROUPS, PROFILE_MESSAGES, SETTINGS_COUNTRIES, todayIsoDate } from '@donation-network/shared-rules';
import {
  getDonorProfile,
  submitDonorProfileChange,
  type DonorProfileChangeRequest,
  type DonorProfileDetails,
} from '../../api/donor-profile-api';
import { changedDonorProfile, donorProfileSchema, initialDonorProfile, type DonorProfileValues } from './donor-profile-form';

export const PROFILE_UPDATE_REQUESTED = 'Profile update requested';
export const PROFILE_UPDATE_FAILED = 'There was a problem updating your profile.';

const validate = validateWithSchema(donorProfileSchema);
const BLOOD_GROUP_OPTIONS = PROFILE_BLOOD_GROUPS.map((group) => ({ value: group, label: group }));
const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
const COUNTRY_OPTIONS = SETTINGS_COUNTRIES.map((code) => ({ value: code, label: countryNames.of(code) ?? code }));

function DonorDetailsCard({
  email,
  details,
  pending,
  onSubmitted,
}: {
  email: string;
  details: DonorProfileDetails;
  pending: DonorProfileChangeRequest | null;
  onSubmitted: (request: DonorProfileChangeRequest) => void;
}) {
  const save = async (values: DonorProfileValues) => {
    const changes = changedDonorProfile(values, details);
    if (Object.keys(changes).length === 0) {
      notify({ title: 'No changes', description: PROFILE_MESSAGES.noChanges });
      return;
    }
    try {
      onSubmitted(await submitDonorProfileChange(changes));
      notify({ title: PROFILE_UPDATE_REQUESTED, description: 'Your changes have been sent for admin approval.', variant: 'success' });
    } catch (error) {
      notify({ title: 'Error', description: friendlyErrorMessage(error, PROFILE_UPDATE_FAILED), variant: 'destructive' });
    }
  };

  return (
    <ProfileChangeRequestCard
      title="Donor details"
      titleAs="h2"
      description={`Your email (${email}) changes through your account, not here.`}
      formLabel="Donor profile"
      pendingSince={pending?.created_at ?? null}
      initialValues={initialDonorProfile(details, pending)}
      validate={validate}
      onSubmit={save}
      secondaryAction={
        <LinkButton to="/donor/dashboard" variant="outline">
          Back to dashboard
        </LinkButton>
      }
    >
      <TextField name="full_name" label="Full name" autoComplete="name" required />
      <TextField name="phone" label="Phone number" type="tel" autoComplete="tel" placeholder="+1 555 123 4567" required />
      <SelectField name="blood_group" label="Blood group" options={BLOOD_GROUP_OPTIONS} required />
      <SelectField name="country" label="Country" options={COUNTRY_OPTIONS} placeholder="Not specified" />
      <TextField
        name="last_donation_date"
        label="Last donation"
        type="date"
        min="1900-01-01"
        max={todayIsoDate()}
        helpText="Leave empty if you have not donated yet"
      />
    </ProfileChangeRequestCard>
  );
}

function DonorProfile({ user }: { user: AppUser }) {
  const userId = user.id;
  usePageMeta('Your donor profile', 'Your name, phone number, blood group, country and last donation.');
  const result = usePortalRead({ queryKey: ['donor', 'donor-profile', userId], read: (signal) => getDonorProfile(userId, signal) });
  // a submission's pending request, shown without reading everything again
  const [submitted, setSubmitted] = useState<DonorProfileChangeRequest | null>(null);

  return (
    <Section>
      <Container>
        <PageHeading title="Your donor profile" subtitle="Changes take effect once an administrator approves them." />
        <DataState result={result} loadingLabel="Loading your profile" errorFallback="Your profile could not be loaded. Please try again.">
          {() => {
            const { details } = result.data!;
            const pending = submitted ?? result.data!.pending;
            if (!details) {
              return (
                <Alert title="Complete your donor details">
                  <p>Finish your donor registration to keep a donor profile.</p>
                  <LinkButton to="/register/donor" variant="outline" style={{ marginTop: 12 }}>
                    Complete donor registration
                  </LinkButton>
                </Alert>
              );
            }
            return <DonorDetailsCard email={user.email} details={details} pending={pending} onSubmitted={setSubmitted} />;
          }}
        </DataState>
      </Container>
    </Section>
  );
}

function SignedInDonorProfile() {
  const { user } = useCurrentUser();
  return user ? <DonorProfile user={user} /> : null;
}

/** /donor/profile: the donor's own details, changed through a request an admin approves. */
export function DonorProfilePage() {
  return (
    <RequireRole roles={['donor']} fallback={<Spinner label="Loading your profile" />}>
      <SignedInDonorProfile />
    </RequireRole>
  );
}
