import { useMemo } from 'react';
import { INVESTMENT_FOCUS_OPTIONS, INVESTMENT_STAGES, INVESTOR_MESSAGES, INVESTOR_TYPES } from '@donation-network/shared-rules';
import { ChoiceListField, SelectField, TextAreaField, TextField } from '@donation-network/shared-ui/forms';
import styled from 'styled-components';
import { OwnProfilePage, type OwnProfileFormProps } from '../../../../components/OwnProfilePage/OwnProfilePage';
import type { OwnDocumentsCardTexts } from '../../../../components/OwnDocumentsCard/OwnDocumentsCard';
import { ProfileForm, SocialLinkFields } from '../../../../components/ProfileForm/ProfileForm';
import { ProfileSection } from '../../../../components/ProfileSection/ProfileSection';
import {
  VERIFICATION_DOCUMENTS,
  getOwnInvestorProfile,
  saveInvestorProfile,
  type OwnInvestorProfile,
} from '../../api/own-investor-profile';
import { INVESTOR_PROFILE_FORM, type InvestorProfileFormValues } from '../../investor-profile-values';

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
  const initialValues = useMemo(() => INVESTOR_PROFILE_FORM.toFormValues(saved), [saved]);

  return (
    <ProfileForm
      label="Investor profile"
      initialValues={initialValues}
      validate={INVESTOR_PROFILE_FORM.validate}
      save={(values: InvestorProfileFormValues) => saveInvestorProfile(userId, INVESTOR_PROFILE_FORM.toUpdate(values, saved?.social_urls))}
      onSaved={onSaved}
      messages={{ saved: INVESTOR_MESSAGES.saved, saveFailed: SAVE_FALLBACK }}
      publicPath={saved && `/investors/${saved.id}`}
    >
      <ProfileSection title="Basic Information">
        <TextField name="firm_name" label="Firm name" autoComplete="organization" helpText="Leave blank if you invest as an individual." />
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
      </ProfileSection>
      <ProfileSection title="Investment Preferences">
        <ChoiceListField name="investment_focus" label="Investment focus" options={INVESTMENT_FOCUS_OPTIONS} required />
        <ChoiceListField name="investment_stages" label="Investment stages" options={INVESTMENT_STAGES} required />
        <TextAreaField name="investment_thesis" label="Investment thesis" rows={5} />
      </ProfileSection>
      <ProfileSection title="Contact and Social">
        <TwoColumns>
          <TextField name="website" label="Website" type="url" placeholder="https://" />
          <TextField name="linkedin_url" label="LinkedIn" type="url" placeholder="https://www.linkedin.com/in/…" />
        </TwoColumns>
        <SocialLinkFields networks={INVESTOR_PROFILE_FORM.networks} />
      </ProfileSection>
    </ProfileForm>
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
