import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import { renderForm } from '../testing/render-form';
import { validateWithSchema } from '../validation/validate-with-schema';
import { TextAreaField } from './TextAreaField';

const validate = validateWithSchema(yup.object({ message: yup.string().required('Please write a message') }));

test('renders a labelled textarea and shows the error after blur', async () => {
  const user = userEvent.setup();
  renderForm(<TextAreaField name="message" label="Message" placeholder="How can we help?" required />, { validate });
  const textarea = screen.getByRole('textbox', { name: /Message/ });
  expect(textarea.tagName).toBe('TEXTAREA');
  expect(textarea).toHaveAttribute('placeholder', 'How can we help?');
  await user.click(textarea);
  await user.tab();
  expect(screen.getByRole('alert')).toHaveTextContent('Please write a message');
  expect(textarea).toHaveAttribute('aria-invalid', 'true');
  expect(textarea).toHaveAttribute('aria-describedby', screen.getByRole('alert').id);
});

test('submits the typed text', async () => {
  const user = userEvent.setup();
  const { onSubmit } = renderForm(<TextAreaField name="message" label="Message" />, { validate });
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello there');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(onSubmit.mock.calls[0][0]).toEqual({ message: 'Hello there' });
});
