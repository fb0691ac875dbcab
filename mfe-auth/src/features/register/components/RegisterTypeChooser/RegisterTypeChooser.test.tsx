import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@donation-network/portal-session';
import App from '../../../../App';
import { LocationProbe, renderWithProviders } from '../../../../test-utils';
import { loadDraft } from '../../api/registration-api';
import { INVALID_USER_TYPE_MESSAGE, USER_TYPE_OPTIONS, getUserTypeOption } from '../../user-types';

jest.mock('../../api/registration-api');

function renderAt(path: string) {
  return renderWithProviders(
    <>
      <App />
      <LocationProbe />
    </>,
    { initialEntries: [path] },
  );
}

const pathname = () => screen.getByTestId('location').getAttribute('data-pathname');

beforeEach(() => {
  useSession.getState().reset();
  useSession.setState({ loading: false });
});

describe('RegisterTypeChooser', () => {
  it('shows the title, subtitle, five types (never admin) and the login link', async () => {
    renderAt('/register');

    // the page loads with its route
    expect(await screen.findByRole('heading', { level: 1, name: 'Register with Donation Network' })).toBeInTheDocument();
    expect(screen.getByText('Choose your account type to get started')).toBeInTheDocument();
    const buttons = within(screen.getByRole('list', { name: 'Account types' })).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('data-user-type'))).toEqual([
      'donor',
      'recipient',
      'partner',
      'founder',
      'investor',
    ]);
    expect(screen.getByRole('button', { name: /Blood Donor/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /admin/i })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login here' })).toHaveAttribute('href', '/login');
    expect(document.title).toBe('Register | Donation Network');
  });

  it.each(USER_TYPE_OPTIONS.map((option) => [option.label]))(
    'choosing %s opens its wizard in place; Back returns to the chooser',
    async (label) => {
      const user = userEvent.setup();
      renderAt('/register');
      await user.click(screen.getByRole('button', { name: new RegExp(`^${label}`) }));

      expect(screen.getByRole('heading', { level: 1, name: `${label} Registration` })).toBeInTheDocument();
      expect(screen.getByRole('progressbar', { name: 'Registration progress' })).toHaveAttribute('aria-valuenow', '0');
      expect(pathname()).toBe('/register');

      await user.click(screen.getByRole('button', { name: 'Back' }));
      expect(screen.getByRole('heading', { level: 1, name: 'Register with Donation Network' })).toBeInTheDocument();
      expect(pathname()).toBe('/register');
    },
  );

  it('signed out, it never asks the server for a draft', () => {
    renderAt('/register');
    expect(loadDraft).not.toHaveBeenCalled();
  });

  it('/register/recipient opens the recipient wizard directly', async () => {
    renderAt('/register/recipient');
    expect(await screen.findByRole('heading', { level: 1, name: 'Recipient Registration' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Registration progress' })).toHaveAttribute('aria-valuetext', 'Step 1 of 4');
  });

  it("/register/admin says 'Invalid user type selected' with a way back to the chooser", async () => {
    renderAt('/register/admin');

    expect(screen.getByRole('heading', { level: 1, name: INVALID_USER_TYPE_MESSAGE })).toBeInTheDocument();
    expect(screen.queryByTestId('not-found')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Choose an account type' }));
    expect(pathname()).toBe('/register');
    expect(screen.getByRole('heading', { level: 1, name: 'Register with Donation Network' })).toBeInTheDocument();
  });

  it.each(['wizard', 'blood-donor'])('/register/%s, an unknown type, falls back to the donor steps', async (type) => {
    renderAt(`/register/${type}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Blood Donor Registration' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Registration progress' })).toHaveAttribute('aria-valuetext', 'Step 1 of 5');
    expect(pathname()).toBe('/register/donor');
  });
});

describe('user types', () => {
  it('every type has a value, label, description and redirectPath', () => {
    expect(USER_TYPE_OPTIONS).toHaveLength(5);
    for (const option of USER_TYPE_OPTIONS) {
      expect(option.label).toBeTruthy();
      expect(option.description).toBeTruthy();
      expect(option.redirectPath).toMatch(/^\//);
    }
    expect(getUserTypeOption('recipient').redirectPath).toBe('/recipient/blood-services');
  });

  it("throws 'Invalid user type selected' for an unknown type", () => {
    expect(() => getUserTypeOption('admin')).toThrow(INVALID_USER_TYPE_MESSAGE);
  });
});
