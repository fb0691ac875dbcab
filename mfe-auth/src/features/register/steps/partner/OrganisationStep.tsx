import { useMemo } from 'react';
import { ORGANISATION_TYPES, ORGANISATION_TYPE_LABELS, REGISTRATION_COUNTRIES } from '@donation-network/shared-rules';
import { SelectField, TextAreaField, TextField, validateWithSchema } from '@donation-network/shared-ui/forms';
import { StepForm } from '../../wizard/StepForm';
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

  const save = async (values: OrganisationDetails) => {
    const organisation = toOrganisationDetails(values);
    await saveOrganisation(userId, organisation);
    // a partner's name defaults to its organisation's
    await next({ organisation, name: organisation.name });
  };

  return (
    <StepForm<OrganisationDetails>
      label="Organisation details"
      initialValues={initialValues}
      validate={validate}
      save={save}
      saveFallback={ORGANISATION_SAVE_FALLBACK}
      back={back}
    >
      <TextField name="name" label="Organisation name" autoComplete="organization" required />
      <SelectField name="organisation_type" label="Organisation type" options={TYPE_OPTIONS} placeholder="Select a type" required />
      <TextField name="licence_number" label="Licence number" required />
      <SelectField name="country" label="Country" options={COUNTRY_OPTIONS} placeholder="Select a country" required />
      <TextField name="district" label="District" required />
      <TextAreaField name="address" label="Address" rows={3} required />
      <TextField name="contact_person" label="Contact person" autoComplete="name" required />
      <TextField name="contact_number" label="Contact number" type="tel" autoComplete="tel" required />
    </StepForm>
  );
}
