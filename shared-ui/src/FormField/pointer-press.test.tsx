import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import { ChoiceListField } from '../ChoiceListField/ChoiceListField';
import { TextAreaField } from '../TextAreaField/TextAreaField';
import { TextField } from '../TextField/TextField';
import { renderForm } from '../testing/render-form';
import { validateWithSchema } from '../validation/validate-with-schema';

// jsdom has no layout: "the page does not move between press and release" is checked as
// "the DOM gains no error message between press and release".

const validate = validateWithSchema(
  yup.object({
    name: yup.string().required('Name is required'),
    message: yup.string().required('Message is required').min(10, 'Message must be at least 10 characters'),
  }),
);

const fields = (
  <>
    <TextField name="name" label="Name" />
    <TextAreaField name="message" label="Message" />
  </>
);

const press = (user: ReturnType<typeof userEvent.setup>, target: Element) => user.pointer({ keys: '[MouseLeft>]', target });
const release = (user: ReturnType<typeof userEvent.setup>, target: Element) => user.pointer({ keys: '[/MouseLeft]', target });

test('pressing Submit after invalid input shows no error until the release, and the release submits', async () => {
  const user = userEvent.setup();
  const { onSubmit } = renderForm(fields, { validate });
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Too short');
  const submit = screen.getByRole('button', { name: 'Submit' });

  await press(user, submit);

  expect(submit).toHaveFocus();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Message' })).not.toHaveAttribute('aria-invalid');

  await release(user, submit);

  // the click reached the button: the submit validated every field, the untouched one too
  expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();
  expect(screen.getByText('Name is required')).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();
});

test('a press elsewhere reveals the error of the field it left on release', async () => {
  const user = userEvent.setup();
  renderForm(fields, { validate });
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Too short');
  const name = screen.getByRole('textbox', { name: 'Name' });

  await press(user, name);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  await release(user, name);
  expect(screen.getByRole('alert')).toHaveTextContent('Message must be at least 10 characters');
  expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('aria-invalid', 'true');
});

test('an error already shown stays while a press is held', async () => {
  const user = userEvent.setup();
  renderForm(fields, { validate });
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Too short');
  await user.tab();
  expect(screen.getByRole('alert')).toHaveTextContent('Message must be at least 10 characters');

  await press(user, screen.getByRole('button', { name: 'Submit' }));

  expect(screen.getByRole('alert')).toHaveTextContent('Message must be at least 10 characters');
});

test('a list of choices reveals its error on release too', async () => {
  const user = userEvent.setup();
  const choicesValidate = validateWithSchema(yup.object({ stages: yup.array().of(yup.string()).min(1, 'Choose at least one stage') }));
  renderForm(<ChoiceListField name="stages" label="Stages" options={['Seed', 'Series A']} />, {
    validate: choicesValidate,
    initialValues: { stages: [] },
  });
  await user.click(screen.getByRole('checkbox', { name: 'Seed' }));
  await user.click(screen.getByRole('checkbox', { name: 'Seed' }));
  const submit = screen.getByRole('button', { name: 'Submit' });

  await press(user, submit);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  await release(user, submit);
  expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one stage');
});
