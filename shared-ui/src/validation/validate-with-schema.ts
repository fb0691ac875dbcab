import { FORM_ERROR, setIn, type ValidationErrors } from 'final-form';
import type { AnyObject, AnyObjectSchema, ValidationError } from 'yup';

export interface ValidateWithSchemaOptions {
  /** Passed to yup as `context` (for `$ref`s / `when` on context values). */
  context?: AnyObject;
}

/**
 * Converts a yup ValidationError into final-form's error shape: nested paths
 * ("address.city", "donors[0].email") become nested objects / arrays; the
 * first message per path wins; a path-less error becomes FORM_ERROR.
 */
export function yupErrorToFormErrors(error: ValidationError): AnyObject {
  const issues = error.inner.length > 0 ? error.inner : [error];
  let errors: AnyObject = {};
  const seen = new Set<string>();
  for (const issue of issues) {
    const path = issue.path && issue.path.length > 0 ? issue.path : FORM_ERROR;
    if (seen.has(path)) continue;
    seen.add(path);
    errors = path === FORM_ERROR ? { ...errors, [FORM_ERROR]: issue.message } : setIn(errors, path, issue.message);
  }
  return errors;
}

/**
 * yup's ValidationError, recognised by shape (as `ValidationError.isError` does) so that shared-ui needs
 * no runtime import of yup: pages without a form then do not download it.
 */
function isValidationError(error: unknown): error is ValidationError {
  return error instanceof Error && error.name === 'ValidationError' && Array.isArray((error as ValidationError).inner);
}

/**
 * Builds a synchronous final-form `validate` function from a yup object
 * schema (abortEarly: false), so forms and server-side checks share one schema.
 * Returns `{}` when the values are valid.
 */
export function validateWithSchema<TSchema extends AnyObjectSchema>(
  schema: TSchema,
  options: ValidateWithSchemaOptions = {},
): (values: object) => ValidationErrors {
  return (values) => {
    try {
      schema.validateSync(values, { abortEarly: false, context: options.context });
      return {};
    } catch (error) {
      if (isValidationError(error)) return yupErrorToFormErrors(error);
      throw error;
    }
  };
}
