// Every link in the shell's frame leads to a page some remote serves (portal-manifest), or is
// one of the pages later issues build; then the shell shows its not-found page for it.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from 'shared-ui';
import { remoteForPath } from '../federation/remote-table';
import { Footer } from './Footer';
import { NAV_LINKS } from './Header';

/** Linked from the header or footer, not served by any remote yet: issue #9 builds these pages. */
const PENDING = [];

function frameLinks(): string[] {
  render(
    <ThemeProvider theme={lightTheme}>
      <MemoryRouter>
        <Footer />
      </MemoryRouter>
    </ThemeProvider>,
  );
  const footer = screen
    .getAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => href.startsWith('/'));
  return [...new Set([...NAV_LINKS.map((link) => link.to), ...footer])];
}

it('links only to served pages or to the pending ones', () => {
  const unserved = frameLinks().filter((href) => remoteForPath(href) === null);
  expect(unserved.sort()).toEqual([...PENDING].sort());
});
