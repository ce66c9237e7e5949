import { z } from 'zod';
import { email } from '../account/fields';
import { languageCodeSchema } from '../shop/schemas';
import { multiLine, singleLine } from '../validation/plain-text';

/** The fields of the barrier-report form, in the order the form and its error summary show them. */
export const barrierReportFields = ['name', 'email', 'page', 'description'] as const;
export type BarrierReportField = (typeof barrierReportFields)[number];

export const NAME_MAX_LENGTH = 100;
export const PAGE_MAX_LENGTH = 500;
export const DESCRIPTION_MIN_LENGTH = 10;
export const DESCRIPTION_MAX_LENGTH = 2000;

/** An address of the shop as a visitor copies it from the address bar, or a path of it ("/cart"). */
function isPageAddress(value: string): boolean {
  if (/^\/(?!\/)\S*$/.test(value)) return true;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol) && !/\s/.test(value);
  } catch {
    return false;
  }
}

/**
 * A report of a barrier (European Accessibility Act): who reports it (the name is optional, the address is where
 * the shop answers), on which page, and what is in the way. One schema for the form in the browser and for the
 * handler, each message a key under Errors.
 */
export const barrierReportSchema = z.object({
  name: singleLine('barrierReport.nameInvalid')
    .trim()
    .max(NAME_MAX_LENGTH, { message: 'barrierReport.nameTooLong' })
    .regex(/^[^<>]*$/, { message: 'barrierReport.nameInvalid' })
    .default(''),
  email,
  page: singleLine('barrierReport.pageInvalid', 'barrierReport.pageRequired')
    .trim()
    .min(1, { message: 'barrierReport.pageRequired' })
    .max(PAGE_MAX_LENGTH, { message: 'barrierReport.pageInvalid' })
    .refine(isPageAddress, { message: 'barrierReport.pageInvalid' }),
  description: multiLine('barrierReport.descriptionInvalid', 'barrierReport.descriptionTooShort')
    .trim()
    .min(DESCRIPTION_MIN_LENGTH, { message: 'barrierReport.descriptionTooShort' })
    .max(DESCRIPTION_MAX_LENGTH, { message: 'barrierReport.descriptionTooLong' }),
  language: languageCodeSchema.optional(),
});
export type BarrierReport = z.infer<typeof barrierReportSchema>;

/** Each field's first error as its message key, in form order; empty when the report may be sent. */
export function barrierReportErrors(values: unknown): Partial<Record<BarrierReportField, string>> {
  const parsed = barrierReportSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: Partial<Record<BarrierReportField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = barrierReportFields.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return Object.fromEntries(
    barrierReportFields.flatMap((field) => (errors[field] ? [[field, errors[field]]] : [])),
  );
}
