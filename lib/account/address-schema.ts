import { z } from 'zod';
import { singleLine } from '../validation/plain-text';
import type { CustomerTitle } from '../shop/customer-types';
import { isBusiness } from '../shop/customer-types';
import { name, page, title, vatNumber } from './fields';

/** A row id from a form: digits only, within PostgreSQL's integer. */
export const rowId = z.coerce
  .number({ message: 'address.notFound' })
  .int({ message: 'address.notFound' })
  .min(1, { message: 'address.notFound' })
  .max(2_147_483_647, { message: 'address.notFound' });

/** A line of an address: required, bounded, no markup or control characters. */
const line = (required: string, max: number) =>
  singleLine('address.invalidCharacters', required)
    .trim()
    .min(1, { message: required })
    .max(max, { message: 'address.tooLong' })
    .regex(/^[^<>]+$/, { message: 'address.invalidCharacters' });

/** An optional line: empty is none. */
const optionalLine = (max: number) =>
  singleLine('address.invalidCharacters')
    .trim()
    .max(max, { message: 'address.tooLong' })
    .regex(/^[^<>]*$/, { message: 'address.invalidCharacters' })
    .optional()
    .transform((value) => value || null);

/** The fields of an address (docs/product.md §3) as the book and the checkout ask for them. */
export const addressFieldsShape = {
  title,
  firstname: name,
  lastname: name,
  company: optionalLine(255),
  vatNumber: vatNumber.optional().default(null),
  street: line('address.streetRequired', 255),
  houseNumber: line('address.houseNumberRequired', 32),
  line2: optionalLine(255),
  postcode: singleLine('address.postcodeInvalid').trim().max(16, { message: 'address.postcodeInvalid' }),
  city: line('address.cityRequired', 255),
  countryId: z.coerce
    .number({ message: 'address.countryInvalid' })
    .int({ message: 'address.countryInvalid' }),
  stateId: z
    .union([z.literal('').transform(() => null), rowId])
    .optional()
    .default(null),
  phone: singleLine('address.phoneInvalid')
    .trim()
    .max(64, { message: 'address.phoneInvalid' })
    .optional()
    .transform((value) => value || null),
};

/** docs/product.md §5: a company or association names itself. */
export function businessNamed(
  input: { title: CustomerTitle; company: string | null },
  context: z.RefinementCtx,
  path: string[] = ['company'],
): void {
  if (isBusiness(input.title) && (input.company?.length ?? 0) < 2)
    context.addIssue({ code: 'custom', path, message: 'account.companyRequired' });
}

/**
 * docs/product.md §3/§5 address: its shape here; the country's postcode, the store's phone rules and the county are
 * checked by `addressProblems` once the country is known. No id of a customer: the book is the session's.
 */
export const saveAddressSchema = z
  .object({
    action: z.literal('saveAddress'),
    addressId: z
      .union([z.literal('').transform(() => null), rowId])
      .optional()
      .default(null),
    label: line('address.labelRequired', 100),
    ...addressFieldsShape,
    ...page,
  })
  .superRefine((input, context) => businessNamed(input, context));

/** Deleting or defaulting names an address of the session's customer by its id. */
export const deleteAddressSchema = z.object({
  action: z.literal('deleteAddress'),
  addressId: rowId,
  ...page,
});
export const setDefaultAddressSchema = z.object({
  action: z.literal('setDefaultAddress'),
  addressId: rowId,
  ...page,
});

export const addressActionSchemas = [
  saveAddressSchema,
  deleteAddressSchema,
  setDefaultAddressSchema,
] as const;

export type SaveAddressInput = z.output<typeof saveAddressSchema>;
