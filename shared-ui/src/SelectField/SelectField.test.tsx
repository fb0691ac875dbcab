import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import { renderForm } from '../testing/render-form';
import { validateWithSchema } from '../validation/validate-with-schema';
import { SelectField } from './SelectField';

const options = [
  { value: 'A+', label: 'A positive' },
  { value: 'O-', label: 'O negative' },
];
const validate = validateWithSchema(yup.object({ bloodType: yup.string().required('Choose a blood type') }));

test('renders a placeholder option followed by the options', () => {
  renderForm(<SelectField name="bloodType" label="Blood type" options={options} placeholder="Select blood type" required />);
  const select = screen.getByRole('combobox', { name: /Blood type/ });
  const rendered = within(select).getAllByRole('option');
  expect(rendered.map((o) => o.textContent)).toEqual(['Select blood type', 'A positive', 'O negative']);
  expect(rendered[0]).toHaveAttribute('value', '');
  expect(select).toHaveValue('');
});

test('shows the error after a failed submit and submits the chosen value', async () => {
  const user = userEvent.setup();
  const { onSubmit } = renderForm(<SelectField name="bloodType" label="Blood type" options={options} />, { validate });
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  const select = screen.getByRole('combobox', { name: 'Blood type' });
  expect(screen.getByRole('alert')).toHaveTextContent('Choose a blood type');
  expect(select).toHaveAttribute('aria-invalid', 'true');

  await user.selectOptions(select, 'O-');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(onSubmit.mock.calls[0][0]).toEqual({ bloodType: 'O-' });
});
