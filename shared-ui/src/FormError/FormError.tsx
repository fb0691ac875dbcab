import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { StrokeIcon } from '../StrokeIcon/StrokeIcon';

const Root = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  padding: 12px 14px;
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.danger} 34.9%, transparent);
  border-radius: ${({ theme }) => theme.radii.md};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.danger} 7.84%, transparent);
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  svg {
    flex-shrink: 0;
    width: 18px;
    height: 18px;
  }
`;

export interface FormErrorProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The message (e.g. final-form's `submitError`); nothing renders when empty. */
  message?: ReactNode;
  children?: ReactNode;
}

/** Form-level error (role="alert"). Renders nothing without a message. */
export function FormError({ message, children, ...rest }: FormErrorProps) {
  const content = message ?? children;
  if (content == null || content === false || content === '') return null;
  return (
    <Root role="alert" {...rest}>
      <StrokeIcon>
        <circle cx="12" cy="12" r="10" />
        <path d="M12 8v4M12 16h.01" />
      </StrokeIcon>
      <div>{content}</div>
    </Root>
  );
}
