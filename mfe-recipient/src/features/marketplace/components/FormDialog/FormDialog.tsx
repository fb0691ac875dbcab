import { useId, type ReactNode } from 'react';
import { Form, type FormProps } from 'react-final-form';
import { Button, Dialog } from '@donation-network/shared-ui';

interface FormDialogProps<V> {
  /** The dialog's title, which also names the form. */
  title: string;
  description: string;
  /** The text of the button that sends the form. */
  submitLabel: string;
  onClose: () => void;
  onSubmit: FormProps<V>['onSubmit'];
  validate: FormProps<V>['validate'];
  /** The form's fields, given whether it is being sent (they are disabled meanwhile). */
  children: (submitting: boolean) => ReactNode;
}

/** An open dialog around one form: Cancel closes it (not while the form is being sent), the footer's button sends it. */
export function FormDialog<V>({ title, description, submitLabel, onClose, onSubmit, validate, children }: FormDialogProps<V>) {
  const formId = useId();
  return (
    <Form<V> onSubmit={onSubmit} validate={validate}>
      {({ handleSubmit, submitting }) => (
        <Dialog
          open
          onClose={onClose}
          title={title}
          description={description}
          footer={
            <>
              <Button type="button" variant="outline" onClick={onClose} disabled={submitting}>
                Cancel
              </Button>
              <Button type="submit" form={formId} loading={submitting}>
                {submitLabel}
              </Button>
            </>
          }
        >
          <form id={formId} onSubmit={handleSubmit} noValidate aria-label={title}>
            {children(Boolean(submitting))}
          </form>
        </Dialog>
      )}
    </Form>
  );
}
