import { useState, type FormEvent } from 'react';
import { Form } from 'react-final-form';
import { Alert, Button, Stack, TextLink, notify } from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import { CheckboxField, SelectField, TextField, validateWithSchema } from '@donation-network/shared-ui/forms';
import { BLOOD_GROUPS, type BloodGroup, type WizardStepProps } from '../../wizard/wizard-types';
import { detailsSchema, missingDetailFields, type DetailsValues } from './details-schema';
import { saveDonorDetails } from './donor-record';
import { StepNavigation } from '../../wizard/StepNavigation';

const validate = validateWithSchema(detailsSchema);
const BLOOD_GROUP_OPTIONS = BLOOD_GROUPS.map((group) => ({ value: group, label: group }));

export const MISSING_INFORMATION_TITLE = 'Missing Information';
export const TERMS_NOT_ACCEPTED_TITLE = 'Terms Not Accepted';
export const TERMS_NOT_ACCEPTED_DESCRIPTION = 'You must accept the terms and conditions to continue.';
const SAVE_ERROR_TITLE = 'Registration Error';

/** Step 2 of the donor and recipient wizards: full name, blood group, phone number and the terms. */
export function DetailsStep({ userType, userId, data, next, back }: WizardStepProps) {
  const [saveError, setSaveError] = useState<string | null>(null);

  const save = async (values: DetailsValues) => {
    const name = values.name.trim();
    const phoneNumber = values.phoneNumber.trim();
    const bloodGroup = values.bloodGroup as BloodGroup;
    setSaveError(null);
    try {
      if (userType === 'donor') await saveDonorDetails(userId, { bloodGroup, phone: phoneNumber });
      await next({ name, bloodGroup, phoneNumber, termsAccepted: true });
    } catch (error) {
      const message = friendlyErrorMessage(error);
      setSaveError(message);
      notify({ title: SAVE_ERROR_TITLE, description: message, variant: 'destructive' });
    }
  };

  return (
    <Form<DetailsValues>
      onSubmit={save}
      validate={validate}
      initialValues={{
        name: data.name ?? '',
        bloodGroup: data.bloodGroup,
        phoneNumber: data.phoneNumber ?? '',
        termsAccepted: data.termsAccepted ?? false,
      }}
      render={({ handleSubmit, values, submitting }) => {
        // The toasts sum up what the inline errors say (final-form skips onSubmit while invalid).
        const submit = (event: FormEvent<HTMLFormElement>) => {
          const missing = missingDetailFields(values);
          if (missing.length > 0) {
            notify({
              title: MISSING_INFORMATION_TITLE,
              description: `Please fill in all required fields: ${missing.join(', ')}`,
              variant: 'destructive',
            });
          } else if (!values.termsAccepted) {
            notify({ title: TERMS_NOT_ACCEPTED_TITLE, description: TERMS_NOT_ACCEPTED_DESCRIPTION, variant: 'destructive' });
          }
          return handleSubmit(event);
        };
        return (
          <form onSubmit={submit} noValidate aria-label="Your details">
            <Stack gap={16}>
              {saveError && (
                <Alert variant="destructive" title={SAVE_ERROR_TITLE}>
                  {saveError}
                </Alert>
              )}
              <TextField name="name" label="Full name" autoComplete="name" placeholder="Jane Doe" required />
              <SelectField
                name="bloodGroup"
                label="Blood group"
                options={BLOOD_GROUP_OPTIONS}
                placeholder="Select your blood group"
                required
              />
              <TextField
                name="phoneNumber"
                label="Phone number"
                type="tel"
                autoComplete="tel"
                placeholder="+61 400 000 000"
                helpText="Include the country code, e.g. +61 400 000 000."
                required
              />
              <CheckboxField
                name="termsAccepted"
                required
                label={
                  <>
                    I accept the{' '}
                    <TextLink to="/terms" target="_blank" rel="noopener noreferrer">
                      terms and conditions
                    </TextLink>{' '}
                    and the{' '}
                    <TextLink to="/privacy" target="_blank" rel="noopener noreferrer">
                      privacy policy
                    </TextLink>
                  </>
                }
              />
              <StepNavigation onBack={back}>
                <Button type="submit" loading={submitting}>
                  Continue
                </Button>
              </StepNavigation>
            </Stack>
          </form>
        );
      }}
    />
  );
}
