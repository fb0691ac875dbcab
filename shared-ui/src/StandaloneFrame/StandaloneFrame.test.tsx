import { act, render, screen, waitFor } from '@testing-library/react';
import { useTheme } from 'styled-components';
import { useLocation } from 'react-router-dom';
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
  const { pathname } = useLocation();
  return (
    <p>
      {theme.mode} {pathname}
    </p>
  );
}

test('provides theme, router and a main landmark', () => {
  render(
    <StandaloneFrame>
      <Probe />
    </StandaloneFrame>,
  );
  expect(screen.getByRole('main')).toHaveTextContent('light /');
});

test('mountStandalone renders the app after connect, or the start-up error', async () => {
  await act(() => mountStandalone(Probe, () => Promise.resolve()));
  await waitFor(() => expect(screen.getByRole('main')).toHaveTextContent('light'));

  document.body.innerHTML = '<div id="root"></div>';
  await act(() => mountStandalone(Probe, () => Promise.reject(new Error('no config'))));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This page could not start: no config'));
});
