import { usePortalRead } from '@donation-network/shared-auth';
import { useState } from 'react';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  DataState,
  Stack,
  notify,
  formatDate,
} from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import { SelectField, TextAreaField, TextField, validateWithSchema } from '@donation-network/shared-ui/forms';
import {
  PROFILE_BLOOD_GROUPS,
  PROFILE_GENDERS,
  PROFILE_GENDER_LABELS,
  PROFILE_MESSAGES,
  todayIsoDate,
} from '@donation-network/shared-rules';
import { getPersonalDetails, submitProfileChange, type PersonalDetailsState } from '../../api/personal-details';
import { changedDetails, initialPersonalDetails, personalDetailsSchema, type PersonalDetailsValues } from './personal-details-form';

export const PROFILE_UPDATE_REQUESTED = 'Profile update requested';
export const PROFILE_UPDATE_FAILED = 'There was a problem updating your profile.';
export const PENDING_APPROVAL = 'Pending Approval';

const validate = validateWithSchema(personalDetailsSchema);
const GENDER_OPTIONS = PROFILE_GENDERS.map((gender) => ({ value: gender, label: PROFILE_GENDER_LABELS[gender] }));
const BLOOD_GROUP_OPTIONS = PROFILE_BLOOD_GROUPS.map((group) => ({ value: group, label: group }));

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 16px;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: 20px;
`;

export interface PersonalDetailsTabProps {
  userId: string;
  email: string;
}

/** The profile form: prefilled from the profile, submitted as a change request an admin approves. */
export function PersonalDetailsTab({ userId, email }: PersonalDetailsTabProps) {
  const result = usePortalRead({
    queryKey: ['recipient', 'personal-details', userId],
    read: (signal) => getPersonalDetails(userId, signal),
  });
  // a submission's pending request, shown without reading everything again
  const [submitted, setSubmitted] = useState<PersonalDetailsState['pending']>(null);

  return (
    <DataState
      result={result}
      loadingLabel="Loading your details..."
      errorFallback="Your details could not be loaded. Please try again."
      compact
    >
      {() => {
        const { details } = result.data as PersonalDetailsState;
        const pending = submitted ?? (result.data as PersonalDetailsState).pending;

        const save = async (values: PersonalDetailsValues) => {
          const changes = changedDetails(values, details);
          if (Object.keys(changes).length === 0) {
            notify({ title: 'No changes', description: PROFILE_MESSAGES.noChanges });
            return;
          }
          try {
            setSubmitted(await submitProfileChange(changes));
            notify({
              title: PROFILE_UPDATE_REQUESTED,
              description: 'Your changes have been sent for admin approval.',
              variant: 'success',
            });
          } catch (error) {
            notify({ title: 'Error', description: friendlyErrorMessage(error, PROFILE_UPDATE_FAILED), variant: 'destructive' });
          }
        };

        return (
          <Card as="section" aria-labelledby="personal-details-title">
            <CardHeader>
              <CardTitle as="h3" id="personal-details-title">
                Personal Details
              </CardTitle>
              <CardDescription>Changes to your details take effect once an administrator approves them.</CardDescription>
            </CardHeader>
            <CardContent>
              <Stack gap={16}>
                {pending && (
                  <Alert variant="warning" title={PENDING_APPROVAL} data-testid="pending-approval">
                    Your profile update from {formatDate(pending.created_at)} is awaiting admin approval. The form shows the changes you
                    requested; saving again replaces them.
                  </Alert>
                )}
                <Form<PersonalDetailsValues>
                  onSubmit={save}
                  validate={validate}
                  initialValues={initialPersonalDetails(details, pending, email)}
                  render={({ handleSubmit, submitting }) => (
                    <form onSubmit={handleSubmit} noValidate aria-label="Personal details">
                      <Fields>
                        <TextField name="name" label="Full name" autoComplete="name" required />
                        <TextField name="email" label="Email" type="email" disabled helpText="Your email cannot be changed" />
                        <TextField name="phone" label="Phone number" type="tel" autoComplete="tel" placeholder="+1 555 123 4567" />
                        <SelectField name="gender" label="Gender" options={GENDER_OPTIONS} placeholder="Not specified" />
                        <TextField name="dateOfBirth" label="Date of birth" type="date" min="1900-01-01" max={todayIsoDate()} />
                        <SelectField name="bloodGroup" label="Blood group" options={BLOOD_GROUP_OPTIONS} placeholder="Not specified" />
                        <Wide>
                          <TextAreaField name="address" label="Address" rows={3} autoComplete="street-address" />
                        </Wide>
                        <Wide>
                          <TextAreaField name="allergies" label="Allergies" rows={3} placeholder="None known" />
                        </Wide>
                        <Wide>
                          <TextField name="emergencyContact" label="Emergency contact" placeholder="Name and phone number" />
                        </Wide>
                      </Fields>
                      <Actions>
                        <Button type="submit" loading={submitting}>
                          {pending ? 'Update Request' : 'Request Update'}
                        </Button>
                      </Actions>
                    </form>
                  )}
                />
              </Stack>
            </CardContent>
          </Card>
        );
      }}
    </DataState>
  );
}
