import { z } from 'zod';
import { languageCodeSchema } from '../shop/schemas';

/** Cancelling an order: which one, and the page's language; the customer is the session's, never the request's. */
export const cancelOrderSchema = z.object({
  orderId: z.coerce.number().int().positive().max(2_147_483_647),
  language: languageCodeSchema.optional(),
});
export type CancelOrderInput = z.infer<typeof cancelOrderSchema>;
