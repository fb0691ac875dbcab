import type { InputHTMLAttributes, ReactNode } from 'react';
import { useField } from 'react-final-form';
import styled from 'styled-components';
import { FieldErrorMessage, FieldLabel, FieldRoot, HelpText, controlStyles } from '../FormField/FormField';
import { useFieldA11y } from '../FormField/field-state';

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
  const a11y = useFieldA11y(name, meta, Boolean(helpText));
  return (
    <FieldRoot data-field={name}>
      <FieldLabel htmlFor={a11y.inputId} required={required}>
        {label}
      </FieldLabel>
      <Input
        {...rest}
        {...input}
        value={input.value ?? ''}
        type={type}
        id={a11y.inputId}
        aria-required={required || undefined}
        aria-invalid={a11y.showError || undefined}
        aria-describedby={a11y.describedBy}
        onBlur={(event) => {
          input.onBlur(event);
          onBlur?.(event);
        }}
        onFocus={(event) => {
          input.onFocus(event);
          onFocus?.(event);
        }}
      />
      {helpText && <HelpText id={a11y.helpId}>{helpText}</HelpText>}
      <FieldErrorMessage id={a11y.errorId} message={a11y.message} />
    </FieldRoot>
  );
}
