'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import type { Translate } from '@/components/catalog/card-texts';
import { formFields } from '@/lib/api/form-fields';
import { CartRequestError } from '@/lib/client/cart-api';
import { cartKey, cartQueryClient } from '@/lib/client/cart-query';
import { useCartUi } from '@/lib/client/cart-ui-store';
import { fetchLists, sendListAction, type ShopperListMarks } from '@/lib/client/list-api';
import { applyListMarks } from '@/lib/client/list-marks';
import type { ListActionInput } from '@/lib/lists/list-action';
import type { ShopperListKind } from '@/lib/shop/list-types';

const isListKind = (value: string | undefined): value is ShopperListKind =>
  value === 'wishlist' || value === 'compare';

/**
 * The lists' client part, loaded with the cart's (after the page is idle): reads the shopper's lists, marks every
 * heart and compare toggle of the page (cards that arrive later too), and sends the list forms as JSON with a
 * toast (docs/product.md §8) instead of leaving the page. On a list's own page the server's render follows each change.
 */
export default function ListEnhancements({
  language,
  toasts,
  errors,
}: {
  language: string;
  toasts: Translate;
  errors: Translate;
}) {
  const [lists, setLists] = useState<ShopperListMarks | null>(null);
  const router = useRouter();
  const pathname = usePathname();

  useEffect(() => {
    fetchLists(language).then(setLists, () => setLists(null));
  }, [language]);

  useEffect(() => {
    if (!lists) return;
    applyListMarks(document, lists);
    // For journeys and for CSS: the marks are the shopper's from here on.
    document.documentElement.dataset.listsReady = '';
    const observer = new MutationObserver(() => applyListMarks(document, lists));
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [lists, pathname]);

  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      const kind = form.dataset.listForm;
      if (!isListKind(kind)) return;
      event.preventDefault();
      const action = { ...formFields(new FormData(form)), language } as unknown as ListActionInput;
      const onListPage = form.closest('[data-list-page]') !== null;
      sendListAction(kind, action).then(
        ({ productIds, notice }) => {
          setLists((before) => before && { ...before, [kind]: productIds });
          useCartUi.getState().toast('success', toasts(notice.code));
          if (notice.code === 'movedToCart')
            void cartQueryClient.invalidateQueries({ queryKey: cartKey(language) });
          if (onListPage) {
            router.refresh();
            // The product's row goes with its buttons: the heading keeps the keyboard's place on the page.
            document.querySelector<HTMLElement>('[data-list-heading]')?.focus();
          }
        },
        (error: unknown) => {
          const known = error instanceof CartRequestError && /^(lists|cart|request)\./.test(error.code);
          useCartUi
            .getState()
            .toast('error', errors(known ? error.code : 'lists.failed', known ? error.values : {}));
        },
      );
    };
    document.addEventListener('submit', onSubmit);
    return () => document.removeEventListener('submit', onSubmit);
  }, [language, toasts, errors, router]);

  return null;
}
