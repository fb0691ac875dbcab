import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession, type AppUser } from '@donation-network/portal-session';
import { currentUrl, renderWithProviders } from '@donation-network/shared-ui/testing';
import { EMPTY_BLOOD_SERVICE_FILTERS, listBloodServices, type BloodServiceListing } from '../../api/blood-services';
import { listHospitals } from '../../api/hospitals';
import { listOpenDonorRequests, requestDonor } from '../../api/request-donor';
import { TEXT_DEBOUNCE_MS } from '../BloodServiceFilters/BloodServiceFilters';
import { BANK_ROW, ELIGIBLE_DONOR, FREE_ROW, HOSPITALS, INELIGIBLE_DONOR, ONLINE_ROW, ORGAN_ROW } from '../../testing/fixtures';
import { BloodServicesTab, EMPTY_SERVICES_TEXT } from './BloodServicesTab';

jest.mock('../../api/blood-services', () => ({
  ...jest.requireActual('../../api/blood-services'),
  listBloodServices: jest.fn(),
}));
jest.mock('../../api/hospitals', () => ({
  ...jest.requireActual('../../api/hospitals'),
  listHospitals: jest.fn(),
}));
jest.mock('../../api/request-donor', () => ({
  ...jest.requireActual('../../api/request-donor'),
  requestDonor: jest.fn(),
  listOpenDonorRequests: jest.fn(),
}));

const listMock = jest.mocked(listBloodServices);
const ROWS: BloodServiceListing[] = [BANK_ROW, FREE_ROW, ONLINE_ROW, ORGAN_ROW, ELIGIBLE_DONOR, INELIGIBLE_DONOR];

beforeEach(() => {
  jest.clearAllMocks();
  listMock.mockResolvedValue({ services: ROWS, total: 46, available: 46 });
  jest.mocked(listHospitals).mockResolvedValue(HOSPITALS);
});

const ROUTE = '/recipient/blood-services';
const renderTab = (route = ROUTE) => renderWithProviders(<BloodServicesTab />, { route, path: ROUTE });

const rowOf = (name: string) => screen.getByRole('cell', { name: new RegExp(`^${name}`) }).closest('tr') as HTMLElement;

test('table: columns, one row per listing, status colours, donor info and the footer count', async () => {
  renderTab();
  expect(await screen.findAllByTestId('service-row')).toHaveLength(6);
  const table = screen.getByRole('table', { name: 'Available Blood Services' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Provider', 'Product', 'Availability', 'Location', 'Contact', 'Status', 'Last Updated', 'Donor Info', 'Action']);
  expect(screen.getByText('Showing 6 of 46 services')).toBeInTheDocument();
  expect(listMock).toHaveBeenCalledWith(EMPTY_BLOOD_SERVICE_FILTERS, expect.any(AbortSignal));

  const bank = rowOf('American Red Cross');
  expect(within(bank).getByText('24 units')).toBeInTheDocument();
  expect(within(bank).getByText('Boston, US')).toBeInTheDocument();
  expect(within(bank).getByText('20 Nov 2026, 10:30')).toBeInTheDocument();
  expect(within(bank).getByText('Available')).toHaveAttribute('data-variant', 'success');
  expect(within(rowOf('Free Clinic')).getByText('Inactive')).toHaveAttribute('data-variant', 'secondary');
  expect(within(rowOf('NHS Organ Donation')).getByText('Reserved')).toHaveAttribute('data-variant', 'danger');

  const eligible = rowOf('Rahul S.');
  expect(within(eligible).getByText('Eligible to donate')).toBeInTheDocument();
  expect(within(eligible).getByText('Last donated: 19 Aug 2026')).toBeInTheDocument();
  const waiting = rowOf('Amelia W.');
  expect(within(waiting).getByText('Not eligible yet')).toBeInTheDocument();
  expect(within(waiting).getByText('Last donated: N/A')).toBeInTheDocument();
});

test('badges may wrap to fit the nine columns, with small corners instead of a pill (a wrapped pill turns into a circle)', async () => {
  renderTab();
  await screen.findAllByTestId('service-row');
  const badge = within(rowOf('Rahul S.')).getByText('Eligible to donate');
  expect(getComputedStyle(badge).whiteSpace).toBe('normal');
  expect(getComputedStyle(badge).borderRadius).toBe('4px');
});

test('row actions: organ not for sale, donor Request (disabled when not eligible), View link, Details', async () => {
  renderTab();
  await screen.findAllByTestId('service-row');
  expect(within(rowOf('NHS Organ Donation')).getByText('Not for sale')).toBeInTheDocument();
  expect(within(rowOf('NHS Organ Donation')).queryByRole('button')).not.toBeInTheDocument();

  expect(within(rowOf('Rahul S.')).getByRole('button', { name: 'Request Rahul S.' })).toBeEnabled();
  expect(within(rowOf('Amelia W.')).getByRole('button', { name: 'Request Amelia W.' })).toBeDisabled();

  const view = within(rowOf('Mount Sinai Blood Bank')).getByRole('link', { name: 'View' });
  expect(view).toHaveAttribute('href', 'https://orders.example.org/red-cells');
  expect(view).toHaveAttribute('target', '_blank');
  expect(view).toHaveAttribute('rel', expect.stringContaining('noopener'));

  expect(within(rowOf('American Red Cross')).getByRole('button', { name: 'Details' })).toBeInTheDocument();
});

test('detail modal: price and currency only when the price is above 0; Close closes', async () => {
  renderTab();
  await screen.findAllByTestId('service-row');

  await userEvent.click(within(rowOf('American Red Cross')).getByRole('button', { name: 'Details' }));
  let dialog = screen.getByRole('dialog', { name: 'O Negative Whole Blood' });
  expect(within(dialog).getByText('Price')).toBeInTheDocument();
  expect(within(dialog).getByText('$250.00')).toBeInTheDocument();
  expect(within(dialog).getByText('Currency')).toBeInTheDocument();
  expect(within(dialog).getByText('Last Updated')).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Request Appointment' })).not.toBeInTheDocument();
  await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await userEvent.click(within(rowOf('Free Clinic')).getByRole('button', { name: 'Details' }));
  dialog = screen.getByRole('dialog', { name: 'Plasma Pack' });
  expect(within(dialog).queryByText('Price')).not.toBeInTheDocument();
  expect(within(dialog).queryByText('Currency')).not.toBeInTheDocument();
});

test('empty result: the empty-state text; the count is out of all the services on offer', async () => {
  listMock.mockResolvedValue({ services: [], total: 0, available: 20 });
  renderTab();
  expect(await screen.findByText(EMPTY_SERVICES_TEXT)).toBeInTheDocument();
  expect(EMPTY_SERVICES_TEXT).toBe('No services found matching your filters. Try adjusting your search criteria.');
  expect(screen.getByText('Showing 0 of 20 services')).toBeInTheDocument();
});

test('a filtered list counts out of all the services on offer, not out of the matches', async () => {
  listMock.mockResolvedValue({ services: ROWS.slice(0, 4), total: 4, available: 20 });
  renderTab(`${ROUTE}?country=GB`);
  expect(await screen.findAllByTestId('service-row')).toHaveLength(4);
  expect(screen.getByText('Showing 4 of 20 services')).toBeInTheDocument();
});

test('filters go to the URL and from there to the server query; a change resets the page', async () => {
  renderTab(`${ROUTE}?page=2`);
  await screen.findAllByTestId('service-row');
  expect(listMock).toHaveBeenLastCalledWith({ ...EMPTY_BLOOD_SERVICE_FILTERS, page: 2 }, expect.any(AbortSignal));

  await userEvent.selectOptions(screen.getByLabelText('Blood Group'), 'O-');
  await waitFor(() => expect(currentUrl()).toBe(`${ROUTE}?bloodGroup=O-`));
  await waitFor(() =>
    expect(listMock).toHaveBeenLastCalledWith({ ...EMPTY_BLOOD_SERVICE_FILTERS, bloodGroup: 'O-' }, expect.any(AbortSignal)),
  );

  await userEvent.selectOptions(screen.getByLabelText('Last Updated'), 'last7d');
  await userEvent.click(screen.getByRole('switch', { name: 'Show only eligible donors' }));
  await waitFor(() => expect(currentUrl()).toBe(`${ROUTE}?bloodGroup=O-&updated=last7d&eligible=1`));

  jest.useFakeTimers();
  fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'red cross' } });
  expect(currentUrl()).not.toContain('q=');
  act(() => jest.advanceTimersByTime(TEXT_DEBOUNCE_MS));
  jest.useRealTimers();
  await waitFor(() => expect(currentUrl()).toBe(`${ROUTE}?q=red+cross&bloodGroup=O-&updated=last7d&eligible=1`));
  await waitFor(() =>
    expect(listMock).toHaveBeenLastCalledWith(
      {
        ...EMPTY_BLOOD_SERVICE_FILTERS,
        search: 'red cross',
        bloodGroup: 'O-',
        updated: 'last7d',
        eligibleOnly: true,
      },
      expect.any(AbortSignal),
    ),
  );

  await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
  await waitFor(() => expect(currentUrl()).toContain('page=2'));

  await userEvent.click(screen.getByRole('button', { name: 'Reset Filters' }));
  await waitFor(() => expect(currentUrl()).toBe(ROUTE));
  await waitFor(() => expect(listMock).toHaveBeenLastCalledWith(EMPTY_BLOOD_SERVICE_FILTERS, expect.any(AbortSignal)));
  // the URL wins over the typed text: the debounced field is cleared too
  expect(screen.getByLabelText('Search')).toHaveValue('');
});

test('a page past the end (an old link) goes to the last page, with its rows and count', async () => {
  listMock.mockImplementation(async (filters) => ({ services: filters.page <= 3 ? ROWS : [], total: 46, available: 46 }));
  renderTab(`${ROUTE}?page=5`);
  await waitFor(() => expect(currentUrl()).toBe(`${ROUTE}?page=3`));
  expect(await screen.findByText('Showing 6 of 46 services')).toBeInTheDocument();
  expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
  expect(screen.queryByText(/Showing 0/)).not.toBeInTheDocument();
});

test('a shared link restores the filters into the panel', async () => {
  renderTab(`${ROUTE}?product=Organ&country=GB&status=Available&provider=Organ+Bank&district=London&location=gb`);
  await screen.findAllByTestId('service-row');
  expect(screen.getByLabelText('Product Type')).toHaveValue('Organ');
  expect(screen.getByLabelText('Country')).toHaveValue('GB');
  expect(screen.getByLabelText('Status')).toHaveValue('Available');
  expect(screen.getByLabelText('Provider Type')).toHaveValue('Organ Bank');
  expect(screen.getByLabelText('District')).toHaveValue('London');
  expect(screen.getByLabelText('Location')).toHaveValue('gb');
  expect(listMock).toHaveBeenLastCalledWith(
    {
      ...EMPTY_BLOOD_SERVICE_FILTERS,
      productType: 'Organ',
      country: 'GB',
      status: 'Available',
      providerType: 'Organ Bank',
      district: 'London',
      location: 'gb',
    },
    expect.any(AbortSignal),
  );
});

test('Request on an eligible donor opens the Request Blood Donation dialog', async () => {
  renderTab();
  await screen.findAllByTestId('service-row');
  await userEvent.click(screen.getByRole('button', { name: 'Request Rahul S.' }));
  const dialog = screen.getByRole('dialog', { name: 'Request Blood Donation' });
  expect(within(dialog).getByText('Rahul S.')).toBeInTheDocument();
});

test('a failed load shows an error with Retry instead of the table; Retry loads again', async () => {
  listMock.mockRejectedValueOnce(new Error('error: current transaction is aborted'));
  renderTab();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Blood services could not be loaded. Please try again.');
  expect(alert).not.toHaveTextContent(/transaction/);
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('table')).toBeInTheDocument();
});

describe('donors the user already requested', () => {
  const USER: AppUser = {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Demo Recipient',
    email: 'recipient@demo.donation.network',
    photoURL: null,
    isAdmin: false,
    role: 'recipient',
    permissions: [],
  };
  const openMock = jest.mocked(listOpenDonorRequests);

  beforeEach(() => useSession.setState({ user: USER, session: null, loading: false }));
  afterAll(() => useSession.getState().reset());

  test('an open request shows its state instead of the Request button', async () => {
    const accepted = { ...ELIGIBLE_DONOR, id: 'donor-accepted', provider_name: 'Chen L.' };
    listMock.mockResolvedValue({ services: [ELIGIBLE_DONOR, accepted, INELIGIBLE_DONOR], total: 3, available: 3 });
    openMock.mockResolvedValue(
      new Map([
        [ELIGIBLE_DONOR.id, 'pending'],
        ['donor-accepted', 'accepted'],
      ]),
    );
    renderTab();
    await screen.findAllByTestId('service-row');

    expect(await within(rowOf('Rahul S.')).findByText('Requested')).toBeInTheDocument();
    expect(within(rowOf('Rahul S.')).queryByRole('button', { name: 'Request Rahul S.' })).not.toBeInTheDocument();
    expect(within(rowOf('Chen L.')).getByText('Request accepted')).toHaveAttribute('data-variant', 'success');
    expect(within(rowOf('Amelia W.')).getByRole('button', { name: 'Request Amelia W.' })).toBeDisabled();
    expect(openMock).toHaveBeenCalledWith(USER.id, expect.any(AbortSignal));
  });

  test('a request sent from the dialog turns the row into Requested', async () => {
    openMock.mockResolvedValue(new Map());
    jest.mocked(requestDonor).mockResolvedValue({ id: 'r1', listing_id: ELIGIBLE_DONOR.id, hospital_id: 'h1', status: 'pending' });
    renderTab();
    await screen.findAllByTestId('service-row');

    await userEvent.click(screen.getByRole('button', { name: 'Request Rahul S.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Select Hospital' }));
    const picker = screen.getByRole('dialog', { name: 'Select Hospital for Donor Appointment' });
    await userEvent.click(await within(picker).findByRole('button', { name: /Massachusetts General/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Send Request' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(rowOf('Rahul S.')).getByText('Requested')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request Rahul S.' })).not.toBeInTheDocument();
  });

  test('when the open requests cannot be read the Request buttons stay (the database still refuses a repeat)', async () => {
    openMock.mockRejectedValue(new Error('Failed to fetch'));
    renderTab();
    await screen.findAllByTestId('service-row');
    await waitFor(() => expect(openMock).toHaveBeenCalled());
    expect(within(rowOf('Rahul S.')).getByRole('button', { name: 'Request Rahul S.' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
