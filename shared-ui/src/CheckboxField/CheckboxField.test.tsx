import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import { renderForm } from '../testing/render-form';
import { validateWithSchema } from '../validation/validate-with-schema';
import { CheckboxField } from './CheckboxField';

const validate = validateWithSchema(
  yup.object({ terms: yup.boolean().required('You must accept the terms').oneOf([true], 'You must accept the terms') }),
);

test('toggles a boolean value with mouse and keyboard', async () => {
  const user = userEvent.setup();
  const { onSubmit } = renderForm(<CheckboxField name="terms" label="I accept the terms" required />, { validate });
  const checkbox = screen.getByRole('checkbox', { name: /I accept the terms/ });
  expect(checkbox).not.toBeChecked();
  expect(checkbox).toHaveAttribute('aria-required', 'true');
  await user.click(checkbox);
  expect(checkbox).toBeChecked();
  await user.keyboard(' ');
  expect(checkbox).not.toBeChecked();
  await user.click(screen.getByText('I accept the terms')); // label click
  expect(checkbox).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(onSubmit.mock.calls[0][0]).toEqual({ terms: true });
});

test('shows the error after a failed submit', async () => {
  const user = userEvent.setup();
  renderForm(<CheckboxField name="terms" label="I accept the terms" helpText="Read them first." />, { validate });
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms' });
  expect(screen.getByRole('alert')).toHaveTextContent('You must accept the terms');
  expect(checkbox).toHaveAttribute('aria-invalid', 'true');
  expect(checkbox).toHaveAccessibleDescription('Read them first. You must accept the terms');
});
