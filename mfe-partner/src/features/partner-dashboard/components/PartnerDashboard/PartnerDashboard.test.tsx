import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCurrentUser, type AppUser } from '@donation-network/portal-session';
import { LISTING_MESSAGES, REGISTRATION_MESSAGES } from '@donation-network/shared-rules';
import { notify } from '@donation-network/shared-ui';
import { RequestError } from '@donation-network/portal-data';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import * as applicationApi from '../../api/job-applications';
import * as meetingApi from '../../api/meeting-requests';
import * as analyticsApi from '../../api/partner-analytics';
import * as api from '../../api/partner-dashboard-api';
import { PartnerDashboard } from './PartnerDashboard';

jest.mock('@donation-network/portal-session', () => ({
  ...jest.requireActual('@donation-network/portal-session'),
  useCurrentUser: jest.fn(),
}));
jest.mock('@donation-network/shared-ui', () => ({ ...jest.requireActual('@donation-network/shared-ui'), notify: jest.fn() }));
jest.mock('../../api/partner-dashboard-api');
jest.mock('../../api/meeting-requests');
jest.mock('../../api/job-applications');
jest.mock('../../api/partner-analytics');

const mockedUseCurrentUser = jest.mocked(useCurrentUser);
const mocked = jest.mocked(api);

const partner: AppUser = {
  id: 'partner-1',
  name: 'Grace Hospital',
  email: 'partners@grace-hospital.example',
  photoURL: null,
  isAdmin: false,
  role: 'partner',
  permissions: [],
};

const ORGANISATION: api.PartnerOrganisation = {
  name: 'Grace Blood Bank',
  organisation_type: 'Blood Bank',
  country: 'US',
  district: 'Boston',
  contact_person: 'Grace Hopper',
  contact_number: '+1 617 555 0100',
  verification_status: 'verified',
  verified_at: '2026-11-01T00:00:00Z',
};

const LISTING: api.PartnerListing = {
  id: 'l1',
  provider_name: 'Grace Blood Bank',
  provider_type: 'Blood Bank',
  product_name: 'O Negative Whole Blood',
  product_type: 'Whole Blood',
  blood_group: 'O-',
  quantity_available: 12,
  unit: 'units',
  price: 220,
  currency: 'USD',
  country: 'US',
  district: 'Boston',
  status: 'Available',
  contact_person: null,
  contact_number: null,
  online_purchase: false,
  purchase_link: null,
  last_updated: '2026-11-20T10:00:00Z',
};

beforeEach(() => {
  jest.clearAllMocks();
  mockedUseCurrentUser.mockReturnValue({ user: partner, loading: false });
  mocked.fetchOrganisation.mockResolvedValue(ORGANISATION);
  mocked.fetchListings.mockResolvedValue([LISTING]);
  mocked.createListing.mockResolvedValue();
  mocked.updateListing.mockResolvedValue();
  mocked.adjustListingQuantity.mockResolvedValue(13);
  jest.mocked(meetingApi).listMeetingRequests.mockResolvedValue([]);
  jest.mocked(applicationApi).listApplications.mockResolvedValue([]);
  jest.mocked(analyticsApi).fetchPartnerAnalytics.mockResolvedValue({ granularity: 'day', buckets: [] });
  jest.mocked(analyticsApi).fetchListingViews.mockResolvedValue([]);
});

/** Add listing is disabled until the verified organisation has loaded (the page loads several lists at once). */
async function openAddListing() {
  const button = await screen.findByRole('button', { name: 'Add listing' });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
}

describe('PartnerDashboard', () => {
  it('welcomes the partner with their name and e-mail', async () => {
    renderWithProviders(<PartnerDashboard />, { route: '/partner/dashboard' });
    expect(screen.getByRole('heading', { level: 1, name: 'Partner Dashboard' })).toBeInTheDocument();
    const welcome = screen.getByRole('region', { name: 'Welcome, Grace Hospital' });
    expect(within(welcome).getByText('partners@grace-hospital.example')).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Your listings' });
    // what recipients sent to the professionals and opportunities the partner lists
    expect(screen.getByRole('region', { name: 'Meeting requests' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Applications' })).toBeInTheDocument();
    // how the listings are doing
    expect(screen.getByRole('region', { name: 'Listing analytics' })).toBeInTheDocument();
  });

  it('links to the healthcare programme, the partnerships contact and pricing', async () => {
    renderWithProviders(<PartnerDashboard />);
    const resources = screen.getByRole('list', { name: 'Partner resources' });
    const hrefs = within(resources)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/partners/healthcare', '/contact?service=Healthcare%20Partner', '/pricing']);
    await screen.findByRole('list', { name: 'Your listings' });
  });

  it('falls back to a generic greeting when the profile has no name', async () => {
    mockedUseCurrentUser.mockReturnValue({ user: { ...partner, name: '' }, loading: false });
    renderWithProviders(<PartnerDashboard />);
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome, Partner' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Your listings' });
  });

  it('shows the verification state and the own listings with price', async () => {
    renderWithProviders(<PartnerDashboard />);
    expect(await screen.findByText('Your organisation is verified')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your listings' });
    expect(within(list).getByRole('heading', { name: 'O Negative Whole Blood' })).toBeInTheDocument();
    expect(within(list).getByText(/\$220\.00 per unit/)).toBeInTheDocument();
    expect(mocked.fetchListings).toHaveBeenCalledWith('partner-1', expect.anything());
  });

  it.each([
    ['pending', 'Your organisation is waiting for verification'],
    ['rejected', 'Your organisation was not verified'],
  ] as const)('explains a %s organisation and offers no Add listing', async (status, title) => {
    mocked.fetchOrganisation.mockResolvedValue({ ...ORGANISATION, verification_status: status, verified_at: null });
    mocked.fetchListings.mockResolvedValue([]);
    renderWithProviders(<PartnerDashboard />);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add listing' })).toBeDisabled();
  });

  it('changes the quantity with + and -, and by typing a number', async () => {
    renderWithProviders(<PartnerDashboard />);
    await userEvent.click(await screen.findByRole('button', { name: 'One more O Negative Whole Blood' }));
    expect(mocked.adjustListingQuantity).toHaveBeenCalledWith('l1', 1);
    await waitFor(() => expect(mocked.fetchListings).toHaveBeenCalledTimes(2));

    await userEvent.click(await screen.findByRole('button', { name: 'One less O Negative Whole Blood' }));
    expect(mocked.adjustListingQuantity).toHaveBeenCalledWith('l1', -1);

    const input = await screen.findByRole('spinbutton', { name: /Quantity available of O Negative Whole Blood/ });
    await userEvent.clear(input);
    await userEvent.type(input, '30{Enter}');
    await waitFor(() => expect(mocked.updateListing).toHaveBeenCalledWith('l1', { quantity_available: 30 }));
  });

  it('refuses a fractional quantity with the database rule message', async () => {
    renderWithProviders(<PartnerDashboard />);
    const input = await screen.findByRole('spinbutton', { name: /Quantity available of O Negative Whole Blood/ });
    await userEvent.clear(input);
    await userEvent.type(input, '2.5{Enter}');
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ description: LISTING_MESSAGES.quantity, variant: 'destructive' }));
    expect(mocked.updateListing).not.toHaveBeenCalled();
  });

  it('withdraws a published listing', async () => {
    renderWithProviders(<PartnerDashboard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw O Negative Whole Blood' }));
    expect(mocked.updateListing).toHaveBeenCalledWith('l1', { status: 'Inactive' });
  });

  it('adds an organ listing without a price, prefilled from the organisation', async () => {
    renderWithProviders(<PartnerDashboard />);
    await openAddListing();
    const dialog = await screen.findByRole('dialog', { name: 'Add listing' });
    expect(within(dialog).getByLabelText(/Provider name/)).toHaveValue('Grace Blood Bank');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Product type/), 'Organ');
    expect(within(dialog).queryByLabelText(/Price per unit/)).not.toBeInTheDocument();
    expect(within(dialog).getByText('Organs are never priced or sold')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Product name/), 'Kidney');
    await userEvent.clear(within(dialog).getByLabelText(/Quantity available/));
    await userEvent.type(within(dialog).getByLabelText(/Quantity available/), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish listing' }));
    await waitFor(() =>
      expect(mocked.createListing).toHaveBeenCalledWith(
        'partner-1',
        expect.objectContaining({ product_type: 'Organ', product_name: 'Kidney', quantity_available: 1, price: null, currency: null }),
      ),
    );
  });

  it('keeps the form and shows the database refusal in words', async () => {
    mocked.createListing.mockRejectedValue(new RequestError(REGISTRATION_MESSAGES.listingNeedsVerification, { status: 403 }));
    renderWithProviders(<PartnerDashboard />);
    await openAddListing();
    const dialog = await screen.findByRole('dialog', { name: 'Add listing' });
    await userEvent.selectOptions(within(dialog).getByLabelText(/Product type/), 'Plasma');
    await userEvent.type(within(dialog).getByLabelText(/Product name/), 'AB Plasma');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish listing' }));
    expect(await within(dialog).findByText(REGISTRATION_MESSAGES.listingNeedsVerification)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Product name/)).toHaveValue('AB Plasma');
  });

  it('shows a price rule message before anything is sent', async () => {
    renderWithProviders(<PartnerDashboard />);
    await openAddListing();
    const dialog = await screen.findByRole('dialog', { name: 'Add listing' });
    await userEvent.selectOptions(within(dialog).getByLabelText(/Product type/), 'Platelets');
    await userEvent.type(within(dialog).getByLabelText(/Product name/), 'A Platelets');
    await userEvent.type(within(dialog).getByLabelText(/Price per unit/), '40');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish listing' }));
    expect(await within(dialog).findByText(LISTING_MESSAGES.currency)).toBeInTheDocument();
    expect(mocked.createListing).not.toHaveBeenCalled();
  });
});
