import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@donation-network/shared-ui';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { listHospitals } from '../../api/hospitals';
import { requestDonor } from '../../api/request-donor';
import { ELIGIBLE_DONOR, HOSPITALS } from '../../testing/fixtures';
import { DonorRequestDialog } from './DonorRequestDialog';

jest.mock('@donation-network/shared-ui', () => ({ ...jest.requireActual('@donation-network/shared-ui'), notify: jest.fn() }));
jest.mock('../../api/hospitals', () => ({
  ...jest.requireActual('../../api/hospitals'),
  listHospitals: jest.fn(),
}));
jest.mock('../../api/request-donor', () => ({ requestDonor: jest.fn() }));

const notifyMock = jest.mocked(notify);
const requestMock = jest.mocked(requestDonor);

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(listHospitals).mockResolvedValue(HOSPITALS);
});

function renderDialog() {
  const onClose = jest.fn();
  const onRequested = jest.fn();
  renderWithProviders(<DonorRequestDialog donor={ELIGIBLE_DONOR} onClose={onClose} onRequested={onRequested} />);
  return { onClose, onRequested, dialog: screen.getByRole('dialog', { name: 'Request Blood Donation' }) };
}

async function pickHospital(name: string, opener = 'Select Hospital') {
  await userEvent.click(screen.getByRole('button', { name: opener }));
  const picker = screen.getByRole('dialog', { name: 'Select Hospital for Donor Appointment' });
  await userEvent.click(await within(picker).findByRole('button', { name: new RegExp(name) }));
}

test("shows the donor's provider name, blood group, district and country, and the no-contact note", () => {
  const { dialog } = renderDialog();
  expect(within(dialog).getByText('Rahul S.')).toBeInTheDocument();
  expect(within(dialog).getByText('B+')).toBeInTheDocument();
  expect(within(dialog).getByText('Pune')).toBeInTheDocument();
  expect(within(dialog).getByText('IN')).toBeInTheDocument();
  expect(within(dialog).getByText(/You will not have direct contact with the donor/)).toBeInTheDocument();
});

test('submit is disabled until a hospital is chosen', async () => {
  const { dialog } = renderDialog();
  expect(within(dialog).getByRole('button', { name: 'Send Request' })).toBeDisabled();
  expect(within(dialog).getByText('No hospital selected')).toBeInTheDocument();
  await pickHospital('Massachusetts General');
  const again = screen.getByRole('dialog', { name: 'Request Blood Donation' });
  expect(within(again).getByText('Massachusetts General Hospital')).toBeInTheDocument();
  expect(within(again).getByRole('button', { name: 'Send Request' })).toBeEnabled();
  expect(requestMock).not.toHaveBeenCalled();
});

test('hospital picker: search box, Partner/Verified badges, empty text; Change picks another', async () => {
  renderDialog();
  await userEvent.click(screen.getByRole('button', { name: 'Select Hospital' }));
  const picker = screen.getByRole('dialog', { name: 'Select Hospital for Donor Appointment' });
  const search = within(picker).getByPlaceholderText('Search hospitals by name or location');
  const items = await within(picker).findAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(within(items[0]).getByText('Partner')).toBeInTheDocument();
  expect(within(items[0]).getByText('Verified')).toBeInTheDocument();
  expect(within(items[1]).queryByText('Partner')).not.toBeInTheDocument();
  expect(within(items[1]).queryByText('Verified')).not.toBeInTheDocument();

  await userEvent.type(search, 'manchester');
  expect(within(picker).getAllByRole('listitem')).toHaveLength(1);
  await userEvent.clear(search);
  await userEvent.type(search, 'Atlantis');
  expect(within(picker).getByText('No hospitals found matching "Atlantis". Try a different search term.')).toBeInTheDocument();
  await userEvent.clear(search);
  await userEvent.click(within(picker).getByRole('button', { name: /Massachusetts General/ }));

  await pickHospital('Manchester Royal', 'Change');
  expect(screen.getByText('Manchester Royal Infirmary')).toBeInTheDocument();
});

test('success: request_donor with listing and hospital, Request Sent Successfully, the row is told, dialog closes', async () => {
  const sent = { id: 'r1', listing_id: ELIGIBLE_DONOR.id, hospital_id: 'h1', status: 'pending' };
  requestMock.mockResolvedValue(sent);
  const { onClose, onRequested } = renderDialog();
  await pickHospital('Massachusetts General');
  await userEvent.click(screen.getByRole('button', { name: 'Send Request' }));
  expect(requestMock).toHaveBeenCalledWith(ELIGIBLE_DONOR.id, 'h1');
  await waitFor(() =>
    expect(notifyMock).toHaveBeenCalledWith({
      title: 'Request Sent Successfully',
      description: 'The donor has been notified. Massachusetts General Hospital will coordinate the donation appointment.',
      variant: 'success',
    }),
  );
  expect(onClose).toHaveBeenCalled();
  expect(onRequested).toHaveBeenCalledWith(sent);
});

test('a server error is shown in a destructive toast and the dialog stays open', async () => {
  requestMock.mockRejectedValue(new Error('You already have a pending request for this donor'));
  const { onClose, onRequested } = renderDialog();
  await pickHospital('Massachusetts General');
  await userEvent.click(screen.getByRole('button', { name: 'Send Request' }));
  await waitFor(() =>
    expect(notifyMock).toHaveBeenCalledWith({
      title: 'Error',
      description: 'You already have a pending request for this donor',
      variant: 'destructive',
    }),
  );
  expect(onClose).not.toHaveBeenCalled();
  expect(onRequested).not.toHaveBeenCalled();
  expect(screen.getByRole('dialog', { name: 'Request Blood Donation' })).toBeInTheDocument();
});
