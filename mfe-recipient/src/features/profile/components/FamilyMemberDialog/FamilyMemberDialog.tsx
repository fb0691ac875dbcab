import type { FormEvent } from 'react';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { Button, Dialog, notify } from '@donation-network/shared-ui';
import { SelectField, TextField } from '@donation-network/shared-ui/forms';
import {
  FAMILY_GENDERS,
  FAMILY_LIMITS,
  FAMILY_MESSAGES,
  FAMILY_RELATIONSHIPS,
  familyAge,
  familyMemberError,
  trimUnicode,
  type FamilyGender,
  type FamilyRelationship,
} from '@donation-network/shared-rules';
import type { FamilyMember, FamilyMemberFields } from '../../api/family-members';

export const MISSING_INFORMATION = 'Missing information';

const RELATIONSHIP_OPTIONS = FAMILY_RELATIONSHIPS.map((value) => ({ value, label: value }));
const GENDER_OPTIONS = FAMILY_GENDERS.map((value) => ({ value, label: value }));

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
`;

interface FamilyMemberValues {
  name?: string;
  relationship?: string;
  /** the numeric input's value (text as typed) */
  age?: string | number;
  gender?: string;
}

const toInput = (values: FamilyMemberValues) => ({
  name: values.name,
  relationship: values.relationship,
  age: values.age,
  gender: values.gender,
});

/** The inline message of the one field a rule is about (missing fields are named by the toast and marked here). */
function validate(values: FamilyMemberValues): Partial<Record<keyof FamilyMemberValues, string>> {
  const error = familyMemberError(toInput(values));
  if (!error) return {};
  if (error === FAMILY_MESSAGES.missing) {
    const errors: Partial<Record<keyof FamilyMemberValues, string>> = {};
    if (!trimUnicode(values.name ?? '')) errors.name = 'Name is required';
    if (!values.relationship) errors.relationship = 'Relationship is required';
    if (!String(values.age ?? '').trim()) errors.age = 'Age is required';
    if (!values.gender) errors.gender = 'Gender is required';
    return errors;
  }
  if (error === FAMILY_MESSAGES.nameMax) return { name: error };
  if (error === FAMILY_MESSAGES.relationship) return { relationship: error };
  if (error === FAMILY_MESSAGES.age) return { age: error };
  return { gender: error };
}

export interface FamilyMemberDialogProps {
  open: boolean;
  /** The member being edited; null adds a new one. */
  member: FamilyMember | null;
  onClose: () => void;
  /** Saves the checked fields; resolves when stored (the dialog stays open if it throws). */
  onSave: (fields: FamilyMemberFields) => Promise<void>;
}

/** Add or edit a family member: name, relationship, age (numeric) and gender, all required. */
export function FamilyMemberDialog({ open, member, onClose, onSave }: FamilyMemberDialogProps) {
  const title = member ? 'Edit Family Member' : 'Add Family Member';
  const initialValues: FamilyMemberValues = member
    ? { name: member.name, relationship: member.relationship, age: String(member.age), gender: member.gender }
    : {};

  return (
    <Dialog open={open} onClose={onClose} title={title} description="All fields are required.">
      <Form<FamilyMemberValues>
        onSubmit={(values) =>
          onSave({
            name: trimUnicode(values.name ?? ''),
            relationship: values.relationship as FamilyRelationship,
            age: familyAge(values.age) as number,
            gender: values.gender as FamilyGender,
          })
        }
        validate={validate}
        initialValues={initialValues}
        render={({ handleSubmit, values, submitting }) => {
          // final-form skips onSubmit while a field is invalid; the spec's toast says why
          const submit = (event: FormEvent<HTMLFormElement>) => {
            if (familyMemberError(toInput(values)) === FAMILY_MESSAGES.missing) {
              notify({ title: MISSING_INFORMATION, description: FAMILY_MESSAGES.missing, variant: 'destructive' });
            }
            return handleSubmit(event);
          };
          return (
            <form onSubmit={submit} noValidate aria-label={title}>
              <Fields>
                <TextField name="name" label="Name" autoComplete="off" required />
                <SelectField
                  name="relationship"
                  label="Relationship"
                  options={RELATIONSHIP_OPTIONS}
                  placeholder="Select relationship"
                  required
                />
                <TextField
                  name="age"
                  label="Age"
                  type="number"
                  inputMode="numeric"
                  min={FAMILY_LIMITS.ageMin}
                  max={FAMILY_LIMITS.ageMax}
                  step={1}
                  required
                />
                <SelectField name="gender" label="Gender" options={GENDER_OPTIONS} placeholder="Select gender" required />
                <Actions>
                  <Button type="button" variant="outline" onClick={onClose}>
                    Cancel
                  </Button>
                  <Button type="submit" loading={submitting}>
                    {member ? 'Save Changes' : 'Add Member'}
                  </Button>
                </Actions>
              </Fields>
            </form>
          );
        }}
      />
    </Dialog>
  );
}
