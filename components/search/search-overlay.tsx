'use client';

import Link from 'next/link';
import { createTranslator, type AbstractIntlMessages } from 'next-intl';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { ProductCardView } from '@/components/catalog/product-card';
import type { Translate } from '@/components/catalog/card-texts';
import { SEARCH_COUNT_CAP, SEARCH_SCROLL_THRESHOLD_PX } from '@/lib/catalog/search-limits';
import { searchPagePath } from '@/lib/seo/search-path';
import { countLabel } from './overlay-rules';
import { moveFocusAmongResults } from './result-focus';
import { SearchAside } from './search-aside';
import { useSearchResults, type SearchState } from './use-search-results';
import '@/app/styles/catalog.css';
import '@/app/styles/product-card.css';

export interface SearchOverlayProps {
  id: string;
  input: string;
  inputRef: RefObject<HTMLInputElement | null>;
  language: string;
  locale: string;
  linkPrefix: string;
  /** The Search, Errors.search, Price, Stock and EnergyLabel messages of the page's language. */
  messages: AbstractIntlMessages;
  onClose(returnFocus: boolean): void;
}

function translator(locale: string, messages: AbstractIntlMessages, namespace: string): Translate {
  const t = createTranslator({ locale, messages, namespace: namespace as never });
  return (key, values) => (t as unknown as Translate)(key, values);
}

function statusText(state: SearchState, t: Translate, errors: Translate, locale: string): string {
  switch (state.status) {
    case 'tooShort':
      return errors('tooShort');
    case 'loading':
      return t('searching');
    case 'failed':
      return errors('failed');
    case 'done':
      if (state.total === 0)
        return state.contents.length ? t('resultCount', { count: 0 }) : errors('noResults');
      return state.total >= SEARCH_COUNT_CAP
        ? t('resultCountMany', { count: countLabel(SEARCH_COUNT_CAP, locale) })
        : t('resultCount', { count: state.total });
    default:
      return '';
  }
}

/**
 * The as-you-type results under the header's search field (docs/product.md §2, §4, §8): content links and a category
 * filter beside product cards that load in chunks while the shopper scrolls. Loaded only once the shopper
 * types, so it costs the pages nothing until then.
 */
export default function SearchOverlay(props: SearchOverlayProps) {
  const { id, input, inputRef, language, locale, linkPrefix, messages, onClose } = props;
  const texts = useMemo(
    () => ({
      search: translator(locale, messages, 'Search'),
      errors: translator(locale, messages, 'Errors.search'),
      card: {
        price: translator(locale, messages, 'Price'),
        stock: translator(locale, messages, 'Stock'),
        energyLabel: translator(locale, messages, 'EnergyLabel'),
      },
    }),
    [locale, messages],
  );
  const { state, category, chooseCategory, loadMore } = useSearchResults(input, language);
  const panel = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const field = inputRef.current;
    if (!field) return;
    const onKey = (event: KeyboardEvent) => {
      if (panel.current && moveFocusAmongResults(panel.current, field, event.key)) event.preventDefault();
    };
    field.addEventListener('keydown', onKey);
    return () => field.removeEventListener('keydown', onKey);
  }, [inputRef]);

  useEffect(() => {
    if (!panel.current || !sentinel.current || state.products.length >= state.total) return;
    const observer = new IntersectionObserver((entries) => entries[0]?.isIntersecting && loadMore(), {
      root: panel.current,
      rootMargin: `0px 0px ${SEARCH_SCROLL_THRESHOLD_PX}px 0px`,
    });
    observer.observe(sentinel.current);
    return () => observer.disconnect();
  }, [state.products.length, state.total, loadMore]);

  const { search: t, errors } = texts;
  const found = state.status !== 'tooShort' && state.products.length + state.contents.length > 0;
  return (
    <div
      id={id}
      ref={panel}
      className="search-overlay"
      role="region"
      aria-label={t('label')}
      aria-busy={state.status === 'loading'}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose(true);
        } else if (
          inputRef.current &&
          moveFocusAmongResults(event.currentTarget, inputRef.current, event.key)
        ) {
          event.preventDefault();
        }
      }}
      onClick={(event) => {
        if ((event.target as Element).closest('a')) onClose(false);
      }}
    >
      <p className={`search-overlay__status search-overlay__status--${state.status}`} role="status">
        {statusText(state, t, errors, locale)}
      </p>
      {state.status === 'failed' && (
        <button type="button" className="button button--secondary" onClick={() => chooseCategory(category)}>
          {t('retry')}
        </button>
      )}
      {found && (
        <div className="search-overlay__body">
          <SearchAside state={state} category={category} locale={locale} t={t} onChoose={chooseCategory} />
          <section className="search-overlay__products" aria-label={t('products')}>
            <ul className="product-grid">
              {state.products.map((product) => (
                <li key={product.id}>
                  <ProductCardView product={product} locale={locale} texts={texts.card} />
                </li>
              ))}
            </ul>
            <div ref={sentinel} />
            {state.more === 'loading' && <p className="search-overlay__more">{t('loadingMore')}</p>}
            {state.more === 'failed' && (
              <p className="search-overlay__more">
                {errors('failed')}{' '}
                <button type="button" className="button button--secondary" onClick={loadMore}>
                  {t('loadMore')}
                </button>
              </p>
            )}
            {state.total > 0 && (
              <Link
                className="search-overlay__all"
                href={searchPagePath(linkPrefix, state.text)}
                prefetch={false}
                data-search-item
              >
                {t('showAll', { text: state.text })}
              </Link>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
