import { z } from 'zod';
import { languageCodes } from '../shop/codes';
import { singleLine } from '../validation/plain-text';

const productId = z.coerce
  .number({ message: 'lists.invalid' })
  .int({ message: 'lists.invalid' })
  .positive({ message: 'lists.invalid' })
  .max(2_147_483_647, { message: 'lists.invalid' });

const page = {
  language: z.enum(languageCodes).optional(),
  /** Where a plain form goes back to after the change (a path of this host; checked by the handler). */
  back: singleLine('lists.invalid').max(2_000).optional(),
};

/**
 * What the wishlist and compare forms send to POST /api/wishlist and /api/compare: one change per request. A card's
 * heart toggles (a cached page cannot know the shopper's list); the list pages add, remove and clear; only the
 * wishlist moves a product to the cart.
 */
export const listActionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('toggle'), productId, ...page }),
    z.object({ action: z.literal('add'), productId, ...page }),
    z.object({ action: z.literal('remove'), productId, ...page }),
    z.object({ action: z.literal('clear'), ...page }),
    z.object({ action: z.literal('moveToCart'), productId, ...page }),
  ],
  { message: 'lists.invalid' },
);

export type ListAction = z.output<typeof listActionSchema>;
export type ListActionInput = z.input<typeof listActionSchema>;
