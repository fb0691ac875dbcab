// 'shared-ui/forms': the react-final-form fields, the forms built from them and yup validation. A separate entry (and shared module)
// from '@donation-network/shared-ui', so that pages without a form do not download final-form and react-final-form.
export { TextField } from './TextField/TextField';
export type { TextFieldProps } from './TextField/TextField';
export { TextAreaField } from './TextAreaField/TextAreaField';
export type { TextAreaFieldProps } from './TextAreaField/TextAreaField';
export { SelectField } from './SelectField/SelectField';
export type { SelectFieldProps, SelectOption } from './SelectField/SelectField';
export { CheckboxField } from './CheckboxField/CheckboxField';
export type { CheckboxFieldProps } from './CheckboxField/CheckboxField';
export { ChoiceListField } from './ChoiceListField/ChoiceListField';
export type { ChoiceListFieldProps } from './ChoiceListField/ChoiceListField';
export { SwitchField } from './SwitchField/SwitchField';
export type { SwitchFieldProps } from './SwitchField/SwitchField';
export { validateWithSchema, yupErrorToFormErrors } from './validation/validate-with-schema';
export type { ValidateWithSchemaOptions } from './validation/validate-with-schema';
export { ProfileChangeRequestCard, PENDING_APPROVAL } from './ProfileChangeRequestCard/ProfileChangeRequestCard';
export type { ProfileChangeRequestCardProps } from './ProfileChangeRequestCard/ProfileChangeRequestCard';
