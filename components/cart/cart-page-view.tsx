import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { PageMessage } from '@/lib/cart/page-message';
import type { CartView } from '@/lib/cart/view-types';
import type { ProductCard as ProductCardData } from '@/lib/catalog/product-cards';
import { ProductRow } from '@/components/catalog/product-row';
import type { LanguageCode } from '@/lib/shop/codes';
import { CartForm } from './cart-form';
import { CartLine } from './cart-line';
import { CartSummary } from './cart-summary';
// The cart page's own styles, and the catalogue's for the price tags and stock badges of its lines.
import '@/app/styles/catalog.css';
import '@/app/styles/cart.css';
import '@/app/styles/product-card.css';

interface CartPageViewProps {
  view: CartView;
  message: PageMessage | null;
  locale: string;
  language: LanguageCode;
  linkPrefix: string;
  deliveryCountry: string;
  /** The back-to-cart link of this cart, to open it on another device. */
  shareUrl: string | null;
  /** What buyers of the cart's products also bought, or their accessories. */
  recommendations: ProductCardData[];
}

/** docs/product.md §2 /cart: the lines with their controls, the totals, the store's note, and what the prices promise. */
export function CartPageView({
  view,
  message,
  locale,
  language,
  linkPrefix,
  deliveryCountry,
  shareUrl,
  recommendations,
}: CartPageViewProps) {
  const t = useTranslations('Cart');
  const messages = useTranslations();
  return (
    <main id="main" className="cart-page">
      <h1>{t('title')}</h1>
      {message && (
        <div
          className={`cart-page__message cart-page__message--${message.kind}`}
          role={message.kind === 'error' ? 'alert' : 'status'}
          data-testid="cart-message"
        >
          <p>{messages(message.key as 'Cart.added', message.values)}</p>
          {message.from && (
            <p>
              <a href={message.from}>{t('backToProduct')}</a>
            </p>
          )}
        </div>
      )}
      {view.lines.length === 0 ? (
        <section className="cart-page__empty" data-testid="cart-empty">
          <h2>{t('emptyTitle')}</h2>
          <p>{t('emptyText')}</p>
          <Link href={linkPrefix || '/'} className="button">
            {t('continueShopping')}
          </Link>
        </section>
      ) : (
        <div className="cart-page__body">
          <section aria-labelledby="cart-lines-title" className="cart-page__lines">
            <h2 id="cart-lines-title" className="visually-hidden">
              {t('lines')}
            </h2>
            <ul className="cart-lines">
              {view.lines.map((line) => (
                <CartLine
                  key={line.id}
                  line={line}
                  locale={locale}
                  language={language}
                  deliveryCountry={deliveryCountry}
                />
              ))}
            </ul>
            <CartForm fields={{ action: 'clear', language }} className="cart-page__clear">
              <button type="submit" className="button button--secondary">
                {t('removeAll')}
              </button>
            </CartForm>
          </section>
          <div className="cart-page__aside">
            <CartSummary view={view} locale={locale} deliveryCountry={deliveryCountry} />
            {view.shipment.kind !== 'allUndeliverable' && !view.minimumOrder && (
              <a
                href={`${linkPrefix}/checkout`}
                className="button cart-page__checkout"
                data-testid="to-checkout"
              >
                {t('toCheckout')}
              </a>
            )}
            <ul className="cart-page__notes">
              {view.notice && <li data-testid="cart-notice">{view.notice}</li>}
              <li>{t('priceHold')}</li>
              <li>{t('notReserved')}</li>
            </ul>
            {shareUrl && (
              <section className="cart-share" aria-labelledby="cart-share-title">
                <h2 id="cart-share-title">{t('shareTitle')}</h2>
                <p>{t('shareText')}</p>
                <label htmlFor="cart-share-link">{t('shareLabel')}</label>
                <input
                  id="cart-share-link"
                  type="url"
                  readOnly
                  value={shareUrl}
                  data-testid="back-to-cart-link"
                />
              </section>
            )}
            <Link href={linkPrefix || '/'}>{t('continueShopping')}</Link>
          </div>
        </div>
      )}
      <ProductRow
        id="cart-recommendations"
        title={t('recommendations')}
        products={recommendations}
        locale={locale}
      />
    </main>
  );
}
