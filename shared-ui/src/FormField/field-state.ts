import { useId } from 'react';
import type { FieldMetaState } from 'react-final-form';
import { useRevealAfterPress } from './pointer-press';

/** Turns a final-form error value into display text (first string found). */
export function errorText(error: unknown): string | undefined {
  if (typeof error === 'string') return error || undefined;
  if (Array.isArray(error)) {
    for (const item of error) {
      const text = errorText(item);
      if (text) return text;
    }
  }
  return undefined;
}

/**
 * Ids and error state shared by every field: the error shows once the field
 * was touched (blurred) or a submit failed, but not while a pointer is pressed
 * (see useRevealAfterPress).
 */
export function useFieldA11y(name: string, meta: FieldMetaState<unknown>, hasHelpText: boolean) {
  const uid = useId();
  const base = `field-${name.replace(/[^A-Za-z0-9_-]/g, '_')}-${uid.replace(/:/g, '')}`;
  const inputId = `${base}-input`;
  const helpId = `${base}-help`;
  const errorId = `${base}-error`;
  const submitError = !meta.dirtySinceLastSubmit ? errorText(meta.submitError) : undefined;
  const message = errorText(meta.error) ?? submitError;
  const showError = useRevealAfterPress(Boolean((meta.touched || meta.submitFailed) && message));
  const describedBy = [hasHelpText ? helpId : null, showError ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { inputId, helpId, errorId, showError, message: showError ? message : undefined, describedBy };
}
