import type { z } from 'zod';
import type { ApiError } from '../api/responses';

/** A refusal that names a message per field: a form with several mistakes shows each beside its field. */
export interface FieldsRefusal extends ApiError {
  fieldCodes?: Record<string, string>;
}

const messageKey = (message: string) => (/^[a-z]+\.[A-Za-z]+$/.test(message) ? message : 'request.invalid');

/**
 * What the schema refused, as one refusal: with one mistake its own message; with several, "please check the
 * marked fields" and each field's message beside it.
 */
export function schemaRefusal(error: z.ZodError): FieldsRefusal {
  const fieldCodes: Record<string, string> = {};
  for (const issue of error.issues) fieldCodes[issue.path.join('.')] ??= messageKey(issue.message);
  const fields = Object.keys(fieldCodes);
  return fields.length === 1
    ? { code: fieldCodes[fields[0]!]!, fields, fieldCodes }
    : { code: 'checkout.fieldsInvalid', fields, fieldCodes, values: { count: fields.length } };
}
