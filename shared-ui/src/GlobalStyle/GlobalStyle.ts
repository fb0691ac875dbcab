import { createGlobalStyle } from 'styled-components';
import { themeVariableDeclarations } from '../theme/css-variables';

/**
 * Base document styles and the theme's CSS variables; must be rendered inside a styled-components
 * ThemeProvider. The variables switch on <html data-theme> (set before first paint by the boot
 * script, then by PortalThemeProvider), so the same stylesheet serves both modes; a page without
 * data-theme yet follows the OS setting.
 */
export const GlobalStyle = createGlobalStyle`
  :root {
    ${themeVariableDeclarations('light')}
  }

  :root[data-theme='dark'] {
    ${themeVariableDeclarations('dark')}
  }

  @media (prefers-color-scheme: dark) {
    :root:not([data-theme]) {
      ${themeVariableDeclarations('dark')}
    }
  }

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
  }

  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.normal};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
    text-rendering: optimizeLegibility;
  }

  img,
  svg,
  video {
    max-width: 100%;
  }

  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
  }

  :focus {
    outline: none;
  }

  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }

  ::selection {
    background: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 20%, transparent);
  }

  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
