import { act, render, screen, waitFor } from '@testing-library/react';
import { useTheme } from 'styled-components';
import { useLocation } from 'react-router-dom';
import { useResolvedThemeMode } from '../PortalThemeProvider/PortalThemeProvider';
import { mockMatchMedia } from '../testing/render-with-theme';
import { StandaloneFrame, mountStandalone } from './StandaloneFrame';

let media: ReturnType<typeof mockMatchMedia>;
beforeEach(() => {
  media = mockMatchMedia(false);
  document.body.innerHTML = '<div id="root"></div>';
});
afterEach(() => media.restore());

function Probe() {
  const theme = useTheme();
  const mode = useResolvedThemeMode();
  const { pathname } = useLocation();
  return (
    <p>
      {mode} {theme.colors.background} {pathname}
    </p>
  );
}

test('provides theme, router and a main landmark', () => {
  render(
    <StandaloneFrame>
      <Probe />
    </StandaloneFrame>,
  );
  expect(screen.getByRole('main')).toHaveTextContent('light var(--portal-color-background) /');
});

test('mountStandalone renders the app after connect, or the start-up error', async () => {
  await act(() => mountStandalone(Probe, () => Promise.resolve()));
  await waitFor(() => expect(screen.getByRole('main')).toHaveTextContent('light'));

  document.body.innerHTML = '<div id="root"></div>';
  await act(() => mountStandalone(Probe, () => Promise.reject(new Error('no config'))));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This page could not start: no config'));
});
