import { useId } from 'react';
import { useField } from 'react-final-form';
import styled from 'styled-components';
import { useRevealAfterPress } from '../FormField/pointer-press';

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: 6px;
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Asterisk = styled.span`
  margin-left: 2px;
  color: ${({ theme }) => theme.colors.danger};
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
`;

const Option = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  input {
    width: 16px;
    height: 16px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.danger};
`;

export interface ChoiceListFieldProps {
  name: string;
  label: string;
  options: readonly string[];
  required?: boolean;
}

/** A list of checkboxes bound to a string[] react-final-form field (investment focus and stages, in two remotes). */
export function ChoiceListField({ name, label, options, required }: ChoiceListFieldProps) {
  const errorId = useId();
  const { meta } = useField<string[]>(name, { subscription: { error: true, touched: true, submitFailed: true } });
  const error = typeof meta.error === 'string' ? meta.error : undefined;
  const message = useRevealAfterPress(Boolean((meta.touched || meta.submitFailed) && error)) ? error : undefined;
  return (
    <Fieldset aria-describedby={message ? errorId : undefined} aria-invalid={message ? true : undefined} data-field={name}>
      <Legend>
        {label}
        {required && <Asterisk aria-hidden="true">*</Asterisk>}
      </Legend>
      <Options>
        {options.map((option) => (
          <ChoiceOption key={option} name={name} value={option} />
        ))}
      </Options>
      {message && (
        <ErrorText id={errorId} role="alert">
          {message}
        </ErrorText>
      )}
    </Fieldset>
  );
}

function ChoiceOption({ name, value }: { name: string; value: string }) {
  // type 'checkbox' with a value: react-final-form adds or removes the value in the field's array
  const { input } = useField<string[], HTMLInputElement>(name, { type: 'checkbox', value });
  return (
    <Option>
      <input {...input} />
      {value}
    </Option>
  );
}
