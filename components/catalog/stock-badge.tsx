import { useTranslations } from 'next-intl';
import type { StockState } from '@/lib/catalog/stock-state';
import type { Translate } from './card-texts';

/** docs/product.md §4's stock states; the exact number only below 10. */
export function StockBadge({ state, locale }: { state: StockState; locale: string }) {
  return <StockBadgeView state={state} locale={locale} t={useTranslations('Stock')} />;
}

/** The stock badge with its texts given, for the server and the search overlay alike. */
export function StockBadgeView({ state, locale, t }: { state: StockState; locale: string; t: Translate }) {
  const date = (iso: string) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${iso}T00:00:00Z`));
  const text = (() => {
    switch (state.kind) {
      case 'inStock':
        return state.low ? t('lowStock', { quantity: state.quantity }) : t('inStock');
      case 'outOfStock':
        return t('outOfStock');
      case 'backorder':
        return t('backorder');
      case 'preorder':
        return state.availableFrom ? t('preorderFrom', { date: date(state.availableFrom) }) : t('preorder');
      case 'undeliverable':
        return t('undeliverable', { country: state.country });
    }
  })();
  const tone =
    state.kind === 'inStock'
      ? state.low
        ? 'low'
        : 'good'
      : state.kind === 'backorder' || state.kind === 'preorder'
        ? 'later'
        : 'none';
  return (
    <p className={`stock-badge stock-badge--${tone}`} data-testid="stock" data-stock={state.kind}>
      <span className="stock-badge__dot" aria-hidden="true" />
      {text}
    </p>
  );
}
