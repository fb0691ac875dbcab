import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { TextField } from '@donation-network/shared-ui/forms';
import { FormDialog } from './FormDialog';

interface Values {
  name?: string;
}

function renderDialog(onSubmit: (values: Values) => Promise<void> | void) {
  const onClose = jest.fn();
  renderWithProviders(
    <FormDialog<Values>
      title="Say hello"
      description="To the whole team."
      submitLabel="Send"
      onClose={onClose}
      onSubmit={onSubmit}
      validate={(values) => (values.name ? {} : { name: 'Please enter a name.' })}
    >
      {(submitting) => <TextField name="name" label="Name" disabled={submitting} />}
    </FormDialog>,
  );
  return { onClose, user: userEvent.setup() };
}

test('a dialog holding a form named by its title, with the fields given', () => {
  renderDialog(jest.fn());
  expect(screen.getByRole('dialog', { name: 'Say hello' })).toHaveTextContent('To the whole team.');
  expect(screen.getByRole('form', { name: 'Say hello' })).toContainElement(screen.getByLabelText('Name'));
});

test('the footer button sends the valid form; the fields and Cancel wait while it is on its way', async () => {
  let arrive = () => {};
  const onSubmit = jest.fn((_values: Values) => new Promise<void>((resolve) => (arrive = resolve)));
  const { onClose, user } = renderDialog(onSubmit);
  await user.type(screen.getByLabelText('Name'), 'Ada');
  await user.click(screen.getByRole('button', { name: 'Send' }));

  expect(onSubmit).toHaveBeenCalledWith({ name: 'Ada' }, expect.anything(), expect.anything());
  expect(screen.getByLabelText('Name')).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();

  arrive();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled());
  expect(screen.getByLabelText('Name')).toBeEnabled();
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('an invalid form is not sent', async () => {
  const onSubmit = jest.fn();
  const { user } = renderDialog(onSubmit);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Please enter a name.')).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();
});
