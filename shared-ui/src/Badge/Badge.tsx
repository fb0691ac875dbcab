import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';

export type BadgeVariant = 'default' | 'secondary' | 'success' | 'warning' | 'danger' | 'outline';

const tinted = (color: 'success' | 'warning' | 'danger') => css`
  background: color-mix(in srgb, ${({ theme }) => theme.colors[color]} 12.16%, transparent);
  color: ${({ theme }) => theme.colors[color]};
  color: color-mix(in srgb, ${({ theme }) => theme.colors[color]} 70%, ${({ theme }) => theme.colors.text});
  border-color: color-mix(in srgb, ${({ theme }) => theme.colors[color]} 30.2%, transparent);
`;

const variants = {
  default: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.secondaryText};
  `,
  success: tinted('success'),
  warning: tinted('warning'),
  danger: tinted('danger'),
  outline: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
  `,
};

const StyledBadge = styled.span<{ $variant: BadgeVariant }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 10px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.full};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.5;
  white-space: nowrap;
  ${({ $variant }) => variants[$variant]}
`;

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  variant?: BadgeVariant;
}

export function Badge({ variant = 'default', ...rest }: BadgeProps) {
  return <StyledBadge $variant={variant} data-variant={variant} {...rest} />;
}
