import type { ResolvedThemeMode } from './theme-preference';
import { darkTheme, lightTheme, type PortalColors, type PortalTheme } from './tokens';

type Shadows = PortalTheme['shadows'];

const kebab = (key: string): string => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The custom property that carries a colour token: `surfaceMuted` → `--portal-color-surface-muted`. */
export const colorVariable = (token: keyof PortalColors): string => `--portal-color-${kebab(token)}`;

/** Shadows differ between the modes too (darker in dark), so they travel as variables like the colours. */
export const shadowVariable = (token: keyof Shadows): string => `--portal-shadow-${kebab(token)}`;

const keysOf = <T extends object>(record: T) => Object.keys(record) as (keyof T & string)[];

const references = <T extends object>(record: T, name: (key: keyof T & string) => string): Record<keyof T, string> =>
  Object.fromEntries(keysOf(record).map((key) => [key, `var(${name(key)})`])) as Record<keyof T, string>;

/**
 * The theme the portal's components get: colours and shadows are `var(--portal-…)` references, every
 * other token is the raw value. Its styles are therefore the same in light and dark mode, so markup
 * rendered without knowing the visitor's theme hydrates with the same class names; GlobalStyle
 * defines the variables per mode.
 */
export const cssVariableTheme: PortalTheme = {
  ...lightTheme,
  mode: 'variables',
  colors: references(lightTheme.colors, colorVariable),
  shadows: references(lightTheme.shadows, shadowVariable),
};

/** The declarations that give the variables one mode's values, plus that mode's `color-scheme`. */
export function themeVariableDeclarations(mode: ResolvedThemeMode): string {
  const theme = mode === 'dark' ? darkTheme : lightTheme;
  const colors = keysOf(theme.colors).map((key) => `${colorVariable(key)}: ${theme.colors[key]};`);
  const shadows = keysOf(theme.shadows).map((key) => `${shadowVariable(key)}: ${theme.shadows[key]};`);
  return [...colors, ...shadows, `color-scheme: ${mode};`].join('\n');
}
