import { withoutControlCharacters } from '../validation/plain-text';
import type { FieldsRefusal } from './schema-refusal';

/** docs/product.md §4/§9: what a guest entered at checkout is kept 30 minutes (express guest data), and dropped at login. */
export const DRAFT_LIFETIME_MS = 30 * 60_000;

/** The form's fields that are kept between submits; never the captcha, never anything longer than a note. */
const keptNames =
  /^(?:email|checkoutKey|deliveryAddressId|invoiceAddressId|invoiceSame|deliveryModuleId|deliverySplit|pickupLocationId|couponCode|paymentMethod|note|acceptTerms|newsletter|confirmUndeliverable|photovoltaicsDwellingConfirmed|(?:delivery|invoice)\.(?:title|firstname|lastname|company|vatNumber|street|houseNumber|line2|postcode|city|countryId|stateId|phone))$/;

export interface CheckoutDraft {
  values: Record<string, string>;
  /** The refusal of the last submit, shown with its fields until the next one. */
  error: FieldsRefusal | null;
}

/** The fields of a submit worth keeping, as bounded strings (a nested JSON body is flattened to dotted names). */
export function draftValues(fields: Record<string, unknown>): Record<string, string> {
  const flat: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (value && typeof value === 'object' && !Array.isArray(value))
      for (const [inner, innerValue] of Object.entries(value)) flat[`${name}.${inner}`] = innerValue;
    else flat[name] = value;
  }
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(flat)) {
    if (!keptNames.test(name)) continue;
    // A refused value comes back to the form, but a NUL cannot be stored (PostgreSQL refuses it in jsonb).
    if (typeof value === 'string')
      values[name] = withoutControlCharacters(value.slice(0, 1_000), { keepLines: true });
    else if (typeof value === 'number' || typeof value === 'boolean') values[name] = String(value);
  }
  return values;
}

/**
 * The values of a whole form's submit to keep. A form leaves an unticked box out, and the handler reads a missing
 * "same invoice address" as unticked; the page ticks it when the draft has nothing, so an unticked one is kept as
 * such, or the invoice address typed below it would be hidden, and dropped by the next submit.
 */
export function submittedDraftValues(fields: Record<string, unknown>): Record<string, string> {
  const values = draftValues(fields);
  if (fields.invoiceSame === undefined) values.invoiceSame = 'off';
  return values;
}

/** Whether a kept checkbox was ticked (a form sends "on", JSON true). */
export function checkedIn(values: Record<string, string>, name: string): boolean {
  return values[name] === 'on' || values[name] === 'true';
}

/** A stored draft as the page reads it; anything malformed is no draft. */
export function readDraft(stored: unknown): CheckoutDraft | null {
  if (!stored || typeof stored !== 'object') return null;
  const { values, error } = stored as Partial<CheckoutDraft>;
  if (!values || typeof values !== 'object') return null;
  return { values: draftValues(values), error: error && typeof error.code === 'string' ? error : null };
}
