import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { useThemePreference } from '../theme/theme-preference';
import { ThemeToggle } from './ThemeToggle';

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
