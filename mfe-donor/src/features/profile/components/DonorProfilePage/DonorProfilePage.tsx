import { useState } from 'react';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { RequireRole, useCurrentUser, type AppUser, usePortalRead } from '@donation-network/shared-auth';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Container,
  DataState,
  LinkButton,
  PageHeading,
  Section,
  Spinner,
  Stack,
  formatDate,
  notify,
  usePageMeta,
} from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import { SelectField, TextField, validateWithSchema } from '@donation-network/shared-ui/forms';
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
export const PENDING_APPROVAL = 'Pending Approval';

const validate = validateWithSchema(donorProfileSchema);
const BLOOD_GROUP_OPTIONS = PROFILE_BLOOD_GROUPS.map((group) => ({ value: group, label: group }));
const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
const COUNTRY_OPTIONS = SETTINGS_COUNTRIES.map((code) => ({ value: code, label: countryNames.of(code) ?? code }));

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 16px;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
  margin-top: 20px;
`;

function DonorProfileForm({
  details,
  pending,
  onSubmitted,
}: {
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
    <Form<DonorProfileValues>
      onSubmit={save}
      validate={validate}
      initialValues={initialDonorProfile(details, pending)}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Donor profile">
          <Fields>
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
          </Fields>
          <Actions>
            <LinkButton to="/donor/dashboard" variant="outline">
              Back to dashboard
            </LinkButton>
            <Button type="submit" loading={submitting}>
              {pending ? 'Update Request' : 'Request Update'}
            </Button>
          </Actions>
        </form>
      )}
    />
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
            return (
              <Card as="section" aria-labelledby="donor-details-title">
                <CardHeader>
                  <CardTitle as="h2" id="donor-details-title">
                    Donor details
                  </CardTitle>
                  <CardDescription>Your email ({user.email}) changes through your account, not here.</CardDescription>
                </CardHeader>
                <CardContent>
                  <Stack gap={16}>
                    {pending && (
                      <Alert variant="warning" title={PENDING_APPROVAL} data-testid="pending-approval">
                        Your profile update from {formatDate(pending.created_at)} is awaiting admin approval. The form shows the changes you
                        requested; saving again replaces them.
                      </Alert>
                    )}
                    <DonorProfileForm details={details} pending={pending} onSubmitted={setSubmitted} />
                  </Stack>
                </CardContent>
              </Card>
            );
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
