import { usePortalRead } from '@donation-network/portal-session';
import { useState } from 'react';
import styled from 'styled-components';
import { DataState, notify } from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import { ProfileChangeRequestCard, SelectField, TextAreaField, TextField, validateWithSchema } from '@donation-network/shared-ui/forms';
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

const validate = validateWithSchema(personalDetailsSchema);
const GENDER_OPTIONS = PROFILE_GENDERS.map((gender) => ({ value: gender, label: PROFILE_GENDER_LABELS[gender] }));
const BLOOD_GROUP_OPTIONS = PROFILE_BLOOD_GROUPS.map((group) => ({ value: group, label: group }));

const Wide = styled.div`
  grid-column: 1 / -1;
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
          <ProfileChangeRequestCard
            title="Personal Details"
            description="Changes to your details take effect once an administrator approves them."
            formLabel="Personal details"
            pendingSince={pending?.created_at ?? null}
            initialValues={initialPersonalDetails(details, pending, email)}
            validate={validate}
            onSubmit={save}
          >
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
          </ProfileChangeRequestCard>
        );
      }}
    </DataState>
  );
}
