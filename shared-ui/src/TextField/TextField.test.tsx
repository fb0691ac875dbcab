import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import { renderForm } from '../testing/render-form';
import { validateWithSchema } from '../validation/validate-with-schema';
import { TextField } from './TextField';

const validate = validateWithSchema(yup.object({ email: yup.string().required('Email is required').email('Enter a valid email') }));

const field = (
  <TextField
    name="email"
    label="Email"
    type="email"
    placeholder="you@example.org"
    autoComplete="email"
    helpText="We never share it."
    required
  />
);

test('renders a labelled input with the given attributes and a required asterisk', () => {
  const { container } = renderForm(field, { validate });
  const input = screen.getByRole('textbox', { name: /Email/ });
  expect(input).toHaveAttribute('type', 'email');
  expect(input).toHaveAttribute('placeholder', 'you@example.org');
  expect(input).toHaveAttribute('autocomplete', 'email');
  expect(input).toHaveAttribute('aria-required', 'true');
  expect(input).toHaveAccessibleDescription('We never share it.');
  expect(container.querySelector('label')).toHaveTextContent('Email*');
  expect(container.querySelector('[data-required-mark]')).toHaveAttribute('aria-hidden', 'true');
});

test('no error before the field is touched', async () => {
  const user = userEvent.setup();
  renderForm(field, { validate });
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'x');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Email/ })).not.toHaveAttribute('aria-invalid');
});

test('shows the inline error after blur, wired with aria-describedby and aria-invalid', async () => {
  const user = userEvent.setup();
  renderForm(field, { validate });
  const input = screen.getByRole('textbox', { name: /Email/ });
  await user.click(input);
  await user.tab();
  const error = screen.getByRole('alert');
  expect(error).toHaveTextContent('Email is required');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
  expect(input).toHaveAccessibleDescription('We never share it. Email is required');

  await user.type(input, 'bad');
  expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email');
  await user.type(input, '@ok.org');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(input).not.toHaveAttribute('aria-invalid');
});

test('shows errors after a failed submit and submits valid values', async () => {
  const user = userEvent.setup();
  const { onSubmit } = renderForm(field, { validate });
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Email is required');
  expect(onSubmit).not.toHaveBeenCalled();

  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'kim@example.org');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(onSubmit).toHaveBeenCalledWith({ email: 'kim@example.org' }, expect.anything(), expect.anything());
});

test('supports disabled and password inputs', () => {
  const { container } = renderForm(<TextField name="password" label="Password" type="password" disabled />);
  const input = container.querySelector('input[name="password"]');
  expect(input).toHaveAttribute('type', 'password');
  expect(input).toBeDisabled();
  expect(screen.getByLabelText('Password')).toBe(input);
});
