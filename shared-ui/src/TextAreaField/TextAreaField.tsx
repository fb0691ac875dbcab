import type { TextareaHTMLAttributes } from 'react';
import { useField } from 'react-final-form';
import styled from 'styled-components';
import { controlStyles } from '../FormField/FormField';
import { FieldShell, splitFieldProps, type BaseFieldProps } from '../FormField/FieldShell';
import { useValueTypedBeforeHydration } from '../FormField/typed-before-hydration';

const TextArea = styled.textarea`
  ${controlStyles}
  min-height: 120px;
  resize: vertical;
`;

type NativeTextAreaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'required' | 'id' | 'children'
>;

export interface TextAreaFieldProps extends NativeTextAreaProps, BaseFieldProps<HTMLTextAreaElement> {
  placeholder?: string;
  rows?: number;
}

/** Multi-line text bound to react-final-form (min height 120px). */
export function TextAreaField({ rows = 5, ...props }: TextAreaFieldProps) {
  const [field, rest] = splitFieldProps(props);
  const { input, meta } = useField<string, HTMLTextAreaElement>(field.name);
  const ref = useValueTypedBeforeHydration<HTMLTextAreaElement>(input.value, input.onChange);
  return (
    <FieldShell {...field} input={input} meta={meta}>
      {(control) => <TextArea ref={ref} {...rest} {...input} value={input.value ?? ''} rows={rows} {...control} />}
    </FieldShell>
  );
}
