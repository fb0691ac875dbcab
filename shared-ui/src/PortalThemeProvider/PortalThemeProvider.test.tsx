import { act, render, screen } from '@testing-library/react';
import styled, { useTheme } from 'styled-components';
import { mockMatchMedia } from '../testing/render-with-theme';
import { useThemePreference } from '../theme/theme-preference';
import { PortalThemeProvider, useResolvedThemeMode } from './PortalThemeProvider';

function Probe() {
  return <p data-testid="probe">{useResolvedThemeMode()}</p>;
}

const root = document.documentElement;

const renderProvider = () =>
  render(
    <PortalThemeProvider>
      <Probe />
    </PortalThemeProvider>,
  );

let media: ReturnType<typeof mockMatchMedia> | undefined;

beforeEach(() => {
  localStorage.clear();
  delete root.dataset.theme;
  root.style.colorScheme = '';
  act(() => useThemePreference.setState({ preference: 'system' }));
});

afterEach(() => {
  media?.restore();
  media = undefined;
});

test('system preference follows prefers-color-scheme and its changes', () => {
  media = mockMatchMedia(true);
  const { unmount } = renderProvider();
  expect(media.matchMedia).toHaveBeenCalledWith('(prefers-color-scheme: dark)');
  expect(screen.getByTestId('probe')).toHaveTextContent('dark');
  expect(root.dataset.theme).toBe('dark');
  expect(root.style.colorScheme).toBe('dark');

  act(() => media!.setDark(false));
  expect(screen.getByTestId('probe')).toHaveTextContent('light');
  expect(root.dataset.theme).toBe('light');
  expect(root.style.colorScheme).toBe('light');

  act(() => media!.setDark(true));
  expect(screen.getByTestId('probe')).toHaveTextContent('dark');

  unmount();
  expect(media.listenerCount()).toBe(0);
});

test('an explicit preference wins over the OS setting', () => {
  media = mockMatchMedia(true);
  act(() => useThemePreference.getState().setPreference('light'));
  renderProvider();
  expect(screen.getByTestId('probe')).toHaveTextContent('light');
  expect(root.dataset.theme).toBe('light');
  act(() => useThemePreference.getState().setPreference('dark'));
  expect(screen.getByTestId('probe')).toHaveTextContent('dark');
  expect(root.dataset.theme).toBe('dark');
});

test('falls back to light where matchMedia is missing', () => {
  renderProvider();
  expect(screen.getByTestId('probe')).toHaveTextContent('light');
});

test('picks up a preference changed in another tab', async () => {
  media = mockMatchMedia(false);
  renderProvider();
  localStorage.setItem('portal-theme', 'dark');
  await act(async () => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'portal-theme', newValue: 'dark' }));
  });
  expect(screen.getByTestId('probe')).toHaveTextContent('dark');
  expect(root.dataset.theme).toBe('dark');
});

test("replaces the boot script's inline color-scheme when the mode changes", () => {
  media = mockMatchMedia(false);
  root.dataset.theme = 'dark';
  root.style.colorScheme = 'dark';
  renderProvider();
  expect(root.dataset.theme).toBe('light');
  expect(root.style.colorScheme).toBe('light');
});

const Swatch = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

function ThemeValues() {
  const theme = useTheme();
  return <output data-testid="values">{`${theme.mode} ${theme.colors.background} ${theme.colors.surfaceMuted}`}</output>;
}

const renderSwatch = () =>
  render(
    <PortalThemeProvider>
      <Swatch data-testid="swatch" />
      <ThemeValues />
    </PortalThemeProvider>,
  );

test('styled components get the same class names in light and dark, their colours being CSS variables', () => {
  media = mockMatchMedia(false);
  act(() => useThemePreference.getState().setPreference('light'));
  const light = renderSwatch();
  const lightClass = screen.getByTestId('swatch').className;
  expect(screen.getByTestId('values')).toHaveTextContent('variables var(--portal-color-background) var(--portal-color-surface-muted)');
  light.unmount();

  act(() => useThemePreference.getState().setPreference('dark'));
  renderSwatch();
  expect(root.dataset.theme).toBe('dark');
  expect(screen.getByTestId('swatch').className).toBe(lightClass);
  expect(screen.getByTestId('values')).toHaveTextContent('variables var(--portal-color-background)');
  expect(screen.getByTestId('swatch')).toHaveStyle({ background: 'var(--portal-color-surface)' });
});
