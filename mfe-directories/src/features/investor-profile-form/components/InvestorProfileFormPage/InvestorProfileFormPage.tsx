import { useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import { INVESTMENT_FOCUS_OPTIONS, INVESTMENT_STAGES, INVESTOR_MESSAGES, INVESTOR_TYPES } from '@donation-network/shared-rules';
import { Stack, notify } from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import { ChoiceListField, SelectField, TextAreaField, TextField } from '@donation-network/shared-ui/forms';
import styled from 'styled-components';
import {
  FormSection,
  OwnProfilePage,
  ProfileFormActions,
  type OwnProfileFormProps,
} from '../../../../components/OwnProfilePage/OwnProfilePage';
import type { OwnDocumentsCardTexts } from '../../../../components/OwnDocumentsCard/OwnDocumentsCard';
import {
  VERIFICATION_DOCUMENTS,
  getOwnInvestorProfile,
  saveInvestorProfile,
  type OwnInvestorProfile,
} from '../../api/own-investor-profile';
import {
  SOCIAL_NETWORKS,
  toFormValues,
  toInvestorProfileUpdate,
  validateInvestorProfile,
  type InvestorProfileFormValues,
} from '../../investor-profile-values';

/** The spec's error text for a failed profile save (a readable database message replaces it). */
export const SAVE_FALLBACK = 'There was a problem updating your profile.';

/** The Verification Documents tab of the public profile, for signed-in users only. */
const VERIFICATION_DOCUMENT_TEXTS: OwnDocumentsCardTexts = {
  title: 'Verification Documents',
  description: 'Signed-in members can open these from your profile.',
  saveFirst: 'Save your profile first, then upload your verification documents here.',
  empty: 'No verification documents uploaded yet.',
  listLabel: 'Your verification documents',
  formLabel: 'Upload a verification document',
  namePlaceholder: 'e.g. Accredited investor letter',
};

const TYPE_OPTIONS = INVESTOR_TYPES.map((type) => ({ value: type, label: type }));

const TwoColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 16px;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

function InvestorProfileForm({ userId, saved, onSaved }: OwnProfileFormProps<OwnInvestorProfile>) {
  const initialValues = useMemo(() => toFormValues(saved), [saved]);
  const [saveError, setSaveError] = useState<string | null>(null);

  const submit = async (values: InvestorProfileFormValues) => {
    setSaveError(null);
    try {
      const row = await saveInvestorProfile(userId, toInvestorProfileUpdate(values, saved?.social_urls));
      onSaved(row);
      notify({ title: INVESTOR_MESSAGES.saved, variant: 'success' });
    } catch (error) {
      setSaveError(friendlyErrorMessage(error, SAVE_FALLBACK));
    }
  };

  return (
    <Form<InvestorProfileFormValues>
      onSubmit={submit}
      validate={validateInvestorProfile}
      initialValues={initialValues}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Investor profile">
          <Stack gap={24}>
            <FormSection title="Basic Information">
              <TextField
                name="firm_name"
                label="Firm name"
                autoComplete="organization"
                helpText="Leave blank if you invest as an individual."
              />
              <TwoColumns>
                <SelectField name="investor_type" label="Investor type" options={TYPE_OPTIONS} placeholder="Select a type" required />
                <TextField name="location" label="Location" placeholder="City, country" required />
              </TwoColumns>
              <TwoColumns>
                <TextField name="typical_check_size" label="Typical check size" placeholder="e.g. $50K - $250K" />
                <TextField
                  name="total_assets_under_management"
                  label="Assets under management (USD)"
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="any"
                />
              </TwoColumns>
            </FormSection>
            <FormSection title="Investment Preferences">
              <ChoiceListField name="investment_focus" label="Investment focus" options={INVESTMENT_FOCUS_OPTIONS} required />
              <ChoiceListField name="investment_stages" label="Investment stages" options={INVESTMENT_STAGES} required />
              <TextAreaField name="investment_thesis" label="Investment thesis" rows={5} />
            </FormSection>
            <FormSection title="Contact and Social">
              <TwoColumns>
                <TextField name="website" label="Website" type="url" placeholder="https://" />
                <TextField name="linkedin_url" label="LinkedIn" type="url" placeholder="https://www.linkedin.com/in/…" />
              </TwoColumns>
              {SOCIAL_NETWORKS.map(({ key, label }) => (
                <TextField key={key} name={`social.${key}`} label={label} type="url" placeholder="https://" />
              ))}
            </FormSection>
            <ProfileFormActions saveError={saveError} submitting={submitting} publicPath={saved && `/investors/${saved.id}`} />
          </Stack>
        </form>
      )}
    />
  );
}

/** /investor/profile: the signed-in investor creates or edits their directory profile and uploads verification documents. */
export function InvestorProfileFormPage() {
  return (
    <OwnProfilePage
      kind="investor"
      title="Investor Profile"
      subtitle="Fields marked * are required. Founders see this profile in the Investors Directory."
      description="Edit your investor profile: basic information, investment preferences, contact details and verification documents."
      read={getOwnInvestorProfile}
      documents={{ api: VERIFICATION_DOCUMENTS, texts: VERIFICATION_DOCUMENT_TEXTS }}
      Form={InvestorProfileForm}
    />
  );
}
