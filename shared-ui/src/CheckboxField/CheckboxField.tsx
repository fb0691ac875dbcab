import { ToggleField, type ToggleFieldProps } from '../FormField/ToggleField';

export type CheckboxFieldProps = ToggleFieldProps;

/** Checkbox bound to a boolean react-final-form field. */
export function CheckboxField(props: CheckboxFieldProps) {
  return <ToggleField kind="checkbox" {...props} />;
}
