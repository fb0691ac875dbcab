import type { InputHTMLAttributes, ReactNode } from 'react';
import { useField } from 'react-final-form';
import styled from 'styled-components';
import { controlStyles } from '../FormField/FormField';
import { FieldShell } from '../FormField/FieldShell';

const Input = styled.input`
  ${controlStyles}
`;

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'type' | 'value' | 'defaultValue' | 'checked' | 'onChange' | 'required' | 'id' | 'children'
>;

export interface TextFieldProps extends NativeInputProps {
  name: string;
  label: ReactNode;
  /** Input type (text, email, password, tel, number, date, url, search…). Default 'text'. */
  type?: string;
  placeholder?: string;
  disabled?: boolean;
  helpText?: ReactNode;
  autoComplete?: string;
  /** Shows an asterisk and sets aria-required (validation itself lives in the schema). */
  required?: boolean;
}

/** Text input bound to react-final-form. */
export function TextField({ name, label, type = 'text', helpText, required, onBlur, onFocus, ...rest }: TextFieldProps) {
  const { input, meta } = useField<string>(name, { type });
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
    >
      {(control) => <Input {...rest} {...input} value={input.value ?? ''} type={type} {...control} />}
    </FieldShell>
  );
}
