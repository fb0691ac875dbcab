import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

export const FieldLabelText = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Asterisk = styled.span`
  margin-left: 2px;
  color: ${({ theme }) => theme.colors.danger};
`;

/** The red `*` after a required field's label (hidden from screen readers; the input has aria-required). */
export function RequiredMark({ required }: { required?: boolean }) {
  return required ? (
    <Asterisk aria-hidden="true" data-required-mark="">
      *
    </Asterisk>
  ) : null;
}

export function FieldLabel({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <FieldLabelText htmlFor={htmlFor}>
      {children}
      <RequiredMark required={required} />
    </FieldLabelText>
  );
}

export const HelpText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.danger};
`;

export function FieldErrorMessage({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <ErrorText id={id} role="alert">
      {message}
    </ErrorText>
  );
}

/** Shared look of text inputs, textareas and selects. */
export const controlStyles = css`
  width: 100%;
  min-height: 40px;
  padding: 8px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition:
    border-color ${({ theme }) => theme.transitions.fast},
    box-shadow ${({ theme }) => theme.transitions.fast};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 0.8;
  }

  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.ring};
    box-shadow: 0 0 0 3px color-mix(in srgb, ${({ theme }) => theme.colors.ring} 25.1%, transparent);
  }

  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }

  &[aria-invalid='true']:focus-visible {
    box-shadow: 0 0 0 3px color-mix(in srgb, ${({ theme }) => theme.colors.danger} 25.1%, transparent);
  }

  ${({ theme }) => theme.media.mobile} {
    /* 16px prevents iOS from zooming into focused inputs */
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;
