'use client';

import type { AbstractIntlMessages } from 'next-intl';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from '@/lib/client/when-idle';

const loadEnhancements = () => import('./cart-enhancements');
const CartEnhancements = lazy(loadEnhancements);

export interface CartSlotProps {
  href: string;
  text: string;
  language: string;
  locale: string;
  linkPrefix: string;
  /** MiniCart, Errors.cart and Errors.request of the page's language, formatted by the lazy part. */
  messages: AbstractIntlMessages;
}

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
