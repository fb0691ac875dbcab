/**
 * Design tokens of the portal. `lightTheme` and `darkTheme` hold the raw values (6-digit hex
 * colours). Components get `cssVariableTheme` instead, whose colours are CSS custom properties,
 * so a translucent colour is written `color-mix(in srgb, ${theme.colors.surface} 80%, transparent)`.
 */
export interface PortalColors {
  background: string;
  surface: string;
  surfaceMuted: string;
  text: string;
  textMuted: string;
  border: string;
  primary: string;
  /** Hover / pressed shade of primary. */
  primaryHover: string;
  /** Text drawn on top of `primary`. */
  primaryText: string;
  /** Text links: the primary hue, dark (light) enough for 4.5:1 on background, surface and surfaceMuted. */
  link: string;
  secondary: string;
  /** Text drawn on top of `secondary`. */
  secondaryText: string;
  success: string;
  warning: string;
  danger: string;
  /** Text drawn on top of `danger`. */
  dangerText: string;
  info: string;
  /** Focus ring colour. */
  ring: string;
  /** Backdrop behind dialogs. */
  overlay: string;
}

export interface PortalTheme {
  /**
   * `light` / `dark` for the raw token sets; `variables` for the theme components get, whose
   * colours follow the page's data-theme (the mode on screen is `useResolvedThemeMode()`).
   */
  mode: 'light' | 'dark' | 'variables';
  colors: PortalColors;
  radii: { sm: string; md: string; lg: string; xl: string; full: string };
  /** Spacing helper on a 4px grid: space(4) === '16px'. */
  space: (n: number) => string;
  /** Named spacing scale (same 4px grid). */
  spacing: { xxs: string; xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  fonts: { body: string; mono: string };
  fontSizes: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string; xxxl: string };
  fontWeights: { regular: number; medium: number; semibold: number; bold: number };
  lineHeights: { tight: number; normal: number };
  shadows: { sm: string; md: string; lg: string };
  /** Pixel widths. `mobile` = viewports narrower than this are phones. */
  breakpoints: { mobile: number };
  /** Ready-made media queries built from `breakpoints`. */
  media: { mobile: string; desktop: string };
  transitions: { fast: string; normal: string };
  zIndices: { dropdown: number; overlay: number; dialog: number; toast: number };
}

const space = (n: number): string => `${n * 4}px`;

const base = {
  radii: { sm: '4px', md: '8px', lg: '12px', xl: '16px', full: '9999px' },
  space,
  spacing: { xxs: space(0.5), xs: space(1), sm: space(2), md: space(4), lg: space(6), xl: space(8), xxl: space(12) },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    xxl: '1.5rem',
    xxxl: '2rem',
  },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeights: { tight: 1.25, normal: 1.5 },
  breakpoints: { mobile: 768 },
  media: {
    mobile: '@media (max-width: 767px)',
    desktop: '@media (min-width: 768px)',
  },
  transitions: { fast: '120ms ease', normal: '200ms ease' },
  zIndices: { dropdown: 40, overlay: 90, dialog: 100, toast: 9999 },
} satisfies Omit<PortalTheme, 'mode' | 'colors' | 'shadows'>;

export const lightTheme: PortalTheme = {
  ...base,
  mode: 'light',
  colors: {
    background: '#ffffff',
    surface: '#ffffff',
    surfaceMuted: '#f4f4f5',
    text: '#09090b',
    textMuted: '#52525b',
    border: '#e4e4e7',
    primary: '#dc2626',
    primaryHover: '#b91c1c',
    primaryText: '#ffffff',
    link: '#b91c1c',
    secondary: '#f4f4f5',
    secondaryText: '#18181b',
    success: '#15803d',
    warning: '#d97706',
    danger: '#dc2626',
    dangerText: '#ffffff',
    info: '#2563eb',
    ring: '#ef4444',
    overlay: '#09090b',
  },
  shadows: {
    sm: '0 1px 2px 0 rgba(0, 0, 0, 0.05)',
    md: '0 4px 6px -1px rgba(0, 0, 0, 0.08), 0 2px 4px -2px rgba(0, 0, 0, 0.06)',
    lg: '0 10px 15px -3px rgba(0, 0, 0, 0.1), 0 4px 6px -4px rgba(0, 0, 0, 0.08)',
  },
};

export const darkTheme: PortalTheme = {
  ...base,
  mode: 'dark',
  colors: {
    background: '#09090b',
    surface: '#18181b',
    surfaceMuted: '#27272a',
    text: '#fafafa',
    textMuted: '#a1a1aa',
    border: '#3f3f46',
    primary: '#dc2626',
    primaryHover: '#ef4444',
    primaryText: '#ffffff',
    link: '#f87171',
    secondary: '#27272a',
    secondaryText: '#fafafa',
    success: '#22c55e',
    warning: '#f59e0b',
    danger: '#f87171',
    dangerText: '#18181b',
    info: '#60a5fa',
    ring: '#f87171',
    overlay: '#000000',
  },
  shadows: {
    sm: '0 1px 2px 0 rgba(0, 0, 0, 0.4)',
    md: '0 4px 6px -1px rgba(0, 0, 0, 0.5), 0 2px 4px -2px rgba(0, 0, 0, 0.4)',
    lg: '0 10px 15px -3px rgba(0, 0, 0, 0.6), 0 4px 6px -4px rgba(0, 0, 0, 0.5)',
  },
};
