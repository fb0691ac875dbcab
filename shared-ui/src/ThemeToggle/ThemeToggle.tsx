import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { useThemePreference, type ThemePreference } from '../theme/theme-preference';
import { StrokeIcon } from '../StrokeIcon/StrokeIcon';

const NEXT: Record<ThemePreference, ThemePreference> = { light: 'dark', dark: 'system', system: 'light' };
const LABEL: Record<ThemePreference, string> = { light: 'Light', dark: 'Dark', system: 'System' };

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
  }
`;

function ThemeIcon({ preference }: { preference: ThemePreference }) {
  if (preference === 'light') {
    return (
      <StrokeIcon data-icon="sun">
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
      </StrokeIcon>
    );
  }
  if (preference === 'dark') {
    return (
      <StrokeIcon data-icon="moon">
        <path d="M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9Z" />
      </StrokeIcon>
    );
  }
  return (
    <StrokeIcon data-icon="monitor">
      <rect x="2" y="3" width="20" height="14" rx="2" />
      <path d="M8 21h8M12 17v4" />
    </StrokeIcon>
  );
}

export type ThemeToggleProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'type'>;

/** Cycles the theme preference light → dark → system. */
export function ThemeToggle({ onClick, ...rest }: ThemeToggleProps) {
  const preference = useThemePreference((state) => state.preference);
  const setPreference = useThemePreference((state) => state.setPreference);
  const next = NEXT[preference];
  return (
    <ToggleButton
      type="button"
      aria-label={`Theme: ${LABEL[preference]}`}
      title={`Theme: ${LABEL[preference]} (switch to ${LABEL[next]})`}
      data-theme-preference={preference}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) setPreference(next);
      }}
    >
      <ThemeIcon preference={preference} />
    </ToggleButton>
  );
}
