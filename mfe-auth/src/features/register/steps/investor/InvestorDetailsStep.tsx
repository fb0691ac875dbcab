import { useMemo } from 'react';
import {
  INVESTMENT_FOCUS_OPTIONS,
  INVESTMENT_STAGES,
  INVESTOR_TYPES,
  investorProfileInputErrors,
  toInvestorProfileDetails,
  toInvestorProfileInput,
  trimUnicode,
  type InvestorProfileInput,
} from '@donation-network/shared-rules';
import { ChoiceListField, SelectField, TextAreaField, TextField } from '@donation-network/shared-ui/forms';
import { StepForm } from '../../wizard/StepForm';
import type { WizardStepProps } from '../../wizard/wizard-types';
import { DETAILS_SAVE_FALLBACK, withFullName } from '../profile-details';

/** The form's values: the account holder's name and the profile's fields, as typed. */
type InvestorFormValues = { name: string } & Required<InvestorProfileInput>;

const validate = withFullName(investorProfileInputErrors);

const TYPE_OPTIONS = INVESTOR_TYPES.map((type) => ({ value: type, label: type }));

/**
 * Investor details: the account holder's name and the investor profile. Kept in the draft:
 * complete_registration writes the investor_profiles row from it.
 */
export function InvestorDetailsStep({ data, next, back }: WizardStepProps) {
  const initialValues = useMemo(() => ({ name: data.name ?? '', ...toInvestorProfileInput(data.investor) }), [data.name, data.investor]);

  return (
    <StepForm<InvestorFormValues>
      label="Investor details"
      initialValues={initialValues}
      validate={validate}
      save={(values) => next({ investor: toInvestorProfileDetails(values), name: trimUnicode(values.name) })}
      saveFallback={DETAILS_SAVE_FALLBACK}
      back={back}
    >
      <TextField name="name" label="Full name" autoComplete="name" required />
      <TextField name="firm_name" label="Firm name" autoComplete="organization" helpText="Leave blank if you invest as an individual." />
      <SelectField name="investor_type" label="Investor type" options={TYPE_OPTIONS} placeholder="Select a type" required />
      <TextField name="location" label="Location" placeholder="City, country" required />
      <ChoiceListField name="investment_focus" label="Investment focus" options={INVESTMENT_FOCUS_OPTIONS} required />
      <ChoiceListField name="investment_stages" label="Investment stages" options={INVESTMENT_STAGES} required />
      <TextField name="typical_check_size" label="Typical check size" placeholder="e.g. $50K - $250K" />
      <TextField name="total_assets_under_management" label="Assets under management (USD)" type="number" inputMode="decimal" min={0} />
      <TextField name="website" label="Website" type="url" placeholder="https://" />
      <TextField name="linkedin_url" label="LinkedIn" type="url" placeholder="https://www.linkedin.com/in/…" />
      <TextAreaField name="investment_thesis" label="Investment thesis" rows={4} />
    </StepForm>
  );
}
