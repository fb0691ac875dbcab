import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UploadCancelledError } from '@donation-network/portal-session';
import { notify } from '@donation-network/shared-ui';
import { TextField } from '@donation-network/shared-ui/forms';
import { RequestError } from '@donation-network/portal-data';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { socialNetworks } from '../../lib/social-links';
import { ProfileForm, SocialLinkFields } from './ProfileForm';

jest.mock('@donation-network/shared-ui', () => ({ ...jest.requireActual('@donation-network/shared-ui'), notify: jest.fn() }));

type Values = { name: string };
type Row = { id: string; name: string };

const MESSAGES = { saved: 'Profile saved successfully!', saveFailed: 'Your profile could not be saved.' };

function renderForm(save: (values: Values) => Promise<Row>, publicPath: string | null = null) {
  const onSaved = jest.fn();
  renderWithProviders(
    <ProfileForm<Row, Values>
      label="Demo profile"
      initialValues={{ name: 'Demo' }}
      validate={(values) => (values.name ? {} : { name: 'Name is required' })}
      save={save}
      onSaved={onSaved}
      messages={MESSAGES}
      publicPath={publicPath}
    >
      <TextField name="name" label="Name" />
      <SocialLinkFields networks={socialNetworks('twitter', 'github')} />
    </ProfileForm>,
  );
  return { onSaved, user: userEvent.setup() };
}

const save = () => screen.getByRole('button', { name: 'Save Profile' });

beforeEach(() => jest.clearAllMocks());

test('the sections, one link input per offered network, and Save Profile in one named form', () => {
  renderForm(jest.fn());
  expect(screen.getByRole('form', { name: 'Demo profile' })).toContainElement(save());
  expect(screen.getByLabelText('Name')).toHaveValue('Demo');
  expect(screen.getByLabelText('Twitter / X')).toHaveAttribute('name', 'social.twitter');
  expect(screen.getByLabelText('GitHub')).toHaveAttribute('name', 'social.github');
  expect(screen.queryByRole('link', { name: 'View public profile' })).not.toBeInTheDocument();
});

test('values the rule refuses are not saved', async () => {
  const write = jest.fn();
  const { user } = renderForm(write);
  await user.clear(screen.getByLabelText('Name'));
  await user.click(save());
  expect(screen.getByText('Name is required')).toBeInTheDocument();
  expect(write).not.toHaveBeenCalled();
});

test('a save hands on the stored row and is announced only after the database accepted it', async () => {
  let accept: (row: Row) => void = () => undefined;
  const write = jest.fn(() => new Promise<Row>((resolve) => (accept = resolve)));
  const { onSaved, user } = renderForm(write, '/founders/p1');
  await user.click(save());
  expect(write).toHaveBeenCalledWith(expect.objectContaining({ name: 'Demo' }));
  expect(notify).not.toHaveBeenCalled();
  accept({ id: 'p1', name: 'Demo' });
  await waitFor(() => expect(notify).toHaveBeenCalledWith({ title: MESSAGES.saved, variant: 'success' }));
  expect(onSaved).toHaveBeenCalledWith({ id: 'p1', name: 'Demo' });
  expect(screen.getByRole('link', { name: 'View public profile' })).toHaveAttribute('href', '/founders/p1');
});

test("a refusal shows the database's readable reason inline, otherwise the form's own message; a retry clears it", async () => {
  const write = jest
    .fn<Promise<Row>, [Values]>()
    .mockRejectedValueOnce(new RequestError('Company name must be 1 to 200 characters', { status: 400, code: '22023' }))
    .mockRejectedValueOnce(new RequestError('new row violates row-level security policy', { status: 403 }))
    .mockResolvedValueOnce({ id: 'p1', name: 'Demo' });
  const { onSaved, user } = renderForm(write);
  await user.click(save());
  expect(await screen.findByRole('alert')).toHaveTextContent('Company name must be 1 to 200 characters');
  await user.click(save());
  expect(await screen.findByText(MESSAGES.saveFailed)).toBeInTheDocument();
  expect(screen.queryByText(/row-level security/)).not.toBeInTheDocument();
  await user.click(save());
  await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a cancelled upload is no error and no save', async () => {
  const { onSaved, user } = renderForm(() => Promise.reject(new UploadCancelledError()));
  await user.click(save());
  await waitFor(() => expect(save()).toBeEnabled());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(onSaved).not.toHaveBeenCalled();
  expect(notify).not.toHaveBeenCalled();
});
