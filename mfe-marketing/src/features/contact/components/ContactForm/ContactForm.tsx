import { useMemo } from 'react';
import { Form } from 'react-final-form';
import type { FormApi } from 'final-form';
import styled from 'styled-components';
import { Button, Stack, notify } from '@donation-network/shared-ui';
import { TextAreaField, TextField, validateWithSchema } from '@donation-network/shared-ui/forms';
import { useCurrentUser } from '@donation-network/portal-session';
import { sendContactMessage, sendErrorMessage } from '../../api/send-contact-message';
import { contactSchema, type ContactFormValues } from '../../contact-schema';
import { serviceForMessage, subjectForService } from '../../contact-service';

const validate = validateWithSchema(contactSchema);

export const MESSAGE_SENT_TITLE = 'Message Sent';
export const MESSAGE_SENT_DESCRIPTION = "Thank you for contacting us. We'll get back to you soon.";

const TwoColumns = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 16px;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;

  ${({ theme }) => theme.media.mobile} {
    > * {
      width: 100%;
    }
  }
`;

export interface ContactFormProps {
  /** The `service` query parameter (pre-fills the subject and is stored with the message). */
  service: string | null;
}

/** Contact form: idle → sending ('Sending...', disabled) → success toast and reset. */
export function ContactForm({ service }: ContactFormProps) {
  const { user } = useCurrentUser();
  const userId = user?.id ?? null;

  const initialValues = useMemo<ContactFormValues>(
    () => ({ name: '', email: '', subject: subjectForService(service), message: '' }),
    [service],
  );

  const onSubmit = async (values: ContactFormValues, form: FormApi<ContactFormValues>) => {
    try {
      await sendContactMessage({
        name: values.name.trim(),
        email: values.email.trim(),
        subject: values.subject.trim(),
        message: values.message.trim(),
        service: serviceForMessage(service),
        user_id: userId,
      });
    } catch (error) {
      notify({
        title: 'Error',
        // the database's rule messages are kept; SQL, network and internal text become friendly text
        description: sendErrorMessage(error),
        variant: 'destructive',
      });
      return;
    }
    notify({ title: MESSAGE_SENT_TITLE, description: MESSAGE_SENT_DESCRIPTION });
    // Back to the initial values (the prefilled subject stays) with no field marked touched,
    // so the emptied fields do not show errors. final-form supports resetting while submitting.
    form.batch(() => {
      form.reset();
      form.getRegisteredFields().forEach((name) => form.resetFieldState(name as keyof ContactFormValues));
    });
  };

  return (
    <Form<ContactFormValues> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
      {({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Contact form">
          <Stack gap={16}>
            <TwoColumns>
              <TextField name="name" label="Name" autoComplete="name" placeholder="Your name" required disabled={submitting} />
              <TextField
                name="email"
                label="Email"
                type="email"
                autoComplete="email"
                placeholder="you@example.com"
                required
                disabled={submitting}
              />
            </TwoColumns>
            <TextField name="subject" label="Subject" placeholder="What is this about?" required disabled={submitting} />
            <TextAreaField name="message" label="Message" placeholder="How can we help?" rows={6} required disabled={submitting} />
            <Actions>
              <Button type="submit" disabled={submitting} aria-busy={submitting || undefined}>
                {submitting ? 'Sending...' : 'Send'}
              </Button>
            </Actions>
          </Stack>
        </form>
      )}
    </Form>
  );
}
