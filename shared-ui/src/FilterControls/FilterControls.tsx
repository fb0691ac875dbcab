import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useId } from 'react';
import styled, { css } from 'styled-components';

/** Plain controlled filter inputs for list pages whose filters live in the URL, not in a form. */
const controlStyles = css`
  width: 100%;
  height: 40px;
  padding: 0 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 1px;
  }
`;

export const FilterInput = styled.input`
  ${controlStyles}
`;

const Select = styled.select`
  ${controlStyles}
`;

/** A select with the filter controls' look, small enough for a table row (label it with aria-label). */
export const InlineSelect = styled.select`
  ${controlStyles}
  width: auto;
  height: 36px;
  padding: 0 8px;
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterSelectProps extends Omit<ComponentPropsWithRef<'select'>, 'onChange' | 'value'> {
  label: ReactNode;
  value: string;
  options: readonly FilterOption[];
  onValueChange: (value: string) => void;
}

export function FilterSelect({ label, value, options, onValueChange, id, ...rest }: FilterSelectProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <Field>
      <Label htmlFor={selectId}>{label}</Label>
      <Select id={selectId} value={value} onChange={(event) => onValueChange(event.target.value)} {...rest}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

export interface FilterTextProps extends Omit<ComponentPropsWithRef<'input'>, 'onChange' | 'value'> {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
}

export function FilterText({ label, value, onValueChange, id, ...rest }: FilterTextProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <Field>
      <Label htmlFor={inputId}>{label}</Label>
      <FilterInput id={inputId} value={value} onChange={(event) => onValueChange(event.target.value)} {...rest} />
    </Field>
  );
}

export interface FilterSwitchProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

const SwitchRow = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
`;

export function FilterSwitch({ label, checked, onCheckedChange }: FilterSwitchProps) {
  return (
    <SwitchRow>
      <input type="checkbox" role="switch" checked={checked} onChange={(event) => onCheckedChange(event.target.checked)} />
      {label}
    </SwitchRow>
  );
}
