import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { useThemePreference } from '../theme/theme-preference';
import { THEME_TOGGLE_CYCLE, ThemeToggle, themeToggleText } from './ThemeToggle';

beforeEach(() => {
  localStorage.clear();
  act(() => useThemePreference.setState({ preference: 'light' }));
});

test('cycles light → dark → system → light, naming the current choice and persisting it', async () => {
  const user = userEvent.setup();
  renderWithTheme(<ThemeToggle />);
  const button = screen.getByRole('button', { name: 'Theme: Light' });
  expect(button).toHaveAttribute('type', 'button');

  await user.click(button);
  expect(button).toHaveAccessibleName('Theme: Dark');
  expect(useThemePreference.getState().preference).toBe('dark');
  expect(localStorage.getItem('portal-theme')).toBe('dark');

  await user.click(button);
  expect(button).toHaveAccessibleName('Theme: System');
  expect(localStorage.getItem('portal-theme')).toBe('system');

  await user.click(button);
  expect(button).toHaveAccessibleName('Theme: Light');
});

test('is keyboard operable', async () => {
  const user = userEvent.setup();
  renderWithTheme(<ThemeToggle />);
  await user.tab();
  expect(screen.getByRole('button')).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('button')).toHaveAccessibleName('Theme: Dark');
});

test('shows the icon of the current preference from its data attribute, so a script can switch it without React', async () => {
  const user = userEvent.setup();
  renderWithTheme(<ThemeToggle />);
  const button = screen.getByRole('button');
  const icon = (name: string) => button.querySelector(`svg[data-icon="${name}"]`);
  expect(button).toHaveAttribute('data-theme-preference', 'light');
  expect(icon('sun')).toBeVisible();
  expect(icon('moon')).not.toBeVisible();
  await user.click(button);
  expect(icon('moon')).toBeVisible();
  expect(icon('sun')).not.toBeVisible();
  // the same button switched by attribute alone (as the server page's script does) follows it
  button.setAttribute('data-theme-preference', 'system');
  expect(icon('monitor')).toBeVisible();
  expect(icon('moon')).not.toBeVisible();
});

test('names each preference and the next one in the cycle', () => {
  expect(themeToggleText('dark')).toEqual({ label: 'Theme: Dark', title: 'Theme: Dark (switch to System)' });
  expect(Object.keys(THEME_TOGGLE_CYCLE).map((preference) => THEME_TOGGLE_CYCLE[preference as 'light'].next)).toEqual([
    'dark',
    'system',
    'light',
  ]);
});
