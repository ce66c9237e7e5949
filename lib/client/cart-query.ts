import { QueryClient, useMutation, useQuery } from '@tanstack/react-query';
import type { CartActionInput } from '../api/cart';
import type { CartView } from '../cart/view-types';
import { fetchCart, sendCartAction, type CartNotice } from './cart-api';
import { optimisticCart } from './optimistic-cart';

// docs/product.md §9 keeps fetched data 300 s; the cart is refetched when the tab comes back.
const STALE_MS = 60_000;

/** One client for the lazily loaded cart code: no provider in the page, so nothing of it ships on first load. */
export const cartQueryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: STALE_MS, gcTime: 300_000, retry: 1 } },
});

export const cartKey = (language: string) => ['cart', language] as const;

export function useCart(language: string, initial?: CartView) {
  return useQuery(
    { queryKey: cartKey(language), queryFn: () => fetchCart(language), initialData: initial },
    cartQueryClient,
  );
}

/**
 * A cart action with its optimistic result shown at once and rolled back when the server refuses it; the
 * server's cart replaces the guess either way.
 */
export function useCartAction(
  language: string,
  handlers: { onDone(notice: CartNotice, cart: CartView): void; onFailed(error: unknown): void },
) {
  return useMutation(
    {
      mutationFn: (action: CartActionInput) =>
        sendCartAction({ ...action, language: language as CartActionInput['language'] }),
      onMutate: async (action) => {
        await cartQueryClient.cancelQueries({ queryKey: cartKey(language) });
        const before = cartQueryClient.getQueryData<CartView>(cartKey(language));
        if (before) cartQueryClient.setQueryData(cartKey(language), optimisticCart(before, action));
        return { before };
      },
      onError: (error, _action, context) => {
        if (context?.before) cartQueryClient.setQueryData(cartKey(language), context.before);
        // The guess is undone, and a first read cancelled by this action is made again: the count is the server's.
        void cartQueryClient.invalidateQueries({ queryKey: cartKey(language) });
        handlers.onFailed(error);
      },
      onSuccess: ({ cart, notice }) => {
        cartQueryClient.setQueryData(cartKey(language), cart);
        handlers.onDone(notice, cart);
      },
    },
    cartQueryClient,
  );
}
