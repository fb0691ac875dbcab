import { useId, useRef, useState, type ChangeEvent } from 'react';
import {
  FOUNDER_INDUSTRIES,
  FOUNDER_MESSAGES,
  FUNDING_STAGES,
  PITCH_DECK_ACCEPT,
  PITCH_DECK_BUCKET,
  fileSignatureError,
  pitchDeckFileError,
} from '@donation-network/shared-rules';
import { Alert, Button, Grid, Stack, UploadProgress, useUploadProgress } from '@donation-network/shared-ui';
import { SelectField, TextAreaField, TextField } from '@donation-network/shared-ui/forms';
import { openStoredFile } from '../../../../lib/open-stored-file';
import type { OwnDocumentsCardTexts } from '../../../../components/OwnDocumentsCard/OwnDocumentsCard';
import { OwnProfilePage, type OwnProfileFormProps } from '../../../../components/OwnProfilePage/OwnProfilePage';
import { ProfileForm, SocialLinkFields } from '../../../../components/ProfileForm/ProfileForm';
import { ProfileSection } from '../../../../components/ProfileSection/ProfileSection';
import { FOUNDER_DOCUMENTS, getOwnFounderProfile, saveFounderProfile, type OwnFounderProfile } from '../../api/founder-profile-form-api';
import { FOUNDER_PROFILE_FORM, type FounderProfileFormValues } from '../../founder-profile-values';
import { FileBlock, FileLabel, Hint, Input } from '../../../../components/file-field-styles';

export const SAVE_FAILED_FALLBACK = 'Your profile could not be saved. Please try again.';

/** The Documents tab of the public profile, for signed-in users only. */
const FOUNDER_DOCUMENT_TEXTS: OwnDocumentsCardTexts = {
  title: 'Documents',
  description: "Shown to signed-in users on your profile's Documents tab.",
  saveFirst: 'Save your profile first, then add documents.',
  empty: 'No documents available.',
  listLabel: 'Your documents',
  formLabel: 'Add a document',
  namePlaceholder: 'e.g. Financial summary 2026',
};

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const INDUSTRY_OPTIONS = options(FOUNDER_INDUSTRIES);
const STAGE_OPTIONS = options(FUNDING_STAGES);

function FounderProfileForm({ userId, saved: profile, onSaved }: OwnProfileFormProps<OwnFounderProfile>) {
  const deckInputId = useId();
  const deckInput = useRef<HTMLInputElement>(null);
  const [initialValues] = useState(() => FOUNDER_PROFILE_FORM.toFormValues(profile));
  const [pitchDeck, setPitchDeck] = useState<File | null>(null);
  const [deckError, setDeckError] = useState<string | null>(null);
  const deckUpload = useUploadProgress();

  const chooseDeck = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const picked = input.files?.[0] ?? null;
    const problem = picked && pitchDeckFileError(picked);
    setDeckError(problem);
    setPitchDeck(problem ? null : picked);
    if (problem) input.value = '';
    if (!picked || problem) return;
    // its bytes must be a PDF's (ten bytes of text named fake.pdf are not)
    const contents = await fileSignatureError(picked);
    if (contents && input.files?.[0] === picked) {
      setDeckError(contents);
      setPitchDeck(null);
      input.value = '';
    }
  };

  // the chosen deck goes up with the save; once the row points at it, the input is cleared
  const save = async (values: FounderProfileFormValues) => {
    try {
      const saved = await saveFounderProfile(userId, FOUNDER_PROFILE_FORM.toUpdate(values, profile?.social_urls), {
        pitchDeck,
        previousPitchDeckPath: profile?.pitch_deck_path ?? null,
        upload: pitchDeck ? deckUpload.start() : undefined,
      });
      setPitchDeck(null);
      if (deckInput.current) deckInput.current.value = '';
      return saved;
    } finally {
      deckUpload.finish();
    }
  };

  return (
    <ProfileForm
      label="Company profile"
      initialValues={initialValues}
      validate={FOUNDER_PROFILE_FORM.validate}
      save={save}
      onSaved={onSaved}
      messages={{ saved: FOUNDER_MESSAGES.saved, saveFailed: SAVE_FAILED_FALLBACK }}
      publicPath={profile && `/founders/${profile.id}`}
    >
      <ProfileSection title="Company Information" description="What investors see first on your profile.">
        <Stack gap={16}>
          <Grid minColumnWidth={240} gap={16}>
            <TextField name="company_name" label="Company name" autoComplete="organization" required />
            <SelectField name="industry" label="Industry" options={INDUSTRY_OPTIONS} placeholder="Select an industry" required />
            <SelectField name="funding_stage" label="Funding stage" options={STAGE_OPTIONS} placeholder="Select a stage" required />
            <TextField name="location" label="Location" placeholder="City, country" required />
            <TextField name="founded_year" label="Founded year" type="number" inputMode="numeric" min={1800} max={2100} step={1} />
            <TextField name="team_size" label="Team size" type="number" inputMode="numeric" min={1} step={1} />
          </Grid>
          <TextAreaField name="company_description" label="Company description" rows={5} />
          <TextField name="looking_for" label="Looking for" placeholder="e.g. Seed funding, strategic partnerships" />
        </Stack>
      </ProfileSection>
      <ProfileSection title="Contact & Social" description="Links shown on your profile.">
        <Grid minColumnWidth={240} gap={16}>
          <TextField name="website" label="Website" type="url" placeholder="https://" />
          <TextField name="linkedin_url" label="LinkedIn" type="url" placeholder="https://www.linkedin.com/company/…" />
          <SocialLinkFields networks={FOUNDER_PROFILE_FORM.networks} />
        </Grid>
      </ProfileSection>
      <ProfileSection title="Pitch Deck" description="Signed-in investors can open it from your profile.">
        <FileBlock>
          {profile?.pitch_deck_path && (
            <div>
              <Button variant="outline" size="sm" onClick={() => void openStoredFile(PITCH_DECK_BUCKET, profile.pitch_deck_path!)}>
                View current pitch deck
              </Button>
            </div>
          )}
          <FileLabel htmlFor={deckInputId}>{profile?.pitch_deck_path ? 'Replace pitch deck' : 'Upload pitch deck'}</FileLabel>
          <Input
            ref={deckInput}
            id={deckInputId}
            type="file"
            accept={PITCH_DECK_ACCEPT}
            onChange={(event) => void chooseDeck(event)}
            aria-invalid={deckError ? true : undefined}
            aria-describedby={`${deckInputId}-hint`}
          />
          <Hint id={`${deckInputId}-hint`}>PDF up to 10MB. It is uploaded when you save.</Hint>
          <UploadProgress
            progress={deckUpload.progress}
            label={`Uploading ${pitchDeck?.name ?? 'pitch deck'}`}
            onCancel={deckUpload.cancel}
          />
          {deckError && (
            <Alert variant="destructive" title="This file cannot be used">
              {deckError}
            </Alert>
          )}
        </FileBlock>
      </ProfileSection>
    </ProfileForm>
  );
}

/** /founder/profile (founders): the company profile form, pitch deck upload and documents. */
export function FounderProfileFormPage() {
  return (
    <OwnProfilePage
      kind="founder"
      title="Company Profile"
      subtitle="Keep your company information up to date for investors."
      description="Edit your company profile, pitch deck and documents."
      read={getOwnFounderProfile}
      documents={{ api: FOUNDER_DOCUMENTS, texts: FOUNDER_DOCUMENT_TEXTS }}
      Form={FounderProfileForm}
    />
  );
}
