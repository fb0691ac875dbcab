import { useMemo } from 'react';
import {
  FOUNDER_INDUSTRIES,
  FUNDING_STAGES,
  founderProfileInputErrors,
  toFounderProfileDetails,
  toFounderProfileInput,
  trimUnicode,
  type FounderProfileField,
} from '@donation-network/shared-rules';
import { SelectField, TextAreaField, TextField } from '@donation-network/shared-ui/forms';
import { StepForm } from '../../wizard/StepForm';
import type { WizardStepProps } from '../../wizard/wizard-types';
import { DETAILS_SAVE_FALLBACK, withFullName } from '../profile-details';

/** The form's values: the account holder's name and the profile's fields, as typed. */
type FounderFormValues = { name: string } & Record<FounderProfileField, string>;

const validate = withFullName(founderProfileInputErrors);

const STAGE_OPTIONS = FUNDING_STAGES.map((stage) => ({ value: stage, label: stage }));
const INDUSTRY_OPTIONS = FOUNDER_INDUSTRIES.map((industry) => ({ value: industry, label: industry }));

/**
 * Founder details: the account holder's name and the company profile. Kept in the draft:
 * complete_registration writes the founder_profiles row from it.
 */
export function FounderDetailsStep({ data, next, back }: WizardStepProps) {
  const initialValues = useMemo(() => ({ name: data.name ?? '', ...toFounderProfileInput(data.founder) }), [data.name, data.founder]);

  return (
    <StepForm<FounderFormValues>
      label="Founder details"
      initialValues={initialValues}
      validate={validate}
      save={(values) => next({ founder: toFounderProfileDetails(values), name: trimUnicode(values.name) })}
      saveFallback={DETAILS_SAVE_FALLBACK}
      back={back}
    >
      <TextField name="name" label="Full name" autoComplete="name" required />
      <TextField name="company_name" label="Company name" autoComplete="organization" required />
      <SelectField name="industry" label="Industry" options={INDUSTRY_OPTIONS} placeholder="Select an industry" required />
      <SelectField name="funding_stage" label="Funding stage" options={STAGE_OPTIONS} placeholder="Select a stage" required />
      <TextField name="location" label="Location" placeholder="City, country" required />
      <TextField name="founded_year" label="Founded year" type="number" inputMode="numeric" min={1800} max={2100} />
      <TextField name="team_size" label="Team size" type="number" inputMode="numeric" min={1} />
      <TextAreaField name="company_description" label="Company description" rows={4} />
      <TextField name="looking_for" label="Looking for" placeholder="e.g. Seed funding, a technical co-founder" />
      <TextField name="website" label="Website" type="url" placeholder="https://" />
      <TextField name="linkedin_url" label="LinkedIn" type="url" placeholder="https://www.linkedin.com/company/…" />
    </StepForm>
  );
}
