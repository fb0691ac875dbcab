// Every link in the shell's frame leads to a page some remote serves (portal-manifest): none of
// them may open the shell's not-found page.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '@donation-network/shared-ui';
import { remoteForPath } from '../federation/remote-table';
import { Footer } from './Footer';
import { NAV_LINKS } from './Header';

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

it('links only to pages a remote serves', () => {
  const links = frameLinks();
  expect(links.length).toBeGreaterThan(10);
  expect(links.filter((href) => remoteForPath(href) === null)).toEqual([]);
});
