import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { StrokeIcon } from '../StrokeIcon/StrokeIcon';

export type AlertVariant = 'info' | 'success' | 'warning' | 'destructive';

const COLOR = { info: 'info', success: 'success', warning: 'warning', destructive: 'danger' } as const;

const Root = styled.div<{ $variant: AlertVariant }>`
  display: flex;
  gap: 12px;
  padding: 14px 16px;
  border: 1px solid color-mix(in srgb, ${({ theme, $variant }) => theme.colors[COLOR[$variant]]} 34.9%, transparent);
  border-left: 4px solid ${({ theme, $variant }) => theme.colors[COLOR[$variant]]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: color-mix(in srgb, ${({ theme, $variant }) => theme.colors[COLOR[$variant]]} 7.84%, transparent);
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  > svg {
    flex-shrink: 0;
    width: 18px;
    height: 18px;
    margin-top: 1px;
    color: ${({ theme, $variant }) => theme.colors[COLOR[$variant]]};
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
`;

const Title = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Description = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  > p {
    margin: 0;
  }
`;

function AlertIcon({ variant }: { variant: AlertVariant }) {
  switch (variant) {
    case 'success':
      return (
        <StrokeIcon>
          <circle cx="12" cy="12" r="10" />
          <path d="m8 12 3 3 5-6" />
        </StrokeIcon>
      );
    case 'warning':
      return (
        <StrokeIcon>
          <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
          <path d="M12 9v4M12 17h.01" />
        </StrokeIcon>
      );
    case 'destructive':
      return (
        <StrokeIcon>
          <circle cx="12" cy="12" r="10" />
          <path d="M12 8v4M12 16h.01" />
        </StrokeIcon>
      );
    default:
      return (
        <StrokeIcon>
          <circle cx="12" cy="12" r="10" />
          <path d="M12 16v-4M12 8h.01" />
        </StrokeIcon>
      );
  }
}

export interface AlertProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  variant?: AlertVariant;
  title?: ReactNode;
}

/** Inline message. role="alert" for destructive, role="status" otherwise. */
export function Alert({ variant = 'info', title, children, ...rest }: AlertProps) {
  return (
    <Root role={variant === 'destructive' ? 'alert' : 'status'} $variant={variant} data-variant={variant} {...rest}>
      <AlertIcon variant={variant} />
      <Body>
        {title != null && title !== false && <Title>{title}</Title>}
        {children != null && <Description>{children}</Description>}
      </Body>
    </Root>
  );
}
