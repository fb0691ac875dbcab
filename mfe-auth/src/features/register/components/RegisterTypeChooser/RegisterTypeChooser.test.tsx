import { LocationProbe, renderWithProviders } from '../../../../test-utils';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import App from '../../../../App';
import { INVALID_USER_TYPE_MESSAGE, USER_TYPE_OPTIONS, getUserTypeOption } from '../../user-types';

function renderAt(path: string) {
  return renderWithProviders(
    <>
      <App />
      <LocationProbe />
    </>,
    { initialEntries: [path] },
  );
}

const location = () => JSON.parse(screen.getByTestId('location').textContent ?? '{}');

describe('RegisterTypeChooser', () => {
  it('shows the title, subtitle, five types and the login link', () => {
    renderAt('/register');

    expect(screen.getByRole('heading', { level: 1, name: 'Register with the product' })).toBeInTheDocument();
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
    expect(screen.getByRole('button', { name: /Healthcare Partner/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login here' })).toHaveAttribute('href', '/login');
  });

  it.each(USER_TYPE_OPTIONS.map((option) => [option.label, option.value]))(
    'choosing %s continues on /login with intendedRole %s',
    async (label, value) => {
      renderAt('/register');
      await userEvent.setup().click(screen.getByRole('button', { name: new RegExp(`^${label}`) }));

      expect(location()).toEqual({ pathname: '/login', state: { intendedRole: value } });
      expect(screen.getByLabelText(/I am logging in as/)).toHaveValue(value);
    },
  );

  it('sends /register/recipient to /login with the recipient role preselected', () => {
    renderAt('/register/recipient');
    expect(location()).toEqual({ pathname: '/login', state: { intendedRole: 'recipient' } });
  });

  it('shows Not Found for an unknown /register/:type', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/register/wizard');
    expect(screen.getByTestId('not-found')).toBeInTheDocument();
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
