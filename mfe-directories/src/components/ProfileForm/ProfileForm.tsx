import { useState, type ReactNode } from 'react';
import { Form, type FormProps } from 'react-final-form';
import { isUploadCancelled } from '@donation-network/portal-session';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import { Button, FormError, LinkButton, Stack, notify } from '@donation-network/shared-ui';
import { TextField } from '@donation-network/shared-ui/forms';
import type { SocialNetwork } from '../../lib/social-links';

export interface ProfileFormProps<P, V> {
  /** The form's accessible name. */
  label: string;
  initialValues: Partial<V>;
  validate: NonNullable<FormProps<V>['validate']>;
  /** Writes the checked values; resolves with the stored row. */
  save: (values: V) => Promise<P>;
  /** Takes the stored row once the database accepted the save. */
  onSaved: (row: P) => void;
  /** The toast of an accepted save, and the error shown for a failed one without a readable reason. */
  messages: { saved: string; saveFailed: string };
  /** The public profile, once the first save created it. */
  publicPath: string | null;
  /** The form's sections. */
  children: ReactNode;
}

/**
 * A member's own profile form: its sections, then the save error, Save Profile, and the way to the
 * public profile once there is one. A save is announced only after the database accepted it; a
 * refusal is shown inline (the database's reason where it is readable), and a cancelled upload is
 * the member's choice, no error.
 */
export function ProfileForm<P, V extends object>({
  label,
  initialValues,
  validate,
  save,
  onSaved,
  messages,
  publicPath,
  children,
}: ProfileFormProps<P, V>) {
  const [saveError, setSaveError] = useState<string | null>(null);

  const submit = async (values: V) => {
    setSaveError(null);
    try {
      onSaved(await save(values));
      notify({ title: messages.saved, variant: 'success' });
    } catch (error) {
      if (!isUploadCancelled(error)) setSaveError(friendlyErrorMessage(error, messages.saveFailed));
    }
  };

  return (
    <Form<V>
      onSubmit={submit}
      validate={validate}
      initialValues={initialValues}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={label}>
          <Stack gap={24}>
            {children}
            <FormError message={saveError} />
            <Stack direction="row" gap={12} wrap>
              <Button type="submit" loading={submitting}>
                Save Profile
              </Button>
              {publicPath && (
                <LinkButton to={publicPath} variant="outline">
                  View public profile
                </LinkButton>
              )}
            </Stack>
          </Stack>
        </form>
      )}
    />
  );
}

/** One link input per offered network, named `social.<network>` as the form's values hold them. */
export function SocialLinkFields({ networks }: { networks: readonly SocialNetwork[] }) {
  return networks.map(({ key, label }) => <TextField key={key} name={`social.${key}`} label={label} type="url" placeholder="https://" />);
}
