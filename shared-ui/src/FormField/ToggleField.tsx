import type { InputHTMLAttributes } from 'react';
import { useField } from 'react-final-form';
import styled, { css } from 'styled-components';
import { FieldShell, InlineLabel, InlineText, splitFieldProps, type BaseFieldProps } from './FieldShell';

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

export interface ToggleFieldProps extends NativeCheckboxProps, BaseFieldProps<HTMLInputElement> {}

/** Shared implementation of CheckboxField and SwitchField (boolean value). */
export function ToggleField({ kind, ...props }: ToggleFieldProps & { kind: 'checkbox' | 'switch' }) {
  const [field, rest] = splitFieldProps(props);
  const { input, meta } = useField<boolean>(field.name, { type: 'checkbox' });
  return (
    <FieldShell {...field} input={input} meta={meta} layout="inline">
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
