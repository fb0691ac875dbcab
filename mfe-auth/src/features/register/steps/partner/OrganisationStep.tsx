import { useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import { ORGANISATION_TYPES, ORGANISATION_TYPE_LABELS, REGISTRATION_COUNTRIES } from '@donation-network/shared-rules';
import { Button, FormError, Stack, friendlyErrorMessage } from '@donation-network/shared-ui';
import { SelectField, TextAreaField, TextField, validateWithSchema } from '@donation-network/shared-ui/forms';
import type { OrganisationDetails, WizardStepProps } from '../../wizard/wizard-types';
import { saveOrganisation } from './organisation-api';
import { organisationSchema, toOrganisationDetails } from './organisation-schema';

export const ORGANISATION_SAVE_FALLBACK = 'Your organisation details could not be saved. Please try again.';

const validate = validateWithSchema(organisationSchema);

const TYPE_OPTIONS = ORGANISATION_TYPES.map((type) => ({ value: type, label: ORGANISATION_TYPE_LABELS[type] }));

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const COUNTRY_OPTIONS = REGISTRATION_COUNTRIES.map((code) => ({ value: code, label: regionNames.of(code) ?? code })).sort((a, b) =>
  a.label.localeCompare(b.label),
);

/** Partner step 2 (Details): the organisation, saved on the server (pending an administrator's verification). */
export function OrganisationStep({ userId, data, next, back }: WizardStepProps) {
  const initialValues = useMemo<Partial<OrganisationDetails>>(() => data.organisation ?? {}, [data.organisation]);
  const [saveError, setSaveError] = useState<string | null>(null);

  const submit = async (values: OrganisationDetails) => {
    const organisation = toOrganisationDetails(values);
    setSaveError(null);
    try {
      await saveOrganisation(userId, organisation);
      // The spec: a partner's name defaults to its organisation.
      await next({ organisation, name: organisation.name });
    } catch (error) {
      setSaveError(friendlyErrorMessage(error, ORGANISATION_SAVE_FALLBACK));
    }
  };

  return (
    <Form<OrganisationDetails>
      onSubmit={submit}
      validate={validate}
      initialValues={initialValues}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Organisation details">
          <Stack gap={16}>
            <TextField name="name" label="Organisation name" autoComplete="organization" required />
            <SelectField name="organisation_type" label="Organisation type" options={TYPE_OPTIONS} placeholder="Select a type" required />
            <TextField name="licence_number" label="Licence number" required />
            <SelectField name="country" label="Country" options={COUNTRY_OPTIONS} placeholder="Select a country" required />
            <TextField name="district" label="District" required />
            <TextAreaField name="address" label="Address" rows={3} required />
            <TextField name="contact_person" label="Contact person" autoComplete="name" required />
            <TextField name="contact_number" label="Contact number" type="tel" autoComplete="tel" required />
            <FormError message={saveError} />
            <Stack direction="row" gap={12} justify="space-between">
              <Button variant="outline" onClick={back} disabled={submitting}>
                Back
              </Button>
              <Button type="submit" loading={submitting}>
                Continue
              </Button>
            </Stack>
          </Stack>
        </form>
      )}
    />
  );
}
