'use client';

import { createTranslator, type AbstractIntlMessages } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState, type FocusEvent } from 'react';
import type { Translate } from '@/components/catalog/card-texts';
import { Stars } from '@/components/reviews/stars';
import { badgeColours } from '@/lib/catalog/badge-colours';
import { badgeShown, closeBadge, loadShopRating, sessionStore } from '@/lib/client/shop-rating';
import type { ShopRating } from '@/lib/shop-rating/types';
import './shop-rating-badge.css';

export interface ShopRatingTexts {
  locale: string;
  /** The ShopRating namespace of the page's language. */
  messages: AbstractIntlMessages;
}

/** Where focus goes when the badge closes: back where the shopper came from, else to the page's content. */
function focusAfterClosing(cameFrom: HTMLElement | null): void {
  if (cameFrom?.isConnected) return cameFrom.focus();
  const main = document.querySelector<HTMLElement>('main');
  if (!main) return;
  if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
  main.focus({ preventScroll: true });
}

/**
 * The store's ShopVote rating (docs/product.md §2 review badge): part of the widgets that load after cookie consent, drawn by
 * the shop from its own route. On small screens the shopper may close it for the session (docs/product.md §4).
 */
export function ShopRatingBadge({ locale, messages }: ShopRatingTexts) {
  const t = useMemo(
    () => createTranslator({ locale, messages, namespace: 'ShopRating' as never }) as unknown as Translate,
    [locale, messages],
  );
  const [rating, setRating] = useState<ShopRating | null>(null);
  const cameFrom = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const storage = sessionStore();
    if (!badgeShown(storage)) return;
    let live = true;
    void loadShopRating(storage).then((loaded) => live && setRating(loaded));
    return () => {
      live = false;
    };
  }, []);

  if (!rating) return null;
  const decimal = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const value = decimal.format(rating.ratingValue);
  const seal = badgeColours(rating.sealColour ?? '');
  const close = () => {
    closeBadge(sessionStore());
    focusAfterClosing(cameFrom.current);
    setRating(null);
  };
  const remember = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom.current = from;
  };

  return (
    <aside className="shop-rating" aria-labelledby={titleId} onFocus={remember}>
      <p className="shop-rating__title" id={titleId}>
        <span className="shop-rating__seal" style={{ backgroundColor: seal.background, color: seal.text }}>
          ShopVote
        </span>{' '}
        {t('title')}
      </p>
      <p className="shop-rating__score">
        <Stars rating={rating.ratingValue} label={t('stars', { value })} />{' '}
        <strong>{t('value', { value })}</strong>{' '}
        <span className="shop-rating__count">{t('count', { count: rating.ratingCount })}</span>
      </p>
      {rating.criteria.length > 0 && (
        <details className="shop-rating__criteria">
          <summary>{t('criteria')}</summary>
          <dl>
            {rating.criteria.map(({ name, value: criterion }) => (
              <div key={name}>
                <dt>{name}</dt>
                <dd>{t('value', { value: decimal.format(criterion) })}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
      {rating.reviewPageUrl && (
        <a href={rating.reviewPageUrl} rel="noopener noreferrer" target="_blank">
          {t('reviewPage')} <span className="visually-hidden">{t('newTab')}</span>
        </a>
      )}
      <button type="button" className="shop-rating__close" onClick={close}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">{t('close')}</span>
      </button>
    </aside>
  );
}
