import type { InputHTMLAttributes } from 'react';
import { useField } from 'react-final-form';
import styled from 'styled-components';
import { controlStyles } from '../FormField/FormField';
import { FieldShell, splitFieldProps, type BaseFieldProps } from '../FormField/FieldShell';
import { useValueTypedBeforeHydration } from '../FormField/typed-before-hydration';

const Input = styled.input`
  ${controlStyles}
`;

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'type' | 'value' | 'defaultValue' | 'checked' | 'onChange' | 'required' | 'id' | 'children'
>;

export interface TextFieldProps extends NativeInputProps, BaseFieldProps<HTMLInputElement> {
  /** Input type (text, email, password, tel, number, date, url, search…). Default 'text'. */
  type?: string;
  placeholder?: string;
  autoComplete?: string;
}

/** Text input bound to react-final-form. */
export function TextField({ type = 'text', ...props }: TextFieldProps) {
  const [field, rest] = splitFieldProps(props);
  const { input, meta } = useField<string>(field.name, { type });
  const ref = useValueTypedBeforeHydration<HTMLInputElement>(input.value, input.onChange);
  return (
    <FieldShell {...field} input={input} meta={meta}>
      {(control) => <Input ref={ref} {...rest} {...input} value={input.value ?? ''} type={type} {...control} />}
    </FieldShell>
  );
}
