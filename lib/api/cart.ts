import { z } from 'zod';
import { MAX_QUANTITY } from '../catalog/quantity';
import { languageCodes } from '../shop/codes';

const id = z.coerce
  .number({ message: 'cart.invalid' })
  .int({ message: 'cart.invalid' })
  .positive({ message: 'cart.invalid' })
  .max(2_147_483_647, { message: 'cart.invalid' });

/** A whole number of pieces: "2.5", "1e9", "abc" or an empty field are not quantities. */
const quantity = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d{1,9}$/, { message: 'cart.quantityInvalid' }),
    ],
    { message: 'cart.quantityInvalid' },
  )
  .transform(Number)
  .pipe(
    z
      .number()
      .int({ message: 'cart.quantityInvalid' })
      .max(MAX_QUANTITY, { message: 'cart.quantityTooLarge' }),
  );

const page = { language: z.enum(languageCodes).optional() };

/**
 * What the cart's forms and client code send to POST /api/cart: one action per request (docs/product.md §4 "Cart actions").
 * The same schema builds the forms' fields and checks the handler's input; prices never come from a request
 * (unknown fields are dropped).
 */
export const cartActionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('add'),
      saleElementId: id,
      quantity: quantity.pipe(z.number().min(1, { message: 'cart.quantityInvalid' })),
      /** Services and accessories added alongside, each once (checkboxes of the product page). */
      extras: z.preprocess(
        (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
        z.array(id).max(10, { message: 'cart.invalid' }),
      ),
      ...page,
    }),
    /** docs/product.md §4: setting 0 or less removes the line. */
    z.object({ action: z.literal('set'), lineId: id, quantity, ...page }),
    z.object({ action: z.literal('increase'), lineId: id, ...page }),
    z.object({ action: z.literal('decrease'), lineId: id, ...page }),
    z.object({ action: z.literal('remove'), lineId: id, ...page }),
    z.object({ action: z.literal('clear'), ...page }),
    /** 0 lets the shop choose the centre (docs/product.md §7: selectedFulfilmentCenter's default). */
    z.object({
      action: z.literal('centre'),
      lineId: id,
      centreId: z.coerce
        .number({ message: 'cart.invalid' })
        .int({ message: 'cart.invalid' })
        .min(0, { message: 'cart.invalid' })
        .max(2_147_483_647, { message: 'cart.invalid' }),
      ...page,
    }),
  ],
  { message: 'cart.invalid' },
);

export type CartAction = z.output<typeof cartActionSchema>;
export type CartActionInput = z.input<typeof cartActionSchema>;
