import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { TextField } from '../TextField/TextField';
import { ProfileChangeRequestCard, PENDING_APPROVAL } from './ProfileChangeRequestCard';

const noErrors = () => ({});

test('a region named by its title, whose form sends the values and offers a first request while none waits', async () => {
  const onSubmit = jest.fn().mockResolvedValue(undefined);
  renderWithProviders(
    <ProfileChangeRequestCard
      title="Your details"
      titleAs="h2"
      description="An administrator approves every change."
      formLabel="Details"
      pendingSince={null}
      initialValues={{ name: 'Ada' }}
      validate={noErrors}
      onSubmit={onSubmit}
      secondaryAction={<a href="/back">Back</a>}
    >
      <TextField name="name" label="Name" />
    </ProfileChangeRequestCard>,
  );
  const card = screen.getByRole('region', { name: 'Your details' });
  expect(within(card).getByRole('heading', { level: 2, name: 'Your details' })).toBeInTheDocument();
  expect(within(card).getByText('An administrator approves every change.')).toBeInTheDocument();
  expect(within(card).queryByTestId('pending-approval')).not.toBeInTheDocument();
  const form = within(card).getByRole('form', { name: 'Details' });
  expect(within(form).getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/back');

  await userEvent.clear(within(form).getByLabelText('Name'));
  await userEvent.type(within(form).getByLabelText('Name'), 'Grace');
  await userEvent.click(within(form).getByRole('button', { name: 'Request Update' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Grace' }, expect.anything(), expect.anything()));
});

test('a waiting request: the alert with its date, and the button replaces the request', () => {
  renderWithProviders(
    <ProfileChangeRequestCard
      title="Your details"
      description="An administrator approves every change."
      formLabel="Details"
      pendingSince="2026-11-20T09:00:00Z"
      initialValues={{ name: 'Ada' }}
      validate={noErrors}
      onSubmit={jest.fn()}
    >
      <TextField name="name" label="Name" />
    </ProfileChangeRequestCard>,
  );
  expect(screen.getByRole('heading', { level: 3, name: 'Your details' })).toBeInTheDocument();
  const alert = screen.getByTestId('pending-approval');
  expect(alert).toHaveTextContent(PENDING_APPROVAL);
  expect(alert).toHaveTextContent('Your profile update from 20 Nov 2026 is awaiting admin approval.');
  expect(screen.getByRole('button', { name: 'Update Request' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Request Update' })).not.toBeInTheDocument();
});

test('invalid values stay in the form and are not sent', async () => {
  const onSubmit = jest.fn();
  renderWithProviders(
    <ProfileChangeRequestCard
      title="Your details"
      description="An administrator approves every change."
      formLabel="Details"
      pendingSince={null}
      initialValues={{ name: '' }}
      validate={(values: { name: string }) => (values.name ? {} : { name: 'Enter a name.' })}
      onSubmit={onSubmit}
    >
      <TextField name="name" label="Name" />
    </ProfileChangeRequestCard>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Request Update' }));
  expect(await screen.findByText('Enter a name.')).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();
});
