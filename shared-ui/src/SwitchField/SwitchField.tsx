import { ToggleField, type ToggleFieldProps } from '../FormField/ToggleField';

export type SwitchFieldProps = ToggleFieldProps;

/** On/off switch (checkbox with role="switch") bound to a boolean react-final-form field. */
export function SwitchField(props: SwitchFieldProps) {
  return <ToggleField kind="switch" {...props} />;
}
