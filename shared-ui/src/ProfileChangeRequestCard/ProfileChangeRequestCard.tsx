import { useId, type ReactNode } from 'react';
import type { ValidationErrors } from 'final-form';
import { Form } from 'react-final-form';
import styled from 'styled-components';
// By the package's name, not by path: the main entry is a module of its own on the page, and a relative
// import would copy these components into the forms module, which every page with a form downloads.
import { Alert, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, formatDate, Stack } from '@donation-network/shared-ui';

/** The title of the alert over a form whose earlier request still waits for an administrator. */
export const PENDING_APPROVAL = 'Pending Approval';

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 16px;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
  margin-top: 20px;
`;

export interface ProfileChangeRequestCardProps<Values extends object> {
  title: string;
  /** Heading level of the title (default h3). */
  titleAs?: 'h2' | 'h3';
  description: ReactNode;
  /** Names the form for assistive technology. */
  formLabel: string;
  /** When the request still waiting for an administrator was made, or null while none waits. */
  pendingSince: string | null;
  /** What the form starts from: the stored details with the waiting request's changes laid over them. */
  initialValues: Values;
  validate: (values: Values) => ValidationErrors;
  /** Sends the request; the submit button shows it loading until the promise settles. */
  onSubmit: (values: Values) => Promise<void>;
  /** Before the submit button (a link back, for example). */
  secondaryAction?: ReactNode;
  /** The fields, two to a row on wider screens. */
  children: ReactNode;
}

/**
 * A card whose form asks an administrator to change the member's profile rather than changing it: it
 * says when an earlier request is still waiting, and its submit button then replaces that request.
 */
export function ProfileChangeRequestCard<Values extends object>({
  title,
  titleAs,
  description,
  formLabel,
  pendingSince,
  initialValues,
  validate,
  onSubmit,
  secondaryAction,
  children,
}: ProfileChangeRequestCardProps<Values>) {
  const titleId = `change-request-${useId().replace(/:/g, '')}`;
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as={titleAs} id={titleId}>
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Stack gap={16}>
          {pendingSince && (
            <Alert variant="warning" title={PENDING_APPROVAL} data-testid="pending-approval">
              Your profile update from {formatDate(pendingSince)} is awaiting admin approval. The form shows the changes you requested;
              saving again replaces them.
            </Alert>
          )}
          <Form<Values>
            onSubmit={onSubmit}
            validate={validate}
            initialValues={initialValues}
            render={({ handleSubmit, submitting }) => (
              <form onSubmit={handleSubmit} noValidate aria-label={formLabel}>
                <Fields>{children}</Fields>
                <Actions>
                  {secondaryAction}
                  <Button type="submit" loading={submitting}>
                    {pendingSince ? 'Update Request' : 'Request Update'}
                  </Button>
                </Actions>
              </form>
            )}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
