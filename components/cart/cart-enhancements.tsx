'use client';

import { createTranslator, type AbstractIntlMessages } from 'next-intl';
import { usePathname, useRouter } from 'next/navigation';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import type { Translate } from '@/components/catalog/card-texts';
import type { CartActionInput } from '@/lib/api/cart';
import { reportAddToCart, type AnalyticsItem } from '@/lib/client/analytics';
import { CartRequestError } from '@/lib/client/cart-api';
import { useCart, useCartAction } from '@/lib/client/cart-query';
import { useCartUi } from '@/lib/client/cart-ui-store';
import { CartGlyph, CartLink } from './cart-link';
import { CartToasts } from './cart-toasts';
import { MiniCart } from './mini-cart';
import { useCartForms } from './use-cart-forms';

export interface CartSlotProps {
  href: string;
  text: string;
  language: string;
  locale: string;
  linkPrefix: string;
  /** MiniCart, Errors.cart and Errors.request of the page's language, formatted by the lazy part. */
  messages: AbstractIntlMessages;
}

// The wishlist and compare marks come with the cart's client part, so they add nothing to a page's first load.
const ListEnhancements = lazy(() => import('@/components/lists/list-enhancements'));

/** A product page's sticky add-to-cart bar (sticky-buy.ts) follows its button once the cart's client part is in. */
function useStickyBuy(pathname: string) {
  useEffect(() => {
    const bar = document.querySelector<HTMLElement>('[data-sticky-buy]');
    if (!bar) return;
    let stop: (() => void) | null = null;
    let left = false;
    void import('@/components/catalog/product/sticky-buy').then(({ followStickyBuy }) => {
      if (!left) stop = followStickyBuy(bar);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [pathname]);
}

function translator(locale: string, messages: AbstractIntlMessages, namespace: string): Translate {
  return createTranslator({ locale, messages, namespace: namespace as never }) as unknown as Translate;
}

/**
 * The cart's client part (loaded lazily by CartSlot): the count, the mini-cart on wide screens, toasts, and every
 * cart form of the page sent as JSON with the result shown at once (TanStack Query, optimistic and rolled back
 * on failure). On the cart page the server's render follows each change.
 */
export default function CartEnhancements({ href, text, language, locale, messages }: CartSlotProps) {
  const t = useMemo(() => translator(locale, messages, 'MiniCart'), [locale, messages]);
  const errors = useMemo(() => translator(locale, messages, 'Errors'), [locale, messages]);
  const cartText = useMemo(() => translator(locale, messages, 'Cart'), [locale, messages]);
  const toasts = useMemo(() => translator(locale, messages, 'Toasts'), [locale, messages]);
  const router = useRouter();
  const pathname = usePathname();
  const onCartPage = pathname === href;
  const toggle = useRef<HTMLButtonElement>(null);
  const { data: cart } = useCart(language);
  const open = useCartUi((state) => state.miniCartOpen);
  const setOpen = useCartUi((state) => state.setMiniCartOpen);
  const toast = useCartUi((state) => state.toast);

  const { mutate } = useCartAction(language, {
    onDone(notice) {
      if (notice.code === 'cart.removed') toast('error', errors('cart.removed'));
      else if (notice.code === 'cart.updated' || notice.code === 'cart.cleared')
        toast('success', t(notice.code === 'cart.cleared' ? 'cleared' : 'updated'));
      // Quantity adjustments say what changed; a plain add is told with the product's name by the form.
      else if (notice.code !== 'cart.added')
        toast('success', errors(notice.code as 'cart.limited', notice.values));
      if (onCartPage) router.refresh();
    },
    onFailed(error) {
      const known = error instanceof CartRequestError && /^(cart|request)\./.test(error.code);
      toast(
        'error',
        errors(known ? (error.code as 'cart.addFailed') : 'cart.addFailed', known ? error.values : {}),
      );
    },
  });

  const run = useCallback(
    (input: CartActionInput, form: HTMLFormElement) => {
      mutate(input, {
        onSuccess: ({ notice }) => {
          if (input.action !== 'add') return;
          if (notice.code === 'cart.added') toast('success', t('added', { title: form.dataset.title ?? '' }));
          if (form.dataset.analytics)
            reportAddToCart(
              JSON.parse(form.dataset.analytics) as AnalyticsItem,
              Number(notice.values?.quantity) || 1,
            );
        },
      });
    },
    [mutate, t, toast],
  );
  useCartForms(run);
  useStickyBuy(pathname);

  const close = useCallback(
    (returnFocus: boolean) => {
      setOpen(false);
      if (returnFocus) toggle.current?.focus();
    },
    [setOpen],
  );
  const count = cart?.count ?? null;
  const label = count === null ? text : cartText('cartLink', { count });
  return (
    <div className="cart-enhanced">
      <CartLink href={href} text={text} label={label} count={count} />
      <button
        ref={toggle}
        type="button"
        className="site-header__icon cart-toggle"
        aria-expanded={open}
        aria-controls="mini-cart"
        aria-label={label}
        onClick={() => setOpen(!open)}
        data-testid="cart-toggle"
      >
        <CartGlyph text={text} count={count} />
      </button>
      {open && (
        <MiniCart
          id="mini-cart"
          cart={cart}
          locale={locale}
          cartHref={href}
          toggleRef={toggle}
          t={t}
          onClose={close}
        />
      )}
      <CartToasts dismissLabel={t('dismiss')} />
      <Suspense fallback={null}>
        <ListEnhancements language={language} toasts={toasts} errors={errors} />
      </Suspense>
    </div>
  );
}
