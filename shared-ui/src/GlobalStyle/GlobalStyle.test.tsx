import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { darkTheme, lightTheme, type PortalTheme } from '../theme/tokens';
import { GlobalStyle } from './GlobalStyle';

function globalCss(theme: PortalTheme): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <GlobalStyle />
        </ThemeProvider>,
      ),
    );
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

test('sets box-sizing, the system-ui body font, theme colours and focus-visible outlines', () => {
  const css = globalCss(lightTheme);
  expect(css).toMatch(/box-sizing:\s*border-box/);
  expect(css).toMatch(/font-family:\s*system-ui/);
  expect(css).toContain(`background:${lightTheme.colors.background}`);
  expect(css).toContain(`color:${lightTheme.colors.text}`);
  expect(css).toMatch(/:focus-visible\{outline:2px solid/);
  expect(css).toContain('color-scheme:light');
});

test('follows the dark theme', () => {
  const css = globalCss(darkTheme);
  expect(css).toContain(`background:${darkTheme.colors.background}`);
  expect(css).toContain(`color:${darkTheme.colors.text}`);
  expect(css).toContain('color-scheme:dark');
});
