import type { FocusEvent, FocusEventHandler, ReactNode } from 'react';
import type { FieldInputProps, FieldMetaState } from 'react-final-form';
import styled from 'styled-components';
import { FieldErrorMessage, FieldLabel, FieldRoot, HelpText, RequiredMark } from './FormField';
import { useFieldA11y } from './field-state';

const InlineRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 10px;
`;

export const InlineLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 20px;
  cursor: pointer;
`;

export const InlineText = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
`;

/** What the control element of a field gets: its id, the aria wiring and the focus handlers. */
export interface FieldControlProps<E extends HTMLElement> {
  id: string;
  'aria-required': true | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  onBlur: (event: FocusEvent<E>) => void;
  onFocus: (event: FocusEvent<E>) => void;
}

/** The props every field takes besides its control's own. */
export interface BaseFieldProps<E extends HTMLElement> {
  name: string;
  label: ReactNode;
  helpText?: ReactNode;
  /** Shows an asterisk and sets aria-required (validation itself lives in the schema). */
  required?: boolean;
  disabled?: boolean;
  onBlur?: FocusEventHandler<E>;
  onFocus?: FocusEventHandler<E>;
}

/** Splits a field's props into the frame's (name, label, help text, required, focus handlers) and the control's. */
export function splitFieldProps<E extends HTMLElement, P extends BaseFieldProps<E>>(props: P) {
  const { name, label, helpText, required, onBlur, onFocus, ...control } = props;
  return [{ name, label, helpText, required, onBlur, onFocus }, control] as const;
}

export interface FieldShellProps<E extends HTMLElement> extends Omit<BaseFieldProps<E>, 'disabled'> {
  /** From react-final-form's useField: the focus handlers are chained before the caller's own. */
  input: Pick<FieldInputProps<unknown, E>, 'onBlur' | 'onFocus'>;
  meta: FieldMetaState<unknown>;
  /** `stacked`: label above the control (text, select); `inline`: the control first, the label beside it (checkbox, switch). */
  layout?: 'stacked' | 'inline';
  /** Renders the control with the props it must spread last. */
  children: (control: FieldControlProps<E>) => ReactNode;
}

/**
 * The frame every shared-ui form field has: label (with the required mark), help text and
 * the error message, wired to the control by ids (aria-describedby, aria-invalid).
 * Internal to shared-ui; TextField, TextAreaField, SelectField and ToggleField use it.
 */
export function FieldShell<E extends HTMLElement>({
  name,
  label,
  helpText,
  required,
  input,
  meta,
  onBlur,
  onFocus,
  layout = 'stacked',
  children,
}: FieldShellProps<E>) {
  const a11y = useFieldA11y(name, meta, Boolean(helpText));
  const control = children({
    id: a11y.inputId,
    'aria-required': required || undefined,
    'aria-invalid': a11y.showError || undefined,
    'aria-describedby': a11y.describedBy,
    onBlur: (event) => {
      input.onBlur(event);
      onBlur?.(event);
    },
    onFocus: (event) => {
      input.onFocus(event);
      onFocus?.(event);
    },
  });
  const messages = (
    <>
      {helpText && <HelpText id={a11y.helpId}>{helpText}</HelpText>}
      <FieldErrorMessage id={a11y.errorId} message={a11y.message} />
    </>
  );

  if (layout === 'inline') {
    return (
      <FieldRoot data-field={name}>
        <InlineRow>
          {control}
          <InlineText>
            <InlineLabel htmlFor={a11y.inputId}>
              {label}
              <RequiredMark required={required} />
            </InlineLabel>
            {messages}
          </InlineText>
        </InlineRow>
      </FieldRoot>
    );
  }
  return (
    <FieldRoot data-field={name}>
      <FieldLabel htmlFor={a11y.inputId} required={required}>
        {label}
      </FieldLabel>
      {control}
      {messages}
    </FieldRoot>
  );
}
