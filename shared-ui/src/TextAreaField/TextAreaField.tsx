import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { useField } from 'react-final-form';
import styled from 'styled-components';
import { controlStyles } from '../FormField/FormField';
import { FieldShell } from '../FormField/FieldShell';

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
      {(control) => <TextArea {...rest} {...input} value={input.value ?? ''} rows={rows} {...control} />}
    </FieldShell>
  );
}
