import type { SelectHTMLAttributes } from 'react';
import { useField } from 'react-final-form';
import styled from 'styled-components';
import { controlStyles } from '../FormField/FormField';
import { FieldShell, splitFieldProps, type BaseFieldProps } from '../FormField/FieldShell';
import { useValueTypedBeforeHydration } from '../FormField/typed-before-hydration';

const Select = styled.select`
  ${controlStyles}
  appearance: none;
  padding-right: 36px;
  background-image: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16' viewBox='0 0 24 24' fill='none' stroke='%2371717a' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E");
  background-repeat: no-repeat;
  background-position: right 12px center;
  cursor: pointer;
`;

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

type NativeSelectProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'required' | 'id' | 'children' | 'multiple'
>;

export interface SelectFieldProps extends NativeSelectProps, BaseFieldProps<HTMLSelectElement> {
  options: SelectOption[];
  /** Text of the empty first option (value ""). Default 'Select…'. */
  placeholder?: string;
}

/** Native select bound to react-final-form; the empty placeholder option maps to `undefined`. */
export function SelectField({ options, placeholder = 'Select…', ...props }: SelectFieldProps) {
  const [field, rest] = splitFieldProps(props);
  const { input, meta } = useField<string, HTMLSelectElement>(field.name);
  const ref = useValueTypedBeforeHydration<HTMLSelectElement>(input.value, input.onChange);
  return (
    <FieldShell {...field} input={input} meta={meta}>
      {(control) => (
        <Select ref={ref} {...rest} {...input} value={input.value ?? ''} {...control}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </FieldShell>
  );
}
