import { deliverySplits } from './shipment-split';
import { z } from 'zod';
import { addressFieldsShape, businessNamed, rowId } from '../account/address-schema';
import { email, page } from '../account/fields';
import { captchaFields } from '../security/captcha-schema';
import { paymentMethods } from '../shop/order-types';
import { multiLine, singleLine } from '../validation/plain-text';

/** A checkbox as a form sends it ("on") or JSON does (true). */
const checkbox = z
  .union([z.literal('on'), z.literal('true'), z.boolean()])
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true');

/** A choice of the book's addresses by id, or a new one typed in ("new"). */
const addressChoice = z
  .union([z.literal('new'), rowId])
  .optional()
  .default('new');

const addressFields = z
  .object(addressFieldsShape)
  .superRefine((input, context) => businessNamed(input, context));

/** An id of something the page offered (a delivery, a pickup location): foreign ids are refused later. */
const offeredId = (message: string) =>
  z.coerce.number({ message }).int({ message }).min(1, { message }).max(2_147_483_647, { message });

/** The typed-in addresses the shopper did not choose (a book address, the invoice same as the delivery) are no input. */
function withoutUnusedAddresses(input: unknown): unknown {
  if (!input || typeof input !== 'object') return input;
  const { delivery, invoice, ...rest } = input as Record<string, unknown>;
  const typed = (choice: unknown) => choice === undefined || choice === '' || choice === 'new';
  const sameAsDelivery = [true, 'on', 'true'].includes(rest.invoiceSame as string);
  return {
    ...rest,
    ...(typed(rest.deliveryAddressId) ? { delivery } : {}),
    ...(!sameAsDelivery && typed(rest.invoiceAddressId) ? { invoice } : {}),
  };
}

/**
 * One checkout submit (docs/product.md §3 pay request), the same for the plain form and client code: who, where to, how, and
 * the total the shopper saw. Nothing price-like but `shownTotal`, which is only compared, never charged.
 */
export const checkoutSchema = z.preprocess(
  withoutUnusedAddresses,
  z.object({
    intent: z.enum(['place', 'update']).optional().default('place'),
    /** One per checkout page: a second submit of it finds the first order (idempotency). */
    checkoutKey: z.string({ message: 'checkout.expired' }).regex(/^[A-Za-z0-9_-]{16,64}$/, {
      message: 'checkout.expired',
    }),
    email: email.optional(),
    deliveryAddressId: addressChoice,
    delivery: addressFields.optional(),
    invoiceSame: checkbox,
    invoiceAddressId: addressChoice,
    invoice: addressFields.optional(),
    deliveryModuleId: offeredId('checkout.deliveryRequired'),
    pickupLocationId: z
      .union([z.literal('').transform(() => null), offeredId('checkout.pickupRequired')])
      .optional()
      .default(null),
    /** One shipment when all is there, or partial shipments; read only when the lines differ. */
    deliverySplit: z.enum(deliverySplits).optional().default('complete'),
    couponCode: singleLine('coupon.unknown')
      .trim()
      .max(32, { message: 'coupon.unknown' })
      .optional()
      .transform((value) => value || null),
    paymentMethod: z.enum(paymentMethods, { message: 'checkout.paymentRequired' }),
    note: multiLine('checkout.noteInvalid')
      .trim()
      .max(1_000, { message: 'checkout.noteTooLong' })
      .regex(/^[^<>]*$/, { message: 'checkout.noteInvalid' })
      .optional()
      .transform((value) => value || null),
    acceptTerms: checkbox,
    /** The newsletter box: a sign-up with double opt-in once the order is placed, never ticked by default. */
    newsletter: checkbox,
    confirmUndeliverable: checkbox,
    /** The buyer's confirmation of § 12 Abs. 3 UStG's condition: without it photovoltaics carry 19 % in Germany. */
    photovoltaicsDwellingConfirmed: checkbox,
    shownTotal: z.coerce.number().int().nonnegative().optional(),
    ...captchaFields,
    ...page,
  }),
);

export type CheckoutInput = z.output<typeof checkoutSchema>;

const addressGroups = new Set(['delivery', 'invoice']);

/**
 * A plain form's dotted names (`delivery.street`) as the nested object the schema reads. Only the two address
 * groups nest, so no name can reach an object's prototype.
 */
export function nestFields(fields: Record<string, unknown>): Record<string, unknown> {
  const nested: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    const [group, field] = name.split('.', 2);
    if (field === undefined || !group || !addressGroups.has(group)) {
      if (field === undefined) nested[name] = value;
      continue;
    }
    const inner = (nested[group] ??= {}) as Record<string, unknown>;
    if (typeof inner === 'object' && !Object.hasOwn(Object.prototype, field)) inner[field] = value;
  }
  return nested;
}
