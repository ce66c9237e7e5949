'use client';

import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from '@/lib/client/when-idle';
import type { CartSlotProps } from './cart-enhancements';

const loadEnhancements = () => import('./cart-enhancements');
const CartEnhancements = lazy(loadEnhancements);

/**
 * The header's cart: the plain link to /cart (`children`, rendered on the server); the count, the mini-cart and
 * the cart forms' enhancement load once the page is idle (or the shopper reaches for the cart), so none of their
 * code (TanStack Query, zustand) is first-load JavaScript of a catalogue page.
 */
export function CartSlot({ children, ...props }: CartSlotProps & { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenIdle(() => setWanted(true)), []);
  return (
    <div className="cart-slot" onPointerEnter={() => setWanted(true)} onFocus={() => setWanted(true)}>
      {wanted ? (
        <Suspense fallback={children}>
          <CartEnhancements {...props} />
        </Suspense>
      ) : (
        children
      )}
    </div>
  );
}
