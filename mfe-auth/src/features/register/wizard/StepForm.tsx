import { useState, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { Button, FormError, Stack } from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import { StepNavigation } from './StepNavigation';

interface StepFormProps<Values> {
  /** The form's accessible name. */
  label: string;
  initialValues: Partial<Values>;
  /** Field errors by name (final-form's validate): nothing is saved while there are any. */
  validate: (values: Values) => object | undefined;
  /** Saves the step and moves the wizard on; what it throws is shown above the buttons. */
  save: (values: Values) => Promise<void>;
  /** Shown for a failure whose own message is not fit for the page. */
  saveFallback: string;
  back: () => void;
  /** The step's fields. */
  children: ReactNode;
}

/** A wizard step that is one form: its fields, then the save's error, then Back and Continue. */
export function StepForm<Values extends object>({
  label,
  initialValues,
  validate,
  save,
  saveFallback,
  back,
  children,
}: StepFormProps<Values>) {
  const [saveError, setSaveError] = useState<string | null>(null);

  const submit = async (values: Values) => {
    setSaveError(null);
    try {
      await save(values);
    } catch (error) {
      setSaveError(friendlyErrorMessage(error, saveFallback));
    }
  };

  return (
    <Form<Values>
      onSubmit={submit}
      validate={validate}
      initialValues={initialValues}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={label}>
          <Stack gap={16}>
            {children}
            <FormError message={saveError} />
            <StepNavigation onBack={back} backDisabled={submitting}>
              <Button type="submit" loading={submitting}>
                Continue
              </Button>
            </StepNavigation>
          </Stack>
        </form>
      )}
    />
  );
}
