import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { useThemePreference, type ThemePreference } from '../theme/theme-preference';
import { StrokeIcon } from '../StrokeIcon/StrokeIcon';

/**
 * The toggle's cycle and names. Exported for the server page's inline script, which switches the same button
 * before the application has loaded (it sets `data-theme-preference`, the label and the title; the icon follows
 * from the attribute in CSS).
 */
export const THEME_TOGGLE_CYCLE: Readonly<Record<ThemePreference, { label: string; next: ThemePreference }>> = {
  light: { label: 'Light', next: 'dark' },
  dark: { label: 'Dark', next: 'system' },
  system: { label: 'System', next: 'light' },
};

/** The button's accessible name and tooltip for a preference. */
export function themeToggleText(preference: ThemePreference) {
  const { label, next } = THEME_TOGGLE_CYCLE[preference];
  return { label: `Theme: ${label}`, title: `Theme: ${label} (switch to ${THEME_TOGGLE_CYCLE[next].label})` };
}

const ICON_OF: Record<ThemePreference, string> = { light: 'sun', dark: 'moon', system: 'monitor' };

const ToggleButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  transition: background ${({ theme }) => theme.transitions.fast};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  svg {
    width: 18px;
    height: 18px;
    display: none;
  }
  ${Object.entries(ICON_OF)
    .map(([preference, icon]) => `&[data-theme-preference='${preference}'] svg[data-icon='${icon}'] { display: block; }`)
    .join('\n')}
`;

/** All three icons are in the markup; CSS shows the one for the button's `data-theme-preference`. */
function ThemeIcons() {
  return (
    <>
      <StrokeIcon data-icon="sun">
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
      </StrokeIcon>
      <StrokeIcon data-icon="moon">
        <path d="M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9Z" />
      </StrokeIcon>
      <StrokeIcon data-icon="monitor">
        <rect x="2" y="3" width="20" height="14" rx="2" />
        <path d="M8 21h8M12 17v4" />
      </StrokeIcon>
    </>
  );
}

export type ThemeToggleProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'type'>;

/** Cycles the theme preference light → dark → system. */
export function ThemeToggle({ onClick, ...rest }: ThemeToggleProps) {
  const preference = useThemePreference((state) => state.preference);
  const setPreference = useThemePreference((state) => state.setPreference);
  const { label, title } = themeToggleText(preference);
  return (
    <ToggleButton
      type="button"
      aria-label={label}
      title={title}
      data-theme-preference={preference}
      data-island="theme-toggle"
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) setPreference(THEME_TOGGLE_CYCLE[preference].next);
      }}
    >
      <ThemeIcons />
    </ToggleButton>
  );
}
