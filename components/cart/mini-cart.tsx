'use client';

import { useEffect, useRef, type RefObject } from 'react';
import type { Translate } from '@/components/catalog/card-texts';
import type { CartView } from '@/lib/cart/view-types';
import { useDismiss } from '@/lib/client/use-dismiss';
import { formatMoney } from '@/lib/pricing/format';
import '@/app/styles/mini-cart.css';

// docs/product.md §2's mini-cart shows the cart at a glance; the cart page has the rest.
const LINES_SHOWN = 5;

interface MiniCartProps {
  id: string;
  cart: CartView | undefined;
  locale: string;
  cartHref: string;
  toggleRef: RefObject<HTMLButtonElement | null>;
  t: Translate;
  onClose(returnFocus: boolean): void;
}

/**
 * docs/product.md §2 mini-cart on wide screens: the lines, goods and shipment ("Free" at 0, net when VAT is excluded) and
 * the ways to the cart and the checkout. Focus moves into it when it opens; Escape or a click outside closes it.
 */
export function MiniCart({ id, cart, locale, cartHref, toggleRef, t, onClose }: MiniCartProps) {
  const panel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);
  useDismiss(panel, toggleRef, onClose);

  const money = (amount: CartView['total']) => formatMoney(amount, locale);
  const shipment = cart?.shipment;
  return (
    <div
      ref={panel}
      id={id}
      className="mini-cart"
      role="region"
      aria-labelledby={`${id}-title`}
      data-testid="mini-cart"
    >
      <div className="mini-cart__head">
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
          {t('title')}
        </h2>
        <button type="button" className="mini-cart__close" onClick={() => onClose(true)}>
          {t('close')}
        </button>
      </div>
      {!cart || cart.lines.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <>
          <ul className="mini-cart__lines">
            {cart.lines.slice(0, LINES_SHOWN).map((line) => (
              <li key={line.id} data-testid="mini-cart-line">
                <a href={line.href}>{t('line', { quantity: line.quantity, title: line.title })}</a>
                <span>{money(line.lineTotal)}</span>
              </li>
            ))}
          </ul>
          {cart.lines.length > LINES_SHOWN && (
            <p className="mini-cart__more">{t('more', { count: cart.lines.length - LINES_SHOWN })}</p>
          )}
          <dl className="mini-cart__totals">
            <div>
              <dt>{t('goods')}</dt>
              <dd data-testid="mini-cart-goods">{money(cart.goods)}</dd>
            </div>
            {shipment?.kind === 'method' && (
              <div>
                <dt>{cart.includesVat ? t('shipment') : t('shipmentNet')}</dt>
                <dd data-testid="mini-cart-shipment">
                  {shipment.amount.amount === 0 ? t('free') : money(shipment.amount)}
                </dd>
              </div>
            )}
            <div className="mini-cart__total">
              <dt>{cart.includesVat ? t('total') : t('totalNet')}</dt>
              <dd>{money(cart.total)}</dd>
            </div>
          </dl>
          {cart.minimumOrder && (
            <p className="minimum-order" data-testid="minimum-order">
              {t('minimumOrder', {
                minimum: money(cart.minimumOrder.minimum),
                missing: money(cart.minimumOrder.missing),
              })}
            </p>
          )}
        </>
      )}
      <a href={cartHref} className="button mini-cart__to-cart">
        {t('toCart')}
      </a>
      {cart && cart.lines.length > 0 && !cart.minimumOrder && (
        // The checkout sits beside the cart, under the same language prefix.
        <a href={cartHref.replace(/\/cart$/, '/checkout')} className="button mini-cart__to-checkout">
          {t('toCheckout')}
        </a>
      )}
    </div>
  );
}
