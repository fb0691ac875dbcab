import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import { renderForm } from '../testing/render-form';
import { validateWithSchema } from '../validation/validate-with-schema';
import { SwitchField } from './SwitchField';

test('is a role=switch bound to a boolean', async () => {
  const user = userEvent.setup();
  const { onSubmit } = renderForm(<SwitchField name="available" label="Available to donate" />, {
    initialValues: { available: false },
  });
  const toggle = screen.getByRole('switch', { name: 'Available to donate' });
  expect(toggle).not.toBeChecked();
  await user.click(toggle);
  expect(toggle).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(onSubmit.mock.calls[0][0]).toEqual({ available: true });
});

test('shows its error once touched', async () => {
  const user = userEvent.setup();
  const validate = validateWithSchema(
    yup.object({ consent: yup.boolean().required('Consent is required').oneOf([true], 'Consent is required') }),
  );
  renderForm(<SwitchField name="consent" label="Share my data" required />, { validate });
  const toggle = screen.getByRole('switch', { name: /Share my data/ });
  await user.click(toggle);
  await user.click(toggle);
  await user.tab();
  expect(screen.getByRole('alert')).toHaveTextContent('Consent is required');
  expect(toggle).toHaveAttribute('aria-invalid', 'true');
});
