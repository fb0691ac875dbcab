import { act, render, screen } from '@testing-library/react';
import { useTheme } from 'styled-components';
import { mockMatchMedia } from '../testing/render-with-theme';
import { useThemePreference } from '../theme/theme-preference';
import { PortalThemeProvider } from './PortalThemeProvider';

function Probe() {
  const theme = useTheme();
  return <p data-testid="probe">{theme.mode}</p>;
}

const renderProvider = () =>
  render(
    <PortalThemeProvider>
      <Probe />
    </PortalThemeProvider>,
  );

let media: ReturnType<typeof mockMatchMedia> | undefined;

beforeEach(() => {
  localStorage.clear();
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
  expect(document.documentElement.dataset.theme).toBe('dark');

  act(() => media!.setDark(false));
  expect(screen.getByTestId('probe')).toHaveTextContent('light');

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
  act(() => useThemePreference.getState().setPreference('dark'));
  expect(screen.getByTestId('probe')).toHaveTextContent('dark');
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
});
