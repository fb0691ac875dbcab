import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import type { ValidationErrors } from 'final-form';
import { renderWithTheme } from './render-with-theme';

/** Test helper: render fields inside a react-final-form Form with a submit button. */
export function renderForm(
  fields: ReactNode,
  {
    validate,
    onSubmit = jest.fn(),
    initialValues,
  }: { validate?: (values: object) => ValidationErrors; onSubmit?: jest.Mock; initialValues?: object } = {},
) {
  const utils = renderWithTheme(
    <Form onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
      {({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          {fields}
          <button type="submit">Submit</button>
        </form>
      )}
    </Form>,
  );
  return { ...utils, onSubmit };
}
