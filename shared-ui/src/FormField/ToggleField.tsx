import type { InputHTMLAttributes, ReactNode } from 'react';
import { useField } from 'react-final-form';
import styled, { css } from 'styled-components';
import { FieldShell, InlineLabel, InlineText } from './FieldShell';

const checkboxStyles = css`
  flex-shrink: 0;
  width: 18px;
  height: 18px;
  margin: 1px 0 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
`;

const switchStyles = css`
  position: relative;
  flex-shrink: 0;
  width: 40px;
  height: 22px;
  margin: 0;
  appearance: none;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.border};
  cursor: pointer;
  transition: background ${({ theme }) => theme.transitions.fast};

  &::before {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: #ffffff;
    box-shadow: ${({ theme }) => theme.shadows.sm};
    transition: transform ${({ theme }) => theme.transitions.fast};
  }

  &:checked {
    background: ${({ theme }) => theme.colors.primary};
  }

  &:checked::before {
    transform: translateX(18px);
  }
`;

const Input = styled.input<{ $kind: 'checkbox' | 'switch' }>`
  ${({ $kind }) => ($kind === 'switch' ? switchStyles : checkboxStyles)}

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }

  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }

  &:disabled + ${InlineText} ${InlineLabel} {
    cursor: not-allowed;
    opacity: 0.7;
  }

  &[aria-invalid='true'] {
    outline: 1px solid ${({ theme }) => theme.colors.danger};
    outline-offset: 2px;
  }
`;

type NativeCheckboxProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'type' | 'value' | 'defaultValue' | 'checked' | 'onChange' | 'required' | 'id' | 'children' | 'role'
>;

export interface ToggleFieldProps extends NativeCheckboxProps {
  name: string;
  label: ReactNode;
  disabled?: boolean;
  helpText?: ReactNode;
  required?: boolean;
}

/** Shared implementation of CheckboxField and SwitchField (boolean value). */
export function ToggleField({
  kind,
  name,
  label,
  helpText,
  required,
  onBlur,
  onFocus,
  ...rest
}: ToggleFieldProps & { kind: 'checkbox' | 'switch' }) {
  const { input, meta } = useField<boolean>(name, { type: 'checkbox' });
  return (
    <FieldShell
      name={name}
      label={label}
      helpText={helpText}
      required={required}
      input={input}
      meta={meta}
      onBlur={onBlur}
      onFocus={onFocus}
      layout="inline"
    >
      {(control) => (
        <Input
          {...rest}
          name={input.name}
          checked={Boolean(input.checked)}
          onChange={input.onChange}
          type="checkbox"
          role={kind === 'switch' ? 'switch' : undefined}
          $kind={kind}
          {...control}
        />
      )}
    </FieldShell>
  );
}
