import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { cssVariableTheme } from '../theme/css-variables';
import { darkTheme, lightTheme } from '../theme/tokens';
import { GlobalStyle } from './GlobalStyle';

function globalCss(): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={cssVariableTheme}>
          <GlobalStyle />
        </ThemeProvider>,
      ),
    );
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

/** The declarations of the first rule whose selector is exactly `selector`. */
function declarations(css: string, selector: string): string {
  const start = css.indexOf(`${selector}{`);
  expect(start).toBeGreaterThanOrEqual(0);
  const body = css.slice(start + selector.length + 1);
  return body.slice(0, body.indexOf('}'));
}

test('sets box-sizing, the system-ui body font, theme colours and focus-visible outlines', () => {
  const css = globalCss();
  expect(css).toMatch(/box-sizing:\s*border-box/);
  expect(css).toMatch(/font-family:\s*system-ui/);
  expect(css).toContain('background:var(--portal-color-background)');
  expect(css).toContain('color:var(--portal-color-text)');
  expect(css).toMatch(/:focus-visible\{outline:2px solid var\(--portal-color-ring\)/);
  expect(css).toContain('::selection{background:color-mix(in srgb, var(--portal-color-primary) 20%, transparent)');
});

test('defines the light values on :root and the dark ones under data-theme="dark"', () => {
  const css = globalCss();
  const light = declarations(css, ':root');
  expect(light).toContain(`--portal-color-background:${lightTheme.colors.background};`);
  expect(light).toContain(`--portal-color-surface-muted:${lightTheme.colors.surfaceMuted};`);
  expect(light).toContain(`--portal-shadow-sm:${lightTheme.shadows.sm};`);
  expect(light).toContain('color-scheme:light');

  const dark = declarations(css, ":root[data-theme='dark']");
  expect(dark).toContain(`--portal-color-background:${darkTheme.colors.background};`);
  expect(dark).toContain(`--portal-color-text:${darkTheme.colors.text};`);
  expect(dark).toContain('color-scheme:dark');
  // every colour token has its variable in both modes
  expect(light.match(/--portal-color-/g)).toHaveLength(Object.keys(lightTheme.colors).length);
  expect(dark.match(/--portal-color-/g)).toHaveLength(Object.keys(darkTheme.colors).length);
});

test('a page without data-theme yet follows a dark OS setting', () => {
  const css = globalCss();
  const query = '@media (prefers-color-scheme: dark){';
  expect(css).toContain(query);
  const system = declarations(css.slice(css.indexOf(query) + query.length), ':root:not([data-theme])');
  expect(system).toBe(declarations(css, ":root[data-theme='dark']"));
});
