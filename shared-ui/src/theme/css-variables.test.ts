import { colorVariable, cssVariableTheme, themeVariableDeclarations } from './css-variables';
import { darkTheme, lightTheme } from './tokens';

test('every colour token is a reference to its own variable, named after the token', () => {
  expect(Object.keys(cssVariableTheme.colors).sort()).toEqual(Object.keys(lightTheme.colors).sort());
  expect(cssVariableTheme.colors.background).toBe('var(--portal-color-background)');
  expect(cssVariableTheme.colors.surfaceMuted).toBe('var(--portal-color-surface-muted)');
  expect(cssVariableTheme.colors.primaryHover).toBe('var(--portal-color-primary-hover)');
  expect(cssVariableTheme.shadows.md).toBe('var(--portal-shadow-md)');
  expect(new Set(Object.values(cssVariableTheme.colors)).size).toBe(Object.keys(lightTheme.colors).length);
});

test('the other tokens are the raw values, which the two modes share', () => {
  const { mode, colors, shadows, ...rest } = cssVariableTheme;
  expect(mode).toBe('variables');
  for (const raw of [lightTheme, darkTheme]) {
    const { mode: _mode, colors: _colors, shadows: _shadows, ...rawRest } = raw;
    expect(rest).toEqual(rawRest);
  }
  expect(colors).not.toEqual(lightTheme.colors);
  expect(shadows).not.toEqual(lightTheme.shadows);
});

test("a mode's declarations give each variable that mode's value and set its color-scheme", () => {
  const dark = themeVariableDeclarations('dark');
  expect(dark).toContain(`${colorVariable('surface')}: ${darkTheme.colors.surface};`);
  expect(dark).toContain(`--portal-shadow-lg: ${darkTheme.shadows.lg};`);
  expect(dark).toContain('color-scheme: dark;');
  expect(themeVariableDeclarations('light')).toContain(`--portal-color-surface: ${lightTheme.colors.surface};`);
  expect(themeVariableDeclarations('light')).toContain('color-scheme: light;');
});
