import type { ComponentPropsWithRef } from 'react';
import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

const StyledSkeleton = styled.span<{ $radius?: string }>`
  display: block;
  border-radius: ${({ theme, $radius }) => $radius ?? theme.radii.md};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.surfaceMuted} 25%,
    ${({ theme }) => theme.colors.border} 37%,
    ${({ theme }) => theme.colors.surfaceMuted} 63%
  );
  background-size: 400% 100%;
  animation: ${shimmer} 1.4s ease infinite;
`;

export interface SkeletonProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** Number = px; string used as-is. Default '100%'. */
  width?: number | string;
  /** Number = px; string used as-is. Default 16px. */
  height?: number | string;
  /** Border radius, e.g. '50%' for avatars. */
  radius?: string;
}

const toCss = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

/** Decorative loading placeholder with a shimmer (aria-hidden). */
export function Skeleton({ width = '100%', height = 16, radius, style, ...rest }: SkeletonProps) {
  return (
    <StyledSkeleton
      aria-hidden="true"
      data-skeleton=""
      $radius={radius}
      style={{ width: toCss(width), height: toCss(height), ...style }}
      {...rest}
    />
  );
}
