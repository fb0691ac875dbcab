import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { useField } from 'react-final-form';
import styled from 'styled-components';
import { FieldErrorMessage, FieldLabel, FieldRoot, HelpText, controlStyles } from '../FormField/FormField';
import { useFieldA11y } from '../FormField/field-state';

const TextArea = styled.textarea`
  ${controlStyles}
  min-height: 120px;
  resize: vertical;
`;

type NativeTextAreaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'required' | 'id' | 'children'
>;

export interface TextAreaFieldProps extends NativeTextAreaProps {
  name: string;
  label: ReactNode;
  placeholder?: string;
  disabled?: boolean;
  helpText?: ReactNode;
  required?: boolean;
  rows?: number;
}

/** Multi-line text bound to react-final-form (min height 120px). */
export function TextAreaField({ name, label, helpText, required, rows = 5, onBlur, onFocus, ...rest }: TextAreaFieldProps) {
  const { input, meta } = useField<string, HTMLTextAreaElement>(name);
  const a11y = useFieldA11y(name, meta, Boolean(helpText));
  return (
    <FieldRoot data-field={name}>
      <FieldLabel htmlFor={a11y.inputId} required={required}>
        {label}
      </FieldLabel>
      <TextArea
        {...rest}
        {...input}
        value={input.value ?? ''}
        rows={rows}
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
