import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetDisplayCurrency, setDemoMode, useSession, type AppUser } from '@donation-network/portal-session';
import { notify } from '@donation-network/shared-ui';
import { currentUrl, renderWithProviders } from '@donation-network/shared-ui/testing';
import { RequestError } from '@donation-network/portal-data';
import {
  cancelSubscription,
  getLatestSubscription,
  listPlans,
  reactivateSubscription,
  subscribe,
  type SubscriptionWithPlan,
} from '../../../../lib/subscription';
import { addFamilyMember, listFamilyMembers, removeFamilyMember, updateFamilyMember, type FamilyMember } from '../../api/family-members';
import { getPersonalDetails, submitProfileChange, type PersonalDetails } from '../../api/personal-details';
import { getSettings, saveSettings } from '../../api/settings';
import { ProfilePage } from './ProfilePage';

jest.mock('@donation-network/shared-ui', () => ({ ...jest.requireActual('@donation-network/shared-ui'), notify: jest.fn() }));
jest.mock('../../api/personal-details', () => ({ getPersonalDetails: jest.fn(), submitProfileChange: jest.fn() }));
jest.mock('../../api/family-members', () => ({
  listFamilyMembers: jest.fn(),
  addFamilyMember: jest.fn(),
  updateFamilyMember: jest.fn(),
  removeFamilyMember: jest.fn(),
}));
jest.mock('../../api/settings', () => ({ getSettings: jest.fn(), saveSettings: jest.fn() }));
jest.mock('../../../../lib/subscription', () => ({
  ...jest.requireActual('../../../../lib/subscription'),
  getLatestSubscription: jest.fn(),
  listPlans: jest.fn(),
  subscribe: jest.fn(),
  reactivateSubscription: jest.fn(),
  cancelSubscription: jest.fn(),
}));

const notifyMock = jest.mocked(notify);

const RECIPIENT: AppUser = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Demo Recipient',
  email: 'recipient@demo.donation.network',
  photoURL: null,
  isAdmin: false,
  role: 'recipient',
  permissions: [],
};

const DETAILS: PersonalDetails = {
  full_name: 'Demo Recipient',
  phone: '+1 555 123 4567',
  gender: 'female',
  date_of_birth: '1990-05-01',
  address: null,
  blood_group: 'O+',
  allergies: null,
  emergency_contact: null,
  country: null,
};

const NOOR: FamilyMember = { id: 'f1', name: 'Noor', relationship: 'Child', age: 7, gender: 'Female' };

const ACTIVE: SubscriptionWithPlan = {
  id: 's1',
  plan_id: 'annual',
  start_date: '2026-11-22T03:58:12.534+00:00',
  end_date: '2099-11-22T03:58:12.534+00:00',
  status: 'active',
  payment_method: 'paypal',
  cancelled_at: null,
  plans: { name: 'Annual Plan' },
};

const CANCELLED: SubscriptionWithPlan = { ...ACTIVE, status: 'cancelled', cancelled_at: '2026-11-24T10:00:00Z' };

beforeEach(() => {
  jest.clearAllMocks();
  setDemoMode(true);
  useSession.setState({ user: RECIPIENT, loading: false });
  jest.mocked(getPersonalDetails).mockResolvedValue({ details: DETAILS, pending: null });
  jest.mocked(listFamilyMembers).mockResolvedValue([NOOR]);
  jest.mocked(getSettings).mockResolvedValue({ preferred_payment_method: 'paypal', country: 'US', currency: 'USD' });
  jest.mocked(getLatestSubscription).mockResolvedValue(ACTIVE);
  jest.mocked(listPlans).mockResolvedValue([
    {
      id: 'basic',
      name: 'Essential Plan',
      duration_days: 30,
      price: '15.00',
      currency: 'USD',
      period_label: 'per month',
      access_label: '1 month',
    },
  ]);
});

afterAll(() => {
  useSession.getState().reset();
  setDemoMode(false);
});

const renderPage = (route = '/recipient/profile') => renderWithProviders(<ProfilePage />, { route, path: '/recipient/profile' });

describe('tabs', () => {
  it('shows the three tabs; each loads its own data when opened and the tab is kept in the URL', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'My Profile' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Personal Details', 'Family Members', 'Payment Settings']);
    expect(screen.getByText('Loading your details...')).toBeInTheDocument();
    expect(await screen.findByLabelText(/Full name/)).toHaveValue('Demo Recipient');
    expect(listFamilyMembers).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('tab', { name: 'Family Members' }));
    expect(currentUrl()).toBe('/recipient/profile?tab=family');
    expect(await screen.findByText('Noor')).toBeInTheDocument();
    expect(listFamilyMembers).toHaveBeenCalledWith(RECIPIENT.id, expect.any(AbortSignal));
  });

  it('a failed read shows an error with Retry inside the tab', async () => {
    jest.mocked(getPersonalDetails).mockRejectedValueOnce(new RequestError('permission denied for table profiles', { status: 403 }));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your details could not be loaded. Please try again.');
    expect(alert).not.toHaveTextContent('permission denied');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText(/Full name/)).toHaveValue('Demo Recipient');
  });
});

describe('personal details', () => {
  it('prefills the form; email is read-only with its help text; the nine gender options', async () => {
    renderPage();
    expect(await screen.findByLabelText('Phone number')).toHaveValue('+1 555 123 4567');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue(RECIPIENT.email);
    expect(email).toBeDisabled();
    expect(screen.getByText('Your email cannot be changed')).toBeInTheDocument();
    expect(screen.getByLabelText('Date of birth')).toHaveValue('1990-05-01');
    const gender = screen.getByLabelText('Gender');
    expect(gender).toHaveValue('female');
    expect(within(gender).getAllByRole('option')).toHaveLength(10); // 'Not specified' + 9
    expect(screen.getByLabelText('Blood group')).toHaveValue('O+');
    expect(screen.queryByText('Pending Approval')).not.toBeInTheDocument();
  });

  it('shows the spec messages and sends nothing while the input is invalid', async () => {
    renderPage();
    const name = await screen.findByLabelText(/Full name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'A');
    const phone = screen.getByLabelText('Phone number');
    await userEvent.clear(phone);
    await userEvent.type(phone, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Request Update' }));

    expect(await screen.findByText('Name must be at least 2 characters.')).toBeInTheDocument();
    expect(screen.getByText('Phone number must be at least 10 digits.')).toBeInTheDocument();
    expect(submitProfileChange).not.toHaveBeenCalled();
  });

  it('submits only the changed fields, toasts and shows the Pending Approval alert', async () => {
    jest.mocked(submitProfileChange).mockResolvedValue({
      id: 'r1',
      changes: { phone: '+44 20 7946 0958', allergies: 'Penicillin' },
      status: 'pending',
      created_at: '2026-11-24T09:00:00Z',
    });
    renderPage();
    const phone = await screen.findByLabelText('Phone number');
    await userEvent.clear(phone);
    await userEvent.type(phone, '+44 20 7946 0958');
    await userEvent.type(screen.getByLabelText('Allergies'), '  Penicillin ');
    await userEvent.click(screen.getByRole('button', { name: 'Request Update' }));

    await waitFor(() => expect(submitProfileChange).toHaveBeenCalledWith({ phone: '+44 20 7946 0958', allergies: 'Penicillin' }));
    expect(notifyMock).toHaveBeenCalledWith({
      title: 'Profile update requested',
      description: 'Your changes have been sent for admin approval.',
      variant: 'success',
    });
    const alert = await screen.findByTestId('pending-approval');
    expect(alert).toHaveTextContent('Pending Approval');
    expect(alert).toHaveTextContent('awaiting admin approval');
    expect(screen.getByRole('button', { name: 'Update Request' })).toBeInTheDocument();
  });

  it('with a pending request: the alert, and the form shows the requested values over the profile', async () => {
    jest.mocked(getPersonalDetails).mockResolvedValue({
      details: DETAILS,
      pending: { id: 'r1', changes: { full_name: 'Demo R. Recipient' }, status: 'pending', created_at: '2026-11-20T09:00:00Z' },
    });
    renderPage();
    expect(await screen.findByTestId('pending-approval')).toHaveTextContent('20 Nov 2026');
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Demo R. Recipient');
    expect(screen.getByLabelText('Phone number')).toHaveValue('+1 555 123 4567');
  });

  it('nothing changed: says so without a call', async () => {
    renderPage();
    await screen.findByLabelText(/Full name/);
    await userEvent.click(screen.getByRole('button', { name: 'Request Update' }));
    await waitFor(() =>
      expect(notifyMock).toHaveBeenCalledWith({ title: 'No changes', description: 'There are no profile changes to submit' }),
    );
    expect(submitProfileChange).not.toHaveBeenCalled();
  });

  it("a refused submission: the database's rule message, or the spec's text for anything raw", async () => {
    jest
      .mocked(submitProfileChange)
      .mockRejectedValueOnce(new RequestError('Date of birth cannot be in the future.', { status: 400 }))
      .mockRejectedValueOnce(new RequestError('current transaction is aborted', { status: 500 }));
    renderPage();
    await userEvent.type(await screen.findByLabelText('Allergies'), 'Pollen');
    await userEvent.click(screen.getByRole('button', { name: 'Request Update' }));
    await waitFor(() =>
      expect(notifyMock).toHaveBeenLastCalledWith({
        title: 'Error',
        description: 'Date of birth cannot be in the future.',
        variant: 'destructive',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Request Update' }));
    await waitFor(() =>
      expect(notifyMock).toHaveBeenLastCalledWith({
        title: 'Error',
        description: 'There was a problem updating your profile.',
        variant: 'destructive',
      }),
    );
    expect(screen.getByLabelText('Allergies')).toHaveValue('Pollen');
  });
});

describe('family members', () => {
  const openFamily = async () => {
    renderPage('/recipient/profile?tab=family');
    return screen.findByRole('list', { name: 'Family members' });
  };

  it('empty list text', async () => {
    jest.mocked(listFamilyMembers).mockResolvedValue([]);
    renderPage('/recipient/profile?tab=family');
    expect(await screen.findByText('No family members added yet.')).toBeInTheDocument();
  });

  it("missing fields: the spec's 'Missing information' toast and no call", async () => {
    await openFamily();
    await userEvent.click(screen.getByRole('button', { name: 'Add Family Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Family Member' });
    await userEvent.type(within(dialog).getByLabelText(/Name/), 'Sam');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Member' }));

    expect(notifyMock).toHaveBeenCalledWith({
      title: 'Missing information',
      description: 'Please fill in all fields',
      variant: 'destructive',
    });
    expect(addFamilyMember).not.toHaveBeenCalled();
    expect(within(dialog).getByText('Age is required')).toBeInTheDocument();
  });

  it('adds a member with a numeric age, toasts and reloads the list', async () => {
    jest.mocked(addFamilyMember).mockResolvedValue({ id: 'f2', name: 'Sam', relationship: 'Sibling', age: 34, gender: 'Male' });
    await openFamily();
    await userEvent.click(screen.getByRole('button', { name: 'Add Family Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Family Member' });
    await userEvent.type(within(dialog).getByLabelText(/Name/), ' Sam ');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Relationship/), 'Sibling');
    await userEvent.type(within(dialog).getByLabelText(/Age/), '34');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Gender/), 'Male');
    jest.mocked(listFamilyMembers).mockResolvedValue([NOOR, { id: 'f2', name: 'Sam', relationship: 'Sibling', age: 34, gender: 'Male' }]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Member' }));

    await waitFor(() => expect(addFamilyMember).toHaveBeenCalledWith({ name: 'Sam', relationship: 'Sibling', age: 34, gender: 'Male' }));
    expect(notifyMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Family member added', variant: 'success' }));
    expect(await screen.findByText('Sam')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('edits a member (prefilled) and keeps the dialog open with the message when saving fails', async () => {
    jest.mocked(updateFamilyMember).mockRejectedValueOnce(new RequestError('Failed to fetch', { status: 0 }));
    jest.mocked(updateFamilyMember).mockResolvedValueOnce({ ...NOOR, age: 8 });
    await openFamily();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Noor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Family Member' });
    const age = within(dialog).getByLabelText(/Age/);
    expect(age).toHaveValue(7);
    await userEvent.clear(age);
    await userEvent.type(age, '8');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(notifyMock).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Error', variant: 'destructive' })));
    expect(screen.getByRole('dialog', { name: 'Edit Family Member' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(notifyMock).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Family member updated' })));
    expect(updateFamilyMember).toHaveBeenLastCalledWith('f1', { name: 'Noor', relationship: 'Child', age: 8, gender: 'Female' });
  });

  it('an age outside 0–130 gets the rule message', async () => {
    await openFamily();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Noor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Family Member' });
    const age = within(dialog).getByLabelText(/Age/);
    await userEvent.clear(age);
    await userEvent.type(age, '131');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Age must be a whole number between 0 and 130.')).toBeInTheDocument();
    expect(updateFamilyMember).not.toHaveBeenCalled();
  });

  it('removes only after confirmation', async () => {
    jest.mocked(removeFamilyMember).mockResolvedValue();
    await openFamily();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Noor' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove family member?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(removeFamilyMember).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Noor' }));
    jest.mocked(listFamilyMembers).mockResolvedValue([]);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove family member?' })).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() => expect(removeFamilyMember).toHaveBeenCalledWith('f1'));
    expect(notifyMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Family member removed', variant: 'success' }));
    expect(await screen.findByText('No family members added yet.')).toBeInTheDocument();
  });
});

describe('payment settings', () => {
  const openPayment = async () => {
    renderPage('/recipient/profile?tab=payment');
    return screen.findByRole('group', { name: 'Preferred payment method' });
  };

  it('saves the payment method with the current country', async () => {
    jest.mocked(saveSettings).mockResolvedValue({ preferred_payment_method: 'stripe', country: 'US', currency: 'USD' });
    const group = await openPayment();
    expect(within(group).getByRole('radio', { name: /PayPal/ })).toBeChecked();
    const save = screen.getByRole('button', { name: 'Save Payment Method' });
    expect(save).toBeDisabled();
    await userEvent.click(within(group).getByRole('radio', { name: /Stripe/ }));
    await userEvent.click(save);
    await waitFor(() => expect(saveSettings).toHaveBeenCalledWith(RECIPIENT.id, { preferred_payment_method: 'stripe', country: 'US' }));
    expect(notifyMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Payment method updated', variant: 'success' }));
  });

  it('saves the country; the currency follows the table; failures use the spec text', async () => {
    jest.mocked(saveSettings).mockRejectedValueOnce(new RequestError('internal server error', { status: 500 }));
    jest.mocked(saveSettings).mockResolvedValueOnce({ preferred_payment_method: 'paypal', country: 'GB', currency: 'GBP' });
    await openPayment();
    const country = screen.getByLabelText('Country');
    await userEvent.selectOptions(country, 'GB');
    expect(screen.getByText('Currency: GBP')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Currency' }));
    await waitFor(() =>
      expect(notifyMock).toHaveBeenLastCalledWith({
        title: 'Update failed',
        description: 'There was an error updating your currency preference',
        variant: 'destructive',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save Currency' }));
    await waitFor(() =>
      expect(notifyMock).toHaveBeenLastCalledWith({
        title: 'Currency updated',
        description: 'Prices now show an estimate in GBP; you are charged in USD.',
        variant: 'success',
      }),
    );
    expect(saveSettings).toHaveBeenLastCalledWith(RECIPIENT.id, { preferred_payment_method: 'paypal', country: 'GB' });
  });

  it('without saved settings: PayPal and the country of the browser language', async () => {
    jest.mocked(getSettings).mockResolvedValue(null);
    const language = jest.spyOn(navigator, 'language', 'get').mockReturnValue('en-KE');
    const group = await openPayment();
    expect(within(group).getByRole('radio', { name: /PayPal/ })).toBeChecked();
    expect(screen.getByLabelText('Country')).toHaveValue('KE');
    expect(screen.getByText('Currency: KES')).toBeInTheDocument();
    language.mockRestore();
  });

  it('subscription details: plan, end date, payment method; cancel asks first', async () => {
    jest.mocked(cancelSubscription).mockResolvedValue({ ...CANCELLED });
    await openPayment();
    const card = screen.getByRole('region', { name: 'Subscription Details' });
    expect(await within(card).findByText('Annual Plan')).toBeInTheDocument();
    expect(within(card).getByText('22 Nov 2099')).toBeInTheDocument();
    expect(within(card).getByText('PayPal')).toBeInTheDocument();
    expect(within(card).getByText('Demo mode: payments are simulated and always succeed.')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Cancel Subscription' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep Subscription' }));
    expect(cancelSubscription).not.toHaveBeenCalled();

    await userEvent.click(within(card).getByRole('button', { name: 'Cancel Subscription' }));
    jest.mocked(getLatestSubscription).mockResolvedValue(CANCELLED);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Cancel your subscription?' })).getByRole('button', { name: 'Cancel Subscription' }),
    );
    await waitFor(() => expect(cancelSubscription).toHaveBeenCalledTimes(1));
    expect(notifyMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Subscription cancelled', variant: 'success' }));
    expect(await within(card).findByText('Cancelled')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Reactivate Annual Plan' })).toBeInTheDocument();
  });

  it('reactivates with the method last used, not the saved preference; outside demo mode the database message is shown', async () => {
    setDemoMode(false);
    jest.mocked(getLatestSubscription).mockResolvedValue(CANCELLED);
    jest.mocked(getSettings).mockResolvedValue({ preferred_payment_method: 'stripe', country: 'GB', currency: 'GBP' });
    jest
      .mocked(reactivateSubscription)
      .mockRejectedValueOnce(new RequestError('Online payments are not available yet: no payment provider is configured', { status: 403 }));
    await openPayment();
    const card = screen.getByRole('region', { name: 'Subscription Details' });
    const reactivate = await within(card).findByRole('button', { name: 'Reactivate Annual Plan' });
    expect(within(card).queryByText(/Demo mode/)).not.toBeInTheDocument();
    expect(within(card).getByText('Reactivating pays with PayPal, the method you used last.')).toBeInTheDocument();
    await userEvent.click(reactivate);
    await waitFor(() => expect(reactivateSubscription).toHaveBeenCalledTimes(1));
    expect(subscribe).not.toHaveBeenCalled();
    expect(notifyMock).toHaveBeenLastCalledWith({
      title: 'Subscription Error',
      description: 'Online payments are not available yet: no payment provider is configured',
      variant: 'destructive',
    });

    jest.mocked(reactivateSubscription).mockResolvedValueOnce(ACTIVE);
    jest.mocked(getLatestSubscription).mockResolvedValue(ACTIVE);
    await userEvent.click(reactivate);
    await waitFor(() =>
      expect(notifyMock).toHaveBeenLastCalledWith({
        title: 'Subscription Successful',
        description: 'You now have access to blood services',
        variant: 'success',
      }),
    );
    expect(await within(card).findByText('Active')).toBeInTheDocument();
  });

  it('never subscribed: Choose a Plan opens the plan dialog, paid with the saved method', async () => {
    jest.mocked(getLatestSubscription).mockResolvedValue(null);
    jest.mocked(subscribe).mockResolvedValue(ACTIVE);
    await openPayment();
    const card = screen.getByRole('region', { name: 'Subscription Details' });
    expect(await within(card).findByText('You have no subscription yet. Choose a plan to access blood services.')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Choose a Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a Subscription Plan' });
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Essential Plan/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(subscribe).toHaveBeenCalledWith('basic', 'paypal'));
  });

  it('a saved currency shows every plan price with an estimate in it; the charge stays in USD', async () => {
    resetDisplayCurrency({ rates: { USD: 1, GBP: 0.79 } });
    jest.mocked(getLatestSubscription).mockResolvedValue(null);
    jest.mocked(saveSettings).mockResolvedValueOnce({ preferred_payment_method: 'paypal', country: 'GB', currency: 'GBP' });
    await openPayment();
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'GB');
    await userEvent.click(screen.getByRole('button', { name: 'Save Currency' }));
    await waitFor(() => expect(notifyMock).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Currency updated' })));

    const card = screen.getByRole('region', { name: 'Subscription Details' });
    await userEvent.click(await within(card).findByRole('button', { name: 'Choose a Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a Subscription Plan' });
    expect(await within(dialog).findByText('$15.00 (≈ £12)')).toBeInTheDocument();
    expect(within(dialog).getByText(/Charged in US dollars/)).toBeInTheDocument();
    resetDisplayCurrency();
  });
});
